#pragma once
// Plays one complete game with a policy for every seat, optionally writing the v1 log.
#include <cstdint>
#include <string>

#include "bm/game/engine.hpp"
#include "bm/log/log_writer.hpp"

namespace bm {

struct PlayOptions {
  int players = 2;
  std::uint64_t seed = 1;
  std::string policy = "random";
  // Declared chance (docs/log-format.md#declared-chance): outcomes come from a recording
  // source seeded with `seed` and are written on the log lines instead of a seed.
  bool declared_chance = false;
};

// Returns the final state. `log` may be null (no events are collected then: fast path).
// `observer` sees the events and the options consulted (Observer, game/event.hpp); observing
// changes nothing in the game.
GameState play_game(const Engine& engine, const PlayOptions& opt, LogWriter* log = nullptr,
                    Observer* observer = nullptr);

}  // namespace bm
