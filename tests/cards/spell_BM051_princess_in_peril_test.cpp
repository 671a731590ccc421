// BM051 Princess in Peril (build spell): move a Hero from town to your dungeon entrance.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (fighter, 400 XP), seat 1 Gorgona (thief, 500 XP): nobody has cleric
// treasure, so a cleric hero would stay in town (G-15).
Scenario princess_in_peril_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 51);
  sc.set_dungeon(0, {"BM018", "BM016"});  // Neanderthal Cave (3), Golem Factory (2)
  sc.set_town({"BM056", "BM081"});        // Nick (cleric, 4), Katelyn (epic cleric, 11)
  return sc;
}
}  // namespace

TEST(Card_BM051_PrincessInPeril, HeroFromTownGoesToYourEntranceAndRunsIt) {
  Scenario sc = princess_in_peril_setup();
  sc.set_hand(0, {"BM051"});
  start_p0_build_turn(sc);
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", "BM056"}});
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_EQ(sc.entrance_ids(0), (std::vector<std::string>{"BM056"}));
  EXPECT_EQ(sc.town_ids(), (std::vector<std::string>{"BM081"}));
  sc.finish_round(1);
  // Nick goes through P0's dungeon: 3 + 2 = 5 >= 4, a soul for P0.
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM081"}}));  // Katelyn: nobody has cleric treasure
  sc.check_conservation();
}

TEST(Card_BM051_PrincessInPeril, AnyHeroInTownIncludingEpic) {
  Scenario sc = princess_in_peril_setup();
  sc.set_hand(0, {"BM051"});
  start_p0_build_turn(sc);
  EXPECT_EQ(legal_with(sc, "cast", "BM051").size(), 2u);
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", "BM081"}});
  EXPECT_EQ(sc.entrance_ids(0), (std::vector<std::string>{"BM081"}));
}

TEST(Card_BM051_PrincessInPeril, NeedsAHeroInTown) {
  Scenario sc = princess_in_peril_setup();
  sc.set_town({});
  sc.set_hand(0, {"BM051", "BM035"});
  start_p0_build_turn(sc);
  EXPECT_TRUE(legal_with(sc, "cast", "BM051").empty());
}

TEST(Card_BM051_PrincessInPeril, NotCastableInTheAdventurePhase) {
  Scenario sc = princess_in_peril_setup();
  sc.add_entrance(0, "BM062");
  sc.set_hand(0, {"BM051", "BM046"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);  // window before the first hero (Freeze castable)
  EXPECT_TRUE(legal_with(sc, "cast", "BM051").empty());
}
