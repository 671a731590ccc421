// The seeded policies spells, bait and hoard (engine/play/policy.cpp): every preset's games
// complete without the action safety net, the same seed replays the same actions, and each
// policy keeps its promise (spells casts, hoard does not, bait never passes a possible build).
#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/play/policy.hpp"
#include "support/scenario.hpp"

namespace {

using namespace bm;

struct PolicyCase {
  std::string preset;
  int players;
};

// What one game did, as seen by the policy's promises.
struct GameTrace {
  std::vector<Action> actions;
  int end_rule = 0;
  int casts = 0;
  int casts_with_alternative = 0;  // casts while some non-cast action was legal
  int builds_possible = 0;         // decisions where a build was legal
  int passed_possible_build = 0;   // ... and the policy passed the build anyway
};

GameTrace play(const Engine& engine, const std::string& policy_name, int players, std::uint64_t seed) {
  auto policy = make_policy(policy_name, seed);
  GameState s = engine.start(players, seed);
  GameTrace t;
  while (!s.over) {
    const auto legal = engine.legal_actions(s);
    if (legal.empty()) {
      ADD_FAILURE() << "no legal action but the game is not over, seed " << seed;
      break;
    }
    const std::size_t i = policy->choose(engine, s, legal);
    if (i >= legal.size()) {
      ADD_FAILURE() << policy_name << " chose index " << i << " of " << legal.size();
      break;
    }
    const Action a = legal[i];
    const bool other_than_cast =
        std::any_of(legal.begin(), legal.end(), [](const Action& x) { return x.type != ActionType::cast; });
    const bool build_legal =
        std::any_of(legal.begin(), legal.end(), [](const Action& x) { return x.type == ActionType::build; });
    if (a.type == ActionType::cast) {
      ++t.casts;
      if (other_than_cast) ++t.casts_with_alternative;
    }
    if (build_legal) {
      ++t.builds_possible;
      if (a.type == ActionType::pass_build) ++t.passed_possible_build;
    }
    t.actions.push_back(a);
    engine.apply(s, a);
  }
  t.end_rule = s.end_rule;
  return t;
}

class PolicyGames : public ::testing::TestWithParam<PolicyCase> {};

constexpr int kGames = 50;

std::uint64_t game_seed(int g, int players) {
  return static_cast<std::uint64_t>(g) * 104729u + static_cast<std::uint64_t>(players);
}

TEST_P(PolicyGames, SeededPoliciesCompleteDeterministicallyAndKeepTheirPromises) {
  const PolicyCase pc = GetParam();
  const Engine engine = bm::test::engine_for(pc.preset);
  int spells_casts = 0, hoard_casts = 0, bait_builds_possible = 0;
  for (const std::string name : {"spells", "bait", "hoard"}) {
    for (int g = 1; g <= kGames; ++g) {
      const std::uint64_t seed = game_seed(g, pc.players);
      const GameTrace t = play(engine, name, pc.players, seed);
      if (::testing::Test::HasFailure()) return;
      const std::string where =
          pc.preset + " " + std::to_string(pc.players) + "p " + name + " seed " + std::to_string(seed);
      EXPECT_NE(t.end_rule, static_cast<int>(EndReason::none)) << where;
      EXPECT_NE(t.end_rule, static_cast<int>(EndReason::max_actions)) << where << ": hit the action safety net";
      // Determinism: a fresh policy with the same seed plays the same game.
      EXPECT_EQ(play(engine, name, pc.players, seed).actions, t.actions) << where;
      if (name == "spells") spells_casts += t.casts;
      if (name == "hoard") {
        hoard_casts += t.casts;
        EXPECT_EQ(t.casts_with_alternative, 0) << where << ": hoard cast a spell while something else was legal";
      }
      if (name == "bait") {
        bait_builds_possible += t.builds_possible;
        EXPECT_EQ(t.passed_possible_build, 0) << where << ": bait passed a build while a build was legal";
      }
    }
  }
  EXPECT_GT(spells_casts, hoard_casts) << pc.preset << " " << pc.players << "p";
  EXPECT_GT(bait_builds_possible, 0) << "bait never met a build decision: the promise was not exercised";
}

INSTANTIATE_TEST_SUITE_P(Presets, PolicyGames,
                         ::testing::Values(PolicyCase{"classic", 2}, PolicyCase{"classic", 3}, PolicyCase{"classic", 4},
                                           PolicyCase{"super", 3}, PolicyCase{"solo", 1}),
                         [](const auto& param_info) {
                           return param_info.param.preset + "_" + std::to_string(param_info.param.players) + "p";
                         });

TEST(PolicyNames, AllFiveAreMadeAndUnknownNamesAreRefused) {
  const std::vector<std::string> names = policy_names();
  EXPECT_EQ(names, (std::vector<std::string>{"random", "first", "spells", "bait", "hoard", "stall"}));
  for (const auto& n : names) EXPECT_NE(make_policy(n, 7), nullptr) << n;
  EXPECT_ANY_THROW(make_policy("greedy", 7));
}

}  // namespace
