// The Super round order (S-7, S-8): build (S-BUILD-1), minion effects (S-MINION-1) and
// adventure turns (S-ADV-1) go clockwise from the first player; the entrance order of summoned
// and baited heroes (G-14, Q9); landmarks are not the city for spells (S-BOARD-4); D1
// rightmost_free consequences for bait (G-15) and solo thresholds (SO-4). Expected values come
// from the digest and docs/research/super-solo-notes.md, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {}  // namespace

// S-BUILD-1: clockwise from the first player (not by XP: S-6). Seat 1 (King Croak, 800 XP)
// holds the marker; seat 0 (Draculord, 900 XP) builds second.
TEST(SuperRound, BuildClockwiseFromFirstPlayer_S_BUILD_1_S_6) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_first_player(1);
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.start_build();
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  EXPECT_EQ(sc.to_move(), 1);
  sc.act({{"type", "pass_build"}});
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::build; }));
  EXPECT_EQ(sc.to_move(), 0);
}

// S-MINION-1: minion effects resolve clockwise from the first player: with seat 1 holding the
// marker, seat 1's minion acts before seat 0's.
TEST(SuperRound, MinionEffectsClockwiseFromFirstPlayer_S_MINION_1) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_first_player(1);
  sc.deck_top("BM015");
  sc.deck_top("BM018");  // top
  sc.set_minion(0, "stadium.draw_room");
  sc.set_minion(1, "temple.treasure");
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_TRUE(paused(sc));
  const int e1 = find_event(sc, "minion_effect", {{"player", 1}});
  const int e0 = find_event(sc, "minion_effect", {{"player", 0}});
  ASSERT_NE(e1, -1);
  ASSERT_NE(e0, -1);
  EXPECT_LT(e1, e0);
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM018"}));
}

// S-ADV-1: adventure turns clockwise from the first player: seat 1 holds the marker, so seat
// 1's hero runs first.
TEST(SuperRound, AdventureClockwiseFromFirstPlayer_S_ADV_1) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_first_player(1);
  sc.set_dungeon(0, {"BM011"});
  sc.set_dungeon(1, {"BM011"});
  sc.add_entrance(0, kFighter8);
  sc.add_entrance(1, kMage8);
  sc.start_adventure();
  const int m = find_event(sc, "enters_room", {{"card", kMage8}});
  const int f = find_event(sc, "enters_room", {{"card", kFighter8}});
  ASSERT_NE(m, -1);
  ASSERT_NE(f, -1);
  EXPECT_LT(m, f);
}

// G-14 with a summon (Q9, notes section 1.5: the default reading `arrival`, 000:669): a hero
// summoned in the minion phase reaches the entrance before the heroes baited later that round,
// so it runs first.
TEST(SuperRound, SummonedHeroRunsBeforeBaitedHero_G_14_Q9) {
  auto sc = super_board("super", {"BM001", "BM003"});  // Draculord: cleric 1
  sc.set_dungeon(0, {"BM011"});
  sc.set_landmark("stadium", {kFighter8});
  sc.set_city({kCleric8});
  sc.set_minion(0, "stadium.summon");
  sc.set_minion(1, "library.treasure");  // mage: seat 1 stays without cleric treasure
  sc.start_minion_phase();
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  sc.act({{"type", "choose"}, {"target_player", 0}});
  const int f = find_event(sc, "enters_room", {{"card", kFighter8}});
  const int c = find_event(sc, "enters_room", {{"card", kCleric8}});
  ASSERT_NE(f, -1);
  ASSERT_NE(c, -1) << "the cleric is lured by Draculord's cleric treasure";
  EXPECT_LT(f, c);
}

// S-BOARD-4: landmarks are not the city for spells: Princess in Peril ("a hero from town")
// can target the city hero but not the one at the Library.
TEST(SuperRound, LandmarksAreNotTheCityForSpells_S_BOARD_4) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_hand(0, {"BM051"});
  sc.set_city({kCleric4});
  sc.set_landmark("library", {kMage4});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  std::vector<std::string> targets;
  for (const auto& j : legal_of(sc, "cast"))
    if (j["card"] == "BM051") targets.push_back(j.value("target", std::string()));
  EXPECT_EQ(targets, ids_of({kCleric4}));
}

// Q11 minion_optional true: the minion may stay home (a pass is offered); default false: not.
TEST(SuperRound, MinionOptionalOffersPass_Q11) {
  Ruleset r = preset("super");
  r.minion_optional = true;
  auto sc = super_board(r, {"BM001", "BM003"});
  sc.empty_hero_decks();
  sc.start_city();
  sc.act({{"type", "market_pick"}, {"card", legal_of(sc, "market_pick").front()["card"]}});
  ASSERT_EQ(sc.decision(), DecisionKind::place_minion);
  EXPECT_TRUE(sc.can({{"type", "pass"}}));
  sc.act({{"type", "pass"}});
  EXPECT_EQ(sc.s.players[0].minion, kMinionHome);
}

// G-15 / S-BAIT-1 (000:309): heroes going to one dungeon arrive in the order they were
// revealed. Under D1 rightmost_free the newest hero sits leftmost (notes section 1.2), so the
// city order is the reverse of the reveal order; the entrance must still follow the reveal.
TEST(SuperRound, RightmostFreeBaitKeepsRevealOrder_G_15_D1) {
  Ruleset r = preset("super");
  r.city_arrival_rightmost = true;
  auto sc = super_board(r, {"BM003", "BM001"});  // seat 0: fighter 1
  sc.empty_hero_decks();
  sc.deck_top(kFighter8);
  sc.deck_top(kFighter4);  // revealed first
  sc.start_city();
  ASSERT_EQ(sc.town_ids(), ids_of({kFighter8, kFighter4})) << "rightmost_free: the newest is leftmost";
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kFighter4, kFighter8}))
      << "G-15: lured heroes join the entrance in reveal order, not city order";
}

// D1 rightmost_free with a full city: the leftmost hero (here the newest) is pushed out and the
// new hero takes the freed right-end slot (notes section 1.2: "evaluated first and dropped
// first").
TEST(SuperRound, RightmostFreeOverflowDropsLeftmost_D1) {
  Ruleset r = preset("super");
  r.city_arrival_rightmost = true;
  auto sc = super_board(r, {"BM001", "BM003", "BM005"});
  sc.deck_top(kThief4);    // D
  sc.deck_top(kMage4);     // C
  sc.deck_top(kFighter4);  // B
  sc.deck_top(kCleric4);   // A, first
  sc.start_city();         // reveals A, B, C: city [C, B, A]
  ASSERT_EQ(sc.town_ids(), ids_of({kMage4, kFighter4, kCleric4}));
  sc.empty_hero_decks();
  sc.deck_top(kThief4);
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(sc.landmark_heroes("library"), ids_of({kMage4}));
  EXPECT_EQ(sc.town_ids(), ids_of({kFighter4, kCleric4, kThief4}));
  EXPECT_NE(find_event(sc, "city_arrival", {{"card", kThief4}, {"slot", 2}}, from), -1);
}

// SO-4 thresholds go by city slot; under D1 rightmost_free the first hero into an empty solo
// city sits in slot 4, the second in slot 3, the third in slot 2. The third (a mage) with 2
// mage treasure is lured (slot 2 needs 2); under queue it would sit in slot 3 and stay.
TEST(SoloRound, RightmostFreeSlotsDecideThresholds_SO_4_D1) {
  for (const bool rightmost : {true, false}) {
    SCOPED_TRACE(rightmost);
    Ruleset r = preset("solo");
    r.city_arrival_rightmost = rightmost;
    auto sc = super_board(r, {"BM005"});  // Cerebellus: mage 1
    sc.set_dungeon(0, {"BM021"});         // mage 1: mage 2 in all
    sc.empty_hero_decks();
    sc.deck_top(kMage4);    // third
    sc.deck_top(kCleric6);  // second
    sc.deck_top(kCleric4);  // first
    sc.start_city();
    run_then_pause(sc, {TaskKind::bait}, Phase::minion);
    ASSERT_TRUE(paused(sc));
    if (rightmost) EXPECT_EQ(sc.entrance_ids(0), ids_of({kMage4}));
    else EXPECT_TRUE(sc.entrance_ids(0).empty());
  }
}

namespace {

json fear_on(const Scenario& sc, const std::string& hero) {
  for (const auto& j : legal_of(sc, "cast"))
    if (j["card"] == "BM045" && j.value("target", std::string()) == hero) return j;
  return json();
}

}  // namespace

// S-END-1 (000:378) / Q16 (notes default `immediate`): a hero sent back to the city arrives like
// a new hero, now: into a full city it pushes the leftmost hero out to its landmark.
TEST(SuperRound, FearedHeroArrivesLikeNewHero_S_END_1_Q16) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_dungeon(0, {"BM011", "BM011"});
  sc.set_hand(1, {"BM045"});
  sc.set_city({kMage4, kThief4});  // full (2 slots)
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.to_move() == 1 && !fear_on(x, kFighter8).is_null(); }));
  const int from = event_count(sc);
  sc.act(fear_on(sc, kFighter8));  // nobody answers: it resolves, and the game runs on
  const int back = find_event(sc, "hero_to_town", {{"card", kFighter8}}, from);
  ASSERT_NE(back, -1);
  // Right then (before the end of the round): the mage, leftmost, drops to the Library and the
  // fighter takes the freed right-end slot (slot 2 of 2 = index 1).
  const int drop = find_event(sc, "hero_to_landmark", {{"card", kMage4}, {"landmark", "library"}}, back);
  const int arrive = find_event(sc, "city_arrival", {{"card", kFighter8}, {"slot", 1}}, back);
  const int eor = find_event(sc, "phase", {{"phase", "end_of_round"}}, back);
  ASSERT_NE(drop, -1);
  ASSERT_NE(arrive, -1);
  EXPECT_LT(arrive, eor);
  EXPECT_EQ(count_events(sc, "damage", {{"card", kFighter8}}, back), 0) << "not run again this round";
  EXPECT_EQ(sc.landmark_heroes("library"), std::vector<std::string>{kMage4});
  sc.check_conservation();
}
