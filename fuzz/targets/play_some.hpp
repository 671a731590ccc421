#pragma once
// Parser fuzzers go one step further than "it loaded": whatever a reader accepts must also be
// playable. A few actions under the invariant checker; an exception out of the engine after a
// successful setup, or a violation, is a finding (a reader accepted something the engine
// cannot run, or the engine is wrong).
#include <cstdint>
#include <exception>
#include <string>

#include "checker/game_checker.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"
#include "fuzz/targets/finding.hpp"
#include "game/engine.hpp"

namespace bm::fuzz {

// `checked`: run the checker too (only from a game's setup: its tracking starts there).
inline CheckOptions outside_input() {
  CheckOptions c;
  c.allow_safety_net = true;  // the input may set max_rounds / max_actions as low as it likes
  return c;
}

inline void play_some(const Engine& engine, const GameState& start, std::uint64_t seed, int max_actions, const char* target,
                      GameChecker* checker_or_null) {
  GameChecker unused(engine, outside_input());
  GameChecker& checker = checker_or_null ? *checker_or_null : unused;
  Observer* obs = checker_or_null;
  GameState s = start;
  std::uint64_t x = seed;
  for (int i = 0; i < max_actions && !s.over; ++i) {
    const auto legal = engine.legal_actions(s);
    if (legal.empty()) finding(target, "a game that is not over has no legal action (G-1)", "the input is the reproducer");
    x = x * 6364136223846793005ULL + 1442695040888963407ULL;  // a plain LCG: only a spread of choices
    const Action a = legal[static_cast<std::size_t>((x >> 33) % legal.size())];
    if (obs) checker.before_action(s, legal, a);
    try {
      engine.apply(s, a, nullptr, nullptr, obs);
    } catch (const std::exception& e) {
      finding(target, std::string("a legal action threw: ") + e.what(), "the input is the reproducer");
    }
    if (!obs) continue;
    checker.after_action(s);
    if (checker.failed()) finding(target, checker.violation().to_text(), "the input is the reproducer");
  }
}

// Sets up a game (a rejection with InputError is a fine outcome) and plays a few actions.
inline void start_and_play(const Engine& engine, int players, std::uint64_t seed, int max_actions, const char* target) {
  GameState s;
  GameChecker checker(engine, outside_input());
  try {
    s = engine.start(players, seed, nullptr, nullptr, &checker);
  } catch (const InputError&) {
    return;
  }
  checker.after_setup(s);
  if (checker.failed()) finding(target, checker.violation().to_text(), "the input is the reproducer");
  play_some(engine, s, seed, max_actions, target, &checker);
}

}  // namespace bm::fuzz
