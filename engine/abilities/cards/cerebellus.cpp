// BM005 Cerebellus (boss), Level Up (G-10): draw three spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_cerebellus {

void run(Ctx& c, Task t) { draw_spells_discard_one(c, t, 3); }

constexpr AbilityDef def = {.run = run, .options = spell_in_hand_options};

}  // namespace card_cerebellus

const AbilityDef ability_defs::cerebellus = card_cerebellus::def;

}  // namespace bm::detail
