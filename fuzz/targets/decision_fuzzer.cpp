// Decision fuzzer (issue 6): the input's first bytes choose the preset, player count, card set
// and seed; each further byte chooses among the legal actions (fuzz/decision_input.hpp). Every
// invariant of the checker (docs/invariants.md) runs after every action and at every event,
// the costlier whole-state checks sampled as in `bm check` (decision_check_options); a
// violation, an exception out of the engine or a sanitizer report is a finding.
// `bm fuzz log INPUT -o finding.jsonl` turns a finding into a v1 log (shrunk, replayable).
#include <cstddef>
#include <cstdint>

#include "fuzz/decision_input.hpp"
#include "fuzz/targets/finding.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const bm::CheckOptions check = bm::decision_check_options();
  const bm::DecisionGame g = bm::play_decision_input(data, size, check);
  if (g.game.failed)
    bm::fuzz::finding("decision_fuzzer", g.game.violation.to_text(),
                      "read it as a game: bm fuzz log <crash-file> -o finding.jsonl (then bm replay finding.jsonl)");
  return 0;
}
