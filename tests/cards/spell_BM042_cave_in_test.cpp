// BM042 Cave-In (adventure spell): destroy one of YOUR rooms and kill any Hero in it
// (G-7 destroy: the rest shifts toward the boss; G-12 a killed hero is a soul).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP).
Scenario cave_in_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 42);
  sc.set_dungeon(0, {"BM018", "BM035"});  // Neanderthal Cave (3), Dragon Hatchery (0)
  sc.set_dungeon(1, {"BM016"});           // Golem Factory
  sc.add_entrance(0, "BM060");            // Delatorious: 8 health, far from dying
  sc.set_hand(0, {"BM042"});
  return sc;
}
}  // namespace

TEST(Card_BM042_CaveIn, DestroysTheRoomAndKillsTheHeroInIt) {
  Scenario sc = cave_in_setup();
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) {
    return s.saw("enters_room", {{"card", "BM060"}}) && s.can(cast_room("BM042", 0, "BM018", 0));
  }));
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM060"}, {"total", 3}}));  // 3 of 8: alive
  sc.act(cast_room("BM042", 0, "BM018", 0));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM018"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM035"}));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM018"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM042"));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("hero_wounds"));  // the hero never reached the boss
  sc.check_conservation();
}

TEST(Card_BM042_CaveIn, EmptyRoomIsDestroyedButNobodyDies) {
  Scenario sc = cave_in_setup();
  sc.start_adventure();
  // The window before the first hero enters: no hero is in any room yet.
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(cast_room("BM042", 0, "BM035", 1));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM035"}}));
  EXPECT_FALSE(sc.saw("hero_killed"));
  sc.finish_round(1);
  // Delatorious then goes through the Neanderthal Cave only: 3 < 8, a wound for P0.
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.wounds(0), 1);
}

TEST(Card_BM042_CaveIn, OnlyYourOwnRooms) {
  Scenario sc = cave_in_setup();
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  const auto casts = legal_with(sc, "cast", "BM042");
  ASSERT_EQ(casts.size(), 2u);  // P0's two rooms, never P1's Golem Factory
  for (const auto& j : casts) EXPECT_EQ(j["target_player"], 0);
}

TEST(Card_BM042_CaveIn, NotCastableInTheBuildPhase) {
  Scenario sc = cave_in_setup();
  sc.add_to_hand(0, "BM016");
  start_p0_build_turn(sc);
  EXPECT_FALSE(legal_with(sc, "build", "BM016").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM042").empty());
}
