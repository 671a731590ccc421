// The window memo (GameState::window_memo): when the engine stops at a window (C-10, C-12) or an
// answer window (G-18), it keeps the casts and activations it found for that player, and the
// legal list reuses them. At every state of random games of every preset, player count and card
// set: the memo is kept at every window and answer decision, and the legal list made from it is
// the one the builders make afresh (a copy of the state starts without the memo, so its legal list
// asks every card). A window the engine skipped would show as a window whose player's list is
// empty (every window it stops at offers more than a pass), and the state it skipped to differs
// from the one the earlier engine reaches (tests/sim/bench_signature_test.cpp pins those games).
// And the window test's filters (the card set's CardSetTraits, heroes_may_activate) leave out
// only what the unfiltered builders find nothing in, for every player at every state.
#include <gtest/gtest.h>

#include "bm/play/policy.hpp"
#include "game/internal.hpp"
#include "support/preset_cases.hpp"

namespace bm::detail {
// engine/game/engine.cpp: the window traits an Engine makes from its card set.
CardSetTraits card_set_traits(const CardSet& cards);
}  // namespace bm::detail

namespace {

using namespace bm;
using bm::test::PresetCase;

class WindowMemo : public ::testing::TestWithParam<PresetCase> {};

constexpr int kMemoGames = 100;

bool window_decision(const GameState& s) {
  return s.decision.kind == DecisionKind::window || s.decision.kind == DecisionKind::respond;
}

TEST_P(WindowMemo, KeptAtEveryWindowAndTheSameListAsTheBuilders) {
  const PresetCase& pc = GetParam();
  const Engine engine = pc.engine();
  int windows = 0;
  for (int g = 1; g <= kMemoGames; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 7919u + static_cast<std::uint64_t>(pc.players);
    auto policy = make_policy(g % 4 == 0 ? "spells" : "random", seed);
    GameState s = engine.start(pc.players, seed);
    std::vector<Action> legal;
    while (!s.over) {
      const GameState fresh = s;  // no memo: its legal list is built by asking every card
      ASSERT_EQ(fresh.window_memo.stamp, -1);
      engine.legal_actions(s, legal);
      ASSERT_EQ(legal, engine.legal_actions(fresh)) << pc.name() << " seed " << seed << " action " << s.actions;
      if (window_decision(s)) {
        ++windows;
        ASSERT_EQ(s.window_memo.stamp, s.actions) << pc.name() << " seed " << seed << ": no memo at a window";
        // C-10, G-18: the engine stops at a window only for a player who has more than a pass.
        ASSERT_GT(legal.size(), 1u) << pc.name() << " seed " << seed << " action " << s.actions;
      }
      engine.apply_trusted(s, legal[policy->choose(engine, s, legal)]);
    }
  }
  if (pc.rules.family != Family::solo) { EXPECT_GT(windows, 0) << pc.name(); }
}

// Every player's window list in both window phases (C-8, C-10: spells, G-16; activations, G-17,
// BM2-11, BM2-31), as a window builds it with the engine's filters and as the builders make it
// with none (a Ctx without an engine asks every card, room, boss and hero).
void expect_filters_keep_every_action(const PresetCase& pc, const GameState& s, const CardSetTraits& traits) {
  detail::Ctx filtered{*pc.cards,
                       pc.rules,
                       const_cast<GameState&>(s),
                       nullptr,
                       nullptr,
                       builtin_super_board(),
                       nullptr,
                       traits.cards.data(),
                       traits.room_activations,
                       traits.hero_activations};
  detail::Ctx plain{*pc.cards, pc.rules, const_cast<GameState&>(s), nullptr, nullptr, builtin_super_board()};
  const bool heroes = detail::heroes_may_activate(filtered);
  for (int p = 0; p < s.num_players; ++p)
    for (WindowPhase phase : {WindowPhase::build, WindowPhase::adventure}) {
      std::vector<Action> with, without;
      detail::spell_casts(filtered, p, as_int(phase), with);
      detail::room_activations(filtered, p, with, false, heroes);
      detail::spell_casts(plain, p, as_int(phase), without);
      detail::room_activations(plain, p, without);
      ASSERT_EQ(with, without) << pc.name() << " player " << p << " action " << s.actions;
    }
}

TEST_P(WindowMemo, FiltersLeaveOutNoActionOfAnyPlayer) {
  const PresetCase& pc = GetParam();
  const Engine engine = pc.engine();
  const CardSetTraits traits = detail::card_set_traits(*pc.cards);
  for (int g = 1; g <= kMemoGames / 4; ++g) {
    const std::uint64_t seed = static_cast<std::uint64_t>(g) * 7907u + static_cast<std::uint64_t>(pc.players);
    auto policy = make_policy(g % 2 == 0 ? "spells" : "random", seed);
    GameState s = engine.start(pc.players, seed);
    std::vector<Action> legal;
    while (!s.over) {
      expect_filters_keep_every_action(pc, s, traits);
      if (HasFatalFailure()) return;
      engine.legal_actions(s, legal);
      engine.apply_trusted(s, legal[policy->choose(engine, s, legal)]);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllPresets, WindowMemo, ::testing::ValuesIn(bm::test::every_preset_case()),
                         [](const auto& param_info) { return param_info.param.name(); });

// A memo is only its own state's: a state edited after the engine stopped (here: the decision
// handed to another player by hand) is not given the memo's list, nor is a copy.
TEST(WindowMemo, NotReusedForAnotherDecisionOrACopy) {
  const PresetCase pc = bm::test::every_preset_case().front();
  const Engine engine = pc.engine();
  auto policy = make_policy("spells", 3);
  GameState s = engine.start(pc.players, 3);
  while (!s.over && s.decision.kind != DecisionKind::window) {
    const auto legal = engine.legal_actions(s);
    engine.apply_trusted(s, legal[policy->choose(engine, s, legal)]);
  }
  ASSERT_FALSE(s.over);
  ASSERT_EQ(s.window_memo.stamp, s.actions);
  ASSERT_FALSE(s.window_memo.actions.empty());
  GameState copy = s;
  EXPECT_EQ(copy.window_memo.stamp, -1);
  EXPECT_TRUE(copy == s);  // derived: no part of the state's value
  s.decision.player = (s.decision.player + 1) % s.num_players;
  const auto legal = engine.legal_actions(s);
  GameState other = s;
  EXPECT_EQ(legal, engine.legal_actions(other));
  for (const Action& a : legal) EXPECT_EQ(a.player, s.decision.player);
}

}  // namespace
