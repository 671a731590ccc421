// BM008 Gorgona Level Up (G-10): kill a Hero in town and put it face down (a soul) in your
// score area (G-12: ordinary 1 soul, epic 2).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Gorgona (500 XP, builds first), seat 1 Robobo (400 XP).
Scenario gorgona_setup() {
  Scenario sc = board("classic", {"BM008", "BM004"}, 1008);
  four_rooms_and_a_fifth(sc);
  return sc;
}
}  // namespace

TEST(Card_BM008_Gorgona, KillsAHeroInTownAsASoul) {
  Scenario sc = gorgona_setup();
  sc.set_town({"BM060", "BM081"});  // Delatorious (ordinary), Katelyn (epic)
  ASSERT_TRUE(level_up_choice(sc) && asked_to_level_up(sc, "BM008"));
  EXPECT_EQ(sc.legal().size(), 2u);
  sc.act({{"type", "choose"}, {"card", "BM081"}});
  EXPECT_EQ(sc.souls(0), 2);  // epic: 2 souls
  EXPECT_EQ(sc.score_ids(0, true), (std::vector<std::string>{"BM081"}));
  EXPECT_FALSE(contains(sc.town_ids(), "BM081"));
  // Delatorious stayed in town for the bait (he then went to P0's cleric-rich dungeon).
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM081"}, {"player", 0}}));
  sc.check_conservation();
}

TEST(Card_BM008_Gorgona, EmptyTownNothingToKill) {
  Scenario sc = gorgona_setup();
  sc.set_town({});
  build_fifth_room(sc);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}}));
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sc.souls(0), 0);
}
