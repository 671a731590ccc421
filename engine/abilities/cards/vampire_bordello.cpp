// BM014 Vampire Bordello (room): when a hero dies here (once per round): may heal one wound
// (G-20: a wound turns back into a soul).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_vampire_bordello {

void run(Ctx& c, Task t) { heal_a_wound(c, t); }
void options(const Ctx& c, const Task& t, std::vector<Action>& out) { heal_a_wound_options(c, t, true, out); }

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::hero_died_here};

}  // namespace card_vampire_bordello

const AbilityDef ability_defs::vampire_bordello = card_vampire_bordello::def;

}  // namespace bm::detail
