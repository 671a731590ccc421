// BM048 Jeopardy (build and adventure spell): every player discards their hand, then draws
// one Spell and two Rooms.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Seat 0 Draculord (900 XP) first, seat 1 Gorgona (500 XP).
Scenario jeopardy_setup() { return board("classic", {"BM001", "BM008"}, 48); }
}  // namespace

TEST(Card_BM048_Jeopardy, EveryoneDiscardsTheHandAndDrawsOneSpellTwoRooms) {
  Scenario sc = jeopardy_setup();
  sc.set_hand(0, {"BM048", "BM018", "BM016"});
  sc.set_hand(1, {"BM011", "BM045"});
  // Known draws (top = last put): spells BM040 then BM046; rooms BM023, BM021, BM010, BM009.
  sc.deck_top("BM046");
  sc.deck_top("BM040");
  sc.deck_top("BM009");
  sc.deck_top("BM010");
  sc.deck_top("BM021");
  sc.deck_top("BM023");
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act(cast_plain("BM048"));
  EXPECT_TRUE(sc.saw("resolved", {{"card", "BM048"}}));
  // Each player: exactly 1 spell + 2 rooms, none of the old cards (players draw in turn
  // order, C-5: P0 takes the top cards first).
  EXPECT_EQ(sorted(sc.hand_ids(0)), (std::vector<std::string>{"BM021", "BM023", "BM040"}));
  EXPECT_EQ(sorted(sc.hand_ids(1)), (std::vector<std::string>{"BM009", "BM010", "BM046"}));
  const auto discard = sc.discard_ids();
  for (const char* id : {"BM048", "BM018", "BM016", "BM011", "BM045"}) EXPECT_TRUE(contains(discard, id)) << id;
  EXPECT_TRUE(sc.saw("discard", {{"card", "BM045"}, {"player", 1}}));
  sc.check_conservation();
}

TEST(Card_BM048_Jeopardy, PlayerWithAnEmptyHandStillDraws) {
  Scenario sc = jeopardy_setup();
  sc.set_hand(0, {});
  sc.set_hand(1, {"BM048"});
  sc.start_build();
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "pass_build"}});
  ASSERT_EQ(sc.to_move(), 1);  // P0's build window: P0 has nothing, P1 may cast (C-8)
  sc.act(cast_plain("BM048"));
  int spells = 0, rooms = 0;
  for (int c : sc.s.players[0].hand) (sc.cards.of(c).kind == bm::CardKind::spell ? spells : rooms) += 1;
  EXPECT_EQ(spells, 1);
  EXPECT_EQ(rooms, 2);
  EXPECT_EQ(sc.hand_ids(1).size(), 3u);
}

TEST(Card_BM048_Jeopardy, CastableInTheAdventurePhaseToo) {
  Scenario sc = jeopardy_setup();
  sc.set_dungeon(0, {"BM035"});
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {"BM048"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can(cast_plain("BM048")));
}
