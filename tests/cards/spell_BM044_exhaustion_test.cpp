// BM044 Exhaustion (adventure spell): deal X damage to a Hero in YOUR dungeon, X = the number
// of Rooms in your dungeon. G-8: a deactivated room is not counted by room-count effects.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP). P0 has five rooms: Dark Laboratory (trap,
// 1), three Dragon Hatcheries (0) and Haunted Library (trap, 1); Acacia (6 health) enters.
Scenario exhaustion_setup() { return hero_at_seat0(44, {"BM022", "BM035", "BM035", "BM035", "BM023"}, "BM058"); }
bool in_first_room(const Scenario& s) { return s.saw("enters_room", {{"card", "BM058"}}) && s.to_move() == 0; }
}  // namespace

TEST(Card_BM044_Exhaustion, DealsOneDamagePerRoom) {
  Scenario sc = exhaustion_setup();
  sc.set_hand(0, {"BM044"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(cast_hero("BM044", 0, "BM058")); }));
  sc.act(cast_hero("BM044", 0, "BM058"));
  // X = 5 rooms; 1 (Dark Laboratory) + 5 = 6 >= 6: Acacia dies in the first room.
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM058"}, {"amount", 5}, {"total", 6}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM058"}, {"room", "BM022"}}));
  EXPECT_EQ(sc.souls(0), 1);
  sc.finish_round(1);
  EXPECT_EQ(sc.wounds(0), 0);
  sc.check_conservation();
}

TEST(Card_BM044_Exhaustion, DeactivatedRoomIsNotCounted) {
  Scenario sc = exhaustion_setup();
  sc.set_hand(0, {"BM044", "BM046"});  // Exhaustion, Freeze
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(in_first_room));
  sc.act(cast_room("BM046", 0, "BM023", 4));  // freeze the Haunted Library (G-8)
  sc.act(cast_hero("BM044", 0, "BM058"));
  // X = 4 counted rooms: 1 + 4 = 5 < 6; the frozen Library deals nothing, so Acacia reaches
  // the boss with 5 damage and wounds P0.
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM058"}, {"amount", 4}, {"total", 5}}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sc.wounds(0), 1);
}

TEST(Card_BM044_Exhaustion, OnlyOnAHeroInYourOwnDungeon) {
  Scenario sc = exhaustion_setup();
  EXPECT_TRUE(casts_beside_fear(sc, 1, "BM044", 0, "BM058").empty());
}

TEST(Card_BM044_Exhaustion, NotBeforeTheHeroIsInARoomNorInTheBuildPhase) {
  Scenario sc = exhaustion_setup();
  sc.set_hand(0, {"BM044", "BM046", "BM018"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);  // the window before the first hero enters (Freeze castable)
  EXPECT_TRUE(legal_with(sc, "cast", "BM044").empty());
  start_p0_build_turn(sc);
  EXPECT_FALSE(legal_with(sc, "build", "BM018").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM044").empty());
}
