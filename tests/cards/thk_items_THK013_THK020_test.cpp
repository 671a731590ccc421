// Tools of Hero-Kind items, both sides (BM2-38 power-up while a hero carries it through a dungeon;
// BM2-4 / BM2-37 reward, used once by its boss like a spell, then face down, BM2-7): THK013 Bag of
// Holding, THK014 Cheat Code, THK016 The Bomb, THK019 Star of Invulnerability, THK020 Ring of
// Invisibility. The games play the bm2 rules on the synthetic bm2 cards plus the implemented items
// (bm2_with_thk_items). Classic rooms: Neanderthal Cave BM018 (monster 3), Golem Factory BM016
// (monster 2), Goblin Armory BM015 (monster 1; the Monster Rooms next to it deal +1), Bottomless
// Pit BM027 (trap 1; destroy it to kill the hero in it), Recycling Center BM031 (advanced trap 3),
// Beast Menagerie BM019 (advanced monster 4), Dark Laboratory BM022 (trap 1, two mage icons),
// Centipede Tunnel BM033 (monster 1, a fighter and a mage icon); Freeze BM046 (a spell that
// deactivates a room).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// Cheat Code's power-up: Goblin Armory's text is ignored while the thief BM078 (Health 8) goes
// through: Neanderthal Cave 3, Armory 1, Golem Factory 2 = 6 and he wounds the boss; without it
// the Armory's +1 to both neighbours makes 4 + 1 + 3 = 8, which kills him in the third room.
TEST(Card_THK014_CheatCode, TheDungeonsRoomsHaveNoAbilityTextForTheCarrier) {
  thk_carrier_rounds(14, {"BM018", "BM015", "BM016"}, kThief8, "THK014", [](const Scenario& sc, bool carried) {
    expect_only_the_carrier_gets_through(sc, kThief8, carried, {3, 1, 2}, {4, 1, 3});
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", kThief8}, {"stack", 2}}), !carried);
  });
}

// Cheat Code's power-up takes away activations too (FAQ 232-235: Bottomless Pit's "destroy this
// Room"): with the carrier in Bottomless Pit its owner cannot use it; on a hero without the item
// it can. Seat 0 holds Freeze, so a window opens for it either way.
TEST(Card_THK014_CheatCode, NoActivationWhileTheCarrierIsInTheDungeon) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    Scenario sc = thk_two_players(141);
    sc.set_dungeon(0, {"BM027", "BM016"});
    sc.set_hand(0, {"BM046"});
    sc.add_entrance(0, kThief8);
    if (carried) sc.give_item(kThief8, "THK014");
    sc.start_adventure();
    ASSERT_TRUE(sc.pass_until(p0_window_in_a_room));
    ASSERT_EQ(sc.s.run.hero, sc.card(kThief8));
    EXPECT_EQ(activatable(sc), carried ? Ids{} : ids_of({"BM027"}));
  }
}

// Cheat Code's reward: seat 0 blanks Goblin Armory in seat 1's dungeon while Johnny (8) stands in
// the first room: he takes 4 there (dealt before the reward), then 1 + 2 and wounds seat 1;
// without it 4 + 1 + 3 = 8 kills him in the third room. The item is face down after use.
TEST(Card_THK014_CheatCode, TheRewardBlanksARoomOfAnyDungeon) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const Scenario sc =
        thk_item_on_seat1(142, {"BM018", "BM015", "BM016"}, "THK014", cast_room("THK014", 1, "BM015", 1), used);
    EXPECT_EQ(sc.damage_to(kFighter8), used ? (std::vector<int>{4, 1, 2}) : (std::vector<int>{4, 1, 3}));
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 1}, {"card", kFighter8}, {"stack", 2}}), !used);
    EXPECT_EQ(sc.score_ids(1, false), used ? ids_of({kFighter8}) : Ids{});
    if (used) { EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK014")})); }
  }
}

// The Bomb's power-up: as the thief BM078 (Health 8) enters the last room, Beast Menagerie (4), it
// is destroyed before it deals damage: 3 + 3 = 6 and he wounds the boss; without it 3 + 3 + 4 = 10
// kills him there.
TEST(Card_THK016_TheBomb, TheLastRoomIsDestroyedAsTheCarrierEntersIt) {
  thk_carrier_rounds(16, {"BM018", "BM031", "BM019"}, kThief8, "THK016", [](const Scenario& sc, bool carried) {
    EXPECT_EQ(sc.saw("destroyed", {{"player", 0}, {"card", "BM019"}, {"stack", 2}}), carried);
    expect_only_the_carrier_gets_through(sc, kThief8, carried, {3, 3}, {3, 3, 4});
    EXPECT_EQ(sc.dungeon_ids(0), carried ? ids_of({"BM018", "BM031"}) : ids_of({"BM018", "BM031", "BM019"}));
  });
}

// The Bomb's reward: with Johnny (8) in Beast Menagerie (4, the middle room of seat 0's own
// dungeon), seat 0 destroys it and deals him 5: 3 + 4 + 5 = 12 kills him there (seat 0 scores
// him, and no room is left above the stack); without it 3 + 4 = 7 and he wounds seat 0.
TEST(Card_THK016_TheBomb, TheRewardDestroysTheHerosRoomAndDealsFive) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_two_players(161);
    sc.set_dungeon(0, {"BM018", "BM019"});
    sc.add_entrance(0, kFighter8);
    sc.set_active_item(0, "THK016");
    sc.start_adventure();
    const json cast = cast_hero("THK016", 0, kFighter8);
    ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.run.room == 1 && s.s.run.in_room; }));
    if (used) when_legal(sc, cast);
    sc.finish_round(1);
    EXPECT_EQ(sc.damage_to(kFighter8), used ? (std::vector<int>{3, 4, 5}) : (std::vector<int>{3, 4}));
    EXPECT_EQ(sc.saw("destroyed", {{"player", 0}, {"card", "BM019"}, {"stack", 1}}), used);
    EXPECT_EQ(sc.score_ids(0, true), used ? ids_of({kFighter8}) : Ids{});
    EXPECT_EQ(sc.score_ids(0, false), used ? Ids{} : ids_of({kFighter8}));
    EXPECT_EQ(sc.dungeon_ids(0), used ? ids_of({"BM018"}) : ids_of({"BM018", "BM019"}));
  }
}

// Bag of Holding's power-up: the thief BM078 (8) leaves Dark Laboratory (two mage icons) and
// Centipede Tunnel (fighter and mage) alive, so both are destroyed; Golem Factory (one icon)
// stays. Fire's Breath (6), next through the dungeon, meets Golem Factory alone.
TEST(Card_THK013_BagOfHolding, RoomsWithTwoTreasureIconsTheCarrierLeavesAreDestroyed) {
  thk_carrier_rounds(
      13, {"BM022", "BM016", "BM033"}, {kThief8, kFighter6}, kThief8, "THK013", [](const Scenario& sc, bool carried) {
        EXPECT_EQ(sc.damage_to(kThief8), (std::vector<int>{1, 2, 1}));
        EXPECT_EQ(sc.saw("destroyed", {{"player", 0}, {"card", "BM022"}}), carried);
        EXPECT_EQ(sc.saw("destroyed", {{"player", 0}, {"card", "BM033"}}), carried);
        EXPECT_FALSE(sc.saw("destroyed", {{"card", "BM016"}}));
        EXPECT_EQ(sc.dungeon_ids(0), carried ? ids_of({"BM016"}) : ids_of({"BM022", "BM016", "BM033"}));
        EXPECT_EQ(sc.damage_to(kFighter6), carried ? (std::vector<int>{2}) : (std::vector<int>{1, 2, 1}));
      });
}

// Bag of Holding's reward: seat 0 takes Dark Laboratory (two icons) from the discard pile; Neanderthal
// Cave (one icon) is not offered. With no such room in the pile the item is not offered.
TEST(Card_THK013_BagOfHolding, TheRewardTakesARoomWithTwoIconsFromTheDiscardPile) {
  for (const bool two_icons : {false, true}) {
    SCOPED_TRACE(two_icons);
    Scenario sc = thk_two_players(131);
    sc.set_dungeon(0, {"BM016"});
    sc.set_hand(0, {});
    if (two_icons) sc.to_discard("BM022");
    sc.to_discard("BM018");
    sc.add_entrance(0, kCleric6);
    sc.set_active_item(0, "THK013");
    sc.start_adventure();
    ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.to_move() == 0; }));
    EXPECT_EQ(sc.can(cast_plain("THK013")), two_icons);
    if (!two_icons) continue;
    sc.act(cast_plain("THK013"));
    ASSERT_TRUE(sc.pass_until(choosing));
    EXPECT_EQ(legal_of(sc, "choose"), (std::vector<json>{{{"type", "choose"}, {"player", 0}, {"card", "BM022"}}}));
    sc.act({{"type", "choose"}, {"card", "BM022"}});
    EXPECT_TRUE(contains(sc.hand_ids(0), std::string("BM022")));
    EXPECT_FALSE(contains(sc.discard_ids(), std::string("BM022")));
    EXPECT_TRUE(contains(sc.discard_ids(), std::string("BM018")));
    EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK013")}));
  }
}

// Ring of Invisibility's power-up: while the thief BM078 carrying it waits at seat 0's entrance,
// seat 0 may cast no spell, not even in seat 1's turn (seat 1 acts first, C-5): Freeze is not
// offered and casting it is refused under BM2-38; without the item it is offered. Its face-up
// Pet Monster (an item, not a spell) stays usable either way.
TEST(Card_THK020_RingOfInvisibility, TheOwnerCastsNoSpellWhileTheCarrierIsAtItsEntrance) {
  for (const bool carried : {false, true}) {
    SCOPED_TRACE(carried);
    Scenario sc = thk_two_players(20);
    sc.set_dungeon(0, {"BM016"});
    sc.set_dungeon(1, {"BM018"});
    sc.set_hand(0, {"BM046"});
    sc.set_active_item(0, "THK018");
    sc.add_entrance(0, kThief8);
    sc.add_entrance(1, kFighter8);
    if (carried) sc.give_item(kThief8, "THK020");
    sc.start_adventure();
    ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.run.player == 1 && s.to_move() == 0; }));
    ASSERT_EQ(round_now(sc), 1);
    EXPECT_EQ(castable(sc), carried ? ids_of({"THK018"}) : ids_of({"BM046", "THK018"}));
    bm::Action a;
    a.type = bm::ActionType::cast;
    a.player = 0;
    a.card = hand_card(sc, 0, "BM046");
    a.target_player = 1;
    a.target_card = sc.card("BM018");
    const std::string why = illegal_message(sc, a);
    EXPECT_EQ(why.find("BM2-38") != std::string::npos, carried) << why;
  }
}

// Ring of Invisibility's reward: in seat 0's own adventure turn seat 1 freezes Beast Menagerie
// to save Fire's Breath (6); seat 0 cancels the Freeze at once with the ring, so she takes 3 + 4
// and dies there (a soul for seat 0) instead of wounding seat 0 with 3 + 0. The ring is face down.
// The cancel shows as the ring activated against the Freeze (BM2-29), as All-Seeing Eye's does.
TEST(Card_THK020_RingOfInvisibility, TheRewardCancelsASpellInItsBosssAdventureTurn) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const json cancel = {{"type", "cancel"}, {"card", "THK020"}};
    const Scenario sc = thk_cancel_a_freeze(201, "THK020", "", cancel, used);
    expect_freeze_cancelled(sc, used);
    EXPECT_EQ(sc.saw("activated", {{"player", 0}, {"card", "THK020"}, {"target", "BM046"}}), used);
    EXPECT_EQ(sc.s.players[0].scored_items, used ? std::vector<int>{sc.card("THK020")} : std::vector<int>{});
  }
}

// The ring cancels only in its boss's own part of the adventure phase: a Freeze seat 1 casts in
// its own turn is not answered by it.
TEST(Card_THK020_RingOfInvisibility, NoCancelInAnotherPlayersTurn) {
  Scenario sc = thk_item_against_seat1(202, {"BM018", "BM019"}, kFighter6, "THK020");
  sc.set_hand(1, {"BM046"});
  sc.start_adventure();
  const json freeze = cast_room("BM046", 1, "BM019", 1);
  when_legal(sc, freeze);
  EXPECT_TRUE(legal_with(sc, "cancel", "THK020").empty());
}

// Star of Invulnerability's power-up: Johnny (8) takes nothing from the first three rooms
// (Neanderthal Cave 3, Beast Menagerie 4, Recycling Center 3) and 2 from Golem Factory, the
// fourth, and wounds the boss; without it 3 + 4 + 3 = 10 kills him in the third room.
TEST(Card_THK019_StarOfInvulnerability, NoDamageFromTheFirstThreeRooms) {
  thk_carrier_rounds(19, {"BM018", "BM019", "BM031", "BM016"}, kFighter8, "THK019",
                     [](const Scenario& sc, bool carried) {
                       expect_only_the_carrier_gets_through(sc, kFighter8, carried, {0, 0, 0, 2}, {3, 4, 3});
                     });
}

// Star of Invulnerability's reward: Fire's Breath (6) got through seat 0's Golem Factory alive
// this round; before the next hero enters, seat 0 takes her out of the game, and the wound goes
// with her. An older wound (the thief BM074, scored before this round) is no target.
TEST(Card_THK019_StarOfInvulnerability, TheRewardRemovesAHeroThatGotThroughThisRound) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_two_players(191);
    sc.set_dungeon(0, {"BM016"});
    sc.add_score(0, kThief4, false);
    sc.add_entrance(0, kFighter6);
    sc.add_entrance(0, kCleric8);
    sc.set_active_item(0, "THK019");
    sc.start_adventure();
    ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.saw("hero_wounds") && s.to_move() == 0; }));
    EXPECT_TRUE(sc.can(cast_hero("THK019", 0, kFighter6)));
    EXPECT_FALSE(sc.can(cast_hero("THK019", 0, kThief4)));
    if (used) sc.act(cast_hero("THK019", 0, kFighter6));
    sc.finish_round(1);
    EXPECT_EQ(sc.saw("hero_removed", {{"player", 0}, {"card", kFighter6}}), used);
    EXPECT_EQ(sorted(sc.score_ids(0, false)),
              used ? sorted({kThief4, kCleric8}) : sorted({kThief4, kFighter6, kCleric8}));
    EXPECT_EQ(sc.wounds(0), used ? 2 : 3);
  }
}
