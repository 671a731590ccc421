// The replayer's reference path: a line parsed and checked field by field, its action matched
// and applied, its outcome compared (reference_path.hpp); the divergence texts are divergence.cpp.
#include "reference_path.hpp"

#include <memory>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/game/implicit_passes.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/chance_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/snapshot.hpp"

namespace bm::replayer {

using nlohmann::json;
using replay_header::is_hex64;

namespace {

bool is_phase_name(const std::string& p) {
  for (Phase ph : {Phase::setup, Phase::beginning, Phase::build, Phase::bait, Phase::adventure, Phase::end_of_round,
                   Phase::game_over, Phase::city, Phase::minion})
    if (p == phase_name(ph)) return true;
  return false;
}

}  // namespace

json ReferencePath::parse(std::size_t i) const {
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

bool ReferencePath::line(const json& j, std::size_t i, int& expected_index) {
  const int ln = static_cast<int>(i + 1);
  ctx_.note_decision();
  if (j["type"] == "result") {
    read_result(j, ln);
    return false;
  }
  replay_action(j, ln, expected_index);
  return ctx_.past_until(i, ++expected_index);
}

void ReferencePath::check_unused_chance(int ln, int action_index) {
  if (chance_ && chance_->unused() > 0)
    ctx_.diverge(ReplayWhat::chance, ln,
                 ctx_.at(ln) + ": the log declares " + std::to_string(chance_->unused()) +
                     " chance outcome(s) the engine did not need here (first unused: " +
                     chance_->first_unused().dump().substr(0, 160) + ")",
                 chance_->first_unused(), nullptr, action_index);
}

// The legal action the log's `want` names: first the parsed action against each legal one
// (cards by design) confirmed on the readable form, then the readable form of every legal
// action of that player. -1: none (an illegal action).
int ReferencePath::match_legal(const std::vector<Action>& legal, const Action& parsed, const json& want,
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

void ReferencePath::setup(std::size_t& i) {
  // A log with declared chance starts here (the fast path reads no such log): the outcomes its
  // lines declare are this path's.
  if (ctx_.hdr.declared) chance_ = std::make_unique<DeclaredChance>(*ctx_.hdr.cards);
  json second;
  if (ctx_.lines.exists(1) && !ctx_.lines.line(1).empty()) second = parse(1);
  const bool snapshot = second.is_object() && second["type"] == "snapshot";
  if (snapshot) {
    start_from_snapshot(second);
    i = 2;
    return;
  }
  try {
    if (chance_)
      chance_->load(second.is_object() && second["type"] == "setup" && second.contains("chance") ? second["chance"]
                                                                                                 : json(nullptr),
                    ctx_.at(2));
    ctx_.state = ctx_.engine->start(ctx_.hdr.players, ctx_.hdr.declared ? 0 : ctx_.hdr.seed, &ctx_.events,
                                    chance_.get(), ctx_.monitor.get());
  } catch (const InputError& e) {
    invalid(second.is_object() && second["type"] == "setup" ? 2 : 1, e.what());
  } catch (const ChanceDivergence& e) {
    ctx_.decision_phase = "setup";
    ctx_.diverge(ReplayWhat::chance, 2, ctx_.at(2) + ": setup: " + e.what(), chance_->last_taken(), nullptr);
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
  check_monitor(static_cast<int>(i), -1);
  ctx_.cur_line = static_cast<int>(i);  // the setup's events: line 2 when the log has a setup line
  if (ctx_.opt.on_step)
    report_step(static_cast<int>(i), -1, "setup", -1, nullptr, events_to_json(*ctx_.hdr.cards, ctx_.events));
}

// A snapshot start (docs/snapshot.md): the state it holds, for the header's players, with its hash.
void ReferencePath::start_from_snapshot(const json& second) {
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
  check_monitor(2, -1);
  report_step(2, -1, phase_name(ctx_.state.phase), -1, nullptr, json::array());
}

// The monitor's first failure ends the replay (what "invariant"), compared with the violation
// the log reports, if any.
void ReferencePath::check_monitor(int ln, int action_index) const {
  if (!ctx_.monitor) return;
  const std::string f = ctx_.monitor->failure();
  if (f.empty()) return;
  const json& reported = ctx_.hdr.violation;
  std::string msg = ctx_.at(ln) + ": invariant failed: " + f;
  if (!reported.is_null()) {
    const std::string invariant = reported["invariant"].get<std::string>();
    const bool same = f.rfind(invariant + " ", 0) == 0 && reported["action"] == action_index;
    msg += same ? " (the violation the log reports: reproduced)"
                : " (the log reports " + invariant + " at action " + reported["action"].dump() + ")";
  }
  ctx_.diverge(ReplayWhat::invariant, ln, msg, reported, f, action_index);
}

// ReplayOptions::on_step, with the state now.
void ReferencePath::report_step(int ln, int index, const std::string& phase, int player, const json& action,
                                json step_events, int round) const {
  if (!ctx_.opt.on_step) return;
  ReplayStep st;
  st.line = ln;
  st.index = index;
  st.round = index < 0 ? ctx_.state.round : round;
  st.phase = phase;
  st.player = player;
  st.action = action;
  st.events = std::move(step_events);
  st.state = &ctx_.state;
  st.engine = ctx_.engine.get();
  ctx_.opt.on_step(st);
}

// The result line: well-formed, once, after the game's end, and equal to the engine's result.
void ReferencePath::read_result(const json& j, int ln) {
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
void ReferencePath::check_action_line(const json& j, int ln, int expected_index) const {
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
std::size_t ReferencePath::find_logged_action(const json& j, int ln, int expected_index,
                                              const std::vector<Action>& legal) {
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
void ReferencePath::replay_action(const json& j, int ln, int expected_index) {
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
      if (chance_) chance_->load(j.contains("chance") ? j["chance"] : json(nullptr), ctx_.at(ln));
    } catch (const InputError& e) { invalid(ln, e.what()); }
  }
  if (!chance_ && j.contains("chance"))
    invalid(ln,
            ctx_.at(ln) + ": field 'chance': only a log with \"chance\": \"declared\" in its header declares outcomes");
  if (ctx_.monitor) ctx_.monitor->before_action(ctx_.state, legal, legal[found]);
  before_ = ctx_.state;
  before_index_ = expected_index;
  try {
    engine.apply(ctx_.state, legal[found], &ctx_.events, chance_.get(), ctx_.monitor.get());
  } catch (const ChanceDivergence& e) {
    ctx_.diverge(ReplayWhat::chance, ln, ctx_.at(ln) + ": after action " + want.dump() + ": " + e.what(),
                 chance_->last_taken(), nullptr, expected_index);
  }
  ctx_.out.actions += 1;
  if (ctx_.monitor) ctx_.monitor->after_action(ctx_.state);
  report_step(ln, expected_index, ctx_.decision_phase, who, want, events_to_json(cards, ctx_.events),
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
  check_monitor(ln, expected_index);
  ctx_.show_round_end(round_before);
}

// Whether the line's action is among `legal` (the legal actions of state t).
bool ReferencePath::logged_action_legal(const GameState& t, const std::vector<Action>& legal, const json& j,
                                        int ln) const {
  const long long who = j["player"].get<long long>();
  Action parsed;
  try {
    parsed = action_from_json(*ctx_.hdr.cards, t, static_cast<int>(who), j["action"], ctx_.at(ln), ctx_.hdr.log_board);
  } catch (const InputError&) { return false; }
  return match_legal(legal, parsed, j["action"], who) >= 0;
}

// How many optional decisions must be passed before the line's action is legal (0: legal now;
// -1: no series of passes gets there). Tried on a copy, with a copy of the line's outcomes.
int ReferencePath::passes_needed(const json& j, int ln) const {
  const Engine& engine = *ctx_.engine;
  GameState t = ctx_.state;
  std::unique_ptr<DeclaredChance> trial;
  if (chance_) trial = std::make_unique<DeclaredChance>(*chance_);
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
void ReferencePath::pass_optional_decisions(const json& j, int ln, int expected_index) {
  try {
    if (chance_) chance_->load(j.contains("chance") ? j["chance"] : json(nullptr), ctx_.at(ln));
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
void ReferencePath::record_pass(int ln, int before_action, const std::vector<Action>& legal, const Action& pass) {
  ctx_.out.implicit_passes.push_back(json{{"line", ln},
                                          {"before_action", before_action},
                                          {"round", ctx_.state.round},
                                          {"phase", phase_name(ctx_.state.phase)},
                                          {"player", pass.player},
                                          {"decision", ctx_.engine->decision_name(ctx_.state)},
                                          {"action", action_to_json(*ctx_.hdr.cards, pass, ctx_.hdr.log_board)}});
  if (ctx_.monitor) ctx_.monitor->before_action(ctx_.state, legal, pass);
  try {
    ctx_.engine->apply(ctx_.state, pass, &ctx_.events, chance_.get(), ctx_.monitor.get());
  } catch (const ChanceDivergence& e) {
    ctx_.diverge(ReplayWhat::chance, ln,
                 ctx_.at(ln) + ": passing " + ctx_.engine->decision_name(ctx_.state) + ": " + e.what(),
                 chance_->last_taken(), nullptr, before_action);
  }
  if (ctx_.monitor) ctx_.monitor->after_action(ctx_.state);
  check_monitor(ln, before_action);
}

// ReplayOptions::implicit_passes at the result line: a front end that never
// writes `pass` ends its log where its game ended; when passing every optional decision left
// (the last adventure's windows, a "may" effect, Machinations) ends the engine's game, bm
// passes them (recorded like any implicit pass). Otherwise the passes reach a mandatory
// decision: the log ends too early, and the divergence names that decision.
void ReferencePath::finish_by_passes(const json& j, int ln) {
  GameState t = ctx_.state;
  std::unique_ptr<DeclaredChance> trial;
  if (chance_) trial = std::make_unique<DeclaredChance>(*chance_);
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

}  // namespace bm::replayer
