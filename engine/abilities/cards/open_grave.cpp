// BM010 Open Grave (room): when a hero dies here (once per round; G-13: "dies here" after the
// damage): take a room card from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_open_grave {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    bool any = false;
    for (int card : c.s.discard) any = any || c.design(card).kind == CardKind::room;
    if (any) ask(c, t, p);
    return;
  }
  take_from_discard(c, p, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.s.discard, t.player, [&](int card) { return c.design(card).kind == CardKind::room; }, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::hero_died_here};

}  // namespace card_open_grave

const AbilityDef ability_defs::open_grave = card_open_grave::def;

}  // namespace bm::detail
