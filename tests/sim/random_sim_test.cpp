// Random simulation in the spirit of OpenSpiel's RandomSimTest: thousands of seeded games over
// every preset, player count and built-in card set it plays with (tests/support/preset_cases.hpp)
// complete; after every action and at every event the whole
// invariant catalog holds (checker/, docs/invariants.md), checked at every action here
// (CheckOptions all 1: no sampling), not only as often as bm check samples.
#include <algorithm>

#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/checker/game_checker.hpp"
#include "bm/play/policy.hpp"
#include "support/preset_cases.hpp"
#include "support/scenario.hpp"

namespace {

using namespace bm;

CheckOptions strict() {
  CheckOptions o;
  o.hash_every = 1;
  o.legal_every = 1;
  o.state_every = 1;
  return o;
}

using bm::test::PresetCase;

class RandomSim : public ::testing::TestWithParam<PresetCase> {};

// Every case plays this many games (about 60 cases: some 6,000 games in all); every tenth game
// plays the `first` policy.
constexpr int kGamesPerCase = 100;

TEST_P(RandomSim, GamesCompleteLegallyAndKeepInvariants) {
  const PresetCase& pc = GetParam();
  const Engine engine = pc.engine();
  const std::string where = pc.name();
  for (int g = 1; g <= kGamesPerCase; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 7919u + static_cast<std::uint64_t>(pc.players);
    auto policy = make_policy(g % 10 == 0 ? "first" : "random", seed);
    GameChecker checker(engine, strict());
    GameState s = engine.start(pc.players, seed, nullptr, nullptr, &checker);
    checker.after_setup(s);
    ASSERT_FALSE(checker.failed()) << where << " seed " << seed << ": " << checker.failure();
    int steps = 0;
    while (!s.over) {
      const auto legal = engine.legal_actions(s);
      ASSERT_FALSE(legal.empty()) << "no legal action but the game is not over: " << where << " seed " << seed
                                  << " step " << steps << ", decision " << engine.decision_name(s);
      const Action a = legal[policy->choose(engine, s, legal)];
      ASSERT_TRUE(engine.is_legal(s, a));
      checker.before_action(s, legal, a);
      engine.apply(s, a, nullptr, nullptr, &checker);
      checker.after_action(s);
      ASSERT_FALSE(checker.failed()) << where << " seed " << seed << " action " << steps << ": " << checker.failure();
      ASSERT_LT(++steps, pc.rules.max_actions + 1);
    }
    EXPECT_NE(s.end_rule, static_cast<int>(EndReason::max_actions))
        << where << " seed " << seed << " hit the action safety net";
  }
}

INSTANTIATE_TEST_SUITE_P(AllPresets, RandomSim, ::testing::ValuesIn(bm::test::every_preset_case()),
                         [](const auto& param_info) { return param_info.param.name(); });

// The case list is the built-in presets' own: it names the presets a hand-written list once
// missed (bm2, bm2-6p, solo-challenge-3), at every count their family allows.
TEST(RandomSimCases, CoverEveryPresetAtEveryPlayerCount) {
  const auto cases = bm::test::every_preset_case();
  auto has = [&](const std::string& preset, int players, const std::string& cards) {
    return std::any_of(cases.begin(), cases.end(), [&](const PresetCase& c) {
      return c.preset == preset && c.players == players && c.cards->id == cards;
    });
  };
  for (const Preset& p : preset_list())
    EXPECT_TRUE(has(p.name, p.name.rfind("solo", 0) == 0 ? 1 : (p.name == "bm2-6p" ? 5 : 2), "classic")) << p.name;
  EXPECT_TRUE(has("bm2-6p", 6, "bm2-synthetic"));
  EXPECT_TRUE(has("bm2", 4, "bm2-synthetic"));
  // IP-50: the bm2 presets play unknown_facts: house, so their printed default set is played too.
  EXPECT_TRUE(has("bm2", 2, "bm2+tools-of-hero-kind"));
  EXPECT_TRUE(has("bm2-6p", 6, "bm2+tools-of-hero-kind"));
  EXPECT_TRUE(has("solo-challenge-3", 1, "super-synthetic"));
  EXPECT_TRUE(has("super", 4, "super-synthetic"));
  EXPECT_FALSE(has("classic", 1, "classic"));  // C-1: 2-4 players
  EXPECT_FALSE(has("bm2-6p", 4, "classic"));   // BM2-8: the 5-6 player preset
  EXPECT_FALSE(has("classic", 2, "super-synthetic"));
}

// Determinism: same seed, same ruleset, same actions => identical state hashes.
TEST(Determinism, SameSeedSameGame) {
  const Engine engine = bm::test::engine_for("classic");
  for (std::uint64_t seed : {1u, 2u, 99u}) {
    auto p1 = make_policy("random", seed);
    auto p2 = make_policy("random", seed);
    GameState a = engine.start(3, seed), b = engine.start(3, seed);
    while (!a.over) {
      ASSERT_EQ(engine.hash(a), engine.hash(b));
      const auto la = engine.legal_actions(a), lb = engine.legal_actions(b);
      ASSERT_EQ(la, lb);
      engine.apply(a, la[p1->choose(engine, a, la)]);
      engine.apply(b, lb[p2->choose(engine, b, lb)]);
      const GameState copy = a;  // clone -> same hash
      ASSERT_EQ(engine.hash(copy), engine.hash(a));
    }
    ASSERT_TRUE(b.over);
    EXPECT_EQ(engine.hash(a), engine.hash(b));
  }
}

}  // namespace
