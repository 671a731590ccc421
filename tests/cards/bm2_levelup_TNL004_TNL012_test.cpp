// The printed Boss Monster 2 (The Next Level) bosses' lasting Level Ups (G-10, BM2-31: the boss
// keeps the ability for the rest of the game): TNL004 Killa (+3 on the last active room while
// you have 3+ wounds), TNL006 Smoake (may draw a room per Monster Room built), TNL011
// Angstigoth (the round's first kill draws a room), TNL012 Eclipse (+3 on the room uncovered
// when you destroy one of yours). The games play the bm2 rules on the synthetic bm2 cards plus
// these printed designs; "levelled up" is arranged (PlayerState::leveled_up) where the test is
// about the lasting ability, and played where it is about when the ability starts.
#include <gtest/gtest.h>

#include <stdexcept>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
const bm::CardSet& tnl_lasting_cards() {
  static const bm::CardSet cs = bm::test::bm2_synthetic_plus({"TNL004", "TNL006", "TNL011", "TNL012"}, "tnl-lasting");
  return cs;
}

// Seat 0 has the TNL boss (more XP than Robobo's 400: seat 0 acts first, C-5).
Scenario tnl_lasting_game(const std::string& boss, std::uint64_t seed, bool levelled) {
  Scenario sc = board("bm2", {boss, "BM004"}, seed, &tnl_lasting_cards());
  sc.s.players[0].leveled_up = levelled;
  return sc;
}

// The damage events of `hero`, in order.
std::vector<int> tnl_damage(const Scenario& sc, const std::string& hero) { return sc.damage_to(hero); }

// Killa's table: seat 0 with `wounds` wounds (ordinary heroes) and Golem Factory (2), Brainsucker
// Hive (2, the last active room); the damage Johnny (Health 8) takes there, room by room.
std::vector<int> killa_damage(std::uint64_t seed, bool levelled, int wounds) {
  Scenario sc = tnl_lasting_game("TNL004", seed, levelled);
  const std::vector<std::string> w = {kThief4, kThief6, kMage4};
  for (int i = 0; i < wounds; ++i) sc.add_score(0, w[static_cast<std::size_t>(i)], false);
  sc.set_dungeon(0, {"BM016", "BM021"});
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  sc.finish_round(1);
  return tnl_damage(sc, kFighter8);
}

// Eclipse's table: seat 0 destroys its Dark Altar (the cost), stacked on a Dragon Hatchery (0),
// in its build turn and takes back the Neanderthal Cave from the discard pile.
Scenario eclipse_altar_destroyed(std::uint64_t seed, bool levelled) {
  Scenario sc = tnl_lasting_game("TNL012", seed, levelled);
  sc.set_dungeon(0, {"BM035", "BM016"});
  sc.stack_on(0, 0, "BM009");
  sc.to_discard("BM018");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM009"}, {"stack", 0}});
  if (!choosing(sc)) throw std::logic_error("the Dark Altar asked nothing");
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  return sc;
}
}  // namespace

// Killa: 2 (Golem Factory) then 2 + 3 (Brainsucker Hive, the last active room) with three
// wounds; without the third wound no bonus.
TEST(Card_TNL004_Killa, LastActiveRoomHitsHarderWithThreeWounds) {
  for (int wounds : {3, 2}) {
    SCOPED_TRACE(wounds);
    EXPECT_EQ(killa_damage(404, true, wounds), (std::vector<int>{2, wounds >= 3 ? 5 : 2}));
  }
}

TEST(Card_TNL004_Killa, NothingBeforeTheLevelUp) { EXPECT_EQ(killa_damage(405, false, 3), (std::vector<int>{2, 2})); }

// Smoake: the build that levels it up does not draw (the ability starts after it)...
TEST(Card_TNL006_Smoake, TheLevellingBuildDrawsNothing) {
  Scenario sc = tnl_lasting_game("TNL006", 606, false);
  four_rooms_and_a_fifth(sc);
  build_fifth_room(sc);
  sc.pass_to_phase(bm::Phase::bait);
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "TNL006"}}));
  EXPECT_TRUE(sc.hand_ids(0).empty());
}

// ...every later Monster Room built offers a room draw; a Trap Room does not.
TEST(Card_TNL006_Smoake, EachMonsterRoomBuiltMayDrawARoom) {
  Scenario sc = tnl_lasting_game("TNL006", 607, true);
  sc.set_dungeon(0, {"BM035", "BM035"});
  sc.set_hand(0, {"BM018"});
  sc.deck_top("BM021");
  start_p0_build_turn(sc);
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", 0}});
  ASSERT_TRUE(sc.pass_until(choosing));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));
  sc.act({{"type", "choose"}, {"option", 1}});
  EXPECT_EQ(hand_in_round(sc, 0, 1), ids_of({"BM021"}));  // the next round's beginning draw aside
  sc.check_conservation();
}

TEST(Card_TNL006_Smoake, TrapRoomDrawsNothing) {
  Scenario sc = tnl_lasting_game("TNL006", 608, true);
  sc.set_dungeon(0, {"BM035", "BM035"});
  sc.set_hand(0, {"BM027"});
  start_p0_build_turn(sc);
  sc.act({{"type", "build"}, {"card", "BM027"}, {"stack", 0}});
  sc.pass_to_phase(bm::Phase::bait);
  EXPECT_TRUE(sc.saw("room_built", {{"player", 0}, {"card", "BM027"}}));
  EXPECT_TRUE(sc.hand_ids(0).empty());
}

// Angstigoth: two heroes die in P0's dungeon; only the first kill of the round draws.
TEST(Card_TNL011_Angstigoth, FirstKillOfTheRoundDrawsARoom) {
  for (bool levelled : {true, false}) {
    SCOPED_TRACE(levelled);
    Scenario sc = tnl_lasting_game("TNL011", 1111, levelled);
    sc.set_dungeon(0, {"BM018", "BM018"});  // 3 + 3 kills a 4-health hero
    sc.add_entrance(0, kCleric4);
    sc.add_entrance(0, kThief4);
    sc.deck_top("BM016");
    sc.deck_top("BM021");  // the top card
    sc.start_adventure();
    ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return count_events(s, "hero_killed") == 2; }));
    EXPECT_EQ(sc.souls(0), 2);
    EXPECT_EQ(hand_in_round(sc, 0, 1), levelled ? ids_of({"BM021"}) : std::vector<std::string>{});
  }
}

// Eclipse: P0 destroys its Dark Altar (its cost); the Dragon Hatchery beneath deals 0 + 3 this
// round. Robobo destroying a room of P0 would give nothing (not "you destroy").
TEST(Card_TNL012_Eclipse, RoomUncoveredByYourDestructionGetsPlusThree) {
  Scenario sc = eclipse_altar_destroyed(1212, true);
  EXPECT_TRUE(sc.saw("bonus", {{"player", 0}, {"card", "BM035"}, {"amount", 3}}));
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  sc.finish_round(1);
  EXPECT_EQ(tnl_damage(sc, kFighter8), (std::vector<int>{3, 2}));
}

TEST(Card_TNL012_Eclipse, NothingBeforeTheLevelUp) {
  const Scenario sc = eclipse_altar_destroyed(1213, false);
  EXPECT_FALSE(sc.saw("bonus"));
}
