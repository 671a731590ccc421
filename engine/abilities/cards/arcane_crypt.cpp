// TNL016 Arcane Crypt (room), on build (G-11) or on uncover (BM2-16): you may take a spell card
// from the discard pile (either pile under `discard_piles`), or decline.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::arcane_crypt = {.run = hooks::take_discarded<CardKind::spell>,
                                               .options = hooks::take_discarded_options<CardKind::spell, true>,
                                               .trigger = Trigger::on_build,
                                               .on_uncover = true};

}  // namespace bm::detail
