// Tools of Hero-Kind items, both sides (BM2-38 power-up while a hero carries it through a dungeon;
// BM2-4 / BM2-37 reward, used once by its boss like a spell, then face down, BM2-7): THK006 Claws
// of the Berserker, THK007 Oversized Sword, THK017 Boots of Jumping. The games play the bm2 rules
// on the synthetic bm2 cards plus the implemented items (bm2_with_thk_items). Classic rooms that
// act on no hero entering: Neanderthal Cave BM018 (monster 3), Golem Factory BM016 (monster 2),
// Dracolich Lair BM013 (advanced monster 3), Beast Menagerie BM019 (advanced monster 4),
// Recycling Center BM031 (advanced trap 3), Brainsucker Hive BM021 and Witch's Kitchen BM024
// (monsters), Bottomless Pit BM027 (trap, only activated).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace thk_items_THK006_THK017 {

// Seat 0 may use its item on `hero` now, while it stands in a room of seat `q`'s dungeon.
bool p0_may_use_in_room_of(const Scenario& s, int q, const std::string& item, const std::string& hero) {
  return s.s.run.player == q && s.s.run.in_room && s.to_move() == 0 && s.can(cast_hero(item, q, hero));
}

// The item went face down into seat p's scoring area after its use (BM2-4, BM2-7).
void expect_used_face_down(const Scenario& sc, int p, const std::string& item) {
  EXPECT_TRUE(sc.saw("resolved", {{"card", item}}));
  EXPECT_EQ(sc.s.players[static_cast<std::size_t>(p)].active_item, -1);
  EXPECT_EQ(sc.s.players[static_cast<std::size_t>(p)].scored_items, (std::vector<int>{sc.card(item)}));
}

}  // namespace thk_items_THK006_THK017

// Oversized Sword's power-up: Fire's Breath (Health 6) carrying it has 11 against 3 + 3 + 4 = 10
// and wounds the boss (G-12); without it she dies in the second room.
TEST(Card_THK007_OversizedSword, TheCarrierHasFiveMoreHealth) {
  thk_carrier_rounds(7, {"BM018", "BM013", "BM019"}, kFighter6, "THK007", [](const Scenario& sc, bool carried) {
    if (carried) {
      EXPECT_EQ(sc.damage_to(kFighter6), (std::vector<int>{3, 3, 4}));
      EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter6}));
      EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK007")}));  // BM2-7: face down
    } else {
      EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter6}, {"stack", 1}}));
    }
  });
}

// Oversized Sword's reward: seat 0 gives the hero waiting at seat 1's entrance +5 Health; with 11
// against Neanderthal Cave and Dracolich Lair (6) it wounds seat 1 instead of dying there.
TEST(Card_THK007_OversizedSword, TheRewardGivesAHeroInADungeonFiveHealth) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_item_against_seat1(8, {"BM018", "BM013"}, kFighter6, "THK007");
    sc.start_adventure();
    if (used) {
      when_legal(sc, cast_hero("THK007", 1, kFighter6));
      sc.pass_until([](const Scenario& x) { return x.s.stack.empty(); });
      EXPECT_TRUE(sc.saw("bonus", {{"card", kFighter6}}));
    }
    sc.finish_round(1);
    EXPECT_EQ(sc.damage_to(kFighter6), (std::vector<int>{3, 3}));
    EXPECT_EQ(sc.saw("hero_killed", {{"card", kFighter6}}), !used);
    EXPECT_EQ(sc.score_ids(1, false), used ? ids_of({kFighter6}) : Ids{});
    if (used) thk_items_THK006_THK017::expect_used_face_down(sc, 0, "THK007");
  }
}

// Claws of the Berserker's power-up: +1 Health per Monster Room of the dungeon. Fire's Breath
// (6) with three monsters (3 + 2 + 3 = 8) has 9 and wounds the boss; with a trap in the middle
// (3 + 3 + 3 = 9) she has 8 and dies in the last room; without the Claws she dies in the third.
TEST(Card_THK006_ClawsOfTheBerserker, PlusOneHealthPerMonsterRoom) {
  struct Case {
    std::initializer_list<std::string> rooms;
    bool carried;
    bool survives;
  };
  for (const Case& k : {Case{{"BM018", "BM016", "BM013"}, true, true}, Case{{"BM018", "BM031", "BM013"}, true, false},
                        Case{{"BM018", "BM016", "BM013"}, false, false}}) {
    const Scenario sc = thk_carrier_round(6, k.rooms, kFighter6, k.carried ? "THK006" : "");
    EXPECT_EQ(sc.damage_to(kFighter6).size(), 3u);
    EXPECT_EQ(sc.score_ids(0, false), k.survives ? ids_of({kFighter6}) : Ids{});
    if (!k.survives) { EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter6}, {"stack", 2}})); }
  }
}

// Claws of the Berserker's reward: +1 Health per Monster Room of its boss's own dungeon (three
// monsters and a trap: +3) to the hero at seat 1's entrance; 9 against 6 wounds seat 1.
TEST(Card_THK006_ClawsOfTheBerserker, TheRewardCountsTheBossOwnMonsterRooms) {
  Scenario sc = thk_item_against_seat1(16, {"BM018", "BM013"}, kFighter6, "THK006");
  sc.set_dungeon(0, {"BM016", "BM021", "BM027", "BM024"});
  sc.start_adventure();
  when_legal(sc, cast_hero("THK006", 1, kFighter6));
  sc.pass_until([](const Scenario& x) { return x.s.stack.empty(); });
  EXPECT_TRUE(sc.saw("bonus", {{"card", kFighter6}, {"amount", 3}}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", kFighter6}}));
  EXPECT_EQ(sc.score_ids(1, false), ids_of({kFighter6}));
  thk_items_THK006_THK017::expect_used_face_down(sc, 0, "THK006");
}

// Boots of Jumping's power-up: the carrier enters the first room, skips the second, enters the
// third, skips the fourth: Johnny (8) takes 3 + 3 and wounds the boss; without the Boots he dies
// in the third room (3 + 2 + 3 = 8).
TEST(Card_THK017_BootsOfJumping, TheCarrierSkipsEachRoomAfterOneItSurvives) {
  thk_carrier_rounds(17, {"BM018", "BM016", "BM013", "BM019"}, kFighter8, "THK017",
                     [](const Scenario& sc, bool carried) {
                       if (carried) {
                         EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{3, 3}));
                         EXPECT_FALSE(sc.saw("enters_room", {{"stack", 1}}));
                         EXPECT_FALSE(sc.saw("enters_room", {{"stack", 3}}));
                         EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter8}));
                       } else {
                         EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter8}, {"stack", 2}}));
                       }
                     });
}

// Boots of Jumping's reward: used on the hero in seat 1's first room, it passes over Beast
// Menagerie (4): 3 + 3 = 6 against Johnny's 8, so he wounds seat 1 instead of dying in the
// third room (3 + 4 + 3 = 10).
TEST(Card_THK017_BootsOfJumping, TheRewardMakesAHeroPassOverTheNextRoom) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_item_against_seat1(18, {"BM018", "BM019", "BM013"}, kFighter8, "THK017");
    sc.start_adventure();
    if (used) {
      ASSERT_TRUE(sc.pass_until(
          [](const Scenario& s) { return thk_items_THK006_THK017::p0_may_use_in_room_of(s, 1, "THK017", kFighter8); }));
      sc.act(cast_hero("THK017", 1, kFighter8));
    }
    sc.finish_round(1);
    EXPECT_EQ(sc.damage_to(kFighter8), used ? (std::vector<int>{3, 3}) : (std::vector<int>{3, 4, 3}));
    EXPECT_EQ(sc.saw("hero_killed", {{"card", kFighter8}}), !used);
    if (used) thk_items_THK006_THK017::expect_used_face_down(sc, 0, "THK017");
  }
}

// The reward needs a hero in a room (G-16, G-18): a hero still waiting at the entrance is no
// target, while the one in the first room is.
TEST(Card_THK017_BootsOfJumping, OnlyAHeroInARoomIsATarget) {
  Scenario sc = thk_two_players(19);
  sc.set_dungeon(1, {"BM018", "BM013"});
  sc.add_entrance(1, kFighter8);
  sc.add_entrance(1, kFighter6);
  sc.set_active_item(0, "THK017");
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(
      [](const Scenario& s) { return thk_items_THK006_THK017::p0_may_use_in_room_of(s, 1, "THK017", kFighter8); }));
  EXPECT_FALSE(sc.can(cast_hero("THK017", 1, kFighter6)));
  bm::Action a = sc.legal().front();
  a.type = bm::ActionType::cast;
  a.card = sc.card("THK017");
  a.target_player = 1;
  a.target_card = sc.card(kFighter6);
  const std::string why = illegal_message(sc, a);
  EXPECT_TRUE(mentions(why, "G-18: not a legal target for this spell"));
  EXPECT_TRUE(mentions(why, "round 1, phase adventure"));
  EXPECT_TRUE(mentions(why, "P0 casts THK017 Boots of Jumping on BM066 Johnny of the Evening Watch (player 1)"));
}
