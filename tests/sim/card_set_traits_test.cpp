// The card set's facts an Engine reads once (CardSetTraits: hero_powers, rooms_blankable,
// lasting_bosses, end_of_round_rooms) let a check return early where its answer is empty for
// every game of the set. The classic cards have none of the features, the printed bm2 cards
// have all four. At every
// state of random games of every preset, player count and card set, the checks with the
// engine's facts give exactly the answers of a Ctx without them (which asks every card): each
// room's ability (BM2-29), damage (G-13) and treasure (G-15, BM2-21), each boss's lasting
// Level Up (BM2-31), the running hero's powers (BM2-11..BM2-17, BM2-38) and Health (BM2-14),
// the rooms' end-of-round triggers (BM2-25).
#include <gtest/gtest.h>

#include "abilities/ability_def.hpp"
#include "bm/play/policy.hpp"
#include "game/internal.hpp"
#include "support/preset_cases.hpp"

namespace {

using namespace bm;
using bm::test::PresetCase;

detail::Ctx traits_ctx(const CardSet& cards, const Ruleset& rules, GameState& s, const CardSetTraits& t) {
  return detail::Ctx{cards,
                     rules,
                     s,
                     nullptr,
                     nullptr,
                     builtin_super_board(),
                     nullptr,
                     t.cards.data(),
                     t.room_activations,
                     t.hero_activations,
                     t.hero_powers,
                     t.rooms_blankable,
                     t.lasting_bosses,
                     t.end_of_round_rooms};
}

TEST(CardSetTraits, ClassicCardsHaveNoHeroPowerNoBlankingAndNoLastingBoss) {
  const CardSetTraits t = detail::card_set_traits(builtin_classic_cards());
  EXPECT_FALSE(t.hero_powers);         // no classic hero acts while it runs (The Fool only picks a dungeon)
  EXPECT_FALSE(t.rooms_blankable);     // nothing classic blanks a room (BM2-29 is a bm2 rule)
  EXPECT_FALSE(t.lasting_bosses);      // classic Level Ups act once (G-10), none lasts (BM2-31)
  EXPECT_FALSE(t.end_of_round_rooms);  // no classic card acts at the end of the round (BM2-25)
}

TEST(CardSetTraits, PrintedBm2CardsTakeEveryFullPath) {
  const CardSetTraits t = detail::card_set_traits(builtin_bm2_printed_cards());
  EXPECT_TRUE(t.hero_powers);         // BM2-11..BM2-17: Archer, Druid, ...
  EXPECT_TRUE(t.rooms_blankable);     // BM2-29: Meddling Kids!, Cheat Code
  EXPECT_TRUE(t.lasting_bosses);      // BM2-31: Killa, Angstigoth, ...
  EXPECT_TRUE(t.end_of_round_rooms);  // BM2-25: Inner Sanctum, Shellda, ...
}

// The legal list's merge of copies (one_per_form) reads whether a card's design has more than
// one copy from the traits: the design's quantity, for every card of every built-in set.
TEST(CardSetTraits, CopiedSaysWhetherTheDesignHasAnotherCopy) {
  for (const CardSet* cards : {&builtin_classic_cards(), &builtin_bm2_printed_cards()}) {
    const CardSetTraits t = detail::card_set_traits(*cards);
    ASSERT_EQ(t.copied.size(), static_cast<std::size_t>(cards->instances()));
    int copies = 0;
    for (int card = 0; card < cards->instances(); ++card) {
      const bool copied = cards->designs[static_cast<std::size_t>(cards->design_of(card))].quantity > 1;
      EXPECT_EQ(t.copied[static_cast<std::size_t>(card)] != 0, copied) << cards->id << " card " << card;
      copies += copied ? 1 : 0;
    }
    EXPECT_GT(copies, 0) << cards->id;  // both sets hold designs printed more than once
  }
}

// BM2-29: in a game of the printed bm2 cards, a room under a `blanked` mark has no ability as the
// engine's context reads it (the mark is not skipped).
TEST(CardSetTraits, PrintedBm2BlankedRoomHasNoAbility) {
  Ruleset rules;
  ASSERT_TRUE(find_preset("bm2", rules));
  const CardSet& cards = builtin_bm2_printed_cards();
  const Engine engine(cards, rules);
  const CardSetTraits t = detail::card_set_traits(cards);
  auto policy = make_policy("random", 5);
  GameState s = engine.start(2, 5);
  int room = -1, owner = -1;
  while (!s.over && room < 0) {
    const auto legal = engine.legal_actions(s);
    engine.apply_trusted(s, legal[policy->choose(engine, s, legal)]);
    for (int p = 0; p < s.num_players && room < 0; ++p)
      for (const RoomSlot& r : s.players[static_cast<std::size_t>(p)].dungeon)
        if (detail::slot_active(r) && cards.of(r.top()).ability != Ability::none) room = r.top(), owner = p;
  }
  ASSERT_GE(room, 0) << "no room with an ability was built";
  detail::Ctx c = traits_ctx(cards, rules, s, t);
  EXPECT_EQ(&detail::room_def(c, room), &detail::ability_def(cards.of(room).ability));
  s.round_marks.push_back(RoundMark{MarkKind::blanked, owner, room, 1});
  EXPECT_EQ(&detail::room_def(c, room), &detail::ability_def(Ability::none));
}

// The running hero's powers, an ability without any hook left out (`none`, The Fool's).
std::vector<const detail::AbilityDef*> powers(const detail::Ctx& c) {
  std::vector<const detail::AbilityDef*> out;
  for (const detail::AbilityDef* d : detail::running_powers(c))
    if (*d != detail::AbilityDef{}) out.push_back(d);
  return out;
}

void expect_same_answers(const PresetCase& pc, GameState& s, const CardSetTraits& traits) {
  detail::Ctx fast = traits_ctx(*pc.cards, pc.rules, s, traits);
  detail::Ctx plain{*pc.cards, pc.rules, s, nullptr, nullptr, builtin_super_board()};
  for (int p = 0; p < s.num_players; ++p) {
    const auto& dg = s.players[static_cast<std::size_t>(p)].dungeon;
    for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
      const RoomSlot& r = dg[static_cast<std::size_t>(j)];
      if (r.cards.empty()) continue;
      ASSERT_EQ(&detail::room_def(fast, r.top()), &detail::room_def(plain, r.top())) << pc.name() << " " << s.actions;
      ASSERT_EQ(detail::room_damage(fast, p, j), detail::room_damage(plain, p, j)) << pc.name() << " " << s.actions;
    }
    // A treasure count is asked only of a seat with its boss (bait, G-15): none before the
    // bosses are dealt and kept.
    const bool has_boss = s.players[static_cast<std::size_t>(p)].boss >= 0;
    for (int k = 0; has_boss && k < static_cast<int>(pc.cards->of(0).treasure.size()); ++k)
      ASSERT_EQ(detail::treasure_value(fast, p, k), detail::treasure_value(plain, p, k))
          << pc.name() << " " << s.actions;
    ASSERT_EQ(detail::lasting_boss(fast, p), detail::lasting_boss(plain, p)) << pc.name() << " " << s.actions;
  }
  ASSERT_EQ(powers(fast), powers(plain)) << pc.name() << " " << s.actions;
  ASSERT_EQ(detail::end_of_round_triggers(fast), detail::end_of_round_triggers(plain)) << pc.name() << " " << s.actions;
  if (s.run.hero >= 0) {
    ASSERT_EQ(detail::hero_health(fast, s.run.hero, s.run.health_bonus),
              detail::hero_health(plain, s.run.hero, s.run.health_bonus))
        << pc.name() << " " << s.actions;
  }
}

class CardSetTraitsGames : public ::testing::TestWithParam<PresetCase> {};

TEST_P(CardSetTraitsGames, FastPathsGiveTheFullPathsAnswers) {
  const PresetCase& pc = GetParam();
  const Engine engine = pc.engine();
  const CardSetTraits traits = detail::card_set_traits(*pc.cards);
  bm::test::walk_random_games(pc, engine, 12, 7901u, [&](GameState& s) {
    expect_same_answers(pc, s, traits);
    return !HasFatalFailure();
  });
}

INSTANTIATE_TEST_SUITE_P(AllPresets, CardSetTraitsGames, ::testing::ValuesIn(bm::test::every_preset_case()),
                         [](const auto& param_info) { return param_info.param.name(); });

}  // namespace
