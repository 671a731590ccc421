// Decision fuzzer (short executions): the input's first byte chooses a
// start, a cached mid-game position (a preset, players, card set, seed and policy played to some
// depth); each further byte chooses among the legal actions, for at most 30 decisions
// (fuzz/decision_input.hpp). Every invariant of the checker (docs/invariants.md) runs after every
// action and at every event, the costlier whole-state checks sampled as in `bm check`
// (decision_check_options); a violation, an exception out of the engine or a sanitizer report
// is a finding. `bm fuzz log INPUT -o finding.jsonl` turns a finding into a v1 log from the
// setup (the start's prefix, then the fuzzed decisions; shrunk, replayable).
#include <cstddef>
#include <cstdint>

#include "fuzz/decision_input.hpp"
#include "fuzz/targets/finding.hpp"

#ifdef BM_MUTATIONS
#include <cstdio>
#include <cstdlib>

#include "bm/core/mutation.hpp"
#endif

// Plays every start's prefix once, before the first input (libFuzzer calls this first; the
// standalone driver, fuzz/standalone_main.cpp, too), so no input is credited with the coverage
// of building the table.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
#ifdef BM_MUTATIONS
  // TEST-ONLY (docs/fuzzing.md#does-it-find-rule-bugs): in a build with -DBM_MUTATIONS=1,
  // BM_MUTANT=NAME injects one of the known rule bugs of engine/include/bm/core/mutation.hpp, to measure
  // how fast the fuzzer finds it. Never part of the fuzz preset or ClusterFuzzLite.
  if (const char* m = std::getenv("BM_MUTANT")) {
    if (!bm::select_mutant(m)) {
      std::fprintf(stderr, "decision_fuzzer: BM_MUTANT='%s': unknown mutant\n", m);
      std::exit(2);
    }
    std::fprintf(stderr, "decision_fuzzer: TEST-ONLY mutant '%s' is active\n", m);
  }
#endif
  bm::build_decision_starts();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const bm::DecisionGame g = bm::play_decision_input(data, size);
  if (g.game.failed)
    bm::fuzz::finding("decision_fuzzer", g.game.violation.to_text(),
                      "read it as a game: bm fuzz log <crash-file> -o finding.jsonl (then bm replay finding.jsonl)");
  return 0;
}
