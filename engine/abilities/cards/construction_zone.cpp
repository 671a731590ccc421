// BM034 Construction Zone (room), on build (G-11): may immediately build one more room (G-3, G-4;
// it is built: Level Up and its own on-build follow, G-10, G-11).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::construction_zone = {
    .run = hooks::build_one_more<false>, .options = build_one_more_options, .trigger = Trigger::on_build};

}  // namespace bm::detail
