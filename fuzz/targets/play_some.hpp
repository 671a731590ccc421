#pragma once
// Reader fuzzers go one step further than "it loaded": whatever a reader accepts must also be
// playable. A few actions, chosen with the project's own RNG; an exception out of the engine
// after a successful setup, or a violation, is a finding (a reader accepted something the
// engine cannot run, or the engine is wrong).
#include <cstdint>
#include <exception>
#include <string>

#include "bm/checker/game_checker.hpp"
#include "bm/core/error.hpp"
#include "bm/core/rng.hpp"
#include "fuzz/targets/finding.hpp"
#include "bm/game/engine.hpp"

namespace bm::fuzz {

// The checker's options for games built from outside input.
inline CheckOptions outside_input() {
  CheckOptions c;
  c.allow_safety_net = true;  // the input may set max_rounds / max_actions as low as it likes
  return c;
}

// Plays up to `max_actions` from `s`. `checker` (null: none) watches every action and event;
// it can only follow a game from its setup, where its tracking starts.
inline void play_some(const Engine& engine, GameState s, std::uint64_t seed, int max_actions, const char* target,
                      GameChecker* checker) {
  Rng rng(seed);
  for (int i = 0; i < max_actions && !s.over; ++i) {
    const auto legal = engine.legal_actions(s);
    if (legal.empty())
      finding(target, "INV-LEGAL (C-5, C-12): a game that is not over has no legal action",
              "the input is the reproducer");
    const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    if (checker) checker->before_action(s, legal, a);
    try {
      engine.apply(s, a, nullptr, nullptr, checker);
    } catch (const std::exception& e) {
      finding(target, std::string("a legal action threw: ") + e.what(), "the input is the reproducer");
    }
    if (!checker) continue;
    checker->after_action(s);
    if (checker->failed()) finding(target, checker->violation().to_text(), "the input is the reproducer");
  }
}

// Sets up a game (a rejection with InputError is a fine outcome) and plays a few actions under
// the checker.
inline void start_and_play(const Engine& engine, int players, std::uint64_t seed, int max_actions, const char* target) {
  GameState s;
  GameChecker checker(engine, outside_input());
  try {
    s = engine.start(players, seed, nullptr, nullptr, &checker);
  } catch (const InputError&) { return; }
  checker.after_setup(s);
  if (checker.failed()) finding(target, checker.violation().to_text(), "the input is the reproducer");
  play_some(engine, std::move(s), seed, max_actions, target, &checker);
}

}  // namespace bm::fuzz
