// Illegal actions: Engine::apply throws IllegalAction whose message names the rule broken,
// the round, the phase and the legal alternatives (G-2, G-3, G-5, G-16, C-12), and leaves
// the state unchanged.
#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Seat 0: Gorgona (500 XP) builds first; seat 1: Robobo (400 XP).
Scenario err_setup() { return board("classic", {"BM008", "BM004"}); }

Action build_action(const Scenario& sc, int p, const std::string& id, int slot) {
  Action a;
  a.type = ActionType::build;
  a.player = p;
  a.card = hand_card(sc, p, id);
  a.slot = slot;
  return a;
}

Action cast_action(const Scenario& sc, int p, const std::string& id) {
  Action a;
  a.type = ActionType::cast;
  a.player = p;
  a.card = hand_card(sc, p, id);
  return a;
}

// Every illegal-action message: the rule, the round, the phase, and the legal alternatives.
void expect_message(const std::string& msg, const std::string& rule, int round, const std::string& phase,
                    const std::string& alternative) {
  ASSERT_FALSE(msg.empty()) << "the action was accepted";
  EXPECT_TRUE(mentions(msg, "rule: " + rule)) << msg;
  EXPECT_TRUE(mentions(msg, "round " + std::to_string(round))) << msg;
  EXPECT_TRUE(mentions(msg, "phase " + phase)) << msg;
  EXPECT_TRUE(mentions(msg, "legal instead")) << msg;
  EXPECT_TRUE(mentions(msg, alternative)) << msg;
}

}  // namespace

// G-2: a sixth stack.
TEST(Rule_Errors, G2_SixthStack) {
  Scenario sc = err_setup();
  sc.set_dungeon(0, {"BM009", "BM010", "BM011", "BM012", "BM015"});
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  const std::uint64_t before = sc.engine.hash(sc.s);
  const std::string msg = illegal_message(sc, build_action(sc, 0, "BM016", kNewStack));
  expect_message(msg, "G-2", 1, "build", "P0 builds BM016 Golem Factory on stack 0");
  EXPECT_TRUE(mentions(msg, "builds nothing this round")) << msg;
  EXPECT_EQ(sc.engine.hash(sc.s), before);  // the state is unchanged
}

// G-3: an advanced room on a room sharing no treasure type, and as a new stack.
TEST(Rule_Errors, G3_AdvancedOnNonMatchingTreasure) {
  Scenario sc = err_setup();
  sc.set_dungeon(0, {"BM016", "BM009"});  // Golem Factory (fighter), Dark Altar (cleric)
  sc.set_hand(0, {"BM013"});              // Dracolich Lair (advanced, cleric)
  sc.start_build();
  const std::string msg = illegal_message(sc, build_action(sc, 0, "BM013", 0));
  expect_message(msg, "G-3", 1, "build", "P0 builds BM013 Dracolich Lair on stack 1");
  EXPECT_TRUE(mentions(msg, "treasure")) << msg;
  const std::string fresh = illegal_message(sc, build_action(sc, 0, "BM013", kNewStack));
  expect_message(fresh, "G-3", 1, "build", "P0 builds BM013 Dracolich Lair on stack 1");
}

// G-5: building on a face-down room (Motivation's extra room, placed face down before the
// player's own build).
TEST(Rule_Errors, G5_BuildOnAFaceDownRoom) {
  Scenario sc = err_setup();
  sc.set_dungeon(0, {"BM009"});
  sc.set_dungeon(1, {"BM009", "BM010"});
  sc.set_hand(0, {"BM050", "BM016", "BM015"});
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "BM050"}});
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  sc.act({{"type", "choose"}, {"card", "BM016"}, {"stack", "new"}});
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  ASSERT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"?", "BM009"}));
  const std::string msg = illegal_message(sc, build_action(sc, 0, "BM015", 0));
  expect_message(msg, "G-5", 1, "build", "P0 builds BM015 Goblin Armory on stack 1");
}

// G-16: a spell outside the phases its icon allows: Fear (adventure) in the build phase, and
// Princess in Peril (build) in an adventure window.
TEST(Rule_Errors, G16_SpellInTheWrongPhase) {
  Scenario sc = err_setup();
  sc.set_dungeon(0, {"BM016", "BM010"});
  sc.set_hand(0, {"BM045", "BM051"});
  sc.set_town({"BM068"});
  sc.add_entrance(0, "BM081");
  sc.start_build();
  const std::string msg = illegal_message(sc, cast_action(sc, 0, "BM045"));
  expect_message(msg, "G-16", 1, "build", "builds nothing this round");
  sc.act({{"type", "pass_build"}});
  sc.pass_until([](const Scenario& x) { return x.s.phase == Phase::adventure && x.s.run.in_room && x.to_move() == 0; });
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  Action princess = cast_action(sc, 0, "BM051");
  princess.target_card = sc.card("BM068");
  const std::string adv = illegal_message(sc, princess);
  expect_message(adv, "G-16", 1, "adventure", "P0 passes");
}

// C-5 / C-12: acting out of turn names the player who must decide.
TEST(Rule_Errors, C12_OutOfTurn) {
  Scenario sc = err_setup();
  sc.set_hand(1, {"BM016"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  const std::string msg = illegal_message(sc, build_action(sc, 1, "BM016", kNewStack));
  expect_message(msg, "C-5/C-12", 1, "build", "P0 builds nothing this round");
  EXPECT_TRUE(mentions(msg, "player 0 must decide now")) << msg;
}
