// Scenario corpus: the printed Boss Monster 2 cards' mechanics (digest BM2-10 ... BM2-45,
// docs/rules/bm2.md), one scenario per rule, each on the printed cards the bm2 presets play
// (`bm2+tools-of-hero-kind`: The Next Level with the Tools of Hero-Kind items) under the ruleset
// option unknown_facts: house (IP-50: the printed heroes' player-count icon is unknown); the
// rules no single card shows (BM2-24's held-back Level Up, BM2-44's tie-break) play on the same
// set. BM2-45 alone plays on the synthetic bm2 cards: no printed set holds a portable room
// (BM2-5, the Collector's Box cards). The setups follow the card tests' (tests/cards/bm2_*_test.cpp,
// thk_items_*_test.cpp) with printed cards; every expectation below is what the cited rule and
// the card's text say; the writer only checks that the engine agrees.
// Regenerate: build/tests/scenario_gen_bm2_cards corpus/scenarios
#include <functional>
#include <string>

#include "bm/cards/card_set.hpp"
#include "bm/log/action_json.hpp"
#include "scenario_gen/scenario_writer.hpp"
#include "support/drive.hpp"
#include "support/scenario.hpp"

using bm::GameState;
using bm::Phase;
using bm::Ruleset;
using bm::test::preset;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using bm::test::stop::build_turn_of;
using nlohmann::json;

namespace {

// The bm2 rules with the house reading of unknown facts (IP-50), which the printed heroes need.
Ruleset printed_rules() {
  Ruleset r = preset("bm2");
  r.name = "bm2-printed-house";
  r.unknown_facts_house = true;
  return r;
}

// A cleared board on the printed cards: seat 0 Shellda (425 XP, fighter), seat 1 Angstigoth
// (475 XP, thief); bm2 turn order by XP (BM2-1): seat 1 acts first. Neither has levelled up, so
// neither boss's lasting ability acts (BM2-31).
Scenario printed_board(std::uint64_t seed) {
  return bm::test::board(printed_rules(), {"TNL005", "TNL011"}, seed, &bm::builtin_bm2_printed_cards());
}
// The same with two bosses that show neither a fighter nor a thief icon (bait tests): seat 0
// Torix Uz'Kali (cleric, 725 XP, acts first), seat 1 Kazanna (mage, 550 XP).
Scenario no_fighter_board(std::uint64_t seed) {
  return bm::test::board(printed_rules(), {"TNL003", "TNL007"}, seed, &bm::builtin_bm2_printed_cards());
}

json legal_with_fields(const Scenario& sc, const json& fields);

// Passes every window until `a` is legal for the player to move, then takes it.
void when(ScenarioWriter& w, const Scenario& sc, const json& a) {
  w.pass_until([&sc, &a](const GameState&) { return sc.can(a); });
  w.act(a);
}

// Plays the round out: stops at the next round's first decision (an end-of-round phase without
// a decision would let pass_until_phase run on into the next round's adventure).
void round_over(ScenarioWriter& w, int round) {
  w.pass_until([round](const GameState& s) { return s.round > round; });
}

// BM2-10: a star hero never receives an item: The Fool (TNL097, star) waits first in town, the
// universal Prism goes past him to the fighter behind.
void star_hero_never_gets_an_item(const std::string& dir) {
  Scenario sc = no_fighter_board(10);
  sc.set_town({"TNL097", "TNL079"});
  sc.deck_top("THK019");  // universal: any hero without a star may carry it (BM2-3)
  sc.start_build();
  ScenarioWriter w(sc, "BM2-10_star-hero-never-receives-an-item", {"BM2-10", "BM2-3"},
                   "A printed star hero never receives an item",
                   "The Fool (star) waits first in town; next round's universal item skips him and goes to the "
                   "fighter Hookshot Joe behind him.");
  w.begin();
  w.expect({{"e", "item_revealed"}, {"card", "THK019"}});
  w.expect({{"e", "item_given"}, {"card", "THK019"}, {"hero", "TNL079"}});
  w.expect_not({{"e", "item_given"}, {"hero", "TNL097"}});
  const int round = sc.s.round;
  w.pass_until([round](const GameState& s) { return s.round > round && s.phase == Phase::build; });
  w.save(dir);
}

// BM2-12: a hybrid hero is lured by the sum of both its treasure types.
void hybrid_hero_sums_both_types(const std::string& dir) {
  Scenario sc = no_fighter_board(12);
  sc.set_dungeon(0, {"TNL022"});            // fighter 2
  sc.set_dungeon(1, {"TNL025", "TNL041"});  // fighter 1 + thief 2
  sc.set_town({"TNL079", "TNL112"});        // a fighter; Archer (fighter + thief)
  sc.start_build();
  ScenarioWriter w(sc, "BM2-12_hybrid-hero-lured-by-the-sum-of-both-types", {"BM2-12", "G-15"},
                   "A hybrid hero is lured by the sum of its two treasure types",
                   "Seat 0 shows fighter 2; seat 1 fighter 1 and thief 2. The fighter Hookshot Joe goes to seat 0 "
                   "(2 > 1); Archer (fighter + thief) goes to seat 1 (1 + 2 = 3 > 2 + 0).");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "bait"}, {"card", "TNL079"}, {"player", 0}});
  w.expect({{"e", "bait"}, {"card", "TNL112"}, {"player", 1}, {"value", 3}});
  round_over(w, round);
  w.save(dir);
}

// BM2-13: The Brothers (no treasure) go to the best souls minus wounds.
void no_treasure_hero_own_condition(const std::string& dir) {
  Scenario sc = printed_board(13);
  bm::test::give(sc, 0, 3, 1, bm::test::HeroOrder::highest_first, {"TNL114"});  // The Brothers wait in town
  bm::test::give(sc, 1, 1, 0, bm::test::HeroOrder::highest_first, {"TNL114"});
  sc.set_dungeon(1, {"TNL041"});  // treasure plays no part for them
  sc.set_town({"TNL114"});
  sc.start_build();
  ScenarioWriter w(sc, "BM2-13_the-brothers-lured-by-best-souls-minus-wounds", {"BM2-13"},
                   "A hero with no treasure is lured by its own condition only",
                   "Seat 0 has 3 souls and 1 wound (2), seat 1 one soul (1) and the only treasure: The Brothers go "
                   "to seat 0.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "bait"}, {"card", "TNL114"}, {"player", 0}});
  w.expect_not({{"e", "bait"}, {"player", 1}});
  round_over(w, round);
  w.save(dir);
}

// BM2-14: Druid has +1 Health per spell card in the dungeon owner's hand.
void druid_health_follows_the_hand(const std::string& dir) {
  Scenario sc = printed_board(14);
  // Megaworm Burrow (4), Barbarian Hall (3), Wraith's Throne (3), The Smashinator (3): 13, none
  // acting on a hero that survives it; each advanced room on a room sharing its treasure (G-3).
  sc.set_dungeon(0, {"TNL025", "TNL024", "TNL017", "TNL044"});
  sc.stack_on(0, 0, "TNL029");
  sc.stack_on(0, 2, "TNL021");
  sc.stack_on(0, 3, "TNL048");
  sc.set_hand(0, {"TNL061", "TNL060"});  // two spell cards
  sc.add_entrance(0, "TNL108");          // Druid, Health 12
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-14_druid-health-follows-spells-in-hand", {"BM2-14"},
                   "Variable Health: Druid gains 1 Health per spell card in the owner's hand",
                   "Druid (12) has 14 Health while seat 0 holds two spells: 13 damage does not kill him and he "
                   "wounds seat 0.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "hero_wounds"}, {"card", "TNL108"}, {"player", 0}});
  w.expect_not({{"e", "hero_killed"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-16: uncovering a room fires its "on build or uncover" ability.
void uncover_fires_the_room_beneath(const std::string& dir) {
  Scenario sc = printed_board(16);
  sc.set_dungeon(0, {"TNL036", "TNL041"});  // Sorcerobe School; Wreck Room
  sc.stack_on(0, 0, "TNL055");              // Save Point covers the School
  sc.deck_top("TNL024");                    // the Wreck Room's draw (a room)
  sc.deck_top("TNL061");                    // the School's draw (a spell)
  sc.start_build();
  ScenarioWriter w(sc, "BM2-16_uncovered-room-acts-as-on-build", {"BM2-16", "G-17"},
                   "Uncovering a room fires its on-build-or-uncover ability",
                   "Seat 0's Wreck Room destroys the Save Point on the Sorcerobe School as its cost; the "
                   "School, uncovered, draws a spell at once.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "destroyed"}, {"card", "TNL055"}, {"player", 0}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "TNL061"}});
  when(w, sc, {{"type", "activate"}, {"card", "TNL041"}, {"stack", 1}, {"stack2", 0}});
  round_over(w, round);
  w.save(dir);
}

// BM2-17: a skipped room deals no damage and is not entered.
void archer_skips_the_last_room(const std::string& dir) {
  Scenario sc = printed_board(17);
  sc.set_dungeon(0, {"TNL025", "TNL033", "TNL027"});  // 2, 2, then the Megaworm Burrow's 4 (on the Shrooman Cave)
  sc.stack_on(0, 2, "TNL029");
  sc.set_hand(0, {"TNL061"});
  sc.add_entrance(0, "TNL112");  // Archer, Health 12
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-17_archer-skips-the-last-room", {"BM2-17"},
                   "A skipped room is not entered and deals no damage",
                   "Archer enters the first two rooms (2 + 2) and skips the last: he never enters Beast "
                   "Megaworm Burrow and wounds seat 0.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "enters_room"}, {"card", "TNL112"}, {"stack", 0}});
  w.expect({{"e", "enters_room"}, {"card", "TNL112"}, {"stack", 1}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL112"}, {"player", 0}});
  w.expect_not({{"e", "enters_room"}, {"stack", 2}});
  round_over(w, round);
  w.save(dir);
}

// BM2-18: a hero survives a room by leaving it alive: the Collapsing Bridge grows once.
void bridge_survived_once_per_round(const std::string& dir) {
  Scenario sc = printed_board(18);
  sc.set_dungeon(0, {"TNL043"});  // Collapsing Bridge, trap 1
  sc.set_hand(0, {"TNL064"});     // Party Up: seat 0's window opens before each hero enters
  for (const char* h : {"TNL078", "TNL084", "TNL090"}) sc.add_entrance(0, h);  // Health 8 each
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-18_bridge-grows-when-a-hero-leaves-it-alive", {"BM2-18"},
                   "A hero leaving a room alive has survived it",
                   "The first hero takes 1 and leaves the Collapsing Bridge alive: it deals +3 for the rest of the "
                   "round, so the second and third heroes take 4 (once per round, not once per hero).");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "damage"}, {"card", "TNL078"}, {"amount", 1}});
  w.expect({{"e", "damage"}, {"card", "TNL084"}, {"amount", 4}});
  w.expect({{"e", "damage"}, {"card", "TNL090"}, {"amount", 4}});
  round_over(w, round);
  w.save(dir);
}

// BM2-19: the room uncovered under a destroyed room does not act on the hero that left it.
void destroyed_room_hero_goes_on(const std::string& dir) {
  Scenario sc = printed_board(19);
  sc.set_dungeon(0, {"TNL024", "TNL025"});  // Barbarian Hall (3), Spawn Point (2)
  sc.stack_on(0, 0, "TNL050");              // Bom-Boy Factory (3) on the Barbarian Hall
  sc.set_hand(0, {"TNL064"});               // Party Up: seat 0's window opens before each hero enters
  sc.add_entrance(0, "TNL078");
  sc.add_entrance(0, "TNL084");
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-19_uncovered-room-spares-the-hero-that-left", {"BM2-19", "BM2-18"},
                   "A room destroyed with a hero in it: the hero goes on; the uncovered room does not touch it",
                   "The first hero takes 3 in the Bom-Boy Factory and leaves it alive; the Factory is destroyed and "
                   "the hero goes on to the Spawn Point (2), never entering the Barbarian Hall uncovered "
                   "beneath; the second hero meets the Barbarian Hall (3) and the Spawn Point (2).");
  w.begin();
  const int round = sc.s.round;
  w.expect_not({{"e", "enters_room"}, {"card", "TNL078"}, {"room", "TNL024"}});
  w.expect({{"e", "damage"}, {"card", "TNL078"}, {"amount", 3}});
  w.expect({{"e", "destroyed"}, {"card", "TNL050"}, {"player", 0}});
  w.expect({{"e", "enters_room"}, {"card", "TNL078"}, {"room", "TNL025"}});
  w.expect({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL024"}});
  w.expect({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL025"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-20: a room's damage never goes below 0.
void damage_floor_zero(const std::string& dir) {
  Scenario sc = printed_board(20);
  sc.set_dungeon(0, {"TNL022"});            // Rust Monster Pen
  sc.set_dungeon(1, {"TNL055", "TNL024"});  // Save Point (0), Barbarian Hall (3)
  sc.set_hand(0, {"TNL025", "TNL044"});     // a Monster Room card to pay with
  sc.add_entrance(1, "TNL073");             // Health 4
  sc.start_build();
  ScenarioWriter w(sc, "BM2-20_room-damage-never-below-zero", {"BM2-20"}, "A room's damage never goes below 0",
                   "Seat 0 discards a Monster Room to give seat 1's trap Save Point (0) -1: it stays at 0, so the "
                   "4-Health hero takes 0 + 3 = 3, survives and wounds seat 1.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(build_turn_of(0));
  w.act({{"type", "activate"}, {"card", "TNL022"}, {"stack", 0}, {"target", "TNL025"}});
  w.expect({{"e", "enters_room"}, {"card", "TNL073"}, {"room", "TNL055"}});
  w.expect({{"e", "damage"}, {"card", "TNL073"}, {"amount", 0}, {"total", 0}});
  w.expect({{"e", "damage"}, {"card", "TNL073"}, {"amount", 3}, {"total", 3}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL073"}, {"player", 1}});
  w.act({{"type", "choose"}, {"card", "TNL055"}, {"stack", 0}, {"target_player", 1}});
  round_over(w, round);
  w.save(dir);
}

// BM2-21: a room's treasure removed for the round counts for bait.
void treasure_removed_for_the_round(const std::string& dir) {
  Scenario sc = printed_board(21);
  sc.set_dungeon(1, {"TNL045", "TNL027"});  // Decapitator; Shrooman Cave (fighter 1)
  sc.set_dungeon(0, {"TNL025"});            // Spawn Point (fighter 1) + Shellda's fighter icon
  sc.set_town({"TNL079"});                  // a fighter
  sc.start_build();
  ScenarioWriter w(sc, "BM2-21_decapitated-treasure-counts-for-bait", {"BM2-21", "G-15"},
                   "A treasure removed until the end of the round counts for bait",
                   "Seat 1 destroys its Decapitator to take the Spawn Point's fighter icon away this round: seat 0 "
                   "shows fighter 1 (its boss), seat 1 fighter 1: a tie, and the fighter stays in town.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "destroyed"}, {"card", "TNL045"}, {"player", 1}});
  when(w, sc, {{"type", "activate"}, {"card", "TNL045"}, {"stack", 0}});
  w.expect({{"e", "hero_stays"}, {"card", "TNL079"}});
  w.expect_not({{"e", "bait"}});
  w.act({{"type", "choose"}, {"card", "TNL025"}, {"stack", 0}, {"target_player", 0}});
  round_over(w, round);
  w.save(dir);
}

// BM2-23: a room built "at once" is placed straight away and its on-build effect applies.
void built_at_once(const std::string& dir) {
  Scenario sc = printed_board(23);
  sc.set_dungeon(0, {"TNL016", "TNL024"});         // Arcane Crypt (cleric), Barbarian Hall
  sc.set_hand(0, {"TNL072", "TNL019", "TNL044"});  // Wild Monster; a Monster Room, a Trap Room
  sc.set_hand(1, {"TNL025"});                      // a Room card
  sc.add_entrance(0, "TNL084");                    // Health 8
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-23_wild-monster-builds-at-once", {"BM2-23", "G-11"},
                   "A room built at once in the adventure phase, with its on-build effect",
                   "Seat 0 casts Wild Monster: Incubus Gym (advanced, cleric) goes at once over the Arcane Crypt, "
                   "counts as built, and its on-build effect makes seat 1 discard its Room card; the hero then "
                   "meets it (4) and the Barbarian Hall (3) and wounds seat 0.");
  w.begin();
  const int round = sc.s.round;
  when(w, sc, {{"type", "cast"}, {"card", "TNL072"}});
  w.expect({{"e", "room_built"}, {"card", "TNL019"}, {"player", 0}});
  w.expect({{"e", "discard"}, {"card", "TNL025"}, {"player", 1}});
  w.expect({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL019"}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL084"}, {"player", 0}});
  w.pass_until([&sc](const GameState&) { return bm::test::choosing(sc); });
  w.act({{"type", "choose"}, {"card", "TNL019"}, {"stack", 0}});
  w.pass_until([&sc](const GameState&) { return bm::test::choosing(sc); });
  w.act({{"type", "choose"}, {"card", "TNL025"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-25: a mandatory "at the end of the round" ability is carried out in the end-of-round phase.
void end_of_round_trigger(const std::string& dir) {
  Scenario sc = printed_board(25);
  sc.set_dungeon(0, {"TNL025", "TNL044"});  // Spawn Point; Spiked Pit (thief)
  sc.stack_on(0, 1, "TNL047");              // Blockpile Puzzle (advanced thief) built on the Pit
  sc.set_dungeon(1, {"TNL024"});
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-25_blockpile-puzzle-at-end-of-round", {"BM2-25"},
                   "A mandatory end-of-round trigger is carried out in the end-of-round phase",
                   "At the end of the round seat 0 must destroy a room of its own dungeon (Blockpile Puzzle): it "
                   "destroys the Spawn Point; seat 1's dungeon is untouched.");
  w.begin();
  w.expect({{"e", "destroyed"}, {"card", "TNL025"}, {"player", 0}});
  w.expect_not({{"e", "destroyed"}, {"player", 1}});
  w.act({{"type", "choose"}, {"card", "TNL025"}, {"stack", 0}});
  w.pass_round();
  w.save(dir);
}

// Seat p's own spell window while a hero stands in the first room of p's dungeon.
std::function<bool(const GameState&)> in_first_room_of(const Scenario& sc, int p) {
  return [&sc, p](const GameState& s) {
    return s.run.player == p && s.run.in_room && s.run.room == 0 && sc.to_move() == p;
  };
}

// BM2-15: a hero sent back from inside a dungeon to the entrance joins the end of the queue.
void pause_returns_to_the_end_of_the_queue(const std::string& dir) {
  Scenario sc = printed_board(15);
  sc.set_dungeon(0, {"TNL025", "TNL024"});
  sc.add_entrance(0, "TNL084");          // Health 8, first in the queue
  sc.add_entrance(0, "TNL081");          // Health 6
  sc.set_hand(0, {"TNL065", "TNL064"});  // Pause; Party Up opens seat 0's window before the first hero enters
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-15_paused-hero-queues-at-the-end", {"BM2-15", "BM2-33"},
                   "A hero sent back to the entrance joins the end of its queue",
                   "Seat 0 casts Pause on the hero in its first room: it goes back behind the other hero at the "
                   "entrance, and no further hero enters seat 0's dungeon this round: nobody is killed or wounds.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(in_first_room_of(sc, 0));
  w.expect({{"e", "trepidation"}, {"player", 0}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL081"}});
  w.expect_not({{"e", "hero_wounds"}});
  w.expect_not({{"e", "hero_killed"}});
  w.act({{"type", "cast"}, {"card", "TNL065"}, {"target_player", 0}, {"target", "TNL084"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-26: a spell whose condition is checked when it is cast: It's On! on a hero with 3 Health
// or less left.
void its_on_condition_at_cast(const std::string& dir) {
  Scenario sc = printed_board(26);
  sc.set_dungeon(0, {"TNL025", "TNL024"});
  sc.add_entrance(0, "TNL079");  // Health 4: 2 left after the Spawn Point
  sc.set_hand(0, {"TNL059"});    // It's On!
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-26_its-on-kills-a-hero-with-three-health-left", {"BM2-26"},
                   "A spell's option condition is checked when it is cast",
                   "Hookshot Joe (4) has taken 2 in the Spawn Point: 2 Health left, at most 3, so seat 0 may cast It's "
                   "On!: he dies at once, a soul for seat 0, and never enters the Barbarian Hall.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(in_first_room_of(sc, 0));
  w.expect({{"e", "hero_killed"}, {"card", "TNL079"}, {"player", 0}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL079"}, {"room", "TNL024"}});
  w.act({{"type", "cast"}, {"card", "TNL059"}, {"target_player", 0}, {"target", "TNL079"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-27: a hero is lured only by the bait phase: Super Effective! counts the heroes lured.
void super_effective_counts_lured(const std::string& dir) {
  Scenario sc = printed_board(27);
  sc.set_dungeon(0, {"TNL025", "TNL024"});  // fighter 2 + Shellda's fighter icon
  sc.set_dungeon(1, {"TNL044"});
  sc.set_hand(0, {"TNL069"});  // Super Effective!
  sc.set_town({"TNL084"});     // a fighter, Health 8
  sc.start_build();
  ScenarioWriter w(sc, "BM2-27_super-effective-one-lured-hero", {"BM2-27", "BM2-26", "BM2-28"},
                   "Exactly one hero lured by the bait phase: Super Effective! gives +4",
                   "The bait phase lures one hero, the fighter, to seat 0: seat 0 casts Super Effective! with its "
                   "+4 option on the Barbarian Hall, and the hero (2 + 7) dies there.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "bait"}, {"card", "TNL084"}, {"player", 0}});
  const json plus4 = {{"type", "cast"}, {"card", "TNL069"}, {"target_player", 0}, {"target", "TNL024"}, {"option", 1}};
  w.expect({{"e", "bonus"}, {"card", "TNL024"}, {"player", 0}, {"amount", 4}});
  w.expect({{"e", "hero_killed"}, {"card", "TNL084"}, {"player", 0}, {"room", "TNL024"}});
  when(w, sc, plus4);
  round_over(w, round);
  w.save(dir);
}

// BM2-28: the round remembers the spells a player cast: Save Point takes one back.
void save_point_remembers_the_spell(const std::string& dir) {
  Scenario sc = printed_board(28);
  sc.set_dungeon(1, {"TNL055", "TNL025"});  // Save Point
  sc.set_town({"TNL079"});
  sc.set_hand(1, {"TNL058"});  // Fairy Fountain
  sc.start_build();
  ScenarioWriter w(sc, "BM2-28_save-point-takes-back-a-spell-cast-this-round", {"BM2-28"},
                   "The round remembers which spells a player cast",
                   "Seat 1 casts Fairy Fountain (a room deals 0 this round), then destroys its Save "
                   "Point to take that spell, cast this round, back from the discard pile into hand.");
  w.begin();
  const int round = sc.s.round;
  json cast;
  w.pass_until([&sc, &cast](const GameState&) {
    for (json j : sc.legal_json())
      if (j.value("type", "") == "cast" && j.value("card", "") == "TNL058") {
        j.erase("player");
        cast = j;
        return true;
      }
    return false;
  });
  w.expect({{"e", "cast"}, {"card", "TNL058"}, {"player", 1}});
  w.act(cast);
  w.expect({{"e", "destroyed"}, {"card", "TNL055"}, {"player", 1}});
  when(w, sc, {{"type", "activate"}, {"card", "TNL055"}, {"stack", 0}});
  w.act({{"type", "choose"}, {"card", "TNL058"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-29: a cancel from a card discarded from hand, at once.
void antimagic_zone_cancels(const std::string& dir) {
  Scenario sc = printed_board(29);
  sc.set_dungeon(0, {"TNL032", "TNL055"});  // Lost Library (1), Save Point (0)
  sc.add_entrance(0, "TNL073");             // Health 4
  sc.set_hand(0, {"TNL069"});               // Super Effective!
  sc.set_hand(1, {"TNL031"});               // Antimagic Zone
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-29_antimagic-zone-cancels-from-hand", {"BM2-29", "G-18"},
                   "A card discarded from hand cancels a spell at once",
                   "Seat 0 casts Super Effective! (+2) on its Lost Library; seat 1 discards Antimagic Zone to cancel "
                   "it at once: no bonus, the hero takes 1 + 0 and wounds seat 0.");
  w.begin();
  const int round = sc.s.round;
  json cast;
  w.pass_until([&sc, &cast](const GameState&) {
    cast = legal_with_fields(sc, {{"type", "cast"}, {"card", "TNL069"}, {"target", "TNL032"}});
    return !cast.is_null();
  });
  w.expect({{"e", "activated"}, {"card", "TNL031"}, {"player", 1}, {"target", "TNL069"}});
  w.expect({{"e", "discard"}, {"card", "TNL031"}, {"player", 1}});
  w.expect({{"e", "cancelled"}, {"card", "TNL069"}, {"player", 0}});
  w.expect_not({{"e", "bonus"}});
  w.act(cast);
  w.expect({{"e", "hero_wounds"}, {"card", "TNL073"}, {"player", 0}});
  w.act({{"type", "cancel"}, {"card", "TNL031"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-31: a lasting Level Up acts for the rest of the game: Killa's last active room +3.
void killa_lasting_level_up(const std::string& dir) {
  Scenario sc = bm::test::board(printed_rules(), {"TNL004", "TNL005"}, 31, &bm::builtin_bm2_printed_cards());
  sc.s.players[0].leveled_up = true;  // Killa levelled up in an earlier round
  for (const char* h : {"TNL091", "TNL093", "TNL085"}) sc.add_score(0, h, false);  // three wounds
  sc.set_dungeon(0, {"TNL025", "TNL033"});
  sc.set_hand(0, {"TNL061"});
  sc.add_entrance(0, "TNL084");  // Health 8
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-31_killa-lasting-level-up", {"BM2-31"}, "A lasting Level Up acts for the rest of the game",
                   "Killa levelled up earlier and has three wounds: her last active room, the Frostbat Cave, "
                   "deals 2 + 3; the fighter takes 2 + 5 = 7 and wounds her.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "damage"}, {"card", "TNL084"}, {"amount", 2}, {"total", 2}});
  w.expect({{"e", "damage"}, {"card", "TNL084"}, {"amount", 5}, {"total", 7}});
  round_over(w, round);
  w.save(dir);
}

// BM2-32: a hero removed from the game is scored by nobody.
void pity_removes_a_hero(const std::string& dir) {
  Scenario sc = printed_board(32);
  sc.set_dungeon(0, {"TNL025", "TNL024"});
  sc.add_entrance(0, "TNL084");
  sc.add_entrance(0, "TNL091");  // Health 4
  sc.give_item("TNL084", "THK007");
  sc.set_hand(1, {"TNL066"});  // Pity
  sc.set_hand(0, {"TNL064"});  // Party Up: seat 0's window opens before the first hero enters
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-32_pity-removes-a-hero-from-the-game", {"BM2-32"},
                   "A hero removed from the game counts for nobody",
                   "Seat 1 casts Pity on the fighter in seat 0's dungeon: it leaves the game with its item, nobody "
                   "scores it; the thief behind it dies in seat 0's dungeon as usual.");
  w.begin();
  const int round = sc.s.round;
  const json pity = {{"type", "cast"}, {"card", "TNL066"}, {"target_player", 0}, {"target", "TNL084"}};
  w.expect({{"e", "hero_removed"}, {"card", "TNL084"}, {"player", 0}, {"by", 1}});
  w.expect_not({{"e", "hero_killed"}, {"card", "TNL084"}});
  w.expect_not({{"e", "hero_wounds"}, {"card", "TNL084"}});
  w.expect_not({{"e", "item_gained"}});
  w.expect({{"e", "hero_killed"}, {"card", "TNL091"}, {"player", 0}});
  when(w, sc, pity);
  round_over(w, round);
  w.save(dir);
}

// BM2-33: Another Castle moves the hero in your dungeon to an opponent's entrance.
void another_castle_moves_the_hero(const std::string& dir) {
  Scenario sc = printed_board(33);
  sc.set_dungeon(1, {"TNL025", "TNL024"});
  sc.set_dungeon(0, {"TNL033", "TNL044"});
  sc.add_entrance(1, "TNL084");  // Health 8
  sc.set_hand(1, {"TNL057"});    // Another Castle
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-33_another-castle-sends-the-hero-on", {"BM2-33"},
                   "Another Castle sends the hero in your dungeon to an opponent's entrance",
                   "The fighter takes 2 in seat 1's Spawn Point; seat 1 casts Another Castle: it goes to seat 0's "
                   "entrance, never meets seat 1's Barbarian Hall, runs seat 0's rooms and wounds seat 0.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(in_first_room_of(sc, 1));
  w.expect({{"e", "hero_to_entrance"}, {"card", "TNL084"}, {"player", 0}, {"by", 1}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL024"}});
  w.expect({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL044"}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL084"}, {"player", 0}});
  w.act({{"type", "cast"}, {"card", "TNL057"}, {"target_player", 0}, {"target", "TNL084"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-34: a "take it instead" room: Imp Temple takes the card an opponent must discard.
void imp_temple_takes_the_discard(const std::string& dir) {
  Scenario sc = printed_board(34);
  sc.set_dungeon(0, {"TNL014", "TNL017"});  // Imp Temple
  sc.set_hand(0, {"TNL019"});               // Incubus Gym: every opponent discards a room
  sc.set_hand(1, {"TNL025", "TNL024", "TNL061"});
  sc.start_build();
  ScenarioWriter w(sc, "BM2-34_imp-temple-takes-the-discard-instead", {"BM2-34"},
                   "A card an opponent is forced to discard comes to your hand instead",
                   "Seat 0 builds Incubus Gym: seat 1 must discard a room and picks the Barbarian Hall; with Imp "
                   "Temple seat 0 takes it into hand instead of the discard pile.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(build_turn_of(0));
  w.act({{"type", "build"}, {"card", "TNL019"}, {"stack", 1}});
  w.expect({{"e", "take_card"}, {"card", "TNL024"}, {"player", 0}, {"from_player", 1}});
  w.expect_not({{"e", "discard"}, {"card", "TNL024"}});
  w.pass_until([&sc](const GameState&) { return bm::test::choosing(sc); });
  w.act({{"type", "choose"}, {"card", "TNL024"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-37: a boss uses its Tools of Hero-Kind item like a spell, then turns it face down.
void item_reward_used_like_a_spell(const std::string& dir) {
  Scenario sc = printed_board(37);
  sc.set_dungeon(1, {"TNL024", "TNL025", "TNL017"});  // 3, then 4 and 3 (advanced, on matching rooms)
  sc.stack_on(1, 1, "TNL029");
  sc.stack_on(1, 2, "TNL021");
  sc.add_entrance(1, "TNL084");
  sc.set_active_item(0, "THK018");  // Pet Monster
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-37_pet-monster-reward-used-like-a-spell", {"BM2-37", "BM2-4", "BM2-7"},
                   "A boss's item is used like a spell, then turned face down",
                   "While the fighter stands in seat 1's first room, seat 0 uses its Pet Monster to deactivate seat "
                   "1's Megaworm Burrow: the item turns face down; the hero takes 3 + 0 + 3 and wounds seat 1.");
  w.begin();
  const int round = sc.s.round;
  const json use = {{"type", "cast"}, {"card", "THK018"}, {"target_player", 1}, {"target", "TNL029"}, {"stack", 1}};
  w.pass_until([&sc, &use](const GameState& s) { return s.run.in_room && sc.can(use); });
  w.expect({{"e", "cast"}, {"card", "THK018"}, {"player", 0}});
  w.expect({{"e", "item_face_down"}, {"card", "THK018"}, {"player", 0}});
  w.expect({{"e", "deactivated"}, {"card", "TNL029"}, {"player", 1}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL084"}, {"player", 1}});
  w.act(use);
  round_over(w, round);
  w.save(dir);
}

// BM2-38: a carried item acts as its carrier starts through the dungeon.
void carried_item_acts_at_the_start(const std::string& dir) {
  Scenario sc = printed_board(38);
  sc.set_dungeon(0, {"TNL024", "TNL044", "TNL017"});  // 3, then 3 and 3 (advanced, on matching rooms)
  sc.stack_on(0, 1, "TNL048");
  sc.stack_on(0, 2, "TNL021");
  sc.set_hand(0, {"TNL061"});
  sc.add_entrance(0, "TNL084");
  sc.give_item("TNL084", "THK018");  // Pet Monster
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-38_pet-monster-power-up-at-the-start", {"BM2-38"},
                   "A carried item's power-up acts as its carrier starts through the dungeon",
                   "The fighter carries Pet Monster: as he starts through seat 0's dungeon its first Monster Room, "
                   "the Barbarian Hall, is deactivated; he takes 0 + 3 + 3 and wounds seat 0 instead of dying.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "deactivated"}, {"card", "TNL024"}, {"player", 0}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL084"}, {"player", 0}});
  w.expect_not({{"e", "hero_killed"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-45: a portable room taken back to hand uncovers the room beneath; the room may be built
// again that round. No printed set holds a portable room (BM2-5: the Collector's Box cards), so
// this one plays on the synthetic bm2 cards, whose rooms have no uncover effect: the half of the
// rule about such effects (BM2-16) has no set to play it on.
void portable_room_uncovers(const std::string& dir) {
  Scenario sc = bm::test::board(preset("bm2"), {"BM004", "BM008"}, 45, &bm::builtin_synthetic_bm2_cards());
  sc.set_dungeon(0, {"BM018", "BM016"});  // Neanderthal Cave (3), Golem Factory (2)
  sc.stack_on(0, 0, "SYN-R03");           // the portable Folding Lair (2) on the Cave
  sc.add_entrance(0, "BM066");            // Health 8
  sc.start_build();
  ScenarioWriter w(sc, "BM2-45_portable-room-taken-back-uncovers", {"BM2-45", "BM2-5"},
                   "Taking a portable room back uncovers the room beneath",
                   "Seat 0 takes the Folding Lair back to hand: the Neanderthal Cave beneath is its dungeon's first "
                   "room again; seat 0 then builds the Lair again as its build, and the hero at its entrance meets "
                   "the uncovered Cave.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "room_returned"}, {"card", "SYN-R03"}, {"player", 0}});
  w.act({{"type", "take_back"}, {"card", "SYN-R03"}, {"stack", 0}});
  w.expect({{"e", "room_placed"}, {"card", "SYN-R03"}, {"player", 0}});
  w.expect({{"e", "enters_room"}, {"card", "BM066"}, {"room", "BM018"}});
  w.pass_until(build_turn_of(0));
  w.act({{"type", "build"}, {"card", "SYN-R03"}, {"stack", "new"}});
  round_over(w, round);
  w.save(dir);
}

// The legal action of the player to move whose readable form has these fields, or null.
json legal_with_fields(const Scenario& sc, const json& fields) {
  for (json j : sc.legal_json()) {
    bool all = true;
    for (const auto& [k, v] : fields.items()) all = all && j.contains(k) && j[k] == v;
    if (!all) continue;
    j.erase("player");
    return j;
  }
  return nullptr;
}

// BM2-30: a player who cannot win this round does not win on souls at this round's end.
void cannot_win_this_round(const std::string& dir) {
  Scenario sc = printed_board(30);
  sc.set_dungeon(0, {"TNL024", "TNL025"});  // 3 + 2: every 4-Health hero dies
  for (const char* h : {"TNL073", "TNL079", "TNL091"}) sc.add_entrance(0, h);
  bm::test::give(sc, 0, 7, 0, bm::test::HeroOrder::highest_first, {"TNL073", "TNL079", "TNL091"});
  sc.set_hand(1, {"TNL062"});  // Meddling Kids!
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-30_meddling-kids-cannot-win-this-round", {"BM2-30", "BM2-26", "BM2-28"},
                   "A player who cannot win this round does not win on souls at its end",
                   "Seat 0 has 7 souls and three heroes come into its dungeon; once the third has come in, seat 1 "
                   "casts Meddling Kids! (second option) on seat 0: seat 0 reaches 10 souls but does not win this "
                   "round, and the game goes on to round 2.");
  w.begin();
  json cast;
  w.pass_until([&sc, &cast](const GameState&) {
    cast = legal_with_fields(sc, {{"type", "cast"}, {"card", "TNL062"}, {"option", 1}});
    return !cast.is_null();
  });
  w.expect({{"e", "cast"}, {"card", "TNL062"}, {"player", 1}});
  w.expect({{"e", "hero_killed"}, {"card", "TNL091"}, {"player", 0}});
  w.expect({{"e", "round_start"}, {"round", sc.s.round + 1}});
  w.expect_not({{"e", "game_end"}});
  w.act(cast);
  w.pass_until([](const GameState& s) { return s.round > 1 && s.phase == Phase::build; });
  w.save(dir);
}

// BM2-11: a dark hero's Health bought by an opponent of the dungeon's owner.
void dark_hero_bought_health(const std::string& dir) {
  Scenario sc = printed_board(11);
  sc.set_dungeon(0, {"TNL025", "TNL024"});  // Megaworm Burrow (4, on the Spawn Point), Barbarian Hall (3)
  sc.stack_on(0, 0, "TNL029");
  sc.set_hand(1, {"TNL016"});    // Arcane Crypt: a cleric Room card
  sc.add_entrance(0, "TNL077");  // Vampire, cleric, Health 6
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-11_opponent-buys-dark-hero-three-health", {"BM2-11", "G-17"},
                   "An opponent of the dungeon's owner gives a dark hero +3 Health",
                   "The Vampire (6) would die in seat 0's dungeon (4 + 3 = 7); seat 1 discards its cleric Arcane "
                   "Crypt to give it +3 Health this round: with 9 it gets through and wounds seat 0.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "activated"}, {"card", "TNL077"}, {"player", 1}, {"target", "TNL016"}});
  w.expect({{"e", "discard"}, {"card", "TNL016"}, {"player", 1}});
  w.expect({{"e", "bonus"}, {"card", "TNL077"}, {"player", 1}, {"amount", 3}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL077"}, {"player", 0}});
  w.expect_not({{"e", "hero_killed"}});
  when(w, sc, {{"type", "activate"}, {"card", "TNL077"}, {"target_player", 0}, {"target", "TNL016"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-22: a multi-treasure room prints two or more icons, alike or different: Bag of Holding
// destroys the ones its carrier leaves alive.
void bag_of_holding_multi_treasure_rooms(const std::string& dir) {
  Scenario sc = printed_board(22);
  sc.set_dungeon(0, {"TNL032", "TNL025", "TNL049"});  // two mage icons; one fighter; fighter and mage
  sc.add_entrance(0, "TNL096");                       // a thief, Health 8, carrying Bag of Holding
  sc.add_entrance(0, "TNL081");                       // Health 6
  sc.give_item("TNL096", "THK013");
  sc.set_hand(0, {"TNL061"});  // a spell: seat 0's windows open as the heroes go through
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-22_bag-of-holding-destroys-multi-treasure-rooms", {"BM2-22", "BM2-38"},
                   "Rooms with two or more treasure icons, alike or different",
                   "The thief carrying Bag of Holding leaves Lost Library (two mage icons) and Warp Tube "
                   "(a fighter and a mage icon) alive: both are destroyed; the Spawn Point (one icon) stays, and "
                   "the next hero meets it alone.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "destroyed"}, {"card", "TNL032"}, {"player", 0}});
  w.expect({{"e", "destroyed"}, {"card", "TNL049"}, {"player", 0}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL096"}, {"player", 0}});
  w.expect({{"e", "enters_room"}, {"card", "TNL081"}, {"room", "TNL025"}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL081"}, {"player", 0}});
  w.expect_not({{"e", "destroyed"}, {"card", "TNL025"}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL081"}, {"room", "TNL032"}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL081"}, {"room", "TNL049"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-24: a room deactivated before the reveal holds the fifth room's Level Up back to the end
// of the round.
void level_up_held_back_by_freeze(const std::string& dir) {
  Scenario sc = no_fighter_board(24);
  sc.set_dungeon(0, {"TNL044", "TNL027", "TNL016", "TNL025"});  // four rooms
  sc.set_hand(0, {"TNL024"});                                   // the fifth
  sc.set_dungeon(1, {"TNL033"});  // Frostbat Cave: destroy it to deactivate a room of any dungeon
  sc.start_build();
  ScenarioWriter w(sc, "BM2-24_frozen-room-holds-the-level-up-back", {"BM2-24", "G-8", "G-10", "C-11"},
                   "A Level Up held back by a room deactivated before the reveal",
                   "Seat 0 builds its fifth room face down; seat 1 destroys its Frostbat Cave to deactivate seat 0's "
                   "Spawn Point before the reveal: the dungeon counts four active rooms at the reveal, so no Level "
                   "Up then; at the end of the round the Spawn Point reactivates and seat 0's boss levels up.");
  w.begin();
  const int round = sc.s.round;
  w.pass_until(build_turn_of(0));
  w.act({{"type", "build"}, {"card", "TNL024"}, {"stack", "new"}});
  json frostbat;
  w.pass_until([&sc, &frostbat](const GameState&) {
    frostbat = legal_with_fields(sc, {{"type", "activate"}, {"card", "TNL033"}});
    return !frostbat.is_null();
  });
  w.expect({{"e", "destroyed"}, {"card", "TNL033"}, {"player", 1}});
  w.expect({{"e", "deactivated"}, {"card", "TNL025"}, {"player", 0}});
  w.expect({{"e", "room_built"}, {"card", "TNL024"}, {"player", 0}});
  w.expect({{"e", "reactivated"}, {"card", "TNL025"}, {"player", 0}});
  w.expect({{"e", "level_up"}, {"player", 0}});
  w.act(frostbat);
  json choice;
  w.pass_until([&sc, &choice](const GameState&) {
    choice = legal_with_fields(sc, {{"type", "choose"}, {"card", "TNL025"}});
    return !choice.is_null();
  });
  w.act(choice);
  round_over(w, round);
  w.save(dir);
}

// BM2-35: the Tools of Hero-Kind rules card reveals the items before the heroes.
void items_revealed_before_heroes(const std::string& dir) {
  Ruleset r = printed_rules();
  r.items_before_heroes = true;  // item_reveal: before_heroes (IP-45)
  // Torix Uz'Kali and Kazanna show no thief icon: the thief in town stays there at this round's bait (G-15).
  Scenario sc = bm::test::board(r, {"TNL003", "TNL007"}, 35, &bm::builtin_bm2_printed_cards());
  sc.set_town({"TNL091"});  // a thief waits in town
  sc.deck_top("TNL087");    // the second hero revealed: a mage
  sc.deck_top("TNL079");    // the first: a fighter
  sc.deck_top("THK007");    // Oversized Sword, a fighter item
  sc.start_build();
  ScenarioWriter w(sc, "BM2-35_item-waits-for-the-fighter-revealed-after-it", {"BM2-35", "BM2-3"},
                   "Items revealed before the heroes wait for a matching hero",
                   "No dungeon shows a thief icon, so the thief stays in town. Next round Oversized Sword (fighter) "
                   "is revealed before the heroes: the thief waiting in town cannot take it, so it waits; the "
                   "fighter Hookshot Joe, revealed after it, takes it.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "TNL091"}});
  w.expect({{"e", "item_revealed"}, {"card", "THK007"}});
  w.expect({{"e", "hero_revealed"}, {"card", "TNL079"}});
  w.expect({{"e", "item_given"}, {"card", "THK007"}, {"hero", "TNL079"}});
  w.expect_not({{"e", "item_given"}, {"hero", "TNL091"}});
  const int round = sc.s.round;
  w.pass_until([round](const GameState& s) { return s.round > round && s.phase == Phase::build; });
  w.save(dir);
}

// BM2-36: a boss with a face-up item kills a hero carrying another: it keeps the old one and
// the new one goes face down.
void second_item_keep_the_old_one(const std::string& dir) {
  Scenario sc = printed_board(36);
  sc.set_dungeon(0, {"TNL024", "TNL025"});  // 3 + 2
  sc.add_entrance(0, "TNL091");             // a thief, Health 4, carrying Bag of Holding
  sc.give_item("TNL091", "THK013");
  sc.set_active_item(0, "THK018");  // Pet Monster, face up
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-36_kills-a-carrier-keeps-the-old-item", {"BM2-36", "BM2-4", "BM2-7"},
                   "Gaining an item while one is active: keep the old one, the new one face down",
                   "Seat 0 holds Pet Monster face up; its dungeon (3 + 2) kills the thief carrying Bag of Holding; "
                   "seat 0 gains the Bag and keeps Pet Monster: the Bag goes face down unused.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "hero_killed"}, {"card", "TNL091"}, {"player", 0}});
  w.expect({{"e", "item_gained"}, {"card", "THK013"}, {"player", 0}, {"hero", "TNL091"}});
  w.pass_until([](const GameState& s) { return s.decision.kind == bm::DecisionKind::choose; });
  w.expect({{"e", "item_face_down"}, {"card", "THK013"}, {"player", 0}});
  w.expect_not({{"e", "item_face_down"}, {"card", "THK018"}});
  w.expect_not({{"e", "cast"}, {"card", "THK013"}});
  w.act({{"type", "choose"}, {"card", "THK018"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-39: Burial Mound turns a face-down item face up; its boss side does not fire.
void burial_mound_turns_an_item_up(const std::string& dir) {
  Scenario sc = printed_board(39);
  sc.set_dungeon(0, {"TNL055"});
  sc.stack_on(0, 0, "THK021");           // Burial Mound on a Save Point (a cleric icon, G-3)
  sc.set_hand(0, {"TNL025", "TNL024"});  // two Room cards to pay
  sc.add_face_down_item(0, "THK007");    // Oversized Sword, face down
  sc.start_build();
  ScenarioWriter w(sc, "BM2-39_burial-mound-turns-an-item-face-up", {"BM2-39", "BM2-4"},
                   "An item turned face up again does not fire its boss side",
                   "Seat 0 discards two Room cards to its Burial Mound: Oversized Sword, face down in its scoring "
                   "area, turns face up as its active item, and is not used.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "discard"}, {"card", "TNL025"}, {"player", 0}});
  w.expect({{"e", "discard"}, {"card", "TNL024"}, {"player", 0}});
  w.expect({{"e", "item_face_up"}, {"card", "THK007"}, {"player", 0}});
  w.expect_not({{"e", "cast"}, {"card", "THK007"}});
  w.expect_not({{"e", "item_face_down"}, {"card", "THK007"}});
  when(w, sc, {{"type", "activate"}, {"card", "THK021"}, {"stack", 0}});
  w.act({{"type", "choose"}, {"card", "TNL025"}});
  w.act({{"type", "choose"}, {"card", "TNL024"}});
  w.act({{"type", "choose"}, {"card", "THK007"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-40: Vorpal Blade's carrier gives the boss an extra Wound for this round's end check.
void vorpal_blade_extra_wound(const std::string& dir) {
  Scenario sc = printed_board(40);
  bm::test::give(sc, 0, 0, 3, bm::test::HeroOrder::highest_first, {"TNL081"});
  sc.set_dungeon(0, {"TNL025"});  // 2
  sc.add_entrance(0, "TNL081");   // a fighter, Health 6, carrying Vorpal Blade
  sc.give_item("TNL081", "THK008");
  sc.set_hand(0, {"TNL061"});  // a spell: seat 0's windows open as the hero goes through
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-40_vorpal-blade-extra-wound-ends-the-game", {"BM2-40", "C-13", "C-14"},
                   "A Wound for a round counts in that round's end check",
                   "Seat 0 has three wounds; the fighter carrying Vorpal Blade gets through: its fourth wound plus "
                   "the blade's extra one make five at the end check, seat 0 loses and seat 1 wins.");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"card", "TNL081"}, {"player", 0}});
  w.expect({{"e", "eliminated"}, {"player", 0}});
  w.expect({{"e", "game_end"}, {"player", 1}, {"end_reason", "C-14.last_player_standing"}});
  w.expect_result({{"winner", 1}, {"end_reason", "C-14.last_player_standing"}});
  w.play_to_end();
  w.save(dir);
}

// BM2-40: Extra Life's reward keeps this round's Wounds from making the boss lose.
void extra_life_no_loss_this_round(const std::string& dir) {
  Scenario sc = printed_board(140);
  bm::test::give(sc, 0, 0, 4, bm::test::HeroOrder::highest_first, {"TNL075"});
  sc.set_dungeon(0, {"TNL025"});  // 2
  sc.add_entrance(0, "TNL075");   // a cleric, Health 6
  sc.set_active_item(0, "THK001");
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-40_extra-life-fifth-wound-does-not-lose", {"BM2-40", "C-13", "BM2-37"},
                   "Wounds that do not make a boss lose this round",
                   "Seat 0 has four wounds and uses its Extra Life; the cleric gets through, its fifth wound, but "
                   "seat 0 does not lose at this round's end check: the game goes on to round 2.");
  w.begin();
  w.expect({{"e", "cast"}, {"card", "THK001"}, {"player", 0}});
  w.expect({{"e", "item_face_down"}, {"card", "THK001"}, {"player", 0}});
  w.expect({{"e", "hero_wounds"}, {"card", "TNL075"}, {"player", 0}});
  w.expect({{"e", "round_start"}, {"round", sc.s.round + 1}});
  w.expect_not({{"e", "eliminated"}});
  w.expect_not({{"e", "game_end"}});
  when(w, sc, {{"type", "cast"}, {"card", "THK001"}});
  w.pass_until([](const GameState& s) { return s.round > 1 && s.phase == Phase::build; });
  w.save(dir);
}

// BM2-41: a hero killed by a boss's effect in another player's dungeon is that owner's soul.
void vorpal_blade_kill_scored_by_the_owner(const std::string& dir) {
  Scenario sc = printed_board(41);
  sc.set_dungeon(1, {"TNL024", "TNL025"});  // 3, then 2
  sc.add_entrance(1, "TNL081");             // a fighter, Health 6
  sc.set_active_item(0, "THK008");          // Vorpal Blade, face up
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-41_vorpal-blade-kill-goes-to-the-dungeon-owner", {"BM2-41", "BM2-37"},
                   "A hero a boss kills in another player's dungeon is that player's soul",
                   "The fighter (6) has taken 3 in seat 1's Barbarian Hall, half its Health: seat 0 uses Vorpal "
                   "Blade to kill it; it dies in seat 1's dungeon, so it is seat 1's soul, not seat 0's.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "cast"}, {"card", "THK008"}, {"player", 0}});
  w.expect({{"e", "hero_killed"}, {"card", "TNL081"}, {"player", 1}});
  w.expect_not({{"e", "hero_killed"}, {"player", 0}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL081"}, {"room", "TNL025"}});
  when(w, sc, {{"type", "cast"}, {"card", "THK008"}, {"target_player", 1}, {"target", "TNL081"}});
  round_over(w, round);
  w.save(dir);
}

// BM2-44: the TNL rulebook's tie-break, the lowest XP (IP-4's default for Boss Monster 2).
void tnl_tie_goes_to_the_lowest_xp(const std::string& dir) {
  Scenario sc = printed_board(44);
  bm::test::give(sc, 0, 9, 0, bm::test::HeroOrder::highest_first, {"TNL079", "TNL073"});
  bm::test::give(sc, 1, 9, 0, bm::test::HeroOrder::highest_first, {"TNL079", "TNL073"});
  sc.set_dungeon(0, {"TNL024", "TNL025"});  // 3 + 2
  sc.set_dungeon(1, {"TNL027"});
  sc.stack_on(1, 0, "TNL029");   // Megaworm Burrow (4) on a Shrooman Cave (fighter, G-3)
  sc.add_entrance(0, "TNL079");  // Health 4
  sc.add_entrance(1, "TNL073");  // Health 4
  sc.set_hand(0, {"TNL061"});    // spells: each seat's windows open as its hero goes through
  sc.set_hand(1, {"TNL064"});    // Party Up: castable before the hero enters
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-44_tnl-tie-goes-to-the-lowest-xp", {"BM2-44", "C-13", "IP-4"},
                   "The Next Level's end-of-game tie goes to the lowest XP",
                   "Both players have 9 souls and both dungeons kill their 4-Health hero: 10 souls and no wound "
                   "each at the end check, a tie; Shellda (425 XP, seat 0) beats Angstigoth (475 XP) and wins.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"card", "TNL073"}, {"player", 1}});  // seat 1 first (BM2-1: more XP)
  w.expect({{"e", "hero_killed"}, {"card", "TNL079"}, {"player", 0}});
  w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "C-13.souls"}});
  w.expect_result({{"winner", 0}, {"end_reason", "C-13.souls"}});
  w.play_to_end();
  w.save(dir);
}

// BM2-39: Artificer's Workbench turns the active item face down unused; its boss side does not fire.
void workbench_turns_an_item_down(const std::string& dir) {
  Scenario sc = printed_board(139);
  sc.set_dungeon(0, {"TNL055"});
  sc.stack_on(0, 0, "THK023");      // Artificer's Workbench on a Save Point (a mage icon, G-3)
  sc.set_active_item(0, "THK007");  // Oversized Sword, face up
  sc.deck_top("TNL061");            // the Workbench's draw (a spell)
  sc.start_build();
  ScenarioWriter w(sc, "BM2-39_workbench-turns-the-active-item-face-down", {"BM2-39"},
                   "An item turned face down by a room is not used",
                   "Seat 0 uses its Artificer's Workbench: its active Oversized Sword turns face down without its "
                   "boss side acting, and seat 0 draws the spell on top of the deck.");
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "item_face_down"}, {"card", "THK007"}, {"player", 0}});
  w.expect({{"e", "draw"}, {"card", "TNL061"}, {"player", 0}});
  w.expect_not({{"e", "cast"}, {"card", "THK007"}});
  when(w, sc, {{"type", "activate"}, {"card", "THK023"}, {"stack", 0}});
  round_over(w, round);
  w.save(dir);
}

// BM2-41: a hero a boss's effect kills in that boss's own dungeon is that boss's soul.
void vorpal_blade_kill_in_own_dungeon(const std::string& dir) {
  Scenario sc = printed_board(141);
  sc.set_dungeon(0, {"TNL024", "TNL025"});  // 3, then 2
  sc.add_entrance(0, "TNL084");             // a fighter, Health 8
  sc.set_active_item(0, "THK008");          // Vorpal Blade, face up
  sc.set_hand(0, {"TNL064"});               // Party Up: castable before the hero enters, so seat 0's windows open
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-41_vorpal-blade-kill-in-own-dungeon-is-own-soul", {"BM2-41", "BM2-37"},
                   "A hero a boss kills in its own dungeon is its own soul",
                   "The fighter (8) has taken 3 + 2 in seat 0's dungeon, at least half its Health: seat 0 uses "
                   "Vorpal Blade to kill it before it reaches the boss; it is seat 0's soul, not a wound.");
  w.begin();
  const int round = sc.s.round;
  const json use = {{"type", "cast"}, {"card", "THK008"}, {"target_player", 0}, {"target", "TNL084"}};
  w.pass_until([&sc, &use](const GameState&) { return sc.can(use); });
  w.expect({{"e", "cast"}, {"card", "THK008"}, {"player", 0}});
  w.expect({{"e", "hero_killed"}, {"card", "TNL084"}, {"player", 0}});
  w.expect_not({{"e", "hero_wounds"}});
  w.act(use);
  round_over(w, round);
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"BM2-10_star-hero-never-receives-an-item", star_hero_never_gets_an_item},
          {"BM2-11_opponent-buys-dark-hero-three-health", dark_hero_bought_health},
          {"BM2-12_hybrid-hero-lured-by-the-sum-of-both-types", hybrid_hero_sums_both_types},
          {"BM2-13_the-brothers-lured-by-best-souls-minus-wounds", no_treasure_hero_own_condition},
          {"BM2-14_druid-health-follows-spells-in-hand", druid_health_follows_the_hand},
          {"BM2-15_paused-hero-queues-at-the-end", pause_returns_to_the_end_of_the_queue},
          {"BM2-16_uncovered-room-acts-as-on-build", uncover_fires_the_room_beneath},
          {"BM2-17_archer-skips-the-last-room", archer_skips_the_last_room},
          {"BM2-18_bridge-grows-when-a-hero-leaves-it-alive", bridge_survived_once_per_round},
          {"BM2-19_uncovered-room-spares-the-hero-that-left", destroyed_room_hero_goes_on},
          {"BM2-20_room-damage-never-below-zero", damage_floor_zero},
          {"BM2-21_decapitated-treasure-counts-for-bait", treasure_removed_for_the_round},
          {"BM2-22_bag-of-holding-destroys-multi-treasure-rooms", bag_of_holding_multi_treasure_rooms},
          {"BM2-23_wild-monster-builds-at-once", built_at_once},
          {"BM2-24_frozen-room-holds-the-level-up-back", level_up_held_back_by_freeze},
          {"BM2-25_blockpile-puzzle-at-end-of-round", end_of_round_trigger},
          {"BM2-26_its-on-kills-a-hero-with-three-health-left", its_on_condition_at_cast},
          {"BM2-27_super-effective-one-lured-hero", super_effective_counts_lured},
          {"BM2-28_save-point-takes-back-a-spell-cast-this-round", save_point_remembers_the_spell},
          {"BM2-29_antimagic-zone-cancels-from-hand", antimagic_zone_cancels},
          {"BM2-30_meddling-kids-cannot-win-this-round", cannot_win_this_round},
          {"BM2-31_killa-lasting-level-up", killa_lasting_level_up},
          {"BM2-32_pity-removes-a-hero-from-the-game", pity_removes_a_hero},
          {"BM2-33_another-castle-sends-the-hero-on", another_castle_moves_the_hero},
          {"BM2-34_imp-temple-takes-the-discard-instead", imp_temple_takes_the_discard},
          {"BM2-35_item-waits-for-the-fighter-revealed-after-it", items_revealed_before_heroes},
          {"BM2-36_kills-a-carrier-keeps-the-old-item", second_item_keep_the_old_one},
          {"BM2-37_pet-monster-reward-used-like-a-spell", item_reward_used_like_a_spell},
          {"BM2-38_pet-monster-power-up-at-the-start", carried_item_acts_at_the_start},
          {"BM2-39_burial-mound-turns-an-item-face-up", burial_mound_turns_an_item_up},
          {"BM2-39_workbench-turns-the-active-item-face-down", workbench_turns_an_item_down},
          {"BM2-40_extra-life-fifth-wound-does-not-lose", extra_life_no_loss_this_round},
          {"BM2-40_vorpal-blade-extra-wound-ends-the-game", vorpal_blade_extra_wound},
          {"BM2-41_vorpal-blade-kill-goes-to-the-dungeon-owner", vorpal_blade_kill_scored_by_the_owner},
          {"BM2-41_vorpal-blade-kill-in-own-dungeon-is-own-soul", vorpal_blade_kill_in_own_dungeon},
          {"BM2-44_tnl-tie-goes-to-the-lowest-xp", tnl_tie_goes_to_the_lowest_xp},
          {"BM2-45_portable-room-taken-back-uncovers", portable_room_uncovers},
      });
}
