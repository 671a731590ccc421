// BM022 Dark Laboratory (room), on build (G-11): draw two spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dark_laboratory {

void run(Ctx& c, Task t) { draw_spells_discard_one(c, t, 2); }

}  // namespace card_dark_laboratory

const AbilityDef ability_defs::dark_laboratory = {
    .run = card_dark_laboratory::run, .options = spell_in_hand_options, .trigger = Trigger::on_build};

}  // namespace bm::detail
