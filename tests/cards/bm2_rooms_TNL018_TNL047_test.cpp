// Boss Monster 2 (The Next Level) rooms, part 6: the rooms that act at the end of the round
// (BM2-25; IP-42: after the round's effects expire, before the end-of-game check): Inner Sanctum
// (TNL018) and Blockpile Puzzle (TNL047). Each plays in a classic game with the implemented TNL
// cards added (BM2-44). Expected values come from the card paraphrases (bm2.json "text") and the
// rules they cite, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace bm2_rooms_TNL018_TNL047 {
// The end of this round's work is done once the next round begins.
bool choice_or_next_round(const Scenario& s) { return choosing(s) || s.s.round > 1; }

// TNL018 Inner Sanctum (trap, 2): at the end of a round in which no hero entered it, you may draw
// a Room: the room on top of the deck comes to hand.
TEST(Card_TNL018_InnerSanctum, NoHeroThisRoundMayDrawARoom) {
  Scenario sc = tnl_two_players(511);
  sc.set_dungeon(0, {"TNL018"});
  sc.deck_top("BM016");
  sc.start_adventure();
  sc.pass_until(choice_or_next_round);
  ASSERT_TRUE(choosing(sc));
  EXPECT_EQ(sc.s.phase, bm::Phase::end_of_round);
  EXPECT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can({{"type", "decline"}}));  // "may"
  sc.act({{"type", "choose"}, {"option", 1}});
  EXPECT_EQ(hand_in_round(sc, 0, 1), Ids{"BM016"});  // round 2's own draw (C-7) left out
}

// A hero went through it this round: nothing at the end of the round.
TEST(Card_TNL018_InnerSanctum, AHeroEnteredItNoDraw) {
  Scenario sc = tnl_two_players(512);
  sc.set_dungeon(0, {"TNL018"});
  sc.add_entrance(0, kCleric8);
  sc.start_adventure();
  sc.pass_until(choice_or_next_round);
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{2}));
  EXPECT_TRUE(sc.saw("phase", {{"phase", "end_of_round"}}));
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}), count_events(sc, "draw", {{"player", 1}}));
}

// TNL047 Blockpile Puzzle (advanced trap, 5): at each end of round you must destroy one Room of
// your dungeon, the Puzzle itself allowed; there is no decline.
TEST(Card_TNL047_BlockpilePuzzle, EndOfRoundMustDestroyARoom) {
  for (const bool itself : {false, true}) {
    SCOPED_TRACE(itself ? "the Puzzle itself" : "the Golem Factory");
    Scenario sc = tnl_two_players(513);
    sc.set_dungeon(0, {"BM016", "TNL047"});
    sc.set_dungeon(1, {"BM018"});
    sc.start_adventure();
    sc.pass_until(choice_or_next_round);
    ASSERT_TRUE(choosing(sc));
    EXPECT_EQ(sc.s.phase, bm::Phase::end_of_round);
    EXPECT_EQ(sc.to_move(), 0);
    EXPECT_FALSE(sc.can({{"type", "decline"}}));
    sc.act(itself ? json{{"type", "choose"}, {"card", "TNL047"}, {"stack", 1}}
                  : json{{"type", "choose"}, {"card", "BM016"}, {"stack", 0}});
    EXPECT_EQ(sc.dungeon_ids(0), itself ? Ids{"BM016"} : Ids{"TNL047"});
    EXPECT_EQ(sc.discard_ids(), itself ? Ids{"TNL047"} : Ids{"BM016"});
    EXPECT_EQ(sc.dungeon_ids(1), Ids{"BM018"});  // only its owner's dungeon
    sc.check_conservation();
  }
}

}  // namespace bm2_rooms_TNL018_TNL047
