// BM049 Kobold Strike (build spell): no Rooms can be built this turn (round); face-down Rooms
// return to their owners' hands (G-4: they are not built yet).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): P1 builds first (C-5).
Scenario kobold_strike_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 49);
  sc.set_dungeon(0, {"BM035"});
  sc.set_dungeon(1, {"BM016"});
  return sc;
}
}  // namespace

TEST(Card_BM049_KoboldStrike, FaceDownRoomGoesHomeAndLaterBuildsAreStopped) {
  Scenario sc = kobold_strike_setup();
  sc.set_hand(1, {"BM018"});
  sc.set_hand(0, {"BM049", "BM021"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", 0}});  // face down over the Golem Factory
  ASSERT_EQ(sc.to_move(), 0);                                    // P0 in P1's build window (C-8)
  sc.act(cast_plain("BM049"));
  EXPECT_TRUE(sc.saw("no_builds", {{"player", 0}}));
  EXPECT_TRUE(sc.saw("room_returned", {{"card", "BM018"}, {"player", 1}}));
  EXPECT_EQ(sc.hand_ids(1), (std::vector<std::string>{"BM018"}));
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"BM016"}));  // the room beneath again
  // P0's own build turn: no build is possible any more this round.
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.decision() == bm::DecisionKind::build; }));
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "build", "BM021").empty());
  EXPECT_TRUE(sc.can({{"type", "pass_build"}}));
  const int r = sc.s.round;
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("room_built"));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM035"}));
  // Only this round: next round's build turn offers builds again.
  ASSERT_EQ(sc.s.round, r + 1);
  ASSERT_EQ(sc.to_move(), 1);
  EXPECT_FALSE(legal_with(sc, "build", "BM018").empty());
  sc.check_conservation();
}

TEST(Card_BM049_KoboldStrike, CastersOwnFaceDownRoomReturnsToo) {
  Scenario sc = kobold_strike_setup();
  sc.set_hand(1, {"BM018"});
  sc.set_hand(0, {"BM049", "BM021"});
  sc.start_build();
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  sc.act({{"type", "pass"}});  // P0 lets P1's window go
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "build"}, {"card", "BM021"}, {"stack", "new"}});
  ASSERT_EQ(sc.to_move(), 0);  // P0's own build window
  sc.act(cast_plain("BM049"));
  EXPECT_TRUE(sc.saw("room_returned", {{"card", "BM018"}, {"player", 1}}));
  EXPECT_TRUE(sc.saw("room_returned", {{"card", "BM021"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM035"}));
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"BM016"}));
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM021"}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("room_built"));
}

TEST(Card_BM049_KoboldStrike, NotCastableInTheAdventurePhase) {
  Scenario sc = kobold_strike_setup();
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {"BM049", "BM046"});  // Freeze opens the window
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(legal_with(sc, "cast", "BM046").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM049").empty());
}
