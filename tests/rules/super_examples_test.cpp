// The rulebooks' worked examples that use only mechanics, reproduced from
// docs/research/super-solo-notes.md section 1.5: EX-OVERFLOW (000:224, 002:343-346),
// EX-SOLO-OVERFLOW (000:608, 002:1088-1093), EX-BAIT (000:323, 002:518-535) and EX-SCORE
// (000:402, 002:701-703). Expected values come from the examples, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {}  // namespace

// EX-OVERFLOW (S-CITY-2, IP-8 per_arrival): 3 players, the city full, its leftmost hero a
// mage, the Library empty; the fighter Krylchyk arrives. Everyone shifts left, the mage goes
// to the Library, the city is [old 2nd, old 3rd, Krylchyk]: exactly one drop.
TEST(SuperExamples, EX_OVERFLOW_MageDropsToLibrary_S_CITY_2) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"});
  sc.set_city({kMage4, kCleric4, kThief4});
  sc.empty_hero_decks();
  sc.deck_top(kFighter4);  // Krylchyk (fighter, 4 health): the only hero left, so one arrival
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(sc.town_ids(), ids_of({kCleric4, kThief4, kFighter4}));
  EXPECT_EQ(sc.landmark_heroes("library"), ids_of({kMage4}));
  EXPECT_EQ(count_events(sc, "hero_to_landmark", json::object(), from), 1) << "exactly one drop";
  EXPECT_NE(find_event(sc, "hero_to_landmark", {{"card", kMage4}, {"landmark", "library"}}, from), -1);
  // Krylchyk takes the freed right-end slot (slot 3 of 3 = index 2).
  EXPECT_NE(find_event(sc, "city_arrival", {{"card", kFighter4}, {"slot", 2}}, from), -1);
  for (const char* other : {"temple", "stadium", "hideout", "tavern"})
    EXPECT_TRUE(sc.landmark_heroes(other).empty()) << other;
  sc.check_conservation();
}

// EX-SOLO-OVERFLOW (SO-2, IP-8 per_arrival): solo, 4 city slots, 2 heroes in the city, all
// landmarks empty, 3 heroes revealed. Only the 3rd reveal overflows: the leftmost hero goes to
// the first free landmark from the left (the Temple) whatever its treasure; the city holds 4.
TEST(SoloExamples, EX_SOLO_OVERFLOW_LeftmostToTemple_SO_2) {
  auto sc = super_board("solo", {"BM005"});
  sc.set_city({kMage6, kCleric6});  // the leftmost is a mage: multiplayer would use the Library
  sc.deck_top(kThief6);
  sc.deck_top(kFighter6);
  sc.deck_top(kCleric8);  // revealed first
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(count_events(sc, "hero_revealed", json::object(), from), 3) << "SO-2: 3 heroes per round";
  EXPECT_EQ(count_events(sc, "hero_to_landmark", json::object(), from), 1) << "exactly one drop";
  EXPECT_EQ(sc.landmark_heroes("temple"), ids_of({kMage6}));
  EXPECT_TRUE(sc.landmark_heroes("library").empty());
  EXPECT_EQ(sc.town_ids(), ids_of({kCleric6, kCleric8, kFighter6, kThief6}));
  EXPECT_FALSE(sc.s.over);
  sc.check_conservation();
}

// EX-BAIT (S-BAIT-1, G-15, S-BOARD-4): 3 players; the city holds two fighters and a thief, a
// mage is in the Library and no minion is on its summon space. Dododo (seat 0) has the most
// fighter treasure (3), His Sliminess (seat 1) 2 thief and 3 mage, seat 2 collects cleric.
// Both fighters go to Dododo in reveal order, the thief to Sliminess, and the mage stays in
// the Library although Sliminess has the most mage treasure: landmark heroes are never lured.
TEST(SuperExamples, EX_BAIT_FightersThiefAndLibraryMage_S_BAIT_1) {
  auto sc = super_board("super", {"BM003", "BM007", "BM001"});
  sc.set_dungeon(0, {"BM015"});                    // King Croak fighter 1 + Goblin Armory fighter 2 = 3
  sc.set_dungeon(1, {"BM027", "BM022", "BM021"});  // Cleopatra thief 1 + 1 = 2; mage 2 + 1 = 3
  sc.set_dungeon(2, {"BM009"});                    // Draculord cleric 1 + Dark Altar cleric 2 = 3
  sc.set_city({kFighter4, kFighter8, kThief4});
  sc.set_landmark("library", {kMage4});
  // The example's unstated values keep the strict maxima: Sliminess fighter <= 2, Dododo
  // thief <= 1, seat 2 fighter <= 2 and thief <= 1.
  ASSERT_EQ(treasure_of(sc, 0, kFighter), 3);
  ASSERT_EQ(treasure_of(sc, 1, kThief), 2);
  ASSERT_EQ(treasure_of(sc, 1, kMage), 3);
  ASSERT_EQ(treasure_of(sc, 1, kFighter), 0);
  ASSERT_EQ(treasure_of(sc, 0, kThief), 0);
  const int from = event_count(sc);
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kFighter4, kFighter8})) << "both fighters, in reveal order";
  EXPECT_EQ(sc.entrance_ids(1), ids_of({kThief4}));
  EXPECT_TRUE(sc.entrance_ids(2).empty());
  EXPECT_TRUE(sc.town_ids().empty());
  EXPECT_EQ(sc.landmark_heroes("library"), ids_of({kMage4})) << "S-BOARD-4: never lured by treasure";
  EXPECT_EQ(count_events(sc, "bait", {{"card", kMage4}}, from), 0);
  sc.check_conservation();
}

// EX-SCORE (S-END-2): Dododo ends the round with 10 souls and 1 wound: score 9, the game ends
// after the round (reason S-END-2.souls) and he wins when nobody scores higher.
TEST(SuperExamples, EX_SCORE_TenSoulsOneWoundIsNine_S_END_2) {
  auto sc = super_board("super", {"BM003", "BM001"});
  give(sc, 0, 10, 1);
  give(sc, 1, 8, 0);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "S-END-2.souls");
  EXPECT_EQ(sc.souls(0) - sc.wounds(0), 9);
  EXPECT_EQ(sc.s.winners, std::vector<int>{0});
  EXPECT_TRUE(sc.saw("game_end", {{"end_reason", "S-END-2.souls"}, {"player", 0}}));
}

// S-END-2: every player is scored (souls - wounds), not only those with 10 souls; the player
// who reached 10 souls loses to a higher score.
TEST(SuperExamples, EX_SCORE_EveryoneScoredHighestWins_S_END_2) {
  auto sc = super_board("super", {"BM003", "BM001"});
  give(sc, 0, 10, 4);  // 6
  give(sc, 1, 7, 0);   // 7, fewer than 10 souls
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason(sc), "S-END-2.souls");
  EXPECT_EQ(sc.s.winners, std::vector<int>{1});
}

// S-END-2 / IP-4 (Super reading): equal scores -> the highest XP wins. Dododo (King Croak,
// 800 XP) scores 10 - 1 = 9; Draculord (900 XP) scores 9 - 0 = 9 and wins the tie.
TEST(SuperExamples, EX_SCORE_TieGoesToHighestXp_S_END_2_IP_4) {
  auto sc = super_board("super", {"BM003", "BM001"});
  give(sc, 0, 10, 1);
  give(sc, 1, 9, 0);
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.winners, std::vector<int>{1});
  // Mirror: the higher XP on seat 0 wins instead.
  auto sc2 = super_board("super", {"BM001", "BM003"});
  give(sc2, 0, 9, 0);
  give(sc2, 1, 10, 1);
  sc2.start_end_of_round();
  ASSERT_TRUE(sc2.s.over);
  EXPECT_EQ(sc2.s.winners, std::vector<int>{0});
}
