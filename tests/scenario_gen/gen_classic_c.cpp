// Scenario corpus: classic family rules C-1..C-16 and the interpretation points IP-1..IP-7,
// IP-37 and IP-38 (both readings each), plus the situations where public implementations were seen to
// disagree (wounds checked before souls, end-of-game tie-breaks). Every expectation below is
// what the cited rule dictates (docs/rules/classic.md, rulebooks 001/003); the
// writer only checks the engine agrees and places it in the log.
// Regenerate: build/tests/scenario_gen_classic_c corpus/scenarios
#include <stdexcept>

#include "scenario_gen/scenario_writer.hpp"
#include "support/scenario.hpp"

using bm::Ruleset;
using bm::test::board;
using bm::test::give;
using bm::test::preset;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using nlohmann::json;

namespace {

// XP of the bosses used here (engine/cards/data/classic.json): BM001 Draculord 900 (cleric),
// BM003 King Croak 800 (fighter), BM004 Robobo 400 (fighter), BM007 Cleopatra 850 (thief),
// BM008 Gorgona 500 (thief).

// A seed whose setup deals exactly `bosses` (seat order; with I choose you! the first boss
// dealt to each seat) and stops first at decision `kind` (e.g. no mulligan offered). Used for
// scenarios that start at setup, before round 1, where the bosses cannot be moved.
std::uint64_t seed_for(const Ruleset& r, const std::vector<std::string>& bosses, bm::DecisionKind kind) {
  const int n = static_cast<int>(bosses.size());
  for (std::uint64_t seed = 1; seed < 20000; ++seed) {
    Scenario sc(r, n, seed);
    if (sc.decision() != kind) continue;
    bool ok = true;
    for (int p = 0; p < n && ok; ++p) {
      const auto& pl = sc.s.players[static_cast<std::size_t>(p)];
      const int b = pl.boss_choices.empty() ? pl.boss : pl.boss_choices.front();
      ok = sc.cards.id_of(b) == bosses[static_cast<std::size_t>(p)];
    }
    if (ok) return seed;
  }
  throw std::runtime_error("no seed deals the wanted bosses");
}

bool pending(const bm::GameState& s, bm::DecisionKind kind) { return s.decision.kind == kind; }

// Passes until round `r` is over (stays put when an action already carried the game past it).
void finish_round(ScenarioWriter& w, int r) {
  w.pass_until([r](const bm::GameState& s) { return s.round > r; });
}

// ------------------------------------------------------------------------------ C-1, C-5, C-7

// C-1 / C-7: a 4-player round reveals four heroes, then each player draws one room in
// decreasing XP order.
void four_player_round(const std::string& dir) {
  Scenario sc =
      board("classic", {"BM003", "BM001", "BM004", "BM007"}, 5);  // 800, 900, 400, 850: order seats 1, 3, 0, 2
  for (const char* h : {"BM056", "BM062", "BM068", "BM074"}) sc.deck_top(h);  // BM074 on top
  for (const char* r : {"BM016", "BM018", "BM021", "BM022"}) sc.deck_top(r);  // BM022 on top
  sc.start_build();
  ScenarioWriter w(
      sc, "C-1_four-player-round", {"C-1", "C-7", "C-5"},
      "A 4-player classic round: four heroes, then four room draws in XP order",
      "Four players (C-1 allows 2-4). The next beginning phase reveals one hero per player, four from the top of the "
      "ordinary deck (BM074, BM068, BM062, BM056), then each player draws one room in decreasing boss XP: Draculord "
      "900 (seat 1) BM022, Cleopatra 850 (seat 3) BM021, King Croak 800 (seat 0) BM018, Robobo 400 (seat 2) BM016.");
  w.begin();
  w.expect({{"e", "round_start"}});
  for (const char* h : {"BM074", "BM068", "BM062", "BM056"}) w.expect({{"e", "hero_revealed"}, {"card", h}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM022"}});
  w.expect({{"e", "draw"}, {"player", 3}, {"card", "BM021"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM018"}});
  w.expect({{"e", "draw"}, {"player", 2}, {"card", "BM016"}});
  w.pass_round();
  w.save(dir);
}

// Seat 0 Robobo (400), seat 1 Draculord (900); next heroes BM062 then BM068, next rooms BM016 then BM018.
void two_seats_known_decks(Scenario& sc) {
  sc.clear_board();
  sc.set_boss(0, "BM004");
  sc.set_boss(1, "BM001");
  sc.deck_top("BM068");
  sc.deck_top("BM062");
  sc.deck_top("BM018");
  sc.deck_top("BM016");
}

// C-6: a round is beginning, build, bait, adventure, end of round.
void round_phases(const std::string& dir) {
  Scenario sc("classic", 2, 7);
  two_seats_known_decks(sc);
  sc.start_build();
  ScenarioWriter w(
      sc, "C-6_round-phases-in-order", {"C-6", "C-7"}, "The phases of a round, in order",
      "From the build phase of a round: bait, adventure and end of round follow, then the next round starts with "
      "its beginning phase (heroes revealed, rooms drawn) and then its build phase.");
  w.begin();
  w.expect({{"e", "phase"}, {"phase", "bait"}});
  w.expect({{"e", "phase"}, {"phase", "adventure"}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "round_start"}, {"round", 2}});
  w.expect({{"e", "phase"}, {"phase", "beginning"}});
  w.expect({{"e", "hero_revealed"}});
  w.expect({{"e", "draw"}});
  w.expect({{"e", "phase"}, {"phase", "build"}});
  w.pass_round();
  w.save(dir);
}

// C-7: one hero per player into town, then one room each (in XP order).
void beginning_reveal_then_draw(const std::string& dir) {
  Scenario sc("classic", 2, 7);
  two_seats_known_decks(sc);
  sc.start_build();
  ScenarioWriter w(
      sc, "C-7_heroes-revealed-then-one-room-each", {"C-7", "C-5", "G-24"},
      "Beginning: one hero per player, then one room each",
      "Two players: the beginning phase reveals two ordinary heroes from the top of the deck (BM062, then BM068) "
      "into town, then each player draws one room: Draculord (900 XP, seat 1) first gets BM016, then Robobo "
      "(400 XP, seat 0) BM018.");
  w.begin();
  w.expect({{"e", "phase"}, {"phase", "beginning"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM062"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM016"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM018"}});
  w.expect({{"e", "phase"}, {"phase", "build"}});
  w.pass_round();
  w.save(dir);
}

// ------------------------------------------------------------------------------ C-4, C-8

// Spell deck top: BM054, BM052, BM049, BM044 (one copy each).
void known_spell_deck(Scenario& sc) {
  for (const char* s : {"BM044", "BM049", "BM052", "BM054"}) sc.deck_top(s);
}

// C-4: the first build: face down, revealed together, on-build effects in decreasing XP, no spells.
void first_build(const std::string& dir) {
  const Ruleset r = preset("classic");
  Scenario sc(r, 2, seed_for(r, {"BM004", "BM001"}, bm::DecisionKind::build));
  sc.set_hand(0, {"BM022", "BM048"});  // Dark Laboratory (on build: draw 2 spells, discard 1), Jeopardy
  sc.set_hand(1, {"BM022", "BM048"});
  known_spell_deck(sc);
  ScenarioWriter w(
      sc, "C-4_first-build-revealed-together-xp-order", {"C-4", "C-5", "G-4", "G-11"},
      "The first build: face down, revealed together, on-build effects in XP order",
      "Before round 1 each player builds Dark Laboratory face down, Draculord (900 XP, seat 1) first; both are "
      "revealed only after both have built; the on-build effects then resolve in decreasing XP: seat 1 draws "
      "BM054 and BM052 and discards one spell, then seat 0 draws BM049 and BM044. Jeopardy (a build spell) "
      "cannot be cast in this first build.");
  w.begin();
  w.expect_not({{"e", "cast"}});
  w.expect({{"e", "room_placed"}, {"player", 1}, {"card", "BM022"}});
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM022"}});
  // Revealed together after the last placement (the order of the two room_built events
  // within the reveal is not a rule; seat 0's room is shown built by its on-build draws).
  w.expect({{"e", "room_built"}, {"player", 1}, {"card", "BM022"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM054"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM052"}});
  w.expect({{"e", "discard"}, {"player", 1}, {"card", "BM048"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM049"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM044"}});
  w.expect({{"e", "discard"}, {"player", 0}, {"card", "BM048"}});
  w.expect({{"e", "round_start"}, {"round", 1}});
  w.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});  // seat 1
  w.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});  // seat 0
  w.act({{"type", "choose"}, {"card", "BM048"}});                   // seat 1 discards Jeopardy
  w.act({{"type", "choose"}, {"card", "BM048"}});                   // seat 0 discards Jeopardy
  w.save(dir);
}

// C-8: build in XP order, reveal after everyone has built, on-build effects in XP order.
void build_phase_order(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM001"}, 7);
  sc.set_dungeon(0, {"BM035"});
  sc.set_dungeon(1, {"BM035"});
  sc.set_hand(0, {"BM022"});
  sc.set_hand(1, {"BM022"});
  known_spell_deck(sc);
  sc.start_build();
  ScenarioWriter w(
      sc, "C-8_build-xp-order-reveal-then-on-build", {"C-8", "C-5", "G-4", "G-11"},
      "Build phase: XP order, one reveal, on-build effects in XP order",
      "Draculord (900 XP, seat 1) builds Dark Laboratory face down first, then Robobo (400 XP, seat 0); both "
      "rooms are revealed together after the last build; the on-build effects resolve in decreasing XP: seat 1 "
      "draws BM054 and BM052, then seat 0 draws BM049 and BM044.");
  w.begin();
  w.expect({{"e", "room_placed"}, {"player", 1}, {"card", "BM022"}});
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM022"}});
  // Revealed together after the last placement (the order of the two room_built events
  // within the reveal is not a rule; seat 0's room is shown built by its on-build draws).
  w.expect({{"e", "room_built"}, {"player", 1}, {"card", "BM022"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM054"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM052"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM049"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM044"}});
  w.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});  // seat 1
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::build); });
  w.act({{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});  // seat 0
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::choose); });
  w.act({{"type", "choose"}, {"card", "BM054"}});  // seat 1 keeps one of its two new spells
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::choose); });
  w.act({{"type", "choose"}, {"card", "BM049"}});  // the rest of the round has no decision
  w.save(dir);
}

// ------------------------------------------------------------------------------ C-9, C-10

// C-9 (G-15): each hero goes to the dungeon with the strictly highest matching treasure.
void bait_strict_highest(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM003"}, 7);  // Robobo (fighter), King Croak (fighter)
  sc.set_dungeon(0, {"BM015"});                           // Goblin Armory: fighter 2
  sc.set_dungeon(1, {"BM016", "BM022"});                  // Golem Factory: fighter 1; Dark Laboratory: mage 2
  sc.set_town({"BM062", "BM068"});                        // Boden (fighter), Tieg (mage)
  sc.start_build();
  ScenarioWriter w(
      sc, "C-9_bait-strictly-highest-value", {"C-9", "G-15", "G-9"}, "Bait: each hero to the strictly highest treasure",
      "Fighter: seat 0 shows 3 (Goblin Armory 2 + Robobo 1), seat 1 shows 2 (Golem Factory 1 + King Croak 1): "
      "Boden the Pantless goes to seat 0 with value 3. Mage: seat 1 shows 2 (Dark Laboratory), seat 0 none: Tieg "
      "goes to seat 1 with value 2.");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", 0}, {"value", 3}});
  w.expect({{"e", "bait"}, {"card", "BM068"}, {"player", 1}, {"value", 2}});
  w.pass_round();
  w.save(dir);
}

// C-10: dungeons in decreasing XP order; the active player runs every hero at the entrance, one at a time.
void adventure_order(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM001"}, 7);  // Robobo 400 (seat 0), Draculord 900 (seat 1)
  sc.set_dungeon(0, {"BM035"});                           // Dragon Hatchery: 0 damage
  sc.set_dungeon(1, {"BM035"});
  sc.add_entrance(1, "BM062");
  sc.add_entrance(1, "BM068");
  sc.add_entrance(0, "BM074");
  sc.start_build();
  ScenarioWriter w(
      sc, "C-10_adventure-xp-order-all-heroes-of-a-dungeon", {"C-10", "C-5", "G-14", "G-12"},
      "Adventure: dungeons in XP order, every hero of the active dungeon first",
      "Draculord (900 XP, seat 1) is active first and runs both its heroes in arrival order, BM062 then BM068, "
      "each through Dragon Hatchery (0 damage) to the boss (a wound); only then Robobo (400 XP, seat 0) runs "
      "BM074.");
  w.begin();
  w.expect({{"e", "enters_room"}, {"player", 1}, {"card", "BM062"}});
  w.expect({{"e", "hero_wounds"}, {"player", 1}, {"card", "BM062"}});
  w.expect({{"e", "enters_room"}, {"player", 1}, {"card", "BM068"}});
  w.expect({{"e", "hero_wounds"}, {"player", 1}, {"card", "BM068"}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM074"}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM074"}});
  w.pass_round();
  w.save(dir);
}

// ------------------------------------------------------------------------------ C-11, C-12

// C-11: Freeze lasts until end of round; the room reopens then.
void freeze_expires(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM003"}, 7);  // Robobo 400 (seat 0), King Croak 800 (seat 1), both fighter
  sc.set_dungeon(1, {"BM016"});                           // Golem Factory: fighter 1
  sc.set_hand(0, {"BM046"});                              // Freeze
  sc.set_town({"BM062"});                                 // Boden the Pantless: fighter
  sc.start_build();
  ScenarioWriter w(
      sc, "C-11_deactivated-room-reopens-at-end-of-round", {"C-11", "G-8", "G-15"},
      "End of round: a frozen room reopens",
      "Seat 0 freezes seat 1's Golem Factory in the build phase: for the bait it shows no treasure, so both "
      "dungeons show one fighter icon (the bosses) and Boden stays in town (tie); at the end of the round the "
      "Factory is reactivated.");
  w.begin();
  w.expect({{"e", "deactivated"}, {"player", 1}, {"card", "BM016"}});
  w.expect({{"e", "hero_stays"}, {"card", "BM062"}, {"tie", 1}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "reactivated"}, {"player", 1}, {"card", "BM016"}});
  w.expect_not({{"e", "bait"}, {"card", "BM062"}});
  w.act({{"type", "pass_build"}});  // seat 1 (800 XP) builds first
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target", "BM016"}, {"target_player", 1}});
  w.pass_round();
  w.save(dir);
}

// C-12: the active player plays first, even with less XP.
void active_player_first(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM001"}, 7);  // Robobo 400 (seat 0), Draculord 900 (seat 1)
  sc.set_dungeon(0, {"BM035"});
  sc.set_dungeon(1, {"BM035"});
  sc.set_hand(0, {"BM046"});
  sc.set_hand(1, {"BM046"});
  sc.start_build();
  ScenarioWriter w(
      sc, "C-12_active-player-casts-before-higher-xp", {"C-12", "C-8", "G-16"},
      "Priority: the active player first, then the others by XP",
      "In Robobo's build turn (400 XP, seat 0 active) seat 0 casts Freeze first; only then may Draculord (900 XP) "
      "cast his Freeze.");
  w.begin();
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM046"}});
  w.expect({{"e", "cast"}, {"player", 1}, {"card", "BM046"}});
  w.act({{"type", "pass_build"}});  // seat 1 builds first (900 XP)
  w.act({{"type", "pass"}});        // window: seat 1 (active) first
  w.act({{"type", "pass"}});        // then seat 0
  w.act({{"type", "pass_build"}});  // seat 0's build turn
  w.act({{"type", "cast"},
         {"card", "BM046"},
         {"stack", 0},
         {"target", "BM035"},
         {"target_player", 1}});  // seat 0, active
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target", "BM035"}, {"target_player", 0}});  // then seat 1
  finish_round(w, 1);
  w.save(dir);
}

// ------------------------------------------------------------------------------ C-13, C-14

void souls(Scenario& sc, int p, std::initializer_list<const char*> heroes) {
  for (const char* h : heroes) sc.add_score(p, h, true);
}
void wounds(Scenario& sc, int p, std::initializer_list<const char*> heroes) {
  for (const char* h : heroes) sc.add_score(p, h, false);
}

// C-13: wounds are checked before souls: 10 souls and 5 wounds loses.
void ten_souls_five_wounds(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM008"}, 7);        // Robobo 400, Gorgona 500
  souls(sc, 0, {"BM081", "BM083", "BM085", "BM087", "BM089"});  // 5 epic = 10 souls
  wounds(sc, 0, {"BM056", "BM058", "BM060", "BM064"});          // 4 wounds
  souls(sc, 1, {"BM068", "BM070", "BM072"});                    // 3 souls
  sc.add_entrance(0, "BM066");                                  // reaches Robobo: 5th wound
  sc.start_build();
  ScenarioWriter w(
      sc, "C-13_ten-souls-five-wounds-loses", {"C-13", "C-14", "IP-7"}, "Five wounds lose even with ten souls",
      "Seat 0 has 10 souls and 4 wounds; Johnny reaches its boss through the empty dungeon: 5 wounds. At the end "
      "of the round the 5 wounds make seat 0 lose whatever its souls (C-13): it is eliminated and seat 1, the last "
      "player, wins (IP-7 default).");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM066"}});
  w.expect({{"e", "eliminated"}, {"player", 0}});
  w.expect({{"e", "game_end"}, {"player", 1}, {"end_reason", "C-14.last_player_standing"}});
  w.expect_not({{"e", "game_end"}, {"player", 0}});
  w.pass_round();
  w.expect_result({{"winner", 1}, {"end_reason", "C-14.last_player_standing"}});
  w.save(dir);
}

// C-13: the end is checked only after the complete round.
void checked_after_round(const std::string& dir) {
  Scenario sc = board("classic", {"BM003", "BM004"}, 7);  // King Croak 800 (seat 0) runs first, Robobo 400 (seat 1)
  souls(sc, 0, {"BM081", "BM083", "BM085", "BM087", "BM058"});  // 9 souls
  sc.set_dungeon(0, {"BM018", "BM018"});                        // 3 + 3 damage
  sc.set_dungeon(1, {"BM035"});                                 // 0 damage
  sc.add_entrance(0, "BM062");                                  // 4 health: dies
  sc.add_entrance(1, "BM068");
  sc.start_build();
  ScenarioWriter w(
      sc, "C-13_checked-only-after-the-full-round", {"C-13", "C-10"}, "The tenth soul does not end the round",
      "King Croak (seat 0, first in XP order) kills Boden (4 health, 3 + 3 damage) for its 10th soul; the game "
      "goes on until the round is over, so Robobo's dungeon still runs Tieg; then seat 0 wins with 10 souls.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}});
  w.expect({{"e", "enters_room"}, {"player", 1}, {"card", "BM068"}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "C-13.souls"}});
  w.pass_round();
  w.expect_result({{"winner", 0}, {"end_reason", "C-13.souls"}});
  w.save(dir);
}

// C-13: several winners: the best souls - wounds wins, before any tie-break.
void several_winners(const std::string& dir) {
  Scenario sc = board("classic", {"BM003", "BM004"}, 7);        // King Croak 800, Robobo 400
  souls(sc, 0, {"BM081", "BM083", "BM085", "BM087", "BM058"});  // 9 souls, no wound
  souls(sc, 1, {"BM089", "BM091", "BM093", "BM095", "BM060"});  // 9 souls
  wounds(sc, 1, {"BM064", "BM066"});                            // 2 wounds
  sc.set_dungeon(0, {"BM018", "BM018"});
  sc.set_dungeon(1, {"BM035"});  // Dragon Hatchery (every treasure), under
  sc.stack_on(1, 0, "BM019");    // Beast Menagerie: 4 damage (an advanced room needs a room beneath, G-3)
  sc.add_entrance(0, "BM062");   // 4 health
  sc.add_entrance(1, "BM056");   // 4 health
  sc.start_build();
  ScenarioWriter w(
      sc, "C-13_several-winners-best-souls-minus-wounds", {"C-13", "IP-4"},
      "Two players reach 10 souls: souls minus wounds decides",
      "Both dungeons kill their hero: seat 0 ends with 10 souls 0 wounds (10), seat 1 with 10 souls 2 wounds (8). "
      "Seat 0 wins on souls - wounds, although the lowest-XP tie-break (IP-4) would have favoured Robobo.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}});
  w.expect({{"e", "hero_killed"}, {"player", 1}, {"card", "BM056"}});
  w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "C-13.souls"}});
  w.pass_round();
  w.expect_result({{"winner", 0}, {"end_reason", "C-13.souls"}});
  w.save(dir);
}

// C-13 / IP-37: every remaining player at 5 wounds in the same round. The seeds say each loses
// and no more; best_score (the publisher's Advanced Rules Guide, public copy: Balrog57/monster_boss
// docs/rules/rules.md @ ef32048, lines 115-124) compares them all, no_winner lets nobody win.
void everyone_out(const std::string& dir, bool no_winner) {
  Ruleset r = preset("classic");
  r.all_out_no_winner = no_winner;
  Scenario sc = board(r, {"BM003", "BM004"}, 7);  // King Croak 800 (seat 0), Robobo 400 (seat 1)
  wounds(sc, 0, {"BM056", "BM058", "BM060", "BM064"});
  souls(sc, 0, {"BM066", "BM070"});  // 2 souls
  wounds(sc, 1, {"BM068", "BM072", "BM076", "BM078"});
  sc.add_entrance(0, "BM062");
  sc.add_entrance(1, "BM074");
  sc.start_build();
  const std::string name = no_winner ? "IP-37_no_winner_everyone-out-nobody-wins"
                                     : "IP-37_best_score_everyone-out-best-souls-minus-wounds-wins";
  ScenarioWriter w(
      sc, name, {"IP-37", "C-13", "IP-4"},
      no_winner ? "Everyone at five wounds: nobody wins (literal reading)"
                : "Everyone at five wounds: the best souls minus wounds wins (publisher's guide)",
      std::string("Both players have 4 wounds and a hero walks through each empty dungeon to the boss: both end the "
                  "round with 5 wounds, and rulebook 001 (C-13) says only that each loses. ") +
          (no_winner ? "everyone_out: no_winner: both lose and nobody wins (C-13.all_eliminated)."
                     : "everyone_out: best_score, the publisher's Advanced Rules Guide (public copy: "
                       "Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines 115-124): souls minus wounds of "
                       "them all, King Croak (seat 0) 2 - 5 = -3 against Robobo (seat 1) 0 - 5 = -5: King Croak "
                       "wins on the score, before the tie-break (IP-4, lowest XP) that would favour Robobo."));
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM062"}});
  w.expect({{"e", "hero_wounds"}, {"player", 1}, {"card", "BM074"}});
  if (no_winner) {
    w.expect({{"e", "game_end"}, {"end_reason", "C-13.all_eliminated"}});
    w.pass_round();
    w.expect_result({{"winner", nullptr}, {"end_reason", "C-13.all_eliminated"}});
  } else {
    w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "IP-37.best_score"}});
    w.pass_round();
    w.expect_result({{"winner", 0}, {"end_reason", "IP-37.best_score"}});
  }
  w.save(dir);
}

void everyone_out_best_score(const std::string& dir) { everyone_out(dir, false); }
void everyone_out_no_winner(const std::string& dir) { everyone_out(dir, true); }

// C-13 speaks in the mixed case: ten souls (and fewer than five wounds) win, five wounds lose
// whatever the souls, so the ten-soul player wins even against a better souls - wounds (the
// publisher's guide would compare everyone here too; both IP-37 readings follow the rulebook).
void ten_souls_beat_better_score(const std::string& dir) {
  Scenario sc = board("classic", {"BM003", "BM004"}, 7);  // King Croak 800 (seat 0), Robobo 400 (seat 1)
  give(sc, 0, 10, 0, bm::test::HeroOrder::lowest_first, {"BM062", "BM074"});  // 10 - 0 = 10
  give(sc, 1, 16, 4, bm::test::HeroOrder::lowest_first, {"BM062", "BM074"});  // 16 - 5 = 11 after the round
  sc.add_entrance(1, "BM074");                                                // Robobo's 5th wound
  sc.start_build();
  ScenarioWriter w(
      sc, "C-13_ten-souls-beats-a-better-score-at-five-wounds", {"C-13", "IP-37"},
      "Ten souls win against a better score with five wounds",
      "King Croak (seat 0) has 10 souls and no wound; Robobo (seat 1) has 16 souls and 4 wounds, and a hero walks "
      "through its empty dungeon: 5 wounds. Rulebook 001 (C-13): five wounds lose whatever the souls, ten souls "
      "win; King Croak wins (10 - 0 = 10) although Robobo's souls minus wounds (16 - 5 = 11) is higher. The "
      "publisher's Advanced Rules Guide (public copy: Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines "
      "115-124) would compare them, as every player meets an end condition; the rulebook speaks, so both "
      "everyone_out readings (IP-37) keep it.");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 1}, {"card", "BM074"}});
  w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "C-13.souls"}});
  w.expect_not({{"e", "game_end"}, {"player", 1}});
  w.pass_round();
  w.expect_result({{"winner", 0}, {"end_reason", "C-13.souls"}});
  w.save(dir);
}

// IP-38 (BM017 Minotaur's Maze; no rulebook has the card): each_hero (the publisher's Advanced
// Rules Guide, public copy: Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines 499-507)
// sends back every hero once; once_per_round only the first hero of the round.
void minotaurs_maze(const std::string& dir, bool once) {
  Ruleset r = preset("classic");
  r.maze_once_per_round = once;
  Scenario sc = board(r, {"BM003", "BM004"}, 7);
  sc.set_dungeon(0, {"BM018", "BM017", "BM018"});  // Neanderthal Cave 3, Minotaur's Maze 0, Cave 3
  sc.add_entrance(0, "BM060");                     // Delatorious, 8 health
  sc.add_entrance(0, "BM066");                     // Johnny, 8 health
  sc.start_build();
  const std::string name = once ? "IP-38_once_per_round_maze-sends-back-only-the-first-hero"
                                : "IP-38_each_hero_maze-sends-back-every-hero-once";
  ScenarioWriter w(
      sc, name, {"IP-38", "G-13", "G-14"},
      once ? "Minotaur's Maze: only the first hero of the round (bm's older reading)"
           : "Minotaur's Maze: every hero once (publisher's guide)",
      std::string("Two heroes of 8 health enter King Croak's dungeon Cave 3, Maze 0, Cave 3 one after the other "
                  "(G-14). Delatorious: Cave 3, the Maze sends him back (G-13: before its damage), Cave 3, the Maze "
                  "again (not a second time), Cave 3: 9 damage, killed. ") +
          (once ? "minotaurs_maze: once_per_round: the Maze has been used this round; Johnny takes 3 + 0 + 3 = 6 and "
                  "reaches the boss: 1 soul, 1 wound."
                : "minotaurs_maze: each_hero, the publisher's Advanced Rules Guide (public copy: "
                  "Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines 499-507): Johnny is sent back too, "
                  "takes 9 and is killed: 2 souls, no wound."));
  w.begin();
  w.expect({{"e", "hero_to_room"}, {"player", 0}, {"card", "BM060"}, {"stack", 0}});
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM060"}, {"stack", 2}});
  if (once) {
    w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM066"}});
    w.expect_not({{"e", "hero_to_room"}, {"card", "BM066"}});
  } else {
    w.expect({{"e", "hero_to_room"}, {"player", 0}, {"card", "BM066"}, {"stack", 0}});
    w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM066"}, {"stack", 2}});
  }
  w.pass_round();
  w.save(dir);
}

void maze_each_hero(const std::string& dir) { minotaurs_maze(dir, false); }
void maze_once_per_round(const std::string& dir) { minotaurs_maze(dir, true); }

// IP-38 each_hero: with the room to its left deactivated (Freeze, G-8) the Maze does not trigger.
void maze_left_room_frozen(const std::string& dir) {
  Scenario sc = board("classic", {"BM004", "BM003"}, 7);  // Robobo 400 (seat 0), King Croak 800 (seat 1)
  sc.set_dungeon(0, {"BM016", "BM017", "BM018"});         // Golem Factory 2, Minotaur's Maze 0, Cave 3
  sc.set_hand(0, {"BM046"});                              // Freeze
  sc.add_entrance(0, "BM060");                            // Delatorious, 8 health
  sc.start_build();
  ScenarioWriter w(
      sc, "IP-38_each_hero_maze-idle-when-the-left-room-is-deactivated", {"IP-38", "G-8", "C-11"},
      "Minotaur's Maze does not trigger next to a deactivated room (publisher's guide)",
      "Robobo freezes its own Golem Factory in the build phase (deactivated until end of round, G-8). Delatorious "
      "walks through: the Factory deals nothing, and the Maze, whose room to the left is deactivated, does not "
      "trigger (minotaurs_maze: each_hero, the publisher's Advanced Rules Guide, public copy: "
      "Balrog57/monster_boss docs/rules/rules.md @ ef32048, lines 499-507); the Cave deals 3 and he reaches the "
      "boss: a wound.");
  w.begin();
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM016"}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", "BM060"}, {"room", "BM017"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"card", "BM060"}, {"amount", 3}, {"total", 3}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM060"}});
  w.expect_not({{"e", "hero_to_room"}});
  w.act({{"type", "pass_build"}});  // seat 1 (800 XP) builds first
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target", "BM016"}, {"target_player", 0}});
  w.pass_round();
  w.save(dir);
}

// C-14 (refused): an eliminated player's cards have left the game; no spell can aim at them.
void eliminated_cards_out_of_reach(const std::string& dir) {
  Scenario sc = board("classic", {"BM003", "BM004", "BM008"}, 7);  // King Croak 800, Robobo 400, Gorgona 500
  sc.set_dungeon(2, {"BM030"});                                    // Jackpot Stash
  wounds(sc, 2, {"BM056", "BM058", "BM060", "BM064"});
  sc.add_entrance(2, "BM066");  // 5th wound
  sc.set_hand(0, {"BM046"});    // Freeze: deactivate one room in any dungeon
  sc.start_build();
  ScenarioWriter w(
      sc, "C-14_refused_no-spell-on-an-eliminated-players-room", {"C-14", "C-13"},
      "An eliminated player's cards are out of reach",
      "Gorgona (seat 2) takes a 5th wound and is eliminated at the end of round 1: its cards, Jackpot Stash "
      "included, leave the game. In round 2 King Croak (seat 0, first to build) would freeze Gorgona's Jackpot "
      "Stash: refused, citing C-14.");
  w.begin();
  w.expect({{"e", "eliminated"}, {"player", 2}});
  w.pass_round();
  w.pass_until([](const bm::GameState& s) { return s.phase == bm::Phase::build && s.decision.player == 0; });
  w.refuse({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 2}, {"target", "BM030"}});
  w.save(dir);
}

// C-14: 3 players, one eliminated: its cards leave the game; heroes per round (option heroes_per_round).
void eliminated_third(const std::string& dir, bool remaining) {
  Ruleset r = preset("classic");
  r.heroes_per_remaining_player = remaining;
  Scenario sc =
      board(r, {"BM003", "BM004", "BM008"}, 7);  // King Croak 800 (fighter), Robobo 400 (fighter), Gorgona 500 (thief)
  sc.set_dungeon(2, {"BM030"});                  // Jackpot Stash: thief 2
  wounds(sc, 2, {"BM056", "BM058", "BM060", "BM064"});
  sc.add_entrance(2, "BM066");                                       // 5th wound
  for (const char* h : {"BM068", "BM070", "BM074"}) sc.deck_top(h);  // BM074 (thief) on top
  sc.start_build();
  const std::string name = remaining ? "C-14_remaining-players-reading-two-heroes"
                                     : "C-14_eliminated-player-leaves-heroes-per-starting-player";
  ScenarioWriter w(
      sc, name, {"C-14", "C-13", "C-7"},
      remaining ? "Seed 003 reading: heroes per remaining player"
                : "Elimination in 3 players: heroes stay one per starting player",
      std::string("Gorgona (seat 2) takes a 5th wound and is eliminated; its cards leave the game. Next round ") +
          (remaining ? "(heroes_per_round: remaining_players, seed 003:90) two heroes are revealed, BM074 and "
                       "BM070; BM068 waits for round 3. "
                     : "three heroes are revealed as there were three starting players (seed 001:361): BM074, "
                       "BM070, BM068. ") +
          "The thief BM074 would have gone to Gorgona's Jackpot Stash; with seat 2 gone no dungeon shows a thief "
          "icon and it stays in town (no matching value).");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 2}, {"card", "BM066"}});
  w.expect({{"e", "eliminated"}, {"player", 2}});
  w.expect({{"e", "round_start"}, {"round", 2}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM074"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM070"}});
  if (!remaining) w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
  w.expect({{"e", "phase"}, {"phase", "build"}});
  w.expect({{"e", "hero_stays"}, {"card", "BM074"}, {"tie", 0}});
  if (remaining) {  // BM068 waits for round 3: round 2 revealed only two heroes
    w.expect({{"e", "round_start"}, {"round", 3}});
    w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
  }
  w.expect_not({{"e", "bait"}, {"player", 2}});
  w.expect_not({{"e", "game_end"}});
  w.pass_round();
  w.pass_round();
  w.save(dir);
}
void eliminated_starting(const std::string& dir) { eliminated_third(dir, false); }
void eliminated_remaining(const std::string& dir) { eliminated_third(dir, true); }

// ------------------------------------------------------------------------------ C-15

// C-15: heroes wait in a row; those that leave make the rest close up; new heroes arrive behind.
void town_order(const std::string& dir) {
  Scenario sc = board("classic", {"BM003", "BM004"}, 7);  // both fighter: fighters tie and stay
  sc.set_dungeon(1, {"BM022"});                           // Dark Laboratory: mage 2
  sc.set_town({"BM062", "BM068"});                        // Boden (fighter) waits longest, Tieg (mage)
  sc.deck_top("BM056");                                   // cleric: nobody's treasure
  sc.deck_top("BM064");                                   // fighter: tie
  sc.start_build();
  ScenarioWriter w(
      sc, "C-15_town-row-keeps-waiting-heroes-first", {"C-15", "G-15"},
      "Town order: the longest-waiting hero stays first",
      "Round 1: Boden (fighter, a tie between the two fighter bosses) stays, Tieg (mage) goes to seat 1. Round 2 "
      "reveals BM064 then BM056 behind Boden: the bait takes the row in order, Boden first, then BM064, then "
      "BM056; all three stay.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", "BM062"}, {"tie", 1}});
  w.expect({{"e", "bait"}, {"card", "BM068"}, {"player", 1}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM064"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM056"}});
  w.expect({{"e", "hero_stays"}, {"card", "BM062"}, {"tie", 1}});
  w.expect({{"e", "hero_stays"}, {"card", "BM064"}, {"tie", 1}});
  w.expect({{"e", "hero_stays"}, {"card", "BM056"}, {"tie", 0}});
  w.pass_round();
  w.pass_round();
  w.save(dir);
}

// ------------------------------------------------------------------------------ C-16

// C-16 I choose you!: two bosses dealt, each player keeps one; then Classic mode discards and a mulligan.
void i_choose_you(const std::string& dir) {
  const Ruleset r = preset("classic-variants");
  Scenario sc(r, 2, seed_for(r, {"BM004", "BM001"}, bm::DecisionKind::choose_boss));
  const std::string keep0 = sc.cards.id_of(sc.s.players[0].boss_choices.at(1));
  const std::string keep1 = sc.cards.id_of(sc.s.players[1].boss_choices.at(0));
  const std::string drop0 = sc.cards.id_of(sc.s.players[0].boss_choices.at(0));
  const std::string drop1 = sc.cards.id_of(sc.s.players[1].boss_choices.at(1));
  sc.set_hand(0,
              {"BM013", "BM014", "BM019", "BM020", "BM025", "BM040", "BM041"});  // 4 advanced rooms: mulligan allowed
  ScenarioWriter w(
      sc, "C-16_i-choose-you-keep-one-of-two", {"C-16", "C-3", "IP-2", "G-23"},
      "I choose you!: keep one of two bosses; Classic mode discards",
      "classic-variants: each player was dealt two bosses and keeps one (seat 0 keeps " + keep0 + ", not " + drop0 +
          "; seat 1 keeps " + keep1 + ", not " + drop1 +
          "). Seat 0's hand holds 4 advanced rooms, so it may mulligan: the hand goes back and 5 rooms + 2 spells "
          "are drawn (seven draws). Then each player discards 2 cards (Classic mode).");
  w.begin();
  w.expect({{"e", "boss_chosen"}, {"player", 0}, {"card", keep0}});
  w.expect({{"e", "boss_chosen"}, {"player", 1}, {"card", keep1}});
  w.expect({{"e", "mulligan"}, {"player", 0}});
  for (int k = 0; k < 7; ++k) w.expect({{"e", "draw"}, {"player", 0}});
  w.expect_not({{"e", "boss_chosen"}, {"card", drop0}});
  w.expect_not({{"e", "boss_chosen"}, {"card", drop1}});
  w.act({{"type", "choose_boss"}, {"card", keep0}});
  w.act({{"type", "choose_boss"}, {"card", keep1}});
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::mulligan); });
  if (sc.to_move() != 0) throw std::runtime_error("C-16 I choose you: expected seat 0's mulligan decision");
  w.act({{"type", "mulligan"}});
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::discard); });
  for (int k = 0; k < 4 && sc.decision() == bm::DecisionKind::discard; ++k) {
    const int p = sc.to_move();
    const std::string c = sc.hand_ids(p).front();
    w.expect({{"e", "discard"}, {"player", p}, {"card", c}});
    w.act({{"type", "discard"}, {"card", c}});
  }
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::build); });
  w.save(dir);
}

// C-16 Machinations: at end of round a player who gained no soul may take a room or a spell.
void machinations(const std::string& dir) {
  Ruleset r = preset("classic");
  r.machinations = true;
  Scenario sc = board(r, {"BM003", "BM004"}, 7);  // King Croak 800 (seat 0), Robobo 400 (seat 1)
  sc.set_dungeon(0, {"BM018", "BM018"});          // 6 damage
  sc.add_entrance(0, "BM062");                    // dies: seat 0 gains a soul
  sc.deck_top("BM021");
  sc.deck_top("BM016");
  sc.deck_top("BM023");  // top of the room deck
  sc.start_build();
  ScenarioWriter w(
      sc, "C-16_machinations-only-without-a-new-soul", {"C-16", "C-11"},
      "Machinations: a card for a player who gained no soul",
      "Seat 0 kills Boden this round; seat 1 gains no soul, so at the end of the round only seat 1 is offered "
      "Machinations; it takes a room: the top of the room deck, BM023.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM023"}});
  w.expect({{"e", "round_start"}});
  w.expect_not({{"e", "draw"}, {"card", "BM023"}, {"player", 0}});
  w.pass_until([](const bm::GameState& s) { return pending(s, bm::DecisionKind::choose); });
  if (sc.to_move() != 1) throw std::runtime_error("Machinations offered first to seat " + std::to_string(sc.to_move()));
  w.act({{"type", "choose"}, {"option", 0}});  // the game then runs on to round 2's first decision
  w.save(dir);
}

// C-16 Immortality: no elimination at 5 wounds; the game ends when both hero decks are empty.
void immortality(const std::string& dir) {
  Scenario sc = board("classic-immortality", {"BM003", "BM004"}, 7);
  immortality_end_board(sc);
  ScenarioWriter w(
      sc, "C-16_immortality-no-elimination-decks-empty-end", {"C-16", "C-13"},
      "Immortality: five wounds do not eliminate; empty decks end the game",
      "classic-immortality: seat 0 reaches 10 souls and 5 wounds (10 - 5 = 5) and is not eliminated, nor does it "
      "win with 10 souls; both hero decks are empty, so the game ends at the end of this round and the best "
      "souls - wounds wins: seat 1 with 6.");
  expect_immortality_end(w);
  w.save(dir);
}

// ------------------------------------------------------------------------------ deck-out games (IP-1, C-2, C-16 Hard
// mode, IP-6)

// A whole game in which no hero can ever be lured: King Croak and Robobo both show one fighter
// icon (fighters tie), no room is ever built (other heroes see no treasure), The Fool ties at 0
// souls. Every hero is revealed, two a round; the game ends by IP-6 end_after_round after the
// first round that reveals none. The round count is the hero deck size.
void deck_out_game(const std::string& dir, const std::string& name, const Ruleset& r, std::vector<std::string> rules,
                   const std::string& title, const std::string& expect, int rounds,
                   const std::vector<std::string>& revealed, const std::vector<std::string>& never) {
  Scenario sc(r, 2, seed_for(r, {"BM003", "BM004"}, bm::DecisionKind::build));
  sc.clear_board();
  ScenarioWriter w(sc, name, std::move(rules), title, expect);
  w.begin();
  for (const auto& h : revealed) w.expect({{"e", "hero_revealed"}, {"card", h}});
  for (const auto& h : never) w.expect_not({{"e", "hero_revealed"}, {"card", h}});
  w.expect_not({{"e", "bait"}});
  w.expect({{"e", "round_start"}, {"round", rounds}});
  w.expect({{"e", "game_end"}, {"player", 1}, {"end_reason", "IP-6.end_after_round"}});
  w.pass_until([](const bm::GameState&) { return false; });
  w.expect_result({{"winner", 1}, {"end_reason", "IP-6.end_after_round"}, {"rounds", rounds}});
  w.save(dir);
}

const std::vector<std::string> kThreeFourPlayerHeroes = {"BM057", "BM059", "BM061", "BM063", "BM065", "BM067", "BM069",
                                                         "BM071", "BM073", "BM075", "BM077", "BM079", "BM082", "BM084",
                                                         "BM086", "BM088", "BM090", "BM092", "BM094", "BM096"};

void fool_in_deck(const std::string& dir) {
  std::vector<std::string> never = kThreeFourPlayerHeroes;
  deck_out_game(
      dir, "IP-1_true_the-fool-makes-21-heroes", preset("classic"), {"IP-1", "C-2", "C-7", "IP-6", "G-24"},
      "The Fool is in the hero deck: 13 ordinary + 8 epic heroes for 2 players",
      "fool_in_deck: true (seed 001): 2 players keep the 13 ordinary heroes with the 2-player icon, The Fool among "
      "them, and the 8 epic ones (C-2: no 3- or 4-player hero is ever revealed). Nobody can lure a hero, so all 21 "
      "are revealed two a round (C-7), The Fool included: the last in round 11, none in round 12, and the game ends "
      "after round 12 (IP-6 end_after_round). 0 - 0 everywhere: the lowest XP, Robobo (seat 1), wins.",
      12, {"BM080"}, never);
}

void fool_out_of_deck(const std::string& dir) {
  Ruleset r = preset("classic");
  r.fool_in_deck = false;
  std::vector<std::string> never = kThreeFourPlayerHeroes;
  never.push_back("BM080");
  deck_out_game(
      dir, "IP-1_false_twenty-heroes-without-the-fool", r, {"IP-1", "C-2", "C-7", "IP-6", "G-24"},
      "The Fool out of the hero deck: 12 ordinary + 8 epic heroes for 2 players",
      "fool_in_deck: false (seed 003): 12 ordinary + 8 epic heroes. Nobody can lure a hero; all 20 are revealed two "
      "a round, the last two in round 10, The Fool never; no hero in round 11, so the game ends after round 11 "
      "(IP-6 end_after_round), one round earlier than with The Fool. Robobo (lowest XP) wins the 0 - 0 tie.",
      11, {}, never);
}

void hard_mode(const std::string& dir) {
  Ruleset r = preset("classic");
  r.hard_mode = true;
  std::vector<std::string> never = kThreeFourPlayerHeroes;
  for (const char* h : {"BM056", "BM062", "BM068", "BM074"}) never.push_back(h);
  deck_out_game(
      dir, "C-16_hard-mode-removes-four-health-heroes", r, {"C-16", "C-2", "IP-6"},
      "Hard mode: no ordinary hero with 4 health",
      "hard_mode (seed 001): the four 2-player ordinary heroes with 4 health (BM056, BM062, BM068, BM074) are "
      "removed: 9 ordinary + 8 epic = 17 heroes, none of them ever revealed; the last is revealed in round 9, "
      "none in round 10, and the game ends after round 10 (IP-6 end_after_round).",
      10, {"BM080"}, never);
}

// ------------------------------------------------------------------------------ IP-2

void starting_hand(const std::string& dir, int discard) {
  Ruleset r = preset("classic");
  r.starting_discard = discard;
  Scenario sc(r, 2, seed_for(r, {"BM004", "BM001"}, discard ? bm::DecisionKind::discard : bm::DecisionKind::build));
  sc.set_hand(0, {"BM009", "BM010", "BM016", "BM021", "BM027", "BM040", "BM041"});
  sc.set_hand(1, {"BM011", "BM015", "BM022", "BM028", "BM035", "BM045", "BM046"});
  const std::string name = discard ? "IP-2_2_discard-two-before-the-first-build" : "IP-2_0_keep-all-seven-cards";
  ScenarioWriter w(
      sc, name,
      discard ? std::vector<std::string>{"IP-2", "C-3", "C-16"} : std::vector<std::string>{"IP-2", "C-3", "C-4"},
      discard ? "Starting hand: discard 2 of 7 (seed 003, Classic mode)" : "Starting hand: keep all 7 cards (seed 001)",
      discard ? "starting_discard: 2: each player, dealt 5 rooms + 2 spells, discards two cards (seat 0 BM009 and "
                "BM040, seat 1 BM011 and BM045) before the first build, then builds from the 5 left."
              : "starting_discard: 0: the 5 rooms + 2 spells dealt are kept; the first decision is already the first "
                "build, and no card is discarded.");
  w.begin();
  if (discard) {
    w.expect({{"e", "discard"}, {"player", 0}, {"card", "BM009"}});
    w.expect({{"e", "discard"}, {"player", 0}, {"card", "BM040"}});
    w.expect({{"e", "discard"}, {"player", 1}, {"card", "BM011"}});
    w.expect({{"e", "discard"}, {"player", 1}, {"card", "BM045"}});
    w.act({{"type", "discard"}, {"card", "BM009"}});
    w.act({{"type", "discard"}, {"card", "BM040"}});
    w.act({{"type", "discard"}, {"card", "BM011"}});
    w.act({{"type", "discard"}, {"card", "BM045"}});
  } else {
    w.expect_not({{"e", "discard"}});
  }
  w.expect({{"e", "room_placed"}, {"player", 1}, {"card", "BM015"}});
  w.expect({{"e", "room_placed"}, {"player", 0}, {"card", "BM016"}});
  w.expect({{"e", "room_built"}, {"player", 1}, {"card", "BM015"}});  // both revealed after the last build
  w.act({{"type", "build"}, {"card", "BM015"}, {"stack", "new"}});    // seat 1 (Draculord 900)
  w.act({{"type", "build"}, {"card", "BM016"}, {"stack", "new"}});    // seat 0
  w.save(dir);
}
void keep_seven(const std::string& dir) { starting_hand(dir, 0); }
void discard_two(const std::string& dir) { starting_hand(dir, 2); }

// ------------------------------------------------------------------------------ IP-3

void death_threshold(const std::string& dir, bool exceeds) {
  Ruleset r = preset("classic");
  r.death_exceeds = exceeds;
  Scenario sc = board(r, {"BM004", "BM008"}, 7);
  sc.set_dungeon(0, {"BM029", "BM018"});  // Dizzygas Hallway 1 (next room a Monster: no +2), Neanderthal Cave 3
  sc.add_entrance(0, "BM062");            // Boden the Pantless: 4 health
  sc.start_build();
  const std::string name = exceeds ? "IP-3_exceeds_equal-damage-survives" : "IP-3_at_least_equal-damage-kills";
  ScenarioWriter w(
      sc, name, {"IP-3", "G-12"},
      exceeds ? "Death threshold: damage must exceed health (seed 003)"
              : "Death threshold: damage equal to health kills (seed 001)",
      std::string("Boden (4 health) takes 1 (Dizzygas Hallway) + 3 (Neanderthal Cave) = 4 damage. ") +
          (exceeds ? "death_threshold: exceeds: 4 is not more than 4, so he survives, reaches Robobo and is a wound."
                   : "death_threshold: at_least: 4 >= 4, so he dies in Neanderthal Cave and is a soul."));
  w.begin();
  w.expect({{"e", "damage"}, {"card", "BM062"}, {"amount", 3}, {"total", 4}});
  if (exceeds) {
    w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM062"}});
    w.expect_not({{"e", "hero_killed"}});
  } else {
    w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}, {"room", "BM018"}});
    w.expect_not({{"e", "hero_wounds"}});
  }
  w.pass_round();
  w.save(dir);
}
void death_at_least(const std::string& dir) { death_threshold(dir, false); }
void death_exceeds(const std::string& dir) { death_threshold(dir, true); }

// ------------------------------------------------------------------------------ IP-4

void tie_break(const std::string& dir, bool highest) {
  Ruleset r = preset("classic");
  r.tie_highest_xp = highest;
  Scenario sc = board(r, {"BM003", "BM004"}, 7);                // King Croak 800 (seat 0), Robobo 400 (seat 1)
  souls(sc, 0, {"BM081", "BM083", "BM085", "BM087", "BM058"});  // 9 souls
  souls(sc, 1, {"BM089", "BM091", "BM093", "BM095", "BM060"});  // 9 souls
  sc.set_dungeon(0, {"BM018", "BM018"});
  sc.set_dungeon(1, {"BM035"});
  sc.stack_on(1, 0, "BM019");  // an advanced room on a Dragon Hatchery (G-3)
  sc.add_entrance(0, "BM062");
  sc.add_entrance(1, "BM056");
  sc.start_build();
  const int winner = highest ? 0 : 1;
  const std::string name = highest ? "IP-4_highest_xp_tie-goes-to-king-croak" : "IP-4_lowest_xp_tie-goes-to-robobo";
  ScenarioWriter w(
      sc, name, {"IP-4", "C-13"},
      highest ? "End-of-game tie: highest XP wins (Super reading)" : "End-of-game tie: lowest XP wins (classic)",
      std::string("Both dungeons kill their 4-health hero: both players end the round with 10 souls and 0 wounds "
                  "(10 each). ") +
          (highest ? "tie_break: highest_xp (seeds 000/002): King Croak (800, seat 0) wins."
                   : "tie_break: lowest_xp (seeds 001/003): Robobo (400, seat 1) wins."));
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}});
  w.expect({{"e", "hero_killed"}, {"player", 1}, {"card", "BM056"}});
  w.expect({{"e", "game_end"}, {"player", winner}, {"end_reason", "C-13.souls"}});
  w.pass_round();
  w.expect_result({{"winner", winner}, {"end_reason", "C-13.souls"}});
  w.save(dir);
}
void tie_lowest(const std::string& dir) { tie_break(dir, false); }
void tie_highest(const std::string& dir) { tie_break(dir, true); }

// ------------------------------------------------------------------------------ IP-5

void turn_order(const std::string& dir, bool clockwise) {
  Ruleset r = preset("classic");
  r.order_clockwise = clockwise;
  Scenario sc = board(r, {"BM008", "BM003", "BM004"}, 7);  // Gorgona 500, King Croak 800, Robobo 400
  sc.add_entrance(0, "BM062");
  sc.add_entrance(2, "BM068");
  sc.start_build();
  const std::vector<int> order = clockwise ? std::vector<int>{1, 2, 0} : std::vector<int>{1, 0, 2};
  const std::string name =
      clockwise ? "IP-5_xp_then_clockwise_build-and-adventure-order" : "IP-5_xp_desc_build-and-adventure-order";
  ScenarioWriter w(
      sc, name, {"IP-5", "C-5", "C-8", "C-10"},
      clockwise ? "Turn order: highest XP first, then clockwise (seed 003)"
                : "Turn order: decreasing XP in every phase (seed 001)",
      std::string("Seats: 0 Gorgona 500, 1 King Croak 800, 2 Robobo 400. ") +
          (clockwise ? "turn_order: xp_then_clockwise: King Croak first, then clockwise: seats 1, 2, 0. So seat 2 "
                       "passes its build before seat 0, and seat 2's hero runs before seat 0's."
                     : "turn_order: xp_desc: seats 1, 0, 2 (800, 500, 400) in every phase. So seat 0 passes its "
                       "build before seat 2, and seat 0's hero runs before seat 2's."));
  w.begin();
  for (int p : order) w.expect({{"e", "build_passed"}, {"player", p}});
  for (int p : order)
    if (p != 1) w.expect({{"e", "hero_wounds"}, {"player", p}});
  w.pass_round();
  w.save(dir);
}
void order_xp_desc(const std::string& dir) { turn_order(dir, false); }
void order_clockwise(const std::string& dir) { turn_order(dir, true); }

// ------------------------------------------------------------------------------ IP-6

void deck_out_reading(const std::string& dir, bool play_out) {
  Ruleset r = preset("classic");
  r.deck_out = play_out ? bm::DeckOut::play_out_town : bm::DeckOut::end_after_round;
  Scenario sc = board(r, {"BM003", "BM004"}, 7);
  sc.set_dungeon(0, {"BM018", "BM018"});
  sc.add_entrance(0, "BM062");  // still to run this round: dies (6 damage against 4 health)
  sc.empty_hero_decks();
  sc.start_build();
  const std::string reason = play_out ? "IP-6.play_out_town" : "IP-6.end_after_round";
  const int rounds = play_out ? 2 : 1;
  const std::string name = play_out ? "IP-6_play_out_town_a-hero-moved-plays-another-round"
                                    : "IP-6_end_after_round_ends-the-round-no-hero-revealed";
  ScenarioWriter w(
      sc, name, {"IP-6", "C-13"},
      play_out ? "Decks out: play on while heroes move (house reading)"
               : "Decks out: end after a round that reveals no hero",
      std::string("Both hero decks are empty, so round 1 reveals no hero; Boden, waiting at seat 0's entrance, still "
                  "goes through and dies (a soul for seat 0). ") +
          (play_out ? "deck_out: play_out_town: a hero moved this round, so round 2 is played; nothing moves in it "
                      "and the game ends after round 2. Seat 0 wins with 1 soul."
                    : "deck_out: end_after_round: no hero could be revealed this round, so the game ends after "
                      "round 1. Seat 0 wins with 1 soul."));
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}});
  if (play_out) w.expect({{"e", "round_start"}, {"round", 2}});
  else w.expect_not({{"e", "round_start"}});
  w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", reason}});
  w.pass_until([](const bm::GameState&) { return false; });
  w.expect_result({{"winner", 0}, {"end_reason", reason}, {"rounds", rounds}});
  w.save(dir);
}
void deck_out_end(const std::string& dir) { deck_out_reading(dir, false); }
void deck_out_play(const std::string& dir) { deck_out_reading(dir, true); }

// ------------------------------------------------------------------------------ IP-7

void last_standing(const std::string& dir, bool plays_on) {
  Ruleset r = preset("classic");
  r.last_standing_plays_on = plays_on;
  Scenario sc = board(r, {"BM003", "BM004"}, 7);
  wounds(sc, 1, {"BM056", "BM058", "BM060", "BM064"});
  sc.add_entrance(1, "BM066");  // Robobo's 5th wound
  sc.start_build();
  const std::string name = plays_on ? "IP-7_plays_on_last-player-keeps-playing" : "IP-7_wins_last-player-wins-at-once";
  ScenarioWriter w(
      sc, name, {"IP-7", "C-13", "C-14"},
      plays_on ? "Last player standing plays on (house reading)" : "Last player standing wins at once",
      std::string("Two players; Robobo (seat 1) takes a 5th wound and is eliminated at the end of round 1. ") +
          (plays_on ? "last_player_standing: plays_on: King Croak (seat 0) does not win yet; round 2 starts."
                    : "last_player_standing: wins: King Croak (seat 0), the only player left, wins at once."));
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 1}, {"card", "BM066"}});
  w.expect({{"e", "eliminated"}, {"player", 1}});
  if (plays_on) {
    w.expect({{"e", "round_start"}, {"round", 2}});
    w.expect_not({{"e", "game_end"}});
  } else {
    w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "C-14.last_player_standing"}});
    w.expect_not({{"e", "round_start"}});
  }
  w.pass_round();
  if (!plays_on) w.expect_result({{"winner", 0}, {"end_reason", "C-14.last_player_standing"}, {"rounds", 1}});
  w.save(dir);
}
void standing_wins(const std::string& dir) { last_standing(dir, false); }
void standing_plays_on(const std::string& dir) { last_standing(dir, true); }

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"C-1_four-player-round", four_player_round},
          {"C-6_round-phases-in-order", round_phases},
          {"C-7_heroes-revealed-then-one-room-each", beginning_reveal_then_draw},
          {"C-4_first-build-revealed-together-xp-order", first_build},
          {"C-8_build-xp-order-reveal-then-on-build", build_phase_order},
          {"C-9_bait-strictly-highest-value", bait_strict_highest},
          {"C-10_adventure-xp-order-all-heroes-of-a-dungeon", adventure_order},
          {"C-11_deactivated-room-reopens-at-end-of-round", freeze_expires},
          {"C-12_active-player-casts-before-higher-xp", active_player_first},
          {"C-13_ten-souls-five-wounds-loses", ten_souls_five_wounds},
          {"C-13_checked-only-after-the-full-round", checked_after_round},
          {"C-13_several-winners-best-souls-minus-wounds", several_winners},
          {"C-13_ten-souls-beats-a-better-score-at-five-wounds", ten_souls_beat_better_score},
          {"C-14_eliminated-player-leaves-heroes-per-starting-player", eliminated_starting},
          {"C-14_remaining-players-reading-two-heroes", eliminated_remaining},
          {"C-14_refused_no-spell-on-an-eliminated-players-room", eliminated_cards_out_of_reach},
          {"C-15_town-row-keeps-waiting-heroes-first", town_order},
          {"C-16_i-choose-you-keep-one-of-two", i_choose_you},
          {"C-16_machinations-only-without-a-new-soul", machinations},
          {"C-16_immortality-no-elimination-decks-empty-end", immortality},
          {"C-16_hard-mode-removes-four-health-heroes", hard_mode},
          {"IP-1_true_the-fool-makes-21-heroes", fool_in_deck},
          {"IP-1_false_twenty-heroes-without-the-fool", fool_out_of_deck},
          {"IP-2_0_keep-all-seven-cards", keep_seven},
          {"IP-2_2_discard-two-before-the-first-build", discard_two},
          {"IP-3_at_least_equal-damage-kills", death_at_least},
          {"IP-3_exceeds_equal-damage-survives", death_exceeds},
          {"IP-4_lowest_xp_tie-goes-to-robobo", tie_lowest},
          {"IP-4_highest_xp_tie-goes-to-king-croak", tie_highest},
          {"IP-5_xp_desc_build-and-adventure-order", order_xp_desc},
          {"IP-5_xp_then_clockwise_build-and-adventure-order", order_clockwise},
          {"IP-6_end_after_round_ends-the-round-no-hero-revealed", deck_out_end},
          {"IP-6_play_out_town_a-hero-moved-plays-another-round", deck_out_play},
          {"IP-7_wins_last-player-wins-at-once", standing_wins},
          {"IP-7_plays_on_last-player-keeps-playing", standing_plays_on},
          {"IP-37_best_score_everyone-out-best-souls-minus-wounds-wins", everyone_out_best_score},
          {"IP-37_no_winner_everyone-out-nobody-wins", everyone_out_no_winner},
          {"IP-38_each_hero_maze-sends-back-every-hero-once", maze_each_hero},
          {"IP-38_once_per_round_maze-sends-back-only-the-first-hero", maze_once_per_round},
          {"IP-38_each_hero_maze-idle-when-the-left-room-is-deactivated", maze_left_room_frozen},
      });
}
