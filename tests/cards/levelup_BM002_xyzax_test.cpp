// BM002 Xyzax Level Up (G-10): take two cards of your choice from the discard pile.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// Seat 0 Xyzax (750 XP, builds first), seat 1 Gorgona (500 XP). P0 has four rooms and builds
// a Neanderthal Cave as the fifth.

TEST(Card_BM002_Xyzax, LevelUpTakesTwoCardsFromTheDiscardPile) {
  Scenario sc = level_up_table("BM002", 1002);
  sc.to_discard("BM045");
  sc.to_discard("BM021");
  sc.to_discard("BM040");
  ASSERT_TRUE(level_up_choice(sc) && asked_to_level_up(sc, "BM002"));
  EXPECT_EQ(sc.legal().size(), 3u);  // any card of the pile, rooms and spells alike
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM021"}});
  EXPECT_FALSE(choosing(sc));  // exactly two
  EXPECT_EQ(sorted(hand_in_round(sc, 0, 1)), (std::vector<std::string>{"BM021", "BM045"}));
  EXPECT_EQ(sc.discard_ids(), (std::vector<std::string>{"BM040"}));
  sc.check_conservation();
}

TEST(Card_BM002_Xyzax, TakesWhatThereIsFromAShortPile) {
  Scenario sc = level_up_table("BM002", 1002);
  sc.to_discard("BM046");
  ASSERT_TRUE(level_up_choice(sc));
  sc.act({{"type", "choose"}, {"card", "BM046"}});
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM046"}));
  EXPECT_TRUE(sc.discard_ids().empty());
}

TEST(Card_BM002_Xyzax, EmptyPileLevelsUpWithNoEffect) {
  Scenario sc = level_up_table("BM002", 1002);
  build_fifth_room(sc);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}}));
  EXPECT_FALSE(sc.saw("take_card"));
  EXPECT_TRUE(sc.s.players[0].leveled_up);  // spent: G-10 once per game
}
