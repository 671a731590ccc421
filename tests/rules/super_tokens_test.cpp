// Damage tokens, room and boss action spaces, and the heroes no printed card of the built-in
// set exercises, on the synthetic card set (engine/cards/data/super_synthetic.json, SYN-*):
// S-BOARD-5 (own rooms only; boss after Level Up), S-BOARD-6 (a room holding a minion cannot
// be covered or destroyed; deactivated before its effect, it does nothing), S-TOK-1/2 (tokens
// add damage; building on top returns them), SO-5 (solo cap 4), IP-10 (finite supply),
// S-CITY-3 (straight to a landmark), S-COMPAT-1 (two treasure icons). Expected values come
// from the digest and docs/research/super-solo-notes.md, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

const CardSet& syn() { return builtin_synthetic_super_cards(); }

// Draculord (cleric) and King Croak (fighter) on the synthetic set.
Scenario token_duel(const Ruleset& r) { return super_board(r, {"BM001", "BM003"}, 11, &syn()); }
Scenario token_duel() { return token_duel(preset("super")); }

void pick_first_market_card(Scenario& sc) {
  ASSERT_EQ(sc.decision(), DecisionKind::market_pick);
  sc.act({{"type", "market_pick"}, {"card", legal_of(sc, "market_pick").front()["card"]}});
  ASSERT_EQ(sc.decision(), DecisionKind::place_minion);
}

int tokens_on(const Scenario& sc, int p, int slot) {
  return sc.s.players[static_cast<std::size_t>(p)].dungeon[static_cast<std::size_t>(slot)].tokens;
}

// Seat 0 places a Dark Altar (BM009) face down on its room SYN-R02, which holds 2 damage tokens;
// seat 1 holds a Kobold Strike (BM049).
void altar_over_two_tokens(Scenario& sc) {
  sc.set_dungeon(0, {"SYN-R02"});
  sc.set_tokens(0, 0, 2);
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM049"});
  sc.start_build();
  sc.act({{"type", "build"}, {"card", "BM009"}, {"stack", 0}});
}

// Seat 1 casts that Kobold Strike when it can; true once the unrevealed Altar went back (G-4).
bool kobold_returns_the_altar(Scenario& sc) {
  const json kobold = {{"type", "cast"}, {"card", "BM049"}};
  if (!sc.pass_until([&](const Scenario& x) { return x.to_move() == 1 && x.can(kobold); })) return false;
  sc.act(kobold);
  return sc.pass_until([](const Scenario& x) { return x.saw("room_returned"); });
}
}  // namespace

// S-BOARD-5 / S-TOK-1: the owner may stand the minion on the action space of their own room;
// the Token Forge's action puts 1 damage token on it in the minion phase, and the token adds 1
// damage: Johnny (8 health) takes 2 in Specter's Sanctum and 1 + 1 in the Forge.
TEST(SuperTokens, MinionOnForgeAddsTokenThatDamages_S_BOARD_5_S_TOK_1) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"BM011", "SYN-R01"});
  sc.set_dungeon(1, {"BM011"});
  sc.add_entrance(0, kFighter8);
  sc.empty_hero_decks();
  sc.start_city();
  pick_first_market_card(sc);
  ASSERT_TRUE(sc.can(minion_on_room("SYN-R01", 1)));
  sc.act(minion_on_room("SYN-R01", 1));
  pick_first_market_card(sc);
  // S-BOARD-5: never on another player's dungeon: seat 1 has no room with an action space.
  const auto placements = legal_of(sc, "place_minion");
  ASSERT_FALSE(placements.empty()) << "seat 1 places a minion somewhere";
  for (const auto& j : placements) EXPECT_NE(j.value("space", std::string()), "room") << j.dump();
  sc.act(minion_on("temple.treasure"));
  sc.pass_until([](const Scenario& x) { return x.s.phase == Phase::bait; });
  EXPECT_EQ(tokens_on(sc, 0, 1), 1);
  EXPECT_TRUE(sc.saw("tokens", {{"player", 0}, {"card", "SYN-R01"}, {"added", 1}, {"total", 1}}));
  sc.pass_until([](const Scenario& x) { return x.s.phase == Phase::end_of_round; });
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{2, 2}));
}

// S-BOARD-6: a room holding its owner's minion cannot be built on (a new stack is still fine).
TEST(SuperTokens, RoomWithMinionCannotBeBuiltOn_S_BOARD_6) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"SYN-R01"});
  sc.set_hand(0, {"BM009"});
  sc.set_minion(0, "room", 0);
  sc.start_build();
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can({{"type", "build"}, {"card", "BM009"}, {"stack", 0}}));
  EXPECT_TRUE(sc.can({{"type", "build"}, {"card", "BM009"}, {"stack", "new"}}));
  // Control: without the minion the same build is legal.
  auto free_room = token_duel();
  free_room.set_dungeon(0, {"SYN-R01"});
  free_room.set_hand(0, {"BM009"});
  free_room.start_build();
  EXPECT_TRUE(free_room.can({{"type", "build"}, {"card", "BM009"}, {"stack", 0}}));
}

// S-BOARD-6: a room holding a minion cannot be destroyed: Cave-In may target the other room only.
TEST(SuperTokens, RoomWithMinionCannotBeDestroyed_S_BOARD_6) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"SYN-R01", "BM011"});
  sc.set_hand(0, {"BM042"});
  sc.set_minion(0, "room", 0);
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  ASSERT_EQ(sc.to_move(), 0);
  std::vector<std::string> targets;
  for (const auto& j : legal_of(sc, "cast"))
    if (j["card"] == "BM042") targets.push_back(j.value("target", std::string()));
  EXPECT_EQ(targets, ids_of({"BM011"}));
}

// S-BOARD-6: a room deactivated before its minion effect resolves gives nothing: Freeze on the
// Forge in the build phase, no token in the minion phase.
TEST(SuperTokens, DeactivatedRoomMinionEffectDoesNothing_S_BOARD_6) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"SYN-R01"});
  sc.set_minion(0, "room", 0);
  sc.set_minion(1, "temple.treasure");
  sc.set_hand(1, {"BM046"});
  sc.start_build();
  const json freeze = {{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "SYN-R01"}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& x) { return x.to_move() == 1 && x.can(freeze); }));
  ASSERT_TRUE(sc.can(freeze)) << "Freeze is not a cover/destroy action: allowed (S-BOARD-6)";
  sc.act(freeze);
  sc.pass_until([](const Scenario& x) { return x.s.phase == Phase::bait || x.s.phase == Phase::adventure; });
  EXPECT_TRUE(sc.saw("minion_effect", {{"player", 0}, {"card", "SYN-R01"}, {"resolves", 0}}));
  EXPECT_FALSE(sc.saw("tokens"));
  EXPECT_EQ(tokens_on(sc, 0, 0), 0);
}

// S-BUILD-1 / S-TOK-1: building a room on top of a room with tokens returns them to the supply;
// the new room deals its own damage only.
TEST(SuperTokens, BuildingOnTopReturnsTokens_S_TOK_1) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"SYN-R02"});
  sc.set_tokens(0, 0, 2);
  sc.set_hand(0, {"BM009"});
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  sc.act({{"type", "build"}, {"card", "BM009"}, {"stack", 0}});
  const int r = sc.s.round;
  sc.finish_round(r);
  EXPECT_EQ(tokens_on(sc, 0, 0), 0);
  EXPECT_TRUE(sc.saw("tokens_returned", {{"player", 0}, {"card", "SYN-R02"}, {"returned", 2}}));
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{1})) << "Dark Altar: 1 damage, no tokens";
}

// G-4 + S-BUILD-1 / S-TOK-1: a room is built only at the reveal; a face-down room sent back to
// the hand by Kobold Strike was never built on top, so the room beneath keeps its tokens.
TEST(SuperTokens, KoboldStrikeUnbuiltCoverKeepsTokens_G_4_S_TOK_1) {
  auto sc = token_duel();
  altar_over_two_tokens(sc);
  ASSERT_TRUE(kobold_returns_the_altar(sc));
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM009"}));
  EXPECT_EQ(sc.dungeon_ids(0), ids_of({"SYN-R02"}));
  EXPECT_EQ(tokens_on(sc, 0, 0), 2)
      << "tokens return when the room on top is built (at the reveal), not at the face-down placement";
}

// IP-36 at_placement (rulebook 000 l. 261 read alone): the covered room's tokens go back when the
// room is placed face down on it, so a Kobold Strike that sends the unrevealed room back to hand
// leaves the covered room without them (the default at_reveal keeps them: the test above).
TEST(SuperTokens, KoboldStrikeAfterPlacementTokensGone_IP_36) {
  Ruleset r = preset("super");
  r.cover_tokens_at_placement = true;
  auto sc = token_duel(r);
  altar_over_two_tokens(sc);
  EXPECT_TRUE(sc.saw("tokens_returned", {{"player", 0}, {"card", "SYN-R02"}, {"returned", 2}}));
  EXPECT_EQ(tokens_on(sc, 0, 0), 0);
  ASSERT_TRUE(kobold_returns_the_altar(sc));
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM009"}));
  EXPECT_EQ(sc.dungeon_ids(0), ids_of({"SYN-R02"}));
  EXPECT_EQ(tokens_on(sc, 0, 0), 0) << "at_placement: the tokens went back when the Altar was placed";
}

// SO-5: a room holds at most 4 damage tokens; a gain beyond the cap is not placed.
TEST(SoloTokens, AtMostFourTokensPerRoom_SO_5) {
  for (const int before : {3, 4}) {
    SCOPED_TRACE(before);
    auto sc = super_board("solo", {"BM005"}, 11, &syn());
    sc.set_dungeon(0, {"SYN-R01"});
    sc.set_tokens(0, 0, before);
    sc.set_minion(0, "room", 0);
    run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
    ASSERT_TRUE(paused(sc));
    EXPECT_EQ(tokens_on(sc, 0, 0), 4);
    EXPECT_EQ(sc.saw("tokens"), before == 3);
  }
}

// IP-10 finite supply (token_supply N): tokens on the table never exceed N; a gain beyond the
// supply is lost.
TEST(SuperTokens, FiniteTokenSupply_IP_10) {
  for (const int supply : {3, 4}) {
    SCOPED_TRACE(supply);
    Ruleset r = preset("super");
    r.token_supply = supply;
    auto sc = token_duel(r);
    sc.set_dungeon(0, {"SYN-R01"});
    sc.set_dungeon(1, {"SYN-R02"});
    sc.set_tokens(1, 0, 3);  // another player's tokens are on the table too
    sc.set_minion(0, "room", 0);
    sc.set_minion(1, "temple.treasure");
    run_then_pause(sc, {TaskKind::minion_phase}, Phase::build);
    ASSERT_TRUE(paused(sc));
    EXPECT_EQ(tokens_on(sc, 0, 0), supply == 3 ? 0 : 1);
  }
}

// S-TOK-2: Power Surge puts 1 token on each of up to two rooms of the caster's dungeon.
TEST(SuperTokens, PowerSurgeTwoRooms_S_TOK_2) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"BM011", "SYN-R02"});
  sc.set_hand(0, {"SYN-S01"});
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "SYN-S01"}});
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; }));
  sc.act({{"type", "choose"}, {"card", "BM011"}, {"stack", 0}});
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM011"}, {"stack", 0}})) << "two different rooms";
  sc.act({{"type", "choose"}, {"card", "SYN-R02"}, {"stack", 1}});
  EXPECT_EQ(tokens_on(sc, 0, 0), 1);
  EXPECT_EQ(tokens_on(sc, 0, 1), 1);
}

// S-BOARD-5: the boss's action space is usable only after its Level Up; then a minion there
// puts a token on a room of the owner's choice (S-TOK-2, never the boss).
TEST(SuperTokens, BossActionSpaceOnlyAfterLevelUp_S_BOARD_5) {
  auto sc = super_board("super", {"SYN-B01", "BM003"}, 11, &syn());
  sc.set_dungeon(0, {"BM011", "SYN-R02"});
  sc.empty_hero_decks();
  sc.start_city();
  pick_first_market_card(sc);
  EXPECT_FALSE(sc.can(minion_on("boss")));
  auto lv = super_board("super", {"SYN-B01", "BM003"}, 11, &syn());
  lv.set_dungeon(0, {"BM011", "SYN-R02"});
  lv.s.players[0].leveled_up = true;
  lv.empty_hero_decks();
  lv.start_city();
  pick_first_market_card(lv);
  ASSERT_TRUE(lv.can(minion_on("boss")));
  lv.act(minion_on("boss"));
  pick_first_market_card(lv);
  lv.act(minion_on("temple.treasure"));
  ASSERT_TRUE(lv.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; }));
  ASSERT_EQ(lv.to_move(), 0);
  lv.act({{"type", "choose"}, {"card", "SYN-R02"}, {"stack", 1}});
  EXPECT_EQ(tokens_on(lv, 0, 1), 1);
  EXPECT_EQ(tokens_on(lv, 0, 0), 0);
}

// S-CITY-3: a hero whose ability sends it straight to a landmark goes there on reveal: it takes
// no city slot and pushes nobody out of a full city.
TEST(SuperTokens, StraightToLandmarkOnReveal_S_CITY_3) {
  auto sc = super_board("super", {"BM001", "BM003", "BM005"}, 11, &syn());
  sc.set_city({kCleric4, kFighter4, kMage4});
  sc.empty_hero_decks();
  sc.deck_top("SYN-H01");
  const int from = event_count(sc);
  sc.start_city();
  EXPECT_EQ(sc.landmark_heroes("stadium"), ids_of({"SYN-H01"}));
  EXPECT_EQ(sc.town_ids(), ids_of({kCleric4, kFighter4, kMage4}));
  EXPECT_EQ(count_events(sc, "hero_to_landmark", json::object(), from), 1);
  EXPECT_EQ(count_events(sc, "city_arrival", json::object(), from), 0);
}

// S-CITY-3 with its landmark taken (Q18, seeds silent; the notes' proposed default and the
// engine's documented reading: the Tavern, as for an overflow).
TEST(SuperTokens, StraightToLandmarkTakenGoesToTavern_S_CITY_3_Q18) {
  auto sc = super_board("super", {"BM001", "BM003"}, 11, &syn());
  sc.set_landmark("stadium", {kFighter8});
  sc.empty_hero_decks();
  sc.deck_top("SYN-H01");
  sc.start_city();
  EXPECT_EQ(sc.landmark_heroes("stadium"), ids_of({kFighter8}));
  EXPECT_EQ(sc.landmark_heroes("tavern"), ids_of({"SYN-H01"}));
  EXPECT_TRUE(sc.town_ids().empty());
}

// S-COMPAT-1: a fighter + thief hero pushed out of the city goes to the Stadium (its first
// icon), else the Hideout, else the Tavern.
TEST(SuperTokens, TwoTreasureHeroDrop_S_COMPAT_1) {
  struct Case {
    std::vector<std::string> taken;
    std::string expect;
  };
  const std::vector<Case> cases = {{{}, "stadium"}, {{"stadium"}, "hideout"}, {{"stadium", "hideout"}, "tavern"}};
  for (const auto& cs : cases) {
    SCOPED_TRACE(cs.expect);
    auto sc = super_board("super", {"BM001", "BM003"}, 11, &syn());
    sc.set_city({"SYN-H02", kCleric4});
    const std::string occupants[2] = {kFighter8, kThief8};
    for (std::size_t i = 0; i < cs.taken.size(); ++i) sc.set_landmark(cs.taken[i], {occupants[i]});
    sc.empty_hero_decks();
    sc.deck_top(kMage4);
    sc.start_city();
    const auto there = sc.landmark_heroes(cs.expect);
    ASSERT_FALSE(there.empty());
    EXPECT_EQ(there.back(), "SYN-H02");
    EXPECT_EQ(sc.town_ids(), ids_of({kCleric4, kMage4}));
  }
}

// S-COMPAT-1: a cleric + fighter epic goes to the Temple, or to the Stadium if the Temple is taken.
TEST(SuperTokens, TwoTreasureEpicDrop_S_COMPAT_1) {
  for (const bool temple_taken : {false, true}) {
    SCOPED_TRACE(temple_taken);
    auto sc = super_board("super", {"BM001", "BM003"}, 11, &syn());
    sc.set_city({"SYN-H03", kCleric4});
    if (temple_taken) sc.set_landmark("temple", {kCleric8});
    sc.empty_hero_decks();
    sc.deck_top(kMage4);
    sc.start_city();
    EXPECT_EQ(sc.landmark_heroes(temple_taken ? "stadium" : "temple"), ids_of({"SYN-H03"}));
  }
}

// S-TOK-1: tokens are part of the room's damage, so a deactivated room's tokens deal nothing:
// Boden (4 health) passes a Freeze-deactivated 2-damage room holding 3 tokens unharmed.
TEST(SuperTokens, DeactivatedRoomTokensDealNothing_S_TOK_1) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"SYN-R02"});
  sc.set_tokens(0, 0, 3);
  sc.s.players[0].dungeon[0].deactivated = true;  // as after a Freeze this round (G-8)
  sc.add_entrance(0, kFighter4);
  sc.start_adventure();
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter4})) << "reached the boss: the tokens dealt nothing";
  // Control: active, the same room kills him (2 + 3 >= 4).
  auto on = token_duel();
  on.set_dungeon(0, {"SYN-R02"});
  on.set_tokens(0, 0, 3);
  on.add_entrance(0, kFighter4);
  on.start_adventure();
  EXPECT_EQ(on.damage_to(kFighter4), (std::vector<int>{5}));
  EXPECT_EQ(on.score_ids(0, true), ids_of({kFighter4}));
}

// Q25 (notes, fixed reading): a destroyed room's tokens go back to the supply; the room
// revealed beneath has none.
TEST(SuperTokens, DestroyedRoomTokensReturn_Q25) {
  auto sc = token_duel();
  sc.set_dungeon(0, {"BM009", "BM011"});
  sc.stack_on(0, 0, "SYN-R02");
  sc.set_tokens(0, 0, 2);
  sc.set_hand(0, {"BM042"});
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  sc.act({{"type", "cast"}, {"card", "BM042"}, {"stack", 0}, {"target_player", 0}, {"target", "SYN-R02"}});
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.saw("destroyed", {{"card", "SYN-R02"}}); }));
  EXPECT_EQ(sc.dungeon_ids(0)[0], "BM009");
  EXPECT_EQ(tokens_on(sc, 0, 0), 0);
  EXPECT_TRUE(sc.saw("tokens_returned", {{"card", "SYN-R02"}, {"returned", 2}}));
}
