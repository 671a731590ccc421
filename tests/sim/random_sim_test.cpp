// Random simulation in the spirit of OpenSpiel's RandomSimTest: thousands of seeded games over
// every preset and player count complete; after every action the basic invariants hold.
#include <algorithm>

#include <gtest/gtest.h>

#include "cards/card_set.hpp"
#include "state/census.hpp"
#include "game/internal.hpp"
#include "play/policy.hpp"

namespace {

using namespace bm;

void check_invariants(const Engine& e, const GameState& s, const std::string& where) {
  const CardSet& cs = e.cards();
  // Every card in exactly one place; the count never changes.
  const std::vector<int> seen = card_census(s, cs.instances());
  for (const auto& pl : s.players) {
    // G-2: at most 5 rooms (stacks) in a dungeon.
    ASSERT_LE(pl.dungeon.size(), 5u) << where;
    // Souls and wounds equal what the scoring area holds (G-12).
    int souls = 0, wounds = 0;
    for (const auto& h : pl.score) {
      if (h.soul) souls += cs.of(h.hero).souls;
      else wounds += cs.of(h.hero).souls;
    }
    const auto sc = e.score(s, static_cast<int>(&pl - s.players.data()));
    ASSERT_EQ(sc.souls, souls) << where;
    ASSERT_EQ(sc.wounds, wounds) << where;
  }
  for (int c = 0; c < cs.instances(); ++c) {
    ASSERT_EQ(seen[static_cast<std::size_t>(c)], 1) << where << ": card " << cs.id_of(c);
  }
  // G-24: no epic hero is revealed while ordinary heroes remain in the deck.
  if (!s.ordinary_heroes.empty()) {
    for (int h : s.reveal_log) {
      ASSERT_FALSE(cs.of(h).is_epic()) << where << ": epic " << cs.id_of(h) << " revealed early";
    }
  }
}

struct SimCase {
  std::string preset;
  int players;
};

class RandomSim : public ::testing::TestWithParam<SimCase> {};

TEST_P(RandomSim, GamesCompleteLegallyAndKeepInvariants) {
  const SimCase sc = GetParam();
  Ruleset rules;
  ASSERT_TRUE(find_preset(sc.preset, rules));
  const Engine engine(builtin_classic_cards(), rules);
  const int games = 300;  // x 12 cases = 3,600 games; every tenth plays the `first` policy
  for (int g = 1; g <= games; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 7919u + static_cast<std::uint64_t>(sc.players);
    auto policy = make_policy(g % 10 == 0 ? "first" : "random", seed);
    GameState s = engine.start(sc.players, seed);
    check_invariants(engine, s, "setup");
    int steps = 0;
    while (!s.over) {
      const auto legal = engine.legal_actions(s);
      ASSERT_FALSE(legal.empty()) << "no legal action but the game is not over";
      const Action a = legal[policy->choose(engine, s, legal)];
      ASSERT_TRUE(engine.is_legal(s, a));
      engine.apply(s, a);
      const std::string where = sc.preset + " seed " + std::to_string(seed) + " action " + std::to_string(steps);
      check_invariants(engine, s, where);
      if (::testing::Test::HasFatalFailure()) return;
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
                                           SimCase{"classic-house", 2}, SimCase{"classic-house", 3}),
                         [](const auto& param_info) {
                           std::string n = param_info.param.preset + "_" + std::to_string(param_info.param.players) + "p";
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
