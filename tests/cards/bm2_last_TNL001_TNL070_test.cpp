// The last printed Boss Monster 2 (The Next Level) cards, part two: TNL062 Meddling Kids! (a
// two-option spell, BM2-26: a room has no ability text until the end of the round, BM2-29; or a
// player into whose dungeon three or more heroes came this round, BM2-28, cannot win this round,
// BM2-30). The spells play in a classic game with the implemented TNL cards (BM2-44).
#include <gtest/gtest.h>

#include <algorithm>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm2_last_TNL001_TNL070 {
using namespace bm::test;

// Seat 0 (Robobo) has Golem Factory and Goblin Armory (2 + 1 and 1 damage: the Armory gives the
// Factory +1), a 4-health thief at its entrance; seat 1 (Gorgona, acts first, C-5) holds `hand`.
Scenario armory_round(std::uint64_t seed, std::initializer_list<std::string> hand) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, {"BM016", "BM015"});
  sc.add_entrance(0, kThief4);
  sc.set_hand(1, hand);
  sc.start_build();
  return sc;
}

// Without the spell the Factory's 3 and the Armory's 1 kill the thief (G-12).
TEST(Card_TNL062_MeddlingKids, TheArmoryBoostsWithoutIt) {
  Scenario sc = armory_round(621, {"BM049"});
  sc.finish_round(1);
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kThief4}));
}

// Seat 1 blanks the Goblin Armory in the build phase: its aura is ability text, so the Factory
// deals its printed 2 and the thief survives both rooms (3 damage), a wound of seat 0.
TEST(Card_TNL062_MeddlingKids, ARoomHasNoAbilityUntilTheEndOfTheRound) {
  Scenario sc = armory_round(622, {"TNL062"});
  when_legal(sc, cast_room("TNL062", 0, "BM015", 1));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("resolved", {{"player", 1}, {"card", "TNL062"}}));
  EXPECT_TRUE(sc.score_ids(0, true).empty());
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kThief4}));
}

bool second_option(const json& a) { return a.value("option", 0) == 1; }

// Seat 0 (Robobo) with 7 souls, Neanderthal Cave and Golem Factory (5 damage) and three 4-health
// heroes at its entrance: they die there, 10 souls; seat 1 (Gorgona) holds `hand`.
Scenario ten_souls_round(std::uint64_t seed, std::initializer_list<std::string> hand) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, {"BM018", "BM016"});
  for (const auto& h : {kCleric4, kFighter4, kThief4}) sc.add_entrance(0, h);
  give(sc, 0, 7, 0, HeroOrder::highest_first, {kCleric4, kFighter4, kThief4});
  sc.set_hand(1, hand);
  sc.start_adventure();
  return sc;
}

// The option is offered once the third hero came into seat 0's dungeon; cast, seat 0's ten souls
// do not win at this round's end check (BM2-30) and the game goes on.
TEST(Card_TNL062_MeddlingKids, APlayerWithThreeHeroesCannotWinThisRound) {
  Scenario sc = ten_souls_round(623, {"TNL062"});
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) {
    const auto casts = legal_with(s, "cast", "TNL062");
    return std::any_of(casts.begin(), casts.end(), second_option);
  }));
  EXPECT_EQ(sc.souls(0), 9);  // two heroes dead, the third in the dungeon
  json cast;
  for (const json& a : legal_with(sc, "cast", "TNL062"))
    if (second_option(a)) cast = a;
  EXPECT_EQ(cast.value("target_player", -1), 0);
  sc.act(cast);
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.round > 1 || s.s.phase == bm::Phase::game_over; }));
  EXPECT_EQ(sc.souls(0), 10);
  EXPECT_NE(sc.s.phase, bm::Phase::game_over);
  EXPECT_EQ(sc.s.round, 2);
}

// Without the spell the same ten souls end the game: seat 0 wins (C-13).
TEST(Card_TNL062_MeddlingKids, TenSoulsWinWithoutIt) {
  Scenario sc = ten_souls_round(624, {});
  sc.pass_until([](const Scenario& s) { return s.s.round > 1 || s.s.phase == bm::Phase::game_over; });
  EXPECT_EQ(sc.s.phase, bm::Phase::game_over);
  EXPECT_EQ(sc.s.winners, std::vector<int>{0});
}

}  // namespace bm2_last_TNL001_TNL070
