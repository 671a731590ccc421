// BM004 Robobo Level Up (G-10): every opponent must destroy one Room of their choice in their
// own dungeon (G-7). G-8: a deactivated room cannot be destroyed.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

TEST(Card_BM004_Robobo, EachOpponentDestroysARoomOfTheirChoice) {
  // Three players: seat 0 Robobo (400 XP, builds last), seat 1 Gorgona (500), seat 2 Seducia (600).
  Scenario sc = board("classic", {"BM004", "BM008", "BM006"}, 1004);
  sc.set_dungeon(0, {"BM035", "BM035", "BM035", "BM016"});
  sc.set_dungeon(1, {"BM018", "BM016"});
  sc.set_dungeon(2, {"BM021", "BM011"});
  sc.set_hand(0, {"BM018"});
  ASSERT_TRUE(level_up_choice(sc) && asked_to_level_up(sc, "BM004"));
  // Each opponent decides for their own dungeon, in turn order (C-5): Seducia, then Gorgona.
  ASSERT_EQ(sc.to_move(), 2);
  EXPECT_EQ(sc.legal().size(), 2u);
  sc.act({{"type", "choose"}, {"card", "BM011"}, {"stack", 1}, {"target_player", 2}});
  ASSERT_EQ(sc.to_move(), 1);
  sc.act({{"type", "choose"}, {"card", "BM018"}, {"stack", 0}, {"target_player", 1}});
  EXPECT_EQ(sc.dungeon_ids(2), (std::vector<std::string>{"BM021"}));
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"BM016"}));
  EXPECT_EQ(sc.dungeon_ids(0).size(), 5u);  // Robobo's own dungeon is untouched
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM011"}, {"player", 2}}));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM018"}, {"player", 1}}));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM011"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM018"));
  sc.check_conservation();
}

TEST(Card_BM004_Robobo, DeactivatedRoomCannotBeChosen) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 1004);  // 500 XP: P1 builds first
  sc.set_dungeon(0, {"BM035", "BM035", "BM035", "BM016"});
  sc.set_dungeon(1, {"BM018", "BM016"});
  sc.set_hand(0, {"BM018", "BM046"});
  start_p0_build_turn(sc);
  sc.act(cast_room("BM046", 1, "BM018", 0));  // Freeze P1's Neanderthal Cave
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  ASSERT_TRUE(sc.pass_until(choosing));
  ASSERT_EQ(sc.to_move(), 1);
  const auto opts = sc.legal_json();
  ASSERT_EQ(opts.size(), 1u);  // only the Golem Factory
  EXPECT_EQ(opts[0]["card"], "BM016");
  sc.act(opts[0]);
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"BM018"}));
}

TEST(Card_BM004_Robobo, OpponentWithoutRoomsIsSkipped) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 1004);
  four_rooms_and_a_fifth(sc);
  build_fifth_room(sc);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}}));
  EXPECT_FALSE(sc.saw("destroyed"));
}
