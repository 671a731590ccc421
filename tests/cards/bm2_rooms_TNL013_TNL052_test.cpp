// Boss Monster 2 (The Next Level) rooms, part 2: the on-build rooms Incubus Gym (TNL019),
// Barbarian Hall (TNL024), Genie Lounge (TNL052); the passive damage rooms Goblin Nursery
// (TNL023), Goblin Mess Hall (TNL028), Elemental Generator (TNL038); the once-per-round
// activated rooms Dark Portal (TNL013), Observatory (TNL035), Wreck Room (TNL041), Deadly
// Treadmill (TNL042), Chump Chomper (TNL046). Expected values come from the card paraphrases
// (bm2.json "text") and the rules they cite, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// The damage amounts BM060 (8 Health) takes running through p0's dungeon this round.
std::vector<int> run_cleric8(Scenario& sc) {
  sc.add_entrance(0, kCleric8);
  sc.start_adventure();
  sc.finish_round(round_now(sc));
  return sc.damage_to(kCleric8);
}
}  // namespace

// TNL019 Incubus Gym (advanced monster, cleric): on build, every opponent discards one Room card
// of their own choice; spells are not offered, and each opponent chooses for themselves.
TEST(Card_TNL019_IncubusGym, EveryOpponentDiscardsARoomOfTheirChoice) {
  Scenario sc = board("classic", {"BM004", "BM008", "BM006"}, 201, &classic_with_tnl_cards());
  sc.set_dungeon(0, {"BM010"});  // Open Grave (cleric): G-3 lets the advanced Gym cover it
  sc.set_hand(0, {"TNL019"});
  sc.set_hand(1, {"BM016", "BM018", "BM046"});
  sc.set_hand(2, {"BM021", "BM047"});
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL019"}, {"stack", 0}});
  sc.pass_until(choosing);
  // Each opponent chooses once, for themselves (the order is the engine's seating order, which
  // the card does not constrain): seat 1 a room of theirs, never their spell; seat 2 theirs.
  std::vector<int> asked;
  while (choosing(sc) && asked.size() < 3) {
    const int q = sc.to_move();
    asked.push_back(q);
    if (q == 1) {
      EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM046"}}));
      sc.act({{"type", "choose"}, {"card", "BM018"}});
    } else {
      ASSERT_EQ(q, 2) << "only the opponents choose";
      sc.act({{"type", "choose"}, {"card", "BM021"}});
    }
  }
  std::sort(asked.begin(), asked.end());
  EXPECT_EQ(asked, (std::vector<int>{1, 2}));
  const auto discards = events_this_round(sc, from, "discard");
  ASSERT_EQ(discards.size(), 2u);
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM018", "BM021"}));
  EXPECT_TRUE(contains(sc.hand_ids(1), "BM016"));
  EXPECT_TRUE(contains(sc.hand_ids(2), "BM047"));
  sc.check_conservation();
}

// TNL024 Barbarian Hall (monster, 3): on build, one holding a Spell must discard one of them
// (its owner's choice; there is no declining).
TEST(Card_TNL024_BarbarianHall, OnBuildMustDiscardASpell) {
  Scenario sc = tnl_two_players(202);
  sc.set_hand(0, {"TNL024", "BM046", "BM047"});
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL024"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can({{"type", "decline"}}));
  sc.act({{"type", "choose"}, {"card", "BM047"}});
  EXPECT_EQ(sc.discard_ids(), Ids{"BM047"});
  EXPECT_TRUE(contains(sc.hand_ids(0), "BM046"));
  EXPECT_FALSE(contains(sc.hand_ids(0), "BM047"));
}

// TNL052 Genie Lounge (monster, 1): on build, with no Spell in hand, draw a Spell; holding one,
// draw nothing.
TEST(Card_TNL052_GenieLounge, OnBuildDrawsASpellOnlyWithNoneInHand) {
  for (const bool holding : {false, true}) {
    SCOPED_TRACE(holding ? "holding a spell" : "no spell");
    Scenario sc = tnl_two_players(203);
    sc.set_hand(0, {"TNL052"});
    if (holding) sc.add_to_hand(0, "BM047");
    sc.deck_top("BM046");
    const std::size_t from = sc.events.size();
    sc.start_build();
    when_legal(sc, {{"type", "build"}, {"card", "TNL052"}, {"stack", "new"}});
    sc.pass_until([](const Scenario& s) { return s.s.phase != bm::Phase::build; });
    const auto draws = events_since(sc, from, "draw", {{"player", 0}, {"card", "BM046"}});
    EXPECT_EQ(draws.size(), holding ? 0u : 1u);
  }
}

// TNL023 Goblin Nursery (monster, 1): the Monster Room directly left of it (entered just before
// it) deals +2; the room to its right gets nothing. Golem 2+2, Nursery 1, Cave 3: 8, BM060 dies.
TEST(Card_TNL023_GoblinNursery, MonsterRoomDirectlyLeftGetsTwo) {
  Scenario sc = tnl_two_players(204);
  sc.set_dungeon(0, {"BM016", "TNL023", "BM018"});
  EXPECT_EQ(run_cleric8(sc), (std::vector<int>{4, 1, 3}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric8}, {"room", "BM018"}}));
}

// A Trap Room on its left gets nothing: Bottomless Pit (trap, 1) stays at 1.
TEST(Card_TNL023_GoblinNursery, TrapRoomOnItsLeftGetsNothing) {
  Scenario sc = tnl_two_players(204);
  sc.set_dungeon(0, {"BM027", "TNL023"});
  EXPECT_EQ(run_cleric8(sc), (std::vector<int>{1, 1}));
}

// TNL028 Goblin Mess Hall (advanced monster, 3): every other Monster Room of your dungeon deals
// +1; Trap Rooms and the Mess Hall itself do not. Golem 2+1, Bottomless Pit 1, Mess Hall 3.
TEST(Card_TNL028_GoblinMessHall, OtherMonsterRoomsGetOne) {
  Scenario sc = tnl_two_players(205);
  sc.set_dungeon(0, {"BM016", "BM027", "TNL028"});
  EXPECT_EQ(run_cleric8(sc), (std::vector<int>{3, 1, 3}));
}

// TNL038 Elemental Generator (advanced monster, 3): +1 damage per Spell card in your hand (rooms
// in hand do not count): two spells, 5 damage.
TEST(Card_TNL038_ElementalGenerator, PlusOnePerSpellInHand) {
  Scenario sc = tnl_two_players(206);
  sc.set_dungeon(0, {"TNL038"});
  sc.set_hand(0, {"BM046", "BM047", "BM016"});
  EXPECT_EQ(run_cleric8(sc), (std::vector<int>{5}));
}

// TNL013 Dark Portal (trap, 1): once per round, trade a Spell from your hand for a Room of your
// choice from the discard pile; a spell there is not offered.
TEST(Card_TNL013_DarkPortal, TradeASpellForARoomFromTheDiscard) {
  Scenario sc = tnl_two_players(207);
  sc.set_dungeon(0, {"TNL013"});
  sc.set_hand(0, {"BM046"});
  sc.to_discard("BM016");
  sc.to_discard("BM047");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL013"}, {"stack", 0}, {"target", "BM046"}});
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM047"}}));
  sc.act({{"type", "choose"}, {"card", "BM016"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM016"});
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM046", "BM047"}));
  sc.check_conservation();
}

// Without a Spell to trade (a room in hand is no cost) the Portal cannot be used.
TEST(Card_TNL013_DarkPortal, NeedsASpellInHand) {
  Scenario sc = tnl_two_players(207);
  sc.set_dungeon(0, {"TNL013"});
  sc.set_hand(0, {"BM018"});
  sc.to_discard("BM016");
  start_p0_build_turn(sc);
  EXPECT_TRUE(legal_with(sc, "activate", "TNL013").empty());
}

// TNL035 Observatory (trap, 2): once per round, swap a Spell in hand for a fresh Spell draw.
TEST(Card_TNL035_Observatory, SwapASpellOncePerRound) {
  Scenario sc = tnl_two_players(208);
  sc.set_dungeon(0, {"TNL035"});
  sc.set_hand(0, {"BM046"});
  sc.deck_top("BM047");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL035"}, {"stack", 0}, {"target", "BM046"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM047"});
  EXPECT_EQ(sc.discard_ids(), Ids{"BM046"});
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "activate", "TNL035").empty());  // once per round
}

// TNL042 Deadly Treadmill (trap, 2): once per round, swap a Room card in hand for a fresh Room
// draw; a spell is no cost.
TEST(Card_TNL042_DeadlyTreadmill, SwapARoomCardOncePerRound) {
  Scenario sc = tnl_two_players(209);
  sc.set_dungeon(0, {"TNL042"});
  sc.set_hand(0, {"BM016", "BM046", "BM021"});
  sc.deck_top("BM018");
  start_p0_build_turn(sc);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "TNL042"}, {"stack", 0}, {"target", "BM046"}}));
  sc.act({{"type", "activate"}, {"card", "TNL042"}, {"stack", 0}, {"target", "BM016"}});
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM018", "BM021", "BM046"}));
  EXPECT_EQ(sc.discard_ids(), Ids{"BM016"});
  EXPECT_TRUE(legal_with(sc, "activate", "TNL042").empty());  // once per round
}

// TNL041 Wreck Room (trap, 1): once per round, sacrifice another of your rooms, then draw a Room.
TEST(Card_TNL041_WreckRoom, SacrificeAnotherRoomToDrawARoom) {
  Scenario sc = tnl_two_players(210);
  sc.set_dungeon(0, {"TNL041", "BM016", "BM021"});
  sc.deck_top("BM018");
  start_p0_build_turn(sc);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "TNL041"}, {"stack", 0}, {"stack2", 0}}));  // not itself
  sc.act({{"type", "activate"}, {"card", "TNL041"}, {"stack", 0}, {"stack2", 1}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM016"}, {"player", 0}}));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM018"});
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"TNL041", "BM021"}));
  EXPECT_TRUE(legal_with(sc, "activate", "TNL041").empty());  // once per round
}

// TNL046 Chump Chomper (advanced trap, 2): once per round, destroy another of your rooms; this
// room deals +4 until the end of the round: 6 to the hero that enters it later that round.
TEST(Card_TNL046_ChumpChomper, DestroyAnotherRoomForPlusFour) {
  Scenario sc = tnl_two_players(211);
  sc.set_dungeon(0, {"BM016", "TNL046"});
  sc.add_entrance(0, kCleric8);
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL046"}, {"stack", 1}, {"stack2", 0}});
  EXPECT_TRUE(sc.saw("bonus", {{"card", "TNL046"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"TNL046"});
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{6}));
}
