// Tools of Hero-Kind items, both sides (BM2-38 power-up while a hero carries it through a dungeon;
// BM2-4 / BM2-37 reward, used once by its boss like a spell, then face down, BM2-7): THK005 Goblin
// Suit, THK010 Ice Rod, THK015 Ten Foot Pole, THK018 Pet Monster. The games play the bm2 rules on
// the synthetic bm2 cards plus the implemented items (bm2_with_thk_items). Classic rooms that act
// on no hero entering: Neanderthal Cave BM018 (monster 3), Golem Factory BM016 (monster 2),
// Brainsucker Hive BM021 (monster 2), Dracolich Lair BM013 (advanced monster 3), Beast Menagerie
// BM019 (advanced monster 4), Recycling Center BM031 (advanced trap 3).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace thk_items_THK005_THK018 {

// Johnny went through seat 1's dungeon taking `damage`: with the room switched off he survives
// and wounds seat 1; without it he dies in the third room. The item is face down after use.
void expect_switched_off(const Scenario& sc, const std::string& item, const std::string& room, bool used,
                         const std::vector<int>& damage) {
  EXPECT_EQ(sc.damage_to(kFighter8), damage);
  EXPECT_EQ(sc.saw("deactivated", {{"player", 1}, {"card", room}}), used);
  EXPECT_EQ(sc.saw("hero_killed", {{"player", 1}, {"card", kFighter8}, {"stack", 2}}), !used);
  EXPECT_EQ(sc.score_ids(1, false), used ? ids_of({kFighter8}) : Ids{});
  if (used) { EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card(item)})); }
}

}  // namespace thk_items_THK005_THK018

// Pet Monster's power-up: as Johnny (8) starts through the dungeon, Neanderthal Cave (its first
// Monster Room) is switched off: 0 + 3 + 3 = 6 and he wounds the boss; without it 9 kills him in
// the third room.
TEST(Card_THK018_PetMonster, TheFirstMonsterRoomIsSwitchedOff) {
  thk_carrier_rounds(18, {"BM018", "BM031", "BM013"}, kFighter8, "THK018", [](const Scenario& sc, bool carried) {
    EXPECT_EQ(sc.saw("deactivated", {{"player", 0}, {"card", "BM018"}, {"stack", 0}}), carried);
    EXPECT_FALSE(sc.saw("deactivated", {{"card", "BM013"}}));
    expect_only_the_carrier_gets_through(sc, kFighter8, carried, {0, 3, 3}, {3, 3, 3});
  });
}

// Pet Monster's reward: seat 0 switches off Beast Menagerie (4) in seat 1's dungeon.
TEST(Card_THK018_PetMonster, TheRewardSwitchesOffAMonsterRoom) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const Scenario sc = thk_item_on_seat1_room(181, {"BM018", "BM019", "BM013"}, "THK018", "BM019", 1, used);
    thk_items_THK005_THK018::expect_switched_off(sc, "THK018", "BM019", used,
                                                 used ? std::vector<int>{3, 0, 3} : std::vector<int>{3, 4, 3});
  }
}

// Ten Foot Pole's power-up: the first Trap Room, Recycling Center, is the first room, and is
// switched off before it acts: the thief BM078 (Health 8) takes 0 + 3 + 3 = 6 and wounds the
// boss; without it 9 kills him in the third room.
TEST(Card_THK015_TenFootPole, TheFirstTrapRoomIsSwitchedOffBeforeItActs) {
  thk_carrier_rounds(15, {"BM031", "BM018", "BM013"}, kThief8, "THK015", [](const Scenario& sc, bool carried) {
    EXPECT_EQ(sc.saw("deactivated", {{"player", 0}, {"card", "BM031"}, {"stack", 0}}), carried);
    expect_only_the_carrier_gets_through(sc, kThief8, carried, {0, 3, 3}, {3, 3, 3});
  });
}

// Ten Foot Pole's reward: seat 0 switches off Recycling Center (a trap) in seat 1's dungeon; a
// Monster Room is no target.
TEST(Card_THK015_TenFootPole, TheRewardSwitchesOffATrapRoom) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const Scenario sc = thk_item_on_seat1_room(151, {"BM018", "BM031", "BM019"}, "THK015", "BM031", 1, used);
    thk_items_THK005_THK018::expect_switched_off(sc, "THK015", "BM031", used,
                                                 used ? std::vector<int>{3, 0, 4} : std::vector<int>{3, 3, 4});
  }
  Scenario sc = thk_item_in_seat1_window(152, {"BM018", "BM031"}, "THK015");
  EXPECT_TRUE(sc.can(cast_room("THK015", 1, "BM031", 1)));
  EXPECT_FALSE(sc.can(cast_room("THK015", 1, "BM018", 0)));
}

// Goblin Suit's power-up: the ordinary Monster Rooms (Neanderthal Cave, Golem Factory) deal
// Johnny (8) nothing; the advanced Dracolich Lair and the trap still do: 0 + 0 + 3 + 3 = 6 and
// he wounds the boss; without it 3 + 2 + 3 = 8 kills him in the third room.
TEST(Card_THK005_GoblinSuit, OrdinaryMonsterRoomsDealTheCarrierNothing) {
  thk_carrier_rounds(5, {"BM018", "BM016", "BM013", "BM031"}, kFighter8, "THK005",
                     [](const Scenario& sc, bool carried) {
                       expect_only_the_carrier_gets_through(sc, kFighter8, carried, {0, 0, 3, 3}, {3, 2, 3});
                     });
}

// Goblin Suit's reward: seat 0's ordinary Monster Rooms deal +1 this round: Fire's Breath (6)
// takes 4 + 3 = 7 and dies in the second room instead of wounding the boss with 3 + 2 = 5.
TEST(Card_THK005_GoblinSuit, TheRewardGivesOrdinaryMonsterRoomsOneMoreDamage) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_two_players(55);
    sc.set_dungeon(0, {"BM018", "BM016"});
    sc.add_entrance(0, kFighter6);
    sc.set_active_item(0, "THK005");
    sc.start_adventure();
    if (used) when_legal(sc, cast_plain("THK005"));
    sc.finish_round(1);
    EXPECT_EQ(sc.damage_to(kFighter6), used ? (std::vector<int>{4, 3}) : (std::vector<int>{3, 2}));
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter6}, {"stack", 1}}), used);
    EXPECT_EQ(sc.score_ids(0, false), used ? Ids{} : ids_of({kFighter6}));
  }
}

// Ice Rod's power-up: each room the carrier (Mitchell, mage, 6) leaves alive is switched off, so
// Fire's Breath, next through the dungeon, takes nothing; without it she takes 2 + 2.
TEST(Card_THK010_IceRod, RoomsTheCarrierLeavesAliveAreSwitchedOff) {
  thk_carrier_rounds(
      10, {"BM016", "BM021"}, {kMage6, kFighter6}, kMage6, "THK010", [](const Scenario& sc, bool carried) {
        EXPECT_EQ(sc.damage_to(kMage6), (std::vector<int>{2, 2}));
        EXPECT_EQ(sc.saw("deactivated", {{"player", 0}, {"card", "BM016"}, {"stack", 0}}), carried);
        EXPECT_EQ(sc.saw("deactivated", {{"player", 0}, {"card", "BM021"}, {"stack", 1}}), carried);
        EXPECT_EQ(sc.damage_to(kFighter6), carried ? (std::vector<int>{0, 0}) : (std::vector<int>{2, 2}));
      });
}

// Ice Rod's reward: one room of an opponent (Beast Menagerie in seat 1's dungeon); its boss's own
// rooms are no target.
TEST(Card_THK010_IceRod, TheRewardSwitchesOffAnOpponentsRoom) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const Scenario sc = thk_item_on_seat1_room(101, {"BM018", "BM019", "BM013"}, "THK010", "BM019", 1, used);
    thk_items_THK005_THK018::expect_switched_off(sc, "THK010", "BM019", used,
                                                 used ? std::vector<int>{3, 0, 3} : std::vector<int>{3, 4, 3});
  }
  Scenario sc = thk_item_against_seat1(102, {"BM018"}, kFighter8, "THK010");
  sc.set_dungeon(0, {"BM016"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(p0_window_in_a_room));
  EXPECT_TRUE(sc.can(cast_room("THK010", 1, "BM018", 0)));
  EXPECT_FALSE(sc.can(cast_room("THK010", 0, "BM016", 0)));
}
