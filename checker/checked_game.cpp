#include "bm/checker/checked_game.hpp"

#include <exception>

#include "bm/log/log_writer.hpp"
#include "bm/play/policy.hpp"

namespace bm {

namespace {

CheckedGame run(const Engine& engine, const PlayChecked& p) {
  CheckedRun r(engine, p.players, p.seed, p.check, p.log);
  std::unique_ptr<Policy> policy;
  if (!p.forced && !p.choose) policy = make_policy(p.policy, p.seed);
  std::size_t next = 0;
  while (!r.done()) {
    const std::vector<Action>& legal = r.legal();
    const auto n = static_cast<std::uint32_t>(legal.size());
    std::uint32_t k = 0;
    if (p.choose) {
      if (n > 0 && !p.choose(n, k)) break;
    } else if (p.forced) {
      if (next >= p.forced->size()) break;
      k = (*p.forced)[next++];
    } else if (!legal.empty()) {
      k = static_cast<std::uint32_t>(policy->choose(engine, r.state(), legal));
    }
    r.apply(k);
  }
  return r.finish(p.verify_determinism || p.forced);  // the hash is only compared then
}

}  // namespace

CheckedRun::CheckedRun(const Engine& engine, int players, std::uint64_t seed, const CheckOptions& check, LogWriter* log)
    : engine_(&engine), log_(log), checker_(engine, check) {
  EventSink* sink = log_ ? &events_ : nullptr;  // events are only needed for the log
  try {
    if (log_) log_->header(seed, players);
    s_ = engine.start(players, seed, sink, nullptr, &checker_);
    if (log_) log_->setup(s_, events_);
  } catch (const std::exception& e) {
    checker_.fail(s_, "INV-LEGAL", std::string("the engine failed to set up the game: ") + e.what());
  }
  if (!checker_.failed()) checker_.after_setup(s_);
}

const std::vector<Action>& CheckedRun::legal() {
  engine_->legal_actions(s_, legal_);  // the run's one list, its capacity kept
  return legal_;
}

void CheckedRun::apply(std::uint32_t k) {
  const auto n = static_cast<std::uint32_t>(legal_.size());
  k = n == 0 ? 0 : k % n;
  const Action a = legal_.empty() ? Action{} : legal_[k];
  checker_.before_action(s_, legal_, a);
  if (checker_.failed()) return;
  out_.choices.push_back(k);
  out_.legal_sizes.push_back(n);
  const int round = s_.round;
  const Phase phase = s_.phase;
  events_.clear();
  EventSink* sink = log_ ? &events_ : nullptr;
  try {
    // The action is the legal list's own (the trusted apply); an empty list while
    // the game goes on goes to the checked apply, which refuses it (INV-LEGAL).
    if (legal_.empty()) engine_->apply(s_, a, sink, nullptr, &checker_);
    else engine_->apply_trusted(s_, a, sink, nullptr, &checker_);
  } catch (const std::exception& e) {
    checker_.apply_failed(s_, a, e.what());
    return;
  }
  if (log_) log_->action(round, phase, a, s_, events_);
  checker_.after_action(s_);
}

CheckedGame CheckedRun::finish(bool final_hash) {
  if (log_ && s_.over && !checker_.failed()) log_->result(s_);
  CheckedGame out = out_;
  out.failed = checker_.failed();
  if (out.failed) out.violation = checker_.violation();
  out.actions = s_.actions;
  out.over = s_.over;
  out.end_rule = s_.end_rule;
  if (final_hash) out.final_hash = engine_->hash(s_);
  out.exercised = checker_.exercised();
  out.coverage = checker_.coverage();
  out.consulted = checker_.consulted();
  return out;
}

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
