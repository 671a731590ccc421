// Log reader fuzzer (issue 6): any bytes given to the replayer (docs/log-format.md) give a
// verdict (valid, divergence or invalid input); never a crash, a hang, a leak or an exception.
// Every action of a log that replays is checked by the invariant catalog (bm replay --check):
// a valid game that breaks an invariant is an engine bug, and a finding.
#include <cstddef>
#include <cstdint>
#include <memory>

#include "checker/game_checker.hpp"
#include "fuzz/targets/finding.hpp"
#include "replay/replay.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bm::ReplayOptions opt;
  opt.check_always = true;
  opt.monitor = [](const bm::Engine& e) -> std::unique_ptr<bm::GameMonitor> { 
    bm::CheckOptions c;
    c.allow_safety_net = true;  // a log's ruleset may set max_rounds / max_actions as low as it likes
    return std::make_unique<bm::GameChecker>(e, c);
  };
  const bm::ReplayVerdict v = bm::replay_log_text(bm::fuzz::text_of(data, size), "fuzz.jsonl", opt);
  // A log that starts from a state line (a scenario) starts the checker in the middle of a game:
  // what it tracks from the setup (heroes sent to landmarks, builds this phase) is unknown, and
  // the state may be one that the scenario built by hand. Only games from a setup count.
  if (v.what == "invariant" && !v.snapshot_start)
    bm::fuzz::finding("log_fuzzer", "line " + std::to_string(v.line) + ": " + v.message,
                      "the input is a log: bm replay --check <crash-file>");
  return 0;
}
