// BM055 Zombie Attack (build spell): return a dead Hero (a face-down soul) from an OPPONENT's
// score area to that opponent's entrance, with +2 Health until end of turn (round, C-11).
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Robobo (fighter, 400 XP), seat 1 Gorgona (thief, 500 XP): P1 builds first. P1's
// dungeon: Neanderthal Cave (3) then Specter's Sanctum (2): 5 damage kills Nick (4 health).
Scenario zombie_attack_setup() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 55);
  sc.set_dungeon(1, {"BM018", "BM011"});
  sc.add_score(1, "BM056", true);  // Nick, dead in P1's dungeon earlier
  return sc;
}
const nlohmann::json kZombieNick = {{"type", "cast"}, {"card", "BM055"}, {"target_player", 1}, {"target", "BM056"}};
}  // namespace

TEST(Card_BM055_ZombieAttack, DeadHeroReturnsWithTwoMoreHealth) {
  Scenario sc = zombie_attack_setup();
  sc.set_hand(0, {"BM055"});
  sc.start_build();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(kZombieNick); }));
  sc.act(kZombieNick);
  EXPECT_EQ(sc.souls(1), 0);  // the soul left P1's score area
  EXPECT_EQ(sc.entrance_ids(1), (std::vector<std::string>{"BM056"}));
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"card", "BM056"}, {"player", 1}}));
  sc.finish_round(1);
  // 4 + 2 = 6 health against 3 + 2 = 5 damage: Nick survives and wounds P1.
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"total", 5}}));
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", "BM056"}}));
  EXPECT_EQ(sc.wounds(1), 1);
  EXPECT_EQ(sc.souls(1), 0);
  sc.check_conservation();
}

TEST(Card_BM055_ZombieAttack, HealthBonusEndsWithTheRound) {
  Scenario sc = zombie_attack_setup();
  sc.add_score(1, "BM081", true);  // Katelyn (epic, 2 souls): P1 keeps 2 souls after the spell
  sc.set_hand(0, {"BM055", "BM054"});
  sc.deck_top("BM068");  // round 2 heroes: mages; nobody has mage treasure: they stay in town
  sc.deck_top("BM070");
  sc.start_build();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(kZombieNick); }));
  sc.act(kZombieNick);
  // Adventure: Trepidation keeps Nick waiting at the entrance this round (P1 2 >= 0 + 2).
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.phase == bm::Phase::adventure; }));
  sc.act({{"type", "cast"}, {"card", "BM054"}, {"target_player", 1}});
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room"));
  ASSERT_EQ(sc.entrance_ids(1).front(), "BM056");
  sc.finish_round(2);
  // Round 2: back to 4 health; 3 + 2 = 5 >= 4, he dies in the Sanctum (with the +2 he would
  // have survived, as in the test above).
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM011"}}));
  EXPECT_EQ(sc.souls(1), 3);
  EXPECT_EQ(sc.wounds(1), 0);
}

TEST(Card_BM055_ZombieAttack, OnlyAnOpponentsSouls) {
  Scenario sc = zombie_attack_setup();
  sc.add_score(1, "BM062", false);  // a wound in P1's area: not dead
  sc.add_score(0, "BM064", true);   // P0's own soul
  sc.set_hand(0, {"BM055"});
  sc.start_build();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(kZombieNick); }));
  const auto casts = legal_with(sc, "cast", "BM055");
  ASSERT_EQ(casts.size(), 1u);
  EXPECT_EQ(casts[0]["target"], "BM056");
}

TEST(Card_BM055_ZombieAttack, NotCastableInTheAdventurePhase) {
  Scenario sc = zombie_attack_setup();
  sc.add_entrance(1, "BM062");
  sc.set_hand(0, {"BM055", "BM046"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "cast", "BM055").empty());
}
