#pragma once
// Rule coverage of checked play (bm check --coverage, issue 22 §4): how often each rule ID's
// code path ran. The checker counts, per game, every event the engine emitted, every decision
// it asked and every action taken, by kind ("slots"); each kind is one row of the engine's
// metadata table (game/kinds.hpp), which names the rule IDs that kind carries out; the phases
// a game went through count the same way. A game's
// counts then go to each rule ID of their rows, and the ending to the rule IDs of its end
// reason. Nothing is counted unless CheckOptions::coverage is set, and the engine itself
// counts nothing: games, their hashes and the determinism signature are the same either way.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "bm/game/kinds.hpp"

namespace bm {

// The number of slots: every event type, then every decision kind, every action type, and
// every phase (a `phase` event counts for the phase it opens too: the adventure phase is C-10).
std::size_t coverage_slots();
std::size_t coverage_slot(EventType t);
std::size_t coverage_slot(DecisionKind k);
std::size_t coverage_slot(ActionType t);
std::size_t coverage_slot(Phase p);

// Adds one game to `by_rule` (rule ID -> times reached): each slot's count to every rule ID of
// its row (the Super/solo reading when `super_like`), and 1 to each rule ID of the end reason
// when the game is over.
void add_rule_counts(const std::vector<std::uint64_t>& slots, bool super_like, bool over, int end_rule,
                     std::map<std::string, std::uint64_t>& by_rule);

}  // namespace bm
