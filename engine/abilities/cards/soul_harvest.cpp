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
  if (!remove_soul(c, p, t.target_card())) return c.emit(EventType::fizzled, p, t.source());
  draw_card(c, p, CardKind::spell);
  draw_card(c, p, CardKind::spell);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_soul_harvest

const AbilityDef ability_defs::soul_harvest = card_soul_harvest::def;

}  // namespace bm::detail
