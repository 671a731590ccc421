// Boss Monster 2 (The Next Level) rooms, part 4: the rooms that act "on build or on uncover"
// (BM2-16: the room above them destroyed or taken back to hand): Arcane Crypt (TNL016), Shrooman
// Cave (TNL027), Sorcerobe School (TNL036), Spiked Pit (TNL044). Each plays in a classic game
// with the implemented TNL cards added (BM2-44). Expected values come from the card paraphrases
// (bm2.json "text") and the rules they cite, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// The Dragon Hatchery (BM035, no ability) goes on p0's first stack. The Wreck Room (TNL041) at
// `wreck_stack` pays its cost (destroy another room of yours, G-17) with it, which uncovers the
// room beneath (BM2-16); the Wreck Room's own effect draws a Room (the Neanderthal Cave).
void hatchery_on_first(Scenario& sc) {
  sc.stack_on(0, 0, "BM035");
  sc.deck_top("BM018");
}
json wreck_uncovering(int wreck_stack) {
  return {{"type", "activate"}, {"card", "TNL041"}, {"stack", wreck_stack}, {"stack2", 0}};
}
}  // namespace

// TNL036 Sorcerobe School (monster, 1): on build, draw a Spell.
TEST(Card_TNL036_SorcerobeSchool, OnBuildDrawASpell) {
  Scenario sc = tnl_two_players(401);
  sc.set_hand(0, {"TNL036"});
  sc.deck_top("BM046");
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL036"}, {"stack", "new"}});
  sc.pass_until([](const Scenario& s) { return s.s.phase != bm::Phase::build; });
  EXPECT_EQ(events_since(sc, from, "draw", {{"player", 0}, {"card", "BM046"}}).size(), 1u);
}

// On uncover too (BM2-16): the Wreck Room's cost destroys the Hatchery built on the School, and
// the School, uncovered, draws a Spell.
TEST(Card_TNL036_SorcerobeSchool, OnUncoverDrawASpell) {
  Scenario sc = tnl_two_players(402);
  sc.set_dungeon(0, {"TNL036", "TNL041"});
  hatchery_on_first(sc);
  sc.deck_top("BM046");
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, wreck_uncovering(1));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM035"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"TNL036", "TNL041"}));
  EXPECT_EQ(events_since(sc, from, "draw", {{"player", 0}, {"card", "BM046"}}).size(), 1u);
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM018", "BM046"}));
}

// TNL044 Spiked Pit (trap, 1): on build, +3 to itself this round: 4 to the hero.
TEST(Card_TNL044_SpikedPit, OnBuildPlusThreeThisRound) {
  Scenario sc = tnl_two_players(403);
  sc.set_hand(0, {"TNL044"});
  sc.add_entrance(0, kCleric8);
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL044"}, {"stack", "new"}});
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{4}));
}

// On uncover (BM2-16): the Hatchery on it destroyed in the build phase, the Pit deals 4 this
// round (the Wreck Room 1); left covered it would deal nothing to this hero.
TEST(Card_TNL044_SpikedPit, OnUncoverPlusThreeThisRound) {
  Scenario sc = tnl_two_players(404);
  sc.set_dungeon(0, {"TNL044", "TNL041"});
  hatchery_on_first(sc);
  sc.add_entrance(0, kCleric8);
  sc.start_build();
  when_legal(sc, wreck_uncovering(1));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"TNL044", "TNL041"}));
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{4, 1}));
}

// TNL016 Arcane Crypt (trap, 1): on uncover, you may take a Spell from the discard pile (a room
// there is no choice).
TEST(Card_TNL016_ArcaneCrypt, OnUncoverMayTakeASpellFromTheDiscard) {
  Scenario sc = tnl_two_players(405);
  sc.set_dungeon(0, {"TNL016", "TNL041"});
  hatchery_on_first(sc);
  sc.to_discard("BM047");
  sc.to_discard("BM016");
  sc.start_build();
  when_legal(sc, wreck_uncovering(1));
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));  // "may"
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM016"}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM035"}}));
  sc.act({{"type", "choose"}, {"card", "BM047"}});
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM018", "BM047"}));
  sc.check_conservation();
}

// On build it takes one too; declining leaves the discard pile as it was.
TEST(Card_TNL016_ArcaneCrypt, OnBuildMayTakeOrDecline) {
  for (const bool take : {true, false}) {
    SCOPED_TRACE(take ? "take" : "decline");
    Scenario sc = tnl_two_players(406);
    sc.set_hand(0, {"TNL016"});
    sc.to_discard("BM047");
    sc.start_build();
    when_legal(sc, {{"type", "build"}, {"card", "TNL016"}, {"stack", "new"}});
    sc.pass_until(choosing);
    ASSERT_TRUE(choosing(sc));
    sc.act(take ? json{{"type", "choose"}, {"card", "BM047"}} : json{{"type", "decline"}});
    EXPECT_EQ(sc.discard_ids(), take ? Ids{} : Ids{"BM047"});
  }
}

// TNL027 Shrooman Cave (monster, 1): on build, another Monster Room (not this one, not a trap)
// deals +3 this round: the Golem Factory deals 5 to BM060, the Cave itself 1.
TEST(Card_TNL027_ShroomanCave, OnBuildAnotherMonsterRoomPlusThree) {
  Scenario sc = tnl_two_players(407);
  sc.set_dungeon(0, {"BM027", "BM016"});
  sc.set_hand(0, {"TNL027"});
  sc.add_entrance(0, kCleric8);
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL027"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "TNL027"}, {"stack", 0}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM027"}, {"stack", 1}}));
  sc.act({{"type", "choose"}, {"card", "BM016"}, {"stack", 2}});
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{1, 1, 5}));
}

// On uncover (BM2-16) too: the Hatchery on the Shrooman Cave destroyed, the Golem Factory deals 5.
TEST(Card_TNL027_ShroomanCave, OnUncoverAnotherMonsterRoomPlusThree) {
  Scenario sc = tnl_two_players(408);
  sc.set_dungeon(0, {"TNL027", "BM016", "TNL041"});
  hatchery_on_first(sc);
  sc.add_entrance(0, kCleric8);
  sc.start_build();
  when_legal(sc, wreck_uncovering(2));
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM016"}, {"stack", 1}});
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{1, 5, 1}));
}
