// TNL037 Hall of Mirrors (room): once per round (each Hall), when an opponent plays a spell (after
// it resolves; G-18: a cancelled or fizzled spell is not played), draw a spell card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::hall_of_mirrors = {.run = hooks::draw_one<CardKind::spell>,
                                                  .trigger = Trigger::opponent_spell};

}  // namespace bm::detail
