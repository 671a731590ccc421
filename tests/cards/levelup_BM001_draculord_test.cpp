// BM001 Draculord Level Up: look at a chosen opponent's hand and take one card from it.
// G-10: once per game, at the end of the build phase in which the dungeon first has five
// visible rooms, after the reveal and BEFORE that room's own on-build effect.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Draculord (900 XP, builds first), seat 1 Gorgona (500 XP). P0 has four rooms.
Scenario draculord_setup() {
  Scenario sc = board("classic", {"BM001", "BM008"}, 1001);
  sc.set_dungeon(0, {"BM035", "BM035", "BM035", "BM016"});
  return sc;
}
void build_fifth(Scenario& sc, const std::string& room) {
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "build"}, {"card", room}, {"stack", "new"}});
  ASSERT_TRUE(sc.pass_until(choosing));
}
}  // namespace

TEST(Card_BM001_Draculord, LevelUpTakesACardFromAnOpponentsHand) {
  Scenario sc = draculord_setup();
  sc.set_hand(0, {"BM018"});
  sc.set_hand(1, {"BM045", "BM021"});
  build_fifth(sc, "BM018");
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "BM001"}}));
  // G-10: after the reveal (the fifth room is built) ...
  EXPECT_LT(find_event(sc, "room_built", {{"card", "BM018"}}), find_event(sc, "level_up"));
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "choose"}, {"target_player", 1}});
  EXPECT_TRUE(sc.saw("hand_revealed", {{"player", 1}, {"to_player", 0}}));
  EXPECT_EQ(legal_with(sc, "choose", "BM045").size(), 1u);
  EXPECT_EQ(legal_with(sc, "choose", "BM021").size(), 1u);
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM045"}));
  EXPECT_EQ(hand_in_round(sc, 1, 1), (std::vector<std::string>{"BM021"}));
  EXPECT_TRUE(sc.saw("take_card", {{"card", "BM045"}, {"player", 0}, {"from_player", 1}}));
  sc.check_conservation();
}

TEST(Card_BM001_Draculord, G10_LevelUpResolvesBeforeTheFifthRoomsOnBuild) {
  // The fifth room is Specter's Sanctum (on build: a chosen opponent discards a random spell).
  // P1's only card is a spell. Level Up first: Draculord takes it, and the Sanctum then finds
  // no spell to discard. The other order would discard it and leave Draculord nothing.
  Scenario sc = draculord_setup();
  sc.set_hand(0, {"BM011"});
  sc.set_hand(1, {"BM045"});
  build_fifth(sc, "BM011");
  sc.act({{"type", "choose"}, {"target_player", 1}});  // Draculord's choice comes first
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  ASSERT_TRUE(sc.pass_until(choosing));
  sc.act({{"type", "choose"}, {"target_player", 1}});  // then the Sanctum's opponent
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM045"}));
  EXPECT_TRUE(hand_in_round(sc, 1, 1).empty());
  EXPECT_FALSE(sc.saw("discard", {{"card", "BM045"}}));
}

TEST(Card_BM001_Draculord, OnlyOncePerGame) {
  Scenario sc = draculord_setup();
  sc.set_hand(0, {"BM018"});
  sc.set_hand(1, {"BM045"});
  build_fifth(sc, "BM018");
  sc.act({{"type", "choose"}, {"target_player", 1}});
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  sc.finish_round(1);
  // Round 2: back to four rooms, a fifth is built again: no second Level Up.
  sc.set_dungeon(0, {"BM035", "BM035", "BM035", "BM016"});
  sc.set_hand(0, {"BM021"});
  sc.set_hand(1, {"BM040"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "build"}, {"card", "BM021"}, {"stack", "new"}});
  sc.finish_round(2);
  EXPECT_TRUE(sc.saw("room_built", {{"card", "BM021"}}));
  EXPECT_EQ(sc.events_of("level_up").size(), 1u);
  EXPECT_TRUE(contains(sc.hand_ids(1), "BM040"));  // nothing taken this time
}

TEST(Card_BM001_Draculord, NoLevelUpBeforeTheFifthRoom) {
  // Four rooms plus a room built on top of one of them: still four visible rooms (G-6).
  Scenario sc = draculord_setup();
  sc.set_hand(0, {"BM018"});
  sc.set_hand(1, {"BM045"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", 3}});
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("room_built", {{"card", "BM018"}}));
  EXPECT_FALSE(sc.saw("level_up"));
  EXPECT_FALSE(sc.s.players[0].leveled_up);
}
