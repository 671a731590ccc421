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
#include <stdexcept>
#include <utility>
#include <vector>

#include "bm/game/chance.hpp"
#include "bm/game/engine.hpp"

namespace bm {

// The deepest count `bm perft` and bm serve's `perft` make: beyond it the counts of a
// four-player game take hours.
constexpr int kPerftMaxDepth = 8;

// How a count may draw chance and how much work it may do. The defaults are `bm perft`'s: the
// state's own seeded random state, and no limit.
struct PerftOptions {
  // Where each branch's random outcomes come from (null: the state's seeded random state). bm
  // serve passes a source that refuses every outcome for a declared-chance game, whose
  // outcomes nobody declared for the branches.
  ChanceSource* chance = nullptr;
  // The most positions the count may visit (a position's legal actions listed, or an action
  // applied; 0: no limit). When the count would visit more, it stops with PerftLimitReached.
  std::uint64_t max_nodes = 0;
};

// Thrown when a count would visit more positions than PerftOptions::max_nodes.
class PerftLimitReached : public std::runtime_error {
 public:
  explicit PerftLimitReached(std::uint64_t limit)
      : std::runtime_error("the count would visit more than " + std::to_string(limit) + " positions"), limit_(limit) {}
  std::uint64_t limit() const { return limit_; }

 private:
  std::uint64_t limit_;
};

// Legal decision sequences of exactly `depth` decisions from `s` (depth 0: 1).
std::uint64_t perft(const Engine& e, const GameState& s, int depth, const PerftOptions& opt = {});

// perft(depth - 1) under each legal first decision, in the order legal_actions lists them.
std::vector<std::pair<Action, std::uint64_t>> perft_divide(const Engine& e, const GameState& s, int depth,
                                                           const PerftOptions& opt = {});

// The counts of every depth from 1 to `depth` (perft's, in order) and, with `divide`, the divide
// at `depth`, under one budget: `max_nodes` bounds the positions of all of them together.
// `nodes` is what they visited.
struct PerftCounts {
  std::vector<std::uint64_t> counts;
  std::vector<std::pair<Action, std::uint64_t>> divide;
  std::uint64_t nodes = 0;
};
PerftCounts perft_counts(const Engine& e, const GameState& s, int depth, bool divide, const PerftOptions& opt = {});

}  // namespace bm
