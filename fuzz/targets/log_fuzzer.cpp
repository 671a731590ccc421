// Log reader fuzzer: any bytes given to the replayer (docs/log-format.md) give a
// verdict (valid, divergence or invalid input); never a crash, a hang, a leak or an exception.
// Every action of a log that replays is checked by the invariant catalog (bm replay --check):
// a valid game that breaks an invariant is an engine bug, and a finding. The same log replayed
// without checking (the fast path), once with simdjson's reader of foreign lines
// and once without, must give the same verdict.
// The visualizer draws every log that reads, as bm viz and bm replay --viz would:
// its DOT must parse with Graphviz's own parser (libcgraph).
#include <cstddef>
#include <cstdint>
#include <memory>

#include "bm/checker/game_checker.hpp"
#include "bm/core/error.hpp"
#include "fuzz/targets/finding.hpp"
#include "bm/replay/replay.hpp"
#include "bm/viz/dot.hpp"
#include "bm/viz/render.hpp"
#include "bm/viz/timeline.hpp"

namespace {

void check_dot(const std::string& dot, const char* what) {
  const std::string err = bm::viz::dot_parse_error(dot);
  if (!err.empty())
    bm::fuzz::finding("log_fuzzer", std::string(what) + ": the DOT does not parse: " + err,
                      "the input is a log: bm viz <crash-file>");
}

// Two replays of the same log that must agree: the same verdict, line and message.
void same_verdict(const bm::ReplayVerdict& a, const bm::ReplayVerdict& b, const char* how_a, const char* how_b) {
  if (a.ok == b.ok && a.input_error == b.input_error && a.what == b.what && a.line == b.line && a.message == b.message)
    return;
  bm::fuzz::finding("log_fuzzer",
                    std::string("the replay's verdict depends on how it reads: ") + how_a + " says line " +
                        std::to_string(a.line) + " " +
                        (a.ok ? "ok" : std::string(bm::replay_what_name(a.what)) + ": " + a.message) + "; " + how_b +
                        " says line " + std::to_string(b.line) + " " +
                        (b.ok ? "ok" : std::string(bm::replay_what_name(b.what)) + ": " + b.message),
                    "the input is a log: bm replay <crash-file>, with and without BM_NO_SIMDJSON=1 and --check");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bm::ReplayOptions opt;
  opt.check_always = true;
  opt.monitor = [](const bm::Engine& e) -> std::unique_ptr<bm::GameMonitor> {
    bm::CheckOptions c;
    c.allow_safety_net = true;  // a log's ruleset may set max_rounds / max_actions as low as it likes
    return std::make_unique<bm::GameChecker>(e, c);
  };
  const std::string text = bm::fuzz::text_of(data, size);
  // bm replay without --check: the fast path that compares bm's own lines byte for byte, the
  // header cache, and foreign lines written canonically by simdjson On-Demand or by nlohmann.
  // The verdict must be the same with either reader, and the same as the checked
  // replay's below wherever that one did not stop at an invariant (checking only adds those).
  bm::ReplayOptions plain;
  const bm::ReplayVerdict fast = bm::replay_log_text(text, "fuzz.jsonl", plain);
  plain.simdjson = false;
  const bm::ReplayVerdict slow = bm::replay_log_text(text, "fuzz.jsonl", plain);
  same_verdict(fast, slow, "simdjson On-Demand", "nlohmann alone");
  // bm replay --json and bm validate write the verdict as JSON whatever the log held.
  try {
    (void)fast.to_json().dump();
  } catch (const nlohmann::json::exception& e) {
    bm::fuzz::finding("log_fuzzer", std::string("the verdict cannot be written as JSON: ") + e.what(),
                      "the input is a log: bm replay --json <crash-file>");
  }
  // The log as its file records it (bm viz --source log): drawn without the engine.
  bool readable = true;
  bm::viz::Timeline recorded;
  try {
    recorded = bm::viz::timeline_from_log(text, "fuzz.jsonl", nullptr, nullptr);
    check_dot(bm::viz::timeline_dot(recorded), "bm viz --source log");
  } catch (const bm::InputError&) { readable = false; }
  bm::viz::ReplayedTimeline r;
  try {
    r = bm::viz::timeline_from_replay(text, "fuzz.jsonl", opt);
  } catch (const bm::InputError&) {
    return 0;  // an invalid log: rejected with a message, as bm replay does
  }
  const bm::ReplayVerdict& v = r.verdict;
  // A log that starts from a state line (a scenario) starts the checker in the middle of a game:
  // what it tracks from the setup (heroes sent to landmarks, builds this phase) is unknown, and
  // the state may be one that the scenario built by hand. Only games from a setup count.
  if (v.what == bm::ReplayWhat::invariant && !v.snapshot_start)
    bm::fuzz::finding("log_fuzzer", "line " + std::to_string(v.line) + ": " + v.message,
                      "the input is a log: bm replay --check <crash-file>");
  check_dot(bm::viz::timeline_dot(r.timeline), "bm viz");
  if (v.what != bm::ReplayWhat::invariant) same_verdict(fast, v, "bm replay", "bm replay --check");
  if (!v.ok && readable) {
    // bm replay --viz: the log's account beside the engine's, the divergence marked.
    bm::viz::mark_action(recorded, v.action_index, "diverges here");
    check_dot(bm::viz::compare_dot(recorded, r.timeline, "the log says", "the engine replays"), "bm replay --viz");
  }
  return 0;
}
