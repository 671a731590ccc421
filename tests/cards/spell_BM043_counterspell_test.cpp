// BM043 Counterspell (build and adventure spell): cancel a spell that was just cast. G-18: a
// cancel may be used by a non-active player; the cancelled spell goes to the discard pile and
// does NOT count as played. Counterspell is itself a spell, so it can be answered in turn.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
const nlohmann::json kCancel = {{"type", "cancel"}, {"card", "BM043"}};

// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP). P0's dungeon: Dark Laboratory (trap, 1)
// then Dragon Hatchery (0); Nick (4 health) waits at P0's entrance.
Scenario counterspell_setup() { return hero_at_seat0(43, {"BM022", "BM035"}, "BM056"); }
}  // namespace

TEST(Card_BM043_Counterspell, CancelledSpellHasNoEffectAndIsDiscarded) {
  Scenario sc = counterspell_setup();
  sc.set_hand(0, {"BM040"});  // Annihilator
  sc.set_hand(1, {"BM043"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(cast_room("BM040", 0, "BM022", 0));
  // G-18: the other player may now cancel it, although P0 is the active player.
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(kCancel);
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "BM040"}, {"player", 0}}));
  EXPECT_FALSE(sc.saw("resolved", {{"card", "BM040"}}));
  EXPECT_FALSE(sc.saw("bonus"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM040"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM043"));
  EXPECT_TRUE(hand_in_round(sc, 1, 1).empty());
  sc.finish_round(1);
  // The Dark Laboratory dealt only its printed 1: Nick (4) survives and wounds P0.
  EXPECT_TRUE(sc.saw("damage", {{"card", "BM056"}, {"amount", 1}, {"total", 1}}));
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_EQ(sc.souls(0), 0);
  sc.check_conservation();
}

TEST(Card_BM043_Counterspell, CancelledSpellDoesNotCountAsPlayed) {
  // BM026 Liger's Den: once per round, when you play a spell, draw a spell. The cancelled
  // spell is not "played" (G-18), so the next spell P0 plays this round still draws.
  Scenario sc = counterspell_setup();
  sc.set_dungeon(0, {"BM022", "BM026"});  // Dark Laboratory, Liger's Den (monster, 2)
  sc.set_hand(0, {"BM040", "BM047"});     // Annihilator, Giant Size
  sc.set_hand(1, {"BM043"});
  sc.deck_top("BM046");  // the spell Liger's Den would draw
  sc.start_adventure();
  sc.act(cast_room("BM040", 0, "BM022", 0));
  sc.act(kCancel);
  // P0, the active player, may answer P1's Counterspell first (C-12); P0 lets it resolve.
  ASSERT_EQ(sc.decision(), bm::DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "pass"}});
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "BM040"}}));
  EXPECT_EQ(sc.hand_ids(0), (std::vector<std::string>{"BM047"}));  // no draw for a cancelled spell
  ASSERT_EQ(sc.to_move(), 0);                                      // back in P0's window
  sc.act(cast_room("BM047", 0, "BM026", 1));
  EXPECT_TRUE(sc.saw("resolved", {{"card", "BM047"}}));
  EXPECT_EQ(sc.hand_ids(0), (std::vector<std::string>{"BM046"}));  // Liger's Den drew it
}

TEST(Card_BM043_Counterspell, WorksInTheBuildPhase) {
  // Phase icon "both": P1 cancels P0's Kobold Strike, so P1's face-down room stays and is built.
  Scenario sc = counterspell_setup();
  sc.set_hand(1, {"BM043", "BM018"});
  sc.set_hand(0, {"BM049"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 1);  // Gorgona builds first (C-5)
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  ASSERT_EQ(sc.to_move(), 0);  // P1's build window: P1 had nothing, now P0 (C-8)
  sc.act(cast_plain("BM049"));
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(kCancel);
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "BM049"}}));
  EXPECT_FALSE(sc.saw("no_builds"));
  EXPECT_FALSE(sc.saw("room_returned"));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("room_built", {{"card", "BM018"}, {"player", 1}}));
  EXPECT_EQ(sc.dungeon_ids(1), (std::vector<std::string>{"BM018"}));
}

TEST(Card_BM043_Counterspell, CounterspellCanItselfBeCancelled) {
  Scenario sc = counterspell_setup();
  sc.set_hand(0, {"BM040", "BM043"});
  sc.set_hand(1, {"BM043"});
  sc.start_adventure();
  sc.act(cast_room("BM040", 0, "BM022", 0));
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(kCancel);  // P1's Counterspell answers Annihilator
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(kCancel);  // P0's Counterspell answers P1's Counterspell
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "BM043"}, {"player", 1}}));
  EXPECT_TRUE(sc.saw("resolved", {{"card", "BM040"}, {"player", 0}}));
  sc.finish_round(1);
  // Annihilator did resolve: 1 + 3 = 4 kills Nick.
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM022"}}));
  EXPECT_EQ(sc.souls(0), 1);
  sc.check_conservation();
}

TEST(Card_BM043_Counterspell, NotCastableAloneNorAgainstYourOwnSpell) {
  Scenario sc = counterspell_setup();
  sc.set_hand(0, {"BM040", "BM043"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(legal_with(sc, "cast", "BM043").empty());  // only as an answer (G-18)
  sc.act(cast_room("BM040", 0, "BM022", 0));
  // Nobody else can answer: Annihilator resolves at once and P0 keeps its Counterspell.
  EXPECT_TRUE(sc.saw("resolved", {{"card", "BM040"}}));
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM043"}));
}
