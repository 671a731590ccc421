#pragma once
// Reads what a game is played with from request parameters (docs/protocol.md#start):
// `rules` (a preset name or a ruleset object) with `set` overrides, `cards` (a built-in set id
// or a card-set object), `board` ("super" or a board object). Nothing is read from files:
// a front end sends data, never paths. Throws RpcError(kInvalidParams) naming what is wrong.
#include <memory>

#include <nlohmann/json.hpp>

#include "bm/serve/session.hpp"

namespace bm::serve {

// `rules_json`: the ruleset (preset name or object); for `load` it is the snapshot's.
// `defaults`: settings applied before the params' `set` (bm serve --set; `start` only).
std::unique_ptr<GameData> game_data(const nlohmann::json& rules_json, const nlohmann::json& params,
                                    const std::vector<OptionSetting>& defaults = {});
// The player count `start` plays when the request gives none (the handshake's presets[].players.default):
// 2, solo 1, bm2 at 5-6 players (bm2-6p) 5.
int default_players(const Ruleset& r);
// The options of bm play's defaults: players (family default), seed or declared chance, policy.
StartOptions start_options(const GameData& d, const nlohmann::json& params);

}  // namespace bm::serve
