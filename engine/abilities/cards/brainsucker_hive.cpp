// BM021 Brainsucker Hive (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): may draw a spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_brainsucker_hive {

void run(Ctx& c, Task t) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick != kDeclined) draw_card(c, t.player, CardKind::spell);
}

constexpr AbilityDef def = {.run = run, .options = yes_or_decline, .trigger = Trigger::hero_died_here};

}  // namespace card_brainsucker_hive

const AbilityDef ability_defs::brainsucker_hive = card_brainsucker_hive::def;

}  // namespace bm::detail
