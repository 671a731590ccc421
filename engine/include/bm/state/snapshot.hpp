#pragma once
// State snapshots (docs/snapshot.md): the complete GameState as readable JSON,
// hidden information (hands, deck order) and the RNG position included, and a
// self-describing document that names the ruleset, card set and board it belongs to.
// Loading validates everything (types, unknown and missing fields, ranges, card census,
// the engine's continuation) so that no snapshot that loads can crash the engine.
#include <array>
#include <string>

#include <nlohmann/json.hpp>

#include "bm/game/engine.hpp"
#include "bm/state/state.hpp"

namespace bm {

// The fields of a dungeon stack (a room slot), in a snapshot's state and in a position alike:
// one list for both readers.
inline constexpr std::array<const char*, 7> kRoomStackFields{
    "cards", "face_down", "deactivated", "bonus_damage", "used_this_round", "triggered_this_round", "tokens"};

constexpr const char* kSnapshotFormat = "bm-snapshot";
// 2.0: tasks and decisions write their payload fields by name (docs/snapshot.md); 1.x
// (positional a..e, ch_*) is still read.
constexpr int kSnapshotMajor = 2, kSnapshotMinor = 0;

// The game state as JSON (the "state" object): every field of GameState, cards written as
// card ids ("BMnnn" = copy 0, "BMnnn#2" = copy 2).
nlohmann::json state_to_json(const Engine& engine, const GameState& s);

// Reads it back. Validates everything and throws bm::InputError naming the JSON path
// ("<where>: state.players[1].hand[3]: ..."), what is wrong and what would be valid.
// `major`: the snapshot format the state is written in (1 or 2); 0 = tell from the state
// itself (format 1 writes the decision's field `a`), as for a log's snapshot line.
// `boundary`: a position's state at a phase boundary (state/position.hpp): no decision is
// pending and the agenda is empty until Engine::start_at enters the phase.
GameState state_from_json(const Engine& engine, const nlohmann::json& j, const std::string& where, int major = 0,
                          bool boundary = false);

// A self-describing snapshot document: format, version, ruleset (+ hash), card set id and
// hash, board id and hash (super/solo families only), player count and the state.
nlohmann::json snapshot_document(const Engine& engine, const GameState& s);

// Reads a document: checks format, major version, ruleset hash, card-set hash and board hash
// against `engine`, then the state (state_from_json).
GameState snapshot_from_document(const Engine& engine, const nlohmann::json& doc, const std::string& where);

}  // namespace bm
