// BM080 The Fool (ordinary hero, no treasure, 2 health, 2-player icon): lured not by treasure
// but to the dungeon whose player has the fewest SOULS (face-down heroes, G-12: ordinary 1,
// epic 2; wounds are not souls); a tie for the fewest keeps it in town (G-15). IP-1: the
// option fool_in_deck. Basics (fewest souls wins, 0-0 tie) are in tests/rules/bait_test.cpp.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (fighter, 400 XP), seat 1 Gorgona (thief, 500 XP).
Scenario the_fool_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 80);
  sc.set_town({"BM080"});
  return sc;
}
}  // namespace

TEST(Card_BM080_TheFool, TreasureDoesNotLureIt) {
  Scenario sc = the_fool_setup();
  sc.set_dungeon(1, {"BM035", "BM035", "BM015"});  // P1: lots of treasure of every type
  sc.add_score(0, "BM056", true);
  sc.add_score(0, "BM062", true);  // P0: 2 souls, P1: 0
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM080"}, {"player", 1}}));
  EXPECT_TRUE(sc.saw("enters_room", {{"card", "BM080"}, {"player", 1}}));
}

TEST(Card_BM080_TheFool, WoundsAreNotSouls) {
  Scenario sc = the_fool_setup();
  sc.add_score(0, "BM056", false);
  sc.add_score(0, "BM062", false);  // P0: 2 wounds, 0 souls
  sc.add_score(1, "BM064", true);   // P1: 1 soul
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM080"}, {"player", 0}}));
}

TEST(Card_BM080_TheFool, AnEpicSoulCountsTwo) {
  Scenario sc = the_fool_setup();
  sc.add_score(0, "BM081", true);  // P0: one epic = 2 souls
  sc.add_score(1, "BM056", true);  // P1: 1 soul (more heroes would be P0's 1 card vs 1 card)
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM080"}, {"player", 1}}));
}

TEST(Card_BM080_TheFool, ThreePlayersTieForFewestStays) {
  Scenario sc = board("classic", {"BM004", "BM008", "BM006"}, 80);
  sc.set_town({"BM080"});
  sc.add_score(2, "BM056", true);  // P0 0, P1 0, P2 1: the fewest (0) is tied
  sc.start_bait();
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM080"}, {"tie", 1}}));
  EXPECT_EQ(sc.town_ids().front(), "BM080");
}

TEST(Card_BM080_TheFool, ThreePlayersStrictFewestWins) {
  Scenario sc = board("classic", {"BM004", "BM008", "BM006"}, 80);
  sc.set_town({"BM080"});
  sc.add_score(0, "BM056", true);  // P0 1
  sc.add_score(2, "BM062", true);
  sc.add_score(2, "BM064", true);  // P2 2; P1 0 is the strict fewest
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM080"}, {"player", 1}}));
}

TEST(Card_BM080_TheFool, DiesToTwoDamageForOneSoul) {
  Scenario sc = the_fool_setup();
  sc.set_dungeon(0, {"BM016"});    // Golem Factory: 2 damage
  sc.add_score(1, "BM056", true);  // P0 has fewer souls: the Fool comes to P0
  sc.start_bait();
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM080"}, {"player", 0}, {"room", "BM016"}}));
  EXPECT_EQ(sc.souls(0), 1);  // ordinary hero: 1 soul
  sc.check_conservation();
}

TEST(Card_BM080_TheFool, IP1_InTheDeckOnlyWhereTheRulesetSaysSo) {
  Scenario classic("classic", 2, 80);  // seed 001: 13 ordinary heroes with the Fool
  EXPECT_TRUE(contains(classic.ids(classic.s.ordinary_heroes), "BM080"));
  EXPECT_EQ(classic.s.ordinary_heroes.size(), 13u);
  Scenario es("classic-es", 2, 80);  // seed 003: 12 ordinary heroes, no Fool
  EXPECT_FALSE(contains(es.ids(es.s.ordinary_heroes), "BM080"));
  EXPECT_EQ(es.s.ordinary_heroes.size(), 12u);
  EXPECT_TRUE(contains(es.ids(es.s.out_of_game), "BM080"));
}
