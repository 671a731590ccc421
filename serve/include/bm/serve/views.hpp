#pragma once
// What bm serve shows of a game: the public state (names with ids), the legal actions with a
// one-line description each, the result, and an illegal action's error (docs/protocol.md).
#include <nlohmann/json.hpp>

#include "bm/game/engine.hpp"
#include "bm/serve/rpc.hpp"
#include "bm/serve/session.hpp"

namespace bm::serve {

nlohmann::json card_ref(const CardSet& cs, int instance);  // {"id","name"}
nlohmann::json public_state(const Game& g);
// The same view of any engine state (the replay viewer's steps, steps/steps.hpp).
nlohmann::json public_state(const Engine& e, const GameState& s);
nlohmann::json legal_view(const Engine& e, const GameState& s, const std::vector<Action>& legal);
nlohmann::json action_json(const Engine& e, const Action& a);  // the log's form
// {"over":false} or the log's result line without its "type".
nlohmann::json result_view(const Engine& e, const GameState& s);
// The decision the engine waits for: {"player","kind","text"} (null when the game is over).
nlohmann::json decision_view(const Engine& e, const GameState& s);
// The first rule ID in a text ("G-3: only rooms are built" -> "G-3"), or "".
std::string first_rule_id(const std::string& text);
// kIllegalAction with the rule, the decision, round, phase and the legal alternatives.
RpcError illegal_error(const Engine& e, const GameState& s, const Action& a, const std::vector<Action>& legal);

// kIllegalAction for an action sent for `player` when another player must decide.
RpcError wrong_player_error(const Engine& e, const GameState& s, int player, const std::vector<Action>& legal);

}  // namespace bm::serve
