// TNL021 Wraith's Throne (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): every opponent, in turn order, discards one spell card. Which spell is the
// discarding player's own choice (the text says no "random", as Incubus Gym's rooms); one
// holding no spell discards nothing.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_wraiths_throne {

void run(Ctx& c, Task t) { each_opponent_discards(c, t, CardKind::spell); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  opponent_discard_options(c, t, CardKind::spell, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::hero_died_here};

}  // namespace card_wraiths_throne

const AbilityDef ability_defs::wraiths_throne = card_wraiths_throne::def;

}  // namespace bm::detail
