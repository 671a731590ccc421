// Build-phase rules: G-2..G-8, G-10, G-11, C-8, C-12 (C-5/IP-5 turn order: setup_test).
// Expected values come from the digest and seeds 001/003, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Seat 0: Gorgona (BM008, thief, 500 XP) builds first; seat 1: Robobo (BM004, fighter, 400).
// Gorgona's Level Up (kill a hero in town) asks nothing while the town is empty.
Scenario build_setup() { return board("classic", {"BM008", "BM004"}); }

json build(const std::string& card, const json& stack) { return {{"type", "build"}, {"card", card}, {"stack", stack}}; }

}  // namespace

// ---------------------------------------------------------------------------- G-2

// G-2: the boss is not a room: with 4 rooms built, a 5th stack is still allowed.
TEST(Rule_G2, BossIsNotARoom) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM010", "BM011", "BM012"});
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can(build("BM016", "new")));
  sc.act(build("BM016", "new"));
  finish_phase(sc);
  EXPECT_EQ(sc.dungeon_ids(0).size(), 5u);
}

// G-2: at most 5 stacks; a 6th is refused, building on top of any of the 5 is not.
TEST(Rule_G2, NoSixthStackButOnTopIsAllowed) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM010", "BM011", "BM012", "BM015"});
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can(build("BM016", "new")));
  for (int j = 0; j < 5; ++j) EXPECT_TRUE(sc.can(build("BM016", j))) << "stack " << j;
}

// ---------------------------------------------------------------------------- G-3

// G-3 (a): a new stack goes left of the leftmost card (the entrance side).
TEST(Rule_G3, NewStackLeftOfLeftmost) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009"});
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  sc.act(build("BM016", "new"));
  finish_phase(sc);
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM016", "BM009"}));
}

// G-3 (b), the seed 001 build tip: Dracolich Lair (advanced, cleric) may go on Dark Altar
// (cleric) and Torture Chamber (cleric + thief), not on Golem Factory (fighter only). The
// room kind (monster on trap) is irrelevant.
TEST(Rule_G3, AdvancedOnlyOnARoomSharingATreasureType) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM038", "BM016"});
  sc.set_hand(0, {"BM013"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can(build("BM013", 0)));
  EXPECT_TRUE(sc.can(build("BM013", 1)));
  EXPECT_FALSE(sc.can(build("BM013", 2)));
}

// G-3 (seed 001:111, 003:72): advanced rooms are built only on top of another room, never as
// a new stack.
TEST(Rule_G3, AdvancedNeverStartsANewStack) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009"});
  sc.set_hand(0, {"BM013", "BM016"});
  sc.start_build();
  EXPECT_FALSE(sc.can(build("BM013", "new")));
  EXPECT_TRUE(sc.can(build("BM013", 0)));
  EXPECT_TRUE(sc.can(build("BM016", "new")));  // an ordinary room may
}

// G-3: ordinary rooms go on top of any room, whatever its treasure.
TEST(Rule_G3, OrdinaryOnAnyRoom) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM038", "BM016"});
  sc.set_hand(0, {"BM024"});  // Witch's Kitchen: mage only
  sc.start_build();
  for (int j = 0; j < 3; ++j) EXPECT_TRUE(sc.can(build("BM024", j))) << "stack " << j;
  EXPECT_TRUE(sc.can(build("BM024", "new")));
}

TEST(Rule_G3, BuildingOnTopCoversTheRoom) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM016"});
  sc.set_hand(0, {"BM013"});
  sc.start_build();
  sc.act(build("BM013", 0));
  finish_phase(sc);
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM013", "BM016"}));
  EXPECT_EQ(sc.ids(sc.s.players[0].dungeon[0].cards), (std::vector<std::string>{"BM009", "BM013"}));
}

// ---------------------------------------------------------------------------- G-4

// G-4: rooms are placed face down and all revealed together once every player has built.
TEST(Rule_G4, FaceDownUntilAllRevealedTogether) {
  Scenario sc = build_setup();
  sc.set_hand(0, {"BM016"});
  sc.set_hand(1, {"BM009"});
  sc.start_build();
  sc.act(build("BM016", "new"));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"?"}));
  EXPECT_FALSE(sc.saw("room_built"));
  ASSERT_EQ(sc.to_move(), 1);
  const int before_last = event_count(sc);
  sc.act(build("BM009", "new"));
  EXPECT_GE(find_event(sc, "room_built", {{"player", 0}, {"card", "BM016"}}), before_last);
  EXPECT_GE(find_event(sc, "room_built", {{"player", 1}, {"card", "BM009"}}), before_last);
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM016"}));
}

// G-4: one room per player per round.
TEST(Rule_G4, OneRoomPerPlayerPerRound) {
  Scenario sc = build_setup();
  sc.set_hand(0, {"BM016", "BM015"});
  sc.start_build();
  sc.act(build("BM016", "new"));
  const int round = sc.s.round;
  const auto seen =
      pass_recording(sc, [round](const Scenario& x) { return x.s.phase != Phase::build || x.s.round != round; });
  for (const Seen& d : seen)
    EXPECT_FALSE(d.kind == DecisionKind::build && d.player == 0) << "a second build turn for seat 0";
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM016"}));
  EXPECT_TRUE(contains(sc.s.players[0].hand, sc.card("BM015")));
}

// G-4: passing is allowed and final once the build turn ends.
TEST(Rule_G4, PassIsFinal) {
  Scenario sc = build_setup();
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  sc.act({{"type", "pass_build"}});
  EXPECT_TRUE(sc.saw("build_passed", {{"player", 0}}));
  const int round = sc.s.round;
  const auto seen =
      pass_recording(sc, [round](const Scenario& x) { return x.s.phase != Phase::build || x.s.round != round; });
  for (const Seen& d : seen) EXPECT_FALSE(d.kind == DecisionKind::build && d.player == 0);
  EXPECT_TRUE(contains(sc.s.players[0].hand, sc.card("BM016")));
  EXPECT_TRUE(sc.s.players[0].dungeon.empty());
}

// ---------------------------------------------------------------------------- G-5

// G-5: no building on a face-down room. Motivation's extra room (cast after the room was
// placed face down) may go anywhere but on that face-down stack.
TEST(Rule_G5, NoBuildingOnAFaceDownRoom) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009"});
  sc.set_dungeon(1, {"BM009", "BM010"});  // seat 0 has fewer rooms: Motivation is playable
  sc.set_hand(0, {"BM016", "BM015", "BM050"});
  sc.start_build();
  sc.act(build("BM016", "new"));  // stack 0 is now face down
  ASSERT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"?", "BM009"}));
  sc.pass_until([](const Scenario& x) { return x.can({{"type", "cast"}, {"card", "BM050"}}); });
  sc.act({{"type", "cast"}, {"card", "BM050"}});
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM015"}, {"stack", 0}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM015"}, {"stack", 1}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM015"}, {"stack", "new"}}));
}

// G-5: a face-down room cannot be destroyed (here: as The Crushinator's cost).
TEST(Rule_G5, FaceDownRoomCannotBeDestroyed) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM032"});
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  sc.act(build("BM016", "new"));  // dungeon: face down, Dark Altar, The Crushinator
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can({{"type", "activate"}, {"card", "BM032"}, {"stack", 2}, {"stack2", 1}}));
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM032"}, {"stack", 2}, {"stack2", 0}}));
}

// ---------------------------------------------------------------------------- G-6

// G-6: only the top room of a stack counts for treasure (bait) and damage.
TEST(Rule_G6, OnlyTheTopRoomCounts) {
  // Seat 0: Cerebellus (mage); seat 1: Gorgona (thief). Seat 0's only stack: Dark Altar
  // (cleric x2, 1 damage) covered by Golem Factory (fighter x1, 2 damage).
  Scenario sc = board("classic", {"BM005", "BM008"});
  sc.set_dungeon(0, {"BM009"});
  sc.stack_on(0, 0, "BM016");
  sc.set_town({"BM056", "BM062"});  // Nick (cleric, 4), Boden (fighter, 4)
  sc.start_bait();
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM056"}}));  // cleric: 0 - 0
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}, {"value", 1}}));
  sc.finish_round(1);  // start_* plays round 1
  EXPECT_EQ(sc.damage_to("BM062"), (std::vector<int>{2}));
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM062"}, {"player", 0}}));
}

// G-6: room-count effects count visible rooms (stacks), not cards: Exhaustion's X is 2 for a
// two-stack dungeon holding three cards.
TEST(Rule_G6, RoomCountCountsStacks) {
  Scenario sc = board("classic", {"BM005", "BM008"});
  sc.set_dungeon(0, {"BM009", "BM010"});
  sc.stack_on(0, 0, "BM016");
  sc.set_hand(0, {"BM044"});
  sc.add_entrance(0, "BM060");  // Delatorious: 8 health
  sc.start_adventure();
  const json cast = {{"type", "cast"}, {"card", "BM044"}, {"target_player", 0}, {"target", "BM060"}};
  sc.pass_until([&](const Scenario& x) { return x.can(cast); });
  sc.act(cast);
  // Golem Factory 2, then Exhaustion X = 2 (not 3 cards), then Open Grave 2.
  EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{2, 2, 2}));
}

// G-6: an effect that moves a room moves its whole stack (Centipede Tunnel's swap).
TEST(Rule_G6, MovingARoomMovesItsStack) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM009", "BM010"});
  sc.stack_on(0, 0, "BM016");  // stack 0: Dark Altar under Golem Factory
  sc.set_hand(0, {"BM033"});
  sc.start_build();
  sc.act(build("BM033", "new"));
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM033", "BM016", "BM010"}));
  sc.act({{"type", "choose"}, {"target_player", 0}, {"stack", 1}, {"stack2", 2}});
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM033", "BM010", "BM016"}));
  EXPECT_EQ(sc.ids(sc.s.players[0].dungeon[2].cards), (std::vector<std::string>{"BM009", "BM016"}));
}

// ---------------------------------------------------------------------------- G-7, G-11

// G-7: destroying a room discards the top card only; the one beneath becomes visible
// ("revealed", not built), so its on-build effect does not trigger (G-11).
TEST(Rule_G7, DestroyRevealsTheRoomBeneathWithoutOnBuild) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM022"});  // Dark Laboratory: on build, draw 2 spells and discard 1
  sc.stack_on(0, 0, "BM030");    // Jackpot Stash on top: "destroy this room"
  sc.start_build();
  const int from = event_count(sc);
  sc.act({{"type", "activate"}, {"card", "BM030"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM030"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("room_revealed", {{"card", "BM022"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM022"}));
  EXPECT_TRUE(contains(sc.s.discard, sc.card("BM030")) || contains(sc.s.discard, sc.card("BM030", 1)) ||
              contains(sc.s.discard, sc.card("BM030", 2)));
  finish_phase(sc);  // through the reveal
  const int next_round = find_event(sc, "round_start", json::object(), from);
  EXPECT_EQ(find_event(sc, "room_built", {{"card", "BM022"}}, from), -1);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from, next_round), 0);
}

// G-7: a hole closes up toward the boss: after Jackpot Stash is destroyed, Golem Factory is
// next to Goblin Armory and deals 2 + 1.
TEST(Rule_G7, HoleClosesTowardTheBoss) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM015", "BM030", "BM016"});
  sc.add_entrance(0, "BM081");  // Katelyn: 11 health
  sc.start_build();
  sc.act({{"type", "activate"}, {"card", "BM030"}, {"stack", 1}});
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM015", "BM016"}));
  sc.finish_round(1);  // start_* plays round 1
  EXPECT_EQ(sc.damage_to("BM081"), (std::vector<int>{1, 3}));
}

// G-11: an on-build effect triggers when the room is built.
TEST(Rule_G11, OnBuildTriggersWhenBuilt) {
  Scenario sc = build_setup();
  sc.set_hand(0, {"BM022"});
  sc.start_build();
  const int from = event_count(sc);
  sc.act(build("BM022", "new"));
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);  // Dark Laboratory: drew 2 spells, now discards 1
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from), 2);
  EXPECT_EQ(sc.s.players[0].hand.size(), 2u);
}

// ---------------------------------------------------------------------------- G-8

// G-8: a deactivated room's treasure is ignored and the cards beneath stay hidden. Seat 0's
// fighter count drops from 4 to 2 (below seat 1's 3) and the Dark Altar under the frozen
// Goblin Armory does not become visible (its cleric x2 would outbid Draculord's 1).
TEST(Rule_G8, DeactivatedTreasureIgnoredAndBeneathHidden) {
  Scenario sc = board("classic", {"BM005", "BM001"});  // Cerebellus (mage) 650, Draculord (cleric) 900
  sc.set_dungeon(0, {"BM016", "BM009", "BM018"});
  sc.stack_on(0, 1, "BM015");             // stack 1: Dark Altar under Goblin Armory (fighter x2)
  sc.set_dungeon(1, {"BM015", "BM016"});  // fighter 3
  sc.set_hand(0, {"BM046"});
  sc.set_town({"BM062", "BM056"});  // Boden (fighter), Nick (cleric)
  start_p0_build_turn(sc);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM015"}});
  EXPECT_TRUE(sc.saw("deactivated", {{"card", "BM015"}, {"player", 0}}));
  sc.finish_round(1);  // start_* plays round 1
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 1}, {"value", 3}}));
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM056"}, {"player", 1}, {"value", 1}}));
}

// G-8: a deactivated room deals no damage and its ability is off (Goblin Armory's +1 for
// adjacent monster rooms): damage 2, 0, 3 instead of 3, 1, 4.
TEST(Rule_G8, DeactivatedRoomDealsNoDamageAbilityOff) {
  Scenario sc = board("classic", {"BM005", "BM001"});
  sc.set_dungeon(0, {"BM016", "BM015", "BM018"});
  sc.set_hand(0, {"BM046"});
  sc.add_entrance(0, "BM081");  // Katelyn: 11 health
  start_p0_build_turn(sc);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM015"}});
  sc.finish_round(1);  // start_* plays round 1
  EXPECT_EQ(sc.damage_to("BM081"), (std::vector<int>{2, 0, 3}));
}

// G-8: a deactivated room is an empty space for adjacency: the trap after it is not "the
// next room" of Dizzygas Hallway, so it gets no +2.
TEST(Rule_G8, DeactivatedRoomIsAnEmptySpaceForAdjacency) {
  Scenario sc = board("classic", {"BM005", "BM001"});
  sc.set_dungeon(0, {"BM029", "BM028", "BM030"});  // three 1-damage traps
  sc.set_hand(0, {"BM046"});
  sc.add_entrance(0, "BM081");
  start_p0_build_turn(sc);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM028"}});
  sc.finish_round(1);  // start_* plays round 1
  EXPECT_EQ(sc.damage_to("BM081"), (std::vector<int>{1, 0, 1}));
}

// G-8: a deactivated room can be neither built upon nor destroyed.
TEST(Rule_G8, DeactivatedRoomCannotBeBuiltOnOrDestroyed) {
  Scenario sc = board("classic", {"BM005", "BM001"});
  sc.set_dungeon(0, {"BM009", "BM032", "BM010"});
  sc.set_hand(0, {"BM046", "BM016"});
  start_p0_build_turn(sc);
  ASSERT_TRUE(sc.can(build("BM016", 0)));
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM009"}});
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  EXPECT_FALSE(sc.can(build("BM016", 0)));
  EXPECT_TRUE(sc.can(build("BM016", 2)));
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM032"}, {"stack", 1}, {"stack2", 0}}));
  EXPECT_TRUE(sc.can({{"type", "activate"}, {"card", "BM032"}, {"stack", 1}, {"stack2", 2}}));
}

// G-8: a deactivated room is not counted by room-count effects (Exhaustion: X = 2 of 3).
TEST(Rule_G8, DeactivatedRoomNotCounted) {
  Scenario sc = board("classic", {"BM005", "BM001"});
  sc.set_dungeon(0, {"BM016", "BM010", "BM009"});
  sc.set_hand(0, {"BM046", "BM044"});
  sc.add_entrance(0, "BM081");
  start_p0_build_turn(sc);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 2}, {"target_player", 0}, {"target", "BM009"}});
  const json exhaustion = {{"type", "cast"}, {"card", "BM044"}, {"target_player", 0}, {"target", "BM081"}};
  sc.pass_until([&](const Scenario& x) { return x.can(exhaustion); });
  sc.act(exhaustion);
  ASSERT_GE(sc.damage_to("BM081").size(), 2u);
  EXPECT_EQ(sc.damage_to("BM081")[1], 2);
}

// G-9 with G-8: the boss cannot be deactivated: Freeze never targets it.
TEST(Rule_G9, BossCannotBeDeactivated) {
  Scenario sc = board("classic", {"BM005", "BM001"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_hand(0, {"BM046"});
  start_p0_build_turn(sc);
  int freezes = 0;
  for (const auto& j : sc.legal_json())
    if (j["type"] == "cast" && j["card"] == "BM046") {
      ++freezes;
      EXPECT_EQ(j["target"], "BM016");
    }
  EXPECT_EQ(freezes, 1);
}

// ---------------------------------------------------------------------------- G-10

// G-10: Level Up triggers at the end of the build phase in which the dungeon first has five
// visible rooms, after the reveal and before that room's own on-build effect.
TEST(Rule_G10, LevelUpAfterRevealBeforeOnBuild) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM022"});  // Dark Laboratory
  sc.set_town({"BM056"});     // Gorgona's Level Up: kill a hero in town
  sc.start_build();
  const int from = event_count(sc);
  sc.act(build("BM022", "new"));
  EXPECT_FALSE(sc.saw("level_up"));  // still face down: not before the reveal
  EXPECT_FALSE(sc.s.players[0].leveled_up);
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  const int built = find_event(sc, "room_built", {{"card", "BM022"}});
  const int level = find_event(sc, "level_up", {{"player", 0}});
  ASSERT_GE(built, 0);
  EXPECT_GT(level, built);
  // The pending choice is Gorgona's (a hero in town); Dark Laboratory has drawn nothing yet.
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM056"}}));
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from), 0);
  sc.act({{"type", "choose"}, {"card", "BM056"}});
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from), 2);  // now Dark Laboratory
}

// G-10: building on top of a room with four stacks is not a fifth room.
TEST(Rule_G10, NoLevelUpWithFourStacks) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM009"});
  sc.start_build();
  sc.act(build("BM009", 0));
  finish_phase(sc);
  EXPECT_FALSE(sc.saw("level_up"));
}

// G-10: once per game: dropping back to four rooms and building a fifth again does nothing.
TEST(Rule_G10, OncePerGame) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM030", "BM010", "BM011", "BM012"});
  sc.set_hand(0, {"BM009", "BM016"});
  sc.start_build();
  const int round = sc.s.round;
  sc.act(build("BM009", "new"));
  finish_phase(sc);
  ASSERT_EQ(count_events(sc, "level_up", {{"player", 0}}), 1);
  sc.pass_until([round](const Scenario& x) {
    return x.s.round > round && x.decision() == DecisionKind::build && x.to_move() == 0;
  });
  ASSERT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM009", "BM030", "BM010", "BM011", "BM012"}));
  sc.act({{"type", "activate"}, {"card", "BM030"}, {"stack", 1}});
  ASSERT_EQ(sc.dungeon_ids(0).size(), 4u);
  sc.act(build("BM016", "new"));
  finish_phase(sc);
  EXPECT_EQ(sc.dungeon_ids(0).size(), 5u);
  EXPECT_EQ(count_events(sc, "level_up", {{"player", 0}}), 1);
}

// ---------------------------------------------------------------------------- C-8, C-12

namespace {
// Seats: Robobo 400, Draculord 900, Cerebellus 650 -> build order 1, 2, 0. Every player holds
// a room and Freeze (a build/adventure spell with targets), so every window is offered.
std::vector<Seen> c8_sequence(bool active_only) {
  Ruleset r = preset("classic");
  r.build_spells_active_only = active_only;
  Scenario sc = board(r, {"BM004", "BM001", "BM005"});
  for (int p = 0; p < 3; ++p) {
    sc.set_dungeon(p, {"BM009"});
    sc.set_hand(p, {"BM016", "BM046"});
  }
  sc.start_build();
  std::vector<Seen> seq;
  const int round = sc.s.round;
  while (sc.s.phase == Phase::build && sc.s.round == round && !sc.s.over) {
    seq.push_back(Seen{sc.decision(), sc.to_move(), sc.s.phase});
    if (sc.decision() == DecisionKind::build) sc.act(build("BM016", "new"));
    else sc.act({{"type", "pass"}});
  }
  EXPECT_EQ(count_events(sc, "room_built"), 3);
  return seq;
}
Seen B(int p) { return Seen{DecisionKind::build, p, Phase::build}; }
Seen W(int p) { return Seen{DecisionKind::window, p, Phase::build}; }
}  // namespace

// C-8 (seed 001:256): build in decreasing XP order; after each build turn, build spells by
// the active player first, then the others in decreasing XP order; then the reveal.
TEST(Rule_C8, BuildTurnsThenWindowsActiveFirst) {
  const auto seq = c8_sequence(false);
  EXPECT_EQ(seq, (std::vector<Seen>{B(1), W(1), W(2), W(0), B(2), W(2), W(1), W(0), B(0), W(0), W(1), W(2)}));
}

// C-8 seed 003:103 reading (`build_spells: active_only`): only the active player may.
TEST(Rule_C8, ActiveOnlyBuildSpellsReading) {
  const auto seq = c8_sequence(true);
  EXPECT_EQ(seq, (std::vector<Seen>{B(1), W(1), B(2), W(2), B(0), W(0)}));
  EXPECT_TRUE(preset("classic-es").build_spells_active_only);
  EXPECT_FALSE(preset("classic").build_spells_active_only);
}

// C-12: the active player plays before the others even with less XP: when Robobo (400)
// builds, its window comes before Draculord's (900).
TEST(Rule_C12, ActivePlayerFirstEvenWithLessXp) {
  const auto seq = c8_sequence(false);
  auto at = [&](const Seen& s) { return std::find(seq.begin(), seq.end(), s) - seq.begin(); };
  const auto b0 = at(B(0));
  ASSERT_LT(b0 + 3, static_cast<long>(seq.size()));
  EXPECT_EQ(seq[static_cast<std::size_t>(b0 + 1)], W(0));
  EXPECT_EQ(seq[static_cast<std::size_t>(b0 + 2)], W(1));
}

// C-8: on-build effects resolve in decreasing XP order after the reveal.
TEST(Rule_C8, OnBuildInDecreasingXp) {
  Scenario sc = board("classic", {"BM004", "BM001"});  // 400, 900
  sc.set_hand(0, {"BM022"});
  sc.set_hand(1, {"BM022"});
  sc.start_build();
  const int from = event_count(sc);
  sc.act(build("BM022", "new"));  // seat 1 first
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::build; });
  sc.act(build("BM022", "new"));
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_EQ(sc.to_move(), 1);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 1}}, from), 2);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from), 0);
}

// ---------------------------------------------------------------------------- the build list

// G-4 with the log's card names (docs/log-format.md: a card by its design): two copies of a room
// in hand are one choice per stack, wherever they sit in the hand. The engine keeps a hand sorted,
// which puts copies side by side; here the copies are parted by hand, and the list must still
// offer each design once per stack (the list gets no merge of copies after it: build_actions).
TEST(Rule_G4, CopiesOfARoomAreOneBuildPerStackWhereverTheySitInHand) {
  Scenario sc = build_setup();
  sc.set_dungeon(0, {"BM011"});
  sc.set_hand(0, {"BM009", "BM010"});
  sc.add_to_hand(0, "BM009");  // the second copy of Dark Altar (BM009, 3 copies in the set)
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  auto& hand = sc.s.players[0].hand;
  ASSERT_EQ(hand.size(), 3u);
  std::swap(hand[1], hand[2]);  // Dark Altar, Open Grave, Dark Altar
  forget_derived(sc.s);
  int altar_new = 0, altar_on_0 = 0, grave_new = 0;
  for (const Action& a : sc.legal()) {
    if (a.type != ActionType::build) continue;
    const std::string id = sc.cards.id_of(a.card);
    if (id == "BM009" && a.slot == kNewStack) ++altar_new;
    if (id == "BM009" && a.slot == 0) ++altar_on_0;
    if (id == "BM010" && a.slot == kNewStack) ++grave_new;
  }
  EXPECT_EQ(altar_new, 1);
  EXPECT_EQ(altar_on_0, 1);
  EXPECT_EQ(grave_new, 1);
}
