// TNL058 Fairy Fountain (build spell, G-16): an active room of any dungeon deals 0 damage until
// the end of the round, and no later bonus raises it (BM2-20), and each hero entering it gets +1
// health (BM2-14, before the room's ability and damage, BM2-38). A GameState::round_marks
// `fountain` mark on the room's card (zones.cpp room_damage, flow.cpp hero_next): it ends early
// when the room is covered or destroyed (end_room_marks) and acts only while the room is active
// (G-8). G-18: fizzles when the room is gone or deactivated.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_fairy_fountain {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  room_targets(c, p, card, true, RoomType::monster, out);
}

bool valid(const Ctx& c, const StackItem& it) { return target_room_active(c, it.target_player, it.target_card); }

void run(Ctx& c, Task t) {
  if (live_target_room(c, t) < 0) return;
  add_mark(c, MarkKind::fountain, t.target_player(), t.target_card(), 1);
}

}  // namespace card_fairy_fountain

const AbilityDef ability_defs::fairy_fountain = {
    .run = card_fairy_fountain::run, .casts = card_fairy_fountain::casts, .target_valid = card_fairy_fountain::valid};

}  // namespace bm::detail
