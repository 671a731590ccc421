// TNL039 Brainsucker Queen (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): draw two spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::brainsucker_queen = {
    .run = hooks::draw_spells_discard_one<2>, .options = spell_in_hand_options, .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
