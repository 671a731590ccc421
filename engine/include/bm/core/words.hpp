#pragma once
// Lists said in words in messages and verdicts: "P0", "P0 and P2", "classic, bm2 and super".
// The one place that joins them, so every message lists the same way.
#include <string>
#include <vector>

namespace bm {

// "a", "a and b", "a, b and c"; "" for none.
inline std::string list_in_words(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    out.append(i == 0 ? "" : i + 1 == items.size() ? " and " : ", ");
    out.append(items[i]);
  }
  return out;
}

}  // namespace bm
