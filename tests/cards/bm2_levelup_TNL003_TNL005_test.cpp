// The printed Boss Monster 2 (The Next Level) bosses' lasting Level Ups (G-10, BM2-31): TNL003
// Torix Uz'Kali (a Monster Room card headed for the discard pile, anyone's, may come to her hand
// instead, BM2-34) and TNL005 Shellda (at the end of every round, BM2-25, IP-42 default: after
// "until end of round" effects end, before the end check, she may swap two room stacks of any
// one dungeon, G-6). The games play the bm2 rules on the synthetic bm2 cards plus these printed
// designs; "levelled up" is arranged (PlayerState::leveled_up).
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace bm2_levelup_TNL003_TNL005 {
const bm::CardSet& boss_cards() {
  static const bm::CardSet cs = bm::test::bm2_synthetic_plus({"TNL003", "TNL005"}, "tnl-bosses");
  return cs;
}

// Seat 0 Shellda (425 XP, acts first, C-5), seat 1 Robobo (400 XP).
Scenario shellda_game(std::uint64_t seed, bool levelled) {
  Scenario sc = board("bm2", {"TNL005", "BM004"}, seed, &boss_cards());
  sc.s.players[0].leveled_up = levelled;
  sc.set_dungeon(0, {"BM016", "BM021"});
  sc.set_dungeon(1, {"BM018", "BM013", "BM031"});
  return sc;
}

// Seat 0 Torix Uz'Kali (725 XP, acts first, C-5), seat 1 Robobo (400 XP) holding Cave-In, with a
// Monster Room (Neanderthal Cave) and a Trap Room (Bottomless Pit) and a hero at its entrance.
Scenario torix_game(std::uint64_t seed, bool levelled) {
  Scenario sc = board("bm2", {"TNL003", "BM004"}, seed, &boss_cards());
  sc.s.players[0].leveled_up = levelled;
  sc.set_hand(0, {});
  sc.set_hand(1, {"BM042"});
  sc.set_dungeon(1, {"BM018", "BM027"});
  sc.add_entrance(1, kFighter8);
  return sc;
}

// Seat 1 destroys its own room `room` (stack `stack`) with Cave-In in the window before its
// first hero enters.
void cave_in(Scenario& sc, const std::string& room, int stack) {
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cast_room("BM042", 1, room, stack)); }));
  sc.act(cast_room("BM042", 1, room, stack));
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return choosing(s) || s.saw("destroyed"); }));
}

// At the end of the round she swaps the first and last stacks of the opponent's dungeon.
TEST(Card_TNL005_Shellda, SwapsTwoStacksOfAnyDungeonAtTheEndOfTheRound) {
  Scenario sc = shellda_game(505, true);
  sc.start_end_of_round();
  ASSERT_TRUE(choosing(sc));
  ASSERT_EQ(sc.to_move(), 0);
  ASSERT_EQ(sc.s.phase, bm::Phase::end_of_round);
  sc.act({{"type", "choose"}, {"target_player", 1}, {"stack", 0}, {"stack2", 2}});
  EXPECT_TRUE(sc.saw("swapped", {{"player", 1}}));
  EXPECT_EQ(sc.dungeon_ids(1), ids_of({"BM031", "BM013", "BM018"}));
  EXPECT_EQ(sc.dungeon_ids(0), ids_of({"BM016", "BM021"}));
}

// The swap is optional: declined, every dungeon stays as it was.
TEST(Card_TNL005_Shellda, MayDecline) {
  Scenario sc = shellda_game(506, true);
  sc.start_end_of_round();
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "decline"}});
  EXPECT_FALSE(sc.saw("swapped"));
  EXPECT_EQ(sc.dungeon_ids(1), ids_of({"BM018", "BM013", "BM031"}));
}

// Before the Level Up nothing is asked at the end of the round.
TEST(Card_TNL005_Shellda, NothingBeforeTheLevelUp) {
  Scenario sc = shellda_game(507, false);
  sc.start_end_of_round();
  EXPECT_FALSE(choosing(sc) && sc.s.phase == bm::Phase::end_of_round);
  EXPECT_FALSE(sc.saw("swapped"));
  EXPECT_EQ(sc.dungeon_ids(1), ids_of({"BM018", "BM013", "BM031"}));
}

// The opponent's destroyed Monster Room comes to Torix's hand instead of staying discarded.
TEST(Card_TNL003_TorixUzKali, TakesADestroyedMonsterRoom) {
  Scenario sc = torix_game(303, true);
  cave_in(sc, "BM018", 0);
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 1}, {"card", "BM018"}}));
  ASSERT_TRUE(choosing(sc));
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM018"}));
  EXPECT_FALSE(contains(sc.discard_ids(), std::string("BM018")));
  EXPECT_TRUE(sc.saw("take_card", {{"player", 0}, {"card", "BM018"}}));
  sc.check_conservation();
}

// Declined, the room stays in the discard pile.
TEST(Card_TNL003_TorixUzKali, MayDecline) {
  Scenario sc = torix_game(304, true);
  cave_in(sc, "BM018", 0);
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "decline"}});
  EXPECT_TRUE(sc.hand_ids(0).empty());
  EXPECT_TRUE(contains(sc.discard_ids(), std::string("BM018")));
}

// A Trap Room is not taken; nor is anything before the Level Up.
TEST(Card_TNL003_TorixUzKali, OnlyMonsterRoomsAndOnlyAfterTheLevelUp) {
  for (const bool levelled : {true, false}) {
    SCOPED_TRACE(levelled);
    Scenario sc = torix_game(305, levelled);
    cave_in(sc, levelled ? "BM027" : "BM018", levelled ? 1 : 0);
    EXPECT_FALSE(choosing(sc) && sc.s.decision.player == 0);
    EXPECT_TRUE(sc.saw("destroyed"));
    EXPECT_TRUE(hand_in_round(sc, 0, 1).empty());  // the round runs on to round 2's draws (C-7)
    EXPECT_TRUE(contains(sc.discard_ids(), std::string(levelled ? "BM027" : "BM018")));
  }
}

}  // namespace bm2_levelup_TNL003_TNL005
