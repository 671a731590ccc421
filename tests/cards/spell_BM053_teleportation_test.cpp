// BM053 Teleportation (adventure spell): send a Hero in YOUR dungeon back to your first Room;
// it keeps moving from there. It stays in the dungeon in the same adventure, so (unlike
// G-22's return to town/entrance) the damage it took is kept.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP). P0: Neanderthal Cave (3), Dragon Hatchery
// (0), Specter's Sanctum (2): Acacia (6 health) would reach the boss with 5 damage.
Scenario teleportation_setup() { return hero_at_seat0(53, {"BM018", "BM035", "BM011"}, "BM058"); }
}  // namespace

TEST(Card_BM053_Teleportation, HeroGoesBackToTheFirstRoomKeepingItsDamage) {
  Scenario sc = teleportation_setup();
  sc.set_hand(0, {"BM053"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) {
    return s.saw("enters_room", {{"card", "BM058"}, {"room", "BM011"}}) && s.can(cast_hero("BM053", 0, "BM058"));
  }));
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM058"}, {"total", 5}}));
  const std::size_t mark = sc.events.size();
  sc.act(cast_hero("BM053", 0, "BM058"));
  EXPECT_TRUE(sc.saw("hero_to_room", {{"card", "BM058"}, {"stack", 0}}));
  sc.finish_round(1);
  // Back through the Neanderthal Cave: 5 + 3 = 8 >= 6, she dies there (engine reading: being
  // moved into the first room is entering it, G-13).
  EXPECT_EQ(events_since(sc, mark, "enters_room", {{"card", "BM058"}, {"room", "BM018"}}).size(), 1u);
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM058"}, {"amount", 3}, {"total", 8}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM058"}, {"room", "BM018"}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.wounds(0), 0);
  sc.check_conservation();
}

TEST(Card_BM053_Teleportation, NotOnAHeroInAnOpponentsDungeon) {
  Scenario sc = teleportation_setup();
  EXPECT_TRUE(casts_beside_fear(sc, 1, "BM053", 0, "BM058").empty());
}

TEST(Card_BM053_Teleportation, NotCastableInTheBuildPhase) {
  Scenario sc = teleportation_setup();
  sc.set_hand(0, {"BM053", "BM016"});
  start_p0_build_turn(sc);
  EXPECT_FALSE(legal_with(sc, "build", "BM016").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM053").empty());
}
