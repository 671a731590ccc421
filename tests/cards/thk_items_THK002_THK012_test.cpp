// Tools of Hero-Kind items, both sides (BM2-38 power-up while a hero carries it through a dungeon;
// BM2-4 / BM2-37 reward, used once by its boss like a spell, then face down, BM2-7): THK002 Holy
// Hand Grenade, THK009 Antimagic Lizard, THK012 Necronomicon, whose power-ups act when the carrier
// gets through the dungeon alive (reaches the boss, G-12). The games play the bm2 rules on the
// synthetic bm2 cards plus the implemented items (bm2_with_thk_items). Golem Factory BM016
// (monster 2) acts on no hero entering; Kobold Strike BM049 and Motivation BM050 are build-phase
// spells, so they stay in hand through the adventure phase.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace thk_items_THK002_THK012 {

// How many `type` events (draw, discard) seat p saw for cards of `kind` in round 1's adventure
// phase (the game runs on to the next decision, past round 2's room draws).
int round1_events(const Scenario& sc, const std::string& type, int p, bm::CardKind kind) {
  int n = 0;
  bool adventure = false;  // the setup's deal (BM2-1) came before
  for (const json& e : all_events(sc)) {
    if (matches(e, "round_start", {{"round", 2}})) break;
    adventure = adventure || matches(e, "phase", {{"phase", "adventure"}});
    if (adventure && matches(e, type, {{"player", p}}) &&
        sc.cards.of(sc.card(e["card"].get<std::string>())).kind == kind)
      ++n;
  }
  return n;
}

// `hero` (carrying `item` unless empty) goes through seat 0's Golem Factory alive; hands as given;
// the game runs on to its next decision.
Scenario survivor(std::uint64_t seed, const std::string& hero, const std::string& item,
                  std::initializer_list<std::string> hand0, std::initializer_list<std::string> hand1) {
  Scenario sc = thk_two_players(seed);
  sc.set_dungeon(0, {"BM016"});
  sc.set_hand(0, hand0);
  sc.set_hand(1, hand1);
  sc.add_entrance(0, hero);
  if (!item.empty()) sc.give_item(hero, item);
  sc.start_adventure();
  EXPECT_TRUE(sc.pass_until([](const Scenario& s) { return s.saw("hero_wounds"); }));
  return sc;
}

// Seat 0 uses its face-up `item` (the cast `cast`) in its first adventure window (a hero waits at
// its entrance), with the hands as given; the game runs on to its next decision.
Scenario reward(std::uint64_t seed, const std::string& item, const json& cast, std::initializer_list<std::string> hand0,
                std::initializer_list<std::string> hand1) {
  Scenario sc = thk_two_players(seed);
  sc.set_dungeon(0, {"BM016"});
  sc.set_hand(0, hand0);
  sc.set_hand(1, hand1);
  sc.add_entrance(0, kCleric6);
  sc.set_active_item(0, item);
  sc.start_adventure();
  when_legal(sc, cast);
  sc.pass_until([](const Scenario& s) { return s.s.stack.empty(); });
  EXPECT_TRUE(sc.saw("resolved", {{"card", item}}));
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card(item)}));
  return sc;
}

}  // namespace thk_items_THK002_THK012

// Necronomicon's power-up: the carrier (Mitchell, mage) gets through, so seat 1 draws a spell;
// seat 0 draws nothing.
TEST(Card_THK012_Necronomicon, EachOpponentDrawsASpellWhenTheCarrierSurvives) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    const Scenario sc = thk_items_THK002_THK012::survivor(12, kMage6, carried ? "THK012" : "", {}, {});
    EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "draw", 1, bm::CardKind::spell), carried ? 1 : 0);
    EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "draw", 0, bm::CardKind::spell), 0);
  }
}

// Necronomicon's reward: its boss draws a spell.
TEST(Card_THK012_Necronomicon, TheRewardDrawsASpell) {
  const Scenario sc = thk_items_THK002_THK012::reward(121, "THK012", cast_plain("THK012"), {}, {});
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "draw", 0, bm::CardKind::spell), 1);
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "draw", 1, bm::CardKind::spell), 0);
}

// Antimagic Lizard's power-up: the carrier gets through, so seat 0 discards two of its three
// spells at random; its room card stays.
TEST(Card_THK009_AntimagicLizard, TheOwnerLosesTwoRandomSpellsWhenTheCarrierSurvives) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    const Scenario sc =
        thk_items_THK002_THK012::survivor(9, kMage6, carried ? "THK009" : "", {"BM049", "BM050", "BM048", "BM018"}, {});
    EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 0, bm::CardKind::spell), carried ? 2 : 0);
    EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 0, bm::CardKind::room), 0);
  }
}

// Antimagic Lizard's reward: the opponent chosen (seat 1) discards one of its two spells at
// random; its room card stays.
TEST(Card_THK009_AntimagicLizard, TheRewardMakesAnOpponentLoseARandomSpell) {
  const json cast = {{"type", "cast"}, {"card", "THK009"}, {"target_player", 1}};
  const Scenario sc = thk_items_THK002_THK012::reward(91, "THK009", cast, {}, {"BM049", "BM050", "BM018"});
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 1, bm::CardKind::spell), 1);
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 1, bm::CardKind::room), 0);
}

// Holy Hand Grenade's power-up: the carrier (Acacia, cleric) gets through, so seat 0 discards two
// of its three room cards at random; its spell stays.
TEST(Card_THK002_HolyHandGrenade, TheOwnerLosesTwoRandomRoomsWhenTheCarrierSurvives) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    const Scenario sc = thk_items_THK002_THK012::survivor(2, kCleric6, carried ? "THK002" : "",
                                                          {"BM018", "BM019", "BM013", "BM049"}, {});
    EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 0, bm::CardKind::room), carried ? 2 : 0);
    EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 0, bm::CardKind::spell), 0);
  }
}

// Holy Hand Grenade's reward: each opponent (seat 1) discards one of its two room cards at
// random; its spell stays, and its boss loses nothing.
TEST(Card_THK002_HolyHandGrenade, TheRewardMakesEachOpponentLoseARandomRoom) {
  const Scenario sc =
      thk_items_THK002_THK012::reward(21, "THK002", cast_plain("THK002"), {"BM013"}, {"BM018", "BM019", "BM049"});
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 1, bm::CardKind::room), 1);
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 1, bm::CardKind::spell), 0);
  EXPECT_EQ(thk_items_THK002_THK012::round1_events(sc, "discard", 0, bm::CardKind::room), 0);
}
