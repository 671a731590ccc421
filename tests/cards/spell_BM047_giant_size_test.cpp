// BM047 Giant Size (adventure spell): one Monster Room gets +3 damage until end of turn
// (round).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP). P0: Specter's Sanctum (monster, 2) then
// Dark Laboratory (trap, 1). Nick (4 health) would survive 3 damage.
Scenario giant_size_setup() { return hero_at_seat0(47, {"BM011", "BM022"}, "BM056"); }
}  // namespace

TEST(Card_BM047_GiantSize, MonsterRoomGetsThreeMoreDamage) {
  Scenario sc = giant_size_setup();
  sc.set_hand(1, {"BM047"});  // any player may cast it, on any dungeon's monster room
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(cast_room("BM047", 0, "BM011", 0));
  sc.finish_round(1);
  // 2 + 3 = 5 >= 4: Nick dies in the Sanctum.
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 5}, {"total", 5}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM011"}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.wounds(0), 0);
  sc.check_conservation();
}

TEST(Card_BM047_GiantSize, NoCastMeansTheHeroSurvives) {
  Scenario sc = giant_size_setup();
  sc.start_adventure();
  sc.finish_round(1);
  EXPECT_EQ(sc.wounds(0), 1);  // 2 + 1 = 3 < 4
  EXPECT_EQ(sc.souls(0), 0);
}

TEST(Card_BM047_GiantSize, OnlyMonsterRoomsAreTargets) {
  Scenario sc = giant_size_setup();
  sc.set_hand(0, {"BM047"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can(cast_room("BM047", 0, "BM011", 0)));
  EXPECT_FALSE(sc.can(cast_room("BM047", 0, "BM022", 1)));  // trap room
  EXPECT_EQ(legal_with(sc, "cast", "BM047").size(), 1u);
}

TEST(Card_BM047_GiantSize, NotCastableInTheBuildPhase) {
  Scenario sc = giant_size_setup();
  sc.set_hand(1, {"BM047", "BM018"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);
  EXPECT_FALSE(legal_with(sc, "build", "BM018").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM047").empty());
}
