#pragma once
// A compact picture of a game state for a replay report: who is where, every dungeon,
// the town or city, scores and what the engine waits for, as JSON (ReplayVerdict::state; bm
// replay renders it as text in tools/bm/state_text.cpp). Omniscient, like the log.
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "bm/game/engine.hpp"

namespace bm {

nlohmann::json state_summary(const Engine& engine, const GameState& s);

}  // namespace bm
