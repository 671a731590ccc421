// TNL015 Madman's Manor (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): take a spell card from the discard pile (either pile under `discard_piles`).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::madmans_manor = {.run = hooks::take_discarded<CardKind::spell>,
                                                .options = hooks::take_discarded_options<CardKind::spell, false>,
                                                .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
