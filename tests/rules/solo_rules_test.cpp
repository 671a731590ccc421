// Solo and challenge mode: SO-2 (overflow to the first free landmark from the left), SO-4 /
// SO-8 / IP-13 (bait thresholds by city slot), SO-6 (the three end conditions), SO-7 / SO-8
// (score, title, "True" prefix). Expected values come from the digest and
// docs/research/super-solo-notes.md (SO rules, section 6), never from engine output.
#include <gtest/gtest.h>

#include "bm/log/log_writer.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Rooms giving exactly v thief treasure (v = 0..5) to a Cerebellus (mage) dungeon.
void thief_rooms(Scenario& sc, int v) {
  switch (v) {
    case 0: sc.set_dungeon(0, {}); break;
    case 1: sc.set_dungeon(0, {"BM027"}); break;
    case 2: sc.set_dungeon(0, {"BM030"}); break;
    case 3: sc.set_dungeon(0, {"BM030", "BM027"}); break;
    case 4: sc.set_dungeon(0, {"BM030", "BM030"}); break;
    default: sc.set_dungeon(0, {"BM030", "BM030", "BM027"}); break;
  }
}

// Is the thief in city slot `slot` (1-based as the rules count) lured with `v` thief treasure?
bool thief_lured(const std::string& preset_name, int slot, int v) {
  auto sc = super_board(preset_name, {"BM005"});  // Cerebellus: mage 1, no thief, no cleric
  thief_rooms(sc, v);
  EXPECT_EQ(treasure_of(sc, 0, kThief), v);
  const std::string fillers[3] = {kCleric4, kCleric6, kCleric8};  // no cleric treasure: they stay
  switch (slot) {
    case 1: sc.set_city({kThief4}); break;
    case 2: sc.set_city({fillers[0], kThief4}); break;
    case 3: sc.set_city({fillers[0], fillers[1], kThief4}); break;
    default: sc.set_city({fillers[0], fillers[1], fillers[2], kThief4}); break;
  }
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_TRUE(paused(sc));
  const bool lured = sc.entrance_ids(0) == ids_of({kThief4});
  EXPECT_EQ(sc.s.town.size(), static_cast<std::size_t>(slot - (lured ? 1 : 0))) << "the fillers stay";
  return lured;
}

}  // namespace

// SO-4: slot 1 needs >= 1 matching treasure, slot 2 >= 2, slot 3 >= 3, slot 4 >= 4.
TEST(SoloBait, ThresholdsOneTwoThreeFour_SO_4) {
  for (int slot = 1; slot <= 4; ++slot) {
    SCOPED_TRACE(slot);
    EXPECT_FALSE(thief_lured("solo", slot, slot - 1));
    EXPECT_TRUE(thief_lured("solo", slot, slot));
  }
}

// SO-8 / IP-13 (002 reading, preset solo-challenge): 2, 3, 4, 5.
TEST(SoloBait, ChallengeThresholdsTwoThreeFourFive_SO_8) {
  const int need[4] = {2, 3, 4, 5};
  for (int slot = 1; slot <= 4; ++slot) {
    SCOPED_TRACE(slot);
    EXPECT_FALSE(thief_lured("solo-challenge", slot, need[slot - 1] - 1));
    EXPECT_TRUE(thief_lured("solo-challenge", slot, need[slot - 1]));
  }
}

// IP-13 (the other reading, preset solo-challenge-3): slot 3 needs 3.
TEST(SoloBait, ChallengeSlotThreeNeedsThree_IP_13) {
  EXPECT_FALSE(thief_lured("solo-challenge-3", 3, 2));
  EXPECT_TRUE(thief_lured("solo-challenge-3", 3, 3));
  EXPECT_TRUE(thief_lured("solo-challenge-3", 4, 5));
  EXPECT_FALSE(thief_lured("solo-challenge-3", 4, 4));
}

// SO-4 / S-CITY-2: a hero that stays shifts left when an earlier one is lured, so next bait it
// faces the lower threshold of its new slot. Within one bait phase the slots are read at its
// start (Q8, notes default `snapshot`): the thief still faces slot 2's threshold this time.
TEST(SoloBait, StayingHeroShiftsToLowerThreshold_SO_4) {
  auto sc = super_board("solo", {"BM001"});  // Draculord: cleric 1
  sc.set_dungeon(0, {"BM027"});              // thief 1
  sc.set_city({kCleric4, kThief4});
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kCleric4})) << "slot 1: 1 >= 1";
  EXPECT_EQ(sc.town_ids(), ids_of({kThief4})) << "slot 2: 1 < 2";
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kCleric4, kThief4})) << "now in slot 1: 1 >= 1";
}

// SO-4: landmark heroes still need a minion, whatever the treasure.
TEST(SoloBait, LandmarkHeroNotLured_SO_4) {
  auto sc = super_board("solo", {"BM007"});
  sc.set_dungeon(0, {"BM030", "BM030"});  // thief 5
  sc.set_landmark("temple", {kThief4});
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_TRUE(sc.entrance_ids(0).empty());
  EXPECT_EQ(sc.landmark_heroes("temple"), ids_of({kThief4}));
}

// SO-2: pushed-out heroes fill the landmarks from the left whatever their treasure.
TEST(SoloCity, OverflowFillsLandmarksFromTheLeft_SO_2) {
  auto sc = super_board("solo", {"BM005"});
  sc.set_city({kThief4, kThief6, kThief8, kFighter4});
  sc.set_landmark("temple", {kCleric4});
  sc.empty_hero_decks();
  sc.deck_top(kMage6);
  sc.deck_top(kMage4);
  sc.deck_top(kCleric6);  // first
  sc.start_city();
  EXPECT_EQ(sc.landmark_heroes("stadium"), ids_of({kThief4})) << "the Temple is taken: next from the left";
  EXPECT_EQ(sc.landmark_heroes("library"), ids_of({kThief6}));
  EXPECT_EQ(sc.landmark_heroes("hideout"), ids_of({kThief8}));
  EXPECT_TRUE(sc.landmark_heroes("tavern").empty());
  EXPECT_EQ(sc.town_ids(), ids_of({kFighter4, kCleric6, kMage4, kMage6}));
  EXPECT_FALSE(sc.s.over);
}

// SO-6 (2): a hero moved into the Tavern ends the game at once, in the middle of the city
// phase: no further reveal, no market pick. The score is souls - wounds at that moment.
TEST(SoloEnd, TavernEndsImmediately_SO_6) {
  auto sc = super_board("solo", {"BM005"});
  give(sc, 0, 3, 1);                // before placing heroes: give() picks free heroes
  solo_city_before_the_tavern(sc);  // Johnny (kFighter8) pushes the cleric into the Tavern
  const int from = event_count(sc);
  sc.start_city();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "SO-6.tavern");
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({kCleric6}));
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 1) << "no further reveal";
  EXPECT_EQ(count_events(sc, "market_pick", json::object(), from), 0);
  EXPECT_TRUE(sc.legal().empty());
  const json res = game_result(sc.engine, sc.s);
  EXPECT_EQ(res["score"], 2);
  EXPECT_EQ(res["title"], "Kobold");
  // S-CITY-2: the shift, the drop and the arrival are one arrival: the revealed fighter takes
  // the freed right-end slot. Every card is still somewhere (card conservation).
  EXPECT_EQ(sc.town_ids(), ids_of({kFighter4, kMage4, kThief4, kFighter8}))
      << "the arriving hero is placed even though its arrival ended the game";
  sc.check_conservation();
}

// SO-6 (1): 5 wounds end the game after the round is finished: later heroes of the same
// adventure still run, then the end of round, then the end.
TEST(SoloEnd, FiveWoundsFinishTheRound_SO_6) {
  auto sc = super_board("solo", {"BM005"});
  sc.add_entrance(0, kFighter4);
  sc.add_entrance(0, kCleric4);
  give(sc, 0, 0, 4);
  const int from = event_count(sc);
  sc.start_adventure();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "SO-6.wounds");
  const int fifth = find_event(sc, "hero_wounds", {{"card", kFighter4}}, from);
  const int sixth = find_event(sc, "hero_wounds", {{"card", kCleric4}}, from);
  const int marker = find_event(sc, "marker_pass", json::object(), from);
  const int end = find_event(sc, "game_end", json::object(), from);
  ASSERT_NE(fifth, -1);
  EXPECT_GT(sixth, fifth) << "the round goes on after the 5th wound";
  EXPECT_GT(end, marker);
  EXPECT_EQ(sc.wounds(0), 6);
  EXPECT_EQ(game_result(sc.engine, sc.s)["score"], -6);
  EXPECT_EQ(game_result(sc.engine, sc.s)["title"], "Loser");
}

// SO-6: 10 souls does not end a solo game.
TEST(SoloEnd, TenSoulsDoNotEnd_SO_6) {
  auto sc = super_board("solo", {"BM005"});
  give(sc, 0, 12, 0);
  sc.start_end_of_round();
  EXPECT_FALSE(sc.s.over);
}

// SO-6 (3): the game ends after the round in which the last hero of the deck was revealed.
TEST(SoloEnd, DeckEmptyEndsAfterThatRound_SO_6) {
  auto sc = super_board("solo", {"BM005"});
  const int k = play_round_with_heroes_left(sc, {kThief4, kMage4, kFighter4});
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "SO-6.deck_empty");
  EXPECT_EQ(sc.s.round, k);
}

// SO-6 (3): with a hero left after this round's 3 reveals the game goes on.
TEST(SoloEnd, DeckNotEmptyGoesOn_SO_6) {
  auto sc = super_board("solo", {"BM005"});
  const int k = play_round_with_heroes_left(sc, {kCleric8, kThief4, kMage4, kFighter4});
  ASSERT_FALSE(sc.s.over);
  autoplay_round(sc, k + 1);
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "SO-6.deck_empty");
  EXPECT_EQ(sc.s.round, k + 1);
}

// SO-7: the title table, at every boundary.
TEST(SoloTitle, TitleTableBoundaries_SO_7) {
  const std::vector<std::pair<int, std::string>> table = {
      {-5, "Loser"},          {-1, "Loser"},          {0, "Kobold"},        {6, "Kobold"},
      {7, "Minion"},          {12, "Minion"},         {13, "Mini Boss"},    {16, "Mini Boss"},
      {17, "Boss"},           {21, "Boss"},           {22, "Real Boss"},    {25, "Real Boss"},
      {26, "Dungeon Master"}, {28, "Dungeon Master"}, {29, "Boss Monster"}, {31, "Boss Monster"},
      {32, "Great Boss"},     {34, "Great Boss"},     {35, "Dungeon Lord"}, {36, "Supreme Dungeon Lord"}};
  for (const auto& [score, title] : table) EXPECT_EQ(solo_title(score, false), title) << score;
}

// SO-8: challenge mode prefixes "True"; the book's example: 30 -> "True Boss Monster".
TEST(SoloTitle, ChallengePrefixTrue_SO_8) {
  EXPECT_EQ(solo_title(30, true), "True Boss Monster");
  EXPECT_EQ(solo_title(-1, true), "True Loser");
  EXPECT_EQ(solo_title(36, true), "True Supreme Dungeon Lord");
}

// SO-8: the challenge preset's result carries the prefixed title.
TEST(SoloTitle, ChallengeResultTitle_SO_8) {
  auto sc = super_board("solo-challenge", {"BM005"});
  give(sc, 0, 0, 5);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "SO-6.wounds");
  const json res = game_result(sc.engine, sc.s);
  EXPECT_EQ(res["score"], -5);
  EXPECT_EQ(res["title"], "True Loser");
}

// SO-6 (2): a hero moved into the Tavern ends the game at once whatever the cause: a hero sent
// back to the full city in the adventure (S-END-1: it arrives like a new hero) pushes the
// leftmost hero out; with the four landmarks taken it goes to the Tavern.
TEST(SoloEnd, TavernFromAdventureEndsImmediately_SO_6) {
  auto sc = super_board("solo", {"BM005"});
  sc.set_dungeon(0, {"BM011", "BM011"});
  sc.set_hand(0, {"BM045"});
  fill_solo_city(sc);
  sc.add_entrance(0, kFighter8);
  sc.add_entrance(0, kMage8);
  sc.start_adventure();
  json fear;
  ASSERT_TRUE(sc.pass_until([&](const Scenario& x) {
    for (const auto& j : legal_of(x, "cast"))
      if (j["card"] == "BM045") fear = j;
    return !fear.is_null();
  }));
  sc.act(fear);
  sc.pass_until([](const Scenario& x) { return x.s.over; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "SO-6.tavern");
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({kCleric6}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kMage8}})) << "the game ended at once: the next hero never ran";
  sc.check_conservation();
}

// S-BOARD-3 in solo: the summon goes to the only dungeon, with the landmark's token.
TEST(SoloMinion, SummonToOwnDungeon_S_BOARD_3) {
  auto sc = super_board("solo", {"BM005"});
  sc.set_landmark("stadium", {kFighter4});
  sc.set_minion(0, "stadium.summon");
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kFighter4}));
  EXPECT_EQ(entrance_bonus(sc, 0, kFighter4), 2);
  EXPECT_TRUE(sc.landmark_heroes("stadium").empty());
}
