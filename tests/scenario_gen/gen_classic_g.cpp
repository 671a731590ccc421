// Scenario corpus: classic general rules G-1..G-24 and the situations where public
// implementations were seen to disagree (corpus/README.md). Every expectation below is what
// the cited rule dictates; the writer only checks the engine agrees and places it in the log.
// Regenerate: build/tests/scenario_gen_classic_g corpus/scenarios
#include <cstdlib>
#include <iostream>

#include "game/internal.hpp"
#include "bm/log/action_json.hpp"
#include "scenario_gen/scenario_writer.hpp"
#include "support/scenario.hpp"

using bm::GameState;
using bm::Phase;
using bm::test::board;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using bm::test::stop::build_turn_of;
using bm::test::stop::choice_of;
using bm::test::stop::window_in_room;
using nlohmann::json;

namespace {

json build(const std::string& card, const json& stack) { return {{"type", "build"}, {"card", card}, {"stack", stack}}; }

// G-15 / C-9: a tie for the most matching treasure keeps the hero in town.
void bait_tie_stays(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  sc.set_boss(1, "BM003");       // King Croak: fighter icon
  sc.set_dungeon(0, {"BM016"});  // Golem Factory: fighter 1 + Robobo 1 = 2
  sc.set_dungeon(1, {"BM018"});  // Neanderthal Cave: fighter 1 + King Croak 1 = 2
  sc.set_town({"BM062"});        // Boden the Pantless: fighter
  sc.start_build();
  ScenarioWriter w(
      sc, "G-15_bait-tie-stays-in-town", {"G-15", "C-9"}, "A bait tie keeps the hero in town",
      "Both dungeons show two fighter icons (room + boss): Boden the Pantless (fighter) is lured by neither "
      "and stays in town; no bait event.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "BM062"}, {"tie", 1}});
  w.expect_not({{"e", "bait"}, {"card", "BM062"}});
  w.pass_round();
  w.save(dir);
}

// G-9 with G-15: the boss card's treasure icon counts for bait, even with no room built.
void boss_treasure_counts(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  sc.set_town({"BM062"});  // fighter: Robobo's fighter icon 1 against Gorgona's 0
  sc.start_build();
  ScenarioWriter w(
      sc, "G-9_boss-treasure-counts-for-bait", {"G-9", "G-15"}, "The boss's treasure icon counts for bait",
      "No rooms anywhere; Robobo shows one fighter icon, Gorgona none: Boden the Pantless (fighter) goes to "
      "player 0 with bait value 1.");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 1}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-1

// G-1: a room shows treasure icons (any number of types) and a damage value.
void room_treasure_and_damage(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM001"}, 7);  // Gorgona (thief, 500), Draculord (cleric, 900)
  sc.set_dungeon(0, {"BM033"});                           // Centipede Tunnel: fighter 1 + mage 1, damage 1
  sc.set_town({"BM062", "BM068"});                        // Boden (fighter, 4 health), Tieg (mage, 4 health)
  sc.start_build();
  ScenarioWriter w(
      sc, "G-1_room-shows-treasure-and-damage", {"G-1", "G-15", "G-12"},
      "A room's treasure icons lure and its damage value hurts",
      "Centipede Tunnel shows a fighter and a mage icon and damage 1; no other icon anywhere matches: Boden "
      "(fighter) and Tieg (mage) both go to player 0 with value 1, each takes 1 damage (1 < 4 health) and "
      "reaches the boss (a wound each).");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 1}});
  w.expect({{"e", "bait"}, {"card", "BM068"}, {"player", 0}, {"value", 1}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM062"}, {"room", "BM033"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM062"}, {"amount", 1}, {"total", 1}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM062"}, {"player", 0}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM068"}, {"room", "BM033"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM068"}, {"amount", 1}, {"total", 1}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM068"}, {"player", 0}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-2, G-3

// G-2 / G-3 (a): a new stack goes left of the leftmost card, on the entrance side: it
// becomes stack 0 and heroes enter it first.
void new_stack_entrance_side(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);  // Robobo seat 0 (400), Gorgona seat 1 (500)
  sc.set_dungeon(0, {"BM016"});                           // Golem Factory: 2 damage
  sc.set_hand(0, {"BM018"});                              // Neanderthal Cave: 3 damage
  sc.add_entrance(0, "BM060");                            // Delatorious: 8 health
  sc.start_build();
  ScenarioWriter w(sc, "G-2_new-stack-at-entrance-entered-first", {"G-2", "G-3", "G-12", "G-14"},
                   "A new stack is built on the entrance side and entered first",
                   "Player 0 builds Neanderthal Cave as a new stack left of Golem Factory: it is built as stack 0 and "
                   "Golem Factory becomes stack 1. Delatorious (8 health) enters the Cave first (3 damage, total 3), "
                   "then the Factory (2, total 5) and reaches the boss.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM018"}, {"stack", "new"}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM018"}, {"stack", 0}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM060"}, {"room", "BM018"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 3}, {"total", 3}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM060"}, {"room", "BM016"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 2}, {"total", 5}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM060"}, {"player", 0}});
  w.act(build("BM018", "new"));
  w.pass_round();
  w.save(dir);
}

// G-3 (b): an advanced room goes on any room sharing a treasure type; monster or trap does
// not matter (seed 004; seed 001's build tip).
void advanced_on_shared_treasure(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  sc.set_dungeon(0, {"BM009"});  // Dark Altar: TRAP, cleric 2, damage 1
  sc.set_hand(0, {"BM013"});     // Dracolich Lair: advanced MONSTER, cleric 1, damage 3
  sc.add_entrance(0, "BM060");   // Delatorious: 8 health
  sc.start_build();
  ScenarioWriter w(sc, "G-3_advanced-room-any-shared-treasure", {"G-3", "G-6", "G-4"},
                   "An advanced monster room is built on a trap room sharing its treasure type",
                   "Dracolich Lair (advanced monster, cleric) is built on top of Dark Altar (trap, cleric): they share "
                   "the cleric type, the room kinds do not matter. Only the top room counts: Delatorious takes 3 "
                   "damage (the Lair), not 1 (the Altar).");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM013"}, {"stack", 0}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM013"}, {"stack", 0}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM060"}, {"room", "BM013"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 3}, {"total", 3}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM060"}, {"player", 0}});
  w.act(build("BM013", 0));
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-4

// G-4 / C-8: built face down, revealed together once every player has built; one room each.
void revealed_together(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);  // Gorgona (seat 1, 500 XP) builds first
  sc.set_hand(0, {"BM016", "BM015"});                     // Golem Factory, Goblin Armory
  sc.set_hand(1, {"BM009"});                              // Dark Altar
  sc.start_build();
  ScenarioWriter w(
      sc, "G-4_rooms-revealed-together", {"G-4", "C-8", "C-5"},
      "Rooms are placed face down and revealed together, one per player",
      "Gorgona (500 XP) places Dark Altar face down first, then Robobo (400 XP) places Golem Factory; "
      "Dark Altar is not built until Robobo has placed too; then both are revealed (built) together. Robobo builds "
      "only one room: Goblin Armory stays in hand.");
  w.begin();
  w.expect({{"e", "room_placed"}, {"player", 1}, {"card", "BM009"}, {"stack", "new"}});
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM016"}, {"stack", "new"}});
  // Only the first-placed room is checked for "built after the last placement": the reveal is
  // simultaneous, so the rules fix no order among the room_built events.
  w.expect({{"e", "room_built"}, {"player", 1}, {"card", "BM009"}, {"stack", 0}});
  w.expect_not({{"e", "room_placed"}, {"card", "BM015"}});
  w.expect_not({{"e", "room_built"}, {"card", "BM015"}});
  w.pass_until(build_turn_of(1));
  w.act(build("BM009", "new"));
  w.pass_until(build_turn_of(0));
  w.act(build("BM016", "new"));
  w.pass_round();
  w.save(dir);
}

// G-4: a pass is final once the build turn ends.
void pass_is_final(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  sc.set_hand(1, {"BM009"});  // Gorgona holds a room but passes
  sc.set_hand(0, {"BM016"});
  sc.start_build();
  ScenarioWriter w(sc, "G-4_pass-is-final", {"G-4", "C-8"}, "A build pass is final",
                   "Gorgona (first, 500 XP) passes although she holds Dark Altar; after Robobo builds she gets no "
                   "second chance: Dark Altar is never placed this round, only Golem Factory is built.");
  w.begin();
  w.expect({{"e", "build_passed"}, {"player", 1}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM016"}});
  w.expect_not({{"e", "room_placed"}, {"player", 1}});
  w.expect_not({{"e", "room_built"}, {"player", 1}});
  w.pass_until(build_turn_of(1));
  w.act({{"type", "pass_build"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM016", "new"));
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-6

// G-6: only the top room of a stack counts for treasure and damage.
void only_top_room_counts(const std::string& dir) {
  Scenario sc = board("classic", {"BM005", "BM008"}, 7);  // Cerebellus (mage, 650), Gorgona (thief, 500)
  sc.set_dungeon(0, {"BM009"});                           // Dark Altar (cleric 2, damage 1) ...
  sc.stack_on(0, 0, "BM016");                             // ... covered by Golem Factory (fighter 1, damage 2)
  sc.set_town({"BM056", "BM062"});                        // Nick (cleric, 4), Boden (fighter, 4)
  sc.start_build();
  ScenarioWriter w(sc, "G-6_only-top-room-counts", {"G-6", "G-15", "G-12"}, "Only the top room of a stack counts",
                   "Seat 0's only stack is Dark Altar (cleric 2) under Golem Factory (fighter 1). The hidden Altar's "
                   "cleric icons do not count: Nick (cleric) finds no cleric icon anywhere and stays (tie 0); Boden "
                   "(fighter) goes to seat 0 with value 1 and takes the Factory's 2 damage, not the Altar's 1.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "BM056"}, {"tie", 0}});
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 1}});
  w.expect({{"e", "enters_room"}, {"card", "BM062"}, {"room", "BM016"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM062"}, {"amount", 2}, {"total", 2}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM062"}, {"player", 0}});
  w.expect_not({{"e", "bait"}, {"card", "BM056"}});
  w.pass_round();
  w.save(dir);
}

// G-6 / G-7: moving a room moves its whole stack (Centipede Tunnel's swap); destroying the
// top card later reveals the room beneath at the stack's new place.
void moving_moves_the_stack(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);  // Gorgona (500) seat 0, Robobo (400)
  sc.set_dungeon(0, {"BM009", "BM016"});                  // stack 0: Dark Altar ..., stack 1: Golem Factory
  sc.stack_on(0, 0, "BM027");                             // ... under Bottomless Pit (damage 1)
  sc.set_hand(0, {"BM033"});                              // Centipede Tunnel: on build, may swap two rooms
  sc.add_entrance(0, "BM060");                            // Delatorious: 8 health
  sc.start_build();
  const int hero = sc.card("BM060");
  ScenarioWriter w(sc, "G-6_moving-a-room-moves-its-stack", {"G-6", "G-7", "G-11", "G-17", "G-3"},
                   "A swap moves whole stacks; destroying the top reveals the room beneath",
                   "Centipede Tunnel is built as new stack 0 (Pit-over-Altar stack 1, Golem Factory 2). Its on-build "
                   "swap exchanges stacks 1 and 2: the Pit and the Dark Altar under it move together to stack 2. "
                   "Delatorious takes 1 + 2 + 1 = 4; in the Pit (stack 2) player 0 destroys the Pit to kill him: the "
                   "Dark Altar is revealed at stack 2 (it moved with the stack).");
  w.begin();
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM033"}, {"stack", 0}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM033", "new"));
  w.pass_until(choice_of(0));
  w.expect({{"e", "swapped"}, {"player", 0}, {"stack", 1}, {"stack2", 2}});
  w.expect({{"e", "enters_room"}, {"card", "BM060"}, {"room", "BM033"}, {"stack", 0}});
  w.expect({{"e", "enters_room"}, {"card", "BM060"}, {"room", "BM016"}, {"stack", 1}});
  w.expect({{"e", "enters_room"}, {"card", "BM060"}, {"room", "BM027"}, {"stack", 2}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 1}, {"total", 4}});
  w.act({{"type", "choose"}, {"target_player", 0}, {"stack", 1}, {"stack2", 2}});
  w.pass_until(window_in_room(0, hero, 2));
  w.expect({{"e", "activated"}, {"player", 0}, {"card", "BM027"}, {"stack", 2}});
  w.expect({{"e", "destroyed"}, {"player", 0}, {"card", "BM027"}, {"stack", 2}});
  w.expect({{"e", "room_revealed"}, {"player", 0}, {"card", "BM009"}, {"stack", 2}});
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM060"}});
  w.expect_not({{"e", "room_built"}, {"card", "BM009"}});
  w.act({{"type", "activate"}, {"card", "BM027"}, {"stack", 2}, {"target", "BM060"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-7

// G-7 / G-11: destroying the top room reveals the one beneath, which is not "built".
void destroy_reveals_not_built(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);
  sc.set_dungeon(0, {"BM022"});  // Dark Laboratory (on build: draw 2 spells, discard 1) ...
  sc.stack_on(0, 0, "BM030");    // ... under Jackpot Stash ("destroy this room")
  sc.start_build();
  ScenarioWriter w(sc, "G-7_destroy-reveals-beneath-not-built", {"G-7", "G-11", "G-17"},
                   "Destroying a room reveals the room beneath without building it",
                   "In the build phase player 0 destroys Jackpot Stash (its own ability): it goes to the discard pile "
                   "and Dark Laboratory beneath is revealed at stack 0. Revealed is not built: Dark Laboratory's "
                   "on-build (draw two spells, discard one) does not happen.");
  w.begin();
  w.expect({{"e", "activated"}, {"player", 0}, {"card", "BM030"}, {"stack", 0}});
  w.expect({{"e", "destroyed"}, {"player", 0}, {"card", "BM030"}, {"stack", 0}});
  w.expect({{"e", "room_revealed"}, {"player", 0}, {"card", "BM022"}, {"stack", 0}});
  w.expect_not({{"e", "room_built"}, {"card", "BM022"}});
  w.expect_not({{"e", "discard"}, {"player", 0}});
  w.act({{"type", "activate"}, {"card", "BM030"}, {"stack", 0}});
  w.pass_round();
  w.save(dir);
}

// G-7: a hole closes up toward the boss; the rooms become adjacent.
void hole_closes(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);
  sc.set_dungeon(0, {"BM015", "BM030", "BM016"});  // Goblin Armory 1, Jackpot Stash 1, Golem Factory 2
  sc.add_entrance(0, "BM081");                     // Katelyn: 11 health
  sc.start_build();
  ScenarioWriter w(sc, "G-7_hole-closes-toward-boss", {"G-7", "G-17", "G-12"}, "A destroyed room's hole closes up",
                   "Jackpot Stash (stack 1) is destroyed: Golem Factory moves up to stack 1, next to Goblin Armory "
                   "(adjacent monster rooms +1). Katelyn takes 1 (Armory), then 2 + 1 = 3 (Factory), total 4.");
  w.begin();
  w.expect({{"e", "destroyed"}, {"player", 0}, {"card", "BM030"}, {"stack", 1}});
  w.expect({{"e", "enters_room"}, {"card", "BM081"}, {"room", "BM015"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 1}, {"total", 1}});
  w.expect({{"e", "enters_room"}, {"card", "BM081"}, {"room", "BM016"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 3}, {"total", 4}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM081"}, {"player", 0}});
  w.act({{"type", "activate"}, {"card", "BM030"}, {"stack", 1}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-8

// G-8 / C-11: a deactivated room's treasure is ignored, the card beneath stays hidden, and it
// reopens at end of round.
void frozen_no_treasure(const std::string& dir) {
  Scenario sc = board("classic", {"BM005", "BM001"}, 7);  // Cerebellus (mage, 650), Draculord (cleric, 900)
  sc.set_dungeon(0, {"BM016", "BM009", "BM018"});
  sc.stack_on(0, 1, "BM015");             // stack 1: Dark Altar (cleric 2) under Goblin Armory (fighter 2)
  sc.set_dungeon(1, {"BM015", "BM016"});  // fighter 2 + 1 = 3
  sc.set_hand(0, {"BM046"});              // Freeze
  sc.set_town({"BM062", "BM056"});        // Boden (fighter), Nick (cleric)
  sc.start_build();
  ScenarioWriter w(sc, "G-8_deactivated-room-gives-no-treasure", {"G-8", "G-15", "G-16", "C-11"},
                   "A deactivated room shows no treasure and keeps what is beneath hidden",
                   "Seat 0 freezes its own Goblin Armory: its fighter count drops from 1+2+1 = 4 to 2, below seat "
                   "1's 3, so Boden (fighter) goes to seat 1 (value 3). The Dark Altar under the Armory stays "
                   "hidden, so its cleric 2 does not count: Nick (cleric) goes to seat 1 (Draculord's 1 against 0). "
                   "At end of round the Armory reopens.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM015"}, {"stack", 1}});
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 1}, {"value", 3}});
  w.expect({{"e", "bait"}, {"card", "BM056"}, {"player", 1}, {"value", 1}});
  w.expect({{"e", "reactivated"}, {"player", 0}, {"card", "BM015"}, {"stack", 1}});
  w.expect({{"e", "round_start"}});
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM015"}});
  w.pass_round();
  w.save(dir);
}

// G-8: a deactivated room deals no damage and its ability is off.
void frozen_no_damage(const std::string& dir) {
  Scenario sc = board("classic", {"BM005", "BM001"}, 7);
  sc.set_dungeon(0, {"BM016", "BM015", "BM018"});  // Golem Factory 2, Goblin Armory 1, Neanderthal Cave 3
  sc.set_hand(0, {"BM046"});
  sc.add_entrance(0, "BM081");  // Katelyn: 11 health
  sc.start_build();
  ScenarioWriter w(sc, "G-8_deactivated-room-deals-no-damage", {"G-8", "G-16", "C-11"},
                   "A deactivated room deals no damage and its ability is off",
                   "Goblin Armory (1 damage; adjacent monster rooms +1) is frozen in the build phase. Katelyn takes "
                   "2 (Factory, no +1), 0 (Armory), 3 (Cave, no +1) = 5, instead of 3 + 1 + 4. The Armory reopens "
                   "at end of round.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM015"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 2}, {"total", 2}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 0}, {"total", 2}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 3}, {"total", 5}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM081"}, {"player", 0}});
  w.expect({{"e", "reactivated"}, {"player", 0}, {"card", "BM015"}, {"stack", 1}});
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM015"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-9

// G-9 / G-12: the boss deals no damage: in a dungeon without rooms the hero reaches it unhurt.
void boss_deals_no_damage(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  sc.add_entrance(0, "BM062");  // Boden: 4 health
  sc.start_build();
  ScenarioWriter w(sc, "G-9_boss-deals-no-damage", {"G-9", "G-12"}, "The boss is no room and deals no damage",
                   "Player 0 has no room: Boden walks straight to the boss, takes no damage at all and becomes a "
                   "wound.");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"card", "BM062"}, {"player", 0}});
  w.expect_not({{"e", "damage"}, {"card", "BM062"}});
  w.expect_not({{"e", "enters_room"}, {"card", "BM062"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-10

// G-10 / G-11 / C-8: Level Up after the reveal, before the fifth room's own on-build effect.
void level_up_before_on_build(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);  // Gorgona (500; Level Up: kill a hero in town), Robobo
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM022"});  // Dark Laboratory: on build, draw two spells, discard one
  sc.set_town({"BM074"});     // Joman Chimm (thief, 4): in town for Gorgona
  sc.deck_top("BM045");       // spell deck: Freeze on top, then Fear
  sc.deck_top("BM046");
  sc.start_build();
  ScenarioWriter w(sc, "G-10_level-up-after-reveal-before-on-build", {"G-10", "G-11", "G-2", "C-8", "G-19"},
                   "Level Up comes after the reveal and before the fifth room's on-build",
                   "Gorgona has four rooms and builds Dark Laboratory as a fifth (the boss is not a room). After "
                   "the reveal she levels up (kills Joman Chimm in town: a soul) and only then does Dark Laboratory's "
                   "on-build draw two spells (Freeze, Fear) and make her discard one of her choice.");
  w.begin();
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM022"}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM022"}, {"stack", 0}});
  w.expect({{"e", "level_up"}, {"player", 0}, {"card", "BM008"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM022", "new"));
  w.pass_until(choice_of(0));
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM074"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM046"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM045"}});
  w.act({{"type", "choose"}, {"card", "BM074"}});
  w.pass_until(choice_of(0));
  w.expect({{"e", "discard"}, {"player", 0}, {"card", "BM045"}});
  w.act({{"type", "choose"}, {"card", "BM045"}});
  w.pass_round();
  w.save(dir);
}

// G-10: Level Up when the fifth visible room is first built, once: building on top of one of
// the five in the next round does not level up again.
void level_up_once_at_fifth(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM009", "BM021"});  // Dark Altar, Brainsucker Hive
  sc.start_build();
  ScenarioWriter w(sc, "G-10_level-up-on-first-fifth-room", {"G-10", "G-2"},
                   "Level Up when the fifth room is first built, and only then",
                   "Round 1: Gorgona's four rooms plus Dark Altar make five visible rooms: she levels up (the town is "
                   "empty, so her kill finds no hero). Round 2: she builds Brainsucker Hive on top of a room, still "
                   "five visible rooms: no second Level Up.");
  w.begin();
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM009"}, {"stack", 0}});
  w.expect({{"e", "level_up"}, {"player", 0}, {"card", "BM008"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM009", "new"));
  w.pass_round();
  w.expect_not({{"e", "level_up"}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM021"}, {"stack", 4}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM021", 4));
  w.pass_round();
  w.save(dir);
}

// G-10: Level Up is once per game: a dungeon brought back to four rooms and built up to five
// again does not level up a second time.
void no_second_level_up(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);
  sc.set_dungeon(0, {"BM030", "BM011", "BM012", "BM016"});  // Jackpot Stash first
  sc.set_hand(0, {"BM009", "BM021"});
  sc.start_build();
  ScenarioWriter w(sc, "G-10_no-second-level-up-after-rebuild", {"G-10", "G-7", "G-17"},
                   "Level Up never happens a second time",
                   "Round 1: Dark Altar is Gorgona's fifth room: Level Up. Round 2: she destroys Jackpot Stash (four "
                   "rooms left) and builds Brainsucker Hive as a new stack: five visible rooms again, but Level Up is "
                   "once per game: none.");
  w.begin();
  w.expect({{"e", "level_up"}, {"player", 0}, {"card", "BM008"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM009", "new"));
  w.pass_round();
  w.expect_not({{"e", "level_up"}});
  w.expect({{"e", "destroyed"}, {"player", 0}, {"card", "BM030"}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM021"}, {"stack", 0}});
  w.pass_until(build_turn_of(0));
  w.act({{"type", "activate"}, {"card", "BM030"}, {"stack", 1}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM021", "new"));
  w.pass_round();
  w.save(dir);
}

// G-10 / G-8: a deactivated room is left out of the five rooms of Level Up (seed 000 l. 677,
// seed 001 l. 402, seed 002 l. 1230-1233: effects that count rooms ignore it); the Level Up
// waits for the room to reopen at the end of the round (the publisher's Advanced Rules Guide).
void level_up_waits_for_deactivated(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);  // Gorgona 500 XP (seat 0), Robobo 400 (seat 1)
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM009"});  // Dark Altar
  sc.set_hand(1, {"BM046"});  // Freeze
  sc.start_build();
  ScenarioWriter w(sc, "G-10_level-up-waits-for-deactivated-room", {"G-10", "G-8", "C-11"},
                   "A deactivated room does not count toward Level Up's five rooms; Level Up waits until it reopens",
                   "Gorgona (seat 0) builds Dark Altar as her fifth room; Robobo freezes her Succubus Spa before the "
                   "reveal. At the reveal she has five visible rooms but four active ones: no Level Up, because an "
                   "effect that counts rooms ignores a deactivated room (seed 000 l. 677, seed 001 l. 402, seed 002 "
                   "l. 1230-1233). At the end of the round the Spa reopens and the Level Up follows, before the end "
                   "check (publisher's Advanced Rules Guide, public copy: Balrog57/monster_boss docs/rules/rules.md "
                   "@ ef32048: Level Up on the first time the dungeon reaches five rooms, at the end of turn when "
                   "the deactivated room reactivates).");
  w.begin();
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM012"}});
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM009"}, {"stack", 0}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "reactivated"}, {"player", 0}, {"card", "BM012"}});
  w.expect({{"e", "level_up"}, {"player", 0}, {"card", "BM008"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM009", "new"));
  w.pass_until(build_turn_of(1));
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 3}, {"target_player", 0}, {"target", "BM012"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-12

// G-12: damage accumulates; the hero dies in the room where it reaches its health (classic
// preset: damage >= health, IP-3) and goes no further; a survivor reaching the boss wounds.
void death_and_wound(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);  // Draculord (900), Robobo (400)
  sc.set_dungeon(0, {"BM016", "BM016", "BM018"});         // Golem Factory 2, Golem Factory 2, Neanderthal Cave 3
  sc.add_entrance(0, "BM062");                            // Boden: 4 health
  sc.add_entrance(0, "BM083");                            // Lord Van Ette (epic): 13 health
  sc.start_build();
  ScenarioWriter w(sc, "G-12_damage-accumulates-death-and-wound", {"G-12", "G-14"},
                   "Damage accumulates; death in the room where health is reached; survivors wound",
                   "Boden (4 health) takes 2 then 2: total 4 reaches his health in stack 1, he dies there (a soul) "
                   "and never enters the Cave. Lord Van Ette (13) takes 2 + 2 + 3 = 7 and reaches the boss (a wound).");
  w.begin();
  w.expect({{"e", "damage"}, {"card", "BM062"}, {"amount", 2}, {"total", 2}});
  w.expect({{"e", "damage"}, {"card", "BM062"}, {"amount", 2}, {"total", 4}});
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM083"}, {"amount", 3}, {"total", 7}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM083"}});
  w.expect_not({{"e", "enters_room"}, {"card", "BM062"}, {"stack", 2}});
  w.expect_not({{"e", "hero_killed"}, {"card", "BM083"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-13

// G-13: on entering, the room's ability first, then the damage (Minotaur's Maze).
void ability_before_damage(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.set_dungeon(0, {"BM016", "BM017"});  // Golem Factory 2, Minotaur's Maze 0
  sc.add_entrance(0, "BM060");            // Delatorious: 8 health
  sc.start_build();
  ScenarioWriter w(sc, "G-13_room-ability-before-damage", {"G-13", "G-12"},
                   "A room's ability triggers before its damage",
                   "Delatorious takes 2 in Golem Factory, enters Minotaur's Maze: its ability sends him back before "
                   "any damage of the Maze; he walks the Factory again (2, total 4), then the Maze (0) and reaches "
                   "the boss with 4 damage.");
  w.begin();
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 2}, {"total", 2}});
  w.expect({{"e", "enters_room"}, {"card", "BM060"}, {"room", "BM017"}, {"stack", 1}});
  w.expect({{"e", "hero_to_room"}, {"card", "BM060"}, {"player", 0}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 2}, {"total", 4}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM060"}});
  w.expect_not({{"e", "damage"}, {"card", "BM060"}, {"amount", 0}, {"total", 2}});
  w.pass_round();
  w.save(dir);
}

// G-13: "when a hero dies here" effects trigger after the damage (Golem Factory draws a room).
void dies_here_after_damage(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.set_dungeon(0, {"BM016", "BM016"});
  sc.add_entrance(0, "BM062");  // Boden: 4 health
  sc.deck_top("BM029");         // the room Golem Factory draws: Dizzygas Hallway
  sc.start_build();
  ScenarioWriter w(sc, "G-13_dies-here-after-damage", {"G-13", "G-12"}, "\"Dies here\" effects come after the damage",
                   "Boden takes 2 + 2 = 4 (his health) in the second Golem Factory and dies there; then the Factory's "
                   "\"when a hero dies here: draw a room\" gives player 0 Dizzygas Hallway, before the round ends.");
  w.begin();
  w.expect({{"e", "damage"}, {"card", "BM062"}, {"amount", 2}, {"total", 4}});
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}, {"room", "BM016"}, {"stack", 1}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM029"}});
  w.expect({{"e", "round_start"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-14

// G-14 / C-10 / C-12: one hero at a time, room by room, with a spell window after each room.
void one_at_a_time_with_windows(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);  // Draculord (900) seat 0, Robobo (400) seat 1
  sc.set_dungeon(0, {"BM016", "BM010"});                  // Golem Factory 2, Open Grave 2
  sc.add_entrance(0, "BM060");                            // Delatorious: 8 health, first in
  sc.add_entrance(0, "BM064");                            // Fire's Breath: 6 health
  sc.set_hand(0, {"BM044"});                              // Exhaustion: X damage, X = rooms (2)
  sc.set_hand(1, {"BM046"});                              // Freeze: seat 1 gets windows too
  sc.start_build();
  const int first = sc.card("BM060");
  ScenarioWriter w(sc, "G-14_one-hero-at-a-time-window-between-rooms", {"G-14", "C-10", "C-12", "G-16"},
                   "Heroes go one at a time, room by room, with a spell window between rooms",
                   "Delatorious (first at the entrance) enters Golem Factory (2). In the window after that room, "
                   "before he moves on, player 0 casts Exhaustion on him (2 rooms: 2, total 4); only then does he "
                   "enter Open Grave (2, total 6 < 8) and reach the boss. Fire's Breath enters the first room only "
                   "after that (2 + 2 = 4 < 6).");
  w.begin();
  w.expect({{"e", "enters_room"}, {"card", "BM060"}, {"room", "BM016"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 2}, {"total", 2}});
  w.pass_until(window_in_room(0, first, 0));
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM044"}, {"target", "BM060"}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 2}, {"total", 4}});
  w.expect({{"e", "enters_room"}, {"card", "BM060"}, {"room", "BM010"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 2}, {"total", 6}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM060"}, {"player", 0}});
  w.expect({{"e", "enters_room"}, {"card", "BM064"}, {"room", "BM016"}, {"stack", 0}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM064"}, {"player", 0}});
  w.act({{"type", "cast"}, {"card", "BM044"}, {"target_player", 0}, {"target", "BM060"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-15

// G-15: the strictly highest value wins the hero; with no matching icon anywhere it stays.
void strict_highest(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);  // Robobo (fighter) seat 0, Gorgona (thief) seat 1
  sc.set_dungeon(0, {"BM015"});                           // Goblin Armory: fighter 2 (+ Robobo 1 = 3)
  sc.set_dungeon(1, {"BM016"});                           // Golem Factory: fighter 1
  sc.set_town({"BM062", "BM056"});                        // Boden (fighter), Nick (cleric)
  sc.start_build();
  ScenarioWriter w(sc, "G-15_strictly-highest-value-wins", {"G-15", "C-9"}, "The strictly highest treasure value lures",
                   "Fighter icons: seat 0 has 2 + 1 (boss) = 3, seat 1 has 1: Boden goes to seat 0 with value 3. No "
                   "dungeon shows a cleric icon: Nick stays in town (tie 0).");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 3}});
  w.expect({{"e", "hero_stays"}, {"card", "BM056"}, {"tie", 0}});
  w.expect_not({{"e", "bait"}, {"card", "BM056"}});
  w.pass_round();
  w.save(dir);
}

// G-15: heroes lured to one dungeon keep the order in which they appeared.
void lured_keep_order(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);
  sc.set_dungeon(0, {"BM016"});     // Golem Factory 2
  sc.set_town({"BM063", "BM062"});  // Jarek (fighter, 4) arrived first, then Boden (fighter, 4)
  sc.start_build();
  ScenarioWriter w(sc, "G-15_lured-heroes-keep-town-order", {"G-15", "G-14"},
                   "Heroes lured to one dungeon keep their order",
                   "Jarek then Boden wait in town; both go to seat 0 (fighter 1 + 1 = 2 against 0) in that order, so "
                   "Jarek goes through first (2 damage, wound), then Boden.");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM063"}, {"player", 0}, {"value", 2}});
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 2}});
  w.expect({{"e", "enters_room"}, {"card", "BM063"}, {"stack", 0}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM063"}});
  w.expect({{"e", "enters_room"}, {"card", "BM062"}, {"stack", 0}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM062"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-16

// G-16: any number of spells per round, each in a phase its icon allows.
void two_spells_one_round(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM051", "BM046"});  // Princess in Peril (build), Freeze (both)
  sc.set_town({"BM068"});              // Tieg (mage): nobody lures him
  sc.start_build();
  ScenarioWriter w(sc, "G-16_any-number-of-spells-per-round", {"G-16", "C-12"}, "Several spells in one phase",
                   "In the build phase player 0 casts Princess in Peril (Tieg from town to its entrance) and then "
                   "Freeze on seat 1's Golem Factory: both resolve in the same round.");
  w.begin();
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM051"}, {"target", "BM068"}});
  w.expect({{"e", "resolved"}, {"player", 0}, {"card", "BM051"}});
  w.expect({{"e", "hero_to_entrance"}, {"player", 0}, {"card", "BM068"}});
  w.act({{"type", "cast"}, {"card", "BM051"}, {"target", "BM068"}});
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM046"}});
  w.expect({{"e", "resolved"}, {"player", 0}, {"card", "BM046"}});
  w.expect({{"e", "deactivated"}, {"player", 1}, {"card", "BM016"}, {"stack", 0}});
  w.pass_until(build_turn_of(0));
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-18

// G-18: a non-active player cancels a spell; it has no effect and does not count as played.
void counterspell_cancels(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.set_dungeon(0, {"BM035"});  // Dragon Hatchery, under
  sc.stack_on(0, 0, "BM026");    // Liger's Den: when you play a spell, draw a spell (G-3: on a room)
  sc.set_dungeon(1, {"BM016"});
  sc.set_hand(0, {"BM046"});
  sc.set_hand(1, {"BM043"});  // Counterspell
  sc.deck_top("BM054");       // the spell Liger's Den would draw: Trepidation
  sc.start_build();
  ScenarioWriter w(sc, "G-18_cancelled-spell-not-played", {"G-18", "G-16"},
                   "A cancelled spell has no effect and does not count as played",
                   "Player 0 casts Freeze on seat 1's Golem Factory; seat 1 (not active) cancels it with "
                   "Counterspell. Freeze does not resolve, the Factory is not deactivated, and Liger's Den (\"when you "
                   "play a spell\") draws no Trepidation.");
  w.begin();
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM046"}});
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  w.expect({{"e", "cancelled"}, {"player", 0}, {"card", "BM046"}});
  w.expect_not({{"e", "resolved"}, {"card", "BM046"}});
  w.expect_not({{"e", "deactivated"}});
  w.expect_not({{"e", "draw"}, {"card", "BM054"}});
  w.act({{"type", "cancel"}, {"card", "BM043"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-19

// G-19: a searched deck is shuffled afterwards (Seducia's Level Up searches the hero decks).
void searched_deck_shuffled(const std::string& dir) {
  Scenario sc = board("classic", {"BM006", "BM004"}, 7);  // Seducia (600), Robobo (400)
  sc.set_dungeon(0, {"BM010", "BM011", "BM012", "BM016"});
  sc.set_hand(0, {"BM009"});
  sc.start_build();
  ScenarioWriter w(sc, "G-19_searched-deck-is-shuffled", {"G-19", "G-10"}, "A searched deck is shuffled",
                   "Seducia's fifth room: Level Up, she searches the ordinary hero deck (13 heroes with 2 players) "
                   "for Acacia and puts her at her entrance; the searched deck, 12 heroes left, is shuffled.");
  w.begin();
  w.expect({{"e", "level_up"}, {"player", 0}, {"card", "BM006"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM009", "new"));
  w.pass_until(choice_of(0));
  w.expect({{"e", "shuffle"}, {"deck", "ordinary_heroes"}, {"size", 12}});
  w.expect({{"e", "hero_to_entrance"}, {"player", 0}, {"card", "BM058"}});
  w.act({{"type", "choose"}, {"card", "BM058"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-20

// G-20: heal flips a wound face down into a soul (Vampire Bordello).
void heal_flips_wound(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.set_dungeon(0, {"BM016", "BM035"});  // Golem Factory 2, Dragon Hatchery under
  sc.stack_on(0, 1, "BM014");             // Vampire Bordello 3 (G-3: an advanced room on a room)
  sc.add_score(0, "BM058", false);        // Acacia: one wound
  sc.add_entrance(0, "BM062");            // Boden: 4 health
  sc.start_build();
  ScenarioWriter w(
      sc, "G-20_heal-flips-a-wound", {"G-20", "G-13"}, "Healing turns a wound into a soul",
      "Boden takes 2 + 3 = 5 >= 4 and dies in Vampire Bordello; its \"when a hero dies here\" lets player 0 "
      "heal: the wound Acacia is flipped face down and counts as a soul.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}, {"room", "BM014"}});
  w.pass_until(choice_of(0));
  w.expect({{"e", "healed"}, {"player", 0}, {"card", "BM058"}});
  w.act({{"type", "choose"}, {"card", "BM058"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-21

// G-21: "ordinary hero" excludes epic heroes (Mimic Vault: move one ordinary hero from town).
void ordinary_excludes_epic(const std::string& dir) {
  Scenario sc = board("classic", {"BM008", "BM004"}, 7);  // Gorgona (thief) 500, Robobo (fighter) 400
  sc.set_hand(0, {"BM036"});  // Mimic Vault: on build, an ordinary hero from town to your entrance
  sc.set_town({"BM085"});     // Frankov (EPIC, fighter)
  sc.start_build();
  ScenarioWriter w(sc, "G-21_ordinary-hero-excludes-epic", {"G-21", "G-11"},
                   "\"Ordinary hero\" never means an epic hero",
                   "Mimic Vault is built while the only hero in town is Frankov, an epic hero: its on-build moves an "
                   "ordinary hero only, so Frankov stays put until the bait, where Robobo's fighter icon (1 against "
                   "0) lures him to seat 1.");
  w.begin();
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM036"}});
  w.expect({{"e", "bait"}, {"card", "BM085"}, {"player", 1}, {"value", 1}});
  w.expect_not({{"e", "hero_to_entrance"}, {"card", "BM085"}});
  w.pass_until(build_turn_of(0));
  w.act(build("BM036", "new"));
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-22

// G-22 / G-21: a hero sent back to town does not keep its damage (Fear on an epic hero:
// "a hero" includes epics).
void sent_back_loses_damage(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);    // Draculord (cleric) 900, Robobo (fighter) 400
  sc.set_dungeon(0, {"BM018", "BM018", "BM018", "BM009"});  // Cave 3, 3, 3, Dark Altar 1 (cleric 2)
  sc.set_hand(0, {"BM045"});                                // Fear
  sc.add_entrance(0, "BM081");                              // Katelyn (epic, cleric): 11 health
  sc.deck_top("BM074");                                     // next heroes: thieves, nobody lures them
  sc.deck_top("BM075");
  sc.start_build();
  const int hero = sc.card("BM081");
  ScenarioWriter w(sc, "G-22_sent-back-hero-loses-damage", {"G-22", "G-21", "G-15"},
                   "A hero sent back to town does not keep its damage",
                   "Katelyn (epic, 11 health) takes 3 in the first Cave; Fear (\"a hero\": epics too) sends her back "
                   "to town. Next round she is lured again (cleric 2 + 1 = 3 against 0) and starts from 0: 3, 6, 9, "
                   "10 < 11, she reaches the boss. Had she kept the 3 she would have died in the third Cave (12).");
  w.begin();
  w.pass_until(window_in_room(0, hero, 0));
  w.expect({{"e", "hero_to_town"}, {"card", "BM081"}});
  w.act({{"type", "cast"}, {"card", "BM045"}, {"target_player", 0}, {"target", "BM081"}});
  w.pass_round();
  w.expect({{"e", "bait"}, {"card", "BM081"}, {"player", 0}, {"value", 3}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 3}, {"total", 3}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 3}, {"total", 9}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 1}, {"total", 10}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM081"}, {"player", 0}});
  w.expect_not({{"e", "hero_killed"}, {"card", "BM081"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-23

// G-23: a starting hand of four rooms sharing a treasure type may be mulliganed: it goes back
// and a new hand is drawn.
void mulligan(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 21);
  sc.set_hand(0, {"BM009", "BM010", "BM011", "BM012", "BM016", "BM046", "BM045"});  // four cleric rooms
  for (auto& pl : sc.s.players) pl.mulligan_done = false;
  sc.s.round = 0;
  auto task = [](bm::TaskKind kind, int player) {
    bm::Task t;
    t.kind = kind;
    t.player = player;
    return t;
  };
  sc.s.agenda = {task(bm::TaskKind::round_start, -1), task(bm::TaskKind::reveal, -1),
                 task(bm::TaskKind::first_build, -1), task(bm::TaskKind::mulligan, 0)};
  sc.s.stack.clear();
  sc.s.decision = bm::Decision{};
  sc.s.run = bm::Run{};
  sc.s.phase = Phase::setup;
  bm::detail::Ctx c{sc.cards, sc.rules, sc.s, &sc.events, nullptr, sc.engine.board()};
  bm::detail::advance(c);
  ScenarioWriter w(sc, "G-23_mulligan-four-of-a-treasure-type", {"G-23"},
                   "Mulligan of a hand with four rooms of one type",
                   "Player 0's starting hand holds four cleric rooms (Dark Altar, Open Grave, Specter's Sanctum, "
                   "Succubus Spa): it may be shown and redrawn. Player 0 takes the mulligan: the hand goes back and "
                   "seven new cards (5 rooms + 2 spells) are drawn.");
  w.begin();
  w.expect({{"e", "mulligan"}, {"player", 0}});
  for (int i = 0; i < 7; ++i) w.expect({{"e", "draw"}, {"player", 0}});
  w.act({{"type", "mulligan"}});
  w.save(dir);
}

// ---------------------------------------------------------------------------- G-24

// G-24: epic heroes only once the ordinary hero deck is empty.
void epics_after_ordinary(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.empty_hero_decks();
  sc.deck_top("BM062");  // the last ordinary hero: Boden
  sc.deck_top("BM081");  // epic deck: Frankov on top of Katelyn
  sc.deck_top("BM085");
  sc.start_build();
  ScenarioWriter w(sc, "G-24_epic-heroes-after-ordinary-deck-empty", {"G-24", "C-7", "G-21"},
                   "Epic heroes come only when the ordinary hero deck is empty",
                   "Two heroes are revealed next round; the ordinary deck holds only Boden: Boden first, then, the "
                   "ordinary deck being empty, the top epic hero Frankov. Katelyn stays in the epic deck.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", "BM062"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM085"}});
  w.expect_not({{"e", "hero_revealed"}, {"card", "BM081"}});
  w.pass_round();
  w.save(dir);
}

// G-24: while ordinary heroes remain, no epic hero is revealed.
void no_epic_while_ordinary(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  sc.empty_hero_decks();
  sc.deck_top("BM064");  // ordinary deck: Boden on top of Fire's Breath
  sc.deck_top("BM062");
  sc.deck_top("BM081");  // epic deck: Katelyn under Frankov
  sc.deck_top("BM085");
  sc.start_build();
  ScenarioWriter w(sc, "G-24_no-epic-while-ordinary-heroes-remain", {"G-24", "C-7"},
                   "No epic hero while ordinary heroes remain",
                   "Two heroes are revealed next round and the ordinary deck holds two (Boden, Fire's Breath): both "
                   "are ordinary; no epic hero is revealed.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", "BM062"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM064"}});
  w.expect_not({{"e", "hero_revealed"}, {"card", "BM085"}});
  w.expect_not({{"e", "hero_revealed"}, {"card", "BM081"}});
  w.pass_round();
  w.save(dir);
}

// G-8: a deactivated room is not counted by room-count effects (Exhaustion: X = active rooms).
void frozen_not_counted(const std::string& dir) {
  Scenario sc = board("classic", {"BM005", "BM001"}, 7);  // Cerebellus (650), Draculord (900)
  sc.set_dungeon(0, {"BM016", "BM010", "BM009"});         // Golem Factory 2, Open Grave 2, Dark Altar 1
  sc.set_hand(0, {"BM046", "BM044"});                     // Freeze, Exhaustion
  sc.add_entrance(0, "BM081");                            // Katelyn: 11 health
  sc.start_build();
  const int hero = sc.card("BM081");
  ScenarioWriter w(sc, "G-8_deactivated-room-not-counted", {"G-8", "G-6", "G-16"},
                   "A deactivated room does not count for room-count effects",
                   "Seat 0 freezes its Dark Altar in the build phase. In the adventure, after Golem Factory (2), "
                   "Exhaustion deals X = the number of rooms: 2 (the frozen Altar is not counted), not 3.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM009"}, {"stack", 2}});
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 2}, {"target_player", 0}, {"target", "BM009"}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 2}, {"total", 2}});
  w.pass_until(window_in_room(0, hero, 0));
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM044"}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 2}, {"total", 4}});
  w.expect_not({{"e", "damage"}, {"card", "BM081"}, {"amount", 3}});
  w.act({{"type", "cast"}, {"card", "BM044"}, {"target_player", 0}, {"target", "BM081"}});
  w.pass_round();
  w.save(dir);
}

// G-8: a deactivated room is an empty space for adjacency (Dizzygas Hallway's "next room").
void frozen_breaks_adjacency(const std::string& dir) {
  Scenario sc = board("classic", {"BM005", "BM001"}, 7);
  sc.set_dungeon(0, {"BM029", "BM028", "BM030"});  // Dizzygas Hallway, Boulder Ramp, Jackpot Stash: traps, 1 each
  sc.set_hand(0, {"BM046"});
  sc.add_entrance(0, "BM081");  // Katelyn: 11 health
  sc.start_build();
  ScenarioWriter w(sc, "G-8_deactivated-room-breaks-adjacency", {"G-8"},
                   "A deactivated room is an empty space between its neighbours",
                   "Dizzygas Hallway gives the next room +2 if it is a trap. Boulder Ramp, right after it, is frozen: "
                   "it deals 0, and the Hallway's next room is now an empty space, so Jackpot Stash beyond it is not "
                   "\"next\" and deals its plain 1. Katelyn takes 1, 0, 1.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM028"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 1}, {"total", 1}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 0}, {"total", 1}});
  w.expect({{"e", "damage"}, {"card", "BM081"}, {"amount", 1}, {"total", 2}});
  w.expect({{"e", "hero_wounds"}, {"card", "BM081"}, {"player", 0}});
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM028"}});
  w.pass_round();
  w.save(dir);
}

// G-12 / C-13: a dead epic hero is two souls: 8 + 2 = 10 souls wins at the end of the round.
void epic_two_souls(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 7);
  for (const char* id : {"BM056", "BM057", "BM058", "BM059", "BM060", "BM061", "BM062", "BM063"})
    sc.add_score(0, id, true);
  sc.set_dungeon(0, {"BM018", "BM018", "BM018", "BM016"});  // 3 + 3 + 3 + 2 = 11
  sc.add_entrance(0, "BM082");                              // Kerberos Dirtbeard (epic): 11 health
  sc.start_build();
  ScenarioWriter w(sc, "G-12_epic-hero-is-two-souls", {"G-12", "C-13"}, "A dead epic hero counts as two souls",
                   "Draculord has 8 souls. Kerberos Dirtbeard (epic, 11 health) dies in the last room (3+3+3+2 = "
                   "11): two souls make 10, and at the end of the round Draculord (10 souls, 0 wounds) wins. One soul "
                   "(9) would not have ended the game.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM082"}, {"stack", 3}});
  w.expect({{"e", "game_end"}, {"player", 0}});
  w.expect_result({{"winner", 0}});
  w.pass_round();
  w.save(dir);
}

// G-12 / C-13: an epic hero reaching the boss is two wounds: 3 + 2 = 5 wounds eliminates.
void epic_two_wounds(const std::string& dir) {
  Scenario sc = board("classic", {"BM001", "BM004"}, 9);
  for (const char* id : {"BM056", "BM057", "BM058"}) sc.add_score(0, id, false);
  sc.set_dungeon(0, {"BM016"});  // Golem Factory 2
  sc.add_entrance(0, "BM083");   // Lord Van Ette (epic): 13 health
  sc.start_build();
  ScenarioWriter w(sc, "G-12_epic-hero-is-two-wounds", {"G-12", "C-13"}, "An epic hero that survives is two wounds",
                   "Draculord has 3 wounds. Lord Van Ette (epic, 13 health) takes 2 and reaches the boss: two wounds "
                   "make 5, and Draculord is eliminated (at least 5 wounds loses). One wound (4) would not.");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM083"}});
  w.expect({{"e", "eliminated"}, {"player", 0}});
  w.pass_round();
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(argc, argv,
                                 {
                                     {"G-15_bait-tie-stays-in-town", bait_tie_stays},
                                     {"G-9_boss-treasure-counts-for-bait", boss_treasure_counts},
                                     {"G-1_room-shows-treasure-and-damage", room_treasure_and_damage},
                                     {"G-2_new-stack-at-entrance-entered-first", new_stack_entrance_side},
                                     {"G-3_advanced-room-any-shared-treasure", advanced_on_shared_treasure},
                                     {"G-4_rooms-revealed-together", revealed_together},
                                     {"G-4_pass-is-final", pass_is_final},
                                     {"G-6_only-top-room-counts", only_top_room_counts},
                                     {"G-6_moving-a-room-moves-its-stack", moving_moves_the_stack},
                                     {"G-7_destroy-reveals-beneath-not-built", destroy_reveals_not_built},
                                     {"G-7_hole-closes-toward-boss", hole_closes},
                                     {"G-8_deactivated-room-gives-no-treasure", frozen_no_treasure},
                                     {"G-8_deactivated-room-deals-no-damage", frozen_no_damage},
                                     {"G-8_deactivated-room-not-counted", frozen_not_counted},
                                     {"G-8_deactivated-room-breaks-adjacency", frozen_breaks_adjacency},
                                     {"G-9_boss-deals-no-damage", boss_deals_no_damage},
                                     {"G-10_level-up-after-reveal-before-on-build", level_up_before_on_build},
                                     {"G-10_level-up-on-first-fifth-room", level_up_once_at_fifth},
                                     {"G-10_no-second-level-up-after-rebuild", no_second_level_up},
                                     {"G-10_level-up-waits-for-deactivated-room", level_up_waits_for_deactivated},
                                     {"G-12_damage-accumulates-death-and-wound", death_and_wound},
                                     {"G-12_epic-hero-is-two-souls", epic_two_souls},
                                     {"G-12_epic-hero-is-two-wounds", epic_two_wounds},
                                     {"G-13_room-ability-before-damage", ability_before_damage},
                                     {"G-13_dies-here-after-damage", dies_here_after_damage},
                                     {"G-14_one-hero-at-a-time-window-between-rooms", one_at_a_time_with_windows},
                                     {"G-15_strictly-highest-value-wins", strict_highest},
                                     {"G-15_lured-heroes-keep-town-order", lured_keep_order},
                                     {"G-16_any-number-of-spells-per-round", two_spells_one_round},
                                     {"G-18_cancelled-spell-not-played", counterspell_cancels},
                                     {"G-19_searched-deck-is-shuffled", searched_deck_shuffled},
                                     {"G-20_heal-flips-a-wound", heal_flips_wound},
                                     {"G-21_ordinary-hero-excludes-epic", ordinary_excludes_epic},
                                     {"G-22_sent-back-hero-loses-damage", sent_back_loses_damage},
                                     {"G-23_mulligan-four-of-a-treasure-type", mulligan},
                                     {"G-24_epic-heroes-after-ordinary-deck-empty", epics_after_ordinary},
                                     {"G-24_no-epic-while-ordinary-heroes-remain", no_epic_while_ordinary},
                                 });
}
