// Random simulation in the spirit of OpenSpiel's RandomSimTest: thousands of seeded games over
// every preset and player count complete; after every action and at every event the whole
// invariant catalog holds (checker/, docs/invariants.md), checked at every action here
// (CheckOptions all 1: no sampling), not only as often as bm check samples.
#include <algorithm>

#include <gtest/gtest.h>

#include "cards/card_set.hpp"
#include "checker/game_checker.hpp"
#include "play/policy.hpp"

namespace {

using namespace bm;

CheckOptions strict() {
  CheckOptions o;
  o.hash_every = 1;
  o.legal_every = 1;
  o.state_every = 1;
  return o;
}

struct SimCase {
  std::string preset;
  int players;
  bool synthetic = false;  // the synthetic Super card set (SYN-*) instead of the classic one
};

class RandomSim : public ::testing::TestWithParam<SimCase> {};

TEST_P(RandomSim, GamesCompleteLegallyAndKeepInvariants) {
  const SimCase sc = GetParam();
  Ruleset rules;
  ASSERT_TRUE(find_preset(sc.preset, rules));
  const Engine engine(sc.synthetic ? builtin_synthetic_super_cards() : builtin_classic_cards(), rules);
  const int games = 300;  // x 20 cases = 6,000 games; every tenth plays the `first` policy
  for (int g = 1; g <= games; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 7919u + static_cast<std::uint64_t>(sc.players);
    auto policy = make_policy(g % 10 == 0 ? "first" : "random", seed);
    GameChecker checker(engine, strict());
    GameState s = engine.start(sc.players, seed, nullptr, nullptr, &checker);
    checker.after_setup(s);
    ASSERT_FALSE(checker.failed()) << sc.preset << " seed " << seed << ": " << checker.failure();
    int steps = 0;
    while (!s.over) {
      const auto legal = engine.legal_actions(s);
      ASSERT_FALSE(legal.empty()) << "no legal action but the game is not over: " << sc.preset << " seed " << seed << " step " << steps
                                   << ", decision " << engine.decision_name(s);
      const Action a = legal[policy->choose(engine, s, legal)];
      ASSERT_TRUE(engine.is_legal(s, a));
      checker.before_action(s, legal, a);
      engine.apply(s, a, nullptr, nullptr, &checker);
      checker.after_action(s);
      ASSERT_FALSE(checker.failed()) << sc.preset << " seed " << seed << " action " << steps << ": " << checker.failure();
      ASSERT_LT(++steps, rules.max_actions + 1);
    }
    EXPECT_NE(s.end_rule, static_cast<int>(EndReason::max_actions)) << "seed " << seed << " hit the action safety net";
  }
}

INSTANTIATE_TEST_SUITE_P(AllPresets, RandomSim,
                         ::testing::Values(SimCase{"classic", 2}, SimCase{"classic", 3}, SimCase{"classic", 4},
                                           SimCase{"classic-es", 2}, SimCase{"classic-es", 3}, SimCase{"classic-es", 4},
                                           SimCase{"classic-variants", 2}, SimCase{"classic-variants", 4},
                                           SimCase{"classic-immortality", 2}, SimCase{"classic-immortality", 4},
                                           SimCase{"classic-house", 2}, SimCase{"classic-house", 3},
                                           SimCase{"super", 2}, SimCase{"super", 3}, SimCase{"super", 4},
                                           SimCase{"super-literal", 3}, SimCase{"super", 3, true},
                                           SimCase{"solo", 1}, SimCase{"solo-challenge", 1}, SimCase{"solo", 1, true}),
                         [](const auto& param_info) {
                           std::string n = param_info.param.preset + "_" + std::to_string(param_info.param.players) + "p" +
                                           (param_info.param.synthetic ? "_synthetic" : "");
                           std::replace(n.begin(), n.end(), '-', '_');
                           return n;
                         });

// Determinism: same seed, same ruleset, same actions => identical state hashes.
TEST(Determinism, SameSeedSameGame) {
  Ruleset rules;
  ASSERT_TRUE(find_preset("classic", rules));
  const Engine engine(builtin_classic_cards(), rules);
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
