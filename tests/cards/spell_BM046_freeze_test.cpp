// BM046 Freeze (build and adventure spell): deactivate one Room in any dungeon until end of
// turn (round). G-8: no damage, treasure or ability; cannot be built on; reopens at end of
// round (C-11).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

TEST(Card_BM046_Freeze, FrozenRoomDealsNoDamage) {
  Scenario sc("classic", 2, 46);
  sc.clear_board();
  sc.set_boss(0, "BM004");                // Robobo, 400 XP
  sc.set_boss(1, "BM008");                // Gorgona, 500 XP
  sc.set_dungeon(0, {"BM018", "BM016"});  // Neanderthal Cave (3), Golem Factory (2)
  sc.add_entrance(0, "BM056");            // Nick: 4 health; 3 + 2 = 5 would kill him
  sc.set_hand(1, {"BM046"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 1);  // before the first hero enters: P0 has nothing, then P1
  sc.act(cast_room("BM046", 0, "BM018", 0));
  EXPECT_TRUE(sc.saw("deactivated", {{"card", "BM018"}, {"player", 0}}));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 0}, {"total", 0}}));
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 2}, {"total", 2}}));
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_TRUE(sc.saw("reactivated", {{"card", "BM018"}, {"player", 0}}));  // C-11
  EXPECT_FALSE(sc.s.players[0].dungeon[0].deactivated);
  sc.check_conservation();
}

TEST(Card_BM046_Freeze, BuildPhaseFreezeRemovesTreasureForBaitAndBlocksBuildingOnIt) {
  Scenario sc("classic", 2, 46);
  sc.clear_board();
  sc.set_boss(0, "BM004");       // Robobo: fighter icon, 400 XP
  sc.set_boss(1, "BM003");       // King Croak: fighter icon, 800 XP (builds first)
  sc.set_dungeon(0, {"BM015"});  // Goblin Armory: fighter x2 -> P0 fighter 3
  sc.set_dungeon(1, {"BM016"});  // Golem Factory: fighter x1 -> P1 fighter 2
  sc.set_town({"BM062"});        // Boden: fighter
  sc.set_hand(1, {"BM046"});
  sc.set_hand(0, {"BM018"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(cast_room("BM046", 0, "BM015", 0));  // during P1's own build turn (C-8)
  sc.act({{"type", "pass_build"}});
  ASSERT_TRUE(sc.pass_until(p0_builds));
  // G-8: nothing can be built on the frozen room; a new stack is still possible.
  EXPECT_FALSE(sc.can({{"type", "build"}, {"card", "BM018"}, {"stack", 0}}));
  EXPECT_TRUE(sc.can({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}}));
  sc.act({{"type", "pass_build"}});
  sc.finish_round(1);
  // G-8 + G-15: the frozen Armory's treasure does not count: P0 1 (boss) < P1 2.
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 1}, {"value", 2}}));
  EXPECT_TRUE(sc.saw("reactivated", {{"card", "BM015"}, {"player", 0}}));
}

TEST(Card_BM046_Freeze, OnlyVisibleActiveRoomsAreTargets) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 46);
  sc.set_dungeon(0, {"BM035"});
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM046", "BM046"});
  sc.set_hand(1, {"BM018"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});  // face down (G-4)
  ASSERT_EQ(sc.to_move(), 0);                                        // P0 in P1's build window
  // Targets: P0's Hatchery and P1's Golem Factory; never the face-down room (G-5).
  EXPECT_EQ(legal_with(sc, "cast", "BM046").size(), 2u);
  EXPECT_TRUE(sc.can(cast_room("BM046", 1, "BM016", 1)));
  sc.act(cast_room("BM046", 1, "BM016", 1));
  // A deactivated room cannot be frozen again (nor destroyed, G-8): one target left.
  const auto left = legal_with(sc, "cast", "BM046");
  ASSERT_EQ(left.size(), 1u);
  EXPECT_EQ(left[0]["target"], "BM035");
}

// BM2-24 (classic Freeze too) with G-8 and G-10: Xyzax builds the fifth room face down; Gorgona
// freezes one of the four others in the build phase, before the reveal. At the reveal the
// dungeon counts four rooms (a deactivated one is not counted), so no Level Up; it comes in the
// end of the round, when the frozen room reactivates (C-11), before the next round.
TEST(Card_BM046_Freeze, ALevelUpHeldBackByAFrozenRoomComesAtTheEndOfTheRound) {
  Scenario sc = level_up_table("BM002", 2446);
  sc.set_hand(1, {"BM046"});
  build_fifth_room(sc);
  when_legal(sc, cast_room("BM046", 0, "BM016", 4));  // the fifth room started a new stack 0
  ASSERT_TRUE(sc.saw("deactivated", {{"card", "BM016"}, {"player", 0}}));
  sc.finish_round(1);
  const int built = find_event(sc, "room_built", {{"card", "BM018"}, {"player", 0}});
  const int reactivated = find_event(sc, "reactivated", {{"card", "BM016"}, {"player", 0}});
  const int level_up = find_event(sc, "level_up", {{"player", 0}});
  ASSERT_GE(built, 0);
  ASSERT_GE(reactivated, 0);
  EXPECT_GT(level_up, reactivated);  // not at the reveal: after the frozen room reactivated (C-11)
  EXPECT_TRUE(sc.s.players[0].leveled_up);
}
