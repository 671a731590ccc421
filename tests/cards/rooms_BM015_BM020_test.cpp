// Classic fighter rooms BM015..BM020: Goblin Armory, Golem Factory, Minotaur's Maze,
// Neanderthal Cave, Beast Menagerie, Monster's Ballroom. Expected values come from the rules
// digest and the card facts (classic.json), never from engine output.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0's dungeon `rooms` (entrance first) with BM083 at its entrance; seat 1 (Gorgona, 500 XP)
// freezes (Freeze, BM046) seat 0's room `frozen` on stack `stack` in the window before the hero
// enters (C-10, C-12), and the adventure phase is played out.
Scenario run_past_a_frozen_room(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& frozen,
                                int stack) {
  Scenario sc = two_players(seed);
  sc.set_dungeon(0, rooms);
  sc.set_hand(1, {"BM046"});
  sc.add_entrance(0, "BM083");
  sc.start_adventure();
  when_legal(sc, cast_room("BM046", 0, frozen, stack));
  finish_phase(sc, bm::Phase::adventure);
  return sc;
}
}  // namespace

// ------------------------------------------------------------------------------ BM015
// BM015 Goblin Armory: adjacent Monster Rooms deal +1 damage (each adjacent Armory adds 1;
// traps and rooms further away get nothing; the Armory does not boost itself).
TEST(Card_BM015_GoblinArmory, AdjacentMonsterRoomsDealOneMore) {
  Scenario sc = two_players(31);
  // Pit (trap 1), Armory (1), Cave (3), Armory (1), Golem (2)
  sc.set_dungeon(0, {"BM027", "BM015", "BM018", "BM015", "BM016"});
  sc.add_entrance(0, "BM083");  // Lord Van Ette: 13 health
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  // Pit 1 (trap), Armory 1, Cave 3+2 (between two Armories), Armory 1, Golem 2+1 = 11 < 13.
  EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{1, 1, 5, 1, 3}));
  EXPECT_EQ(sc.wounds(0), 2);  // epic hero reached the boss: 2 wounds (G-12)
}

// G-8: a deactivated Armory gives nothing (its ability is ignored).
TEST(Card_BM015_GoblinArmory, DeactivatedArmoryGivesNothing) {
  const Scenario sc = run_past_a_frozen_room(31, {"BM016", "BM015", "BM018"}, "BM015", 1);
  EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{2, 0, 3}));  // unfrozen it would be 3, 1, 4
}

// ------------------------------------------------------------------------------ BM016
// BM016 Golem Factory (monster, 2): once per round, when a hero dies here, draw a Room card.
TEST(Card_BM016_GolemFactory, HeroDiesHereDrawARoom) {
  // Cave 3, Golem 2: Nick (4) dies in the Golem
  Scenario sc = hero_at_seat0(32, {"BM018", "BM016"}, "BM056");
  sc.deck_top("BM035");
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM016"}, {"stack", 1}}));
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 1u);
  EXPECT_EQ(draws[0]["player"], 0);
  EXPECT_EQ(draws[0]["card"], "BM035");
}

// BM016 "once per turn" (turn = round): two deaths draw one room only.
TEST(Card_BM016_GolemFactory, OncePerRound) {
  Scenario sc = hero_at_seat0(32, {"BM018", "BM016"}, "BM056");
  sc.add_entrance(0, "BM062");  // both 4 health: both die in the Golem Factory
  sc.deck_top("BM035");
  sc.deck_top("BM036");  // now the top room
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_EQ(events_this_round(sc, from, "hero_killed").size(), 2u);
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 1u);
  EXPECT_EQ(draws[0]["card"], "BM036");
}

// ------------------------------------------------------------------------------ BM017
// BM017 Minotaur's Maze (monster, 0): a hero entering it goes back to the previous room and
// enters it again (G-13: the ability comes first). Which heroes is IP-38 (minotaurs_maze).

namespace {
// A classic two-player game with the IP-38 reading `once_per_round` or the default `each_hero`.
Scenario maze_game(bool once_per_round, std::uint64_t seed) {
  bm::Ruleset r = preset("classic");
  r.maze_once_per_round = once_per_round;
  return board(r, {"BM004", "BM008"}, seed);  // as two_players
}
// Delatorious (BM060) then Johnny (BM066), 8 health each, through seat 0's Cave 3, Maze 0, Cave 3
// under that reading of IP-38; the adventure phase played out.
Scenario maze_round(bool once_per_round) {
  Scenario sc = maze_game(once_per_round, 33);
  sc.set_dungeon(0, {"BM018", "BM017", "BM018"});
  sc.add_entrance(0, "BM060");
  sc.add_entrance(0, "BM066");
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  return sc;
}
}  // namespace

// IP-38 once_per_round: only the first entry each round, by any hero.
TEST(Card_BM017_MinotaursMaze, OncePerRoundSendsOnlyTheFirstHeroBack) {
  const Scenario sc = maze_round(true);
  // Delatorious: Cave 3, Maze -> back to Cave 3, Maze 0, Cave 3 = 9 >= 8: dies in the last Cave.
  EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{3, 3, 0, 3}));
  EXPECT_TRUE(sc.saw("hero_to_room", {{"card", "BM060"}, {"stack", 0}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM060"}, {"room", "BM018"}, {"stack", 2}}));
  // Johnny comes second in the same round: no bounce, 3 + 0 + 3 = 6 < 8: reaches the boss.
  EXPECT_EQ(sc.damage_to("BM066"), (std::vector<int>{3, 0, 3}));
  EXPECT_EQ(sc.events_of("hero_to_room").size(), 1u);
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.wounds(0), 1);
}

// IP-38 each_hero (the publisher's guide): every hero is sent back once, none twice.
TEST(Card_BM017_MinotaursMaze, EachHeroIsSentBackOnce) {
  const Scenario sc = maze_round(false);
  // Both: Cave 3, Maze -> back to Cave 3, Maze again (no second bounce) 0, Cave 3 = 9 >= 8.
  EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{3, 3, 0, 3}));
  EXPECT_EQ(sc.damage_to("BM066"), (std::vector<int>{3, 3, 0, 3}));
  EXPECT_TRUE(sc.saw("hero_to_room", {{"card", "BM066"}, {"stack", 0}}));
  EXPECT_EQ(sc.events_of("hero_to_room").size(), 2u);
  EXPECT_EQ(sc.souls(0), 2);
  EXPECT_EQ(sc.wounds(0), 0);
}

// IP-38 each_hero: with the room to its left deactivated (G-8) the Maze does not trigger.
TEST(Card_BM017_MinotaursMaze, EachHeroNotWhenTheLeftRoomIsDeactivated) {
  Scenario sc = maze_game(false, 33);
  sc.set_dungeon(0, {"BM018", "BM017", "BM018"});
  sc.add_entrance(0, "BM060");
  sc.s.players[0].dungeon[0].deactivated = true;  // as Freeze leaves it until end of round
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{0, 0, 3}));  // deactivated Cave, Maze, Cave
  EXPECT_EQ(sc.events_of("hero_to_room").size(), 0u);
  EXPECT_EQ(sc.wounds(0), 1);
}

// IP-38: in the first room there is no previous room: under both readings the hero goes on.
TEST(Card_BM017_MinotaursMaze, FirstRoomNeverSendsBack) {
  for (bool once : {false, true}) {
    Scenario sc = maze_game(once, 33);
    sc.set_dungeon(0, {"BM017", "BM018"});  // Maze 0, Cave 3
    sc.add_entrance(0, "BM060");
    sc.start_adventure();
    finish_phase(sc, bm::Phase::adventure);
    EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{0, 3})) << once;
    EXPECT_EQ(sc.events_of("hero_to_room").size(), 0u) << once;
    EXPECT_EQ(sc.saw("hero_wounds", {{"card", "BM060"}}), true) << once;
  }
}

// ------------------------------------------------------------------------------ BM018
// BM018 Neanderthal Cave (monster, 3): advanced rooms cannot be built on top of it (ordinary
// rooms can, G-3); an advanced room sharing a treasure type may go on another fighter room.
TEST(Card_BM018_NeanderthalCave, RefusesAdvancedRoomsOnTop) {
  Scenario sc = two_players(34);
  sc.set_dungeon(0, {"BM018", "BM016"});  // Cave (fighter), Golem Factory (fighter)
  sc.set_hand(0, {"BM019", "BM021"});     // Beast Menagerie (advanced, fighter); Brainsucker Hive
  start_p0_build_turn(sc);
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can({{"type", "build"}, {"card", "BM019"}, {"stack", 0}}));
  EXPECT_TRUE(sc.can({{"type", "build"}, {"card", "BM019"}, {"stack", 1}}));       // Golem shares fighter
  EXPECT_FALSE(sc.can({{"type", "build"}, {"card", "BM019"}, {"stack", "new"}}));  // G-3: advanced only on top
  EXPECT_TRUE(sc.can({{"type", "build"}, {"card", "BM021"}, {"stack", 0}}));       // ordinary: anywhere
  sc.act({{"type", "build"}, {"card", "BM021"}, {"stack", 0}});
  finish_phase(sc, bm::Phase::build);
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM021", "BM016"}));
}

// BM018 printed damage 3 (G-12: the hero takes the room's damage).
TEST(Card_BM018_NeanderthalCave, DealsThreeDamage) {
  // Nick, 4 health: 3 < 4, reaches the boss
  Scenario sc = hero_at_seat0(34, {"BM018"}, "BM056");
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_EQ(sc.damage_to("BM056"), std::vector<int>{3});
  EXPECT_EQ(sc.wounds(0), 1);
}

// ------------------------------------------------------------------------------ BM019
// BM019 Beast Menagerie: once per round, when you build ANOTHER Monster Room, draw a Room card.
TEST(Card_BM019_BeastMenagerie, BuildingAMonsterRoomDrawsARoom) {
  Scenario sc = two_players(35);
  sc.set_dungeon(0, {"BM019"});
  sc.set_hand(0, {"BM016"});  // Golem Factory: a monster room
  sc.deck_top("BM035");
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM016"}, {"stack", "new"}});
  finish_phase(sc, bm::Phase::build);
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 1u);
  EXPECT_EQ(draws[0], (json{{"e", "draw"}, {"player", 0}, {"card", "BM035"}}));
}

// BM019 counts Monster Rooms only: building a trap draws nothing.
TEST(Card_BM019_BeastMenagerie, TrapRoomsDrawNothing) {
  Scenario sc = two_players(35);
  sc.set_dungeon(0, {"BM019"});
  sc.set_hand(0, {"BM027"});  // Bottomless Pit: a trap room
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM027"}, {"stack", "new"}});
  finish_phase(sc, bm::Phase::build);
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM027", "BM019"}));
  EXPECT_TRUE(events_this_round(sc, from, "draw").empty());
}

// Two monster rooms built in one round (BM050 Motivation gives the extra one): one draw only.
TEST(Card_BM019_BeastMenagerie, OncePerRound) {
  Scenario sc = two_players(35);
  sc.set_dungeon(0, {"BM019"});
  sc.set_dungeon(1, {"BM018", "BM016"});  // seat 1 has more rooms: Motivation is castable
  sc.set_hand(0, {"BM050", "BM016", "BM018"});
  sc.deck_top("BM036");
  sc.deck_top("BM035");  // top room
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "cast"}, {"card", "BM050"}});
  sc.pass_until(choosing);
  sc.act({{"type", "choose"}, {"card", "BM016"}, {"stack", "new"}});
  when_legal(sc, {{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  finish_phase(sc, bm::Phase::build);
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM018", "BM016", "BM019"}));
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 1u);
  EXPECT_EQ(draws[0]["card"], "BM035");
}

// ------------------------------------------------------------------------------ BM020
// BM020 Monster's Ballroom (printed *): damage = number of Monster Rooms in your dungeon,
// itself included; only visible (G-6) and active (G-8) rooms count.
TEST(Card_BM020_MonstersBallroom, DamageEqualsVisibleMonsterRooms) {
  Scenario sc = two_players(36);
  sc.set_dungeon(0, {"BM016", "BM021", "BM020", "BM018"});
  sc.stack_on(0, 1, "BM027");   // a trap (Bottomless Pit) hides the Brainsucker Hive beneath
  sc.add_entrance(0, "BM083");  // Lord Van Ette, 13 health
  sc.start_adventure();
  finish_phase(sc, bm::Phase::adventure);
  // Monsters visible: Golem, Ballroom, Cave = 3. Golem 2, Pit 1, Ballroom 3, Cave 3 = 9 < 13.
  EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{2, 1, 3, 3}));
}

// BM020 with G-8: a frozen monster room deals nothing and is not counted.
TEST(Card_BM020_MonstersBallroom, DeactivatedMonsterRoomsDoNotCount) {
  const Scenario sc = run_past_a_frozen_room(36, {"BM016", "BM020", "BM018"}, "BM018", 2);
  // Golem + Ballroom = 2 monsters; the frozen Cave deals 0 and is not counted.
  EXPECT_EQ(sc.damage_to("BM083"), (std::vector<int>{2, 2, 0}));
}
