// Minions and the city board's action spaces: S-BOARD-2..5 (one minion per space, covered
// spaces IP-12 both readings, summon only with a hero), S-BOARD-3 effects (treasure until end
// of round, summon with its health token IP-11, Temple, Stadium, Library, Hideout),
// S-MINION-1. Expected values come from the digest and docs/research/super-solo-notes.md
// section 3, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Two players, no heroes left to arrive, stopped at seat 0's minion placement of this round.
Scenario at_placement(const Ruleset& r) {
  auto sc = super_board(r, {"BM001", "BM003"});
  return sc;
}

void to_placement(Scenario& sc) {
  sc.empty_hero_decks();
  sc.start_city();
  ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
  sc.act({{"type", "market_pick"}, {"card", legal_of(sc, "market_pick").front()["card"]}});
  ASSERT_EQ(sc.decision(), DecisionKind::place_minion);
}

std::vector<std::string> spaces_offered(const Scenario& sc) {
  std::vector<std::string> out;
  for (const auto& j : legal_of(sc, "place_minion")) out.push_back(j.value("space", std::string("?")));
  return out;
}

bool offered(const Scenario& sc, const std::string& space) {
  const auto v = spaces_offered(sc);
  return std::find(v.begin(), v.end(), space) != v.end();
}

}  // namespace

// S-BOARD-2/3: with no hero on any landmark, every treasure and effect space is open and no
// summon space is (a summon space needs a hero there).
TEST(SuperMinion, EmptyLandmarksOfferNoSummon_S_BOARD_3) {
  auto sc = at_placement(preset("super"));
  to_placement(sc);
  EXPECT_EQ(sorted(spaces_offered(sc)),
            sorted(ids_of({"temple.treasure", "temple.market_card", "stadium.treasure", "stadium.draw_room",
                           "library.treasure", "library.draw_spell_discard_spell", "hideout.treasure",
                           "hideout.temporary_damage"})));
}

// S-BOARD-5: one minion per action space: the space the first player took is not offered to
// the next player.
TEST(SuperMinion, OneMinionPerSpace_S_BOARD_5) {
  auto sc = at_placement(preset("super"));
  to_placement(sc);
  sc.act(minion_on("hideout.treasure"));
  ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
  EXPECT_EQ(sc.to_move(), 1);
  sc.act({{"type", "market_pick"}, {"card", legal_of(sc, "market_pick").front()["card"]}});
  ASSERT_EQ(sc.decision(), DecisionKind::place_minion);
  EXPECT_FALSE(offered(sc, "hideout.treasure"));
  EXPECT_TRUE(offered(sc, "temple.treasure"));
  EXPECT_FALSE(sc.can(minion_on("hideout.treasure")));
}

// S-BOARD-4 / IP-12 whole_landmark (default): a hero on the Stadium covers its treasure and
// room-draw spaces; its summon space opens. The Library, empty, offers no summon.
TEST(SuperMinion, LandmarkHeroCoversSpaces_IP_12_WholeLandmark) {
  auto sc = at_placement(preset("super"));
  sc.set_landmark("stadium", {kFighter4});
  to_placement(sc);
  EXPECT_FALSE(offered(sc, "stadium.treasure"));
  EXPECT_FALSE(offered(sc, "stadium.draw_room"));
  EXPECT_TRUE(offered(sc, "stadium.summon"));
  EXPECT_FALSE(offered(sc, "library.summon"));
  EXPECT_FALSE(offered(sc, "tavern.summon"));
  EXPECT_TRUE(offered(sc, "temple.treasure"));
}

// IP-12 none: a landmark hero covers nothing; the summon space still needs the hero.
TEST(SuperMinion, LandmarkHeroCoversNothing_IP_12_None) {
  Ruleset r = preset("super");
  r.landmark_cover_none = true;
  auto sc = at_placement(r);
  sc.set_landmark("stadium", {kFighter4});
  to_placement(sc);
  EXPECT_TRUE(offered(sc, "stadium.treasure"));
  EXPECT_TRUE(offered(sc, "stadium.draw_room"));
  EXPECT_TRUE(offered(sc, "stadium.summon"));
  EXPECT_FALSE(offered(sc, "library.summon"));
}

// S-BOARD-3 / S-CITY-4 (Q11 default minion_optional false): the minion must be placed: no
// "pass" in the placement decision.
TEST(SuperMinion, MinionPlacementIsMandatory_S_CITY_4) {
  auto sc = at_placement(preset("super"));
  to_placement(sc);
  for (const auto& j : sc.legal_json()) EXPECT_EQ(j["type"], "place_minion") << j.dump();
}

// S-BOARD-3 summon (Tavern): the summoner chooses any dungeon; only the Tavern's top hero goes,
// with the Tavern's lowering health token (IP-11 board default -2). Outcome: Boden (4 health)
// summoned into seat 1's dungeon has 2 health and dies in the 2-damage Specter's Sanctum (a soul for
// seat 1), where without the token he would have reached the boss.
TEST(SuperMinion, TavernSummonTopHeroMinusTwo_S_BOARD_3_IP_11) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_landmark("tavern", {kFighter8, kFighter4});  // Boden on top
  sc.set_dungeon(1, {"BM011"});                       // Specter's Sanctum, 2 damage
  sc.set_minion(0, "tavern.summon");
  sc.set_minion(1, "temple.treasure");
  sc.start_minion_phase();
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  ASSERT_EQ(sc.to_move(), 0);
  // Any dungeon, the summoner's own included.
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"target_player", 0}}));
  sc.act({{"type", "choose"}, {"target_player", 1}});
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({kFighter8}));
  // The summon event must carry the token value, -2 (S-TOK-3).
  EXPECT_TRUE(sc.saw("summon", {{"player", 1}, {"card", kFighter4}, {"landmark", "tavern"}, {"health_token", -2}}))
      << "a negative token is an integer in the event, not \"new\" or absent";
  sc.finish_round(sc.s.round);
  EXPECT_EQ(sc.score_ids(1, true), ids_of({kFighter4})) << "2 damage >= 4 - 2 health (IP-3 at_least)";
  EXPECT_EQ(sc.wounds(1), 0);
}

// S-BOARD-3 summon (Stadium): +2 health (002:978). Boden (4 health) summoned into the
// summoner's own dungeon of 2 + 2 damage survives (4 < 6) and wounds the boss.
TEST(SuperMinion, StadiumSummonPlusTwo_S_BOARD_3_IP_11) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_landmark("stadium", {kFighter4});
  sc.set_dungeon(0, {"BM011", "BM011"});  // 2 + 2 damage
  sc.set_minion(0, "stadium.summon");
  sc.set_minion(1, "temple.treasure");
  sc.start_minion_phase();
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  sc.act({{"type", "choose"}, {"target_player", 0}});  // the game runs on to the next decision
  EXPECT_TRUE(sc.landmark_heroes("stadium").empty());
  EXPECT_TRUE(sc.saw("summon", {{"player", 0}, {"card", kFighter4}, {"landmark", "stadium"}, {"health_token", 2}}));
  sc.finish_round(sc.s.round);
  EXPECT_EQ(sc.damage_to(kFighter4), (std::vector<int>{2, 2}));
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter4})) << "4 damage < 6 health: reaches the boss";
}

// S-BOARD-3 summon (Hideout): +2 health (002:978), like the Stadium.
TEST(SuperMinion, HideoutSummonPlusTwo_S_BOARD_3_IP_11) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_landmark("hideout", {kThief4});
  sc.set_minion(0, "hideout.summon");
  sc.set_minion(1, "temple.treasure");
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  sc.act({{"type", "choose"}, {"target_player", 1}});
  EXPECT_EQ(entrance_bonus(sc, 1, kThief4), 2);
}

// IP-11: the Temple's summon token is not in the text; the ruleset's summon_health overrides
// the board's value. Outcome: Boden (4 health) summoned into 2 + 2 damage dies with a 0 token
// and survives with +2. The super-literal preset declares +2 on the Temple (its description).
TEST(SuperMinion, TempleSummonTokenOverride_IP_11) {
  struct Case {
    std::string preset;
    int temple;  // Ruleset::kBoardValue: keep the preset's value
    bool survives;
  };
  const std::vector<Case> cases = {
      {"super", 0, false}, {"super", 2, true}, {"super-literal", Ruleset::kBoardValue, true}};
  for (const auto& cs : cases) {
    SCOPED_TRACE(cs.preset + " " + std::to_string(cs.temple));
    Ruleset r = preset(cs.preset);
    if (cs.temple != Ruleset::kBoardValue) r.summon_health[0] = cs.temple;  // temple
    auto sc = super_board(r, {"BM001", "BM003"});
    sc.set_landmark("temple", {kFighter4});
    sc.set_dungeon(0, {"BM011", "BM011"});  // 2 + 2 damage
    sc.set_minion(0, "temple.summon");
    sc.set_minion(1, "stadium.treasure");
    sc.start_minion_phase();
    ASSERT_EQ(sc.decision(), DecisionKind::choose);
    sc.act({{"type", "choose"}, {"target_player", 0}});
    sc.finish_round(sc.s.round);
    EXPECT_EQ(sc.score_ids(0, !cs.survives), ids_of({kFighter4}));
  }
}

// S-BOARD-3 treasure space: the boss gains the landmark's icon for bait this round. Neither
// boss has thief treasure; the minion on the Hideout's treasure space lures the thief.
TEST(SuperMinion, TreasureSpaceCountsForBait_S_BOARD_3) {
  auto sc = super_board("super", {"BM004", "BM003"});  // fighter bosses
  sc.set_city({kThief4});
  sc.set_minion(0, "hideout.treasure");
  sc.set_minion(1, "temple.treasure");
  ASSERT_EQ(treasure_of(sc, 0, kThief), 0);
  run_then_pause(sc, {TaskKind::minion_phase, TaskKind::bait}, Phase::build);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(treasure_of(sc, 0, kThief), 1);
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kThief4}));
  EXPECT_TRUE(sc.town_ids().empty());
}

// S-BOARD-3 / S-END-1: the treasure-space icon lasts until the end of the round; the minions go
// home. In the next round a thief finds no thief treasure and stays in the city.
TEST(SuperMinion, TreasureSpaceExpiresAtEndOfRound_S_END_1) {
  auto sc = super_board("super", {"BM004", "BM003"});
  sc.set_city({kThief4});
  sc.set_minion(0, "hideout.treasure");
  sc.set_minion(1, "temple.treasure");
  const int r = sc.s.round;
  sc.start_minion_phase();
  autoplay_round(sc, r);
  ASSERT_FALSE(sc.s.over);
  EXPECT_TRUE(sc.saw("bait", {{"player", 0}, {"card", kThief4}}));
  EXPECT_TRUE(sc.saw("minion_home", {{"player", 0}}));
  EXPECT_EQ(sc.s.players[0].minion, kMinionHome);
  EXPECT_EQ(treasure_of(sc, 0, kThief), 0);
  sc.clear_board();
  sc.set_city({kThief6});
  run_then_pause(sc, {TaskKind::bait}, Phase::minion);
  EXPECT_EQ(sc.town_ids(), ids_of({kThief6}));
}

// S-BOARD-3 Temple: the minion takes one card left in the market (here the only one), so
// nothing is left to discard.
TEST(SuperMinion, TempleTakesMarketCard_S_BOARD_3) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_market({"BM046"});
  sc.set_minion(0, "temple.market_card");
  sc.set_minion(1, "stadium.treasure");
  const int from = event_count(sc);
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  sc.act({{"type", "choose"}, {"card", "BM046"}});
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM046"}));
  EXPECT_TRUE(sc.s.market.empty());
  EXPECT_EQ(count_events(sc, "market_discard", json::object(), from), 0);
}

// SO-3: in solo 2 cards are left; the Temple still yields only one, the other is discarded.
TEST(SoloMinion, TempleYieldsOneOfTwo_SO_3) {
  auto sc = super_board("solo", {"BM001"});
  sc.set_market({"BM046", "BM015"});
  sc.set_minion(0, "temple.market_card");
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_EQ(sc.legal().size(), 2u);
  sc.act({{"type", "choose"}, {"card", "BM015"}});
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM015"}));
  EXPECT_TRUE(sc.s.market.empty());
  EXPECT_TRUE(sc.saw("market_discard", {{"card", "BM046"}}));
}

// S-BOARD-3 Stadium: draw the top room of the room deck.
TEST(SuperMinion, StadiumDrawsRoom_S_BOARD_3) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.deck_top("BM018");
  sc.set_minion(0, "stadium.draw_room");
  sc.set_minion(1, "temple.treasure");
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_TRUE(paused(sc));
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM018"}));
}

// S-BOARD-3 Library: draw the top spell, then discard one spell, which may be the new one.
TEST(SuperMinion, LibraryDrawsThenDiscardsSpell_S_BOARD_3) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_hand(0, {"BM046", "BM009"});
  sc.deck_top("BM043");
  sc.set_minion(0, "library.draw_spell_discard_spell");
  sc.set_minion(1, "temple.treasure");
  run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  std::vector<std::string> choices;
  for (const auto& j : sc.legal_json()) choices.push_back(j.value("card", std::string("-")));
  EXPECT_EQ(sorted(choices), ids_of({"BM043", "BM046"})) << "spells only; the drawn one too";
  sc.act({{"type", "choose"}, {"card", "BM043"}});
  EXPECT_EQ(sorted(sc.hand_ids(0)), ids_of({"BM009", "BM046"}));
  EXPECT_NE(std::find(sc.s.discard.begin(), sc.s.discard.end(), sc.card("BM043")), sc.s.discard.end());
}

// S-BOARD-3 Hideout: the last room of the dungeon (the one next to the boss) deals +2 damage
// until the end of the round, not tokens. Johnny (8 health) takes 2, then 2 + 2.
TEST(SuperMinion, HideoutLastRoomPlusTwoThisRound_S_BOARD_3) {
  auto sc = super_board("super", {"BM001", "BM003"});
  sc.set_dungeon(0, {"BM011", "BM011"});  // 2 and 2 damage; stack 1 is the last room
  sc.add_entrance(0, kFighter8);
  sc.set_minion(0, "hideout.temporary_damage");
  sc.set_minion(1, "temple.treasure");
  const int r = sc.s.round;
  sc.start_minion_phase();
  autoplay_round(sc, r);
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{2, 4}));
  EXPECT_EQ(sc.s.players[0].dungeon[1].tokens, 0) << "S-TOK-2: temporary damage, not tokens";
  // Next round: the +2 is gone.
  ASSERT_FALSE(sc.s.over);
  sc.add_entrance(0, kMage8);
  sc.start_adventure();
  EXPECT_EQ(sc.damage_to(kMage8), (std::vector<int>{2, 2}));
}

// S-BOARD-3 summon (Q11: the summon is mandatory once placed; placement can be forced): with
// every typed landmark holding a hero (IP-12 whole_landmark) only summon spaces are left.
TEST(SuperMinion, FullLandmarksLeaveOnlySummons_S_BOARD_4) {
  auto sc = at_placement(preset("super"));
  sc.set_landmark("temple", {kCleric4});
  sc.set_landmark("stadium", {kFighter4});
  sc.set_landmark("library", {kMage4});
  sc.set_landmark("hideout", {kThief4});
  to_placement(sc);
  EXPECT_EQ(sorted(spaces_offered(sc)),
            sorted(ids_of({"temple.summon", "stadium.summon", "library.summon", "hideout.summon"})));
}
