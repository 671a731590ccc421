#pragma once
// Rule coverage of checked play (bm check --coverage): how often each rule ID's
// code path ran. The checker counts, per game, every event the engine emitted, every decision
// it asked and every action taken, by kind ("slots"); each kind is one row of the engine's
// metadata table (game/kinds.hpp), which names the rule IDs that kind carries out; the phases
// a game went through count the same way. A game's
// counts then go to each rule ID of their rows, and the ending to the rule IDs of its end
// reason. Nothing is counted unless CheckOptions::coverage is set, and the engine itself
// counts nothing: games, their hashes and the determinism signature are the same either way.
#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "bm/game/kinds.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

// The number of slots: every event type, then every decision kind, every action type, and
// every phase (a `phase` event counts for the phase it opens too: the adventure phase is C-10).
// Inline: the checker counts through these in every game it checks with coverage on, while
// the rule accounting below (coverage.cpp) is only for bm check's report, so a program that
// only checks games (the fuzz targets) does not link it.
inline std::size_t coverage_slots() {
  return kind_rows<EventType>().size() + kind_rows<DecisionKind>().size() + kind_rows<ActionType>().size() +
         kind_rows<Phase>().size();
}
inline std::size_t coverage_slot(EventType t) { return static_cast<std::size_t>(t); }
inline std::size_t coverage_slot(DecisionKind k) { return kind_rows<EventType>().size() + static_cast<std::size_t>(k); }
inline std::size_t coverage_slot(ActionType t) {
  return kind_rows<EventType>().size() + kind_rows<DecisionKind>().size() + static_cast<std::size_t>(t);
}
inline std::size_t coverage_slot(Phase p) {
  return kind_rows<EventType>().size() + kind_rows<DecisionKind>().size() + kind_rows<ActionType>().size() +
         static_cast<std::size_t>(p);
}

// Adds one game to `by_rule` (rule ID -> times reached): each slot's count to every rule ID of
// its row (the Super/solo reading for those families), and 1 to each rule ID of the end reason
// when the game is over. A rule is credited only where it really applied: it
// must belong to the ruleset's family (a Kobold Strike's room_returned in a classic game is
// not BM2-5), and an interpretation point only in a game where the engine consulted its
// option (`consulted`: Observer::on_option_consulted; a discard in a game with
// starting_discard=0 is not IP-2, an end check nobody could survive alone is not IP-7).
void add_rule_counts(const std::vector<std::uint64_t>& slots, const Ruleset& rules, bool over, int end_rule,
                     const std::set<std::string>& consulted, std::map<std::string, std::uint64_t>& by_rule);

}  // namespace bm
