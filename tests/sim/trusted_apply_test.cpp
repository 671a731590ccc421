// Engine::apply_trusted is Engine::apply without the legality check: for an
// action taken from legal_actions it must leave the same state, the same events and the same
// hash (both hash kinds), at every action of random games of every preset, player count and
// card set (tests/support/preset_cases.hpp: every family). The caller-owned legal list
// (legal_actions(s, out), reused across the game) must equal the returned one at every step.
// And the checked apply still refuses what the trusted one would take on trust.
#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/play/policy.hpp"
#include "support/preset_cases.hpp"
#include "support/scenario.hpp"

namespace {

using namespace bm;
using bm::test::PresetCase;

class TrustedApply : public ::testing::TestWithParam<PresetCase> {};

constexpr int kTrustedGames = 12;

TEST_P(TrustedApply, SameStatesEventsAndHashesAsCheckedApply) {
  const PresetCase& pc = GetParam();
  const Engine engine = pc.engine();
  for (int g = 1; g <= kTrustedGames; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 104729u + static_cast<std::uint64_t>(pc.players);
    auto policy = make_policy(g % 4 == 0 ? "spells" : "random", seed);
    GameState checked = engine.start(pc.players, seed);
    GameState trusted = checked;
    std::vector<Action> reused;  // one list for the whole game, as play_game keeps it
    int steps = 0;
    while (!checked.over) {
      const std::vector<Action> legal = engine.legal_actions(checked);
      engine.legal_actions(trusted, reused);
      ASSERT_EQ(legal, reused) << pc.name() << " seed " << seed << " action " << steps;
      ASSERT_FALSE(legal.empty()) << pc.name() << " seed " << seed << " action " << steps;
      const Action a = legal[policy->choose(engine, checked, legal)];
      EventSink checked_events, trusted_events;
      engine.apply(checked, a, &checked_events);
      engine.apply_trusted(trusted, a, &trusted_events);
      ASSERT_TRUE(checked == trusted) << pc.name() << " seed " << seed << " action " << steps << ": "
                                      << engine.describe(checked, a);
      ASSERT_EQ(checked_events, trusted_events) << pc.name() << " seed " << seed << " action " << steps;
      ASSERT_EQ(engine.hash(checked, StateHashKind::xxh3_v2), engine.hash(trusted, StateHashKind::xxh3_v2));
      ASSERT_EQ(engine.hash(checked, StateHashKind::legacy), engine.hash(trusted, StateHashKind::legacy));
      ASSERT_LE(++steps, pc.rules.max_actions);
    }
    EXPECT_TRUE(trusted.over) << pc.name() << " seed " << seed;
    EXPECT_EQ(checked.actions, steps) << pc.name() << " seed " << seed;
  }
}

INSTANTIATE_TEST_SUITE_P(AllPresets, TrustedApply, ::testing::ValuesIn(bm::test::every_preset_case()),
                         [](const auto& param_info) { return param_info.param.name(); });

// The checked entry point keeps refusing (C-5: another player's action; the game over), with
// the state unchanged: apply_trusted is an addition, not a replacement.
TEST(TrustedApply, CheckedApplyStillRefuses) {
  const Engine engine = bm::test::engine_for("classic");
  GameState s = engine.start(2, 5);
  const GameState before = s;
  Action a = engine.legal_actions(s).front();
  a.player = 1 - a.player;
  EXPECT_THROW(engine.apply(s, a), IllegalAction);
  EXPECT_TRUE(s == before);
}

}  // namespace
