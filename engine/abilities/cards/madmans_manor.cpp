// TNL015 Madman's Manor (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): take a spell card from the discard pile (either pile under `discard_piles`).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_madmans_manor {

bool is_spell(const Ctx& c, int card) { return c.design(card).kind == CardKind::spell; }

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    bool any = false;
    for (int card : all_discards(c)) any = any || is_spell(c, card);
    if (any) ask(c, t, p);
    return;
  }
  take_from_discard(c, p, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, all_discards(c), t.player, [&](int card) { return is_spell(c, card); }, out);
}

}  // namespace card_madmans_manor

const AbilityDef ability_defs::madmans_manor = {
    .run = card_madmans_manor::run, .options = card_madmans_manor::options, .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
