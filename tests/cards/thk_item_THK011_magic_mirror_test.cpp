// THK011 Magic Mirror (Tools of Hero-Kind item), both sides: its power-up (BM2-38) puts the
// carrier's dungeon in reverse order for good just before the carrier starts through it; its reward
// (BM2-4, BM2-37) borrows the reward of another face-up item on the table, with that reward's own
// targets, then the Mirror goes face down (BM2-7) and the borrowed item stays where it is. The
// games play the bm2 rules on the synthetic bm2 cards plus the implemented items
// (bm2_with_thk_items). Classic rooms: Golem Factory BM016 (monster 2), Neanderthal Cave BM018
// (monster 3), Beast Menagerie BM019 (advanced monster 4), Dracolich Lair BM013 (advanced monster 3);
// Freeze BM046 (a spell that deactivates a room).
#include <gtest/gtest.h>

#include <algorithm>

#include "bm/replay/state_summary.hpp"
#include "bm/state/census.hpp"

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {

json borrowing(json action, const std::string& item) {
  action["borrow"] = item;
  return action;
}

}  // namespace

// The power-up: the mage BM070 (Health 6) carrying the Mirror goes through Golem Factory 2, Neanderthal
// Cave 3, Beast Menagerie 4 in reverse: 4 + 3 kills it in the Cave (now the second stack) instead
// of 2 + 3 + 4 in the Menagerie (the third); the dungeon stays reversed after the round.
TEST(Card_THK011_MagicMirror, TheCarriersDungeonIsReversedForGood) {
  thk_carrier_rounds(111, {"BM016", "BM018", "BM019"}, kMage6, "THK011", [](const Scenario& sc, bool carried) {
    EXPECT_EQ(sc.saw("swapped", {{"player", 0}, {"stack", 0}, {"stack2", 2}}), carried);
    EXPECT_EQ(sc.damage_to(kMage6), carried ? (std::vector<int>{4, 3}) : (std::vector<int>{2, 3, 4}));
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", kMage6}, {"stack", 1}, {"room", "BM018"}}), carried);
    EXPECT_EQ(sc.saw("hero_killed", {{"player", 0}, {"card", kMage6}, {"stack", 2}, {"room", "BM019"}}), !carried);
    EXPECT_EQ(sc.dungeon_ids(0), carried ? ids_of({"BM019", "BM018", "BM016"}) : ids_of({"BM016", "BM018", "BM019"}));
    EXPECT_EQ(sc.score_ids(0, true), ids_of({kMage6}));
  });
}

// The reward borrows Inquisitor's Robes, face up in seat 1's scoring area: seat 0 destroys Beast
// Menagerie (advanced, 4) in seat 1's dungeon while Johnny (8) stands in the first room, so he
// takes 3 + 3 = 6 and wounds seat 1 instead of dying in the third room (3 + 4 + 3). The Mirror
// goes face down; the Robes stay face up with seat 1.
TEST(Card_THK011_MagicMirror, TheRewardActsAsTheBorrowedItemsReward) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_item_against_seat1(112, {"BM018", "BM019", "BM013"}, kFighter8, "THK011");
    sc.set_active_item(1, "THK003");
    sc.start_adventure();
    const json cast = borrowing(cast_room("THK011", 1, "BM019", 1), "THK003");
    ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.s.run.in_room && s.can(cast); }));
    EXPECT_FALSE(sc.can(cast_room("THK011", 1, "BM019", 1)));                       // no effect of its own
    EXPECT_FALSE(sc.can(borrowing(cast_room("THK011", 1, "BM018", 0), "THK003")));  // the Robes' own targets
    if (used) sc.act(cast);
    sc.finish_round(1);
    EXPECT_EQ(sc.saw("destroyed", {{"player", 1}, {"card", "BM019"}, {"stack", 1}, {"by", 0}}), used);
    EXPECT_EQ(sc.damage_to(kFighter8), used ? (std::vector<int>{3, 3}) : (std::vector<int>{3, 4, 3}));
    EXPECT_EQ(sc.score_ids(1, false), used ? ids_of({kFighter8}) : Ids{});
    EXPECT_EQ(sc.score_ids(1, true), used ? Ids{} : ids_of({kFighter8}));
    EXPECT_EQ(sc.s.players[0].scored_items, used ? std::vector<int>{sc.card("THK011")} : std::vector<int>{});
    EXPECT_EQ(sc.s.players[0].active_item, used ? -1 : sc.card("THK011"));
    EXPECT_EQ(sc.s.players[1].active_item, sc.card("THK003"));
  }
}

// While the Mirror's borrowed reward waits on the stack (seat 1 holds Counterspell, so the cancel
// window opens, G-18), bm replay's state names the item whose reward it uses (BM2-37).
TEST(Card_THK011_MagicMirror, TheReplayStateNamesTheBorrowedReward) {
  Scenario sc = thk_item_against_seat1(112, {"BM018", "BM019", "BM013"}, kFighter8, "THK011");
  sc.set_active_item(1, "THK003");
  sc.add_to_hand(1, "BM043");
  sc.start_adventure();
  const json cast = borrowing(cast_room("THK011", 1, "BM019", 1), "THK003");
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.s.run.in_room && s.can(cast); }));
  sc.act(cast);
  ASSERT_EQ(sc.decision(), bm::DecisionKind::respond);
  EXPECT_EQ(bm::state_summary(sc.engine, sc.s)["stack"], json::array({"THK011[borrowing THK003]"}));
}

// Only another face-up item: every cast the Mirror offers borrows one of the other face-up items
// (the synthetic items revealed this round), and a cast naming a face-down item (Inquisitor's Robes, still
// in the item deck) or the Mirror itself is refused under BM2-37.
TEST(Card_THK011_MagicMirror, OnlyAnotherFaceUpItemCanBeBorrowed) {
  Scenario sc = thk_item_in_seat1_window(113, {"BM018", "BM019"}, "THK011");
  // The synthetic items revealed this round are the face-up items besides the Mirror.
  const bm::CardSet& cs = sc.engine.cards();
  std::vector<std::string> others;
  for (int item : bm::face_up_items(sc.s))
    if (item != sc.card("THK011")) others.push_back(cs.id_of(item));
  ASSERT_FALSE(others.empty());
  for (const std::string& id : others) EXPECT_EQ(id.rfind("SYN-", 0), 0u) << id;
  const auto casts = legal_of(sc, "cast");
  ASSERT_FALSE(casts.empty());
  for (const json& j : casts) {
    const std::string borrow = j.value("borrow", "");
    EXPECT_NE(std::find(others.begin(), others.end(), borrow), others.end()) << j.dump();
  }
  const auto& deck = sc.s.item_deck;
  ASSERT_NE(std::find(deck.begin(), deck.end(), sc.card("THK003")), deck.end());
  bm::Action a;
  a.type = bm::ActionType::cast;
  a.player = 0;
  a.card = sc.card("THK011");
  a.target_player = 1;
  a.target_card = sc.card("BM019");
  a.slot = 1;
  for (const char* borrowed : {"THK003", "THK011"}) {
    a.borrow = static_cast<std::int16_t>(sc.card(borrowed));
    const std::string why = illegal_message(sc, a);
    EXPECT_NE(why.find("BM2-37"), std::string::npos) << why;
  }
}

// A borrowed reward that cancels: in seat 0's own adventure turn seat 1 freezes Beast Menagerie to
// save Fire's Breath (6); seat 0's Mirror borrows the Ring of Invisibility face up with seat 1 and
// cancels the Freeze at once, so she takes 3 + 4 and dies (a soul for seat 0) instead of wounding
// seat 0 with 3 + 0.
TEST(Card_THK011_MagicMirror, ABorrowedCancelCancelsTheSpell) {
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    const json cancel = {{"type", "cancel"}, {"card", "THK011"}, {"borrow", "THK020"}};
    const Scenario sc = thk_cancel_a_freeze(114, "THK011", "THK020", cancel, used);
    expect_freeze_cancelled(sc, used);
    EXPECT_EQ(sc.saw("activated", {{"player", 0}, {"card", "THK011"}, {"target", "BM046"}}), used);  // the Mirror used
    EXPECT_EQ(sc.s.players[0].scored_items, used ? std::vector<int>{sc.card("THK011")} : std::vector<int>{});
    EXPECT_EQ(sc.s.players[1].active_item, sc.card("THK020"));
  }
}
