#include "bm/state/census.hpp"

namespace bm {

namespace {

// Every place a card instance can be, in one walk (the census and its fingerprint share it).
template <class F>
void for_each_card_place(const GameState& s, F&& mark) {
  for (const auto* v : {&s.room_deck, &s.spell_deck, &s.ordinary_heroes, &s.epic_heroes, &s.discard, &s.spell_discard,
                        &s.town, &s.out_of_game, &s.boss_deck, &s.resolving, &s.market, &s.item_deck, &s.items_waiting})
    for (int c : *v) mark(c);
  for (const auto& pl : s.players) {
    mark(pl.boss);
    for (int c : pl.boss_choices) mark(c);
    for (int c : pl.hand) mark(c);
    for (const auto& r : pl.dungeon)
      for (int c : r.cards) mark(c);
    for (const auto& w : pl.entrance) mark(w.hero);
    for (const auto& h : pl.score) mark(h.hero);
    mark(pl.active_item);  // BM2-4
    mark(pl.gained_item);
    for (int c : pl.scored_items) mark(c);
  }
  for (const auto& hi : s.hero_items) mark(hi.item);  // BM2-3
  for (const auto& l : s.landmarks)                   // Super: heroes at the landmarks (S-BOARD-2)
    for (int c : l) mark(c);
  mark(s.run.hero);
}

}  // namespace

std::vector<int> card_census(const GameState& s, int instances) {
  std::vector<int> seen;
  card_census(s, instances, seen);
  return seen;
}

void card_census(const GameState& s, int instances, std::vector<int>& seen) {
  seen.assign(static_cast<std::size_t>(instances), 0);
  for_each_card_place(s, [&](int c) {
    if (c >= 0 && c < instances) seen[static_cast<std::size_t>(c)] += 1;
  });
}

CensusSum census_sum(const GameState& s) {
  CensusSum c;
  for_each_card_place(s, [&](int x) {
    if (x < 0) return;
    const auto u = static_cast<std::uint64_t>(x);
    c.count += 1;
    c.sum += u;
    c.squares += u * u;
  });
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

std::vector<int> face_up_items(const GameState& s) {
  std::vector<int> out = s.items_waiting.vec();
  for (const HeroItem& hi : s.hero_items) out.push_back(hi.item);
  for (const PlayerState& pl : s.players)
    if (pl.active_item >= 0) out.push_back(pl.active_item);
  return out;
}

}  // namespace bm
