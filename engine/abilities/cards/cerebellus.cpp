// BM005 Cerebellus (boss), Level Up (G-10): draw three spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::cerebellus = {.run = hooks::draw_spells_discard_one<3>,
                                             .options = spell_in_hand_options};

}  // namespace bm::detail
