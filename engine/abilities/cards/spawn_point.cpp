// TNL025 Spawn Point (room): when a hero dies here (once per round; G-13: "dies here" after the
// damage): draw two room cards.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_spawn_point {

void run(Ctx& c, Task t) {
  draw_card(c, t.player, CardKind::room);
  draw_card(c, t.player, CardKind::room);
}

constexpr AbilityDef def = {.run = run, .trigger = Trigger::hero_died_here};

}  // namespace card_spawn_point

const AbilityDef ability_defs::spawn_point = card_spawn_point::def;

}  // namespace bm::detail
