#include "bm/replay/replay.hpp"

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/game/implicit_passes.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/chance_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/replay/state_summary.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/snapshot.hpp"
#include "bm/state/state_hash.hpp"
#include "fast_path.hpp"
#include "log_header.hpp"
#include "reference_path.hpp"
#include "session.hpp"

namespace bm {

using nlohmann::json;
using replayer::Fail;
using replayer::FastPath;
using replayer::invalid;
using replayer::ReferencePath;
using replayer::Session;

// The names of ReplayWhat, in its order: the verdict's "what" in JSON and text.
std::string_view replay_what_name(ReplayWhat w) {
  static constexpr std::string_view kNames[] = {"",          "illegal_action", "event",  "hash",         "chance",
                                                "round",     "phase",          "result", "extra_action", "invariant",
                                                "incomplete"};
  const auto i = static_cast<std::size_t>(w);
  return i < std::size(kNames) ? kNames[i] : std::string_view();
}

// The verdict's texts quote the log (an invalid line's bytes, a phase it named): valid UTF-8
// here, as every JSON text bm writes must be (core/text_escape.hpp; bm replay --json on a log
// that is not UTF-8 was an internal error, found by the log fuzzer).
json ReplayVerdict::to_json() const {
  json j{{"ok", ok},
         {"actions_replayed", actions},
         {"hashes_checked", hashes_checked},
         {"events_checked", events_checked}};
  if (partial) j["events"] = "partial";
  if (declared) j["chance"] = "declared";
  if (!ok) {
    j["kind"] = input_error ? "invalid_log" : what == ReplayWhat::incomplete ? "incomplete" : "divergence";
    if (what != ReplayWhat::none) j["what"] = replay_what_name(what);
    j["message"] = valid_utf8(message);
    j["line"] = line;
    if (action_index >= 0) j["action_index"] = action_index;
    if (round > 0 || !phase.empty()) {
      j["round"] = round;
      j["phase"] = valid_utf8(phase);
    }
    if (player >= 0) j["player"] = player;
    if (!decision.empty()) j["decision"] = valid_utf8(decision);
    if (!rules.empty()) j["rules"] = rules;
    if (!expected.is_null()) j["log_says"] = expected;
    if (!actual.is_null()) j["engine_says"] = actual;
    if (!legal.empty()) j["legal_actions"] = legal;
  }
  if (stopped_early) j["stopped_after_action"] = actions - 1;
  if (ok && !incomplete.empty()) j["incomplete"] = valid_utf8(incomplete);
  j["result_line"] = result_line;
  if (checked) j["invariants_checked"] = true;
  if (!violation.is_null()) j["log_reports_violation"] = violation;
  if (!implicit_passes.empty()) j["implicit_passes"] = implicit_passes;
  if (!state.is_null()) j["state"] = state;
  if (!result.is_null()) j["result"] = result;
  if (end_decision) j["end_decision"] = end_decision_json(*end_decision);
  return j;
}

std::vector<std::string> rule_ids_in(const std::string& text) {
  // G-12, C-4, S-CITY-2, S-BOARD-3, SO-6, IP-11, BM2-5: prefix, optional word part, number.
  std::vector<std::string> out;
  auto is_upper = [](char ch) { return ch >= 'A' && ch <= 'Z'; };
  auto is_digit = [](char ch) { return ch >= '0' && ch <= '9'; };
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (!is_upper(text[i]) || (i > 0 && (is_upper(text[i - 1]) || is_digit(text[i - 1]) || text[i - 1] == '-')))
      continue;
    std::size_t k = i;
    while (k < text.size() && (is_upper(text[k]) || is_digit(text[k]))) ++k;
    const std::string prefix = text.substr(i, k - i);
    if (prefix != "G" && prefix != "C" && prefix != "S" && prefix != "SO" && prefix != "IP" && prefix != "BM2")
      continue;
    if (k >= text.size() || text[k] != '-') continue;
    std::size_t m = k + 1;
    while (m < text.size() && is_upper(text[m])) ++m;  // S-CITY-
    if (m > k + 1) {
      if (m >= text.size() || text[m] != '-') continue;
      ++m;
    }
    std::size_t n = m;
    while (n < text.size() && is_digit(text[n])) ++n;
    if (n == m) continue;
    const std::string id = text.substr(i, n - i);
    if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    i = n;
  }
  return out;
}

// Partial observations: every field the log states must equal the engine's (recursively for
// objects; arrays element by element and of the same length).
bool observed(const json& log, const json& engine) {
  if (log.is_object()) {
    if (!engine.is_object()) return false;
    for (auto it = log.begin(); it != log.end(); ++it)
      if (!engine.contains(it.key()) || !observed(it.value(), engine[it.key()])) return false;
    return true;
  }
  if (log.is_array()) {
    if (!engine.is_array() || engine.size() != log.size()) return false;
    for (std::size_t i = 0; i < log.size(); ++i)
      if (!observed(log[i], engine[i])) return false;
    return true;
  }
  return log == engine;
}

namespace {

// The driver: walks the log's lines and hands each to a path, the fast path first
// (fast_path.hpp), then the reference path (reference_path.hpp), which gives every verdict but
// ok; what they share is the Session.
class Replayer {
 public:
  Replayer(ForwardLines& lines, const std::string& name, const ReplayOptions& opt, ReplayVerdict& out)
      : ctx_(lines, name, opt, out), fast_(ctx_), reference_(ctx_) {}

  void run();
  // Where the replay stopped: the decision and a state summary; ReplayOptions::on_stop sees the state.
  void describe_stop(ReplayVerdict& v) const { reference_.describe_stop(v); }

 private:
  void read_header();
  bool replay_lines(std::size_t& i, int& expected_index);
  void split_lines();
  std::string incomplete_sentence() const;
  [[noreturn]] void fail_incomplete();
  void finish();

  Session ctx_;
  FastPath fast_;
  ReferencePath reference_;
};

// The header line (docs/log-format.md#header), read into ctx_.hdr (log_header.hpp) or taken
// from the header cache; then the engine the log is replayed with.
void Replayer::read_header() {
  std::string key;
  auto cached = replay_header::cached_log_header(ctx_.lines.line(0), ctx_.opt, key);
  json header;
  if (!cached) {
    header = reference_.parse(0);
    if (key.empty()) cached = replay_header::cached_parsed_header(ctx_.lines.line(0), header, ctx_.opt, key);
  }
  if (cached) {
    ctx_.hdr = std::move(*cached);
  } else {
    try {
      ctx_.hdr = replay_header::read_log_header(header, ctx_.name, ctx_.opt, ctx_.out.violation);
    } catch (const InputError& e) { invalid(1, e.what()); }
    replay_header::cache_log_header(key, ctx_.hdr, ctx_.opt);
  }
  ctx_.make_engine(replay_header::cached_engine(key, ctx_.hdr, ctx_.opt));
}

void Replayer::split_lines() {
  if (!ctx_.lines.exists(0)) invalid(1, ctx_.name + ": empty file: a log starts with a header line");
}

// A log that ended without its result line: where it ended and whether the engine's game was
// over there (a truncated export) or still waiting. The one wording of "incomplete" (bm validate,
// bm replay, bm viz --html, the viewer's steps()): the verdict's message when require_result
// fails it, ReplayVerdict::incomplete when it is accepted.
std::string Replayer::incomplete_sentence() const {
  // The last line that is not empty (the whole log has been read: the replay reached its end).
  const std::size_t last_index = ctx_.lines.last_nonempty();
  const int last = last_index == ForwardLines::npos ? 1 : static_cast<int>(last_index) + 1;
  const std::string after =
      ctx_.out.actions > 0 ? "after action " + std::to_string(ctx_.out.actions - 1) : "before its first action";
  std::string msg = ctx_.name + ": incomplete log: it ends at line " + std::to_string(last) + ", " + after +
                    ", without its result line";
  if (ctx_.state.over)
    return msg + "; the engine's game ended there (" +
           std::string(end_reason_name(static_cast<EndReason>(ctx_.state.end_rule))) +
           "): add the result line (docs/log-format.md#result-line)";
  return msg + ", and the engine's game is not over (round " + std::to_string(ctx_.state.round) + ", phase " +
         phase_name(ctx_.state.phase) + ", player " + std::to_string(ctx_.engine->to_move(ctx_.state)) +
         " to decide: " + ctx_.engine->decision_name(ctx_.state) + "): did the exporter stop mid-game?";
}

// ReplayOptions::require_result: the log ended without its result line (incomplete_sentence).
void Replayer::fail_incomplete() {
  const std::size_t last_index = ctx_.lines.last_nonempty();
  Fail f;
  f.v.what = ReplayWhat::incomplete;
  f.v.line = last_index == ForwardLines::npos ? 1 : static_cast<int>(last_index) + 1;
  f.v.round = ctx_.state.round;
  f.v.phase = phase_name(ctx_.state.phase);
  f.v.player = ctx_.engine->to_move(ctx_.state);
  f.v.message = incomplete_sentence() + " (bm validate and bm replay accept it with --allow-incomplete)";
  const json engine_side = ctx_.state.over ? game_result(*ctx_.engine, ctx_.state) : json(nullptr);
  f.v.actual = engine_side;
  f.v.result = engine_side;
  ctx_.note_decision();
  throw f;
}

void Replayer::finish() {
  const Engine& engine = *ctx_.engine;
  if (!ctx_.hdr.violation.is_null() && ctx_.monitor && (ctx_.opt.until < 0 || !ctx_.out.stopped_early))
    ctx_.diverge(ReplayWhat::invariant, static_cast<int>(ctx_.lines.count()),
                 ctx_.name + ": the log reports " + ctx_.hdr.violation["invariant"].get<std::string>() + " at action " +
                     ctx_.hdr.violation["action"].dump() +
                     " but no invariant failed in the replay (docs/invariants.md)",
                 ctx_.hdr.violation, nullptr);
  if (ctx_.state.over && ctx_.out.result.is_null()) ctx_.out.result = game_result(engine, ctx_.state);
  if (ctx_.state.over) ctx_.out.end_decision = engine.end_decision(ctx_.state);
  if (!ctx_.saw_result && !ctx_.out.stopped_early) {
    if (ctx_.opt.require_result) fail_incomplete();
    ctx_.out.incomplete = incomplete_sentence();  // accepted: the verdict still says so
  }
  if (ctx_.opt.until >= 0) ctx_.out.state = state_summary(engine, ctx_.state);
  if (ctx_.opt.on_stop) ctx_.opt.on_stop(engine, ctx_.state);
  ctx_.out.ok = true;
}

// The lines after the setup, from line index `i`. False: a deferred check failed (the caller
// goes back to the checkpoint and calls again).
bool Replayer::replay_lines(std::size_t& i, int& expected_index) {
  for (i = ctx_.lines.next_nonempty(i); i != ForwardLines::npos; i = ctx_.lines.next_nonempty(i + 1)) {
    // Lines before this one, or before the batch's checkpoint, are never read again.
    ctx_.lines.mark(fast_.keep_from(i));
    FastPath::Took took = fast_.line(i, expected_index);
    if (took == FastPath::Took::no) {
      const json j = reference_.parse(i);
      took = fast_.parsed(i, expected_index, j);
      if (took == FastPath::Took::no && reference_.line(j, i, expected_index)) break;
    }
    if (took == FastPath::Took::mismatch) return false;
    if (took == FastPath::Took::stop) break;
  }
  return fast_.verify();
}

void Replayer::run() {
  split_lines();
  read_header();
  std::size_t i = 1;
  if (!fast_.setup(i)) reference_.setup(i);
  int expected_index = 0;
  while (!replay_lines(i, expected_index)) fast_.restore(i, expected_index);
  finish();
}

}  // namespace

namespace {

ReplayVerdict replay_lines_of(ForwardLines& lines, const std::string& name, const ReplayOptions& opt) {
  ReplayVerdict out;
  std::unique_ptr<Replayer> r;
  try {
    r = std::make_unique<Replayer>(lines, name, opt, out);
    r->run();
    return out;
  } catch (Fail& f) {
    static_cast<ReplayProgress&>(f.v) = static_cast<const ReplayProgress&>(out);
    if (!f.v.input_error) {
      f.v.rules = rule_ids_in(f.v.message);
      r->describe_stop(f.v);
    }
    return f.v;
  } catch (const nlohmann::json::exception& e) {
    // A field of an unexpected JSON type somewhere the checks above did not anticipate.
    ReplayVerdict v;
    v.input_error = true;
    v.actions = out.actions;
    v.message = name + ": invalid log: " + std::string(e.what());
    return v;
  } catch (const InputError& e) {
    ReplayVerdict v = unreadable_log(e.what());
    v.actions = out.actions;
    return v;
  }
}

}  // namespace

ReplayVerdict replay_log_text(const std::string& text, const std::string& name, const ReplayOptions& opt) {
  ForwardLines lines{std::string_view(text)};
  return replay_lines_of(lines, name, opt);
}

namespace {

// Whether a log line is a result line, the log's last: a line that names "result" at all is
// parsed (one parse a log, not one a line); an unreadable one is not, the replay says why.
bool is_result_line(std::string_view line) {
  if (line.find("\"result\"") == std::string_view::npos) return false;
  try {
    const json j = parse_json_text(line, "log line");
    return j.is_object() && j.contains("type") && j["type"] == "result";
  } catch (const InputError&) { return false; }
}

}  // namespace

std::string read_log_file(const std::string& path) {
  // Streamed within both caps whatever the file is (/dev/zero or a pipe ends at 8 MiB), and only
  // the log's own lines are held: not the empty lines after it, nor what follows its result
  // line beyond the one line the replay refuses there (a log and 300 MB of newlines costs the log).
  return read_lines_text(path, ReadLimits{kMaxLogFile, kMaxLogLine}, is_result_line);
}

ReplayVerdict replay_log_file(const std::string& path, const ReplayOptions& opt) {
  // Streamed line by line within both caps: memory is the longest line plus the
  // lines the replay keeps, whatever the file's size or line count; a read error (a line or the
  // file past its cap) is the verdict where the replay reaches it.
  std::unique_ptr<ForwardLines> lines;
  try {
    lines = std::make_unique<ForwardLines>(path, ReadLimits{kMaxLogFile, kMaxLogLine});
  } catch (const InputError& e) { return unreadable_log(e.what()); }
  return replay_lines_of(*lines, path, opt);
}

ReplayVerdict unreadable_log(const std::string& message) {
  ReplayVerdict v;
  v.input_error = true;
  v.message = message;
  return v;
}

}  // namespace bm
