// Scenario corpus: the town row across rounds (IP-14, C-15), where a hero sent back to town
// stands and when it enters if it is lured together with a later hero (G-22, G-15, IP-16,
// option `returned_hero`), one scenario per reading, in classic and bm2, and the Super case
// (S-BAIT-1), which orders lured heroes by reveal without the option. Bait handles the town
// row from its front (G-15), and a hero nobody lures stays with a hero_stays event, so the
// order of those events shows the order of the row.
// Regenerate: build/tests/scenario_gen_town_order corpus/scenarios
#include <stdexcept>

#include "game/internal.hpp"
#include "scenario_gen/scenario_writer.hpp"

using bm::GameState;
using bm::Ruleset;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using bm::test::stop::window_in_room;
using nlohmann::json;

namespace {

// Seat 0: Draculord (BM001, cleric, 900 XP), a Neanderthal Cave (3 damage, fighter) and Fear
// in hand; Joman (BM074, thief, 4 health) at its entrance. Jesta (BM076, thief), revealed
// after Joman, waits in town. Nobody shows a thief or mage icon, so no thief or mage is lured.
Scenario returned_hero_setup(bool by_reveal_order) {
  Ruleset r = bm::test::preset("classic");
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

void returned_hero(const std::string& dir, bool by_reveal_order) {
  Scenario sc = returned_hero_setup(by_reveal_order);
  const std::string name = by_reveal_order ? "IP-16_reveal_order_returned-hero-takes-its-reveal-place"
                                           : "IP-16_back_of_town_returned-hero-joins-the-back";
  const std::string expect =
      std::string(
          "Round 1: nobody lures Jesta (thief), she stays (C-9). Joman takes 3 in the Cave (3 < 4 health) and Fear "
          "sends him back to town (G-22). Round 2 reveals Mitchell then Tieg (mages, nobody lures them). The town "
          "row is then ") +
      (by_reveal_order
           ? "Joman, Jesta, Mitchell, Tieg: returned_hero reveal_order (IP-16, seed 001's town-order tip: the "
             "longest in the game nearest the deck) puts Joman back where his reveal places him, ahead of Jesta, "
             "who was revealed after him"
           : "Jesta, Joman, Mitchell, Tieg: returned_hero back_of_town (IP-16, no rulebook) puts Joman at the "
             "back of the row as it stood, behind Jesta") +
      "; either way the heroes already waiting stay ahead of the new arrivals (IP-14, C-15), and bait, handling the "
      "row from "
      "its front (G-15), has them stay in that order.";
  ScenarioWriter w(sc, name, {"IP-16", "IP-14", "G-22", "C-15", "G-15"},
                   by_reveal_order ? "A hero sent back to town takes its place by reveal order"
                                   : "A hero sent back to town joins the back of the row",
                   expect);
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "BM076"}, {"tie", 0}});
  w.pass_until(window_in_room(0, sc.card("BM074"), 0));
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

std::function<bool(const GameState&)> build_turn_of(int p) {
  return [=](const GameState& s) {
    return s.decision.kind == bm::DecisionKind::build && s.decision.player == p && s.phase == bm::Phase::build &&
           s.round == 2;
  };
}

// IP-16 / G-15 (seed 001, bait phase): the returned_hero setup, with a Dizzygas Hallway (thief)
// in seat 0's hand, built in round 2: Joman, sent back by Fear in round 1, and Jesta, revealed
// after him, are lured to seat 0 together in round 2's bait.
void lured_together(const std::string& dir, const std::string& preset, bool by_reveal_order) {
  Ruleset r = bm::test::preset(preset);
  r.returned_hero_by_reveal_order = by_reveal_order;
  const bool bm2 = r.family == bm::Family::bm2;
  Scenario sc = bm2 ? Scenario(bm::builtin_synthetic_bm2_cards(), r, 2, 5) : Scenario(r, 2, 5);
  sc.clear_board();
  sc.set_boss(0, "BM001");
  sc.set_boss(1, "BM004");
  sc.set_dungeon(0, {"BM018"});
  sc.set_hand(0, {"BM045", "BM029"});  // Fear, Dizzygas Hallway (thief)
  sc.add_entrance(0, "BM074");
  sc.set_town({"BM076"});
  sc.s.reveal_log = {sc.card("BM074"), sc.card("BM076")};
  sc.deck_top("BM068");
  sc.deck_top("BM070");
  sc.start_build();
  const std::string reading = by_reveal_order ? "reveal_order" : "back_of_town";
  const std::string name = std::string("IP-16_") + reading + (bm2 ? "_bm2" : "") +
                           (by_reveal_order ? "_returned-hero-lured-with-a-later-hero-enters-first"
                                            : "_returned-hero-lured-with-a-later-hero-enters-second");
  const std::string expect =
      std::string(
          "Round 1: nobody lures Jesta (thief), she stays. Joman takes 3 in the Cave and Fear sends him "
          "back to town (G-22). Round 2: seat 0 builds a Dizzygas Hallway (thief), so Joman and Jesta are "
          "both lured to seat 0 in the same bait phase (G-15). ") +
      (by_reveal_order ? "Joman came out of the hero deck before Jesta, so he arrives first and enters the dungeon "
                         "first (seed 001, bait phase: heroes going to one dungeon together arrive in the order "
                         "their cards appeared from the hero deck; G-14 first in, first out)."
                       : "Under returned_hero back_of_town (no rulebook; the default before reveal_order) Joman stands "
                         "behind Jesta in the row, so he arrives and enters second.") +
      (bm2 ? " Boss Monster 2 uses the classic bait (seed 004)." : "");
  ScenarioWriter w(sc, name, {"IP-16", "G-15", "G-14", "G-22", "C-15"},
                   by_reveal_order ? "Heroes lured together enter in reveal order, also after a return to town"
                                   : "back_of_town: a returned hero lured with a later hero enters second",
                   expect);
  w.begin();
  w.pass_until(window_in_room(0, sc.card("BM074"), 0));
  w.expect({{"e", "hero_to_town"}, {"card", "BM074"}});
  w.act({{"type", "cast"}, {"card", "BM045"}, {"target_player", 0}, {"target", "BM074"}});
  w.pass_until(build_turn_of(0));
  const char* first = by_reveal_order ? "BM074" : "BM076";
  const char* second = by_reveal_order ? "BM076" : "BM074";
  w.expect({{"e", "bait"}, {"player", 0}, {"card", first}});
  w.expect({{"e", "bait"}, {"player", 0}, {"card", second}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", first}, {"room", "BM029"}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", second}, {"room", "BM029"}});
  w.act({{"type", "build"}, {"card", "BM029"}, {"stack", "new"}});
  w.pass_round();
  w.save(dir);
}

// S-BAIT-1 / G-15 in Super (000:309, 000:378): Joman, revealed before Jesta, was sent back to
// the city and so stands at its newest place, behind her; lured together by seat 0's thief
// icon (Gorgona), he still arrives and enters first. Super needs no option for it.
void super_lured_together(const std::string& dir) {
  Ruleset r = bm::test::preset("super");
  Scenario sc(r, 2, 11);
  sc.finish_super_setup();
  sc.clear_board();
  sc.set_market({});
  sc.set_boss(0, "BM008");  // Gorgona: thief
  sc.set_boss(1, "BM001");  // Draculord: cleric
  sc.set_first_player(0);
  sc.set_dungeon(0, {"BM029"});     // Dizzygas Hallway: thief, so the heroes enter a room
  sc.set_hand(0, {"BM045"});        // Fear, not cast: its adventure windows are the decisions
  sc.set_city({"BM076", "BM074"});  // Jesta, then Joman, back from a dungeon as the newest
  sc.s.reveal_log = {sc.card("BM074"), sc.card("BM076")};
  sc.start_build();  // nobody builds; the minions are home; then the bait
  ScenarioWriter w(sc, "S-BAIT-1_returned-hero-lured-with-a-later-hero-enters-first", {"S-BAIT-1", "G-15", "IP-16"},
                   "Super: heroes lured together enter in reveal order, not city order",
                   "Joman was revealed before Jesta but stands behind her in the city, where a hero sent back "
                   "arrives like a new one (S-END-1). Both thieves go to Gorgona's dungeon (thief 2 against 0); the "
                   "city is handled from the left (S-BAIT-1), so Jesta is lured first, but they arrive in the order "
                   "they were revealed from the deck (G-15, 000:309): Joman enters first.");
  w.begin();
  w.expect({{"e", "bait"}, {"player", 0}, {"card", "BM076"}});
  w.expect({{"e", "bait"}, {"player", 0}, {"card", "BM074"}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM074"}, {"room", "BM029"}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM076"}, {"room", "BM029"}});
  w.pass_round();
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"IP-16_back_of_town_returned-hero-joins-the-back", [](const std::string& d) { returned_hero(d, false); }},
          {"IP-16_reveal_order_returned-hero-takes-its-reveal-place",
           [](const std::string& d) { returned_hero(d, true); }},
          {"IP-16_reveal_order_returned-hero-lured-with-a-later-hero-enters-first",
           [](const std::string& d) { lured_together(d, "classic", true); }},
          {"IP-16_reveal_order_bm2_returned-hero-lured-with-a-later-hero-enters-first",
           [](const std::string& d) { lured_together(d, "bm2", true); }},
          {"IP-16_back_of_town_returned-hero-lured-with-a-later-hero-enters-second",
           [](const std::string& d) { lured_together(d, "classic", false); }},
          {"S-BAIT-1_returned-hero-lured-with-a-later-hero-enters-first",
           [](const std::string& d) { super_lured_together(d); }},
      });
}
