// Spells, abilities and hands: G-16, G-17, G-18, G-19, G-21; no actions outside the build
// and adventure phases (C-7, C-9, C-11). Expected values come from the digest and seeds.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

// G-16: spells are cast only in the phases their icon allows. Build: Freeze (both), Princess
// in Peril and Kobold Strike (build), not Fear (adventure). Adventure: Freeze and Fear only.
TEST(Rule_G16, SpellsOnlyInTheirPhases) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM016", "BM010"});
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM046", "BM045", "BM051", "BM049"});
  sc.set_town({"BM068"});       // a mage: nobody lures it, it stays for Princess in Peril
  sc.add_entrance(0, "BM081");  // Katelyn: 11 health
  sc.start_build();
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_EQ(castable(sc), (std::vector<std::string>{"BM046", "BM049", "BM051"}));
  sc.act({{"type", "pass_build"}});
  sc.pass_until([](const Scenario& x) { return x.s.phase == Phase::adventure && x.s.run.in_room && x.to_move() == 0; });
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  EXPECT_EQ(castable(sc), (std::vector<std::string>{"BM045", "BM046"}));
}

// G-16: a spell goes to the discard pile once played; any number may be played in a round.
TEST(Rule_G16, PlayedSpellsAreDiscardedAnyNumberPerRound) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM051", "BM046"});
  sc.set_town({"BM068"});
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "BM051"}, {"target", "BM068"}});
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  EXPECT_EQ(sc.entrance_ids(0), (std::vector<std::string>{"BM068"}));
  EXPECT_TRUE(sc.s.players[1].dungeon[0].deactivated);
  const auto discard = sc.ids(sc.s.discard);
  EXPECT_NE(std::find(discard.begin(), discard.end(), "BM051"), discard.end());
  EXPECT_NE(std::find(discard.begin(), discard.end(), "BM046"), discard.end());
  EXPECT_TRUE(sc.s.players[0].hand.empty());
}

// G-16 / G-17 with C-7, C-9, C-11: no spell or activated ability outside the build and
// adventure phases: over a whole round, every decision is in one of those two phases.
TEST(Rule_G16, NoWindowsInBeginningBaitOrEndOfRound) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM030", "BM016"});  // Jackpot Stash: activatable whenever spells are
  sc.set_hand(0, {"BM046", "BM043", "BM048"});
  sc.set_hand(1, {"BM046", "BM048"});
  sc.start_end_of_round();  // from the end of round 1 through all of round 2
  const int round = sc.s.round;
  const auto seen = pass_recording(sc, [round](const Scenario& x) { return x.s.round > round; });
  ASSERT_FALSE(seen.empty());
  for (const Seen& d : seen) EXPECT_TRUE(d.phase == Phase::build || d.phase == Phase::adventure) << d;
}

// G-17: activated abilities may be used whenever a spell could be cast; continuous (Goblin
// Armory) and on-build (Dark Laboratory) abilities are never activated.
TEST(Rule_G17, ActivatedAbilitiesWhenSpellsAllowed) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM030", "BM015", "BM022"});
  sc.add_entrance(0, "BM081");
  sc.start_build();
  ASSERT_EQ(sc.decision(), DecisionKind::build);
  EXPECT_EQ(activatable(sc), (std::vector<std::string>{"BM030"}));
  sc.act({{"type", "pass_build"}});
  sc.pass_until([](const Scenario& x) { return x.s.phase == Phase::adventure && x.s.run.in_room && x.to_move() == 0; });
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  EXPECT_EQ(activatable(sc), (std::vector<std::string>{"BM030"}));
}

// G-18: a non-active player cancels the active player's spell; the cancelled spell has no
// effect, does not count as played (Liger's Den, "when you play a spell: draw a spell", does
// not trigger) and is discarded, as is the Counterspell.
TEST(Rule_G18, CancelledSpellHasNoEffectAndIsDiscarded) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM026"});  // Liger's Den
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM046"});
  sc.set_hand(1, {"BM043"});
  sc.start_build();
  const int from = event_count(sc);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 1);  // the non-active player may answer
  sc.act({{"type", "cancel"}, {"card", "BM043"}});
  sc.pass_until(p0_builds);
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "BM046"}}));
  EXPECT_FALSE(sc.s.players[1].dungeon[0].deactivated);
  EXPECT_FALSE(sc.saw("deactivated"));
  const auto discard = sc.ids(sc.s.discard);
  EXPECT_NE(std::find(discard.begin(), discard.end(), "BM046"), discard.end());
  EXPECT_NE(std::find(discard.begin(), discard.end(), "BM043"), discard.end());
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from), 0);
  EXPECT_TRUE(sc.s.players[0].hand.empty());
}

// G-18 counter-check: the same spell, not cancelled, counts as played (Liger's Den draws).
TEST(Rule_G18, UncancelledSpellCountsAsPlayed) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM026"});
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM046"});
  sc.start_build();
  const int from = event_count(sc);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  EXPECT_TRUE(sc.s.players[1].dungeon[0].deactivated);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from), 1);
}

// G-19: hands are unlimited: nobody discards down at any point of a round.
TEST(Rule_G19, HandsAreUnlimited) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_hand(
      0, {"BM009", "BM010", "BM011", "BM012", "BM015", "BM016", "BM018", "BM021", "BM022", "BM024", "BM027", "BM029"});
  const int from = event_count(sc);
  sc.start_end_of_round();
  const int round = sc.s.round;
  sc.pass_until([round](const Scenario& x) { return x.s.round > round; });
  EXPECT_EQ(count_events(sc, "discard", {{"player", 0}}, from), 0);
  EXPECT_EQ(sc.s.players[0].hand.size(), 14u);  // 12 + one C-7 draw in each of two beginnings
}

// G-19: a searched deck is shuffled afterwards (Seducia's Level Up takes a hero from the
// ordinary hero deck).
TEST(Rule_G19, SearchedDeckIsShuffled) {
  Scenario sc = board("classic", {"BM006", "BM004"});  // Seducia 600, Robobo 400
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM009"});
  sc.start_build();
  sc.act({{"type", "build"}, {"card", "BM009"}, {"stack", "new"}});
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  const int from = event_count(sc);
  sc.act({{"type", "choose"}, {"card", "BM058"}});  // Acacia, still in the ordinary deck
  const int moved = find_event(sc, "hero_to_entrance", {{"card", "BM058"}, {"player", 0}}, from);
  EXPECT_GE(moved, 0);
  EXPECT_GE(find_event(sc, "shuffle", {{"deck", "ordinary_heroes"}}, from), 0);
}

// G-21: "ordinary hero" excludes epic heroes (Mimic Vault: move one ordinary hero from town
// to your entrance); "hero" alone means either (Fear targets an epic hero).
TEST(Rule_G21, OrdinaryHeroMeansNonEpic) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_hand(0, {"BM036"});
  sc.set_town({"BM081", "BM068"});  // Katelyn (epic), Tieg (ordinary)
  sc.start_build();
  sc.act({{"type", "build"}, {"card", "BM036"}, {"stack", "new"}});
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM068"}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM081"}}));
}

TEST(Rule_G21, HeroMeansOrdinaryOrEpic) {
  Scenario sc = board("classic", {"BM001", "BM004"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_hand(0, {"BM045"});
  sc.add_entrance(0, "BM081");
  sc.start_adventure();
  sc.pass_until([](const Scenario& x) { return x.s.run.in_room; });
  EXPECT_TRUE(sc.can({{"type", "cast"}, {"card", "BM045"}, {"target_player", 0}, {"target", "BM081"}}));
}
