// TNL026 Fangroot Garden (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): may build one more room at once, even in the adventure phase (BM2-23: it is
// placed face up and counts as built, so Level Up and its own on-build follow, G-10, G-11).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::fangroot_garden = {
    .run = hooks::build_one_more<false>, .options = build_one_more_options, .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
