#pragma once
// The rule an engine refusal cites (Engine::explain_illegal: "illegal action: ...\n  rule: S-BOARD-6: ...").
#include <string>

#include "bm/replay/replay.hpp"

namespace bm::test {

// The first rule ID of the message's "rule:" line; "" when it has none.
inline std::string refusal_rule(const std::string& message) {
  const std::string tag = "\n  rule: ";
  const auto at = message.find(tag);
  if (at == std::string::npos) return "";
  const auto from = at + tag.size();
  const auto ids = rule_ids_in(message.substr(from, message.find('\n', from) - from));
  return ids.empty() ? "" : ids.front();
}

}  // namespace bm::test
