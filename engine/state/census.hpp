#pragma once
// Card census: in how many places each card instance is. Every card must be in exactly one
// place at all times (the card-conservation invariant; tests, and the checker of issue 5).
#include <vector>

#include "state/state.hpp"

namespace bm {

// result[instance] = number of zones holding that instance (decks, piles, town, out of game,
// resolving spells, every player's boss/hand/dungeon/entrance/score, the running hero).
std::vector<int> card_census(const GameState& s, int instances);
// The same into `seen` (resized and overwritten): no allocation once it has the size (the
// checker counts after every action).
void card_census(const GameState& s, int instances, std::vector<int>& seen);

}  // namespace bm
