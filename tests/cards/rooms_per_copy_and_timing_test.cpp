// Card readings that the first scenario round exposed (see commit history): "once per turn"
// belongs to each copy of a room; triggers look at the rooms in play when their event
// happens. Expected values come from the card texts and G-6/G-7/G-11.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
Scenario base() {
  Scenario sc("classic", 2, 11);
  sc.clear_board();
  sc.set_boss(0, "BM001");  // Draculord 900 XP: player 0 acts first
  sc.set_boss(1, "BM004");  // Robobo 400 XP
  return sc;
}
}  // namespace

// BM009 Dark Altar: the Altar goes to the discard pile as its cost, so even with an empty
// pile there is a card to take: the Altar itself.
TEST(Card_BM009_DarkAltar, ActivatableWithEmptyDiscardTakesItselfBack) {
  Scenario sc = base();
  sc.set_dungeon(0, {"BM009"});
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  ASSERT_TRUE(sc.s.discard.empty());
  sc.act({{"type", "activate"}, {"card", "BM009"}, {"stack", 0}});
  sc.act({{"type", "choose"}, {"card", "BM009"}});
  EXPECT_TRUE(sc.dungeon_ids(0).empty());
  const auto hand = sc.hand_ids(0);
  EXPECT_NE(std::find(hand.begin(), hand.end(), "BM009"), hand.end());
  sc.check_conservation();
}

// BM031 Recycling Center: a Center uncovered by a destruction (it was beneath the destroyed
// room, so not in play, G-6) does not trigger for that destruction.
TEST(Card_BM031_RecyclingCenter, UncoveredCenterDoesNotTriggerForItsOwnUncovering) {
  Scenario sc = base();
  sc.set_dungeon(0, {"BM016", "BM035"});
  sc.stack_on(0, 0, "BM031");  // hmm: placed on top of Golem Factory; then Dark Altar on top
  sc.stack_on(0, 0, "BM009");  // Dark Altar on top of the Center
  sc.start_build();
  sc.act({{"type", "activate"}, {"card", "BM009"}, {"stack", 0}});  // destroys the Altar, uncovers the Center
  // The only choice now is Dark Altar's card; no Recycling Center "may draw two" question.
  const auto legal = sc.legal_json();
  ASSERT_FALSE(legal.empty()) << "Dark Altar's own question must be asked";
  for (const auto& j : legal) EXPECT_NE(j.value("type", ""), "decline") << j.dump();
  EXPECT_EQ(sc.dungeon_ids(0).front(), "BM031");
}

// BM026 Liger's Den: each copy draws once per round when you play a spell.
TEST(Card_BM026_LigersDen, TwoCopiesDrawTwice) {
  Scenario sc = base();
  sc.set_dungeon(0, {"BM026", "BM026"});
  sc.set_hand(0, {"BM048"});  // Jeopardy (both phases): discard hand, draw 1 spell + 2 rooms
  sc.start_build();
  sc.act({{"type", "cast"}, {"card", "BM048"}});
  // Jeopardy resolves first (hand -> 1 spell + 2 rooms), then each Den draws a spell.
  int spells = 0;
  for (int c : sc.s.players[0].hand) spells += sc.cards.of(c).kind == bm::CardKind::spell ? 1 : 0;
  EXPECT_EQ(sc.s.players[0].hand.size(), 5u);
  EXPECT_EQ(spells, 3);
}

// BM019 Beast Menagerie: "when you build another Monster Room" needs a Menagerie already
// built; two rooms revealed together (G-4) do not trigger each other.
TEST(Card_BM019_BeastMenagerie, RevealedTogetherDoesNotTrigger) {
  Scenario sc = base();
  sc.set_dungeon(0, {"BM016"});  // Golem Factory (fighter)
  sc.set_hand(0, {"BM019", "BM021"});
  sc.start_build();
  sc.act({{"type", "build"}, {"card", "BM019"}, {"stack", 0}});  // Menagerie on the Golem Factory
  const std::size_t from = sc.events.size();
  sc.act({{"type", "pass_build"}});  // player 1; then the reveal, then bait (automatic)
  bool revealed = false, drew = false;
  for (std::size_t i = from; i < sc.events.size(); ++i) {
    const auto j = bm::event_to_json(sc.cards, sc.events[i]);
    if (j["e"] == "room_built" && j["card"] == "BM019") revealed = true;
    if (j["e"] == "phase" && j["phase"] == "bait") break;
    if (j["e"] == "draw" && j["player"] == 0) drew = true;
  }
  EXPECT_TRUE(revealed);
  EXPECT_FALSE(drew);  // the Menagerie was not built before its own reveal
}
