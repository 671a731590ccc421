// BM006 Seducia Level Up (G-10): pick any Hero from town or the Hero decks and put it at your
// dungeon entrance. G-19: a searched deck is shuffled afterwards.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Seducia (600 XP, builds first), seat 1 Gorgona (500 XP).
Scenario seducia_setup() {
  Scenario sc = level_up_table("BM006", 1006);
  sc.set_town({"BM062"});
  level_up_choice(sc);
  return sc;
}
}  // namespace

TEST(Card_BM006_Seducia, EpicHeroFromTheDeckToYourEntrance) {
  Scenario sc = seducia_setup();
  ASSERT_TRUE(asked_to_level_up(sc, "BM006"));
  // Town and both hero decks are offered (C-2: only heroes of this player count).
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM062"}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM083"}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM058"}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM057"}}));  // 4-player hero: not in this game
  const std::size_t mark = sc.events.size();
  sc.act({{"type", "choose"}, {"card", "BM083"}});  // Lord Van Ette, epic
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"card", "BM083"}, {"player", 0}}));
  EXPECT_FALSE(contains(sc.ids(sc.s.epic_heroes), "BM083"));
  EXPECT_FALSE(events_since(sc, mark, "shuffle", {{"deck", "epic_heroes"}}).empty());  // G-19
  // The same round's adventure: he goes through P0's dungeon, without any bait (G-15).
  EXPECT_TRUE(sc.saw("enters_room", {{"card", "BM083"}, {"player", 0}}));
  EXPECT_FALSE(sc.saw("bait", {{"card", "BM083"}}));
  sc.check_conservation();
}

TEST(Card_BM006_Seducia, HeroFromTown) {
  Scenario sc = seducia_setup();
  sc.act({{"type", "choose"}, {"card", "BM062"}});
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"card", "BM062"}, {"player", 0}}));
  EXPECT_FALSE(sc.saw("bait", {{"card", "BM062"}}));  // he had left town before the bait
  EXPECT_TRUE(sc.saw("enters_room", {{"card", "BM062"}, {"player", 0}}));
  EXPECT_FALSE(contains(sc.town_ids(), "BM062"));
}
