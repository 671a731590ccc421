// TNL069 Super Effective! (adventure spell, G-16), a two-option spell (BM2-26: the option and its
// condition are settled when it is cast): an active room of your dungeon deals +2 until the end of
// the round (option 0), or +4 (option 1) when exactly one hero was lured to your dungeon in this
// round's bait phase (BM2-27: lured by the bait phase, not put at the entrance by an effect; the
// count is the round history of BM2-28, a GameState::round_marks `lured` mark kept by flow.cpp
// do_bait in games whose cards include this one). G-18: fizzles when the room is gone or
// deactivated.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_super_effective {

constexpr int kBonus = 2, kLoneHeroBonus = 4;

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  own_room_targets(c, p, card, 0, out);
  if (mark_total(c, MarkKind::lured, p, -1) == 1) own_room_targets(c, p, card, 1, out);
}

bool valid(const Ctx& c, const StackItem& it) {
  return it.target_player == it.controller && target_room_active(c, it.target_player, it.target_card);
}

void run(Ctx& c, Task t) { room_damage_bonus(c, t, cast_option(t) == 1 ? kLoneHeroBonus : kBonus); }

}  // namespace card_super_effective

const AbilityDef ability_defs::super_effective = {.run = card_super_effective::run,
                                                  .casts = card_super_effective::casts,
                                                  .target_valid = card_super_effective::valid};

}  // namespace bm::detail
