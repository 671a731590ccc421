// A position (docs/protocol.md#positions) states the round's printed Boss Monster 2 effects
// (GameState::round_marks) as a snapshot does: a game started from a position at the bait phase
// of a round in which Secret Stash gave a room one more icon (BM2-21) baits with that icon
// (G-15), and the same position without the mark baits without it.
#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/state/position.hpp"
#include "bm/state/snapshot.hpp"
#include "support/position.hpp"
#include "support/scenario.hpp"

namespace position_round_marks {

using namespace bm::test;
using nlohmann::json;

// Robobo (fighter) and Gorgona (thief) with one mage room and one thief room: nobody shows a
// cleric icon, and the 4-health cleric Nick the Masher waits in town.
Scenario no_cleric_icon() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 21, &classic_with_tnl_cards());
  sc.set_dungeon(0, {"BM021"});  // Brainsucker Hive: mage
  sc.set_dungeon(1, {"BM027"});  // Bottomless Pit: thief
  sc.set_town({"BM056"});
  return sc;
}

bool went_to(const bm::EventSink& events, const Scenario& sc, int p, const std::string& hero) {
  for (const bm::Event& e : events)
    if (e.type == bm::EventType::bait && e.player == p && e.card == sc.card(hero)) return true;
  return false;
}

// BM2-21, G-15: Secret Stash's cleric icon (a `stash` mark of value 0, cleric) on seat 0's
// Brainsucker Hive makes seat 0 the only dungeon showing a cleric icon: the cleric goes there.
// Without the mark nobody shows one and it stays in town.
TEST(PositionRoundMarks, AStashMarkBaitsTheHeroItsIconMatches) {
  const Scenario sc = no_cleric_icon();
  json pos = position_of(sc, "bait");
  bm::EventSink plain;
  const bm::GameState without = bm::start_from_position(sc.engine, pos, "position", 1, &plain);
  EXPECT_FALSE(went_to(plain, sc, 0, "BM056"));
  EXPECT_FALSE(went_to(plain, sc, 1, "BM056"));
  EXPECT_TRUE(without.round_marks.empty());
  pos["round_marks"] = json::array({{{"kind", "stash"}, {"player", 0}, {"card", "BM021"}, {"value", 0}}});
  bm::EventSink marked;
  bm::start_from_position(sc.engine, pos, "position", 1, &marked);
  EXPECT_TRUE(went_to(marked, sc, 0, "BM056"));
}

// The mark is the snapshot's: the state read from the position holds it, the room named by its
// design as the top card of seat 0's stack showing it, another card by its design's first copy.
// (From the build phase, so that the game stops at the first build turn, inside the round.)
TEST(PositionRoundMarks, TheStateHoldsTheMarkOnTheRoomNamed) {
  Scenario sc = no_cleric_icon();
  sc.set_hand(0, {"BM016"});
  json pos = position_of(sc, "bait");
  pos["phase"] = "build";
  pos["round_marks"] = json::array({{{"kind", "stash"}, {"player", 0}, {"card", "BM021"}, {"value", 0}},
                                    {{"kind", "spell_cast"}, {"player", 1}, {"card", "BM048"}}});
  const bm::GameState s = bm::start_from_position(sc.engine, pos, "position", 1);
  ASSERT_EQ(s.round_marks.size(), 2u);
  EXPECT_EQ(s.round_marks[0], (bm::RoundMark{bm::MarkKind::stash, 0, sc.card("BM021"), 0}));
  EXPECT_EQ(s.round_marks[1], (bm::RoundMark{bm::MarkKind::spell_cast, 1, sc.card("BM048"), 0}));
}

// A room mark names a room of its player's dungeon; another is refused, naming the field.
TEST(PositionRoundMarks, ARoomMarkOnARoomThePlayerDoesNotShowIsRefused) {
  const Scenario sc = no_cleric_icon();
  json pos = position_of(sc, "bait");
  pos["round_marks"] = json::array({{{"kind", "stash"}, {"player", 0}, {"card", "BM027"}, {"value", 0}}});
  try {
    bm::start_from_position(sc.engine, pos, "position", 1);
    FAIL() << "a stash mark on a room seat 0 does not show was accepted";
  } catch (const bm::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("position.round_marks[0].card"), std::string::npos) << e.what();
  }
}

}  // namespace position_round_marks
