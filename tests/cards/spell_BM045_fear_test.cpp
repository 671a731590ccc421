// BM045 Fear (adventure spell): send a Hero in ANY dungeon back to town. G-22: damage taken
// before being sent back is not kept into later rounds.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Draculord (cleric, 900 XP) first, seat 1 Gorgona (thief, 500 XP). P0's dungeon:
// Neanderthal Cave (3, fighter) then Golem Factory (2, fighter). Acacia: cleric, 6 health.
Scenario fear_setup() {
  Scenario sc = board("classic", {"BM001", "BM008"}, 45);
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM058");
  sc.set_hand(1, {"BM045"});
  return sc;
}
bool fear_ready(const Scenario& s) { return s.can(cast_hero("BM045", 0, "BM058")); }
}  // namespace

TEST(Card_BM045_Fear, OpponentSendsTheHeroBackToTown) {
  Scenario sc = fear_setup();
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(fear_ready));
  EXPECT_EQ(sc.to_move(), 1);  // cast in the window after the Neanderthal Cave's damage
  sc.act(cast_hero("BM045", 0, "BM058"));
  EXPECT_TRUE(sc.saw("hero_to_town", {{"card", "BM058"}}));
  ASSERT_FALSE(sc.town_ids().empty());
  EXPECT_EQ(sc.town_ids().front(), "BM058");  // round 2's new heroes line up behind her
  sc.finish_round(1);
  // She never reached the Golem Factory nor the boss: no soul, no wound.
  EXPECT_FALSE(sc.saw("enters_room", {{"card", "BM058"}, {"room", "BM016"}}));
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.wounds(0), 0);
  EXPECT_TRUE(contains(sc.discard_ids(), "BM045"));
  sc.check_conservation();
}

TEST(Card_BM045_Fear, G22_DamageIsNotKeptIntoTheNextRound) {
  Scenario sc = fear_setup();
  sc.deck_top("BM068");  // next round's heroes: two mages; nobody has mage treasure, so
  sc.deck_top("BM070");  // they stay in town (G-15) and do not disturb the count
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(fear_ready));
  sc.act(cast_hero("BM045", 0, "BM058"));  // Acacia leaves with 3 damage
  sc.finish_round(1);
  const std::size_t mark = sc.events.size();
  sc.finish_round(2);  // round 2: Acacia (cleric) is lured back by Draculord's cleric icon
  ASSERT_TRUE(sc.saw("bait", {{"card", "BM058"}, {"player", 0}}));
  const auto dmg = events_since(sc, mark, "damage", {{"card", "BM058"}});
  ASSERT_EQ(dmg.size(), 2u);
  // Starting again from 0: 3 then 5 < 6. Had the 3 been kept, 3 + 3 = 6 would kill her.
  EXPECT_EQ(dmg[0]["total"], 3);
  EXPECT_EQ(dmg[1]["total"], 5);
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_EQ(sc.souls(0), 0);
}

TEST(Card_BM045_Fear, OwnerMayFearAHeroInTheirOwnDungeon) {
  Scenario sc = fear_setup();
  sc.set_hand(1, {});
  sc.set_hand(0, {"BM045"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(fear_ready));
  EXPECT_EQ(sc.to_move(), 0);
  sc.act(cast_hero("BM045", 0, "BM058"));
  EXPECT_TRUE(sc.saw("hero_to_town", {{"card", "BM058"}}));
  EXPECT_EQ(sc.town_ids().front(), "BM058");
}

TEST(Card_BM045_Fear, NotCastableInTheBuildPhase) {
  Scenario sc = fear_setup();
  sc.set_hand(1, {"BM045", "BM046", "BM018"});  // Fear, Freeze (both phases), a room
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "pass_build"}});
  ASSERT_TRUE(
      sc.pass_until([](const Scenario& s) { return s.to_move() == 1 && s.decision() == bm::DecisionKind::build; }));
  EXPECT_FALSE(legal_with(sc, "build", "BM018").empty());
  EXPECT_FALSE(legal_with(sc, "cast", "BM046").empty());
  EXPECT_TRUE(legal_with(sc, "cast", "BM045").empty());  // G-16: adventure icon only
}
