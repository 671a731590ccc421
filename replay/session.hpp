#pragma once
// What the replayer's parts share about the log being replayed: the driver (replay.cpp), the
// fast path (fast_path.cpp) and the reference path (reference_path.cpp, divergence.cpp) read
// and advance one Session. The replayer's own part; not a public interface.
#include <cstddef>
#include <memory>
#include <string>

#include <nlohmann/json.hpp>

#include "bm/core/file_read.hpp"
#include "bm/core/json_read.hpp"
#include "bm/replay/replay.hpp"
#include "log_header.hpp"

namespace bm::replayer {

// A replay that stops where it is found: its verdict, caught by the driver (replay.cpp), which
// adds the progress and the stop's description.
struct Fail {
  ReplayVerdict v;
};

// The invalid-log verdict (exit 2) at `line`.
[[noreturn]] void invalid(int line, const std::string& msg);

// An object of the log (a line, or a field of one at `path`) has its `required` fields and no
// field outside required and `optional` (docs/log-format.md); anything else is an invalid log,
// in the one wording of core/json_read (check_json_object).
void check_object(const nlohmann::json& j, const std::string& where, int ln, const std::string& path,
                  FieldNames required, FieldNames optional, const std::string& note = "");

// Card fields compare by design (copies are interchangeable in the readable form).
bool same_action(const CardSet& cs, const Action& a, const Action& b);

// The log being replayed: its lines, its header, the engine and state that replay it, the
// verdict's progress so far, and the decision open before the line at hand.
struct Session {
  Session(ForwardLines& log_lines, const std::string& log_name, const ReplayOptions& options, ReplayVerdict& verdict)
      : name(log_name), opt(options), out(verdict), lines(log_lines) {}

  const std::string& name;
  const ReplayOptions& opt;
  ReplayVerdict& out;  // its ReplayProgress counts as the replay goes; the rest is set at the end
  // The log's lines, read forward as the replay needs them; only the lines from the current one
  // (or the checkpoint of a batch of deferred checks) on are kept (core/file_read).
  ForwardLines& lines;

  replay_header::LogHeader hdr;          // what line 1 says (read_log_header, or the header cache)
  std::shared_ptr<const Engine> engine;  // the header cache's (cached_engine) or this log's own
  std::unique_ptr<GameMonitor> monitor;  // invariant checker (ReplayOptions::monitor)
  GameState state;
  EventSink events;
  EventSink prev_events;  // the engine's events for the line before (the shifted-events note)
  int prev_line = 0, cur_line = 0;
  // What the engine waits for before the line at hand (cited when that line diverges).
  int decision_round = 0;
  std::string decision_phase;
  int decision_player = -1;
  std::string decision_name;
  bool saw_result = false;

  std::string at(int ln) const { return name + ":" + std::to_string(ln); }
  // The engine the log is replayed with, from what the header said (read or from the cache):
  // `kept` when the header cache has one (cached_engine), else one made here.
  void make_engine(std::shared_ptr<const Engine> kept);
  // The divergence verdict (exit 1) at `ln`, with the decision open there.
  [[noreturn]] void diverge(ReplayWhat what, int ln, const std::string& msg, nlohmann::json expected,
                            nlohmann::json actual, int action_index = -1) const;
  // A new line's events start; the last line's are kept for the shifted-events note. Called
  // again for the same line (a fast-path attempt that fell back) it only clears.
  void begin_step(int ln);
  void note_decision();
  // ReplayOptions::on_round_end, when the round changed or the game ended.
  void show_round_end(int round_before);
  // --until N: stop once action N is applied; the lines after it are not read.
  bool past_until(std::size_t i, int next_index);
};

}  // namespace bm::replayer
