// Tools of Hero-Kind items, both sides (BM2-38 power-up while a hero carries it through a dungeon;
// BM2-4 / BM2-37 reward, used once by its boss like a spell, then face down, BM2-7): THK001 Extra
// Life, THK008 Vorpal Blade. The games play the bm2 rules on the synthetic bm2 cards plus the
// implemented items (bm2_with_thk_items).
// Classic rooms that act on no hero entering: Neanderthal Cave BM018 (monster 3), Golem Factory
// BM016 (monster 2), Dracolich Lair BM013 (advanced monster 3).
#include <gtest/gtest.h>

#include <algorithm>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace thk_items_THK001_THK011 {

// Seat 0 holds four wounds and Extra Life face up; Acacia (cleric, Health 6) gets through its
// Golem Factory (2), its fifth wound; when `used`, seat 0 uses the item before she enters. Round 1
// played out.
Scenario fifth_wound(std::uint64_t seed, bool used) {
  Scenario sc = thk_two_players(seed);
  give(sc, 0, 0, 4, HeroOrder::lowest_first, {kCleric6});
  sc.set_dungeon(0, {"BM016"});
  sc.add_entrance(0, kCleric6);
  sc.set_active_item(0, "THK001");
  sc.start_adventure();
  if (used) when_legal(sc, cast_plain("THK001"));
  sc.finish_round(1);
  EXPECT_EQ(sc.wounds(0), 5);
  return sc;
}

}  // namespace thk_items_THK001_THK011

// Extra Life's power-up: Acacia (cleric, 6) would die in the third room (3 + 2 + 3 = 8); carrying
// it she goes back to town instead, nobody scores her, and the item lies face down in seat 0's
// scoring area.
TEST(Card_THK001_ExtraLife, TheCarrierGoesBackToTownInsteadOfDying) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    const Scenario sc = thk_carrier_round(1, {"BM018", "BM016", "BM013"}, kCleric6, carried ? "THK001" : "");
    EXPECT_EQ(sc.damage_to(kCleric6), (std::vector<int>{3, 2, 3}));
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", kCleric6}, {"stack", 2}}), !carried);
    EXPECT_EQ(sc.score_ids(0, true), carried ? Ids{} : ids_of({kCleric6}));
    EXPECT_EQ(sc.score_ids(0, false), Ids{});
    EXPECT_EQ(sc.saw("hero_to_town", {{"card", kCleric6}}), carried);
    EXPECT_EQ(sc.s.players[0].scored_items, carried ? std::vector<int>{sc.card("THK001")} : std::vector<int>{});
    EXPECT_EQ(sc.s.players[0].active_item, -1);
  }
}

// Extra Life's reward: seat 0 ends round 1 with five wounds (C-13) and stays in the game; the next
// round's check counts them again, and it loses then (BM2-40). Without the reward it loses at once.
TEST(Card_THK001_ExtraLife, TheRewardKeepsWoundsFromLosingThisRoundOnly) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_items_THK001_THK011::fifth_wound(11, used);
    EXPECT_EQ(sc.s.over, !used);
    EXPECT_FALSE(sc.s.players[0].eliminated && used);
    if (used) {
      EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK001")}));
      sc.finish_round(2);
    }
    EXPECT_TRUE(sc.s.over);
    EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
  }
}

// Vorpal Blade's power-up: Fire's Breath (fighter, 6) gets through seat 0's Golem Factory; with
// three wounds before her, seat 0 holds four plus the blade's extra one at the end check, five,
// and loses (C-13, BM2-40); without it four wounds do not end the game.
TEST(Card_THK008_VorpalBlade, TheCarrierSurvivingGivesAnExtraWoundThisRound) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    Scenario sc = thk_two_players(8);
    give(sc, 0, 0, 3, HeroOrder::lowest_first, {kFighter6});
    sc.set_dungeon(0, {"BM016"});
    sc.add_entrance(0, kFighter6);
    if (carried) sc.give_item(kFighter6, "THK008");
    sc.start_adventure();
    sc.finish_round(1);
    EXPECT_EQ(sc.wounds(0), 4);
    EXPECT_EQ(sc.s.over, carried);
    if (carried) { EXPECT_EQ(sc.s.winners, (std::vector<int>{1})); }
  }
}

// Vorpal Blade's reward: Fire's Breath (6) has taken 3 in seat 1's Neanderthal Cave, half her
// Health: seat 0 kills her, and she is seat 1's soul (BM2-41); without it she gets through (5).
TEST(Card_THK008_VorpalBlade, TheRewardKillsAHeroThatTookHalfItsHealth) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_two_players(81);
    sc.set_dungeon(1, {"BM018", "BM016"});
    sc.add_entrance(1, kFighter6);
    sc.set_active_item(0, "THK008");
    sc.start_adventure();
    if (used) when_legal(sc, cast_hero("THK008", 1, kFighter6));
    sc.finish_round(1);
    EXPECT_EQ(sc.damage_to(kFighter6), used ? (std::vector<int>{3}) : (std::vector<int>{3, 2}));
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 1}, {"card", kFighter6}}), used);
    EXPECT_EQ(sc.score_ids(1, true), used ? ids_of({kFighter6}) : Ids{});
    EXPECT_EQ(sc.score_ids(1, false), used ? Ids{} : ids_of({kFighter6}));
    EXPECT_EQ(sc.score_ids(0, true), Ids{});
  }
}

// Vorpal Blade's reward needs half the Health taken, rounded up: Johnny (8) is no target after 3
// damage, and is one after 3 + 2 = 5 (seat 0's Giant Size, BM047, opens its windows).
TEST(Card_THK008_VorpalBlade, LessThanHalfTakenIsNoTarget) {
  Scenario sc = thk_two_players(82);
  sc.set_hand(0, {"BM047"});
  sc.set_dungeon(1, {"BM018", "BM016"});
  sc.add_entrance(1, kFighter8);
  sc.set_active_item(0, "THK008");
  sc.start_adventure();
  const json cast = cast_hero("THK008", 1, kFighter8);
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.run.in_room && s.to_move() == 0; }));
  EXPECT_EQ(sc.s.run.damage, 3);
  EXPECT_FALSE(sc.can(cast));
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.run.damage == 5 && s.to_move() == 0; }));
  EXPECT_TRUE(sc.can(cast));
}
