// Google Benchmark for the engine (speed targets live here and in `bm bench`, not in tests).
//   build/tools/bench/bm_benchmarks
#include <benchmark/benchmark.h>

#include <sstream>

#include "cards/card_set.hpp"
#include "log/log_writer.hpp"
#include "play/play.hpp"
#include "play/policy.hpp"
#include "replay/replay.hpp"

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
    auto j = nlohmann::json::parse(l);
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

}  // namespace

BENCHMARK_MAIN();
