// BM052 Soul Harvest (build and adventure spell): remove one of your face-down Souls from the
// game and draw two Spells. Wounds (face-up heroes, G-12) are not souls.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Draculord (900 XP) first, seat 1 Gorgona (500 XP).
Scenario soul_harvest_setup() { return board("classic", {"BM001", "BM008"}, 52); }
}  // namespace

TEST(Card_BM052_SoulHarvest, SoulLeavesTheGameAndTwoSpellsAreDrawn) {
  Scenario sc = soul_harvest_setup();
  sc.add_score(0, "BM056", true);   // a soul
  sc.add_score(0, "BM058", false);  // a wound
  sc.set_hand(0, {"BM052"});
  sc.deck_top("BM040");
  sc.deck_top("BM046");
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  // Only the face-down soul is a target, never the wound.
  const auto casts = legal_with(sc, "cast", "BM052");
  ASSERT_EQ(casts.size(), 1u);
  EXPECT_EQ(casts[0]["target"], "BM056");
  sc.act(cast_hero("BM052", 0, "BM056"));
  EXPECT_TRUE(sc.saw("soul_removed", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_EQ(sorted(sc.hand_ids(0)), (std::vector<std::string>{"BM040", "BM046"}));
  // Removed from the game: not in the discard pile, not in any deck.
  EXPECT_TRUE(contains(sc.ids(sc.s.out_of_game), "BM056"));
  EXPECT_FALSE(contains(sc.discard_ids(), "BM056"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM052"));
  sc.check_conservation();
}

TEST(Card_BM052_SoulHarvest, EpicSoulCostsTwoSouls) {
  Scenario sc = soul_harvest_setup();
  sc.add_score(0, "BM081", true);  // Katelyn, epic: worth 2 souls
  sc.add_score(0, "BM056", true);
  sc.set_hand(0, {"BM052"});
  sc.start_build();
  ASSERT_EQ(sc.souls(0), 3);
  sc.act(cast_hero("BM052", 0, "BM081"));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.hand_ids(0).size(), 2u);
}

TEST(Card_BM052_SoulHarvest, NotCastableWithoutASoul) {
  Scenario sc = soul_harvest_setup();
  sc.add_score(0, "BM058", false);  // only a wound
  sc.add_score(1, "BM056", true);   // an opponent's soul is not yours
  sc.set_hand(0, {"BM052", "BM018"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "cast", "BM052").empty());
}

TEST(Card_BM052_SoulHarvest, CastableInTheAdventurePhaseToo) {
  Scenario sc = soul_harvest_setup();
  sc.add_score(0, "BM056", true);
  sc.set_dungeon(0, {"BM035"});
  sc.add_entrance(0, "BM062");
  sc.set_hand(0, {"BM052"});
  sc.deck_top("BM045");
  sc.deck_top("BM044");
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(cast_hero("BM052", 0, "BM056"));
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sorted(sc.hand_ids(0)), (std::vector<std::string>{"BM044", "BM045"}));
}
