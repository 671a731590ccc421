// BM002 Xyzax (boss), Level Up (G-10): take two cards of your choice from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_xyzax {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step > 0) take_from_discard(c, p, t.answer.pick);
  if (t.step < 2 && !all_discards(c).empty()) ask(c, t, p);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, all_discards(c), t.player, [](int) { return true; }, out);
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_xyzax

const AbilityDef ability_defs::xyzax = card_xyzax::def;

}  // namespace bm::detail
