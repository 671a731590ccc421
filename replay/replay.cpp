#include "bm/replay/replay.hpp"

#include <algorithm>
#include <cstdlib>
#include <map>
#include <mutex>
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
  if (!end_decision.is_null()) j["end_decision"] = end_decision;
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
  void read_header(const json& h);
  bool header_from_cache(std::string& key);
  void cache_header(const std::string& key) const;
  bool replay_lines(std::size_t& i, int& expected_index);
  void split_lines();
  std::string incomplete_sentence() const;
  [[noreturn]] void fail_incomplete();
  void finish();

  Session ctx_;
  FastPath fast_;
  ReferencePath reference_;
};

// The header line (docs/log-format.md#header), read into ctx_.hdr (log_header.hpp); then the engine
// the log is replayed with.
void Replayer::read_header(const json& header) {
  try {
    ctx_.hdr = replay_header::read_log_header(header, ctx_.name, ctx_.opt, ctx_.out.violation);
  } catch (const InputError& e) { invalid(1, e.what()); }
  ctx_.make_engine();
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
  if (ctx_.state.over) ctx_.out.end_decision = end_decision_json(engine.end_decision(ctx_.state));
  if (!ctx_.saw_result && !ctx_.out.stopped_early) {
    if (ctx_.opt.require_result) fail_incomplete();
    ctx_.out.incomplete = incomplete_sentence();  // accepted: the verdict still says so
  }
  if (ctx_.opt.until >= 0) ctx_.out.state = state_summary(engine, ctx_.state);
  if (ctx_.opt.on_stop) ctx_.opt.on_stop(engine, ctx_.state);
  ctx_.out.ok = true;
}

// The header cache: `bm validate` over thousands of logs of one ruleset and card
// set reads, checks and hashes that ruleset once per process. The key is the header line's
// bytes with the seed's digits cut out (bm's headers differ only there), and what else decides
// the reading (--cards and --board by their hashes, --set); the value is what read_header
// derived from a header that passed every check. Only headers without per-log parts
// (violation, scenario) are kept, and at most kHeaderCacheSize of them. The result of a replay
// never depends on the cache: a hit sets exactly what the full read would.
struct HeaderFacts {
  Ruleset rules;
  int log_minor = -1;
  StateHashKind state_hash = StateHashKind::legacy;
  bool declared = false, partial = false;
  int players = 0;
  const CardSet* builtin_cards = nullptr;  // the built-in set the header names (no --cards)
  std::uint64_t seed = 0;                  // used when the key holds the seed (no digits cut)
};
constexpr std::size_t kHeaderCacheSize = 64;
std::mutex header_cache_mutex;
std::map<std::string, HeaderFacts>& header_cache() {
  static std::map<std::string, HeaderFacts> cache;
  return cache;
}

// The cache key of line 1 (empty: not cacheable); `cut` when the seed's digits were cut out of
// it, then `seed` is their value.
std::string header_key(std::string_view text, const ReplayOptions& opt, bool& cut, std::uint64_t& seed) {
  static constexpr std::string_view kSeed = "\"seed\":";
  seed = 0;
  cut = false;
  if (text.size() > (64u << 10) || text.find("\"violation\"") != std::string_view::npos ||
      text.find("\"scenario\"") != std::string_view::npos)
    return "";
  std::string key;
  const std::size_t at = text.find(kSeed);
  if (at == std::string_view::npos) {
    key.assign(text);
  } else {
    if (text.find(kSeed, at + 1) != std::string_view::npos) return "";
    std::size_t k = at + kSeed.size();
    const std::size_t digits = k;
    for (; k < text.size() && text[k] >= '0' && text[k] <= '9'; ++k) {
      const auto d = static_cast<std::uint64_t>(text[k] - '0');
      if (seed > (~std::uint64_t{0} - d) / 10) return "";  // past 2^64-1: the full read refuses it
      seed = seed * 10 + d;
    }
    // A JSON integer: digits, no leading zero, then the end of the value.
    if (k == digits || (text[digits] == '0' && k > digits + 1) || k >= text.size() ||
        (text[k] != ',' && text[k] != '}'))
      return "";
    key.assign(text.substr(0, digits)).append(text.substr(k));
    cut = true;
  }
  key.push_back('\n');
  if (opt.cards) key.append("cards ").append(hex64(opt.cards->hash)).push_back('\n');
  if (opt.board) key.append("board ").append(hex64(opt.board->hash)).push_back('\n');
  for (const auto& st : opt.set) key.append("set ").append(st.key).append("=").append(st.value_json).push_back('\n');
  return key;
}

// A hit sets what read_header would have; false (and the key to store under, if any) otherwise.
bool Replayer::header_from_cache(std::string& key) {
  if (!ctx_.lines.exists(0)) return false;
  std::uint64_t seed = 0;
  bool cut = false;
  key = header_key(ctx_.lines.line(0), ctx_.opt, cut, seed);
  if (key.empty()) return false;
  {
    const std::lock_guard<std::mutex> lock(header_cache_mutex);
    const auto it = header_cache().find(key);
    if (it == header_cache().end()) return false;
    const HeaderFacts& f = it->second;
    ctx_.hdr.rules = f.rules;
    ctx_.hdr.log_minor = f.log_minor;
    ctx_.hdr.state_hash = f.state_hash;
    ctx_.hdr.declared = f.declared;
    ctx_.hdr.partial = f.partial;
    ctx_.hdr.players = f.players;
    ctx_.hdr.cards = ctx_.opt.cards ? ctx_.opt.cards : f.builtin_cards;
    ctx_.hdr.seed = cut ? seed : f.seed;
  }
  ctx_.hdr.board = ctx_.opt.board ? ctx_.opt.board : &builtin_super_board();
  ctx_.hdr.log_board = ctx_.hdr.rules.super_like() ? ctx_.hdr.board : nullptr;
  ctx_.make_engine();
  return true;
}

void Replayer::cache_header(const std::string& key) const {
  if (key.empty() || !ctx_.hdr.violation.is_null()) return;
  const std::lock_guard<std::mutex> lock(header_cache_mutex);
  if (header_cache().size() >= kHeaderCacheSize) return;
  header_cache().emplace(
      key, HeaderFacts{ctx_.hdr.rules, ctx_.hdr.log_minor, ctx_.hdr.state_hash, ctx_.hdr.declared, ctx_.hdr.partial,
                       ctx_.hdr.players, ctx_.opt.cards ? nullptr : ctx_.hdr.cards, ctx_.hdr.seed});
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
  std::string key;
  if (!header_from_cache(key)) {
    read_header(reference_.parse(0));
    cache_header(key);
  }
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
