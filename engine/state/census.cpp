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

CensusSum census_sum(const GameState& s) {
  CensusSum c;
  auto mark = [&](int x) {
    if (x < 0) return;
    const auto u = static_cast<std::uint64_t>(x);
    c.count += 1;
    c.sum += u;
    c.squares += u * u;
  };
  for (const auto* v : {&s.room_deck, &s.spell_deck, &s.ordinary_heroes, &s.epic_heroes, &s.discard, &s.spell_discard,
                        &s.town, &s.out_of_game, &s.boss_deck, &s.resolving, &s.market})
    for (int x : *v) mark(x);
  for (const auto& pl : s.players) {
    mark(pl.boss);
    for (int x : pl.boss_choices) mark(x);
    for (int x : pl.hand) mark(x);
    for (const auto& r : pl.dungeon)
      for (int x : r.cards) mark(x);
    for (const auto& w : pl.entrance) mark(w.hero);
    for (const auto& h : pl.score) mark(h.hero);
  }
  for (const auto& l : s.landmarks)
    for (int x : l) mark(x);
  mark(s.run.hero);
  return c;
}

CensusSum census_sum_expected(int instances) {
  CensusSum c;
  for (int i = 0; i < instances; ++i) {
    const auto u = static_cast<std::uint64_t>(i);
    c.count += 1;
    c.sum += u;
    c.squares += u * u;
  }
  return c;
}

}  // namespace bm
