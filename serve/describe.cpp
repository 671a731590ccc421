// The protocol's description as data (describe.hpp).
#include "bm/serve/describe.hpp"

#include "bm/serve/methods.hpp"

namespace bm::serve {

namespace {

// One entry per enumerator; a switch without a default, so the compiler (-Wswitch, an error in
// every preset) refuses an ErrorCode added without its name here.
ErrorCodeDoc doc_of(ErrorCode c) {
  switch (c) {
    case kParseError:
      return {c, "PARSE_ERROR", "not JSON (or nested deeper than 256 levels, or a key repeated in one object)"};
    case kInvalidRequest: return {c, "INVALID_REQUEST", "not a request"};
    case kMethodNotFound: return {c, "METHOD_NOT_FOUND", "unknown method"};
    case kInvalidParams: return {c, "INVALID_PARAMS", "bad params"};
    case kInternalError: return {c, "INTERNAL_ERROR", "internal"};
    case kLineTooLong: return {c, "LINE_TOO_LONG", "line too long"};
    case kUnknownGame: return {c, "UNKNOWN_GAME", "unknown game"};
    case kIllegalAction: return {c, "ILLEGAL_ACTION", "illegal action (data: rule, decision, legal actions)"};
    case kChanceNeeded: return {c, "CHANCE_NEEDED", "chance needed (data: need)"};
    case kChanceRejected: return {c, "CHANCE_REJECTED", "chance rejected"};
    case kTooManyGames: return {c, "SERVER_FULL", "server full (games or bytes held)"};
  }
  return {c, nullptr, nullptr};  // not an ErrorCode
}

}  // namespace

std::vector<ErrorCodeDoc> error_codes() {
  // JSON-RPC reserves -32768..-32000 for codes, and every ErrorCode is in it, so the walk finds
  // them all: by hundreds from -32700 down to -32000, each hundred from its round code on
  // (-32700, -32600, -32601, ..., -32000, -32001, ...), the order docs/protocol.md lists them.
  std::vector<ErrorCodeDoc> out;
  for (int hundred = 327; hundred >= 320; --hundred)
    for (int k = 0; k < 100; ++k) {
      const ErrorCodeDoc d = doc_of(static_cast<ErrorCode>(-(hundred * 100 + k)));
      if (d.name != nullptr) out.push_back(d);
    }
  return out;
}

nlohmann::json describe_protocol() {
  nlohmann::json methods_list = nlohmann::json::array();
  for (const Method& m : methods())
    methods_list.push_back({{"name", m.name}, {"summary", m.summary}, {"params", m.params}});
  nlohmann::json errors = nlohmann::json::array();
  for (const ErrorCodeDoc& e : error_codes())
    errors.push_back({{"code", static_cast<int>(e.code)}, {"name", e.name}, {"summary", e.summary}});
  return {{"protocol", {{"name", kProtocolName}, {"version", kProtocolVersion}}},
          {"methods", methods_list},
          {"errors", errors}};
}

}  // namespace bm::serve
