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

// "decided: ..." and the end decision's text (game/end_decision.hpp) when a tie on the score was
// broken (IP-4's tie-break, or turn order), ending with '\n'; empty otherwise. bm play's summary
// and bm replay's verdict print it, so both say the same about one game.
std::string tie_decided_text(const Engine& engine, const GameState& s);

}  // namespace bm::cli
