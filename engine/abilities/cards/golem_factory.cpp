// BM016 Golem Factory (room): when a hero dies here (once per round; G-13: "dies here" after the
// damage): draw a room card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::golem_factory = {.run = hooks::draw_one<CardKind::room>,
                                                .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
