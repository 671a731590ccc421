// TNL039 Brainsucker Queen (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): draw two spells, then discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_brainsucker_queen {

void run(Ctx& c, Task t) { draw_spells_discard_one(c, t, 2); }

constexpr AbilityDef def = {.run = run, .options = spell_in_hand_options, .trigger = Trigger::hero_died_here};

}  // namespace card_brainsucker_queen

const AbilityDef ability_defs::brainsucker_queen = card_brainsucker_queen::def;

}  // namespace bm::detail
