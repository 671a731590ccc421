#pragma once
// The methods of bm serve, one handler each (docs/protocol.md#methods). Every handler takes
// the request's params object and returns the result, or throws RpcError.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/serve/rpc.hpp"
#include "bm/serve/session.hpp"

namespace bm::serve {

// The most games one server holds at once.
constexpr std::size_t kMaxGames = 1024;

// The games of one server, by id ("g1", "g2", ... in the order they were started: a session
// replayed gives the same ids).
struct Games {
  std::map<std::string, std::unique_ptr<Game>> by_id;
  long next = 1;
  // `bm serve --set OPTION=VALUE`: applied to the ruleset of every `start`, before its own `set`.
  std::vector<OptionSetting> default_set;
  // The bytes of games this server holds at most (`bm serve --max-held-bytes`; handshake
  // limits.max_held_bytes).
  std::size_t max_held_bytes = kMaxHeldBytes;
  Game& find(const nlohmann::json& params);  // params.game; throws kUnknownGame
  // Throws kTooManyGames when the server holds kMaxGames games, or when `bytes` more (a new
  // game's count, Game::held_bytes) would pass max_held_bytes.
  void check_room(std::size_t bytes);
  std::string add(std::unique_ptr<Game> g);  // check_room, then adds it
  std::size_t held_bytes() const;
};

// A method's result: a JSON value, or (the fast path of `apply`) the result's JSON text.
struct Answer {
  Answer(nlohmann::json v) : value(std::move(v)) {}  // NOLINT: every handler returns a value
  explicit Answer(std::string text) : raw(std::move(text)) {}
  nlohmann::json value;
  std::string raw;  // used when not empty
};

struct Method {
  const char* name;
  const char* summary;
  std::vector<const char*> params;  // every parameter it takes (others are refused)
  Answer (*run)(Games& games, const nlohmann::json& params);
};

const std::vector<Method>& methods();
const Method* find_method(const std::string& name);

}  // namespace bm::serve
