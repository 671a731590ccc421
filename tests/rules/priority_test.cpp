// C-12 priority in the answer window after another player's spell (G-18; IP-35 answer_window).
// Seed 001 l. 154: when another player announces a spell in your turn, you, the active player,
// may play any spells and effects before it; l. 424: a spell whose target an effect with
// higher priority destroyed first is cancelled. Expected outcomes come from those lines.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;

namespace {

// Seat 0: Draculord (900 XP) runs Nick the Masher (BM056, 4 health) through its Bottomless Pit
// (BM027: 1 damage; destroy this room: kill a hero in it). Seat 1: Robobo (400 XP) holds Freeze
// (BM046) and seat 0 holds `hand0`. Stops at seat 0's window after the Pit's damage.
Scenario pit_and_freeze(bool cancel_only, std::initializer_list<std::string> hand0 = {}) {
  Ruleset r = preset("classic");
  r.answer_cancel_only = cancel_only;
  Scenario sc = board(r, {"BM001", "BM004"}, 5);
  sc.set_dungeon(0, {"BM027"});
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, hand0);
  sc.set_hand(1, {"BM046"});
  sc.start_adventure();
  sc.pass_until(
      [](const Scenario& x) { return x.s.run.in_room && x.decision() == DecisionKind::window && x.to_move() == 0; });
  return sc;
}

const nlohmann::json kFreezeThePit = {
    {"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM027"}};

std::set<std::string> legal_types(const Scenario& sc) {
  std::set<std::string> out;
  for (const auto& j : sc.legal_json()) out.insert(j.value("type", std::string()));
  return out;
}

// Why the engine refuses seat p's Freeze (BM046, from p's hand) on seat 0's first room now.
std::string freeze_refusal(const Scenario& sc, int p) {
  Action a;
  a.type = ActionType::cast;
  a.player = p;
  a.card = hand_card(sc, p, "BM046");
  a.target_player = 0;
  a.target_card = sc.s.players[0].dungeon[0].top();
  return sc.engine.explain_illegal(sc.s, a);
}

}  // namespace

// Line 424 made reachable: the active player destroys the target of an opponent's spell before it
// resolves (Bottomless Pit kills Nick), so Freeze is cancelled (fizzled) and deactivates nothing.
TEST(Rule_C12, ActivePlayerDestroysTheTargetBeforeAnOpponentsSpell) {
  Scenario sc = pit_and_freeze(false);
  ASSERT_EQ(sc.s.run.damage, 1);
  sc.act({{"type", "pass"}});  // seat 0 keeps the Pit for now
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(kFreezeThePit);
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0);  // the active player answers first (C-12)
  EXPECT_TRUE(legal_types(sc).count("activate"));
  sc.act({{"type", "activate"}, {"stack", 0}, {"card", "BM027"}, {"target", "BM056"}});
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("fizzled", {{"player", 1}, {"card", "BM046"}}));
  EXPECT_FALSE(sc.saw("resolved", {{"card", "BM046"}}));
  EXPECT_FALSE(sc.saw("deactivated"));
  EXPECT_EQ(sc.score_ids(0, true), std::vector<std::string>{"BM056"});
  EXPECT_TRUE(sc.score_ids(0, false).empty());
  EXPECT_TRUE(sc.dungeon_ids(0).empty());
  EXPECT_TRUE(contains(sc.discard_ids(), "BM027"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM046"));
  sc.check_conservation();
}

// The other reading: only cancels answer a spell. Seat 0 holds no cancel, so Freeze resolves,
// the Pit is deactivated before its ability can be used, and Nick reaches the boss: a wound.
TEST(Rule_IP35, CancelOnlyLetsTheOpponentsSpellResolveFirst) {
  Scenario sc = pit_and_freeze(true);
  sc.act({{"type", "pass"}});
  sc.act(kFreezeThePit);
  EXPECT_NE(sc.decision(), DecisionKind::respond);
  EXPECT_TRUE(sc.saw("resolved", {{"player", 1}, {"card", "BM046"}}));
  EXPECT_TRUE(sc.saw("deactivated", {{"player", 0}, {"card", "BM027"}}));
  EXPECT_EQ(sc.dungeon_ids(0), std::vector<std::string>{"BM027"});
  sc.pass_until([](const Scenario& x) { return x.s.phase != Phase::adventure; });
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", "BM056"}}));
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_TRUE(sc.score_ids(0, true).empty());
}

// Under cancel_only the active player holding a cancel gets the window, but a spell there is
// refused citing IP-35; under active_priority the same cast is legal.
TEST(Rule_IP35, CancelOnlyRefusesTheActivePlayersSpellCitingIt) {
  for (const bool cancel_only : {true, false}) {
    Scenario sc = pit_and_freeze(cancel_only, {"BM043", "BM046"});
    sc.act({{"type", "pass"}});
    sc.act(kFreezeThePit);
    ASSERT_EQ(sc.decision(), DecisionKind::respond);
    ASSERT_EQ(sc.to_move(), 0);
    const nlohmann::json freeze_back = {
        {"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM027"}};
    EXPECT_EQ(sc.can(freeze_back), !cancel_only) << cancel_only;
    EXPECT_TRUE(legal_types(sc).count("cancel"));
    if (!cancel_only) continue;
    const std::string msg = freeze_refusal(sc, 0);
    EXPECT_NE(msg.find("rule: IP-35/G-18: answer_window cancel_only"), std::string::npos) << msg;
  }
}

// Only the active player acts before the spell: a player who is not active may only cancel the
// active player's spell (G-18), and a spell of theirs there is refused citing C-12.
TEST(Rule_C12, OthersOnlyCancelTheActivePlayersSpell) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM046"});
  sc.set_hand(1, {"BM046", "BM043"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);  // Draculord's build turn: seat 0 is active
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 1);
  EXPECT_EQ(legal_types(sc), (std::set<std::string>{"cancel", "pass"}));
  const std::string msg = freeze_refusal(sc, 1);
  EXPECT_NE(msg.find("rule: C-12/G-18: only the active player (player 0)"), std::string::npos) << msg;
}

// "Any number": the active player keeps the answer window after each answer, and every answer
// resolves before the opponent's spell. Seat 1 (Robobo, not active) casts Freeze on seat 0's
// Golem Factory in the build window after seat 0's build turn; seat 0 answers with two Freezes
// on seat 1's rooms, then passes; only then does seat 1's Freeze resolve.
TEST(Rule_C12, ActivePlayerPlaysAnyNumberBeforeTheSpell) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_dungeon(1, {"BM016", "BM010"});
  sc.set_hand(0, {"BM046", "BM046"});
  sc.set_hand(1, {"BM046"});
  sc.start_build();
  sc.act({{"type", "pass_build"}});
  sc.act({{"type", "pass"}});  // seat 0's own window
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  ASSERT_EQ(sc.to_move(), 1);
  const int from = static_cast<int>(sc.events_of("resolved").size());
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM016"}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0);  // still seat 0, after its first answer resolved
  // Seat 0 has nothing left to play: the window closes and seat 1's Freeze resolves last.
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 1}, {"target", "BM010"}});
  EXPECT_NE(sc.decision(), DecisionKind::respond);
  const auto resolved = sc.events_of("resolved");
  ASSERT_EQ(static_cast<int>(resolved.size()), from + 3);
  EXPECT_EQ(resolved[static_cast<std::size_t>(from)].value("player", -1), 0);
  EXPECT_EQ(resolved[static_cast<std::size_t>(from) + 1].value("player", -1), 0);
  EXPECT_EQ(resolved[static_cast<std::size_t>(from) + 2].value("player", -1), 1);
  EXPECT_TRUE(sc.s.players[0].dungeon[0].deactivated);
  EXPECT_TRUE(sc.s.players[1].dungeon[0].deactivated);
  EXPECT_TRUE(sc.s.players[1].dungeon[1].deactivated);
}
