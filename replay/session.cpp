// The log being replayed, shared by the replayer's parts (session.hpp).
#include "session.hpp"

namespace bm::replayer {

using nlohmann::json;

void invalid(int line, const std::string& msg) {
  Fail f;
  f.v.input_error = true;
  f.v.line = line;
  f.v.message = msg;
  throw f;
}

void check_object(const json& j, const std::string& where, int ln, const std::string& path, FieldNames required,
                  FieldNames optional, const std::string& note) {
  std::string problem = json_object_problem(j, where, path, required, optional, note);
  if (!problem.empty()) invalid(ln, problem);
}

bool same_action(const CardSet& cs, const Action& a, const Action& b) {
  auto design = [&](int c) { return c < 0 ? -1 : cs.design_of(c); };
  return a.type == b.type && a.player == b.player && a.slot == b.slot && a.slot2 == b.slot2 &&
         a.target_player == b.target_player && a.option == b.option && design(a.card) == design(b.card) &&
         design(a.target_card) == design(b.target_card) && design(a.borrow) == design(b.borrow);
}

void Session::make_engine(std::shared_ptr<const Engine> kept) {
  engine = kept ? std::move(kept) : replay_header::engine_for(hdr);
  if (opt.monitor && (opt.check_always || !hdr.violation.is_null())) {
    monitor = opt.monitor(*engine);
    out.checked = monitor != nullptr;
  }
  out.partial = hdr.partial;
  out.declared = hdr.declared;
}

void Session::diverge(ReplayWhat what, int ln, const std::string& msg, json expected, json actual,
                      int action_index) const {
  Fail f;
  f.v.what = what;
  f.v.line = ln;
  f.v.message = msg;
  f.v.action_index = action_index;
  f.v.round = decision_round;
  f.v.phase = decision_phase;
  f.v.player = decision_player;
  f.v.expected = std::move(expected);
  f.v.actual = std::move(actual);
  throw f;
}

void Session::begin_step(int ln) {
  if (ln != cur_line) {
    prev_events.swap(events);
    prev_line = cur_line;
    cur_line = ln;
  }
  events.clear();
}

void Session::note_decision() {
  decision_round = state.round;
  decision_phase = phase_name(state.phase);
  decision_player = engine->to_move(state);
  decision_name = state.over ? std::string() : engine->decision_name(state);
}

void Session::show_round_end(int round_before) {
  if (opt.on_round_end && (state.round != round_before || state.over)) opt.on_round_end(*engine, state, round_before);
}

bool Session::past_until(std::size_t i, int next_index) {
  if (opt.until < 0 || next_index <= opt.until) return false;
  out.stopped_early = lines.exists(i + 1);
  return true;
}

}  // namespace bm::replayer
