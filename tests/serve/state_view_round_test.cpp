// bm serve's state view (docs/protocol.md#methods, `state`) shows what lasts until the end of the
// round, each only while there is some: the stack of spells and abilities waiting to resolve
// (G-18), the printed Boss Monster 2 effects (round_marks), a room's bonus damage, a waiting
// hero's health bonus (C-11), and the round's flags (Kobold Strike's no building, G-4).
#include <gtest/gtest.h>

#include "bm/serve/server.hpp"
#include "bm/serve/views.hpp"
#include "support/drive.hpp"
#include "support/position.hpp"
#include "support/scenario.hpp"

namespace state_view_round {

using namespace bm::test;
using nlohmann::json;

json view(const Scenario& sc) { return bm::serve::public_state(sc.engine, sc.s); }
json ref(const Scenario& sc, const std::string& id) { return bm::serve::card_ref(sc.cards, sc.card(id)); }

// Seat 0 casts Zombie Attack on Nick the Masher, a soul of seat 1 (BM055: back to seat 1's
// entrance with +2 Health this round); seat 1 holds Counterspell, so its answer window opens.
Scenario zombie_attack_answered() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 55);
  sc.set_dungeon(1, {"BM018", "BM011"});
  sc.add_score(1, "BM056", true);
  sc.set_hand(0, {"BM055"});
  sc.set_hand(1, {"BM043"});
  sc.start_build();
  const json zombie = {{"type", "cast"}, {"card", "BM055"}, {"target_player", 1}, {"target", "BM056"}};
  EXPECT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(zombie); }));
  EXPECT_FALSE(view(sc).contains("stack"));  // nothing waits to resolve: no field
  sc.act(zombie);
  return sc;
}

// G-18: in seat 1's answer window the spell waits on the stack, cast by seat 0 at seat 1's soul.
TEST(ServeStateView, ShowsTheSpellOnTheStackDuringTheAnswerWindow) {
  const Scenario sc = zombie_attack_answered();
  ASSERT_EQ(sc.decision(), bm::DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 1);
  const json expected = json::array({{{"card", ref(sc, "BM055")},
                                      {"kind", "spell"},
                                      {"controller", 0},
                                      {"target_player", 1},
                                      {"target_card", ref(sc, "BM056")}}});
  EXPECT_EQ(view(sc)["stack"], expected);
  EXPECT_TRUE(view(sc)["players"][1]["entrance"].empty());  // not resolved yet
}

// Resolved (seat 1 does not answer): the stack is empty again and has no field; Nick waits at
// seat 1's entrance with the +2 Health Zombie Attack gives him until the end of the round.
TEST(ServeStateView, ShowsAWaitingHerosHealthBonus) {
  Scenario sc = zombie_attack_answered();
  sc.act({{"type", "pass"}});
  const json v = view(sc);
  EXPECT_FALSE(v.contains("stack"));
  json nick = ref(sc, "BM056");
  nick["health_bonus"] = 2;
  EXPECT_EQ(v["players"][1]["entrance"], json::array({nick}));
}

// BM047 Giant Size: seat 1 gives seat 0's Specter's Sanctum +3 damage until the end of the round
// (seat 0 holds Freeze, so its adventure windows open and the game stops inside the round after
// the spell resolved).
TEST(ServeStateView, ShowsARoomsBonusDamage) {
  Scenario sc = hero_at_seat0(47, {"BM011", "BM022"}, "BM056");
  sc.set_hand(1, {"BM047"});
  sc.set_hand(0, {"BM046"});
  sc.start_adventure();
  const json giant = cast_room("BM047", 0, "BM011", 0);
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(giant); }));
  EXPECT_FALSE(view(sc)["players"][0]["dungeon"][0].contains("bonus_damage"));
  sc.act(giant);
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.stack.empty(); }));  // resolved (G-18)
  ASSERT_EQ(sc.s.round, 1);
  ASSERT_EQ(sc.s.phase, bm::Phase::adventure);
  const json rooms = view(sc)["players"][0]["dungeon"];
  EXPECT_EQ(rooms[0]["bonus_damage"], 3);
  EXPECT_FALSE(rooms[1].contains("bonus_damage"));  // Dark Laboratory: none
}

const bm::CardSet& stash_cards() {
  static const bm::CardSet cs = bm2_synthetic_plus({"TNL067"}, "view-secret-stash");
  return cs;
}

// TNL067 Secret Stash (BM2-21): seat 0 gives its Golem Factory a mage icon (option 2; icons count
// cleric 0 .. thief 3) until the end of the round: the view shows the mark, named and with its rule.
TEST(ServeStateView, ShowsARoundMarkOfAPrintedBm2Card) {
  Scenario sc = board("bm2", {"BM004", "BM008"}, 67, &stash_cards());
  sc.set_town({});
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_hand(0, {"TNL067"});
  sc.start_build();
  const json stash = {{"type", "cast"}, {"card", "TNL067"}, {"target_player", 0}, {"target", "BM016"}, {"option", 2}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(stash); }));
  EXPECT_FALSE(view(sc).contains("round_marks"));
  sc.act(stash);
  const json expected =
      json::array({{{"kind", "stash"}, {"rules", "BM2-21"}, {"player", 0}, {"card", ref(sc, "BM016")}, {"value", 2}}});
  EXPECT_EQ(view(sc)["round_marks"], expected);
}

// BM049 Kobold Strike: no rooms are built this round (G-4); the view says so until the round ends.
TEST(ServeStateView, ShowsTheRoundsFlags) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 49);
  sc.set_hand(1, {"BM049"});
  sc.start_build();
  const json strike = {{"type", "cast"}, {"card", "BM049"}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(strike); }));
  EXPECT_FALSE(view(sc).contains("no_build_this_round"));
  sc.act(strike);
  EXPECT_EQ(view(sc)["no_build_this_round"], true);
  sc.finish_round(1);
  EXPECT_FALSE(view(sc).contains("no_build_this_round"));  // C-11
}

// Through the protocol: `start` from a position whose waiting hero has +2 Health this round
// (docs/protocol.md#a-waiting-heros-health-bonus), and `state` shows it at the entrance.
TEST(ServeStateView, AGameStartedFromAPositionShowsTheHealthBonusItStates) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 55);
  sc.set_dungeon(1, {"BM018", "BM011"});
  sc.add_entrance(1, "BM056");
  json pos = position_of(sc, "build");
  pos["players"][1]["entrance"][0] = {{"hero", "BM056"}, {"health_bonus", 2}};
  bm::serve::Server srv;
  const json start = {{"jsonrpc", "2.0"}, {"id", 1}, {"method", "start"}, {"params", {{"position", pos}}}};
  const json started = json::parse(srv.handle(start.dump()));
  ASSERT_TRUE(started.contains("result")) << started.dump().substr(0, 400);
  const json state = {
      {"jsonrpc", "2.0"}, {"id", 2}, {"method", "state"}, {"params", {{"game", started["result"]["game"]}}}};
  json nick = ref(sc, "BM056");
  nick["health_bonus"] = 2;
  EXPECT_EQ(json::parse(srv.handle(state.dump()))["result"]["players"][1]["entrance"], json::array({nick}));
}

}  // namespace state_view_round
