// Scenario corpus: the town row across rounds (IP-14, C-15) and where a hero sent back to town
// stands (G-22; the seeds are silent, option `returned_hero`, docs/rulesets.md), one scenario
// per reading. Bait handles the town row from its front (G-15), and a hero nobody lures stays
// with a hero_stays event, so the order of those events shows the order of the row.
// Regenerate: build/tests/scenario_gen_town_order corpus/scenarios
#include <stdexcept>

#include "game/internal.hpp"
#include "scenario_gen/scenario_writer.hpp"

using bm::GameState;
using bm::Ruleset;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using nlohmann::json;

namespace {

// Seat 0: Draculord (BM001, cleric, 900 XP), a Neanderthal Cave (3 damage, fighter) and Fear
// in hand; Joman (BM074, thief, 4 health) at its entrance. Jesta (BM076, thief), revealed
// after Joman, waits in town. Nobody shows a thief or mage icon, so no thief or mage is lured.
Scenario returned_hero_setup(bool by_reveal_order) {
  Ruleset r;
  if (!bm::find_preset("classic", r)) throw std::runtime_error("no classic preset");
  r.returned_hero_by_reveal_order = by_reveal_order;
  Scenario sc(r, 2, 5);
  sc.clear_board();
  sc.set_boss(0, "BM001");
  sc.set_boss(1, "BM004");  // Robobo: fighter
  sc.set_dungeon(0, {"BM018"});
  sc.set_hand(0, {"BM045"});  // Fear
  sc.add_entrance(0, "BM074");
  sc.set_town({"BM076"});
  sc.s.reveal_log = {sc.card("BM074"), sc.card("BM076")};  // Joman was revealed before Jesta
  sc.deck_top("BM068");  // next round's reveals: two mages (Mitchell first, then Tieg)
  sc.deck_top("BM070");
  sc.start_build();
  return sc;
}

std::function<bool(const GameState&)> window_with_hero_in_room(int p, int hero, int room) {
  return [=](const GameState& s) {
    return s.decision.kind == bm::DecisionKind::window && s.decision.player == p && s.run.in_room &&
           s.run.hero == hero && s.run.room == room;
  };
}

void returned_hero(const std::string& dir, bool by_reveal_order) {
  Scenario sc = returned_hero_setup(by_reveal_order);
  const std::string name = by_reveal_order ? "IP-14_reveal_order_returned-hero-takes-its-reveal-place"
                                           : "IP-14_back_of_town_returned-hero-joins-the-back";
  const std::string expect =
      std::string(
          "Round 1: nobody lures Jesta (thief), she stays (C-9). Joman takes 3 in the Cave (3 < 4 health) and Fear "
          "sends him back to town (G-22). Round 2 reveals Mitchell then Tieg (mages, nobody lures them). The town "
          "row is then ") +
      (by_reveal_order
           ? "Joman, Jesta, Mitchell, Tieg: returned_hero reveal_order puts Joman back where his reveal places "
             "him, ahead of Jesta, who was revealed after him"
           : "Jesta, Joman, Mitchell, Tieg: returned_hero back_of_town puts Joman at the back of the row as it "
             "stood, behind Jesta") +
      "; either way the heroes already waiting stay ahead of the new arrivals (IP-14, C-15), and bait, handling the "
      "row from "
      "its front (G-15), has them stay in that order.";
  ScenarioWriter w(sc, name, {"IP-14", "G-22", "C-15", "G-15"},
                   by_reveal_order ? "A hero sent back to town takes its place by reveal order"
                                   : "A hero sent back to town joins the back of the row",
                   expect);
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "BM076"}, {"tie", 0}});
  w.pass_until(window_with_hero_in_room(0, sc.card("BM074"), 0));
  w.expect({{"e", "hero_to_town"}, {"card", "BM074"}});
  // The Fear decision's line runs on to round 2's first decision, so round 2's reveals are on it.
  const char* first = by_reveal_order ? "BM074" : "BM076";
  const char* second = by_reveal_order ? "BM076" : "BM074";
  w.expect({{"e", "hero_revealed"}, {"card", "BM070"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
  w.expect({{"e", "hero_stays"}, {"card", first}, {"tie", 0}});
  w.expect({{"e", "hero_stays"}, {"card", second}, {"tie", 0}});
  w.expect({{"e", "hero_stays"}, {"card", "BM070"}, {"tie", 0}});
  w.expect({{"e", "hero_stays"}, {"card", "BM068"}, {"tie", 0}});
  w.act({{"type", "cast"}, {"card", "BM045"}, {"target_player", 0}, {"target", "BM074"}});
  w.pass_round();
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"IP-14_back_of_town_returned-hero-joins-the-back", [](const std::string& d) { returned_hero(d, false); }},
          {"IP-14_reveal_order_returned-hero-takes-its-reveal-place",
           [](const std::string& d) { returned_hero(d, true); }},
      });
}
