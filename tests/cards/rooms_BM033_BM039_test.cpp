// Classic multi-treasure rooms BM033..BM039: Centipede Tunnel, Construction Zone, Dragon
// Hatchery, Mimic Vault, Monstrous Monument, Torture Chamber, Zombie Prison. Expected values
// come from the rules digest and the card facts (classic.json), never from engine output.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// ------------------------------------------------------------------------------ BM033
// BM033 Centipede Tunnel: on build, may swap the positions of two rooms in any ONE dungeon;
// G-6: a move takes the whole stack.
TEST(Card_BM033_CentipedeTunnel, SwapsTwoStacksInAnOpponentsDungeon) {
  Scenario sc = two_players(61);
  sc.set_dungeon(1, {"BM016", "BM027", "BM029"});
  sc.stack_on(1, 0, "BM018");  // stack 0: Golem Factory under Neanderthal Cave
  sc.set_hand(0, {"BM033"});
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM033"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));  // "may"
  sc.act({{"type", "choose"}, {"target_player", 1}, {"stack", 0}, {"stack2", 2}});
  EXPECT_TRUE(sc.saw("swapped", {{"player", 1}, {"stack", 0}, {"stack2", 2}}));
  EXPECT_EQ(sc.dungeon_ids(1), (Ids{"BM029", "BM027", "BM018"}));
  const auto& moved = sc.s.players[1].dungeon[2].cards;
  ASSERT_EQ(moved.size(), 2u);
  EXPECT_EQ(sc.cards.id_of(moved[0]), "BM016");  // still beneath the Cave
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM033"});
}

// BM033: "any one dungeon" includes your own; "may": declining changes nothing.
TEST(Card_BM033_CentipedeTunnel, SwapsInYourOwnDungeonOrDeclines) {
  for (bool swap : {true, false}) {
    Scenario sc = two_players(61);
    sc.set_dungeon(0, {"BM016", "BM018"});
    sc.set_hand(0, {"BM033"});
    sc.start_build();
    when_legal(sc, {{"type", "build"}, {"card", "BM033"}, {"stack", "new"}});
    sc.pass_until(choosing);
    ASSERT_TRUE(choosing(sc));
    if (swap) sc.act({{"type", "choose"}, {"target_player", 0}, {"stack", 0}, {"stack2", 2}});
    else sc.act({{"type", "decline"}});
    EXPECT_EQ(sc.dungeon_ids(0), swap ? (Ids{"BM018", "BM016", "BM033"}) : (Ids{"BM033", "BM016", "BM018"}));
    EXPECT_EQ(sc.saw("swapped"), swap);
  }
}

// ------------------------------------------------------------------------------ BM034
// BM034 Construction Zone: on build, may immediately build one more room, face up and built at
// once (its placement still follows G-2/G-3).
TEST(Card_BM034_ConstructionZone, BuildsOneMoreRoomAtOnce) {
  Scenario sc = two_players(62);
  sc.set_dungeon(0, {"BM016"});
  sc.set_hand(0, {"BM034", "BM018", "BM025"});
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM034"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM034", "BM016"}));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));
  // G-3: All-Seeing Eye (advanced, mage) goes only on a room sharing a treasure type; Zone
  // (fighter/thief) and Golem (fighter) share none, and an advanced room never starts a stack.
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM025"}, {"stack", 0}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM025"}, {"stack", 1}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM025"}, {"stack", "new"}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM018"}, {"stack", 0}}));  // ordinary: on any room
  sc.act({{"type", "choose"}, {"card", "BM018"}, {"stack", "new"}});
  EXPECT_TRUE(sc.saw("room_built", {{"player", 0}, {"card", "BM018"}}));
  EXPECT_FALSE(choosing(sc));  // one extra room only
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM018", "BM034", "BM016"}));
  sc.check_conservation();
}

// G-10: when the extra room is the fifth, Level Up triggers (once) before that room's own
// on-build effect. Seat 0 Gorgona (500 XP, Level Up: kill a hero in town), seat 1 Robobo.
TEST(Card_BM034_ConstructionZone, FifthRoomLevelsUpBeforeItsOnBuild) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 62);
  sc.set_dungeon(0, {"BM016", "BM018", "BM021"});
  sc.set_hand(0, {"BM034", "BM022"});  // Zone (4th room), Dark Laboratory (5th, on-build draws)
  sc.set_town({"BM056"});
  sc.deck_top("BM041");
  sc.deck_top("BM047");
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM034"}, {"stack", "new"}});
  sc.pass_until(choosing);
  EXPECT_FALSE(sc.saw("level_up"));  // four rooms: no Level Up yet
  sc.act({{"type", "choose"}, {"card", "BM022"}, {"stack", "new"}});
  ASSERT_TRUE(choosing(sc));
  ASSERT_TRUE(sc.saw("level_up", {{"player", 0}}));
  EXPECT_TRUE(events_this_round(sc, from, "draw").empty());  // the Laboratory has not drawn yet
  sc.act({{"type", "choose"}, {"card", "BM056"}});           // Gorgona kills Nick in town
  EXPECT_EQ(sc.souls(0), 1);
  ASSERT_TRUE(choosing(sc));  // now the Laboratory: drew two spells, discard one
  sc.act({{"type", "choose"}, {"card", "BM041"}});
  const int lv = find_event(sc, "level_up", json::object(), static_cast<int>(from));
  const int lab = find_event(sc, "draw", {{"player", 0}}, static_cast<int>(from));
  ASSERT_GE(lv, 0);
  ASSERT_GE(lab, 0);
  EXPECT_LT(lv, lab);
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM022", "BM034", "BM016", "BM018", "BM021"}));
  EXPECT_EQ(sc.events_of("level_up").size(), 1u);
}

// ------------------------------------------------------------------------------ BM035
// BM035 Dragon Hatchery (monster, 0): no ability, one icon of every treasure type (G-15 counts
// each; the boss icon adds, G-9). Seat 0 Robobo (fighter), seat 1 Seducia (mage).
TEST(Card_BM035_DragonHatchery, LuresEveryClassAndDealsNoDamage) {
  Scenario sc = board("classic", {"BM004", "BM006"}, 63);
  sc.set_dungeon(0, {"BM035"});
  sc.set_town({"BM056", "BM062", "BM068", "BM074"});  // cleric, fighter, mage, thief
  sc.start_bait();
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM056"}, {"player", 0}, {"value", 1}}));
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}, {"value", 2}}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM068"}, {"tie", 1}}));  // mage 1 vs Seducia's 1
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM074"}, {"player", 0}, {"value", 1}}));
  EXPECT_EQ(sc.damage_to("BM056"), std::vector<int>{0});
  EXPECT_EQ(sc.wounds(0), 3);  // three ordinary heroes reached the boss
  EXPECT_EQ(sc.souls(0), 0);
}

// ------------------------------------------------------------------------------ BM036
// BM036 Mimic Vault: on build, move one ORDINARY hero from town to your entrance.
TEST(Card_BM036_MimicVault, MovesAnOrdinaryHeroFromTownToYourEntrance) {
  Scenario sc = two_players(64);
  sc.set_hand(0, {"BM036"});
  sc.set_town({"BM089", "BM062", "BM068"});  // Tempros (epic), Boden, Tieg
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM036"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM089"}}));  // epic: not allowed
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM062"}}));
  sc.act({{"type", "choose"}, {"card", "BM068"}});
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"player", 0}, {"card", "BM068"}}));
  EXPECT_FALSE(sc.saw("bait", {{"card", "BM068"}}));  // it left town before the bait
  // G-14: it entered the entrance first, so it is the first hero into the dungeon.
  const auto entered = sc.events_of("enters_room");
  ASSERT_FALSE(entered.empty());
  EXPECT_EQ(entered.front()["card"], "BM068");
}

// BM036 "ordinary" hero only (G-21): an epic in town is never moved.
TEST(Card_BM036_MimicVault, OnlyEpicHeroesInTownDoNothing) {
  Scenario sc = two_players(64);
  sc.set_hand(0, {"BM036"});
  sc.set_town({"BM089"});
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM036"}, {"stack", "new"}});
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.phase != bm::Phase::build || s.s.round != 1; });
  EXPECT_FALSE(choosing(sc));
  EXPECT_FALSE(sc.saw("hero_to_entrance"));
}

// ------------------------------------------------------------------------------ BM037
// BM037 Monstrous Monument: on build, take a MONSTER room from the discard pile into hand.
TEST(Card_BM037_MonstrousMonument, TakesAMonsterRoomFromTheDiscard) {
  Scenario sc = two_players(65);
  sc.set_hand(0, {"BM037"});
  sc.to_discard("BM016");  // monster
  sc.to_discard("BM027");  // trap
  sc.to_discard("BM046");  // spell
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM037"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM027"}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM046"}}));
  sc.act({{"type", "choose"}, {"card", "BM016"}});
  EXPECT_TRUE(sc.saw("take_card", {{"player", 0}, {"card", "BM016"}}));
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM027", "BM046"}));
}

// BM037: with no Monster Room in the discard pile there is nothing to take.
TEST(Card_BM037_MonstrousMonument, NoMonsterInTheDiscardNothingHappens) {
  Scenario sc = two_players(65);
  sc.set_hand(0, {"BM037"});
  sc.to_discard("BM027");
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM037"}, {"stack", "new"}});
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.phase != bm::Phase::build || s.s.round != 1; });
  EXPECT_FALSE(choosing(sc));
  EXPECT_FALSE(sc.saw("take_card"));
  EXPECT_EQ(sorted(sc.discard_ids()), Ids{"BM027"});
}

// ------------------------------------------------------------------------------ BM038
// BM038 Torture Chamber: destroy this room: a CHOSEN opponent discards a random ROOM card.
TEST(Card_BM038_TortureChamber, ChosenOpponentDiscardsARandomRoom) {
  Scenario sc = board("classic", {"BM004", "BM008", "BM006"}, 66);
  sc.set_dungeon(0, {"BM038"});
  sc.set_hand(1, {"BM016", "BM046"});  // one room (the only possible pick), one spell
  sc.set_hand(2, {"BM018", "BM047"});
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM038"}, {"stack", 0}, {"target_player", 1}});
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM038"}}));
  const auto discards = events_this_round(sc, from, "discard");
  ASSERT_EQ(discards.size(), 1u);
  EXPECT_EQ(discards[0], (json{{"e", "discard"}, {"player", 1}, {"card", "BM016"}, {"by", 0}}));
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM016", "BM038"}));
  sc.check_conservation();
}

// BM038 makes the opponent discard a ROOM: a hand of spells loses nothing.
TEST(Card_BM038_TortureChamber, SpellsAreNeverDiscarded) {
  Scenario sc = two_players(66);
  sc.set_dungeon(0, {"BM038"});
  sc.set_hand(1, {"BM046", "BM047"});
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM038"}, {"stack", 0}, {"target_player", 1}});
  EXPECT_TRUE(events_this_round(sc, from, "discard").empty());
  EXPECT_EQ(sorted(sc.hand_ids(1)), (Ids{"BM046", "BM047"}));
}

// ------------------------------------------------------------------------------ BM039
// BM039 Zombie Prison: destroy this room: a DEAD hero (a soul, face down) from an OPPONENT's
// scoring area goes back to that opponent's entrance; it runs their dungeon in the adventure.
TEST(Card_BM039_ZombiePrison, DeadHeroBackToTheOpponentsEntrance) {
  Scenario sc = two_players(67);
  sc.set_dungeon(0, {"BM039"});
  sc.set_dungeon(1, {"BM016"});     // Golem Factory, 2 damage
  sc.add_score(1, "BM060", true);   // Delatorious (8 health): a soul of seat 1
  sc.add_score(1, "BM062", false);  // Boden: a wound of seat 1
  sc.add_score(0, "BM056", true);   // Nick: seat 0's own soul
  sc.start_build();
  const json prison = {
      {"type", "activate"}, {"card", "BM039"}, {"stack", 0}, {"target_player", 1}, {"target", "BM060"}};
  sc.pass_until([&](const Scenario& s) { return s.can(prison); });
  EXPECT_FALSE(
      sc.can({{"type", "activate"}, {"card", "BM039"}, {"stack", 0}, {"target_player", 1}, {"target", "BM062"}}));
  EXPECT_FALSE(
      sc.can({{"type", "activate"}, {"card", "BM039"}, {"stack", 0}, {"target_player", 0}, {"target", "BM056"}}));
  sc.act(prison);
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", "BM039"}}));
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"player", 1}, {"card", "BM060"}, {"by", 0}}));
  EXPECT_EQ(sc.souls(1), 0);
  EXPECT_EQ(sc.entrance_ids(1), Ids{"BM060"});
  finish_phase(sc, bm::Phase::build);
  finish_phase(sc, bm::Phase::adventure);
  // 2 damage < 8 health: it reaches seat 1's boss, a second wound.
  EXPECT_TRUE(sc.saw("hero_wounds", {{"player", 1}, {"card", "BM060"}}));
  EXPECT_EQ(sc.wounds(1), 2);
  EXPECT_EQ(sc.souls(0), 1);
}

// ------------------------------------------------------------------- BM038, BM039 in solo (SO-5)
// SO-5 (rulebook 000 l. 624, rulebook 002 l. 1120-1124): a room action that affects other players
// may still be used in solo, and does nothing to the absent players. The cost is paid: the room is
// destroyed (G-7), which uncovers the room beneath and triggers a Recycling Center (BM031).
namespace {

// Solo, Cerebellus: stack 0 = Golem Factory (BM016) covered by `room`, stack 1 = Recycling Center
// (BM031) on Dizzygas Hallway. The room deck's top two are Neanderthal Cave (BM018), then Dragon
// Hatchery (BM035).
Scenario solo_action_room(const std::string& room) {
  Scenario sc = super_board("solo", {"BM005"}, 11);
  sc.set_dungeon(0, {"BM016", "BM029"});
  sc.stack_on(0, 1, "BM031");  // an advanced room on a room sharing its treasure (thief, G-3)
  sc.stack_on(0, 0, room);
  sc.set_hand(0, {"BM009", "BM046"});  // a room and a spell: neither is anyone's to lose
  sc.deck_top("BM035");
  sc.deck_top("BM018");
  return sc;
}

// The activation with no target player is the only one; afterwards the room is gone, Golem
// Factory is on top again and the Recycling Center drew the two rooms; the player's own hand lost
// nothing and no card was discarded from any hand.
void expect_unaimed_action_used(Scenario& sc, const std::string& room) {
  const std::size_t from = sc.events.size();
  sc.start_build();
  const json unaimed = {{"type", "activate"}, {"card", room}, {"stack", 0}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& x) { return x.can(unaimed); }))
      << "SO-5: with no other player, the room action stays available";
  int activations = 0;
  for (const json& a : sc.legal_json()) {
    if (a.value("type", "") != "activate" || a.value("card", "") != room) continue;
    ++activations;
    EXPECT_FALSE(a.contains("target_player")) << a;
    EXPECT_FALSE(a.contains("target")) << a;
  }
  EXPECT_EQ(activations, 1);
  sc.act(unaimed);
  ASSERT_TRUE(sc.pass_until(choosing));
  sc.act({{"type", "choose"}, {"option", 1}});  // the Recycling Center's "may": yes
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 0}, {"card", room}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM016", "BM031"}));
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 2u);
  EXPECT_EQ(draws[0], (json{{"e", "draw"}, {"player", 0}, {"card", "BM018"}}));
  EXPECT_EQ(draws[1], (json{{"e", "draw"}, {"player", 0}, {"card", "BM035"}}));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM009", "BM018", "BM035", "BM046"}));
  EXPECT_TRUE(events_this_round(sc, from, "discard").empty());
  EXPECT_FALSE(sc.saw("hero_to_entrance"));
  EXPECT_EQ(sorted(sc.discard_ids()), Ids{room});
  sc.check_conservation();
}

}  // namespace

TEST(Card_BM038_TortureChamber, SoloActionUsableCostPaidNobodyDiscards_SO_5) {
  Scenario sc = solo_action_room("BM038");
  expect_unaimed_action_used(sc, "BM038");
}

// Zombie Prison aims at a soul in an opponent's scoring area; in solo the player's own souls are
// no target (the hero does not come back to their own entrance).
TEST(Card_BM039_ZombiePrison, SoloActionUsableCostPaidNoHeroReturns_SO_5) {
  Scenario sc = solo_action_room("BM039");
  sc.add_score(0, "BM056", true);  // Nick: the player's own soul
  expect_unaimed_action_used(sc, "BM039");
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_TRUE(sc.entrance_ids(0).empty());
}
