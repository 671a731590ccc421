// BM031 Recycling Center (room): when another room in your dungeon is destroyed (G-7), may draw
// two room cards. The Centers in play before the destruction trigger, not one it uncovers.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_recycling_center {

void run(Ctx& c, Task t) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick != kDeclined) {
    draw_card(c, t.player, CardKind::room);
    draw_card(c, t.player, CardKind::room);
  }
}

constexpr AbilityDef def = {.run = run, .options = yes_or_decline, .trigger = Trigger::other_room_destroyed};

}  // namespace card_recycling_center

const AbilityDef ability_defs::recycling_center = card_recycling_center::def;

}  // namespace bm::detail
