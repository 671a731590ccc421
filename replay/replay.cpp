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
#include "session.hpp"

namespace bm {

using nlohmann::json;
using replayer::Fail;
using replayer::FastPath;
using replayer::invalid;
using replayer::same_action;
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

namespace {

// An object of the log (a line, or a field of one at `path`) has its `required` fields and no
// field outside required and `optional` (docs/log-format.md); anything else is an invalid log,
// in the one wording of core/json_read (check_json_object).
void check_object(const json& j, const std::string& where, int ln, const std::string& path, FieldNames required,
                  FieldNames optional, const std::string& note = "") {
  std::string problem = json_object_problem(j, where, path, required, optional, note);
  if (!problem.empty()) invalid(ln, problem);
}

}  // namespace

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

// The rules an event type carries out (digest IDs), cited when that event diverges.
// rules_of_event (the rules a diverging event cites): the event table, game/kinds.hpp.

namespace {

using replay_header::is_hex64;

bool is_phase_name(const std::string& p) {
  for (Phase ph : {Phase::setup, Phase::beginning, Phase::build, Phase::bait, Phase::adventure, Phase::end_of_round,
                   Phase::game_over, Phase::city, Phase::minion})
    if (p == phase_name(ph)) return true;
  return false;
}

// The fields in which event `b` differs from the logged event `a` (both objects of one type;
// `observed`: a partial observation, whose missing fields are not differences).
std::vector<std::string> differing_keys(const json& a, const json& b, bool observed) {
  std::vector<std::string> keys;
  if (!a.is_object() || !b.is_object() || a.value("e", json()) != b.value("e", json())) return keys;
  for (auto it = a.begin(); it != a.end(); ++it)
    if (!b.contains(it.key()) || b[it.key()] != it.value()) keys.push_back(it.key());
  if (!observed)
    for (auto it = b.begin(); it != b.end(); ++it)
      if (!a.contains(it.key())) keys.push_back(it.key());
  std::sort(keys.begin(), keys.end());
  return keys;
}

// Which fields of a logged event differ from the engine's, for the report: "; only `player`
// differs" (the same event for another seat), "; fields that differ: `card` `stack`"; empty
// unless both are events of the same type. `engine` may be a list of the engine's events of
// that type (partial observations): the closest one counts.
// The closest engine event's differing fields (differing_keys), and its index in `engine` when
// that is a list (-1: none of the same type).
std::vector<std::string> closest_differing_keys(const json& logged, const json& engine, bool observed,
                                                int* at = nullptr) {
  std::vector<std::string> keys;
  int i = 0;
  for (const json& e : engine.is_array() ? engine : json::array({engine})) {
    std::vector<std::string> k = differing_keys(logged, e, observed);
    if (!k.empty() && (keys.empty() || k.size() < keys.size())) {
      keys = std::move(k);
      if (at) *at = i;
    }
    ++i;
  }
  return keys;
}

std::string differing_fields(const json& logged, const json& engine, bool observed = false) {
  const std::vector<std::string> keys = closest_differing_keys(logged, engine, observed);
  if (keys.empty()) return "";
  if (keys.size() == 1) return "; only `" + keys.front() + "` differs";
  std::string out = "; fields that differ:";
  for (const auto& k : keys) out += " `" + k + "`";
  return out;
}

std::string event_type(const json& e) {
  return e.is_object() && e.contains("e") && e["e"].is_string() ? e["e"].get<std::string>() : std::string();
}

// The rules a diverging event cites: those of the fields that differ when the log and the engine
// name the same event (rules_of_event_fields: a damage amount is the room's damage, G-12 G-13, not
// the window the run happened in), else the rows of the event types on both sides. `engine` is
// the engine's event, or its events of the logged type (partial observations).
std::string event_cite(const json& logged, const json& engine, bool observed, Family f) {
  const std::vector<std::string> keys = closest_differing_keys(logged, engine, observed);
  if (!keys.empty()) return rules_of_event_fields(event_type(logged), keys, f);
  std::string out = event_type(logged).empty() ? "" : rules_of_event(event_type(logged), f);
  const std::string other = event_type(engine).empty() ? "" : rules_of_event(event_type(engine), f);
  std::vector<std::string> ids = rule_ids_in(out);
  for (const std::string& id : rule_ids_in(other))
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) {
      out.append(out.empty() ? "" : " ").append(id);
      ids.push_back(id);
    }
  return out;
}

// The room a hero's damage, death or wound happened in: the room the hero last entered among the
// engine's events of the line before its event at `upto` ("; in room BM021", the room whose
// damage counts); empty for other events, or when the hero entered it on an earlier line.
std::string room_note(const json& logged, const json& ev, int upto) {
  const std::string type = event_type(logged);
  if ((type != "damage" && type != "hero_killed" && type != "hero_wounds") || !logged.contains("card") || upto < 0)
    return "";
  std::string room;
  for (int i = 0; i < upto && static_cast<std::size_t>(i) < ev.size(); ++i) {
    const json& e = ev[static_cast<std::size_t>(i)];
    if (event_type(e) == "enters_room" && e.value("card", json()) == logged["card"] && e.contains("room") &&
        e["room"].is_string())
      room = e["room"].get<std::string>();
  }
  return room.empty() ? "" : "; in room " + room;
}

class Replayer {
 public:
  Replayer(ForwardLines& lines, const std::string& name, const ReplayOptions& opt, ReplayVerdict& out)
      : ctx_(lines, name, opt, out), fast_(ctx_) {}

  void run();
  // Where the replay stopped: the decision and a state summary; ReplayOptions::on_stop sees the state.
  void describe_stop(ReplayVerdict& v) const;

 private:
  json parse_line(std::size_t i);
  void read_header(const json& h);
  bool header_from_cache(std::string& key);
  void cache_header(const std::string& key) const;
  std::string line_what(int ln, int action_index, const json* want) const;
  void check_events(int ln, const json& logged, const json& engine_events, int action_index, const json* want);
  void check_event_fields(int ln, const json& logged);
  void check_unused_chance(int ln, int action_index);
  bool replay_lines(std::size_t& i, int& expected_index);
  int match_legal(const std::vector<Action>& legal, const Action& parsed, const json& want, long long who) const;
  void start_from_setup(std::size_t& i);
  void split_lines();
  void read_result(const json& j, int ln);
  void check_action_line(const json& j, int ln, int expected_index) const;
  std::size_t find_logged_action(const json& j, int ln, int expected_index, const std::vector<Action>& legal);
  void replay_action(const json& j, int ln, int expected_index);
  bool logged_action_legal(const GameState& t, const std::vector<Action>& legal, const json& j, int ln) const;
  int passes_needed(const json& j, int ln) const;
  void pass_optional_decisions(const json& j, int ln, int expected_index);
  void finish_by_passes(const json& j, int ln);
  void record_pass(int ln, int before_action, const std::vector<Action>& legal, const Action& pass);
  json events_of_next_line(int ln) const;
  std::string shifted_events_note(int ln, const json& logged) const;
  std::string incomplete_sentence() const;
  [[noreturn]] void fail_incomplete();
  void finish();

  Session ctx_;
  FastPath fast_;
  // The state an action line's action was decided in (the full path copies it before applying):
  // a divergence found in the action's outcome (events, hash, chance) shows that state, so the
  // report's round and phase and its state's are the same.
  GameState before_;
  int before_index_ = -1;
};

json Replayer::parse_line(std::size_t i) {
  const int ln = static_cast<int>(i + 1);
  const std::string_view text = ctx_.lines.line(i);
  if (text.size() > kMaxLogLine)
    invalid(ln, ctx_.at(ln) + ": line longer than 8 MiB (" + std::to_string(text.size()) +
                    " bytes); no log line is that long");
  json j;
  try {
    j = parse_json_text(text, ctx_.at(ln));
  } catch (const InputError& e) { invalid(ln, e.what()); }
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string())
    invalid(ln, ctx_.at(ln) + ": field 'type': every line is an object with a string \"type\"");
  return j;
}

// The header line (docs/log-format.md#header), read into ctx_.hdr (log_header.hpp); then the engine
// the log is replayed with.
void Replayer::read_header(const json& header) {
  try {
    ctx_.hdr = replay_header::read_log_header(header, ctx_.name, ctx_.opt, ctx_.out.violation);
  } catch (const InputError& e) { invalid(1, e.what()); }
  ctx_.make_engine();
}

std::string Replayer::line_what(int ln, int action_index, const json* want) const {
  if (!want) return ctx_.at(ln) + ": setup";
  return ctx_.at(ln) + ": after action " + std::to_string(action_index) + " " + want->dump();
}

void Replayer::describe_stop(ReplayVerdict& v) const {
  if (!ctx_.engine || ctx_.state.num_players == 0) return;  // the setup itself failed: no state yet
  if (v.decision.empty()) v.decision = ctx_.decision_name;
  // The state shown has the report's round and phase: an action's outcome that differs (events,
  // hash, chance) shows the state the action was decided in; a failed invariant the state where
  // it fails (the invariant's own round and phase); anything else stops before applying.
  const bool outcome = v.action_index >= 0 && v.action_index == before_index_ &&
                       (v.what == ReplayWhat::event || v.what == ReplayWhat::hash || v.what == ReplayWhat::chance);
  const GameState& shown = outcome ? before_ : ctx_.state;
  if (v.what == ReplayWhat::invariant) {
    v.round = ctx_.state.round;
    v.phase = phase_name(ctx_.state.phase);
  }
  v.state = state_summary(*ctx_.engine, shown);
  if (ctx_.state.over) {
    const EndDecision end = ctx_.engine->end_decision(ctx_.state);
    v.end_decision = end_decision_json(end);
    if (v.what == ReplayWhat::result) {  // the end rule and the tie-break lead the rules of a result line
      std::vector<std::string> rules = end.rules;
      for (const auto& id : v.rules)
        if (std::find(rules.begin(), rules.end(), id) == rules.end()) rules.push_back(id);
      v.rules = std::move(rules);
    }
  }
  if (ctx_.opt.on_stop) ctx_.opt.on_stop(*ctx_.engine, shown);
  // An event that differs cites the rules of that event (its message names them: the event
  // table's row, of the game's family), not every rule of the window it happened in; anything
  // else (an illegal action, a hash) is about the decision, whose rules are added.
  if (v.what == ReplayWhat::event && !v.rules.empty()) return;
  // An incomplete log breaks no rule: the decision its message quotes is where it stopped.
  if (v.what == ReplayWhat::incomplete) {
    v.rules.clear();
    return;
  }
  for (const auto& id : rule_ids_in(v.decision))
    if (std::find(v.rules.begin(), v.rules.end(), id) == v.rules.end()) v.rules.push_back(id);
}

// A logged event with a field its type never has is an invalid log (exit 2), not a divergence.
void Replayer::check_event_fields(int ln, const json& logged) {
  for (std::size_t i = 0; i < logged.size(); ++i) {
    const json& e = logged[i];
    if (!e.is_object() || !e.contains("e") || !e["e"].is_string()) continue;
    const std::vector<const char*> fields = event_fields(e["e"].get<std::string>());
    if (fields.empty()) continue;  // an unknown type: the divergence says what the engine did
    // A partial observation states only some of them: none is required.
    check_object(e, ctx_.at(ln), ln, "events[" + std::to_string(i) + "]", {}, fields,
                 " (a " + e["e"].get<std::string>().substr(0, 40) + " event)");
  }
}

void Replayer::check_events(int ln, const json& logged, const json& ev, int action_index, const json* want) {
  if (!logged.is_array()) invalid(ln, ctx_.at(ln) + ": field 'events': must be an array");
  if (!ctx_.hdr.partial) {
    if (logged == ev) {
      ctx_.out.events_checked += static_cast<int>(logged.size());
      return;
    }
    check_event_fields(ln, logged);
    std::size_t k = 0;
    while (k < logged.size() && k < ev.size() && logged[k] == ev[k]) ++k;
    const json mine = k < logged.size() ? logged[k] : json(nullptr), engines = k < ev.size() ? ev[k] : json(nullptr);
    const std::string cite = event_cite(mine, engines, false, ctx_.hdr.rules.family);
    ctx_.diverge(ReplayWhat::event, ln,
                 line_what(ln, action_index, want) + ": events differ at event " + std::to_string(k) + " (of " +
                     std::to_string(logged.size()) + " logged, " + std::to_string(ev.size()) +
                     " produced by the engine)" + differing_fields(mine, engines) +
                     room_note(mine, ev, static_cast<int>(k)) + (cite.empty() ? "" : "; rules: " + cite) +
                     shifted_events_note(ln, logged),
                 mine, engines, action_index);
  }
  // Partial observations: each logged event, in order, matches a later engine event.
  check_event_fields(ln, logged);
  std::size_t k = 0;
  for (std::size_t i = 0; i < logged.size(); ++i) {
    if (!logged[i].is_object() || !logged[i].contains("e"))
      invalid(ln, ctx_.at(ln) + ": field 'events[" + std::to_string(i) +
                      "]': an event is an object with its type in \"e\"");
    while (k < ev.size() && !observed(logged[i], ev[k])) ++k;
    if (k == ev.size()) {
      json same_type = json::array();
      std::vector<int> where;  // each same_type event's index in ev
      for (std::size_t j = 0; j < ev.size(); ++j)
        if (ev[j].contains("e") && ev[j]["e"] == logged[i]["e"]) {
          same_type.push_back(ev[j]);
          where.push_back(static_cast<int>(j));
        }
      const std::string cite = event_cite(logged[i], same_type, true, ctx_.hdr.rules.family);
      int closest = -1;
      closest_differing_keys(logged[i], same_type, true, &closest);
      const int upto = closest < 0 ? -1 : where[static_cast<std::size_t>(closest)];
      ctx_.diverge(ReplayWhat::event, ln,
                   line_what(ln, action_index, want) + ": the log observes event " + std::to_string(i) + " " +
                       logged[i].dump().substr(0, 200) + ", which the engine did not produce here (in this order)" +
                       differing_fields(logged[i], same_type, true) + room_note(logged[i], ev, upto) +
                       (cite.empty() ? "" : "; rules: " + cite) + shifted_events_note(ln, logged),
                   logged[i], same_type.empty() ? ev : same_type, action_index);
    }
    ++k;
  }
  ctx_.out.events_checked += static_cast<int>(logged.size());
}

void Replayer::check_unused_chance(int ln, int action_index) {
  if (ctx_.chance && ctx_.chance->unused() > 0)
    ctx_.diverge(ReplayWhat::chance, ln,
                 ctx_.at(ln) + ": the log declares " + std::to_string(ctx_.chance->unused()) +
                     " chance outcome(s) the engine did not need here (first unused: " +
                     ctx_.chance->first_unused().dump().substr(0, 160) + ")",
                 ctx_.chance->first_unused(), nullptr, action_index);
}

// The legal action the log's `want` names: first the parsed action against each legal one
// (cards by design) confirmed on the readable form, then the readable form of every legal
// action of that player. -1: none (an illegal action).
int Replayer::match_legal(const std::vector<Action>& legal, const Action& parsed, const json& want,
                          long long who) const {
  for (std::size_t k = 0; k < legal.size(); ++k)
    if (same_action(*ctx_.hdr.cards, legal[k], parsed) &&
        action_to_json(*ctx_.hdr.cards, legal[k], ctx_.hdr.log_board) == want)
      return static_cast<int>(k);
  for (std::size_t k = 0; k < legal.size(); ++k)
    if (legal[k].player == who && action_to_json(*ctx_.hdr.cards, legal[k], ctx_.hdr.log_board) == want)
      return static_cast<int>(k);
  return -1;
}

void Replayer::start_from_setup(std::size_t& i) {
  // Line 2: "setup" (the engine's own setup, C-1..C-4) or "snapshot" (a full game state,
  // docs/snapshot.md), or nothing (actions start at line 2).
  json second;
  if (ctx_.lines.exists(1) && !ctx_.lines.line(1).empty()) second = parse_line(1);
  const bool snapshot = second.is_object() && second["type"] == "snapshot";
  if (snapshot) {
    check_object(second, ctx_.at(2), 2, "", {"type", "state"}, {"hash"});
    ctx_.out.snapshot_start = true;
    try {
      ctx_.state = state_from_json(*ctx_.engine, second["state"], ctx_.at(2) + ": state");
    } catch (const InputError& e) { invalid(2, e.what()); }
    if (ctx_.state.num_players != ctx_.hdr.players)
      invalid(2, ctx_.at(2) + ": field 'state.players': the snapshot has " + std::to_string(ctx_.state.num_players) +
                     " players, the header says " + std::to_string(ctx_.hdr.players));
    if (second.contains("hash") && second["hash"] != hex64(ctx_.engine->hash(ctx_.state)))
      ctx_.diverge(ReplayWhat::hash, 2, ctx_.at(2) + ": the state hash of the snapshot differs (docs/state-hash.md)",
                   second["hash"], hex64(ctx_.engine->hash(ctx_.state)));
    if (ctx_.monitor) ctx_.monitor->after_setup(ctx_.state);
    ctx_.check_monitor(2, -1);
    ctx_.report_step(2, -1, phase_name(ctx_.state.phase), -1, nullptr, json::array());
    i = 2;
    return;
  }
  try {
    if (ctx_.chance)
      ctx_.chance->load(second.is_object() && second["type"] == "setup" && second.contains("chance") ? second["chance"]
                                                                                                     : json(nullptr),
                        ctx_.at(2));
    ctx_.state = ctx_.engine->start(ctx_.hdr.players, ctx_.hdr.declared ? 0 : ctx_.hdr.seed, &ctx_.events, ctx_.chance,
                                    ctx_.monitor.get());
  } catch (const InputError& e) {
    invalid(second.is_object() && second["type"] == "setup" ? 2 : 1, e.what());
  } catch (const ChanceDivergence& e) {
    ctx_.decision_phase = "setup";
    ctx_.diverge(ReplayWhat::chance, 2, ctx_.at(2) + ": setup: " + e.what(), ctx_.chance->last_taken(), nullptr);
  }
  ctx_.decision_phase = "setup";
  if (second.is_object() && second["type"] == "setup") {
    check_object(second, ctx_.at(2), 2, "", {"type"}, {"events", "hash", "chance"});
    check_unused_chance(2, -1);
    if (second.contains("events"))
      check_events(2, second["events"], events_to_json(*ctx_.hdr.cards, ctx_.events), -1, nullptr);
    if (second.contains("hash") && !is_hex64(second["hash"]))
      invalid(2, ctx_.at(2) + ": field 'hash': must be 16 lower-case hex digits");
    if (second.contains("hash")) {
      if (second["hash"] != hex64(ctx_.engine->hash(ctx_.state)))
        ctx_.diverge(ReplayWhat::hash, 2, ctx_.at(2) + ": state hash after setup differs", second["hash"],
                     hex64(ctx_.engine->hash(ctx_.state)));
      ctx_.out.hashes_checked += 1;
    }
    i = 2;
  } else {
    check_unused_chance(2, -1);
    i = 1;
  }
  if (ctx_.monitor) ctx_.monitor->after_setup(ctx_.state);
  ctx_.check_monitor(static_cast<int>(i), -1);
  ctx_.cur_line = static_cast<int>(i);  // the setup's events: line 2 when the log has a setup line
  if (ctx_.opt.on_step)
    ctx_.report_step(static_cast<int>(i), -1, "setup", -1, nullptr, events_to_json(*ctx_.hdr.cards, ctx_.events));
}

void Replayer::split_lines() {
  if (!ctx_.lines.exists(0)) invalid(1, ctx_.name + ": empty file: a log starts with a header line");
}

// The result line: well-formed, once, after the game's end, and equal to the engine's result.
void Replayer::read_result(const json& j, int ln) {
  const Engine& engine = *ctx_.engine;
  check_object(j, ctx_.at(ln), ln, "", {"type"},
               {"winner", "end_reason", "rounds", "actions", "scores", "final_hash", "score", "title"});
  if (ctx_.saw_result) invalid(ln, ctx_.at(ln) + ": a second result line");
  if (j.contains("winner") && !j["winner"].is_null() && !j["winner"].is_number_integer())
    invalid(ln, ctx_.at(ln) + ": field 'winner': must be a seat (an integer) or null");
  for (const char* k : {"rounds", "actions", "score"})
    if (j.contains(k) && !j[k].is_number_integer())
      invalid(ln, ctx_.at(ln) + ": field '" + k + "': must be an integer");
  for (const char* k : {"end_reason", "title"})
    if (j.contains(k) && !j[k].is_string()) invalid(ln, ctx_.at(ln) + ": field '" + k + "': must be a string");
  if (j.contains("final_hash") && !is_hex64(j["final_hash"]))
    invalid(ln, ctx_.at(ln) + ": field 'final_hash': must be 16 lower-case hex digits");
  if (j.contains("scores") && !j["scores"].is_array())
    invalid(ln, ctx_.at(ln) + ": field 'scores': must be an array, one object per seat");
  if (!ctx_.state.over && ctx_.opt.implicit_passes) finish_by_passes(j, ln);
  if (!ctx_.state.over)
    ctx_.diverge(ReplayWhat::result, ln,
                 ctx_.at(ln) + ": the log ends the game here but the engine's game is not over (decision pending: " +
                     engine.decision_name(ctx_.state) + ")",
                 j, nullptr);
  const json res = game_result(engine, ctx_.state);
  for (auto it = j.begin(); it != j.end(); ++it) {
    const bool same = res.contains(it.key()) &&
                      (ctx_.hdr.partial ? observed(it.value(), res[it.key()]) : res[it.key()] == it.value());
    if (!same)
      ctx_.diverge(ReplayWhat::result, ln,
                   ctx_.at(ln) + ": result field '" + it.key() +
                       "' differs; the engine's end: " + end_decision_text(engine.end_decision(ctx_.state)),
                   it.value(), res.contains(it.key()) ? res[it.key()] : json(nullptr));
  }
  ctx_.out.result = res;
  ctx_.saw_result = true;
  ctx_.out.result_line = true;
}

// An action line's own fields (docs/log-format.md#action-lines), before the engine sees it.
void Replayer::check_action_line(const json& j, int ln, int expected_index) const {
  const std::string type = j["type"];
  if (type == "setup" || type == "snapshot" || type == "header")
    invalid(ln, ctx_.at(ln) + ": field 'type': a " + type + " line belongs " +
                    (type == "header" ? "on line 1" : "on line 2, right after the header"));
  if (type != "action")
    invalid(ln, ctx_.at(ln) + ": field 'type': unknown line type \"" + type.substr(0, 40) +
                    "\" (header, setup, snapshot, action, result)");
  check_object(j, ctx_.at(ln), ln, "", {"type"},
               {"i", "round", "phase", "player", "action", "events", "hash", "chance"});
  if (ctx_.saw_result) invalid(ln, ctx_.at(ln) + ": action after the result line");
  if (!j.contains("i")) invalid(ln, ctx_.at(ln) + ": field 'i': missing action index");
  if (!j["i"].is_number_integer() || (j["i"].is_number_unsigned() && j["i"].get<std::uint64_t>() > 100000000u))
    invalid(ln, ctx_.at(ln) + ": field 'i': must be the action index, an integer from 0 (found " +
                    j["i"].dump().substr(0, 40) + ")");
  if (j["i"].get<long long>() != expected_index)
    invalid(ln, ctx_.at(ln) + ": field 'i': expected action index " + std::to_string(expected_index) + ", found " +
                    j["i"].dump() + " (duplicated, missing or out of order)");
  if (!j.contains("action") || !j["action"].is_object())
    invalid(ln, ctx_.at(ln) + ": field 'action': missing or not an object");
  if (!j.contains("player") || !j["player"].is_number_integer())
    invalid(ln, ctx_.at(ln) + ": field 'player': missing or not an integer");
  if (j.contains("round") && !j["round"].is_number_integer())
    invalid(ln, ctx_.at(ln) + ": field 'round': must be an integer");
  if (j.contains("phase") && (!j["phase"].is_string() || !is_phase_name(j["phase"].get<std::string>())))
    invalid(ln, ctx_.at(ln) + ": field 'phase': " + j["phase"].dump().substr(0, 40) +
                    " is not a phase name (setup, beginning, build, bait, adventure, end_of_round, city, minion)");
  if (j.contains("hash") && !is_hex64(j["hash"]))
    invalid(ln, ctx_.at(ln) + ": field 'hash': must be 16 lower-case hex digits");
}

// The logged action, found among the legal ones (an illegal one ends the replay with the
// legal alternatives); the index into `legal`.
std::size_t Replayer::find_logged_action(const json& j, int ln, int expected_index, const std::vector<Action>& legal) {
  const json& want = j["action"];
  const long long who = j["player"].get<long long>();
  if (who < 0 || who >= ctx_.hdr.players)
    invalid(ln, ctx_.at(ln) + ": field 'player': " + std::to_string(who) + " is not a seat of this " +
                    std::to_string(ctx_.hdr.players) + "-player game");
  if (ctx_.state.over)
    ctx_.diverge(ReplayWhat::extra_action, ln,
                 ctx_.at(ln) + ": the log has an action after the engine's game ended (" +
                     std::string(end_reason_name(static_cast<EndReason>(ctx_.state.end_rule))) + ")",
                 want, nullptr, expected_index);
  Action parsed;
  try {
    parsed =
        action_from_json(*ctx_.hdr.cards, ctx_.state, static_cast<int>(who), want, ctx_.at(ln), ctx_.hdr.log_board);
  } catch (const InputError& e) { invalid(ln, e.what()); }
  const int found = match_legal(legal, parsed, want, who);
  if (found < 0) {
    // Under implicit passes the action is refused at the decision it was meant for: the
    // player's next decision that takes its type, past the optional ones.
    GameState t = ctx_.state;
    const int passes =
        ctx_.opt.implicit_passes ? decision_meant_for(*ctx_.engine, t, parsed.type, static_cast<int>(who)) : 0;
    Action at_t = parsed;
    if (passes > 0) {
      try {
        at_t = action_from_json(*ctx_.hdr.cards, t, static_cast<int>(who), want, ctx_.at(ln), ctx_.hdr.log_board);
      } catch (const InputError&) { at_t = parsed; }
    }
    const GameState& where = passes > 0 ? t : ctx_.state;
    const auto legal_there = passes > 0 ? ctx_.engine->legal_actions(t) : legal;
    Fail f;
    f.v.what = ReplayWhat::illegal_action;
    f.v.line = ln;
    f.v.action_index = expected_index;
    f.v.round = where.round;
    f.v.phase = phase_name(where.phase);
    f.v.player = static_cast<int>(who);
    f.v.message = ctx_.engine->explain_illegal(where, at_t);
    if (passes > 0)
      f.v.message += "\n  (at the decision this action was meant for, after " + std::to_string(passes) +
                     " optional decision(s) bm would pass)";
    if (passes > 0) f.v.decision = ctx_.engine->decision_name(t);
    f.v.expected = want;
    for (const auto& a : legal_there)
      f.v.legal.push_back(action_to_json(*ctx_.hdr.cards, a, ctx_.hdr.log_board).dump() + "  (" +
                          ctx_.engine->describe(where, a) + ")");
    throw f;
  }
  return static_cast<std::size_t>(found);
}

// Applies one action line: checks where the log places it, applies it with its declared
// chance, then compares events, hash and invariants.
void Replayer::replay_action(const json& j, int ln, int expected_index) {
  check_action_line(j, ln, expected_index);
  const Engine& engine = *ctx_.engine;
  const CardSet& cards = *ctx_.hdr.cards;
  const int round_before = ctx_.state.round;
  ctx_.begin_step(ln);
  if (ctx_.opt.implicit_passes) pass_optional_decisions(j, ln, expected_index);
  const auto legal = engine.legal_actions(ctx_.state);
  const std::size_t found = find_logged_action(j, ln, expected_index, legal);
  const json& want = j["action"];
  const int who = static_cast<int>(j["player"].get<long long>());
  if (j.contains("round") && j["round"] != ctx_.state.round)
    ctx_.diverge(ReplayWhat::round, ln,
                 ctx_.at(ln) + ": the log places action " + std::to_string(expected_index) + " in round " +
                     j["round"].dump() + ", the engine is in round " + std::to_string(ctx_.state.round),
                 j["round"], ctx_.state.round, expected_index);
  if (j.contains("phase") && j["phase"] != phase_name(ctx_.state.phase))
    ctx_.diverge(ReplayWhat::phase, ln,
                 ctx_.at(ln) + ": the log places action " + std::to_string(expected_index) + " in phase " +
                     j["phase"].dump() + ", the engine is in phase " + phase_name(ctx_.state.phase),
                 j["phase"], phase_name(ctx_.state.phase), expected_index);
  if (!ctx_.opt.implicit_passes) {  // else loaded before the passes, which may use the line's outcomes
    try {
      if (ctx_.chance) ctx_.chance->load(j.contains("chance") ? j["chance"] : json(nullptr), ctx_.at(ln));
    } catch (const InputError& e) { invalid(ln, e.what()); }
  }
  if (!ctx_.chance && j.contains("chance"))
    invalid(ln,
            ctx_.at(ln) + ": field 'chance': only a log with \"chance\": \"declared\" in its header declares outcomes");
  if (ctx_.monitor) ctx_.monitor->before_action(ctx_.state, legal, legal[found]);
  before_ = ctx_.state;
  before_index_ = expected_index;
  try {
    engine.apply(ctx_.state, legal[found], &ctx_.events, ctx_.chance, ctx_.monitor.get());
  } catch (const ChanceDivergence& e) {
    ctx_.diverge(ReplayWhat::chance, ln, ctx_.at(ln) + ": after action " + want.dump() + ": " + e.what(),
                 ctx_.chance->last_taken(), nullptr, expected_index);
  }
  ctx_.out.actions += 1;
  if (ctx_.monitor) ctx_.monitor->after_action(ctx_.state);
  ctx_.report_step(ln, expected_index, ctx_.decision_phase, who, want, events_to_json(cards, ctx_.events),
                   ctx_.decision_round);
  check_unused_chance(ln, expected_index);
  if (j.contains("events")) check_events(ln, j["events"], events_to_json(cards, ctx_.events), expected_index, &want);
  if (j.contains("hash")) {
    if (j["hash"] != hex64(engine.hash(ctx_.state)))
      ctx_.diverge(ReplayWhat::hash, ln,
                   line_what(ln, expected_index, &want) + ": state hash differs (docs/state-hash.md)", j["hash"],
                   hex64(engine.hash(ctx_.state)), expected_index);
    ctx_.out.hashes_checked += 1;
  }
  ctx_.check_monitor(ln, expected_index);
  ctx_.show_round_end(round_before);
}

// Whether the line's action is among `legal` (the legal actions of state t).
bool Replayer::logged_action_legal(const GameState& t, const std::vector<Action>& legal, const json& j, int ln) const {
  const long long who = j["player"].get<long long>();
  Action parsed;
  try {
    parsed = action_from_json(*ctx_.hdr.cards, t, static_cast<int>(who), j["action"], ctx_.at(ln), ctx_.hdr.log_board);
  } catch (const InputError&) { return false; }
  return match_legal(legal, parsed, j["action"], who) >= 0;
}

// How many optional decisions must be passed before the line's action is legal (0: legal now;
// -1: no series of passes gets there). Tried on a copy, with a copy of the line's outcomes.
int Replayer::passes_needed(const json& j, int ln) const {
  const Engine& engine = *ctx_.engine;
  GameState t = ctx_.state;
  std::unique_ptr<DeclaredChance> trial;
  if (ctx_.chance) trial = std::make_unique<DeclaredChance>(*ctx_.declared_chance);
  auto legal = engine.legal_actions(t);
  Action pass;
  for (int n = 0; n <= kMaxImplicitPasses; ++n) {
    if (logged_action_legal(t, legal, j, ln)) return n;
    if (!optional_pass(legal, pass)) return -1;
    try {
      engine.apply(t, pass, nullptr, trial.get());
    } catch (const ChanceDivergence&) { return -1; }
    legal = engine.legal_actions(t);
  }
  return -1;
}

// ReplayOptions::implicit_passes: passes the optional decisions open before the line's action
// when that makes it legal (their events open the line's events, their outcomes come from the
// line's chance); each pass is recorded in the verdict. Nothing changes otherwise.
void Replayer::pass_optional_decisions(const json& j, int ln, int expected_index) {
  try {
    if (ctx_.chance) ctx_.chance->load(j.contains("chance") ? j["chance"] : json(nullptr), ctx_.at(ln));
  } catch (const InputError& e) { invalid(ln, e.what()); }
  const long long who = j["player"].get<long long>();
  if (who < 0 || who >= ctx_.hdr.players || ctx_.state.over) return;
  const int n = passes_needed(j, ln);
  for (int k = 0; k < n; ++k) {
    const auto legal = ctx_.engine->legal_actions(ctx_.state);
    Action pass;
    optional_pass(legal, pass);
    record_pass(ln, expected_index, legal, pass);
  }
  if (n > 0) ctx_.note_decision();
}

// One implicit pass, applied and recorded in the verdict (before_action: the index of the
// action it came before; the result line's passes come before the next index).
void Replayer::record_pass(int ln, int before_action, const std::vector<Action>& legal, const Action& pass) {
  ctx_.out.implicit_passes.push_back(json{{"line", ln},
                                          {"before_action", before_action},
                                          {"round", ctx_.state.round},
                                          {"phase", phase_name(ctx_.state.phase)},
                                          {"player", pass.player},
                                          {"decision", ctx_.engine->decision_name(ctx_.state)},
                                          {"action", action_to_json(*ctx_.hdr.cards, pass, ctx_.hdr.log_board)}});
  if (ctx_.monitor) ctx_.monitor->before_action(ctx_.state, legal, pass);
  try {
    ctx_.engine->apply(ctx_.state, pass, &ctx_.events, ctx_.chance, ctx_.monitor.get());
  } catch (const ChanceDivergence& e) {
    ctx_.diverge(ReplayWhat::chance, ln,
                 ctx_.at(ln) + ": passing " + ctx_.engine->decision_name(ctx_.state) + ": " + e.what(),
                 ctx_.chance->last_taken(), nullptr, before_action);
  }
  if (ctx_.monitor) ctx_.monitor->after_action(ctx_.state);
  ctx_.check_monitor(ln, before_action);
}

// ReplayOptions::implicit_passes at the result line: a front end that never
// writes `pass` ends its log where its game ended; when passing every optional decision left
// (the last adventure's windows, a "may" effect, Machinations) ends the engine's game, bm
// passes them (recorded like any implicit pass). Otherwise the passes reach a mandatory
// decision: the log ends too early, and the divergence names that decision.
void Replayer::finish_by_passes(const json& j, int ln) {
  GameState t = ctx_.state;
  std::unique_ptr<DeclaredChance> trial;
  if (ctx_.chance) trial = std::make_unique<DeclaredChance>(*ctx_.declared_chance);
  bool ends = false;
  try {
    ends = passes_end_game(*ctx_.engine, t, trial.get());
  } catch (const ChanceDivergence&) {
    return;  // a pass needs an outcome the log does not declare: the plain divergence
  }
  if (!ends) {
    ctx_.diverge(ReplayWhat::result, ln,
                 ctx_.at(ln) +
                     ": the log ends the game here but the engine's game is not over: passing the optional "
                     "decisions left reaches player " +
                     std::to_string(ctx_.engine->to_move(t)) + "'s " + ctx_.engine->decision_name(t) + " (round " +
                     std::to_string(t.round) + ", phase " + phase_name(t.phase) + "), a decision bm never passes",
                 j, nullptr);
  }
  ctx_.begin_step(ln);
  const int before = ctx_.out.actions;
  Action pass;
  while (!ctx_.state.over) {
    const auto legal = ctx_.engine->legal_actions(ctx_.state);
    optional_pass(legal, pass);
    record_pass(ln, before, legal, pass);
  }
}

// The engine's events for the next action line, applied on a copy after this one (null when
// there is none or it cannot be applied here): for the shifted-events note.
json Replayer::events_of_next_line(int ln) const {
  if (ctx_.state.over) return nullptr;
  try {
    // Reads ahead (the replay stops at this divergence): a read error there only drops the note.
    const std::size_t i = ctx_.lines.next_nonempty(static_cast<std::size_t>(ln));
    if (i == ForwardLines::npos || ctx_.lines.line(i).size() > kMaxLogLine) return nullptr;
    const json j = parse_json_text(ctx_.lines.line(i), ctx_.at(static_cast<int>(i + 1)));
    if (!j.is_object() || j.value("type", json()) != "action" || !j.contains("action") || !j.contains("player") ||
        !j["player"].is_number_integer())
      return nullptr;
    const long long who = j["player"].get<long long>();
    if (who < 0 || who >= ctx_.hdr.players) return nullptr;
    const auto legal = ctx_.engine->legal_actions(ctx_.state);
    const Action parsed = action_from_json(*ctx_.hdr.cards, ctx_.state, static_cast<int>(who), j["action"], ctx_.at(ln),
                                           ctx_.hdr.log_board);
    const int k = match_legal(legal, parsed, j["action"], who);
    if (k < 0) return nullptr;
    std::unique_ptr<DeclaredChance> chance;
    if (ctx_.hdr.declared) {
      chance = std::make_unique<DeclaredChance>(*ctx_.hdr.cards);
      chance->load(j.contains("chance") ? j["chance"] : json(nullptr), ctx_.at(static_cast<int>(i + 1)));
    }
    GameState t = ctx_.state;
    EventSink ev;
    ctx_.engine->apply(t, legal[static_cast<std::size_t>(k)], &ev, chance.get());
    return events_to_json(*ctx_.hdr.cards, ev);
  } catch (const std::exception&) { return nullptr; }
}

// When the events a line holds are the ones the engine produced for the line before or the
// line after, says so plainly (a front end that files events one decision off).
std::string Replayer::shifted_events_note(int ln, const json& logged) const {
  if (!logged.is_array() || logged.empty()) return "";
  auto holds = [this, &logged](const json& ev) {
    if (!ev.is_array()) return false;
    if (!ctx_.hdr.partial) return logged == ev;
    std::size_t k = 0;
    for (const auto& e : logged) {
      while (k < ev.size() && !observed(e, ev[k])) ++k;
      if (k == ev.size()) return false;
      ++k;
    }
    return true;
  };
  if (ctx_.prev_line >= 2 && holds(events_to_json(*ctx_.hdr.cards, ctx_.prev_events)))
    return "; the events of line " + std::to_string(ln) + " belong one line earlier: they are the ones the engine " +
           "produced for line " + std::to_string(ctx_.prev_line);
  if (holds(events_of_next_line(ln)))
    return "; the events of line " + std::to_string(ln) + " belong one line later: they are the ones the engine " +
           "produces for the next action line";
  return "";
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
      const json j = parse_line(i);
      took = fast_.parsed(i, expected_index, j);
      if (took == FastPath::Took::no) {
        const int ln = static_cast<int>(i + 1);
        ctx_.note_decision();
        if (j["type"] == "result") {
          read_result(j, ln);
          continue;
        }
        replay_action(j, ln, expected_index);
        if (ctx_.past_until(i, ++expected_index)) break;
        continue;
      }
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
    read_header(parse_line(0));
    cache_header(key);
  }
  std::size_t i = 1;
  if (!fast_.setup(i)) start_from_setup(i);
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
