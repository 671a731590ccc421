// TNL002 Belladonna (boss), Level Up (G-10): heal one wound at once (G-20: a wound, an epic
// hero's too, turns back into a soul). A one-time Level Up (BM2-31): carried out in the Level
// Up itself, so it is not optional; with no wound it does nothing.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_belladonna {

void run(Ctx& c, Task t) { heal_a_wound(c, t); }
void options(const Ctx& c, const Task& t, std::vector<Action>& out) { heal_a_wound_options(c, t, false, out); }

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_belladonna

const AbilityDef ability_defs::belladonna = card_belladonna::def;

}  // namespace bm::detail
