// BM041 Assassin (adventure spell): a Hero in an OPPONENT's dungeon gets +3 Health until end
// of turn (round). Cast in the window after a room's damage (C-10), by a non-active player
// after the active one (C-12).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP).
Scenario assassin_setup() {
  // Dark Laboratory (1), Neanderthal Cave (3)
  // Nick: 4 health; 1 + 3 = 4 would kill him
  return hero_at_seat0(41, {"BM022", "BM018"}, "BM056");
}
}  // namespace

TEST(Card_BM041_Assassin, OpponentSavesTheHeroWithThreeHealth) {
  Scenario sc = assassin_setup();
  sc.set_hand(1, {"BM041"});
  sc.start_adventure();
  // No window before the first room for P1: Assassin needs a hero in a room.
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(cast_hero("BM041", 0, "BM056")); }));
  EXPECT_EQ(sc.to_move(), 1);
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 1}, {"total", 1}}));
  sc.act(cast_hero("BM041", 0, "BM056"));
  sc.finish_round(1);
  // Health 4 + 3 = 7 > 1 + 3 = 4 damage: Nick reaches Robobo alive and wounds P0 (G-12).
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 3}, {"total", 4}}));
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", "BM056"}}));
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_EQ(sc.souls(0), 0);
  sc.check_conservation();
}

TEST(Card_BM041_Assassin, WithoutItTheSameHeroDies) {
  // Control for the test above: same dungeon and hero, nobody casts.
  Scenario sc = assassin_setup();
  sc.start_adventure();
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM018"}}));
  EXPECT_EQ(sc.souls(0), 1);
}

TEST(Card_BM041_Assassin, NotOnAHeroInYourOwnDungeon) {
  Scenario sc = assassin_setup();
  sc.set_hand(0, {"BM041", "BM045"});  // Fear gives P0 a window after the first room
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(cast_hero("BM045", 0, "BM056")); }));
  EXPECT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "cast", "BM041").empty());
}

TEST(Card_BM041_Assassin, NotCastableInTheBuildPhase) {
  Scenario sc = assassin_setup();
  sc.set_hand(1, {"BM041", "BM018"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);  // Gorgona builds first
  EXPECT_FALSE(legal_with(sc, "build", "BM018").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM041").empty());
}
