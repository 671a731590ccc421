// TNL016 Arcane Crypt (room), on build (G-11) or on uncover (BM2-16): you may take a spell card
// from the discard pile (either pile under `discard_piles`), or decline.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_arcane_crypt {

bool is_spell(const Ctx& c, int card) { return c.design(card).kind == CardKind::spell; }

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    bool any = false;
    for (int card : all_discards(c)) any = any || is_spell(c, card);
    if (any) ask(c, t, p);
    return;
  }
  if (t.answer.pick != kDeclined) take_from_discard(c, p, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, all_discards(c), t.player, [&](int card) { return is_spell(c, card); }, out);
  out.push_back(decline(t.player));  // "may"
}

}  // namespace card_arcane_crypt

const AbilityDef ability_defs::arcane_crypt = {.run = card_arcane_crypt::run,
                                               .options = card_arcane_crypt::options,
                                               .trigger = Trigger::on_build,
                                               .on_uncover = true};

}  // namespace bm::detail
