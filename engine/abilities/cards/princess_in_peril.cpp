// BM051 Princess in Peril (spell): a hero from the town to your entrance. G-18: fizzles when the
// hero left the town.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_princess_in_peril {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int h : c.s.town) {
    Action a = cast_action(p, card);
    a.target_card = h;
    out.push_back(a);
  }
}

bool valid(const Ctx& c, const StackItem& it) {
  return std::find(c.s.town.begin(), c.s.town.end(), it.target_card) != c.s.town.end();
}

void run(Ctx& c, Task t) {
  if (!remove_from_town(c, t.target_card())) return c.emit(EventType::fizzled, t.player, t.source());
  to_entrance(c, t.player, t.target_card(), 0);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_princess_in_peril

const AbilityDef ability_defs::princess_in_peril = card_princess_in_peril::def;

}  // namespace bm::detail
