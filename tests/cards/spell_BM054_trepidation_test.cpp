// BM054 Trepidation (adventure spell): pick a player with at least two more Souls than you;
// no Hero enters their dungeon this turn (round). The heroes wait at the entrance.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): P1's adventure turn comes first (C-10).
// Acacia (6 health) waits at P1's entrance; P1's dungeon is a Neanderthal Cave (3).
Scenario trepidation_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 54);
  sc.set_dungeon(1, {"BM018"});
  sc.add_entrance(1, "BM058");
  return sc;
}
const nlohmann::json kTrepidationOnP1 = {{"type", "cast"}, {"card", "BM054"}, {"target_player", 1}};
}  // namespace

TEST(Card_BM054_Trepidation, NoHeroEntersThatDungeonThisRound) {
  Scenario sc = trepidation_setup();
  sc.add_score(1, "BM056", true);
  sc.add_score(1, "BM062", true);  // P1: 2 souls, P0: 0
  sc.set_hand(0, {"BM054"});
  sc.start_adventure();
  // The window before P1's first hero enters: P1 first (nothing), then P0 (C-12).
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(kTrepidationOnP1);
  EXPECT_TRUE(sc.saw("trepidation", {{"player", 1}, {"by", 0}}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room"));
  EXPECT_EQ(sc.wounds(1), 0);
  EXPECT_EQ(sc.souls(1), 2);
  // Acacia still waits at P1's entrance, and enters next round (this round only).
  EXPECT_EQ(sc.entrance_ids(1).front(), "BM058");
  sc.finish_round(2);
  EXPECT_TRUE(sc.saw("enters_room", {{"card", "BM058"}, {"player", 1}}));
  sc.check_conservation();
}

TEST(Card_BM054_Trepidation, ExactlyTwoMoreSoulsIsEnoughEpicsCountTwo) {
  Scenario sc = trepidation_setup();
  sc.add_score(0, "BM056", true);  // P0: 1 soul
  sc.add_score(1, "BM081", true);  // P1: one epic hero = 2 souls
  sc.add_score(1, "BM062", true);  // P1: 3 souls = P0 + 2
  sc.set_hand(0, {"BM054"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can(kTrepidationOnP1));
}

TEST(Card_BM054_Trepidation, OneMoreSoulIsNotEnough) {
  Scenario sc = trepidation_setup();
  sc.add_score(1, "BM056", true);
  sc.add_score(1, "BM062", false);  // a wound is not a soul: P1 has 1 soul
  sc.add_score(1, "BM064", false);
  sc.set_hand(0, {"BM054", "BM046"});  // Freeze opens P0's window
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "cast", "BM054").empty());
}

TEST(Card_BM054_Trepidation, NeverOnYourself) {
  Scenario sc = trepidation_setup();
  sc.add_score(1, "BM056", true);
  sc.add_score(1, "BM062", true);
  sc.set_hand(1, {"BM054", "BM046"});  // P1 has more souls than P0, not the reverse
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 1);
  EXPECT_TRUE(legal_with(sc, "cast", "BM054").empty());
}

TEST(Card_BM054_Trepidation, NotCastableInTheBuildPhase) {
  Scenario sc = trepidation_setup();
  sc.add_score(1, "BM056", true);
  sc.add_score(1, "BM062", true);
  sc.set_hand(0, {"BM054", "BM035"});
  start_p0_build_turn(sc);
  EXPECT_FALSE(legal_with(sc, "build", "BM035").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM054").empty());
}
