// TNL026 Fangroot Garden (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): may build one more room at once, even in the adventure phase (BM2-23: it is
// placed face up and counts as built, so Level Up and its own on-build follow, G-10, G-11).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_fangroot_garden {

void run(Ctx& c, Task t) { build_one_more(c, t, false); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  build_options(c, t.player, out);
  out.push_back(decline(t.player));
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::hero_died_here};

}  // namespace card_fangroot_garden

const AbilityDef ability_defs::fangroot_garden = card_fangroot_garden::def;

}  // namespace bm::detail
