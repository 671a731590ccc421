#pragma once
// bm bench's figures (docs/cli.md "bm bench"): what the paths front ends and CI lean
// on cost, each measured on one core for at least a given time, under a stable key so that
// `bm bench --compare BASELINE.json` can set it against a committed baseline
// (docs/figures/bench-baseline.json). The clock is used here only, never in game logic.
#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace bm {

struct BenchFigure {
  std::string key;   // stable: "replay_4p_classic", "random_games.super", "players.5.actions"
  std::string what;  // one line for people (what was measured, on what)
  double value = 0;
  std::string unit;  // "actions/s", "games/s", "applies/s", "ns", "bytes", "x"
  bool higher_is_better = true;
};

// Heap allocations made so far on the calling thread: the bm program counts them with its own
// global operator new (tools/bm/alloc_count.cpp) and registers the count here before main; a
// program that does not (or a build under AddressSanitizer) reports `mallocs_per_action` as 0.
void set_allocation_counter(std::uint64_t (*count)());
// The same program's meter of heap bytes on the calling thread: `reset` starts it at 0, `peak`
// stops it and gives the most it counted live since (the bytes taken and not given back), `live`
// the count now (null members: not counted, 0 figures).
struct HeapMeter {
  void (*reset)() = nullptr;
  std::int64_t (*peak)() = nullptr;
  std::int64_t (*live)() = nullptr;
};
void set_heap_meter(HeapMeter meter);

// Every figure, in a fixed order; each timed for at least `min_seconds` (0: one timed run).
std::vector<BenchFigure> measure_figures(double min_seconds);

// A speed target set on a figure (docs/figures/speed.md): at least `bound` for a figure
// where higher is better, at most `bound` otherwise. One table (bench_figures.cpp).
struct BenchTarget {
  const char* key;
  double bound;
  const char* why;
};
// The figure's target, or null.
const BenchTarget* bench_target(const std::string& key);
// "met", "missed", or "not counted" (a figure that reads 0 where nothing counts it).
std::string target_verdict(const BenchFigure& f, const BenchTarget& t);

// {"KEY": {"value", "unit", "better": "higher"|"lower", "what"[, "target": {"bound", "why",
// "verdict"}]}, ...}
nlohmann::json figures_to_json(const std::vector<BenchFigure>& figures);

}  // namespace bm
