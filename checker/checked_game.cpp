#include "bm/checker/checked_game.hpp"

#include <exception>

#include "bm/log/log_writer.hpp"
#include "bm/play/policy.hpp"

namespace bm {

namespace {

CheckedGame run(const Engine& engine, const PlayChecked& p) {
  CheckedGame out;
  GameChecker checker(engine, p.check);
  std::unique_ptr<Policy> policy;
  if (!p.forced && !p.choose) policy = make_policy(p.policy, p.seed);
  EventSink events;
  EventSink* sink = p.log ? &events : nullptr;  // events are only needed for the log
  GameState s;
  try {
    if (p.log) p.log->header(p.seed, p.players);
    s = engine.start(p.players, p.seed, sink, nullptr, &checker);
    if (p.log) p.log->setup(s, events);
  } catch (const std::exception& e) {
    checker.fail(s, "INV-LEGAL", std::string("the engine failed to set up the game: ") + e.what());
  }
  if (!checker.failed()) checker.after_setup(s);
  std::size_t next = 0;
  std::vector<Action> legal;  // one list for the game, its capacity kept
  while (!s.over && !checker.failed()) {
    engine.legal_actions(s, legal);
    const auto n = static_cast<std::uint32_t>(legal.size());
    std::uint32_t k = 0;
    if (p.choose) {
      if (n > 0 && !p.choose(n, k)) break;
      k = n == 0 ? 0 : k % n;
    } else if (p.forced) {
      if (next >= p.forced->size()) break;
      const std::uint32_t want = (*p.forced)[next++];
      k = legal.empty() ? 0 : want % n;
    } else if (!legal.empty()) {
      k = static_cast<std::uint32_t>(policy->choose(engine, s, legal));
    }
    const Action a = legal.empty() ? Action{} : legal[k];
    checker.before_action(s, legal, a);
    if (checker.failed()) break;
    out.choices.push_back(k);
    out.legal_sizes.push_back(n);
    const int round = s.round;
    const Phase phase = s.phase;
    events.clear();
    try {
      // The action is the legal list's own (issue 32 §1: the trusted apply); an empty list while
      // the game goes on goes to the checked apply, which refuses it (INV-LEGAL).
      if (legal.empty()) engine.apply(s, a, sink, nullptr, &checker);
      else engine.apply_trusted(s, a, sink, nullptr, &checker);
    } catch (const std::exception& e) {
      checker.apply_failed(s, a, e.what());
      break;
    }
    if (p.log) p.log->action(round, phase, a, s, events);
    checker.after_action(s);
  }
  if (p.log && s.over && !checker.failed()) p.log->result(s);
  out.failed = checker.failed();
  if (out.failed) out.violation = checker.violation();
  out.actions = s.actions;
  out.over = s.over;
  out.end_rule = s.end_rule;
  if (p.verify_determinism || p.forced) out.final_hash = engine.hash(s);  // only compared then
  out.exercised = checker.exercised();
  out.coverage = checker.coverage();
  out.consulted = checker.consulted();
  return out;
}

}  // namespace

CheckedGame play_checked(const Engine& engine, const PlayChecked& p) {
  CheckedGame out = run(engine, p);
  if (out.failed || !p.verify_determinism) return out;
  // INV-DETERMINISM: the same seed and choices give the same game.
  PlayChecked again = p;
  again.forced = &out.choices;
  again.choose = nullptr;
  again.log = nullptr;
  again.verify_determinism = false;
  const CheckedGame second = run(engine, again);
  out.exercised[static_cast<std::size_t>(Inv::Determinism)] += 1;
  if (second.failed || second.actions != out.actions || second.final_hash != out.final_hash ||
      second.over != out.over) {
    out.failed = true;
    out.violation.invariant = "INV-DETERMINISM";
    out.violation.rules = "brief: determinism";
    out.violation.message = "playing the same seed and " + std::to_string(out.choices.size()) + " choices again gave " +
                            std::to_string(second.actions) + " actions and hash " + std::to_string(second.final_hash) +
                            " instead of " + std::to_string(out.actions) + " and " + std::to_string(out.final_hash);
    out.violation.action = out.actions;
  }
  return out;
}

}  // namespace bm
