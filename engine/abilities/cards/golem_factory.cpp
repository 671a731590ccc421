// BM016 Golem Factory (room): when a hero dies here (once per round; G-13: "dies here" after the
// damage): draw a room card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_golem_factory {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

constexpr AbilityDef def = {.run = run, .trigger = Trigger::hero_died_here};

}  // namespace card_golem_factory

const AbilityDef ability_defs::golem_factory = card_golem_factory::def;

}  // namespace bm::detail
