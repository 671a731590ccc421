// TNL070 Surprise Gift (build spell, BM2-23 (b)): the caster's one build of the round goes face
// down onto a face-up room of an opponent's dungeon; revealed with the others, it is that
// opponent's room and its on-build effect is theirs. Played in a classic game with the
// implemented TNL cards (BM2-44).
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm2_gift_TNL070 {
using namespace bm::test;

// Seat 0 (Robobo) has Golem Factory and Goblin Armory and an empty hand; seat 1 (Gorgona, builds
// first, C-5) has Neanderthal Cave and holds Surprise Gift and Sorcerobe School (on build: draw a
// spell, G-11). Lightning Bolt! is the next spell drawn.
Scenario gift_round(std::uint64_t seed) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, {"BM016", "BM015"});
  sc.set_dungeon(1, {"BM018"});
  sc.set_hand(0, {});
  sc.set_hand(1, {"TNL070", "TNL036"});
  sc.deck_top("TNL061");
  sc.start_build();
  return sc;
}

// The gift covers seat 0's Goblin Armory; at the reveal seat 0, not the caster, draws the spell
// of Sorcerobe School's on-build effect, and the caster has made the build of the round.
TEST(Card_TNL070_SurpriseGift, TheReceiverGetsTheRoomAndItsOnBuildEffect) {
  Scenario sc = gift_round(70);
  ASSERT_TRUE(build_turn_of(sc, 1));
  // Every face-up room of the opponent is a target; none of the caster's own.
  EXPECT_EQ(legal_with(sc, "cast", "TNL070").size(), 2u);
  sc.act(cast_room("TNL070", 0, "BM015", 1));
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return choosing(s); }));
  sc.act({{"type", "choose"}, {"card", "TNL036"}});
  EXPECT_TRUE(sc.saw("room_placed", {{"player", 0}, {"card", "TNL036"}, {"stack", 1}}));
  // G-4: the caster's one build of the round is made: no build at home.
  EXPECT_TRUE(legal_of(sc, "build").empty());
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.saw("room_built", {{"card", "TNL036"}}); }));
  EXPECT_TRUE(sc.saw("room_built", {{"player", 0}, {"card", "TNL036"}, {"stack", 1}}));
  EXPECT_EQ(sc.dungeon_ids(0), ids_of({"BM016", "TNL036"}));
  EXPECT_EQ(sc.dungeon_ids(1), ids_of({"BM018"}));
  // BM2-23: the on-build effect is the receiver's (the next decision comes after the next
  // round's room draws, C-7, which add one room to each hand).
  EXPECT_TRUE(contains(sc.hand_ids(0), std::string("TNL061")));
  EXPECT_FALSE(contains(sc.hand_ids(1), std::string("TNL061")));
  EXPECT_TRUE(contains(sc.discard_ids(), std::string("TNL070")));
}

// Once the caster has built at home, the gift is no longer offered (its build is the round's one).
TEST(Card_TNL070_SurpriseGift, NotAfterTheCastersOwnBuild) {
  Scenario sc = gift_round(71);
  ASSERT_TRUE(build_turn_of(sc, 1));
  sc.act({{"type", "build"}, {"card", "TNL036"}, {"stack", "new"}});
  EXPECT_TRUE(legal_with(sc, "cast", "TNL070").empty());
  EXPECT_EQ(sc.hand_ids(1), ids_of({"TNL070"}));
}

}  // namespace bm2_gift_TNL070
