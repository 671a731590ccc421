#pragma once
// Card census: in how many places each card instance is. Every card must be in exactly one
// place at all times (the card-conservation invariant; tests, and the checker).
#include <cstdint>
#include <vector>

#include "bm/state/state.hpp"

namespace bm {

// result[instance] = number of zones holding that instance (decks, piles, town, out of game,
// resolving spells, every player's boss/hand/dungeon/entrance/score, the running hero).
std::vector<int> card_census(const GameState& s, int instances);
// The same into `seen` (resized and overwritten): no allocation once it has the size (the
// checker counts after every action).
void card_census(const GameState& s, int instances, std::vector<int>& seen);

// A cheap fingerprint of the same census: how many card places, and the sum and the sum of
// squares of the instances in them. Every card exactly once gives count = n,
// sum = n(n-1)/2, squares = (n-1)n(2n-1)/6; a lost or repeated card changes it.
struct CensusSum {
  std::uint64_t count = 0, sum = 0, squares = 0;
  bool operator==(const CensusSum&) const = default;
};
CensusSum census_sum(const GameState& s);

// BM2-37: the face-up items on the table, in one fixed order: waiting in town (reveal order),
// carried by heroes (GameState::hero_items, by hero), then each boss's active item in seat order.
// Face-down items (the item deck, the scoring areas' face-down items) and an item being used (on
// the stack) are not among them. Magic Mirror borrows from this list, and a log's `borrow` names
// its first instance of the design it gives.
std::vector<int> face_up_items(const GameState& s);
CensusSum census_sum_expected(int instances);

}  // namespace bm
