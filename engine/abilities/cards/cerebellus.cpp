// BM005 Cerebellus (boss), Level Up (G-10): draw three spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

void run(Ctx& c, Task t) { draw_spells_discard_one(c, t, 3); }

}  // namespace

const AbilityDef ability_defs::cerebellus = {.run = run, .options = spell_in_hand_options};

}  // namespace bm::detail
