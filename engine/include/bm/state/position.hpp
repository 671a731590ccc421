#pragma once
// Engine-neutral positions (docs/protocol.md#positions, docs/protocol/position.schema.json):
// the zones and counters of a game at a phase boundary, as another engine could know them.
// Cards are design ids ("BM015"); decks and discard piles are lists top card first; no agenda,
// no RNG state, no pending decision. Loading one builds the GameState and lets the engine
// enter the named phase (Engine::start_at) up to the first decision.
#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "bm/game/engine.hpp"
#include "bm/state/state.hpp"

namespace bm {

// Starts a game from `position`: validates it (unknown or missing fields, card census, ranges;
// bm::InputError naming the JSON path), then enters its phase. `seed` seeds the RNG for the
// chance the game draws later (a declared-chance game passes `chance` instead).
GameState start_from_position(const Engine& engine, const nlohmann::json& position, const std::string& where,
                              std::uint64_t seed, EventSink* events = nullptr, ChanceSource* chance = nullptr);

}  // namespace bm
