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
#include "bm/state/snapshot.hpp"
#include "game/internal.hpp"
#include "support/drive.hpp"
#include "support/preset_cases.hpp"
#include "support/scenario.hpp"

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
  bm::test::walk_random_games(pc, engine, kMemoGames / 4, 7907u, [&](GameState& s) {
    expect_filters_keep_every_action(pc, s, traits);
    return !HasFatalFailure();
  });
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

// ---- edits of a stopped state: every way in forgets the memo (forget_derived) ----

// A classic game stopped at a build-phase spell window (C-10, C-12) of the seat holding Jeopardy
// (a spell of both phases, G-16), with a hero in town for Princess in Peril (a build spell that
// lures one, G-15), and the memo the engine kept there.
bm::test::Scenario jeopardy_window() {
  bm::test::Scenario sc = bm::test::two_players(5);
  sc.set_hand(0, {"BM048"});
  sc.set_hand(1, {"BM048"});
  sc.set_town({bm::test::kFighter4});
  sc.start_build();
  EXPECT_TRUE(sc.pass_until([](const bm::test::Scenario& x) {
    return x.decision() == DecisionKind::window && !bm::test::legal_with(x, "cast", "BM048").empty();
  }));
  EXPECT_EQ(sc.s.window_memo.stamp, sc.s.actions) << "no memo: the test would prove nothing";
  return sc;
}

// The legal list of the edited state is the one a fresh copy (no memo) builds, and it offers the
// cast of `spell` exactly when `offered`.
void expect_fresh_list(const bm::test::Scenario& sc, const std::string& spell, bool offered, const char* how) {
  const GameState fresh = sc.s;
  EXPECT_EQ(sc.legal(), sc.engine.legal_actions(fresh)) << how;
  EXPECT_EQ(bm::test::legal_with(sc, "cast", spell).empty(), !offered) << how;
}

// Every entry point that edits a stopped window state's hand in place: the test arrangement
// (Scenario::set_hand, Scenario::add_to_hand), a test's own edit followed by forget_derived, and
// a snapshot edited and loaded (a state made afresh, as every position and `load` is). After
// each, the legal list is the edited hand's: Jeopardy gone, or Princess in Peril offered.
TEST(WindowMemo, AnEditedStoppedStateListsWhatAFreshCopyLists) {
  {
    bm::test::Scenario sc = jeopardy_window();
    sc.set_hand(sc.to_move(), {});
    expect_fresh_list(sc, "BM048", false, "Scenario::set_hand");
  }
  {
    bm::test::Scenario sc = jeopardy_window();
    sc.add_to_hand(sc.to_move(), "BM051");
    expect_fresh_list(sc, "BM051", true, "Scenario::add_to_hand");
  }
  {
    bm::test::Scenario sc = jeopardy_window();
    auto& hand = sc.s.players[static_cast<std::size_t>(sc.to_move())].hand;
    sc.s.spell_deck.insert(sc.s.spell_deck.begin(), hand.begin(), hand.end());
    hand.clear();
    forget_derived(sc.s);
    expect_fresh_list(sc, "BM048", false, "an edit by hand, then forget_derived");
  }
  {
    bm::test::Scenario sc = jeopardy_window();
    nlohmann::json st = state_to_json(sc.engine, sc.s);
    nlohmann::json& hand = st["players"][sc.to_move()]["hand"];
    for (const auto& c : hand) st["spell_deck"].insert(st["spell_deck"].begin(), c);
    hand = nlohmann::json::array();
    sc.s = state_from_json(sc.engine, st, "edited snapshot");
    expect_fresh_list(sc, "BM048", false, "a snapshot edited and loaded");
  }
}

}  // namespace
