// Super bait and city order: S-BAIT-1 (from the leftmost city hero, strict maximum, ties and
// unmatched heroes stay), S-BOARD-4 (landmark heroes are never lured), S-CITY-2 / IP-14 (the
// heroes that stay shift left and are the first pushed out later). Expected values come from
// the digest and docs/research/super-solo-notes.md, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {}  // namespace

// S-BAIT-1 / G-15: a tie for the top value keeps the hero in the city, as does no treasure at
// all; the lured hero leaves and the rest shift left, keeping their order (IP-14).
TEST(SuperBait, TiesStayAndShiftLeft_S_BAIT_1) {
  auto sc = super_board("super", {"BM003", "BM004", "BM001"});  // fighter 1, fighter 1, cleric 1
  sc.set_city({kCleric4, kFighter4, kMage4});
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.entrance_ids(2), ids_of({kCleric4}));
  EXPECT_TRUE(sc.entrance_ids(0).empty());
  EXPECT_TRUE(sc.entrance_ids(1).empty());
  EXPECT_EQ(sc.town_ids(), ids_of({kFighter4, kMage4}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", kFighter4}, {"tie", 1}}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", kMage4}, {"tie", 0}}));
  // Next city phase: the two that stayed sit in slots 1-2, so the first arrival takes slot 3
  // without an overflow; the second arrival pushes out the oldest (the tied fighter) first.
  sc.empty_hero_decks();
  sc.deck_top(kCleric6);
  sc.deck_top(kThief4);  // first
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_NE(find_event(sc, "city_arrival", {{"card", kThief4}, {"slot", 2}}, from), -1);
  EXPECT_EQ(count_events(sc, "hero_to_landmark", json::object(), from), 1);
  EXPECT_EQ(sc.landmark_heroes("stadium"), ids_of({kFighter4}));
  EXPECT_EQ(sc.town_ids(), ids_of({kMage4, kThief4, kCleric6}));
}

// S-BAIT-1: the strictly highest value wins; the bait order is the city order from the left.
TEST(SuperBait, StrictMaximumWins_S_BAIT_1) {
  auto sc = super_board("super", {"BM003", "BM004"});  // fighter 1 each
  sc.set_dungeon(1, {"BM016"});                        // Golem Factory: seat 1 fighter 2
  sc.set_city({kFighter4, kFighter6});
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_EQ(sc.entrance_ids(1), ids_of({kFighter4, kFighter6}));
  EXPECT_TRUE(sc.town_ids().empty());
}

// S-BOARD-4: a hero at a landmark is not lured by treasure, however much; only a minion on the
// summon space moves it.
TEST(SuperBait, LandmarkHeroesNeverLured_S_BOARD_4) {
  auto sc = super_board("super", {"BM007", "BM001"});
  sc.set_dungeon(0, {"BM030", "BM030"});  // thief 1 + 2 + 2
  sc.set_landmark("hideout", {kThief4});
  sc.set_landmark("tavern", {kThief6});
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_TRUE(sc.entrance_ids(0).empty());
  EXPECT_EQ(sc.landmark_heroes("hideout"), ids_of({kThief4}));
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({kThief6}));
}

// IP-16 / G-15 in Super (000:309, 000:378): a hero sent back to the city arrives like a new
// hero, at the newest place of the row, yet when it is lured together with a hero revealed
// after it, it still enters first: Super orders lured heroes by reveal order without the
// classic `returned_hero` option.
TEST(SuperBait, IP16_SuperOrdersByRevealWithoutTheOption) {
  auto sc = super_board("super", {"BM008", "BM001"});  // seat 0 Gorgona: thief 1; seat 1: cleric
  sc.set_city({kThief6});                              // Jesta, revealed after Joman
  sc.add_entrance(1, kThief4);                         // Joman, revealed first
  sc.s.reveal_log = {sc.card(kThief4), sc.card(kThief6)};
  Ctx c{sc.cards, sc.rules, sc.s, &sc.events, nullptr, sc.engine.board()};
  auto& entrance = sc.s.players[1].entrance;
  entrance.clear();  // Fear's effect: Joman leaves the entrance for the city (G-22)
  hero_to_town(c, sc.card(kThief4));
  ASSERT_EQ(sc.town_ids(), ids_of({kThief6, kThief4})) << "S-END-1: a returned hero arrives like a new one";
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kThief4, kThief6})) << "G-15: reveal order, not city order";
}
