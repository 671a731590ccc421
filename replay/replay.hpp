#pragma once
// Re-executes a v1 log with the engine and compares everything it recorded: each action's
// legality, every event, every state hash, the final result. Stops at the first disagreement.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "cards/card_set.hpp"
#include "game/engine.hpp"
#include "rules/ruleset.hpp"

namespace bm {

struct ReplayVerdict {
  bool ok = false;
  bool input_error = false;   // unreadable / invalid log (exit 2), vs a divergence (exit 1)
  std::string message;        // what went wrong, with rule IDs where they apply
  int line = 0;               // 1-based line of the log where it went wrong
  int action_index = -1;
  int round = 0;
  std::string phase;
  int player = -1;
  nlohmann::json expected;    // what the log says
  nlohmann::json actual;      // what the engine produced
  std::vector<std::string> legal;  // legal actions when the logged one was illegal
  int actions = 0;            // actions replayed
  nlohmann::json result;      // the engine's result (when the game ended)
  nlohmann::json to_json() const;
};

struct ReplayOptions {
  const CardSet* cards = nullptr;  // null: the built-in set (must match the header's hash)
  int until = -1;                  // stop after this action index (-1: the whole log)
  const BoardDef* board = nullptr; // null: the built-in Super board (must match the header's hash)
};

ReplayVerdict replay_log_file(const std::string& path, const ReplayOptions& opt);
ReplayVerdict replay_log_text(const std::string& text, const std::string& name, const ReplayOptions& opt);

}  // namespace bm
