// BM022 Dark Laboratory (room), on build (G-11): draw two spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dark_laboratory {

void run(Ctx& c, Task t) { draw_spells_discard_one(c, t, 2); }

constexpr AbilityDef def = {.run = run, .options = spell_in_hand_options, .trigger = Trigger::on_build};

}  // namespace card_dark_laboratory

const AbilityDef ability_defs::dark_laboratory = card_dark_laboratory::def;

}  // namespace bm::detail
