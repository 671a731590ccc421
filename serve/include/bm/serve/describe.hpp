#pragma once
// The protocol's description as data (docs/protocol.md#the-description): its name and version,
// every method with its parameters (methods()), every error code with its name (ErrorCode).
// `bm serve --describe` prints it; tools/protocol/generate_clients.py writes the clients'
// protocol tables from it, so no client copies a code or a method name by hand.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/serve/rpc.hpp"

namespace bm::serve {

struct ErrorCodeDoc {
  ErrorCode code;
  const char* name;     // the constant's name in every client: ILLEGAL_ACTION
  const char* summary;  // a few words: what the answer means
};

// Every ErrorCode, in the order of its values (JSON-RPC's own first, then bm's).
std::vector<ErrorCodeDoc> error_codes();

// {"protocol":{"name","version"},"methods":[{"name","summary","params"}],
//  "errors":[{"code","name","summary"}]}
nlohmann::json describe_protocol();

}  // namespace bm::serve
