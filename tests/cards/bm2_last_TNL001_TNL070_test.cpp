// The last printed Boss Monster 2 (The Next Level) cards, part two: TNL001 Doc Scarecrow (lasting
// Level Up, BM2-31: in each build phase, pay a card from hand to keep a hero in town from being
// lured this round, BM2-27) and TNL062 Meddling Kids! (a
// two-option spell, BM2-26: a room has no ability text until the end of the round, BM2-29; or a
// player into whose dungeon three or more heroes came this round, BM2-28, cannot win this round,
// BM2-30). The spell plays in a classic game with the implemented TNL cards (BM2-44), also under
// the 10th Anniversary ending (IP-49 score_all), the boss on the bm2 rules with the synthetic bm2
// cards.
#include <gtest/gtest.h>

#include <algorithm>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm2_last_TNL001_TNL070 {
using namespace bm::test;

// Seat 0 (Robobo) has Golem Factory and Goblin Armory (2 + 1 and 1 damage: the Armory gives the
// Factory +1), a 4-health thief at its entrance; seat 1 (Gorgona, acts first, C-5) holds `hand`.
Scenario armory_round(std::uint64_t seed, std::initializer_list<std::string> hand) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, {"BM016", "BM015"});
  sc.add_entrance(0, kThief4);
  sc.set_hand(1, hand);
  sc.start_build();
  return sc;
}

// Without the spell the Factory's 3 and the Armory's 1 kill the thief (G-12).
TEST(Card_TNL062_MeddlingKids, TheArmoryBoostsWithoutIt) {
  Scenario sc = armory_round(621, {"BM049"});
  sc.finish_round(1);
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kThief4}));
}

// Seat 1 blanks the Goblin Armory in the build phase: its aura is ability text, so the Factory
// deals its printed 2 and the thief survives both rooms (3 damage), a wound of seat 0.
TEST(Card_TNL062_MeddlingKids, ARoomHasNoAbilityUntilTheEndOfTheRound) {
  Scenario sc = armory_round(622, {"TNL062"});
  when_legal(sc, cast_room("TNL062", 0, "BM015", 1));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("resolved", {{"player", 1}, {"card", "TNL062"}}));
  EXPECT_TRUE(sc.score_ids(0, true).empty());
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kThief4}));
}

bool second_option(const json& a) { return a.value("option", 0) == 1; }

// The classic rules with IP-49 end_rule score_all (the 10th Anniversary ending), or plain classic.
bm::Ruleset classic_rules(bool score_all) {
  bm::Ruleset r = preset("classic");
  r.end_score_all = score_all;
  return r;
}

// Seat 0 (Robobo) with 7 souls, Neanderthal Cave and Golem Factory (5 damage) and three 4-health
// heroes at its entrance: they die there, 10 souls; seat 1 (Gorgona) holds `hand`.
Scenario ten_souls_round(std::uint64_t seed, std::initializer_list<std::string> hand, bool score_all = false) {
  Scenario sc = board(classic_rules(score_all), {"BM004", "BM008"}, seed, &classic_with_tnl_cards());
  sc.set_dungeon(0, {"BM018", "BM016"});
  for (const auto& h : {kCleric4, kFighter4, kThief4}) sc.add_entrance(0, h);
  give(sc, 0, 7, 0, HeroOrder::highest_first, {kCleric4, kFighter4, kThief4});
  sc.set_hand(1, hand);
  sc.start_adventure();
  return sc;
}

// Passes until seat 1 may cast the spell's second option (once the third hero came into seat 0's
// dungeon), casts it on seat 0, and plays to the next round or the end of the game.
void meddle_with_seat_0(Scenario& sc) {
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) {
    const auto casts = legal_with(s, "cast", "TNL062");
    return std::any_of(casts.begin(), casts.end(), second_option);
  }));
  EXPECT_EQ(sc.souls(0), 9);  // two heroes dead, the third in the dungeon
  json cast;
  for (const json& a : legal_with(sc, "cast", "TNL062"))
    if (second_option(a)) cast = a;
  EXPECT_EQ(cast.value("target_player", -1), 0);
  sc.act(cast);
  sc.pass_until([](const Scenario& s) { return s.s.round > 1 || s.s.phase == bm::Phase::game_over; });
}

// The option is offered once the third hero came into seat 0's dungeon; cast, seat 0's ten souls
// do not win at this round's end check (BM2-30) and the game goes on.
TEST(Card_TNL062_MeddlingKids, APlayerWithThreeHeroesCannotWinThisRound) {
  Scenario sc = ten_souls_round(623, {"TNL062"});
  meddle_with_seat_0(sc);
  EXPECT_EQ(sc.souls(0), 10);
  EXPECT_NE(sc.s.phase, bm::Phase::game_over);
  EXPECT_EQ(sc.s.round, 2);
}

// Without the spell the same ten souls end the game: seat 0 wins (C-13), and under IP-49
// score_all too, with the best souls minus wounds (10 against 0).
TEST(Card_TNL062_MeddlingKids, TenSoulsWinWithoutIt) {
  for (const bool score_all : {false, true}) {
    SCOPED_TRACE(score_all);
    Scenario sc = ten_souls_round(624, {}, score_all);
    sc.pass_until([](const Scenario& s) { return s.s.round > 1 || s.s.phase == bm::Phase::game_over; });
    EXPECT_EQ(sc.s.phase, bm::Phase::game_over);
    EXPECT_EQ(sc.s.winners, std::vector<int>{0});
  }
}

// IP-49 score_all (the 10th Anniversary ending) with the TNL cards: seat 0 cannot win this round
// (BM2-30), so its ten souls do not end the game after this round, which goes on.
TEST(Card_TNL062_MeddlingKids, UnderScoreAllTheTenSoulsEndNothingThisRound) {
  Scenario sc = ten_souls_round(625, {"TNL062"}, true);
  meddle_with_seat_0(sc);
  EXPECT_EQ(sc.souls(0), 10);
  EXPECT_NE(sc.s.phase, bm::Phase::game_over);
  EXPECT_EQ(sc.s.round, 2);
}

// IP-49 score_all: seat 1's five wounds end the game after the round, and every player is scored,
// but seat 0 cannot win this round (BM2-30): its 10 - 0 does not count, and seat 1 (0 - 5), the
// only player who may win, wins; the end's report compares seat 1 alone.
TEST(Card_TNL062_MeddlingKids, UnderScoreAllTheOtherPlayerWinsWhenTheGameEnds) {
  Scenario sc = ten_souls_round(626, {"TNL062"}, true);
  give(sc, 1, 0, 5, HeroOrder::lowest_first, {kCleric4, kFighter4, kThief4});
  meddle_with_seat_0(sc);
  ASSERT_EQ(sc.s.phase, bm::Phase::game_over);
  EXPECT_EQ(static_cast<bm::EndReason>(sc.s.end_rule), bm::EndReason::score_all);
  EXPECT_EQ(sc.s.winners, std::vector<int>{1});
  EXPECT_EQ(sc.engine.end_decision(sc.s).compared, std::vector<int>{1});
}

const bm::CardSet& scarecrow_cards() {
  static const bm::CardSet cs = bm2_synthetic_plus({"TNL001"}, "tnl-scarecrow");
  return cs;
}

// Seat 0 Doc Scarecrow (375 XP, a cleric icon) with Golem Factory and Neanderthal Cave (two
// fighter icons) and Fear in hand; seat 1 Robobo (400 XP, a fighter icon, acts first, C-5): the
// fighter in town goes to seat 0 at bait (G-15), unless kept in town.
Scenario scarecrow_round(std::uint64_t seed, bool levelled) {
  Scenario sc = board("bm2", {"TNL001", "BM004"}, seed, &scarecrow_cards());
  sc.s.players[0].leveled_up = levelled;
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_hand(0, {"BM045"});
  sc.set_hand(1, {});
  sc.set_town({kFighter4});
  sc.start_build();
  return sc;
}

const json kScarecrowPays = {{"type", "activate"}, {"card", "TNL001"}, {"target", "BM045"}};

// After the Level Up, seat 0 pays Fear in the build phase to keep the fighter in town: it is not
// lured this round (BM2-27) and stays in town.
TEST(Card_TNL001_DocScarecrow, PaysACardToKeepAHeroInTown) {
  Scenario sc = scarecrow_round(11, true);
  when_legal(sc, kScarecrowPays);
  EXPECT_TRUE(contains(sc.discard_ids(), std::string("BM045")));
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", kFighter4}});
  finish_phase(sc, bm::Phase::build);
  finish_phase(sc, bm::Phase::bait);
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", kFighter4}}));
  EXPECT_FALSE(sc.saw("bait", {{"card", kFighter4}}));
  EXPECT_TRUE(contains(sc.town_ids(), kFighter4));
}

// "In each build phase" (BM2-31, FAQ 295-302) with G-17 (an activated ability is used whenever a
// spell could be): seat 1 (Robobo) builds first, and seat 0 may already pay in seat 1's build
// turn, as a non-active player may in any build window before the reveal; once paid, not again
// this round, though another card is left to pay with: next in the next round's build phase.
TEST(Card_TNL001_DocScarecrow, OnceABuildPhaseInAnyPlayersBuildTurn) {
  Scenario sc = scarecrow_round(13, true);
  sc.set_hand(0, {"BM045", "BM046"});
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return !legal_with(s, "activate", "TNL001").empty(); }));
  EXPECT_EQ(sc.s.phase, bm::Phase::build);
  EXPECT_EQ(sc.s.active, 1);
  EXPECT_EQ(legal_with(sc, "activate", "TNL001").size(), 2u);  // either card pays
  sc.act(kScarecrowPays);
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", kFighter4}});
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return !legal_with(s, "activate", "TNL001").empty(); }));
  EXPECT_EQ(sc.s.round, 2);
  EXPECT_EQ(sc.s.phase, bm::Phase::build);
  EXPECT_TRUE(contains(sc.hand_ids(0), std::string("BM046")));  // not paid in round 1
}

// Before the Level Up there is no such activation, and the fighter is lured to seat 0.
TEST(Card_TNL001_DocScarecrow, NoActivationBeforeTheLevelUp) {
  Scenario sc = scarecrow_round(12, false);
  sc.pass_until(
      [](const Scenario& s) { return !legal_with(s, "activate", "TNL001").empty() || s.s.phase != bm::Phase::build; });
  EXPECT_TRUE(legal_with(sc, "activate", "TNL001").empty());
  finish_phase(sc, bm::Phase::bait);
  EXPECT_TRUE(sc.saw("bait", {{"player", 0}, {"card", kFighter4}}));
}

}  // namespace bm2_last_TNL001_TNL070
