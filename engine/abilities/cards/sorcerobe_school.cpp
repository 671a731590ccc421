// TNL036 Sorcerobe School (room), on build (G-11) or on uncover (BM2-16): draw a spell card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::sorcerobe_school = {
    .run = hooks::draw_one<CardKind::spell>, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace bm::detail
