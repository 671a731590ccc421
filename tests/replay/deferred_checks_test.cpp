// The replayer's faster fast path (issue 23): actions matched by their text without JSON
// values (append_action_json), the state hash from its packed words (state_hash_words,
// hash_words_many), and logged hashes checked a batch at a time with a checkpoint to go back
// to. Each must give exactly what the slower forms give.
#include <gtest/gtest.h>

#include "bm/core/hash.hpp"
#include "bm/log/action_json.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/state/state_hash.hpp"
#include "support/drive.hpp"

using bm::test::log_lines;
using bm::test::played_log;

namespace bm {
namespace {

// Plays a few games of every preset with every card set and calls `visit` on each state.
template <class Visit>
void for_states(Visit visit) {
  for (const CardSet* cards :
       {&builtin_classic_cards(), &builtin_synthetic_super_cards(), &builtin_synthetic_bm2_cards()})
    for (const auto& p : preset_list()) {
      Ruleset rules;
      ASSERT_TRUE(find_preset(p.name, rules));
      const Engine engine(*cards, rules);
      const int players = rules.family == Family::solo                            ? 1
                          : rules.family == Family::bm2 && rules.bm2_players == 2 ? 6
                                                                                  : 3;
      for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        GameState s = engine.start(players, seed);
        auto policy = make_policy(seed % 2 ? "random" : "first", seed);
        for (int step = 0; !s.over && step < 2000; ++step) {
          const auto legal = engine.legal_actions(s);
          visit(engine, s, legal, p.name);
          engine.apply(s, legal[policy->choose(engine, s, legal)]);
        }
        visit(engine, s, std::vector<Action>{}, p.name);
      }
    }
}

TEST(ReplayDeferredChecks, ActionTextEqualsTheJsonDumpForEveryLegalAction) {
  long long checked = 0;
  for_states([&](const Engine& engine, const GameState&, const std::vector<Action>& legal, const std::string& preset) {
    const BoardDef* board = engine.rules().super_like() ? &engine.board() : nullptr;
    for (const Action& a : legal) {
      std::string text = "x";
      ASSERT_TRUE(append_action_json(text, engine.cards(), a, board)) << preset;
      ASSERT_EQ(text, "x" + action_to_json(engine.cards(), a, board).dump()) << preset;
      ++checked;
    }
  });
  EXPECT_GT(checked, 10000);
}

TEST(ReplayDeferredChecks, PackedWordsHashToTheStateHash) {
  std::vector<std::vector<std::uint64_t>> kept;
  std::vector<std::uint64_t> expected;
  for_states([&](const Engine& engine, const GameState& s, const std::vector<Action>&, const std::string& preset) {
    std::vector<std::uint64_t> words;
    state_hash_words(engine, s, words);
    ASSERT_EQ(hash_words(words), engine.hash(s, StateHashKind::legacy)) << preset;
    if (kept.size() < 203) {  // runs of many lengths for the lanes and their tails
      kept.push_back(words);
      expected.push_back(engine.hash(s, StateHashKind::legacy));
    }
  });
  ASSERT_EQ(kept.size(), 203u);
  kept[5].clear();  // an empty run hashes to the initial value
  expected[5] = Hasher().value();
  for (std::size_t n = 0; n <= kept.size(); n += n < 12 ? 1 : 37) {
    std::vector<std::span<const std::uint64_t>> runs(kept.begin(), kept.begin() + static_cast<std::ptrdiff_t>(n));
    std::vector<std::uint64_t> out(n, 0);
    hash_words_many(runs, out);
    for (std::size_t k = 0; k < n; ++k) ASSERT_EQ(out[k], expected[k]) << "run " << k << " of " << n;
  }
}

// Every verdict field a caller sees.
std::string verdict_text(const ReplayVerdict& v) {
  return v.to_json().dump() + " decision=" + v.decision + " events=" + std::to_string(v.events_checked);
}

TEST(ReplayDeferredChecks, AChangeAnywhereInABatchIsReportedAsWithoutDeferral) {
  Ruleset rules;
  ASSERT_TRUE(find_preset("classic", rules));
  const Engine engine(builtin_classic_cards(), rules);
  const std::vector<std::string> lines = log_lines(played_log(engine, 4, 11));
  ASSERT_GT(lines.size(), 60u);
  auto run = [&](const std::vector<std::string>& ls, bool deferred) {
    std::string t;
    for (const auto& l : ls) t += l + "\n";
    ReplayOptions opt;
    if (!deferred) opt.on_round_end = [](const Engine&, const GameState&, int) {};  // checks line by line
    return replay_log_text(t, "x.jsonl", opt);
  };
  const ReplayVerdict ok = run(lines, true);
  ASSERT_TRUE(ok.ok) << ok.message;
  EXPECT_EQ(ok.hashes_checked, ok.actions + 1);
  EXPECT_EQ(verdict_text(ok), verdict_text(run(lines, false)));
  // A changed hash, and a changed event, on each of the first lines (every place in the first
  // batches) and the last action line.
  const std::size_t last = lines.size() - 2;  // the last action line
  for (std::size_t k = 2; k <= last; k = k < 40 ? k + 1 : k < last ? last : last + 1) {
    auto bad = lines;
    const auto at = bad[k].find("\"hash\":\"");
    ASSERT_NE(at, std::string::npos) << k;
    bad[k].replace(at + 8, 16, "0123456789abcdef");
    ReplayVerdict v = run(bad, true);
    ASSERT_FALSE(v.ok) << k;
    EXPECT_EQ(v.what, "hash") << k;
    EXPECT_EQ(v.line, static_cast<int>(k + 1));
    EXPECT_EQ(verdict_text(v), verdict_text(run(bad, false))) << k;
    bad = lines;
    const auto ev = bad[k].find("\"e\":\"");
    if (ev == std::string::npos) continue;
    bad[k].insert(ev + 5, "x");
    v = run(bad, true);
    ASSERT_FALSE(v.ok) << k;
    EXPECT_EQ(v.line, static_cast<int>(k + 1));
    EXPECT_EQ(verdict_text(v), verdict_text(run(bad, false))) << k;
  }
}

TEST(ReplayDeferredChecks, UntilStopsAtTheSameActionWithAWrongHashAfterIt) {
  Ruleset rules;
  ASSERT_TRUE(find_preset("classic", rules));
  const Engine engine(builtin_classic_cards(), rules);
  auto lines = log_lines(played_log(engine, 2, 5));
  const auto at = lines[12].find("\"hash\":\"");
  ASSERT_NE(at, std::string::npos);
  lines[12].replace(at + 8, 16, "0123456789abcdef");  // action 10 (line 13)
  std::string t;
  for (const auto& l : lines) t += l + "\n";
  ReplayOptions opt;
  opt.until = 9;
  const ReplayVerdict v = replay_log_text(t, "x.jsonl", opt);
  EXPECT_TRUE(v.ok) << v.message;
  EXPECT_EQ(v.actions, 10);
  EXPECT_TRUE(v.stopped_early);
  opt.until = 10;
  const ReplayVerdict w = replay_log_text(t, "x.jsonl", opt);
  ASSERT_FALSE(w.ok);
  EXPECT_EQ(w.what, "hash");
  EXPECT_EQ(w.line, 13);
  EXPECT_EQ(w.actions, 11);
}

}  // namespace
}  // namespace bm
