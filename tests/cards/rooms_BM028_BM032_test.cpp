// Classic thief rooms BM028..BM032: Boulder Ramp, Dizzygas Hallway, Jackpot Stash, Recycling
// Center, The Crushinator (BM027 Bottomless Pit: bottomless_pit_test.cpp). Expected values come
// from the rules digest and the card facts (classic.json), never from engine output.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// ------------------------------------------------------------------------------ BM028
// BM028 Boulder Ramp (trap, 1): destroy ANOTHER of your rooms: deal 5 damage to a hero in this
// room (G-17, used in the adventure window after the room's damage, C-10).
TEST(Card_BM028_BoulderRamp, DestroyAnotherRoomForFiveDamage) {
  // Nick, 4 health: 1 in the Ramp, +5 = 6 -> dies in the Ramp
  Scenario sc = hero_at_seat0(51, {"BM028", "BM016", "BM035"}, "BM056");
  sc.start_adventure();
  const json ramp = {{"type", "activate"}, {"card", "BM028"}, {"stack", 0}, {"stack2", 2}, {"target", "BM056"}};
  sc.pass_until([&](const Scenario& s) { return s.can(ramp); });
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM028"}, {"stack", 0}, {"stack2", 0}, {"target", "BM056"}}));
  sc.act(ramp);
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM035"}, {"stack", 2}}));
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 5}, {"total", 6}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM028"}, {"stack", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM028", "BM016"}));
  EXPECT_EQ(sc.souls(0), 1);
  sc.check_conservation();
}

// G-7: destroying a room nearer the entrance closes the hole; the hero stays in the Ramp,
// which is now stack 0, and dies there.
TEST(Card_BM028_BoulderRamp, DestroyingAnEarlierRoomKeepsTheHeroInTheRamp) {
  // Nick, 4 health: Golem 2, Ramp 1 = 3, +5 = 8
  Scenario sc = hero_at_seat0(51, {"BM016", "BM028", "BM035"}, "BM056");
  sc.start_adventure();
  when_legal(sc, {{"type", "activate"}, {"card", "BM028"}, {"stack", 1}, {"stack2", 0}, {"target", "BM056"}});
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM016"}, {"stack", 0}}));
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 5}, {"total", 8}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM028"}, {"stack", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM028", "BM035"}));
}

// Only while a hero is in the Ramp itself: not in the build phase, not while the hero is in
// another room.
TEST(Card_BM028_BoulderRamp, OnlyWithAHeroInThisRoom) {
  Scenario sc = two_players(51);
  sc.set_dungeon(0, {"BM016", "BM028", "BM035"});
  sc.set_hand(0, {"BM047"});    // Giant Size: gives seat 0 a window in every adventure step
  sc.add_entrance(0, "BM066");  // Johnny, 8 health
  sc.start_build();
  sc.pass_until([](const Scenario& s) { return s.to_move() == 0; });
  const auto build_legal = sc.legal_json();
  ASSERT_FALSE(build_legal.empty()) << "seat 0 decides in the build phase";
  for (const auto& j : build_legal) EXPECT_NE(j["type"], "activate") << j.dump();
  finish_phase(sc, bm::Phase::build);
  const auto damage_seen = [](std::size_t n) {
    return [n](const Scenario& s) { return s.events_of("damage").size() >= n && s.to_move() == 0; };
  };
  sc.pass_until(damage_seen(1));  // the hero is in the Golem Factory (stack 0)
  ASSERT_EQ(sc.s.phase, bm::Phase::adventure);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM028"}, {"stack", 1}, {"stack2", 0}, {"target", "BM066"}}));
  sc.pass_until(damage_seen(2));  // now in the Ramp (stack 1)
  EXPECT_TRUE(sc.can({{"type", "activate"}, {"card", "BM028"}, {"stack", 1}, {"stack2", 0}, {"target", "BM066"}}));
}

// ------------------------------------------------------------------------------ BM029
// BM029 Dizzygas Hallway: if the NEXT room (toward the boss) is a Trap room, it has +2 damage.
TEST(Card_BM029_DizzygasHallway, NextTrapRoomDealsTwoMore) {
  Scenario sc = two_players(52);
  // Open Grave (trap 2), Hallway, Hallway, Open Grave, Golem Factory (monster 2)
  sc.set_dungeon(0, {"BM010", "BM029", "BM029", "BM010", "BM016"});
  sc.add_entrance(0, "BM083");  // Lord Van Ette, 13 health
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  // OG 2 (before any Hallway), Hallway 1, Hallway 1+2, OG 2+2, Golem 2 (a monster) = 12 < 13.
  EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{2, 1, 3, 4, 2}));
  EXPECT_EQ(sc.wounds(0), 2);
}

// BM029: a Monster room after the Hallway gets no bonus.
TEST(Card_BM029_DizzygasHallway, MonsterRoomNextGetsNothing) {
  // Delatorious, 8 health
  Scenario sc = hero_at_seat0(52, {"BM029", "BM016"}, "BM060");
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{1, 2}));
}

// ------------------------------------------------------------------------------ BM030
// BM030 Jackpot Stash: destroy this room: your rooms' treasure is doubled until end of round.
// The boss is not a room (G-9): its icon is not doubled. Used in the build phase, it decides
// the bait (G-15). Seat 0 Gorgona (thief), seat 1 Cleopatra (thief, 850 XP, acts first).
namespace {
Scenario jackpot_setup() {
  Scenario sc = board("classic", {"BM008", "BM007"}, 53);
  // Seat 0 thief: Stash 2 + Hallway 1 + Mimic Vault 1 + Torture Chamber 1 + boss 1 = 6.
  sc.set_dungeon(0, {"BM030", "BM029", "BM036", "BM038"});
  // Seat 1 thief: Stash 2 + Stash 2 + Hallway 1 + boss 1 = 6.
  sc.set_dungeon(1, {"BM030", "BM030", "BM029"});
  sc.set_town({"BM074"});  // Joman: thief
  sc.deck_top("BM076");    // Jesta (thief): the first hero revealed in round 2
  return sc;
}
}  // namespace

// BM030 used in the build phase wins the bait (G-15) and expires at end of round (C-11).
TEST(Card_BM030_JackpotStash, DoubledRoomTreasureWinsTheBait) {
  Scenario sc = jackpot_setup();
  sc.start_build();
  // Seat 1 holds Jackpot Stashes too: name the player.
  when_legal(sc, {{"type", "activate"}, {"card", "BM030"}, {"stack", 0}, {"player", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM030"}}));
  EXPECT_FALSE(sc.saw("destroyed", {{"player", 1}}));
  EXPECT_TRUE(sc.saw("treasure_doubled", {{"player", 0}}));
  finish_phase(sc, bm::Phase::build);
  // Rooms left: 3 thief icons, doubled = 6, + boss 1 (not doubled) = 7 > 6.
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM074"}, {"player", 0}, {"value", 7}}));
  // C-11: it expires at the end of the round. Round 2: seat 0 has 3 + 1 = 4, seat 1 has 6.
  sc.pass_until([](const Scenario& s) { return s.saw("bait", {{"card", "BM076"}}) || s.s.round > 2; });
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM076"}, {"player", 1}, {"value", 6}}));
}

// Control for the test above: 6 vs 6 is a tie, the hero stays in town (G-15).
TEST(Card_BM030_JackpotStash, WithoutItTheHeroStaysOnATie) {
  Scenario sc = jackpot_setup();
  sc.start_build();
  finish_phase(sc, bm::Phase::build);
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM074"}, {"tie", 1}}));
  EXPECT_FALSE(sc.saw("bait"));
}

// ------------------------------------------------------------------------------ BM031
// BM031 Recycling Center: when ANOTHER room in your dungeon is destroyed, may draw two Rooms.
TEST(Card_BM031_RecyclingCenter, AnotherOfYourRoomsDestroyedDrawTwoRooms) {
  Scenario sc = two_players(54);
  sc.set_dungeon(0, {"BM009", "BM031"});
  sc.to_discard("BM046");
  sc.deck_top("BM018");
  sc.deck_top("BM035");  // top room
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM009"}, {"stack", 0}});  // Dark Altar: destroy it
  int choices = 0;
  while (choosing(sc) && choices < 3) {
    ++choices;
    if (sc.can({{"type", "choose"}, {"card", "BM046"}})) sc.act({{"type", "choose"}, {"card", "BM046"}});  // the Altar
    else sc.act({{"type", "choose"}, {"option", 1}});  // the Recycling Center ("may": yes)
  }
  EXPECT_EQ(choices, 2);
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 2u);
  EXPECT_EQ(draws[0], (json{{"e", "draw"}, {"player", 0}, {"card", "BM035"}}));
  EXPECT_EQ(draws[1], (json{{"e", "draw"}, {"player", 0}, {"card", "BM018"}}));
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM031"});
  sc.check_conservation();
}

// BM031 limits: "another" room, and "in your dungeon" only.
TEST(Card_BM031_RecyclingCenter, NotForItselfNorForAnOpponentsRoom) {
  Scenario sc = two_players(54);
  sc.set_dungeon(0, {"BM032", "BM031"});  // The Crushinator, Recycling Center
  sc.set_dungeon(1, {"BM030"});
  const std::size_t from = sc.events.size();
  sc.start_build();
  // Seat 1 (first to build) destroys its own Jackpot Stash: not seat 0's dungeon.
  when_legal(sc, {{"type", "activate"}, {"card", "BM030"}, {"stack", 0}});
  EXPECT_FALSE(choosing(sc));
  // Seat 0 destroys the Recycling Center itself as the Crushinator's cost.
  when_legal(sc, {{"type", "activate"}, {"card", "BM032"}, {"stack", 0}, {"stack2", 1}});
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM031"}}));
  EXPECT_FALSE(choosing(sc));
  EXPECT_TRUE(events_this_round(sc, from, "draw").empty());
}

// ------------------------------------------------------------------------------ BM032
// BM032 The Crushinator (revised text): once per round, destroy another of your rooms to give
// all YOUR rooms +2 damage until end of round.
TEST(Card_BM032_TheCrushinator, AllYourRoomsDealTwoMore) {
  Scenario sc = two_players(55);
  sc.set_dungeon(0, {"BM016", "BM032", "BM035", "BM018"});  // Golem 2, Crushinator 2, Hatchery 0, Cave 3
  sc.set_dungeon(1, {"BM016"});
  sc.add_entrance(0, "BM081");  // Katelyn, 11 health
  sc.add_entrance(1, "BM062");  // Boden, 4 health, in seat 1's dungeon (seat 1 goes first)
  sc.start_adventure();
  // Seat 0 uses it in the window before seat 1's first hero (C-12: non-active players too).
  when_legal(sc, {{"type", "activate"}, {"card", "BM032"}, {"stack", 1}, {"stack2", 2}});
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM035"}}));
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_EQ(sc.damage_to("BM062"), std::vector<int>{2});  // seat 1's rooms: no bonus
  EXPECT_EQ(sc.wounds(1), 1);
  // Katelyn: Golem 4, Crushinator 4, Cave 5 = 13 >= 11 (without the bonus: 2 + 2 + 0 + 3 = 7).
  EXPECT_EQ(sc.damage_to("BM081"), (std::vector<int>{4, 4, 5}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM081"}, {"room", "BM018"}, {"stack", 2}}));
  EXPECT_EQ(sc.souls(0), 2);
}

// BM032 "once per turn" (turn = round): no second use until the next round.
TEST(Card_BM032_TheCrushinator, OncePerRound) {
  Scenario sc = two_players(55);
  sc.set_dungeon(0, {"BM016", "BM032", "BM035", "BM018"});
  sc.start_build();
  const json again = {{"type", "activate"}, {"card", "BM032"}, {"stack", 1}, {"stack2", 0}};
  when_legal(sc, {{"type", "activate"}, {"card", "BM032"}, {"stack", 1}, {"stack2", 2}});
  sc.pass_until(p0_builds);
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can(again));
  // Next round ("until end of turn" = round) it can be used again.
  sc.pass_round();
  sc.pass_until([&](const Scenario& s) { return s.can(again) || s.s.phase != bm::Phase::build; });
  EXPECT_TRUE(sc.can(again));
}
