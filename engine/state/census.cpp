#include "state/census.hpp"

namespace bm {

std::vector<int> card_census(const GameState& s, int instances) {
  std::vector<int> seen;
  card_census(s, instances, seen);
  return seen;
}

void card_census(const GameState& s, int instances, std::vector<int>& seen) {
  seen.assign(static_cast<std::size_t>(instances), 0);
  auto mark = [&](int c) {
    if (c >= 0 && c < instances) seen[static_cast<std::size_t>(c)] += 1;
  };
  for (const auto* v : {&s.room_deck, &s.spell_deck, &s.ordinary_heroes, &s.epic_heroes, &s.discard, &s.spell_discard,
                        &s.town, &s.out_of_game, &s.boss_deck, &s.resolving, &s.market})
    for (int c : *v) mark(c);
  for (const auto& pl : s.players) {
    mark(pl.boss);
    for (int c : pl.boss_choices) mark(c);
    for (int c : pl.hand) mark(c);
    for (const auto& r : pl.dungeon)
      for (int c : r.cards) mark(c);
    for (const auto& w : pl.entrance) mark(w.hero);
    for (const auto& h : pl.score) mark(h.hero);
  }
  for (const auto& l : s.landmarks)  // Super: heroes at the landmarks (S-BOARD-2)
    for (int c : l) mark(c);
  mark(s.run.hero);
}

}  // namespace bm
