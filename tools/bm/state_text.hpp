#pragma once
// A game state as indented text lines for people reading bm replay's output: who is where, every
// dungeon, the town or city, scores and what the engine waits for (from state_summary, the
// replay layer's JSON summary). Omniscient, like the log.
#include <string>

#include <nlohmann/json.hpp>

#include "bm/game/engine.hpp"

namespace bm::cli {

// Lines with a "  " prefix, ending with '\n'.
std::string state_summary_text(const Engine& engine, const GameState& s);

// A result's scores (docs/log-format.md#result-line), one line per player with a "  " prefix:
// "  player 0 Cleopatra (BM007): 10 souls, 1 wounds, winner". Empty without scores.
std::string result_text(const CardSet& cards, const nlohmann::json& result);

}  // namespace bm::cli
