#pragma once
// Perft (from chess engines): the number of legal decision sequences of exactly `depth`
// decisions from a position, and `divide`, that number under each first decision. Another engine
// that lists the same legal actions at every decision gets the same counts, so a legal list one
// action short or long shows up as a different count, and divide finds the branch
// (docs/perft.md).
//
// Chance is fixed, never branched on: the position's seeded random state is part of the state,
// so each branch draws the outcome its own state gives (the same draw `bm play` would make
// there). A game that ends before `depth` decisions contributes nothing (as a chess mate before
// the depth): only sequences of exactly `depth` decisions count.
#include <cstdint>
#include <utility>
#include <vector>

#include "bm/game/engine.hpp"

namespace bm {

// Legal decision sequences of exactly `depth` decisions from `s` (depth 0: 1).
std::uint64_t perft(const Engine& e, const GameState& s, int depth);

// perft(depth - 1) under each legal first decision, in the order legal_actions lists them.
std::vector<std::pair<Action, std::uint64_t>> perft_divide(const Engine& e, const GameState& s, int depth);

}  // namespace bm
