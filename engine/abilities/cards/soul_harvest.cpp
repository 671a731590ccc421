// BM052 Soul Harvest (spell): remove one of your souls from the game, then draw two spells. G-18:
// fizzles when the soul is gone.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_soul_harvest {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { soul_targets(c, p, card, p, out); }

bool valid(const Ctx& c, const StackItem& it) { return has_soul(c, it.controller, it.target_card); }

void run(Ctx& c, Task t) {
  const int p = t.player;
  auto& sc = c.seat(p).score;
  auto it =
      std::find_if(sc.begin(), sc.end(), [&](const ScoredHero& h) { return h.hero == t.target_card() && h.soul; });
  if (it == sc.end()) return c.emit(EventType::fizzled, p, t.source());
  sc.erase(it);
  c.s.out_of_game.push_back(t.target_card());
  c.emit(EventType::soul_removed, p, t.target_card());
  draw_card(c, p, CardKind::spell);
  draw_card(c, p, CardKind::spell);
}

}  // namespace card_soul_harvest

const AbilityDef ability_defs::soul_harvest = {
    .run = card_soul_harvest::run, .casts = card_soul_harvest::casts, .target_valid = card_soul_harvest::valid};

}  // namespace bm::detail
