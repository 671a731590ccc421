// Snapshots of Boss Monster 2 games under the seven_rooms home rule (BM2-9): a dungeon holds
// up to 7 stacks, so a running hero can stand in room 5 or 6 and an effect's stored answer can
// name stack 5 or 6. Such states must snapshot and load back unchanged (docs/snapshot.md).
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

#include "game/internal.hpp"
#include "bm/state/snapshot.hpp"
#include "support/drive.hpp"
#include "support/scenario.hpp"

namespace {

using namespace bm;
using bm::test::p0_builds;
using bm::test::Scenario;

Ruleset seven_rooms_rules() {
  Ruleset r = bm::test::preset("bm2");
  r.seven_rooms = true;  // BM2-9
  return r;
}

// Snapshot -> JSON text -> load: the same state, the same hash.
void expect_round_trip(const Scenario& sc) {
  const std::string text = snapshot_document(sc.engine, sc.s).dump(2);
  GameState back;
  ASSERT_NO_THROW(back = snapshot_from_document(sc.engine, nlohmann::json::parse(text), "seven"));
  EXPECT_TRUE(back == sc.s);
  EXPECT_EQ(sc.engine.hash(back), sc.engine.hash(sc.s));
}

}  // namespace

// BM2-9: a hero in the seventh room (run.room 6), at the spell window after its damage (C-10).
TEST(SnapshotSevenRooms, HeroRunningInSeventhRoom) {
  Scenario sc(seven_rooms_rules(), 2, 11);
  sc.clear_board();
  sc.set_boss(0, "BM008");
  sc.set_boss(1, "BM004");
  // Seven 0- and 1-damage rooms: 6 damage in all, and the hero has 13 health.
  sc.set_dungeon(0, {"BM035", "BM012", "BM022", "BM023", "BM009", "BM024", "BM038"});
  sc.set_hand(0, {"BM053"});  // Teleportation: an adventure spell, so the windows are asked
  sc.set_hand(1, {"BM045"});  // Fear
  sc.add_entrance(0, "BM083");
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.s.run.player == 0 && x.s.run.room == 6; }));
  ASSERT_EQ(sc.s.run.room, 6);
  ASSERT_EQ(sc.s.run.hero, sc.card("BM083"));
  expect_round_trip(sc);
}

// BM2-9 with BM004 Robobo's Level Up (every opponent destroys one of their rooms): the first
// opponent's answer, stack 6, stays stored in the effect (Task::answer.slot) while the second
// opponent chooses.
TEST(SnapshotSevenRooms, StoredChoiceOfSeventhStack) {
  Scenario sc(seven_rooms_rules(), 3, 11);
  sc.clear_board();
  sc.set_boss(0, "BM004");
  sc.set_boss(1, "BM008");
  sc.set_boss(2, "BM007");
  sc.set_dungeon(0, {"BM035", "BM010", "BM011", "BM012"});
  sc.set_dungeon(1, {"BM015", "BM016", "BM018", "BM021", "BM022", "BM023", "BM024"});
  sc.set_dungeon(2, {"BM027", "BM028", "BM029", "BM030", "BM033", "BM036", "BM037"});
  sc.set_hand(0, {"BM039"});
  sc.start_build();
  ASSERT_TRUE(sc.pass_until(p0_builds));
  sc.act({{"type", "build"}, {"card", "BM039"}, {"stack", "new"}});  // the fifth room: Level Up (G-10, BM2-9)
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; }));
  const int first = sc.s.decision.player;
  bool chose = false;
  for (const Action& a : sc.legal())
    if (a.type == ActionType::choose && a.slot == 6) {
      sc.engine.apply(sc.s, a, &sc.events);
      chose = true;
      break;
    }
  ASSERT_TRUE(chose) << "no choice of stack 6";
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  ASSERT_NE(sc.s.decision.player, first);  // the second opponent now
  ASSERT_EQ(sc.s.agenda.back().answer.slot, 6);
  expect_round_trip(sc);
}
