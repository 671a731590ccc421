#pragma once
// A compact, readable picture of a game state for people reading a replay report (issue 4):
// who is where, every dungeon, the town or city, scores and what the engine waits for. Used by
// divergence reports, `bm replay --until N` and `--show-state`. Omniscient, like the log.
#include <string>

#include <nlohmann/json.hpp>

#include "game/engine.hpp"

namespace bm {

nlohmann::json state_summary(const Engine& engine, const GameState& s);
// The same as indented text lines ("  " prefix), ending with '\n'.
std::string state_summary_text(const Engine& engine, const GameState& s);

}  // namespace bm
