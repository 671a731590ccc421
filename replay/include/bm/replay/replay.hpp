#pragma once
// Re-executes a v1 log with the engine and compares everything it recorded: each action's
// legality, every event, every state hash, every declared chance outcome, the final result.
// Stops at the first disagreement and says exactly where and why.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/cards/card_set.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/game/engine.hpp"
#include "bm/game/monitor.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

// Largest line and file the reader accepts (docs/log-format.md#limits).
constexpr std::size_t kMaxLogLine = 8u << 20;
constexpr std::size_t kMaxLogFile = 512u << 20;

// What disagreed when a replay stops on a divergence (ReplayVerdict::what). Its names (the
// verdict's JSON "what" and the text report) are the table in replay.cpp: replay_what_name.
enum class ReplayWhat : int {
  none,            // ok, or an invalid log (no divergence)
  illegal_action,  // the logged action is not legal at the decision open there
  event,           // the line's events differ from the engine's
  hash,            // the recorded state hash differs from the engine's
  chance,          // a declared chance outcome does not fit what the engine drew
  round,           // the line's round differs from the engine's
  phase,           // the line's phase differs from the engine's
  result,          // the result line differs from the engine's result
  extra_action,    // an action after the engine's game ended
  invariant,       // an invariant failed (bm replay --check), or the reported violation did not
  incomplete,      // ReplayOptions::require_result and the log ends without its result line
};
// The name of a kind as the verdict writes it ("" for none).
std::string_view replay_what_name(ReplayWhat w);

// What the replay read and checked up to where it ended, whatever the verdict: one value,
// copied whole into a verdict that stops early.
struct ReplayProgress {
  int actions = 0;              // actions replayed
  bool partial = false;         // the log observes only some events (header "events": "partial")
  bool declared = false;        // the log declares its chance (header "chance": "declared")
  int hashes_checked = 0;       // state hashes the log recorded and the engine matched
  int events_checked = 0;       // logged events matched
  nlohmann::json violation;     // the header's `violation` (a checker finding, log 1.3), if any
  bool checked = false;         // the invariants were checked during the replay
  bool snapshot_start = false;  // the log starts from a state line (a scenario), not from a setup
  bool result_line = false;     // the log ends with its result line (checked against the engine's)
  // Lines the replayer's fast path took (bm's own setup, action and result lines, or another
  // writer's written in bm's form), proven by their bytes: a measure of the path taken, not
  // part of the verdict's JSON; every other line went through the reference path.
  int fast_lines = 0;
  // ReplayOptions::implicit_passes: every optional decision bm passed for the log, in order:
  // {line, before_action, round, phase, player, decision, action} (empty: none).
  nlohmann::json implicit_passes = nlohmann::json::array();
};

struct ReplayVerdict : ReplayProgress {
  bool ok = false;
  bool input_error = false;  // unreadable / invalid log (exit 2), vs a divergence (exit 1)
  // What disagreed (divergences); `incomplete` when ReplayOptions::require_result and the log
  // ends without its result line (kind "incomplete", exit 1). `none` for ok and invalid logs.
  ReplayWhat what = ReplayWhat::none;
  std::string message;  // what went wrong, with rule IDs where they apply
  int line = 0;         // 1-based line of the log where it went wrong
  int action_index = -1;
  int round = 0;
  std::string phase;
  int player = -1;
  std::string decision;            // what the engine waited for, citing its rule
  std::vector<std::string> rules;  // rule IDs involved (from the message and the decision)
  nlohmann::json expected;         // what the log says
  nlohmann::json actual;           // what the engine produced
  std::vector<std::string> legal;  // legal actions when the logged one was illegal
  bool stopped_early = false;      // --until reached before the end of the log
  nlohmann::json state;            // state summary where the replay stopped (divergence or --until)
  nlohmann::json result;           // the engine's result (when the game ended)
  // Why the engine's game ended so, when it ended: its JSON (end_decision_json) is written by
  // to_json() only, so a caller that shows no verdict's JSON (bm validate's text lines) never
  // builds it.
  std::optional<EndDecision> end_decision;
  // An accepted log that ends without its result line (ReplayOptions::require_result off, the
  // whole log replayed): the sentence that says where it ends and whether the engine's game was
  // over there, the same words as the "incomplete" verdict's message. Empty otherwise.
  std::string incomplete;
  nlohmann::json to_json() const;
};

// One replayed step, as the engine played it (ReplayOptions::on_step; the visualizer):
// the setup or snapshot start (index -1), then every action the replay applied, including a
// divergent one when the engine could apply it. `events` are the engine's events, complete
// even when the log observes only some (docs/log-format.md#events).
struct ReplayStep {
  int line = 0;    // 1-based log line
  int index = -1;  // action index; -1 for the setup or snapshot line
  int round = 0;   // round and phase of the state the action was chosen in
  std::string phase;
  int player = -1;                   // who decided (-1 for the setup)
  nlohmann::json action;             // the action as the log names it (null for the setup)
  nlohmann::json events;             // the engine's events, in order
  const GameState* state = nullptr;  // the state after those events (valid during the call)
  const Engine* engine = nullptr;    // the log's engine (valid during the call; the viewer's views)
};

struct ReplayOptions {
  const CardSet* cards =
      nullptr;     // null: the built-in set the header's cards.id names, else classic (the hash must match)
  int until = -1;  // stop after this action index (-1: the whole log)
  const BoardDef* board = nullptr;  // null: the built-in Super board (must match the header's hash)
  // Called with the state after every round and at the game's end, with the round that ended
  // (bm replay --show-state prints it). Keeps the fast path.
  std::function<void(const Engine&, const GameState&, int round)> on_round_end;
  // Called once with the state where the replay stopped (the end of the log, --until, or a
  // divergence once the setup is done), before replay_log_* returns: bm replay prints that
  // state and writes its snapshot from here. Keeps the fast path.
  std::function<void(const Engine&, const GameState&)> on_stop;
  // Invariant checking (bm replay --check). `monitor` makes a monitor for the log's
  // engine; it watches every action and event, and its first failure ends the replay as a
  // divergence of kind "invariant". Used for every log when `check_always`, else only for logs
  // whose header reports a `violation` (which must then reproduce, at the action it names).
  std::function<std::unique_ptr<GameMonitor>(const Engine&)> monitor;
  bool check_always = false;
  // Called for the setup and after every applied action (see ReplayStep). Setting it turns
  // off the fast path for bm's own canonical lines, so every action is reported.
  std::function<void(const ReplayStep&)> on_step;
  // A log that ends without its result line fails (what "incomplete"): the gate `bm validate`
  // sets it unless --allow-incomplete, so an exporter that died mid-game does not pass.
  // Ignored when `until` stops the replay before the end of the log.
  bool require_result = false;
  // Implicit passes (docs/validating.md#implicit-passes, bm validate
  // --implicit-passes): a logged action that is not legal at the decision open now is applied
  // after passing the optional decisions before it (spell and cancel windows, "may" effects;
  // bm/game/implicit_passes.hpp) when that makes it legal. The line's events are then the
  // passes' events followed by the action's. Mandatory decisions are never passed; when no
  // series of passes makes the action legal, the verdict is the usual illegal action at the
  // decision open at that line.
  bool implicit_passes = false;
  // --set OPTION=VALUE (bm replay, validate, viz): options the log's header does not write take
  // these values (a front end that left an option out says which reading it played); an option
  // the header writes must have the same value, else the log is refused (a recorded game keeps
  // the rules it was played under: `bm compare` plays the seeds again under other readings).
  std::vector<OptionSetting> set;
  // A test aid: false reads foreign-format action lines with nlohmann alone
  // instead of simdjson's On-Demand fast path first. Verdicts and messages are the same either
  // way (tests/replay/simdjson_diff_test.cpp checks it); only the speed differs.
  bool simdjson = true;
};

// The text of a log file ("-": standard input) through the capped reader (core/file_read.hpp,
// read_lines_text): at most kMaxLogFile bytes and kMaxLogLine per line; throws InputError when
// it cannot be read. Only the log's own lines are kept, each ending in '\n': the empty lines
// after its last line are read but not held, and reading stops at the first non-empty line after
// the result line (kept: the replay refuses it), so the commands that need a log's text more
// than once (bm viz, bm log cut, bm replay --minimize, --report, --rehash, --viz) hold the log,
// never what follows it.
std::string read_log_file(const std::string& path);

// Replays a log file ("-": standard input) read one line at a time within the same caps:
// memory is the longest line plus the lines the replay keeps, whatever the
// file's size; a line or the file past its cap is the (invalid log) verdict where it is reached.
ReplayVerdict replay_log_file(const std::string& path, const ReplayOptions& opt);
// The verdict for a log that cannot be read at all (input_error; `message` says why).
ReplayVerdict unreadable_log(const std::string& message);
ReplayVerdict replay_log_text(const std::string& text, const std::string& name, const ReplayOptions& opt);

// Whether an observed value (an event or result field of a log with partial observations)
// matches the engine's: every field it gives equals the engine's, recursively; arrays element
// by element and of the same length.
bool observed(const nlohmann::json& log, const nlohmann::json& engine);

// rules_of_event (an event's rule IDs, cited when it diverges and in the visualizer's
// tooltips) reads the event table of game/kinds.hpp.

// Rule IDs (G-12, S-CITY-2, IP-3, ...) mentioned in a text, in order, without repeats.
std::vector<std::string> rule_ids_in(const std::string& text);

}  // namespace bm
