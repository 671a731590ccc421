// BM006 Seducia (boss), Level Up (G-10): any hero from the town or the hero decks to your
// entrance (G-19: a searched deck is shuffled).
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_seducia {

void run(Ctx& c, Task t) {
  const int p = t.player;
  GameState& s = c.s;
  if (t.step == 0) {
    if (s.town.empty() && s.ordinary_heroes.empty() && s.epic_heroes.empty()) return;
    return ask(c, t, p);
  }
  const int hero = t.answer.pick;
  if (remove_from_town(c, hero)) {
  } else if (remove_from(s.ordinary_heroes, hero)) {
    shuffle_deck(c, s.ordinary_heroes, ChanceKind::ordinary_deck);  // G-19
  } else if (remove_from(s.epic_heroes, hero)) {
    shuffle_deck(c, s.epic_heroes, ChanceKind::epic_deck);
  }
  to_entrance(c, p, hero, 0);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const GameState& s = c.s;
  std::vector<int> heroes = s.town.vec();
  heroes.insert(heroes.end(), s.ordinary_heroes.begin(), s.ordinary_heroes.end());
  heroes.insert(heroes.end(), s.epic_heroes.begin(), s.epic_heroes.end());
  std::sort(heroes.begin(), heroes.end());
  per_design(
      c, heroes, t.player, [](int) { return true; }, out);
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_seducia

const AbilityDef ability_defs::seducia = card_seducia::def;

}  // namespace bm::detail
