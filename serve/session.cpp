#include "bm/serve/session.hpp"

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/game/implicit_passes.hpp"
#include "bm/log/action_json.hpp"
#include "bm/state/position.hpp"
#include "bm/state/snapshot.hpp"
#include "bm/serve/rpc.hpp"
#include "serve_chance.hpp"
#include "bm/serve/views.hpp"

namespace bm::serve {

using nlohmann::json;

namespace {

// The engine's objections to a start, an action or a snapshot, as protocol errors.
template <class F>
auto engine_call(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const ChanceNeeded& n) {
    throw RpcError(kChanceNeeded, "the game needs a chance outcome the request did not declare: add it to 'chance'",
                   json{{"need", n.need}});
  } catch (const InputError& e) { throw RpcError(kInvalidParams, e.what()); }
}

}  // namespace

Game::Game(std::unique_ptr<GameData> data, const StartOptions& opt) : data_(std::move(data)), declared_(opt.declared) {
  engine_ = std::make_unique<Engine>(*data_->cards, data_->rules, *data_->board);
  const PlayerRange range = player_range(data_->rules, *data_->board);
  if (opt.players < range.min || opt.players > range.max)
    throw RpcError(kInvalidParams, "players " + std::to_string(opt.players) + ": the " +
                                       family_name(data_->rules.family) + " family plays with " +
                                       std::to_string(range.min) + ".." + std::to_string(range.max) +
                                       " (C-1, S-1, SO-1)");
  policy_ = make_policy(opt.policy, opt.policy_seed);
  EventSink events;
  if (!opt.position.is_null()) {
    start_at_position(opt, events);
    return;
  }
  if (declared_) {
    ServeChance chance(*data_->cards, opt.chance);
    s_ = engine_call([&] { return engine_->start(opt.players, 0, &events, &chance); });
    chance.check_all_used();
  } else {
    s_ = engine_call([&] { return engine_->start(opt.players, opt.seed, &events); });
  }
  writer_ = std::make_unique<LogWriter>(log_, *engine_, declared_);
  writer_->header(declared_ ? 0 : opt.seed, opt.players);
  writer_->setup(s_, events, declared_ ? opt.chance : json(nullptr));
  setup_events_ = events_to_json(*data_->cards, events);
  if (s_.over) writer_->result(s_);
}

// A game from a position (docs/protocol.md#positions): the engine enters the position's phase;
// the log starts with the state at the first decision (a snapshot line, as for `load`).
void Game::start_at_position(const StartOptions& opt, EventSink& events) {
  if (declared_) {
    ServeChance chance(*data_->cards, opt.chance);
    s_ = engine_call([&] { return start_from_position(*engine_, opt.position, "position", 0, &events, &chance); });
    chance.check_all_used();
  } else {
    s_ = engine_call([&] { return start_from_position(*engine_, opt.position, "position", opt.seed, &events); });
  }
  writer_ = std::make_unique<LogWriter>(log_, *engine_, declared_);
  writer_->header(declared_ ? 0 : opt.seed, s_.num_players);
  log_ << json{{"type", "snapshot"}, {"state", state_to_json(*engine_, s_)}, {"hash", hex64(engine_->hash(s_))}}.dump()
       << "\n";
  setup_events_ = events_to_json(*data_->cards, events);
  if (s_.over) writer_->result(s_);
}

Game::Game(std::unique_ptr<GameData> data, const json& snapshot, bool declared, const StartOptions& opt)
    : data_(std::move(data)), declared_(declared) {
  engine_ = std::make_unique<Engine>(*data_->cards, data_->rules, *data_->board);
  policy_ = make_policy(opt.policy, opt.policy_seed);
  s_ = engine_call([&] { return snapshot_from_document(*engine_, snapshot, "snapshot"); });
  writer_ = std::make_unique<LogWriter>(log_, *engine_, declared_);
  writer_->header(0, s_.num_players);
  // docs/log-format.md#snapshot-line: the game starts from this state; actions count from 0.
  log_ << json{{"type", "snapshot"}, {"state", state_to_json(*engine_, s_)}, {"hash", hex64(engine_->hash(s_))}}.dump()
       << "\n";
  if (s_.over) writer_->result(s_);
}

const std::vector<Action>& Game::legal() {
  if (legal_at_ != s_.actions) {
    legal_ = engine_->legal_actions(s_);
    legal_at_ = s_.actions;
  }
  return legal_;
}

Game::Applied Game::apply(const Action& a, const json& chance) {
  EventSink events;
  const int round = s_.round;
  const Phase phase = s_.phase;
  if (declared_) {
    ServeChance source(*data_->cards, chance);
    GameState next = s_;  // a declared outcome may be refused half-way: work on a copy
    engine_call([&] { engine_->apply(next, a, &events, &source); });
    source.check_all_used();
    s_ = std::move(next);
  } else {
    if (!chance.is_null() && !(chance.is_array() && chance.empty()))
      throw RpcError(kChanceRejected,
                     "this game plays with a seed: it takes no declared chance (start it with "
                     "'chance' to declare outcomes)");
    engine_call([&] { engine_->apply(s_, a, &events); });
  }
  legal_at_ = -1;
  const Applied done = applied(events, s_);
  log_action(round, phase, a, done, declared_ ? chance : json(nullptr));
  return done;
}

Game::Applied Game::applied(const EventSink& events, const GameState& after) const {
  Applied done;
  if (!append_events_json(done.events, *data_->cards, events))
    done.events = events_to_json(*data_->cards, events).dump();
  done.hash = hex64(engine_->hash(after));
  return done;
}

namespace {

// The declarations a step used: chance[from, to) (null when it used none).
json chance_slice(const json& chance, std::size_t from, std::size_t to) {
  if (!chance.is_array() || from >= to) return nullptr;
  json out = json::array();
  for (std::size_t k = from; k < to && k < chance.size(); ++k) out.push_back(chance[k]);
  return out;
}

}  // namespace

// A run of implicit passes (and, for apply_after_passes, the action after them) on a copy of the
// game's state, each step with the declared outcomes it used; commit() makes it the game's, one
// log line per step, or nothing happens at all (the copy is dropped).
struct Game::PassRun {
  struct Step {
    int round;
    Phase phase;
    Action action;
    Applied done;
    std::size_t from, to;
    json decision;  // the decision passed (decision_view); null for the action after the passes
  };
  Game& g;
  const json& chance;
  std::unique_ptr<ServeChance> source;
  std::vector<Step> steps;
  GameState t;

  PassRun(Game& game, const json& ch) : g(game), chance(ch), t(game.s_) {
    if (!g.declared_ && !chance.is_null() && !(chance.is_array() && chance.empty()))
      throw RpcError(kChanceRejected, "this game plays with a seed: it takes no declared chance");
    if (g.declared_) source = std::make_unique<ServeChance>(*g.data_->cards, chance);
  }
  std::size_t used() const { return source ? source->used() : std::size_t{0}; }
  bool may_pass_again() const { return static_cast<int>(steps.size()) < kMaxImplicitPasses; }
  void step(const Action& a, json decision) {
    Step st{t.round, t.phase, a, {}, used(), 0, std::move(decision)};
    EventSink events;
    engine_call([&] { g.engine_->apply(t, a, &events, source.get()); });
    st.done = g.applied(events, t);
    st.to = used();
    steps.push_back(std::move(st));
  }
  // The first `passes` steps are passes (listed in `passed`); a step after them is the action.
  void commit(std::size_t passes, std::vector<Passed>& passed) {
    if (source) source->check_all_used();
    g.s_ = std::move(t);
    g.legal_at_ = -1;
    for (std::size_t k = 0; k < steps.size(); ++k) {
      const Step& st = steps[k];
      g.log_action(st.round, st.phase, st.action, st.done, chance_slice(chance, st.from, st.to), k + 1 == steps.size());
      if (k < passes) passed.push_back(Passed{st.decision, st.action, st.done});
    }
  }
};

bool Game::apply_after_passes(const Finder& find, const json& chance, std::vector<Passed>& passed, Applied& done) {
  PassRun run(*this, chance);
  std::vector<Action> legal = engine_->legal_actions(run.t);
  int k = find(run.t, legal);
  for (Action pass; k < 0; k = find(run.t, legal)) {
    if (!run.may_pass_again() || !optional_pass(legal, pass)) return false;
    run.step(pass, decision_view(*engine_, run.t));
    legal = engine_->legal_actions(run.t);
  }
  const std::size_t passes = run.steps.size();
  run.step(legal[static_cast<std::size_t>(k)], nullptr);
  run.commit(passes, passed);
  done = run.steps.back().done;
  return true;
}

bool Game::finish(const json& chance, std::vector<Passed>& passed, GameState& stop) {
  PassRun run(*this, chance);  // the game changes only when the passes end it
  Action pass;
  while (!run.t.over) {
    if (!run.may_pass_again() || !optional_pass(engine_->legal_actions(run.t), pass)) {
      stop = std::move(run.t);
      return false;
    }
    run.step(pass, decision_view(*engine_, run.t));
  }
  run.commit(run.steps.size(), passed);
  return true;
}

// The action line exactly as LogWriter writes it (action_line: keys in alphabetical order,
// docs/log-format.md), built from the text already made for the answer.
void Game::log_action(int round, Phase phase, const Action& a, const Applied& done, const json& chance, bool last) {
  const Engine& e = *engine_;
  std::string line = "{\"action\":";
  line.append(action_to_json(e.cards(), a, e.rules().super_like() ? &e.board() : nullptr).dump());
  if (chance.is_array() && !chance.empty()) line.append(",\"chance\":").append(chance.dump());
  line.append(",\"events\":").append(done.events).append(",\"hash\":\"").append(done.hash);
  line.append("\",\"i\":").append(std::to_string(log_index_++)).append(",\"phase\":\"").append(phase_name(phase));
  line.append("\",\"player\":").append(std::to_string(a.player)).append(",\"round\":").append(std::to_string(round));
  line.append(",\"type\":\"action\"}\n");
  log_ << line;
  if (last && s_.over) writer_->result(s_);
}

std::size_t Game::suggest() {
  const auto& l = legal();
  return l.empty() ? 0 : policy_->choose(*engine_, s_, l);
}

std::size_t Game::held_bytes() {
  const auto logged = log_.tellp();
  return kGameBaseBytes + request_bytes_ + (logged > 0 ? static_cast<std::size_t>(logged) : 0);
}

std::vector<std::string> Game::log_lines() const {
  std::vector<std::string> out;
  const std::string text = log_.str();
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t nl = text.find('\n', at);
    const std::size_t end = nl == std::string::npos ? text.size() : nl;
    out.push_back(text.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

}  // namespace bm::serve
