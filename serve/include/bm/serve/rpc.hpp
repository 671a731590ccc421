#pragma once
// The JSON-RPC 2.0 shape of bm serve (docs/protocol.md): a request is one JSON object per line
// {"jsonrpc":"2.0","id":ID,"method":NAME,"params":{...}}; the answer is one line with the same
// id and either "result" or "error" {"code","message"[,"data"]}. Every request needs an id
// (bm serve has no notifications), so every line gets exactly one answer.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace bm::serve {

constexpr const char* kProtocolName = "bm-serve";
constexpr const char* kProtocolVersion = "1.2";  // docs/protocol.md#versions: what each version added

// Error codes (docs/protocol.md#error-codes). -32700..-32603 are JSON-RPC's own.
enum ErrorCode : int {
  kParseError = -32700,      // the line is not JSON
  kInvalidRequest = -32600,  // JSON, but not a request (no id, no method, not an object)
  kMethodNotFound = -32601,
  kInvalidParams = -32602,   // a missing, unknown or wrongly typed parameter; invalid rules/cards/board
  kInternalError = -32603,   // a bug in bm: please report it
  kLineTooLong = -32000,     // the line is longer than the cap (1 MiB); the rest of it is skipped
  kUnknownGame = -32001,     // no game with this id (never started, or ended)
  kIllegalAction = -32002,   // the action is not legal now; data: rule, decision, legal actions
  kChanceNeeded = -32003,    // a declared-chance game needs an outcome the request did not supply
  kChanceRejected = -32004,  // a supplied outcome was impossible, malformed or not used
  kTooManyGames = -32005,    // the server already holds kMaxGames games, or kMaxHeldBytes
};

// The longest request line (docs/protocol.md#limits): a snapshot document or a whole card set
// fits many times over.
constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;
// The most bytes of games one server holds by default (docs/protocol.md#framing, handshake
// `limits.max_held_bytes`; `bm serve --max-held-bytes` sets another, between kMinHeldBytesLimit
// and kMaxHeldBytesLimit): each game counts kGameBaseBytes, plus the JSON text of
// the request that made it (a card set, board or ruleset object the client sent; a built-in one
// is named, shared and counts a few bytes), plus its log so far. A `start` or `load` that would pass it is refused
// (-32005), so 1024 games of a large custom card set cannot take gigabytes.
constexpr std::size_t kMaxHeldBytes = std::size_t{256} << 20;
constexpr std::uint64_t kMinHeldBytesLimit = kMaxLineBytes;  // one request line's worth
constexpr std::uint64_t kMaxHeldBytesLimit = std::uint64_t{1} << 40;
constexpr std::size_t kGameBaseBytes = std::size_t{64} << 10;

// The most positions one `perft` request may visit (docs/protocol.md#perft, handshake
// `limits.max_perft_nodes`): about two seconds of counting, so one request cannot hold the server
// for hours. A count that would visit more is refused (-32602) and nothing else changes.
constexpr std::uint64_t kMaxPerftNodes = 1000000;

// Thrown by a method handler: becomes the error answer to the request.
class RpcError : public std::runtime_error {
 public:
  RpcError(int code, const std::string& message, nlohmann::json data = nullptr)
      : std::runtime_error(message), code_(code), data_(std::move(data)) {}
  int code() const { return code_; }
  const nlohmann::json& data() const { return data_; }

 private:
  int code_;
  nlohmann::json data_;
};

nlohmann::json error_response(const nlohmann::json& id, int code, const std::string& message,
                              const nlohmann::json& data = nullptr);
nlohmann::json result_response(const nlohmann::json& id, nlohmann::json result);

// Parameter readers: each throws RpcError(kInvalidParams) naming the parameter.
const nlohmann::json& param(const nlohmann::json& params, const char* name);  // required
bool has_param(const nlohmann::json& params, const char* name);
std::string string_param(const nlohmann::json& params, const char* name);
int int_param(const nlohmann::json& params, const char* name, int lo, int hi);
// Rejects parameters other than `allowed` (a typo must not be ignored silently).
void only_params(const nlohmann::json& params, const std::vector<const char*>& allowed);

}  // namespace bm::serve
