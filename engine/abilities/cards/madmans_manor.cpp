// TNL015 Madman's Manor (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): take a spell card from the discard pile (either pile under `discard_piles`).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_madmans_manor {

void run(Ctx& c, Task t) { take_discarded(c, t, CardKind::spell); }
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  take_discarded_options(c, t, CardKind::spell, false, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::hero_died_here};

}  // namespace card_madmans_manor

const AbilityDef ability_defs::madmans_manor = card_madmans_manor::def;

}  // namespace bm::detail
