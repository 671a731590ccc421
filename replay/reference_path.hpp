#pragma once
// The replayer's reference path: a line parsed, checked field by field, its logged action
// matched among the legal ones and applied with its declared chance, its events, hash and
// invariants compared; the first disagreement becomes the verdict, with its precise text
// (divergence.cpp). Every line the fast path does not take comes here, and every verdict but
// ok is this path's. The replayer's own part.
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/log/chance_json.hpp"
#include "session.hpp"

namespace bm::replayer {

class ReferencePath {
 public:
  explicit ReferencePath(Session& ctx) : ctx_(ctx) {}

  // Line index `i` as JSON: an object with a string "type", else the invalid-log verdict.
  nlohmann::json parse(std::size_t i) const;
  // Line 2: "setup" (the engine's own setup, C-1..C-4) or "snapshot" (a full game state,
  // docs/snapshot.md), or nothing (actions start at line 2); `i` becomes the line after it.
  void setup(std::size_t& i);
  // A line after the setup, parsed (`j`, line index `i`): the result line, or the action line
  // whose index is `expected_index` (then the next one). True: --until ends the replay there.
  bool line(const nlohmann::json& j, std::size_t i, int& expected_index);
  // Where the replay stopped: the decision and a state summary; ReplayOptions::on_stop sees the state.
  void describe_stop(ReplayVerdict& v) const;

 private:
  void start_from_snapshot(const nlohmann::json& second);
  void check_unused_chance(int ln, int action_index);
  int match_legal(const std::vector<Action>& legal, const Action& parsed, const nlohmann::json& want,
                  long long who) const;
  void read_result(const nlohmann::json& j, int ln);
  void check_action_line(const nlohmann::json& j, int ln, int expected_index) const;
  std::size_t find_logged_action(const nlohmann::json& j, int ln, int expected_index, const std::vector<Action>& legal);
  void replay_action(const nlohmann::json& j, int ln, int expected_index);
  // Implicit passes (ReplayOptions::implicit_passes).
  bool logged_action_legal(const GameState& t, const std::vector<Action>& legal, const nlohmann::json& j, int ln) const;
  int passes_needed(const nlohmann::json& j, int ln) const;
  void pass_optional_decisions(const nlohmann::json& j, int ln, int expected_index);
  void finish_by_passes(const nlohmann::json& j, int ln);
  void record_pass(int ln, int before_action, const std::vector<Action>& legal, const Action& pass);
  void check_monitor(int ln, int action_index) const;
  void report_step(int ln, int index, const std::string& phase, int player, const nlohmann::json& action,
                   nlohmann::json step_events, int round = 0) const;
  // The events and what a divergence says (divergence.cpp).
  std::string line_what(int ln, int action_index, const nlohmann::json* want) const;
  void check_events(int ln, const nlohmann::json& logged, const nlohmann::json& engine_events, int action_index,
                    const nlohmann::json* want);
  void check_event_fields(int ln, const nlohmann::json& logged);
  nlohmann::json events_of_next_line(int ln) const;
  std::string shifted_events_note(int ln, const nlohmann::json& logged) const;

  Session& ctx_;
  // The outcomes a log with "chance": "declared" declares (setup, then each line's), else null.
  std::unique_ptr<DeclaredChance> chance_;
  // The state an action line's action was decided in (copied before applying it): a divergence
  // found in the action's outcome (events, hash, chance) shows that state, so the report's
  // round and phase and its state's are the same.
  GameState before_;
  int before_index_ = -1;
};

}  // namespace bm::replayer
