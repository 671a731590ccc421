// BM022 Dark Laboratory (room), on build (G-11): draw two spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::dark_laboratory = {
    .run = hooks::draw_spells_discard_one<2>, .options = spell_in_hand_options, .trigger = Trigger::on_build};

}  // namespace bm::detail
