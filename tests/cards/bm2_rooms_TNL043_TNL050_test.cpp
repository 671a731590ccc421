// Boss Monster 2 (The Next Level) rooms, part 5: the rooms that act when a hero leaves them alive
// (BM2-18): Collapsing Bridge (TNL043) and Bom-Boy Factory (TNL050, also when a hero dies in it;
// BM2-19 for the hero that goes on). Each plays in a classic game with the implemented TNL cards
// added (BM2-44). Expected values come from the card paraphrases (bm2.json "text") and the rules
// they cite, never from engine output. Heroes: BM056 4 Health, BM060, BM066, BM072 8 Health.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// tnl_two_players(): the heroes `queue` (entrance order) go through seat 0's dungeon `rooms`, to
// the end of round 1's adventure phase or the first question asked (adventure_over).
Scenario heroes_through(std::uint64_t seed, std::initializer_list<std::string> rooms,
                        std::initializer_list<std::string> queue) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, rooms);
  for (const std::string& hero : queue) sc.add_entrance(0, hero);
  sc.start_adventure();
  sc.pass_until(adventure_over);
  return sc;
}
}  // namespace

// TNL043 Collapsing Bridge (trap, 1): once per round, when a hero leaves it alive, it deals +3
// until the end of the round. The first hero takes 1; the second 4; the third 4 again (the +3
// comes once a round, not once per hero).
TEST(Card_TNL043_CollapsingBridge, SurvivedOncePerRoundPlusThree) {
  const Scenario sc = heroes_through(501, {"TNL043"}, {kCleric8, kFighter8, kMage8});
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{1}));
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{4}));
  EXPECT_EQ(sc.damage_to(kMage8), (std::vector<int>{4}));
  EXPECT_EQ(sc.wounds(0), 3);
}

// A hero that dies in the Bridge did not leave it alive: the next hero takes 1, not 4. Nick
// (4 Health) dies to the Cave (3) and the Bridge (1).
TEST(Card_TNL043_CollapsingBridge, AHeroDyingThereIsNoSurvivor) {
  const Scenario sc = heroes_through(502, {"BM018", "TNL043"}, {kCleric4, kFighter8});
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric4}, {"room", "TNL043"}}));
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{3, 1}));
}

// TNL050 Bom-Boy Factory (trap, 3): destroyed as soon as a hero leaves it alive. BM060 takes 3,
// the Factory goes, BM060 goes on to the Golem Factory (2) and wounds; the next hero meets only
// the Golem Factory.
TEST(Card_TNL050_BomBoyFactory, DestroyedWhenAHeroLeavesItAlive) {
  const Scenario sc = heroes_through(503, {"TNL050", "BM016"}, {kCleric8, kFighter8});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL050"}, {"player", 0}}));
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{3, 2}));
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{2}));
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM016"});
  EXPECT_EQ(sc.wounds(0), 2);
  sc.check_conservation();
}

// BM2-19: the room its destruction uncovers (the Neanderthal Cave beneath it) does not damage
// the hero that left it; the hero goes on to the next room. The next hero meets the Cave.
TEST(Card_TNL050_BomBoyFactory, TheUncoveredRoomSparesTheHeroThatLeft) {
  Scenario sc = tnl_two_players(504);
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.stack_on(0, 0, "TNL050");
  sc.add_entrance(0, kCleric8);
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  sc.pass_until(adventure_over);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{3, 2}));
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{3, 2}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kCleric8}, {"room", "BM018"}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM018", "BM016"}));
}

// Destroyed as soon as a hero dies in it too: Nick (4 Health) takes 3 in the Cave and dies in
// the Factory; it goes to the discard pile.
TEST(Card_TNL050_BomBoyFactory, DestroyedWhenAHeroDiesInIt) {
  const Scenario sc = heroes_through(505, {"BM018", "TNL050"}, {kCleric4});
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric4}, {"room", "TNL050"}}));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL050"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM018"});
  EXPECT_EQ(sc.discard_ids(), Ids{"TNL050"});
  EXPECT_EQ(sc.souls(0), 1);
}
