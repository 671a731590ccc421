// BM050 Motivation (build spell): if you have fewer Rooms than some opponent, build one extra
// Room this turn (round), face down like any build (G-4), revealed with the others.
// G-8: a deactivated room is not counted by room-count effects.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// Every test plays two_players(50): seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): P1 builds first (C-5).

namespace {
// P0 with the rooms `own` against P1's two (Brainsucker Hive, Specter's Sanctum), holding
// Motivation and a room: may P0 cast Motivation in its build turn?
bool motivation_castable_with(std::initializer_list<std::string> own) {
  Scenario sc = two_players(50);
  sc.set_dungeon(0, own);
  sc.set_dungeon(1, {"BM021", "BM011"});
  sc.set_hand(0, {"BM050", "BM018"});
  start_p0_build_turn(sc);
  return !legal_with(sc, "cast", "BM050").empty();
}
}  // namespace

TEST(Card_BM050_Motivation, FewerRoomsGivesAnExtraBuild) {
  Scenario sc = two_players(50);
  sc.set_dungeon(0, {"BM035"});           // 1 room
  sc.set_dungeon(1, {"BM021", "BM011"});  // 2 rooms
  sc.set_hand(0, {"BM050", "BM018", "BM016"});
  start_p0_build_turn(sc);
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  ASSERT_EQ(sc.to_move(), 0);  // P0's build window
  sc.act(cast_plain("BM050"));
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM016"}, {"stack", "new"}});
  EXPECT_TRUE(sc.saw("room_placed", {{"card", "BM016"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("room_placed", {{"card", "BM018"}, {"player", 0}}));
  sc.finish_round(1);
  // G-4: both are revealed and built at the end of the build phase.
  EXPECT_TRUE(sc.saw("room_built", {{"card", "BM018"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("room_built", {{"card", "BM016"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM016", "BM018", "BM035"}));
  sc.check_conservation();
}

TEST(Card_BM050_Motivation, NotCastableWithAsManyRoomsAsEveryOpponent) {
  EXPECT_FALSE(motivation_castable_with({"BM035", "BM035"}));
}

TEST(Card_BM050_Motivation, NotCastableWithMoreRooms) {
  EXPECT_FALSE(motivation_castable_with({"BM035", "BM035", "BM035"}));
}

TEST(Card_BM050_Motivation, G8_YourDeactivatedRoomIsNotCounted) {
  // P1 freezes one of P0's two rooms: P0 now has 1 counted room against P1's 2.
  Scenario sc = two_players(50);
  sc.set_dungeon(0, {"BM035", "BM022"});
  sc.set_dungeon(1, {"BM021", "BM011"});
  sc.set_hand(1, {"BM046"});
  sc.set_hand(0, {"BM050", "BM018"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(cast_room("BM046", 0, "BM022", 1));
  ASSERT_TRUE(sc.pass_until(p0_builds));
  EXPECT_TRUE(sc.can(cast_plain("BM050")));
}

TEST(Card_BM050_Motivation, G8_OpponentsDeactivatedRoomIsNotCounted) {
  // P1 has 3 rooms, one frozen: 2 counted, as many as P0's 2. No Motivation.
  Scenario sc = two_players(50);
  sc.set_dungeon(0, {"BM035", "BM035"});
  sc.set_dungeon(1, {"BM021", "BM011", "BM016"});
  sc.set_hand(0, {"BM050", "BM046", "BM018"});
  start_p0_build_turn(sc);
  ASSERT_TRUE(sc.can(cast_plain("BM050")));  // 2 < 3 before the freeze
  sc.act(cast_room("BM046", 1, "BM016", 2));
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can(cast_plain("BM050")));
}

TEST(Card_BM050_Motivation, NotCastableInTheAdventurePhase) {
  Scenario sc = two_players(50);
  sc.set_dungeon(0, {"BM035"});
  sc.set_dungeon(1, {"BM021", "BM011"});
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {"BM050", "BM046"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "cast", "BM050").empty());
}
