// BM040 Annihilator (adventure spell): one Trap Room gets +3 damage until end of turn
// ("turn" = round, C-11). G-16: castable only in adventure windows (C-10).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// Every test plays two_players(40): seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): P1 acts first in every phase
// (C-5).

TEST(Card_BM040_Annihilator, TrapRoomGetsThreeMoreDamageForTheWholeRound) {
  // Dark Laboratory (trap, 1), Dragon Hatchery (monster, 0); Nick the Masher: 4 health
  Scenario sc = hero_at_seat0(40, {"BM022", "BM035"}, "BM056");
  sc.add_entrance(0, "BM062");  // Boden the Pantless: 4 health
  sc.set_hand(0, {"BM040"});
  sc.start_adventure();
  // C-10: the window before the first hero enters; P0 (active) has priority (C-12).
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(cast_room("BM040", 0, "BM022", 0));
  sc.finish_round(1);
  // Without the spell each hero would take 1 and wound P0. With it: 1 + 3 = 4 >= 4 (IP-3).
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 4}, {"total", 4}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM022"}}));
  // Until end of round: the second hero of the same round meets the +3 too.
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM062"}, {"amount", 4}, {"total", 4}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM062"}, {"room", "BM022"}}));
  EXPECT_EQ(sc.souls(0), 2);
  EXPECT_EQ(sc.wounds(0), 0);
  EXPECT_TRUE(contains(sc.discard_ids(), "BM040"));  // G-16: discarded once played
  sc.check_conservation();
}

TEST(Card_BM040_Annihilator, BonusExpiresAtEndOfRound) {
  Scenario sc = hero_at_seat0(40, {"BM022", "BM035"}, "BM056");
  sc.set_hand(0, {"BM040"});
  sc.start_adventure();
  sc.act(cast_room("BM040", 0, "BM022", 0));
  sc.finish_round(1);  // C-11: "until end of round" effects expire
  ASSERT_EQ(sc.s.round, 2);
  sc.add_entrance(0, "BM058");  // Acacia: 6 health
  const std::size_t mark = sc.events.size();
  sc.start_adventure();
  sc.finish_round(2);
  // Round 2: the Dark Laboratory deals its printed 1 again.
  const auto dmg = events_since(sc, mark, "damage", {{"card", "BM058"}});
  ASSERT_FALSE(dmg.empty());
  EXPECT_EQ(dmg.front()["amount"], 1);
}

TEST(Card_BM040_Annihilator, OnlyTrapRoomsAreTargets) {
  Scenario sc = two_players(40);
  sc.set_dungeon(0, {"BM022", "BM035"});
  sc.set_dungeon(1, {"BM018", "BM023"});  // Neanderthal Cave (monster), Haunted Library (trap)
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {"BM040"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can(cast_room("BM040", 0, "BM022", 0)));
  EXPECT_TRUE(sc.can(cast_room("BM040", 1, "BM023", 1)));   // a Trap Room in any dungeon
  EXPECT_FALSE(sc.can(cast_room("BM040", 0, "BM035", 1)));  // monster room
  EXPECT_FALSE(sc.can(cast_room("BM040", 1, "BM018", 0)));  // monster room
  EXPECT_EQ(legal_with(sc, "cast", "BM040").size(), 2u);
}

TEST(Card_BM040_Annihilator, NotCastableInTheBuildPhase) {
  Scenario sc = two_players(40);
  sc.set_dungeon(0, {"BM022"});
  sc.set_hand(0, {"BM040", "BM018"});
  start_p0_build_turn(sc);
  // G-16: the adventure icon only; P0's build turn offers builds but no Annihilator.
  EXPECT_FALSE(legal_with(sc, "build", "BM018").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM040").empty());
}
