// Replay and state-hash benchmarks (the engine half). BM_ReplayVerify,
// BM_ReapplyOnly and BM_StateHash (engine_bench.cpp) are the speed targets' figures; these
// add the pieces: the hash of states from a whole game one by one and a batch at a time
// (what the replayer does), packing a state's hash words, and replay over several games.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/foreign_form.hpp"  // another writer's form, as the replayer's tests write it
#include "bm/cards/card_set.hpp"
#include "bm/core/json_read.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/state_hash.hpp"

namespace {

const bm::Engine& classic_engine() {
  static const bm::Engine e = [] {
    bm::Ruleset rules;
    bm::find_preset("classic", rules);
    return bm::Engine(bm::builtin_classic_cards(), rules);
  }();
  return e;
}

// Every state of one random 4-player classic game (seed 11), setup included.
std::vector<bm::GameState> game_states() {
  const bm::Engine& e = classic_engine();
  std::vector<bm::GameState> out{e.start(4, 11)};
  auto policy = bm::make_policy("random", 11);
  while (!out.back().over) {
    bm::GameState s = out.back();
    const auto legal = e.legal_actions(s);
    e.apply(s, legal[policy->choose(e, s, legal)]);
    out.push_back(std::move(s));
  }
  return out;
}

// Engine::hash (hash v2, XXH3-64 of the flat encoding) of each state of a game: ns per state
// (items = states). Target (bm bench's state_hash): <= 100 ns over the states of 4-player games.
void BM_StateHashGame(benchmark::State& st) {
  const auto states = game_states();
  for (auto _ : st)
    for (const auto& s : states) benchmark::DoNotOptimize(classic_engine().hash(s, bm::StateHashKind::xxh3_v2));
  st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(states.size()));
}
BENCHMARK(BM_StateHashGame);

// The legacy chain (logs without "state_hash") over the same states, for comparison.
void BM_StateHashGameLegacy(benchmark::State& st) {
  const auto states = game_states();
  for (auto _ : st)
    for (const auto& s : states) benchmark::DoNotOptimize(classic_engine().hash(s, bm::StateHashKind::legacy));
  st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(states.size()));
}
BENCHMARK(BM_StateHashGameLegacy);

// The same states packed (state_hash_words) and hashed 16 at a time (hash_words_many), as the
// replayer checks a batch of logged hashes: ns per state, packing included.
void BM_StateHashBatch(benchmark::State& st) {
  const auto states = game_states();
  std::vector<std::uint64_t> words, out(16);
  std::vector<std::size_t> begin;
  std::vector<std::span<const std::uint64_t>> runs;
  for (auto _ : st) {
    for (std::size_t first = 0; first < states.size(); first += 16) {
      words.clear();
      begin.clear();
      runs.clear();
      const std::size_t n = std::min<std::size_t>(16, states.size() - first);
      for (std::size_t k = 0; k < n; ++k) {
        begin.push_back(words.size());
        bm::state_hash_words(classic_engine(), states[first + k], words);
      }
      begin.push_back(words.size());
      for (std::size_t k = 0; k < n; ++k) runs.emplace_back(words.data() + begin[k], begin[k + 1] - begin[k]);
      bm::hash_words_many(runs, out);
      benchmark::DoNotOptimize(out.data());
    }
  }
  st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(states.size()));
}
BENCHMARK(BM_StateHashBatch);

// Packing alone (state_hash_words), ns per state.
void BM_StateHashWords(benchmark::State& st) {
  const auto states = game_states();
  std::vector<std::uint64_t> words;
  for (auto _ : st)
    for (const auto& s : states) {
      words.clear();
      bm::state_hash_words(classic_engine(), s, words);
      benchmark::DoNotOptimize(words.data());
    }
  st.SetItemsProcessed(st.iterations() * static_cast<std::int64_t>(states.size()));
}
BENCHMARK(BM_StateHashWords);

// bm's logs of eight different 4-player classic games (seeds 1..8).
std::vector<std::string> eight_logs() {
  std::vector<std::string> logs;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    std::ostringstream log;
    bm::LogWriter w(log, classic_engine());
    bm::PlayOptions opt;
    opt.players = 4;
    opt.seed = seed;
    bm::play_game(classic_engine(), opt, &w);
    logs.push_back(log.str());
  }
  return logs;
}

// Each iteration replays every log: actions/s, and failed_logs (must stay 0).
void replay_each(benchmark::State& st, const std::vector<std::string>& logs, const bm::ReplayOptions& ro) {
  long long actions = 0, failed = 0;
  for (auto _ : st)
    for (const auto& text : logs) {
      const auto v = bm::replay_log_text(text, "bench", ro);
      actions += v.actions;
      failed += v.ok ? 0 : 1;
    }
  st.counters["actions/s"] = benchmark::Counter(static_cast<double>(actions), benchmark::Counter::kIsRate);
  st.counters["failed_logs"] = benchmark::Counter(static_cast<double>(failed));  // must stay 0
}

// bm replay over those eight logs, the way bm validate reads them: actions/s.
void BM_ReplayVerifyGames(benchmark::State& st) { replay_each(st, eight_logs(), bm::ReplayOptions{}); }
BENCHMARK(BM_ReplayVerifyGames);

// The same eight games with every line (header and setup too, as real front ends write them)
// in another writer's key order and spacing, read with simdjson On-Demand (arg 1) or nlohmann
// alone (arg 0, ReplayOptions::simdjson = false): actions/s.
void BM_ReplayVerifyForeignGames(benchmark::State& st) {
  std::vector<std::string> logs = eight_logs();
  for (std::string& log : logs) {
    std::istringstream in(log);
    std::string line, text;
    while (std::getline(in, line)) {
      std::string f;
      bm::test::append_foreign_form(bm::parse_json_text(line, "bench"), f);
      text += f + "\n";
    }
    log = text;
  }
  bm::ReplayOptions ro;
  ro.simdjson = st.range(0) != 0;
  replay_each(st, logs, ro);
}
BENCHMARK(BM_ReplayVerifyForeignGames)->Arg(0)->Arg(1);

}  // namespace
