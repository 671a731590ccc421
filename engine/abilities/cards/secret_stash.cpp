// TNL067 Secret Stash (build spell, G-16): an active room of your dungeon shows one more cleric,
// fighter, mage or thief icon (the cast's option, 0..3 in that order) until the end of the round
// (BM2-21): it counts for bait (G-15, zones.cpp treasure_value) and for building an advanced room
// on it (G-3, can_build_on). A GameState::round_marks `stash` mark on the room's card: lost when
// the room is deactivated (it counts only while active, G-8), covered or destroyed
// (end_room_marks); a room built over it shows its own printed treasure. G-18: fizzles when the
// room is gone or deactivated.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_secret_stash {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int t = 0; t < kTreasureTypes; ++t) own_room_targets(c, p, card, t, out);
}

bool valid(const Ctx& c, const StackItem& it) {
  return it.target_player == it.controller && target_room_active(c, it.target_player, it.target_card);
}

void run(Ctx& c, Task t) {
  if (live_target_room(c, t) < 0) return;
  add_mark(c, MarkKind::stash, t.target_player(), t.target_card(), cast_option(t));
}

}  // namespace card_secret_stash

const AbilityDef ability_defs::secret_stash = {
    .run = card_secret_stash::run, .casts = card_secret_stash::casts, .target_valid = card_secret_stash::valid};

}  // namespace bm::detail
