#pragma once
// Shrinking a failing game to the smallest one that still breaks the same invariant:
// fewest actions first, then the fewest players and the simplest ruleset (the family's base
// preset, or as few options changed from it as possible), then small choice values and a
// small seed. Every candidate is replayed under the checker; the result is a pure function of
// the failing game and the attempt budget (no clocks, no threads).
#include <cstdint>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/checked_game.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

struct FailingGame {
  Ruleset rules;
  int players = 2;
  std::uint64_t seed = 1;
  std::vector<std::uint32_t> choices;      // forced choices up to and including the failing action
  std::vector<std::uint32_t> legal_sizes;  // legal actions at each of those decisions (filled by still_fails)
  Violation violation;                     // what the checker saw (its invariant is the one kept)
};

struct ShrinkStats {
  int attempts = 0;  // candidate games played
  int original_actions = 0;
  int original_players = 0;
  std::string original_ruleset;
  std::uint64_t original_seed = 0;
};

// Replays `g` (forced choices) and returns whether it breaks `invariant`; on success `g`'s
// choices are cut to the failing action and its violation updated.
bool still_fails(const CardSet& cards, const BoardDef& board, FailingGame& g, const std::string& invariant,
                 const CheckOptions& check);

FailingGame shrink_failure(const CardSet& cards, const BoardDef& board, const FailingGame& start, int max_attempts,
                           const CheckOptions& check, ShrinkStats* stats = nullptr);

}  // namespace bm
