// Google Benchmark for the engine (speed targets live here and in `bm bench`, not in tests).
//   build/tools/bench/bm_benchmarks
#include <benchmark/benchmark.h>

#include <cstdint>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/checked_game.hpp"
#include "bm/core/json_read.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"

namespace {

bm::Engine make_engine(const char* preset) {
  static bm::Ruleset rules;
  bm::find_preset(preset, rules);
  return bm::Engine(bm::builtin_classic_cards(), rules);
}

void BM_RandomGame(benchmark::State& st) {
  const bm::Engine e = make_engine("classic");
  bm::PlayOptions opt;
  opt.players = static_cast<int>(st.range(0));
  std::uint64_t seed = 1;
  long long actions = 0;
  for (auto _ : st) {
    opt.seed = seed++;
    actions += bm::play_game(e, opt).actions;
  }
  st.counters["games/s"] = benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_RandomGame)->Arg(2)->Arg(3)->Arg(4);

void BM_StateHash(benchmark::State& st) {
  const bm::Engine e = make_engine("classic");
  const bm::GameState s = e.start(4, 7);
  for (auto _ : st) benchmark::DoNotOptimize(e.hash(s));
}
BENCHMARK(BM_StateHash);

void BM_StateCopy(benchmark::State& st) {
  const bm::Engine e = make_engine("classic");
  const bm::GameState s = e.start(4, 7);
  for (auto _ : st) {
    bm::GameState c = s;
    benchmark::DoNotOptimize(c);
  }
}
BENCHMARK(BM_StateCopy);

// The log of one random 4-player classic game (seed 11), as bm writes it.
std::string four_player_log(const bm::Engine& e) {
  std::ostringstream log;
  bm::LogWriter w(log, e);
  bm::PlayOptions opt;
  opt.players = 4;
  opt.seed = 11;
  bm::play_game(e, opt, &w);
  return log.str();
}

void BM_ReplayVerify(benchmark::State& st) {
  const bm::Engine e = make_engine("classic");
  const std::string text = four_player_log(e);
  long long actions = 0;
  for (auto _ : st) {
    const auto v = bm::replay_log_text(text, "bench", bm::ReplayOptions{});
    actions += v.actions;
  }
  st.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReplayVerify);

// The same log with only the actions (no events, no hashes): JSON reading and legality.
void BM_ReplayActionsOnly(benchmark::State& st) {
  const bm::Engine e = make_engine("classic");
  std::istringstream in(four_player_log(e));
  std::string text;
  for (std::string l; std::getline(in, l);) {
    auto j = bm::parse_json_text(l, "log");
    j.erase("events");
    j.erase("hash");
    j.erase("final_hash");
    text += j.dump() + "\n";
  }
  long long actions = 0;
  for (auto _ : st) {
    const auto v = bm::replay_log_text(text, "bench", bm::ReplayOptions{});
    actions += v.actions;
  }
  st.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReplayActionsOnly);

// The floor under any replay: the engine re-applying the same decisions with nothing read,
// compared or hashed (legal_actions + apply per decision).
void BM_ReapplyOnly(benchmark::State& st) {
  const bm::Engine e = make_engine("classic");
  std::vector<bm::Action> actions;
  {
    bm::GameState s = e.start(4, 11);
    auto policy = bm::make_policy("random", 11);
    while (!s.over) {
      const auto legal = e.legal_actions(s);
      actions.push_back(legal[policy->choose(e, s, legal)]);
      e.apply(s, actions.back());
    }
  }
  long long n = 0;
  for (auto _ : st) {
    bm::GameState s = e.start(4, 11);
    for (const auto& a : actions) {
      benchmark::DoNotOptimize(e.legal_actions(s));
      e.apply(s, a);
    }
    n += static_cast<long long>(actions.size());
  }
  st.counters["actions/s"] = benchmark::Counter(static_cast<double>(n), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_ReapplyOnly);

// One JSON line of N empty objects in an array (the duplicate-key check in
// the parser callback made this quadratic, 42 s for 400,000). Linear: the time per byte stays
// flat as N grows; an 8 MiB line (about 2.8 million objects) takes about a second or less.
void BM_JsonManyEmptyObjects(benchmark::State& state) {
  const auto n = static_cast<std::size_t>(state.range(0));
  std::string text = "[";
  for (std::size_t i = 0; i < n; ++i) text += i ? ",{}" : "{}";
  text += "]";
  for (auto _ : state) benchmark::DoNotOptimize(bm::parse_json_text(text, "bench"));
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(text.size()));
}
BENCHMARK(BM_JsonManyEmptyObjects)->Arg(100000)->Arg(400000)->Arg(2800000)->Unit(benchmark::kMillisecond);

// ---- The invariant checker (docs/figures/checker.md) ----------------------------
// One benchmark iteration = one whole game with seed = iteration + 1, so every iteration
// plays a different game. BM_CheckedGame runs it under the invariant catalog (play_checked,
// default CheckOptions, no determinism replay); BM_UncheckedGame plays exactly the same games
// (same seeds, same policy stream) with the bare engine loop, so the ratio of the two is the
// checker's overhead. items/s = games/s.

// Players per preset: the fewest its family and board allow (player_range: classic 2, solo 1,
// bm2-6p 5), so every preset's benchmark starts a game its rules accept.
int bench_players(const bm::Ruleset& r) { return bm::player_range(r, bm::builtin_super_board()).min; }

// The engine `bm check` builds for a preset: built-in classic cards and Super board.
bm::Engine preset_engine(const std::string& preset) {
  bm::Ruleset rules;
  if (!bm::find_preset(preset, rules)) throw std::runtime_error("no preset " + preset);
  return bm::Engine(bm::builtin_classic_cards(), rules, bm::builtin_super_board());
}

void report_games(benchmark::State& st, long long actions, long long failed) {
  const auto games = static_cast<double>(st.iterations());
  st.SetItemsProcessed(st.iterations());
  st.counters["actions_per_game"] = benchmark::Counter(games > 0 ? static_cast<double>(actions) / games : 0.0);
  st.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  // A failing game stops at its violation, which would flatter the figure: it must stay 0.
  st.counters["failed_games"] = benchmark::Counter(static_cast<double>(failed));
}

void BM_CheckedGame(benchmark::State& st, const std::string& preset, int players, const std::string& policy) {
  const bm::Engine e = preset_engine(preset);
  bm::PlayChecked p;
  p.players = players;
  p.policy = policy;
  p.verify_determinism = false;
  std::uint64_t iteration = 0;
  long long actions = 0, failed = 0;
  for (auto _ : st) {
    p.seed = ++iteration;
    const bm::CheckedGame g = bm::play_checked(e, p);
    actions += g.actions;
    failed += g.failed ? 1 : 0;
  }
  report_games(st, actions, failed);
}

void BM_UncheckedGame(benchmark::State& st, const std::string& preset, int players, const std::string& policy) {
  const bm::Engine e = preset_engine(preset);
  std::uint64_t iteration = 0;
  long long actions = 0;
  for (auto _ : st) {
    const std::uint64_t seed = ++iteration;
    auto pol = bm::make_policy(policy, seed);  // seeded as play_checked seeds it
    bm::GameState s = e.start(players, seed);
    while (!s.over) {
      const std::vector<bm::Action> legal = e.legal_actions(s);
      if (legal.empty()) break;
      e.apply(s, legal[pol->choose(e, s, legal)]);
    }
    benchmark::DoNotOptimize(s);
    actions += s.actions;
  }
  report_games(st, actions, 0);
}

// Registered at start-up (the preset and policy lists are data, not compile-time names):
//   BM_CheckedGame/<preset>/<n>p, BM_UncheckedGame/<preset>/<n>p, BM_CheckedGamePolicy/<policy>.
[[maybe_unused]] const bool checker_benchmarks_registered = [] {
  for (const auto& preset : bm::preset_list()) {
    bm::Ruleset r;
    bm::find_preset(preset.name, r);
    const int n = bench_players(r);
    const std::string suffix = "/" + preset.name + "/" + std::to_string(n) + "p";
    benchmark::RegisterBenchmark(("BM_CheckedGame" + suffix).c_str(), BM_CheckedGame, preset.name, n,
                                 std::string("random"));
    benchmark::RegisterBenchmark(("BM_UncheckedGame" + suffix).c_str(), BM_UncheckedGame, preset.name, n,
                                 std::string("random"));
  }
  for (const auto& policy : bm::policy_names()) {
    if (policy == "first") continue;
    benchmark::RegisterBenchmark(("BM_CheckedGamePolicy/" + policy).c_str(), BM_CheckedGame, std::string("classic"), 2,
                                 policy);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
