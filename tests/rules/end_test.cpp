// End of round and end of game: C-11, C-13 (with IP-4 both readings), C-14, IP-6 and IP-7
// (both readings), C-16 Immortality and Machinations. Expected values come from the digest
// and seeds 001/003, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Seat 0: Draculord (BM001, 900 XP); seat 1: Robobo (BM004, 400 XP).
Scenario duel(const Ruleset& r) { return board(r, {"BM001", "BM004"}); }
Scenario duel() { return duel(preset("classic")); }

EndReason reason(const Scenario& sc) { return static_cast<EndReason>(sc.s.end_rule); }

}  // namespace

// ---------------------------------------------------------------------------- C-11

// C-11: at end of round "until end of round" effects expire (Giant Size's +3) and
// deactivated rooms reopen (Freeze).
TEST(Rule_C11, UntilEndOfRoundEffectsExpireRoomsReopen) {
  Scenario sc = duel();
  sc.set_dungeon(0, {"BM016", "BM010"});  // Golem Factory 2 (monster), Open Grave 2
  sc.set_hand(0, {"BM046", "BM047"});     // Freeze, Giant Size
  sc.add_entrance(0, "BM081");            // Katelyn 11
  sc.add_entrance(0, "BM083");            // Lord Van Ette 13
  const int r = round_now(sc);
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM010"}});
  const json giant = {{"type", "cast"}, {"card", "BM047"}, {"stack", 0}, {"target_player", 0}, {"target", "BM016"}};
  sc.pass_until([&](const Scenario& x) { return x.s.run.in_room && x.can(giant); });
  ASSERT_EQ(sc.s.run.hero, sc.card("BM081"));
  sc.act(giant);  // after Katelyn took Golem Factory's 2
  sc.finish_round(r);
  EXPECT_EQ(sc.damage_to("BM081"), (std::vector<int>{2, 0}));
  EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{5, 0}));
  EXPECT_TRUE(sc.saw("reactivated", {{"card", "BM010"}, {"player", 0}}));
  // Next round both rooms deal their printed damage again.
  sc.add_entrance(0, "BM085");  // Frankov 11
  sc.finish_round(r + 1);
  EXPECT_EQ(sc.damage_to("BM085"), (std::vector<int>{2, 2}));
}

// ---------------------------------------------------------------------------- C-13

// C-13: the end is checked only after a complete round: reaching 10 souls in seat 0's
// adventure turn does not stop seat 1's turn; the win comes at the end of the round.
TEST(Rule_C13, CheckedOnlyAfterACompleteRound) {
  Scenario sc = duel();
  sc.set_dungeon(0, {"BM018", "BM016"});  // 3 + 2
  sc.add_entrance(0, "BM062");            // Boden: 4 health, dies
  sc.add_entrance(1, "BM068");            // Tieg, in seat 1's empty dungeon: wounds
  sc.set_hand(1, {"BM046"});              // seat 1 gets spell windows: decision points
  give(sc, 0, 9, 0);
  sc.start_adventure();
  sc.pass_until([](const Scenario& x) { return x.souls(0) >= 10; });
  ASSERT_EQ(sc.souls(0), 10);
  EXPECT_FALSE(sc.s.over);
  sc.pass_until([](const Scenario&) { return false; });
  ASSERT_TRUE(sc.s.over);
  const int tieg = find_event(sc, "hero_wounds", {{"card", "BM068"}, {"player", 1}});
  const int end = find_event(sc, "game_end");
  ASSERT_GE(tieg, 0);
  EXPECT_GT(end, tieg);
  EXPECT_EQ(reason(sc), EndReason::souls_win);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{0}));
}

// C-13: 5 wounds lose whatever the souls, before any souls win: seat 0 has 10 souls and 5
// wounds and loses; seat 1 (2 souls) is left and wins (IP-7 default).
TEST(Rule_C13, FiveWoundsLoseBeforeTenSoulsWin) {
  Scenario sc = duel();
  give(sc, 0, 10, 5);
  give(sc, 1, 2, 0);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_TRUE(sc.saw("eliminated", {{"player", 0}}));
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// C-13 in 3 players: the 10-soul player with 5 wounds is out; the other 10-soul player wins.
TEST(Rule_C13, WoundedTenSoulPlayerCannotWin) {
  Scenario sc = board("classic", {"BM001", "BM004", "BM005"});
  give(sc, 0, 12, 5);
  give(sc, 1, 10, 0);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::souls_win);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// C-13: several winners: highest souls - wounds (12 - 3 = 9 loses to 11 - 1 = 10, although
// it has more souls).
TEST(Rule_C13, SeveralWinnersSoulsMinusWounds) {
  Scenario sc = duel();
  give(sc, 0, 12, 3);
  give(sc, 1, 11, 1);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::souls_win);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// C-13 / IP-4 lowest_xp (seeds 001, 003): equal souls - wounds (10 - 0 and 11 - 1): the
// lowest XP wins (Robobo 400 over Draculord 900).
TEST(Rule_IP4, TieLowestXpWins) {
  Scenario sc = duel();
  give(sc, 0, 10, 0);
  give(sc, 1, 11, 1);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// IP-4 highest_xp (Super seeds 000, 002): the same tie goes to Draculord.
TEST(Rule_IP4, TieHighestXpReading) {
  Ruleset r = preset("classic");
  r.tie_highest_xp = true;
  Scenario sc = duel(r);
  give(sc, 0, 10, 0);
  give(sc, 1, 11, 1);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{0}));
}

TEST(Rule_IP4, PresetsFollowTheirSeeds) {
  EXPECT_FALSE(preset("classic").tie_highest_xp);
  EXPECT_FALSE(preset("classic-es").tie_highest_xp);
}

// C-13 / IP-37 (seeds silent on everyone losing at once): every player at 5 wounds in the same
// round. best_score (default, the publisher's guide): the best souls - wounds of them all wins.
TEST(Rule_IP37, EveryoneAtFiveWoundsBestScoreWins) {
  Scenario sc = duel();
  give(sc, 0, 3, 5);  // 3 - 5 = -2
  give(sc, 1, 0, 6);  // 0 - 6 = -6
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::all_out_best_score);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{0}));
  EXPECT_FALSE(sc.engine.score(sc.s, 0).eliminated);  // the winner has not lost
  EXPECT_TRUE(sc.engine.score(sc.s, 1).eliminated);
}

// IP-37 best_score: equal souls - wounds go to the ruleset's tie-break (IP-4), not a fixed rule.
TEST(Rule_IP37, EqualScoresGoToTheTieBreak) {
  for (bool highest : {false, true}) {
    Ruleset r = preset("classic");
    r.tie_highest_xp = highest;
    Scenario sc = duel(r);  // seat 0 Draculord 900 XP, seat 1 Robobo 400 XP
    give(sc, 0, 1, 5);
    give(sc, 1, 1, 5);
    sc.start_end_of_round();
    ASSERT_TRUE(sc.s.over);
    EXPECT_EQ(reason(sc), EndReason::all_out_best_score);
    EXPECT_EQ(sc.s.winners, (std::vector<int>{highest ? 0 : 1})) << highest;
  }
}

// IP-37 no_winner (the literal reading): they all lose, nobody wins.
TEST(Rule_IP37, EveryoneAtFiveWoundsNoWinnerReading) {
  Ruleset r = preset("classic");
  r.all_out_no_winner = true;
  Scenario sc = duel(r);
  give(sc, 0, 3, 5);
  give(sc, 1, 0, 6);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::all_eliminated);
  EXPECT_TRUE(sc.s.winners.empty());
}

// C-13 speaks in the mixed case (one player at 10 souls, the other at 5 wounds): five wounds
// lose whatever the souls, so both IP-37 readings let the ten-soul player win, even against a
// better souls - wounds (the guide's step iii would compare them).
TEST(Rule_IP37, TenSoulsBeatFiveWoundsWhateverTheScore) {
  for (bool no_winner : {false, true}) {
    Ruleset r = preset("classic");
    r.all_out_no_winner = no_winner;
    Scenario sc = duel(r);
    give(sc, 0, 10, 1);  // 10 - 1 = 9
    give(sc, 1, 16, 5);  // 16 - 5 = 11, but five wounds
    sc.start_end_of_round();
    ASSERT_TRUE(sc.s.over);
    EXPECT_EQ(reason(sc), EndReason::souls_win) << no_winner;
    EXPECT_EQ(sc.s.winners, (std::vector<int>{0})) << no_winner;
  }
}

// C-13: below both thresholds nothing ends.
TEST(Rule_C13, NineSoulsFourWoundsGoesOn) {
  Scenario sc = duel();
  give(sc, 0, 9, 4);
  sc.start_end_of_round();
  EXPECT_FALSE(sc.s.over);
  EXPECT_FALSE(sc.saw("eliminated"));
}

// ---------------------------------------------------------------------------- C-14

namespace {
// Seats: King Croak (fighter) 800, Robobo (fighter) 400, Xyzax (cleric) 750; seat 2 has 5
// wounds and is eliminated at the end of round 1.
Scenario three_with_elimination(const Ruleset& r) {
  Scenario sc = board(r, {"BM003", "BM004", "BM002"});
  give(sc, 2, 1, 5);
  sc.set_hand(2, {"BM046"});
  sc.set_dungeon(2, {"BM009"});
  sc.add_entrance(2, "BM062");
  return sc;
}
}  // namespace

// C-14: an eliminated player's cards leave the game, not to the discard pile.
TEST(Rule_C14, EliminatedPlayersCardsLeaveTheGame) {
  Scenario sc = three_with_elimination(preset("classic"));
  sc.start_end_of_round();
  ASSERT_FALSE(sc.s.over);
  EXPECT_TRUE(sc.s.players[2].eliminated);
  EXPECT_FALSE(sc.s.players[0].eliminated);
  EXPECT_FALSE(sc.s.players[1].eliminated);
  EXPECT_TRUE(sc.s.players[2].hand.empty());
  EXPECT_TRUE(sc.s.players[2].dungeon.empty());
  EXPECT_TRUE(sc.s.players[2].entrance.empty());
  for (const char* id : {"BM046", "BM009", "BM062"}) {
    EXPECT_TRUE(contains(sc.s.out_of_game, sc.card(id))) << id;
    EXPECT_FALSE(contains(sc.s.discard, sc.card(id))) << id;
  }
  sc.check_conservation();
}

// C-14 (seed 001:361): heroes revealed per round stay one per starting player (3 here)...
TEST(Rule_C14, HeroesPerRoundStayOnePerStartingPlayer) {
  Scenario sc = three_with_elimination(preset("classic"));
  const int from = event_count(sc);
  sc.start_end_of_round();  // round 2 begins
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 3);
}

// ...or, reading seed 003:90, one per player still in the game (2).
TEST(Rule_C14, HeroesPerRemainingPlayerReading) {
  Ruleset r = preset("classic");
  r.heroes_per_remaining_player = true;
  Scenario sc = three_with_elimination(r);
  const int from = event_count(sc);
  sc.start_end_of_round();
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 2);
  EXPECT_TRUE(preset("classic-es").heroes_per_remaining_player);
}

// C-14: no effect touches an eliminated player: its boss's cleric icon no longer lures a
// cleric (who stays in town), and its souls cannot be targeted by Zombie Attack.
TEST(Rule_C14, NothingTouchesAnEliminatedPlayer) {
  Scenario sc = three_with_elimination(preset("classic"));
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.players[2].eliminated);
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  sc.set_town({"BM060"});      // Delatorious (cleric): Xyzax's icon would make it 1 - 0 - 0
  sc.add_to_hand(0, "BM055");  // Zombie Attack: a soul of an opponent
  give(sc, 1, 1, 0);
  sc.pass_until(p0_builds);
  int zombie_targets = 0;
  for (const auto& j : sc.legal_json())
    if (j["type"] == "cast" && j["card"] == "BM055") {
      ++zombie_targets;
      EXPECT_EQ(j["target_player"], 1) << j.dump();
    }
  EXPECT_EQ(zombie_targets, 1);
  const int round = sc.s.round;
  sc.pass_until([round](const Scenario& x) { return x.s.round > round; });
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM060"}, {"tie", 0}}));
}

// ---------------------------------------------------------------------------- IP-7

// IP-7 wins (default): in a 2-player game the other player wins at once, whatever the souls.
TEST(Rule_IP7, LastPlayerStandingWins) {
  Scenario sc = duel();
  give(sc, 0, 4, 5);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::last_standing);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
  EXPECT_EQ(sc.souls(1), 0);
}

// IP-7 wins, 3 players: two eliminated in the same round leave the third as the winner.
TEST(Rule_IP7, TwoEliminatedAtOnceThirdWins) {
  Scenario sc = board("classic", {"BM001", "BM004", "BM005"});
  give(sc, 0, 0, 5);
  give(sc, 2, 0, 7);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::last_standing);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// IP-7 plays_on: the survivor plays on alone until a C-13 win (10 souls).
TEST(Rule_IP7, PlaysOnReading) {
  Ruleset r = preset("classic");
  r.last_standing_plays_on = true;
  Scenario sc = duel(r);
  give(sc, 0, 4, 5);
  sc.start_end_of_round();
  EXPECT_FALSE(sc.s.over);
  EXPECT_TRUE(sc.s.players[0].eliminated);
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  EXPECT_EQ(sc.to_move(), 1);
  give(sc, 1, 10, 0);
  const int round = sc.s.round;
  sc.pass_until([round](const Scenario& x) { return x.s.round > round; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::souls_win);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
  EXPECT_TRUE(preset("classic-house").last_standing_plays_on);
}

// ---------------------------------------------------------------------------- IP-6

// IP-6 end_after_round: a round in which the decks could reveal no hero is the last one;
// souls - wounds decide (3 - 0 beats 2 - 0). A hero still in town does not prolong it.
TEST(Rule_IP6, EndAfterRoundReading) {
  Scenario sc = duel();
  give(sc, 0, 3, 0);
  give(sc, 1, 2, 0);
  sc.empty_hero_decks();
  sc.set_town({"BM062"});  // a fighter: Robobo's dungeon lures it this round
  sc.start_round();
  const int round = sc.s.round;
  sc.pass_until([](const Scenario&) { return false; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.round, round);
  EXPECT_EQ(reason(sc), EndReason::deck_out);
  EXPECT_EQ(count_events(sc, "hero_revealed"), 0);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{0}));
}

// The hero decks hold exactly one hero per player, both clerics (Nick, Father Bold), and no boss
// shows a cleric icon (Gorgona instead of Robobo): the next round reveals the last heroes and
// lures neither.
namespace {
void last_two_clerics_unlured(Scenario& sc) {
  sc.empty_hero_decks();
  sc.deck_top("BM056");
  sc.deck_top("BM058");
  sc.set_boss(1, "BM008");
  sc.set_boss(0, "BM004");
}
}  // namespace

// IP-6 end_after_round: a round that revealed the last heroes is not the last one.
TEST(Rule_IP6, RoundRevealingTheLastHeroesIsNotTheLast) {
  Scenario sc = duel();
  last_two_clerics_unlured(sc);
  sc.start_round();
  const int round = sc.s.round;
  sc.pass_until([](const Scenario&) { return false; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::deck_out);
  EXPECT_EQ(sc.s.round, round + 1);
}

// IP-6 end_when_empty (BM2-43's deck end, playable in a classic game too): the round that
// revealed the last heroes is the last one, although they still wait in town.
TEST(Rule_IP6, EndWhenEmptyEndsTheRoundTheDecksRanOut) {
  Ruleset r = preset("classic");
  r.deck_out = DeckOut::end_when_empty;
  Scenario sc = duel(r);
  last_two_clerics_unlured(sc);
  give(sc, 1, 1, 0, HeroOrder::lowest_first, {"BM056", "BM058"});
  sc.start_round();
  const int round = sc.s.round;
  sc.pass_until([](const Scenario&) { return false; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.round, round);
  EXPECT_EQ(reason(sc), EndReason::deck_out_empty);
  EXPECT_EQ(sc.town_ids(), (Ids{"BM058", "BM056"}));
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// IP-6 play_out_town: the game goes on while heroes move; it ends after a round in which no
// hero was revealed or moved.
TEST(Rule_IP6, PlayOutTownReading) {
  Ruleset r = preset("classic");
  r.deck_out = DeckOut::play_out_town;
  Scenario sc = duel(r);
  give(sc, 0, 3, 0);
  give(sc, 1, 2, 0);
  sc.empty_hero_decks();
  sc.set_town({"BM062"});
  sc.start_round();
  const int round = sc.s.round;
  sc.pass_until([](const Scenario&) { return false; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.round, round + 1);  // Boden moved in the first round; nothing in the second
  EXPECT_EQ(reason(sc), EndReason::deck_out_stalled);
  EXPECT_EQ(preset("classic-house").deck_out, DeckOut::play_out_town);
  EXPECT_EQ(preset("classic").deck_out, DeckOut::end_after_round);
}

// ---------------------------------------------------------------------------- C-16

// C-16 Immortality: no elimination at 5 wounds; 10 souls do not end the game either (the
// game ends only when both hero decks are empty; engine reading of seed 001).
TEST(Rule_C16, ImmortalityNoEliminationNoSoulsWin) {
  Scenario sc = duel(preset("classic-immortality"));
  give(sc, 0, 0, 6);
  give(sc, 1, 12, 0);
  sc.start_end_of_round();
  EXPECT_FALSE(sc.s.over);
  EXPECT_FALSE(sc.s.players[0].eliminated);
  EXPECT_EQ(sc.decision(), DecisionKind::build);
}

// C-16 Immortality: both hero decks empty -> the game ends; highest souls - wounds wins
// (4 - 1 = 3 beats 8 - 6 = 2).
TEST(Rule_C16, ImmortalityEndsWhenBothDecksAreEmpty) {
  Scenario sc = duel(preset("classic-immortality"));
  give(sc, 0, 8, 6);
  give(sc, 1, 4, 1);
  sc.empty_hero_decks();
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(reason(sc), EndReason::immortality_decks);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
}

// C-16 Machinations: a player who gained no soul this round may take a random room or spell
// at end of round; one who gained a soul may not.
TEST(Rule_C16, MachinationsOnlyWithoutANewSoul) {
  Ruleset r = preset("classic");
  r.machinations = true;
  Scenario sc = duel(r);
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM062");  // dies: seat 0 gains a soul
  sc.start_adventure();
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_EQ(sc.s.phase, Phase::end_of_round);
  EXPECT_EQ(sc.to_move(), 1);
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"option", 0}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"option", 1}}));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));
  const std::size_t before = sc.s.players[1].hand.size();
  sc.act({{"type", "choose"}, {"option", 0}});
  EXPECT_EQ(sc.s.players[1].hand.size(), before + 2);  // the room, then the C-7 draw of round 2
  EXPECT_NE(sc.decision(), DecisionKind::choose);      // nothing for seat 0
  EXPECT_EQ(sc.s.phase, Phase::build);
}

TEST(Rule_C16, MachinationsOffByDefault) {
  Scenario sc = duel();
  sc.start_end_of_round();
  EXPECT_EQ(sc.decision(), DecisionKind::build);
  EXPECT_TRUE(preset("classic-variants").machinations);
}
