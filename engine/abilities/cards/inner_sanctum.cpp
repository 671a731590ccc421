// TNL018 Inner Sanctum (room), at the end of the round (BM2-25, IP-42): if no hero entered this
// room this round (BM2-18, BM2-28: a deactivated or skipped room is not entered), you may draw a
// room card. The room's once-per-round flag (used_this_round) is its memory of the round: a hero
// entering it (G-13, on_enter) sets it, and the end of the round reads it before C-11 clears it.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_inner_sanctum {

bool on_enter(Ctx& c, int p, int slot) {
  c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round = true;
  return false;  // the hero stays and takes the damage
}

bool saw_no_hero(const Ctx& c, int card) {
  for (int q : live_players_in_order(c))
    if (const int slot = find_slot(c, q, card); slot >= 0)
      return !c.seat(q).dungeon[static_cast<std::size_t>(slot)].used_this_round;
  return false;
}

void run(Ctx& c, Task t) {
  if (t.step == 0 && find_slot(c, t.player, t.source()) < 0) return c.emit(EventType::fizzled, t.player, t.source());
  may_draw(c, t, CardKind::room);
}

}  // namespace card_inner_sanctum

const AbilityDef ability_defs::inner_sanctum = {.run = card_inner_sanctum::run,
                                                .options = yes_or_decline,
                                                .trigger = Trigger::end_of_round,
                                                .condition = card_inner_sanctum::saw_no_hero,
                                                .on_enter = card_inner_sanctum::on_enter};

}  // namespace bm::detail
