// BM005 Cerebellus Level Up (G-10): draw three Spells, then discard one Spell.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// Seat 0 Cerebellus (650 XP, builds first), seat 1 Gorgona (500 XP).

TEST(Card_BM005_Cerebellus, LevelUpDrawsThreeSpellsAndDiscardsOne) {
  Scenario sc = level_up_table("BM005", 1005);
  sc.deck_top("BM040");
  sc.deck_top("BM045");
  sc.deck_top("BM046");
  ASSERT_TRUE(level_up_choice(sc) && asked_to_level_up(sc, "BM005"));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (std::vector<std::string>{"BM040", "BM045", "BM046"}));
  EXPECT_EQ(sc.legal().size(), 3u);  // the discard is a spell of P0's choice
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  EXPECT_EQ(sorted(hand_in_round(sc, 0, 1)), (std::vector<std::string>{"BM040", "BM046"}));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM045"));
  EXPECT_TRUE(sc.saw("discard", {{"card", "BM045"}, {"player", 0}}));
  sc.check_conservation();
}

TEST(Card_BM005_Cerebellus, DiscardMayBeASpellHeldBefore) {
  // "Discard one Spell": any spell in hand, not only the three just drawn; rooms never.
  Scenario sc = level_up_table("BM005", 1005);
  sc.set_hand(0, {"BM018", "BM054", "BM021"});
  sc.deck_top("BM040");
  sc.deck_top("BM045");
  sc.deck_top("BM046");
  ASSERT_TRUE(level_up_choice(sc));
  EXPECT_EQ(sc.legal().size(), 4u);
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM021"}}));
  sc.act({{"type", "choose"}, {"card", "BM054"}});
  EXPECT_EQ(sorted(hand_in_round(sc, 0, 1)), (std::vector<std::string>{"BM021", "BM040", "BM045", "BM046"}));
}
