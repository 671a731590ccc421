// G-15 / C-9 bait, G-9 boss treasure, IP-14 town order. Expected outcomes are derived from
// the rules, not from what the engine printed.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0: Robobo (BM004, fighter, 400 XP); seat 1: Gorgona (BM008, thief, 500 XP).
Scenario bait_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  return sc;
}
}  // namespace

// G-15: each hero goes to the dungeon with the strictly highest matching treasure.
TEST(Bait, G15_StrictMaximumWins) {
  Scenario sc = bait_setup();
  sc.set_dungeon(0, {"BM015"});     // Goblin Armory: fighter x2 -> fighter 2 + boss 1 = 3
  sc.set_dungeon(1, {"BM029"});     // Dizzygas Hallway: thief x1 -> thief 1 + boss 1 = 2
  sc.set_town({"BM062", "BM074"});  // Boden (fighter), Joman (thief)
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}, {"value", 3}}));
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM074"}, {"player", 1}, {"value", 2}}));
}

// G-15: a tie on the top value keeps the hero in town (C-9); so does no matching treasure.
TEST(Bait, G15_TieAndZeroStayInTown) {
  Scenario sc = bait_setup();
  sc.set_boss(1, "BM003");          // King Croak: fighter
  sc.set_dungeon(0, {"BM016"});     // Golem Factory: fighter 1 + Robobo fighter 1 = 2
  sc.set_dungeon(1, {"BM018"});     // Neanderthal Cave: fighter 1 + King Croak fighter 1 = 2
  sc.set_town({"BM062", "BM056"});  // Boden (fighter): tie 2-2; Nick (cleric): 0-0
  sc.start_bait();
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM062"}, {"tie", 1}}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM056"}, {"tie", 0}}));
  EXPECT_FALSE(sc.saw("bait"));
  // They are still in town, ahead of the heroes revealed next round (IP-14).
  const auto town = sc.town_ids();
  ASSERT_GE(town.size(), 2u);
  EXPECT_EQ(town[0], "BM062");
  EXPECT_EQ(town[1], "BM056");
}

// G-9 with G-15: the boss's treasure icon counts for bait, even with no room built.
TEST(Bait, G9_BossTreasureCounts) {
  Scenario sc = bait_setup();
  sc.set_town({"BM062"});  // fighter: Robobo's icon 1 vs Gorgona 0
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}, {"value", 1}}));
}

// G-15: several heroes going to one dungeon keep their order of appearance (G-14 then runs
// them first in, first out).
TEST(Bait, G15_OrderOfAppearanceKept) {
  Scenario sc = bait_setup();
  sc.set_dungeon(0, {"BM015"});
  sc.set_town({"BM064", "BM062"});  // both fighters, Fire's Breath first
  sc.start_bait();
  const auto bait = sc.events_of("bait");
  ASSERT_EQ(bait.size(), 2u);
  EXPECT_EQ(bait[0]["card"], "BM064");
  EXPECT_EQ(bait[1]["card"], "BM062");
  const auto entered = sc.events_of("enters_room");
  ASSERT_FALSE(entered.empty());
  EXPECT_EQ(entered.front()["card"], "BM064");  // G-14: first in, first out
}

// IP-14 / C-15: a hero that stayed in town keeps its place ahead of newer arrivals.
TEST(Bait, IP14_WaitingHeroStaysAheadOfNewArrivals) {
  Scenario sc = bait_setup();
  sc.set_town({"BM056"});  // cleric: nobody has cleric treasure
  sc.deck_top("BM058");    // next ordinary hero revealed: Acacia (cleric)
  sc.start_round();
  ASSERT_GE(sc.s.town.size(), 2u);
  EXPECT_EQ(sc.town_ids().front(), "BM056");
}

// BM080 The Fool: lured by the fewest souls, not by treasure; a tie keeps it in town.
TEST(Bait, BM080_FoolGoesToFewestSouls) {
  Scenario sc = bait_setup();
  sc.add_score(1, "BM057", true);  // Gorgona's player has 1 soul, Robobo's none
  sc.set_town({"BM080"});
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM080"}, {"player", 0}}));
}

TEST(Bait, BM080_FoolTieStays) {
  Scenario sc = bait_setup();
  sc.set_town({"BM080"});
  sc.start_bait();
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM080"}}));
}
