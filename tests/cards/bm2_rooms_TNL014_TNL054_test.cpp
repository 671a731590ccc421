// Boss Monster 2 (The Next Level) rooms, part 7: Imp Temple (TNL014, an opponent's forced discard
// comes to your hand instead, BM2-34), Dragon Graveyard (TNL020, a card taken from the discard
// pile also draws a Room), Werewolf Den (TNL053, +1 Health to a hero, BM2-14), Cursed Tomb
// (TNL054, destroyed: every opponent loses two Room cards). Each plays in a classic game with the
// implemented TNL cards added (BM2-44). Expected values come from the card paraphrases (bm2.json
// "text") and the rules they cite, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace bm2_rooms_TNL014_TNL054 {
json choose(const std::string& card) { return {{"type", "choose"}, {"card", card}}; }
// The Wreck Room (TNL041) pays its cost with the room of stack 0 (destroy another room of yours).
json wreck_destroying_first(int wreck_stack) {
  return {{"type", "activate"}, {"card", "TNL041"}, {"stack", wreck_stack}, {"stack2", 0}};
}

// TNL014 Imp Temple (monster, 1): your Incubus Gym (TNL019, on build every opponent discards a
// Room) makes P1 discard the Neanderthal Cave: it comes to P0's hand, not to the discard pile.
TEST(Card_TNL014_ImpTemple, TheOpponentsDiscardComesToYourHand) {
  Scenario sc = tnl_two_players(521);
  sc.set_dungeon(0, {"TNL014", "BM010"});
  sc.set_hand(0, {"TNL019"});
  sc.set_hand(1, {"BM016", "BM018", "BM046"});
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL019"}, {"stack", 1}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(choose("BM018"));
  // The round then runs on to round 2's beginning draws (C-7): the hands as round 1 left them.
  EXPECT_EQ(hand_in_round(sc, 0, 1), Ids{"BM018"});
  EXPECT_EQ(sorted(hand_in_round(sc, 1, 1)), (Ids{"BM016", "BM046"}));
  EXPECT_EQ(sc.discard_ids(), Ids{});
  EXPECT_TRUE(sc.saw("take_card", {{"player", 0}, {"card", "BM018"}, {"from_player", 1}}));
  sc.check_conservation();
}

// TNL054 Cursed Tomb (trap, 1): destroyed (here by the Wreck Room's cost), every opponent loses
// two Room cards of their choice; P1's spell stays. With an Imp Temple beside it, the first of
// the two comes to P0's hand (once per round) and the second goes to the discard pile.
TEST(Card_TNL054_CursedTomb, DestroyedEveryOpponentLosesTwoRooms) {
  for (const bool temple : {false, true}) {
    SCOPED_TRACE(temple ? "with an Imp Temple" : "alone");
    Scenario sc = tnl_two_players(522);
    if (temple) sc.set_dungeon(0, {"TNL054", "TNL041", "TNL014"});
    else sc.set_dungeon(0, {"TNL054", "TNL041"});
    sc.set_hand(1, {"BM016", "BM018", "BM027", "BM046"});
    sc.deck_top("BM035");  // the Wreck Room's draw
    sc.start_build();
    when_legal(sc, wreck_destroying_first(1));
    EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL054"}, {"player", 0}}));
    for (const char* lost : {"BM016", "BM018"}) {
      ASSERT_TRUE(choosing(sc));
      ASSERT_EQ(sc.to_move(), 1);
      EXPECT_FALSE(sc.can(choose("BM046")));  // a spell is no choice
      sc.act(choose(lost));
    }
    EXPECT_FALSE(choosing(sc));
    EXPECT_EQ(sorted(sc.hand_ids(1)), (Ids{"BM027", "BM046"}));
    EXPECT_EQ(sorted(sc.hand_ids(0)), temple ? (Ids{"BM016", "BM035"}) : Ids{"BM035"});
    EXPECT_EQ(sorted(sc.discard_ids()), temple ? (Ids{"BM018", "TNL054"}) : (Ids{"BM016", "BM018", "TNL054"}));
    sc.check_conservation();
  }
}

// TNL020 Dragon Graveyard (advanced trap, 4): taking a card out of the discard pile (the Dark
// Portal's trade) also draws a Room; the second take of the round (the Dark Altar's) draws none.
TEST(Card_TNL020_DragonGraveyard, TakingFromTheDiscardDrawsARoomOncePerRound) {
  Scenario sc = tnl_two_players(523);
  sc.set_dungeon(0, {"TNL013", "BM009", "TNL020"});
  sc.set_hand(0, {"BM046"});
  sc.to_discard("BM016");
  sc.to_discard("BM018");
  sc.deck_top("BM035");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL013"}, {"stack", 0}, {"target", "BM046"}});
  ASSERT_TRUE(choosing(sc));
  sc.act(choose("BM016"));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM016", "BM035"}));
  const std::size_t second = sc.events.size();
  when_legal(sc, {{"type", "activate"}, {"card", "BM009"}, {"stack", 1}});
  ASSERT_TRUE(choosing(sc));
  sc.act(choose("BM018"));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM016", "BM018", "BM035"}));
  EXPECT_TRUE(events_since(sc, second, "draw", {{"player", 0}}).empty());
  sc.check_conservation();
}

// TNL053 Werewolf Den (monster, 1): discard any card to give a hero +1 Health this round. Nick
// (4 Health) takes 1 + 3: with the +1 (given at P0's entrance; nobody has a decision after it, so
// the round runs to its end and the outcome is what shows it) he survives and wounds P0; without
// it he dies.
TEST(Card_TNL053_WerewolfDen, DiscardACardForPlusOneHealth) {
  for (const bool use : {true, false}) {
    SCOPED_TRACE(use ? "+1 Health" : "not used");
    Scenario sc = tnl_two_players(524);
    sc.set_dungeon(0, {"TNL053", "BM018"});
    sc.set_hand(0, {"BM016"});
    sc.add_entrance(0, kCleric4);
    sc.start_adventure();
    const json den = {{"type", "activate"}, {"card", "TNL053"}, {"stack", 0}, {"target", "BM016"}};
    ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(den); }));
    if (use) {
      sc.act(den);
      ASSERT_TRUE(choosing(sc));
      sc.act({{"type", "choose"}, {"card", kCleric4}, {"target_player", 0}});
      EXPECT_EQ(sc.discard_ids(), Ids{"BM016"});
    }
    sc.pass_until([](const Scenario& s) { return s.s.phase != bm::Phase::adventure; });
    EXPECT_EQ(sc.damage_to(kCleric4), (std::vector<int>{1, 3}));
    EXPECT_EQ(sc.wounds(0), use ? 1 : 0);
    EXPECT_EQ(sc.souls(0), use ? 0 : 1);
  }
}

// TNL031 Antimagic Zone (trap, 1): played from the hand, discard it to cancel an opponent's
// Spell. P0's Annihilator on the Dark Laboratory is cancelled: the Laboratory deals its printed
// 1 and Nick (4 Health) wounds P0. A card ability, not a spell: P0's Counterspell has nothing to
// answer (BM2-29). The log says which card cancelled what: Antimagic Zone activated against the
// Annihilator, as the other cancels that act at once show.
TEST(Card_TNL031_AntimagicZone, DiscardedFromHandCancelsAnOpponentsSpell) {
  Scenario sc = tnl_two_players(525);
  sc.set_dungeon(0, {"BM022", "BM035"});
  sc.add_entrance(0, kCleric4);
  sc.set_hand(0, {"BM040", "BM043"});
  sc.set_hand(1, {"TNL031"});
  sc.start_adventure();
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can({{"type", "cancel"}, {"card", "TNL031"}}));  // nothing on the stack yet
  sc.act(cast_room("BM040", 0, "BM022", 0));
  ASSERT_EQ(sc.to_move(), 1);
  sc.act({{"type", "cancel"}, {"card", "TNL031"}});
  EXPECT_FALSE(sc.can({{"type", "cancel"}, {"card", "BM043"}}));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "BM040"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("activated", {{"player", 1}, {"card", "TNL031"}, {"target", "BM040"}}));
  EXPECT_FALSE(sc.saw("bonus"));
  EXPECT_TRUE(contains(sc.discard_ids(), "TNL031"));
  EXPECT_EQ(sc.damage_to(kCleric4), (std::vector<int>{1, 0}));
  EXPECT_EQ(sc.wounds(0), 1);
  sc.check_conservation();
}

}  // namespace bm2_rooms_TNL014_TNL054
