// Super game end: S-END-1 (the end of round), S-END-2 (checked only after the full round; no
// elimination; >= 10 souls), IP-9 both readings with the worked example of
// docs/research/super-solo-notes.md section 6. Expected values come from the digest and the
// notes, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Seat 0 Draculord (cleric), seat 1 King Croak (fighter): the mage and thief heroes used below
// match no boss.
Scenario super_duel(const Ruleset& r) { return super_board(r, {"BM001", "BM003"}); }

}  // namespace

// S-END-2 / D6: Super has no elimination at 5 wounds; the player keeps playing.
TEST(SuperEnd, NoEliminationAtFiveWounds_S_END_2) {
  auto sc = super_duel(preset("super"));
  give(sc, 0, 0, 6);
  sc.start_end_of_round();
  ASSERT_FALSE(sc.s.over);
  EXPECT_FALSE(sc.s.players[0].eliminated);
  EXPECT_FALSE(sc.saw("eliminated"));
  // The next round: seat 0 still takes a market card and places a minion.
  ASSERT_TRUE(autoplay_until(
      sc, [](const Scenario& x) { return x.decision() == DecisionKind::market_pick && x.to_move() == 0; }));
}

// S-END-2: reaching 10 souls does not end the game at once: the round is played to its end
// (the other player's adventure turn, then the end of round), then the game ends.
TEST(SuperEnd, TenSoulsEndsAfterTheFullRound_S_END_2) {
  auto sc = super_duel(preset("super"));
  sc.set_dungeon(0, {"BM018", "BM011"});  // 3 + 2 damage
  sc.set_dungeon(1, {"BM011"});           // 2 damage
  sc.add_entrance(0, kFighter4);          // dies in seat 0's second room: the 10th soul
  sc.add_entrance(1, kFighter6);          // 2 < 6: reaches seat 1's boss
  give(sc, 0, 9, 0);
  const int from = event_count(sc);
  sc.start_adventure();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "S-END-2.souls");
  EXPECT_EQ(sc.souls(0), 10);
  const int killed = find_event(sc, "hero_killed", {{"card", kFighter4}}, from);
  const int later = find_event(sc, "enters_room", {{"card", kFighter6}}, from);
  const int marker = find_event(sc, "marker_pass", json::object(), from);
  const int end = find_event(sc, "game_end", json::object(), from);
  ASSERT_NE(killed, -1);
  EXPECT_GT(later, killed) << "seat 1's adventure turn is still played";
  EXPECT_GT(marker, later) << "then the end of round (S-END-1)";
  EXPECT_GT(end, marker) << "and only then the game end";
  EXPECT_EQ(sc.wounds(1), 1);
  EXPECT_EQ(sc.s.winners, std::vector<int>{0});
}

// S-END-1: at the end of the round the minions go home and the marker passes clockwise.
TEST(SuperEnd, EndOfRoundMinionsHomeMarkerPasses_S_END_1) {
  auto sc = super_duel(preset("super"));
  sc.set_minion(0, "temple.treasure");
  sc.set_minion(1, "stadium.treasure");
  sc.set_first_player(1);
  sc.start_end_of_round();
  ASSERT_FALSE(sc.s.over);
  EXPECT_TRUE(sc.saw("minion_home", {{"player", 0}}));
  EXPECT_TRUE(sc.saw("minion_home", {{"player", 1}}));
  EXPECT_EQ(sc.s.first_player, 0) << "clockwise from seat 1 in a 2-player game";
}

// IP-9 empty_at_check (002:686, default), worked example: 2 players, the city deck holds
// exactly 2 heroes when round k starts: round k reveals both; the deck is empty at the check,
// so the game ends after round k.
TEST(SuperEnd, IP9EmptyAtCheckEndsAfterRoundK) {
  auto sc = super_duel(preset("super"));
  const int k = play_round_with_heroes_left(sc, {kMage4, kThief4});
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "S-END-2.IP-9.empty_at_check");
  EXPECT_EQ(sc.s.round, k);
}

// IP-9 failed_reveal (000:388), same example: round k+1 is played with no reveal (the market is
// still refilled, the waiting heroes can still be baited); the game ends after round k+1.
TEST(SuperEnd, IP9FailedRevealPlaysRoundKPlusOne) {
  Ruleset r = preset("super");
  r.deck_out_failed_reveal = true;
  auto sc = super_duel(r);
  const int k = play_round_with_heroes_left(sc, {kMage4, kThief4});
  ASSERT_FALSE(sc.s.over) << "the deck is empty but no reveal has failed yet";
  const int from = find_event(sc, "round_start", {{"round", k + 1}});
  ASSERT_NE(from, -1);
  autoplay_round(sc, k + 1);
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "S-END-2.IP-9.failed_reveal");
  EXPECT_EQ(sc.s.round, k + 1);
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 0);
  EXPECT_EQ(count_events(sc, "market_refill", json::object(), from), 3) << "S-CITY-1: 1 spell + 2 rooms";
}

// IP-9 (notes section 6): with one card left for two players, both readings end after that round.
TEST(SuperEnd, IP9OneCardLeftBothReadingsEndThatRound) {
  for (bool failed_reveal : {false, true}) {
    SCOPED_TRACE(failed_reveal);
    Ruleset r = preset("super");
    r.deck_out_failed_reveal = failed_reveal;
    auto sc = super_duel(r);
    sc.empty_hero_decks();
    sc.deck_top(kMage4);
    sc.start_round();
    const int k = sc.s.round;
    autoplay_round(sc, k);
    ASSERT_TRUE(sc.s.over);
    EXPECT_EQ(sc.s.round, k);
    EXPECT_EQ(end_reason(sc), failed_reveal ? "S-END-2.IP-9.failed_reveal" : "S-END-2.IP-9.empty_at_check");
  }
}

// S-END-2 (deck-out end): every player is scored souls - wounds, the highest wins.
TEST(SuperEnd, DeckOutScoresEveryone_S_END_2) {
  auto sc = super_duel(preset("super"));
  give(sc, 0, 4, 3);  // 1
  give(sc, 1, 2, 0);  // 2
  sc.empty_hero_decks();
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "S-END-2.IP-9.empty_at_check");
  EXPECT_EQ(sc.s.winners, std::vector<int>{1});
}
