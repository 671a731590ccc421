#pragma once
// Every field of a replay verdict a caller sees, as one line: the replayer's tests compare the
// verdicts of two paths (fast and reference, own and foreign form, cached and not) with it.
#include <string>

#include "bm/replay/replay.hpp"

namespace bm::test {

inline std::string verdict_text(const ReplayVerdict& v) {
  return v.to_json().dump() + " decision=" + v.decision + " events=" + std::to_string(v.events_checked) +
         " hashes=" + std::to_string(v.hashes_checked);
}

}  // namespace bm::test
