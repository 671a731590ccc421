// The decision fuzzer's short executions (docs/fuzzing.md#decision-input): an input
// played from a copy of its start's cached game must be exactly the game `bm fuzz log` plays from
// the setup (the start's prefix, then the same bytes), or a finding would not be the log it is
// turned into; and it plays at most kFuzzedDecisions decisions with a choice.
#include <gtest/gtest.h>

#include <cstdint>
#include <set>
#include <vector>

#include "bm/rules/ruleset.hpp"
#include "fuzz/decision_input.hpp"

namespace bm {
namespace {

std::vector<std::uint8_t> bytes_for(std::size_t start, std::uint32_t salt, std::size_t n) {
  std::vector<std::uint8_t> b{static_cast<std::uint8_t>(start)};
  std::uint32_t x = 2463534242u ^ salt;  // xorshift32: test data only
  while (b.size() < n) {
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    b.push_back(static_cast<std::uint8_t>(x >> 24));
  }
  return b;
}

std::size_t choice_decisions_after(const DecisionGame& g) {
  std::size_t n = 0;
  for (std::size_t i = g.prefix_actions; i < g.game.legal_sizes.size(); ++i) n += g.game.legal_sizes[i] > 1 ? 1 : 0;
  return n;
}

TEST(DecisionStarts, TableCoversEveryPresetAndFitsInOneByte) {
  const auto& t = decision_starts();
  ASSERT_LE(t.size(), 256u);  // byte 0 names a start
  std::set<std::string> presets;
  for (std::size_t i = 0; i < t.size(); ++i) {
    EXPECT_EQ(t[i].index, i);
    EXPECT_EQ(t[i].depth_part, static_cast<int>(i % 5));
    presets.insert(t[i].ruleset);
  }
  EXPECT_EQ(presets.size(), preset_list().size());
}

TEST(DecisionStarts, PrefixesDeepenWithinAGame) {
  const auto& t = decision_starts();
  for (std::size_t i = 0; i < t.size(); i += 5) {
    EXPECT_TRUE(decision_prefix(t[i]).empty()) << "start " << i;  // part 0: just after the setup
    for (std::size_t j = i + 1; j < i + 5; ++j) {
      const auto& a = decision_prefix(t[j - 1]);
      const auto& b = decision_prefix(t[j]);
      ASSERT_LE(a.size(), b.size()) << "start " << j;
      EXPECT_TRUE(std::equal(a.begin(), a.end(), b.begin())) << "start " << j << ": not the same game";
    }
    EXPECT_GT(decision_prefix(t[i + 4]).size(), 0u) << "start " << i + 4 << ": the near-end start is the setup";
  }
}

TEST(DecisionStarts, CachedStartPlaysTheGameOfTheLogFromTheSetup) {
  const CheckOptions check = decision_check_options();
  for (const DecisionStart& d : decision_starts()) {
    for (std::uint32_t salt : {1u, 2u}) {
      const std::vector<std::uint8_t> in = bytes_for(d.index, salt * 7919u + static_cast<std::uint32_t>(d.index), 80);
      const DecisionGame fast = play_decision_input(in.data(), in.size());
      const DecisionGame again = play_decision_input(in.data(), in.size());  // the cache is copied, never changed
      const DecisionGame slow = play_decision_input_from_setup(in.data(), in.size(), check);
      SCOPED_TRACE("start " + std::to_string(d.index) + " salt " + std::to_string(salt));
      EXPECT_EQ(fast.start.index, d.index);
      EXPECT_EQ(fast.prefix_actions, decision_prefix(d).size());
      EXPECT_EQ(slow.prefix_actions, fast.prefix_actions);
      EXPECT_EQ(fast.game.choices, slow.game.choices);
      EXPECT_EQ(fast.game.legal_sizes, slow.game.legal_sizes);
      EXPECT_EQ(fast.game.final_hash, slow.game.final_hash);
      EXPECT_EQ(fast.game.actions, slow.game.actions);
      EXPECT_EQ(fast.game.over, slow.game.over);
      EXPECT_EQ(fast.game.failed, slow.game.failed);
      EXPECT_EQ(fast.bytes_used, slow.bytes_used);
      EXPECT_EQ(again.game.choices, fast.game.choices);
      EXPECT_EQ(again.game.final_hash, fast.game.final_hash);
      EXPECT_FALSE(fast.game.failed) << fast.game.violation.to_text();
      // Short: at most kFuzzedDecisions choices, and exactly that many unless the game ended.
      const std::size_t made = choice_decisions_after(fast);
      EXPECT_LE(made, static_cast<std::size_t>(kFuzzedDecisions));
      if (!fast.game.over) { EXPECT_EQ(made, static_cast<std::size_t>(kFuzzedDecisions)); }
      EXPECT_TRUE(std::equal(decision_prefix(d).begin(), decision_prefix(d).end(), fast.game.choices.begin()));
    }
  }
}

TEST(DecisionStarts, EmptyInputIsStartZeroWithNoDecision) {
  const DecisionGame g = play_decision_input(nullptr, 0);
  EXPECT_EQ(g.start.index, 0u);
  EXPECT_EQ(choice_decisions_after(g), 0u);
  EXPECT_EQ(g.bytes_used, kDecisionHeaderBytes);
}

TEST(DecisionStarts, PolicyInputPlaysBackThePolicyGame) {
  const DecisionStart& d = decision_starts()[7];
  CheckedGame game;
  const std::vector<std::uint8_t> in = policy_decision_input(d, "spells", 3, 12, game);
  EXPECT_EQ(in.front(), 7u);
  const DecisionGame back = play_decision_input(in.data(), in.size());
  EXPECT_EQ(back.game.choices, game.choices);
  EXPECT_LE(choice_decisions_after(back), 12u);
}

}  // namespace
}  // namespace bm
