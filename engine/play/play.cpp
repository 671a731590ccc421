#include "bm/play/play.hpp"

#include "bm/log/chance_json.hpp"
#include "bm/play/policy.hpp"

namespace bm {

GameState play_game(const Engine& engine, const PlayOptions& opt, LogWriter* log, Observer* observer) {
  auto policy = make_policy(opt.policy, opt.seed);
  EventSink events;
  EventSink* ev = log ? &events : nullptr;
  RecordingChance recording(engine.cards(), opt.seed);
  ChanceSource* chance = opt.declared_chance ? &recording : nullptr;
  if (log) log->header(opt.seed, opt.players);
  GameState s = engine.start(opt.players, opt.declared_chance ? 0 : opt.seed, ev, chance, observer);
  if (log) log->setup(s, events, recording.take());
  // One legal list for the whole game (its capacity kept); the action is taken from it, so the
  // trusted apply skips a second legality check (Engine::apply_trusted).
  std::vector<Action> legal;
  while (!s.over) {
    engine.legal_actions(s, legal);
    const Action a = legal[policy->choose(engine, s, legal)];
    if (log) {
      events.clear();
      const int round = s.round;
      const Phase phase = s.phase;
      engine.apply_trusted(s, a, ev, chance, observer);
      log->action(round, phase, a, s, events, recording.take());
    } else {
      engine.apply_trusted(s, a, nullptr, chance, observer);
    }
  }
  if (log) log->result(s);
  return s;
}

}  // namespace bm
