// Scenario corpus: classic general rules G-1..G-24 and the situations where public
// implementations were seen to disagree (corpus/README.md). Every expectation below is what
// the cited rule dictates; the writer only checks the engine agrees and places it in the log.
// Regenerate: build/tests/scenario_gen_classic_g corpus/scenarios
#include "scenario_gen/scenario_writer.hpp"

using bm::Phase;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using nlohmann::json;

namespace {

// Seat 0: Robobo (BM004, fighter icon, 400 XP); seat 1: Gorgona (BM008, thief icon, 500 XP).
Scenario two_bosses() {
  Scenario sc("classic", 2, 7);
  sc.clear_board();
  sc.set_boss(0, "BM004");
  sc.set_boss(1, "BM008");
  return sc;
}

// G-15 / C-9: a tie for the most matching treasure keeps the hero in town.
void bait_tie_stays(const std::string& dir) {
  Scenario sc = two_bosses();
  sc.set_boss(1, "BM003");       // King Croak: fighter icon
  sc.set_dungeon(0, {"BM016"});  // Golem Factory: fighter 1 + Robobo 1 = 2
  sc.set_dungeon(1, {"BM018"});  // Neanderthal Cave: fighter 1 + King Croak 1 = 2
  sc.set_town({"BM062"});        // Boden the Pantless: fighter
  sc.start_build();
  ScenarioWriter w(sc, "G-15_bait-tie-stays-in-town", {"G-15", "C-9"}, "A bait tie keeps the hero in town",
                   "Both dungeons show two fighter icons (room + boss): Boden the Pantless (fighter) is lured by neither "
                   "and stays in town; no bait event.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "BM062"}, {"tie", 1}});
  w.expect_not({{"e", "bait"}, {"card", "BM062"}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

// G-9 with G-15: the boss card's treasure icon counts for bait, even with no room built.
void boss_treasure_counts(const std::string& dir) {
  Scenario sc = two_bosses();
  sc.set_town({"BM062"});  // fighter: Robobo's fighter icon 1 against Gorgona's 0
  sc.start_build();
  ScenarioWriter w(sc, "G-9_boss-treasure-counts-for-bait", {"G-9", "G-15"}, "The boss's treasure icon counts for bait",
                   "No rooms anywhere; Robobo shows one fighter icon, Gorgona none: Boden the Pantless (fighter) goes to "
                   "player 0 with bait value 1.");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 1}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(argc, argv, {
                                                 {"G-15_bait-tie-stays-in-town", bait_tie_stays},
                                                 {"G-9_boss-treasure-counts-for-bait", boss_treasure_counts},
                                             });
}
