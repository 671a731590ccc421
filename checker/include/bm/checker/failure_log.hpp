#pragma once
// A checker finding as a v1 log (docs/log-format.md#violation): the shrunk game, replayable
// with `bm replay`, its header annotated with the invariant, its rule IDs and where it broke.
#include <cstdint>
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "bm/checker/shrink.hpp"

namespace bm {

class OutputDir;  // bm/core/file_write.hpp

struct FoundBy {
  std::string ruleset;  // the ruleset the campaign played (before shrinking)
  int players = 0;
  std::uint64_t seed = 0;
  std::string policy;
  std::uint64_t game = 0;  // the game's index in the campaign
  int actions = 0;         // actions of the original failing game
};

nlohmann::json violation_annotation(const Violation& v, const FoundBy& found, const ShrinkStats* shrink);

// Writes the log to `path` through a temporary file and a rename (never half a log).
void write_failure_log(const std::string& path, const CardSet& cards, const BoardDef& board, const FailingGame& g,
                       const nlohmann::json& annotation);
// The same, as the file `name` inside an output directory (bm check --out: never through a link).
void write_failure_log(OutputDir& dir, const std::string& name, const CardSet& cards, const BoardDef& board,
                       const FailingGame& g, const nlohmann::json& annotation);

}  // namespace bm
