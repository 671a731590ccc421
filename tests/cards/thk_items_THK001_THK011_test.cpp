// Tools of Hero-Kind items, both sides (BM2-38 power-up while a hero carries it through a dungeon;
// BM2-4 / BM2-37 reward, used once by its boss like a spell, then face down, BM2-7): THK001 Extra
// Life, THK003 Inquisitor's Robes, THK004 Staff of Healing, THK008 Vorpal Blade. The games play
// the bm2 rules on the synthetic bm2 cards plus the implemented items (bm2_with_thk_items).
// Classic rooms that act on no hero entering: Neanderthal Cave BM018 (monster 3), Golem Factory
// BM016 (monster 2), Dracolich Lair BM013 (advanced monster 3), Beast Menagerie BM019 (advanced
// monster 4).
#include <gtest/gtest.h>

#include <algorithm>

#include "bm/cards/card_set.hpp"
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

// Seat 0 holds the ordinary wound Bax (thief, 4) and the epic wound Lord Van Ette (BM083), Staff
// of Healing face up, and Fire's Breath (fighter, 6) at its entrance (so its adventure window
// opens); the adventure phase has started.
Scenario two_wounds(std::uint64_t seed) {
  Scenario sc = thk_two_players(seed);
  sc.add_score(0, kThief4, false);
  sc.add_score(0, "BM083", false);
  sc.set_dungeon(0, {"BM016"});
  sc.add_entrance(0, kFighter6);
  sc.set_active_item(0, "THK004");
  sc.start_adventure();
  return sc;
}

}  // namespace thk_items_THK001_THK011

// Extra Life's power-up: Acacia (cleric, 6) would die in the third room (3 + 2 + 3 = 8); carrying
// it she goes back to town instead, nobody scores her, and the item lies face down in seat 0's
// scoring area.
TEST(Card_THK001_ExtraLife, TheCarrierGoesBackToTownInsteadOfDying) {
  thk_carrier_rounds(1, {"BM018", "BM016", "BM013"}, kCleric6, "THK001", [](const Scenario& sc, bool carried) {
    EXPECT_EQ(sc.damage_to(kCleric6), (std::vector<int>{3, 2, 3}));
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", kCleric6}, {"stack", 2}}), !carried);
    EXPECT_EQ(sc.score_ids(0, true), carried ? Ids{} : ids_of({kCleric6}));
    EXPECT_EQ(sc.score_ids(0, false), Ids{});
    EXPECT_EQ(sc.saw("hero_to_town", {{"card", kCleric6}}), carried);
    EXPECT_EQ(sc.s.players[0].scored_items, carried ? std::vector<int>{sc.card("THK001")} : std::vector<int>{});
    EXPECT_EQ(sc.s.players[0].active_item, -1);
  });
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

// Inquisitor's Robes' power-up: Lord Van Ette (epic cleric, 13) leaves Golem Factory and then
// Dracolich Lair alive, the first Advanced Room, which is destroyed; Beast Menagerie, the second
// Advanced Room he leaves alive (2 + 3 + 4 = 9), stays.
TEST(Card_THK003_InquisitorsRobes, TheFirstAdvancedRoomLeftAliveIsDestroyed) {
  thk_carrier_rounds(3, {"BM016", "BM013", "BM019"}, "BM083", "THK003", [](const Scenario& sc, bool carried) {
    EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{2, 3, 4}));
    EXPECT_EQ(sc.saw("destroyed", {{"player", 0}, {"card", "BM013"}, {"stack", 1}}), carried);
    EXPECT_FALSE(sc.saw("destroyed", {{"card", "BM019"}}));
    EXPECT_FALSE(sc.saw("destroyed", {{"card", "BM016"}}));
    EXPECT_EQ(sc.dungeon_ids(0), carried ? ids_of({"BM016", "BM019"}) : ids_of({"BM016", "BM013", "BM019"}));
    EXPECT_EQ(sc.score_ids(0, false), ids_of({"BM083"}));
  });
}

// Inquisitor's Robes' reward: seat 0 destroys Beast Menagerie (advanced, 4) in seat 1's dungeon
// while Johnny (8) stands in the first room: 3 + 3 = 6 and he wounds seat 1; without it 10 kills
// him in the third room. An ordinary room is no target.
TEST(Card_THK003_InquisitorsRobes, TheRewardDestroysAnAdvancedRoom) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const Scenario sc = thk_item_on_seat1_room(31, {"BM018", "BM019", "BM013"}, "THK003", "BM019", 1, used);
    EXPECT_EQ(sc.damage_to(kFighter8), used ? (std::vector<int>{3, 3}) : (std::vector<int>{3, 4, 3}));
    EXPECT_EQ(sc.saw("destroyed", {{"player", 1}, {"card", "BM019"}, {"stack", 1}, {"by", 0}}), used);
    EXPECT_EQ(sc.dungeon_ids(1), used ? ids_of({"BM018", "BM013"}) : ids_of({"BM018", "BM019", "BM013"}));
    EXPECT_EQ(sc.score_ids(1, false), used ? ids_of({kFighter8}) : Ids{});
    EXPECT_EQ(sc.score_ids(1, true), used ? Ids{} : ids_of({kFighter8}));
    if (used) { EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK003")})); }
  }
  Scenario sc = thk_item_in_seat1_window(32, {"BM018", "BM019"}, "THK003");
  EXPECT_TRUE(sc.can(cast_room("THK003", 1, "BM019", 1)));
  EXPECT_FALSE(sc.can(cast_room("THK003", 1, "BM018", 0)));
}

// Staff of Healing's power-up: Bax (thief, 4) waits at seat 0's entrance ahead of the carrier
// Jasper (cleric, 4); both get +2 Health as they start through, so both take 3 + 2 = 5 and wound
// the boss; without the staff both die in the second room.
TEST(Card_THK004_StaffOfHealing, EveryHeroStartingThroughTheDungeonHasTwoMoreHealth) {
  thk_carrier_rounds(
      4, {"BM018", "BM016"}, {kThief4, kCleric4}, kCleric4, "THK004", [](const Scenario& sc, bool carried) {
        for (const std::string& hero : {kThief4, kCleric4}) {
          EXPECT_EQ(sc.damage_to(hero), (std::vector<int>{3, 2}));
          EXPECT_EQ(sc.saw("bonus", {{"player", 0}, {"card", hero}, {"amount", 2}}), carried) << hero;
          EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", hero}, {"stack", 1}}), !carried) << hero;
        }
        EXPECT_EQ(sc.score_ids(0, false), carried ? ids_of({kThief4, kCleric4}) : Ids{});
      });
}

// Staff of Healing's reward: Bax's ordinary wound is healed (a soul now); the epic wound is no
// choice and stays.
TEST(Card_THK004_StaffOfHealing, TheRewardHealsAnOrdinaryWound) {
  Scenario sc = thk_items_THK001_THK011::two_wounds(41);
  ASSERT_EQ(sc.wounds(0), 3);
  when_legal(sc, cast_plain("THK004"));
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return choosing(s); }));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM083"}}));
  sc.act({{"type", "choose"}, {"card", kThief4}});
  EXPECT_TRUE(sc.saw("healed", {{"player", 0}, {"card", kThief4}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kThief4}));  // a soul now; the epic wound stays
  const std::vector<std::string> wounds = sc.score_ids(0, false);
  EXPECT_NE(std::find(wounds.begin(), wounds.end(), "BM083"), wounds.end());
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK004")}));
  sc.check_conservation();
}

// Staff of Healing's reward is offered only while its boss holds an ordinary wound: with only
// the epic wound, seat 0's adventure window (opened by its Giant Size, BM047) offers no Staff.
TEST(Card_THK004_StaffOfHealing, NoOrdinaryWoundNoReward) {
  for (const bool ordinary : {false, true}) {
    SCOPED_TRACE(ordinary);
    Scenario sc = thk_two_players(42);
    sc.add_score(0, "BM083", false);
    if (ordinary) sc.add_score(0, kThief4, false);
    sc.set_hand(0, {"BM047"});
    sc.set_dungeon(0, {"BM016"});
    sc.add_entrance(0, kFighter6);
    sc.set_active_item(0, "THK004");
    sc.start_adventure();
    ASSERT_TRUE(sc.pass_until(p0_window_in_a_room));
    EXPECT_TRUE(sc.can(cast_room("BM047", 0, "BM016", 0)));
    EXPECT_EQ(sc.can(cast_plain("THK004")), ordinary);
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
    Scenario sc = thk_item_against_seat1(81, {"BM018", "BM016"}, kFighter6, "THK008");
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
  Scenario sc = thk_item_against_seat1(82, {"BM018", "BM016"}, kFighter8, "THK008");
  sc.set_hand(0, {"BM047"});
  sc.start_adventure();
  const json cast = cast_hero("THK008", 1, kFighter8);
  ASSERT_TRUE(sc.pass_until(p0_window_in_a_room));
  EXPECT_EQ(sc.s.run.damage, 3);
  EXPECT_FALSE(sc.can(cast));
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.run.damage == 5 && s.to_move() == 0; }));
  EXPECT_TRUE(sc.can(cast));
}

// Vorpal Blade's reward reads the damage a hero took while waiting (G-12): on the printed cards,
// seat 0 (Shellda) casts Lightning Bolt! with its second part while Damok (fighter, 8) stands in
// its Barbarian Hall, so Danae (cleric, 6) waiting at its entrance takes 3 damage, half her Health.
// Seat 1 (Angstigoth) then kills her there with its Vorpal Blade; she scores for seat 0's dungeon,
// where she waited (BM2-41), and never enters a room.
TEST(Card_THK008_VorpalBlade, TheRewardKillsAHeroDamagedAtAnEntrance) {
  bm::Ruleset r = preset("bm2");
  r.unknown_facts_house = true;  // IP-50: the printed heroes' player-count icons
  Scenario sc = board(r, {"TNL005", "TNL011"}, 83, &bm::builtin_bm2_printed_cards());
  sc.set_dungeon(0, {"TNL024", "TNL025"});  // Barbarian Hall 3, Spawn Point 2
  sc.add_entrance(0, "TNL084");             // Damok, Health 8
  sc.add_entrance(0, "TNL075");             // Danae, Health 6
  sc.set_hand(0, {"TNL061", "TNL064"});     // Lightning Bolt! and a spell to discard for its second part
  sc.set_active_item(1, "THK008");
  sc.start_adventure();
  const json vorpal = cast_hero("THK008", 0, "TNL075");
  ASSERT_TRUE(
      sc.pass_until([](const Scenario& s) { return s.s.run.hero >= 0 && s.s.run.in_room && s.to_move() == 0; }));
  json bolt = cast_hero("TNL061", 0, "TNL084");
  bolt["option"] = 1;
  sc.act(bolt);
  ASSERT_TRUE(sc.pass_until(choosing));
  sc.act({{"type", "choose"}, {"card", "TNL064"}});
  EXPECT_EQ(entrance_damage(sc, 0, "TNL075"), 3);
  when_legal(sc, vorpal);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", "TNL075"}}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", "TNL075"}}));
  EXPECT_TRUE(contains(sc.score_ids(0, true), std::string("TNL075")));
  EXPECT_EQ(sc.score_ids(1, true), Ids{});
  sc.check_conservation();
}
