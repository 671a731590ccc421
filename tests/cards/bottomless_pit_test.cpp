// BM027 Bottomless Pit: destroy this room to kill the hero in it (G-17 activated ability,
// used in the adventure window after the room's damage, C-10).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

TEST(Card_BM027_BottomlessPit, KillsTheHeroInThisRoom) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 3);
  sc.set_dungeon(0, {"BM027", "BM035"});  // Bottomless Pit (1 dmg), then Dragon Hatchery (0)
  sc.add_entrance(0, "BM060");            // Delatorious: 8 health
  sc.start_adventure();
  // The hero took 1 damage in the Pit; P0 may now destroy the Pit to kill it.
  when_legal(sc, {{"type", "activate"}, {"card", "BM027"}, {"stack", 0}, {"target", "BM060"}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM027"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM035"}));  // G-7: the rest shifts
  sc.check_conservation();
}

TEST(Card_BM027_BottomlessPit, NotActivatableWithoutAHeroInIt) {
  Scenario sc("classic", 2, 3);
  sc.clear_board();
  sc.set_dungeon(0, {"BM027"});
  sc.start_build();
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM027"}, {"stack", 0}}));
}
