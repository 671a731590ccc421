// Scenario corpus: ruleset options with no IP number where the seeds disagree or are silent
// (docs/rulesets.md), one scenario per reading, each showing the outcome that differs:
//  - build_spells (C-8, C-12, G-16): seed 001:256 lets the others cast build-phase spells after
//    the active player; seed 003:103 only while you are the active player;
//  - empty_deck (C-7; seeds silent): a draw from an empty room deck draws nothing, or that
//    kind's discards are shuffled into a new deck first;
//  - minion_optional (S-CITY-4, S-BOARD-5; Q11 of docs/research/super-solo-notes.md, seeds
//    silent beyond 000:230's imperative): the minion must be placed when a space is legal, or
//    it may stay home (a `pass` at the minion decision).
//  - answer_window (IP-35: C-12, G-18): seed 001 l. 154 lets the active player play spells and
//    effects before another player's announced spell resolves, and l. 424 cancels a spell whose
//    target such an effect destroys first; cancel_only offers only cancels;
//  - resolution (IP-48: C-10, C-12, G-18): the 2013 priority lets only the active player answer
//    another player's spell, and the caster's own spell is answered by the others' cancels
//    alone; lifo (the 10th Anniversary rulebook) stacks every spell and lets anyone answer, the
//    last one played resolving first;
//  - end_rule (IP-49: C-13, C-14): five wounds lose and eliminate (2013), or the round with ten
//    souls or five wounds scores everyone, best souls minus wounds (10th Anniversary).
// `discard_piles` has no scenario: no event can show it (see the note above main()).
// Regenerate: build/tests/scenario_gen_options corpus/scenarios
#include <cstdlib>
#include <iostream>
#include <stdexcept>

#include "bm/log/action_json.hpp"

#include "game/internal.hpp"
#include "scenario_gen/scenario_writer.hpp"
#include "support/scenario.hpp"

using bm::GameState;
using bm::Phase;
using bm::Ruleset;
using bm::test::board;
using bm::test::preset;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using bm::test::stop::window_in_room;
using nlohmann::json;

namespace {

// The first legal action of `type` for the player to move (its readable form, no player).
json first_legal(const Scenario& sc, const std::string& type) {
  for (json j : sc.legal_json()) {
    if (j.value("type", std::string()) != type) continue;
    j.erase("player");
    return j;
  }
  throw std::runtime_error("no legal " + type + " for " + sc.engine.decision_name(sc.s));
}

// ------------------------------------------------------------------ build_spells (C-8, C-12)

// Seat 0: Draculord (BM001, 900 XP) builds first (C-5, C-8) and holds Kobold Strike (BM049, a
// build spell: no rooms are built this round, face-down rooms go back to their owners' hands).
// Seat 1: Robobo (BM004, 400 XP) builds second, a Neanderthal Cave (BM018). Seat 1 holds no spell.
// Town and entrances empty, so the round ends quietly after the reveal.
void build_spells(const std::string& dir, bool active_only) {
  Ruleset r = preset("classic");
  r.build_spells_active_only = active_only;
  Scenario sc = board(r, {"BM001", "BM004"}, 5);
  sc.set_hand(0, {"BM049"});
  sc.set_hand(1, {"BM018"});
  sc.start_build();
  const std::string name = active_only ? "C-8_build_spells-active_only_no-window-for-others-reveal-follows"
                                       : "C-8_build_spells-active_then_others_kobold-strike-after-the-last-build";
  const std::string expect =
      std::string(
          "Draculord (900 XP) builds first and passes; in his own window he keeps Kobold Strike. Robobo (400 XP) "
          "then places the Neanderthal Cave face down. ") +
      (active_only
           ? "build_spells active_only (seed 003:103, spells only while you are the active player): Robobo is now the "
             "active player and has no spell, and Draculord, not active, gets no window; so the build phase ends with "
             "Robobo's build and the reveal follows at once, on that same decision: the Cave is built (room_built). "
             "Kobold Strike could only have been cast before Robobo built, so it can never return his room."
           : "build_spells active_then_others (seed 001:256, the active player, then the others): after Robobo "
             "(active, "
             "no spell) Draculord gets his turn in Robobo's window and casts Kobold Strike: no rooms are built this "
             "round "
             "(no_builds) and Robobo's face-down Cave goes back to his hand (room_returned), so nothing is built at "
             "the "
             "reveal.");
  ScenarioWriter w(sc, name, {"C-8", "C-12", "G-16"},
                   active_only ? "build_spells active_only: no build spell outside your own build turn"
                               : "build_spells active_then_others: a build spell after another player's build",
                   expect);
  w.begin();
  w.expect({{"e", "build_passed"}, {"player", 0}});
  w.expect({{"e", "room_placed"}, {"player", 1}, {"card", "BM018"}});
  if (active_only) {
    w.expect({{"e", "room_built"}, {"player", 1}, {"card", "BM018"}});
    w.expect_not({{"e", "room_returned"}});
    w.expect_not({{"e", "cast"}});
  } else {
    w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM049"}});
    w.expect({{"e", "no_builds"}, {"player", 0}});
    w.expect({{"e", "room_returned"}, {"player", 1}, {"card", "BM018"}});
    w.expect_not({{"e", "room_built"}});
  }
  w.act({{"type", "pass_build"}});  // seat 0 (900 XP) builds first
  w.act({{"type", "pass"}});        // seat 0's own window: keeps Kobold Strike
  const int round = sc.s.round;
  w.act(first_legal(sc, "build"));  // seat 1 places the Cave face down
  if (!active_only) {
    if (sc.to_move() != 0) throw std::runtime_error("build_spells: seat 0 has no window after seat 1's build");
    w.act({{"type", "cast"}, {"card", "BM049"}});  // seat 0, not active, in seat 1's window
  } else if (sc.s.round == round && sc.s.phase == Phase::build) {
    throw std::runtime_error("build_spells active_only: the build phase did not end with seat 1's build");
  }
  w.pass_round();
  w.save(dir);
}

// ------------------------------------------------------ answer_window (IP-35: C-12, G-18)

// Seat 0: Draculord (BM001, 900 XP), one room: Bottomless Pit (BM027, 1 damage; "destroy this
// room: kill a hero in it", G-17). Nick the Masher (BM056, 4 health) waits at seat 0's entrance.
// Seat 1: Robobo (BM004, 400 XP) holds Freeze (BM046: deactivate a room until the end of the
// round). Nick enters the Pit (1 damage, total 1); in the window after the room (C-10) seat 0,
// the active player, passes; seat 1 casts Freeze on the Pit, to stop the Pit from killing Nick.
void answer_window(const std::string& dir, bool cancel_only) {
  Ruleset r = preset("classic");
  r.answer_cancel_only = cancel_only;
  Scenario sc = board(r, {"BM001", "BM004"}, 5);
  sc.set_dungeon(0, {"BM027"});
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {});
  sc.set_hand(1, {"BM046"});
  sc.start_adventure();
  const int nick = sc.card("BM056");
  const std::string name = cancel_only ? "IP-35_cancel_only_freeze-resolves-the-pit-cannot-kill"
                                       : "IP-35_active_priority_pit-kills-first-freeze-fizzles";
  const std::string expect =
      std::string(
          "Nick enters seat 0's Bottomless Pit (1 damage, total 1 < 4). Seat 0, the active player, passes its "
          "window; seat 1 casts Freeze on the Pit. ") +
      (cancel_only
           ? "answer_window cancel_only: seat 0 holds no cancel, so nobody answers: Freeze resolves and deactivates "
             "the Pit (G-8), whose ability can no longer be activated; Nick walks on and reaches Draculord (a wound "
             "for seat 0, G-12)."
           : "answer_window active_priority (seed 001 l. 154: the active player plays spells and effects before "
             "an opponent's announced spell): seat 0 destroys the Pit to kill Nick (a soul for seat 0) before "
             "Freeze resolves; Freeze's target is gone, so it is cancelled (seed 001 l. 424, G-18: fizzled, no "
             "deactivation).");
  ScenarioWriter w(sc, name, {"IP-35", "C-12", "G-18", "G-17", "C-10"},
                   cancel_only ? "answer_window cancel_only: only a cancel answers an opponent's spell"
                               : "answer_window active_priority: the active player destroys the spell's target first",
                   expect);
  w.begin();
  w.expect({{"e", "enters_room"}, {"card", "BM056"}, {"room", "BM027"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"card", "BM056"}, {"amount", 1}, {"total", 1}});
  w.pass_until(window_in_room(0, nick, 0));
  w.act({{"type", "pass"}});  // seat 0 (active) keeps the Pit for now
  w.expect({{"e", "cast"}, {"player", 1}, {"card", "BM046"}, {"target", "BM027"}});
  if (cancel_only) {
    w.expect({{"e", "resolved"}, {"player", 1}, {"card", "BM046"}});
    w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM027"}});
    w.expect({{"e", "hero_wounds"}, {"card", "BM056"}, {"player", 0}});
    w.expect_not({{"e", "hero_killed"}, {"card", "BM056"}});
    w.expect_not({{"e", "activated"}});
  }
  w.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM027"}});
  if (!cancel_only) {
    if (sc.decision() != bm::DecisionKind::respond || sc.to_move() != 0)
      throw std::runtime_error("answer_window active_priority: seat 0 should answer Freeze");
    w.expect({{"e", "activated"}, {"player", 0}, {"card", "BM027"}});
    w.expect({{"e", "destroyed"}, {"player", 0}, {"card", "BM027"}});
    w.expect({{"e", "hero_killed"}, {"card", "BM056"}, {"player", 0}});
    w.expect({{"e", "fizzled"}, {"player", 1}, {"card", "BM046"}});
    w.expect_not({{"e", "resolved"}, {"card", "BM046"}});
    w.expect_not({{"e", "deactivated"}});
    w.expect_not({{"e", "hero_wounds"}, {"card", "BM056"}});
    w.act({{"type", "activate"}, {"stack", 0}, {"card", "BM027"}, {"target", "BM056"}});
  }
  w.pass_round();
  w.save(dir);
}

// ----------------------------------------------------------- resolution (IP-48: C-12, G-18)

// The legal action of `type` playing `card` for the player to move (its readable form).
json legal_action(const Scenario& sc, const std::string& type, const std::string& card) {
  for (json j : sc.legal_json()) {
    if (j.value("type", std::string()) != type || j.value("card", std::string()) != card) continue;
    j.erase("player");
    return j;
  }
  throw std::runtime_error("no legal " + type + " of " + card + " for " + sc.engine.decision_name(sc.s));
}

// Seat 0: Robobo (BM004, 400 XP) is the active player of the adventure; two rooms, Specter's
// Sanctum (BM011, 2 damage) then Haunted Library (BM023, 1 damage); holds Exhaustion (BM044: X
// damage to a hero in your dungeon, X = your rooms). Seat 1: Gorgona (BM008, 500 XP) holds
// Assassin (BM041: a hero in an opponent's dungeon gets +3 health until the end of the round).
// Nick the Masher (BM056, 4 health) enters the Sanctum (2 damage); in the window after it seat 0
// casts Exhaustion on Nick (2 more: 4, enough to kill him).
void resolution(const std::string& dir, bool lifo) {
  Ruleset r = preset("classic");
  r.resolution_lifo = lifo;
  Scenario sc = board(r, {"BM004", "BM008"}, 5);
  sc.set_dungeon(0, {"BM011", "BM023"});
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {"BM044"});
  sc.set_hand(1, {"BM041"});
  sc.start_adventure();
  const int nick = sc.card("BM056");
  const std::string name = lifo ? "IP-48_lifo_later-assassin-resolves-first-nick-survives"
                                : "IP-48_active_priority_exhaustion-resolves-unanswered-nick-dies";
  const std::string expect =
      std::string(
          "Nick (4 health) takes 2 damage in seat 0's Specter's Sanctum; seat 0, the active player, casts "
          "Exhaustion on him (2 rooms: 2 damage, total 4). ") +
      (lifo ? "resolution lifo (the 10th Anniversary rulebook, 2023, lines 1094-1103: any player may answer any "
              "spell, the last one played resolves first): seat 1 answers with Assassin on Nick, which resolves "
              "first (+3 health: 7); Exhaustion then brings him to 4 < 7, he survives the Haunted Library (5) and "
              "reaches Robobo: a wound for seat 0."
            : "resolution active_priority (C-12, G-18; seed 001 l. 154): seat 1 is not the active player and "
              "holds no cancel, so nobody answers: Exhaustion resolves and Nick dies at 4 damage (a soul for "
              "seat 0); Assassin has no hero left to save.");
  ScenarioWriter w(sc, name, {"IP-48", "C-12", "G-18", "C-10"},
                   lifo ? "resolution lifo: a later spell resolves first"
                        : "resolution active_priority: only a cancel answers the active player's spell",
                   expect);
  w.begin();
  w.pass_until([nick](const GameState& s) {
    return s.decision.kind == bm::DecisionKind::window && s.decision.player == 0 && s.run.in_room && s.run.hero == nick;
  });
  w.expect({{"e", "cast"}, {"player", 0}, {"card", "BM044"}});
  if (!lifo) {
    w.expect({{"e", "resolved"}, {"player", 0}, {"card", "BM044"}});
    w.expect({{"e", "hero_killed"}, {"card", "BM056"}, {"player", 0}});
    w.expect_not({{"e", "cast"}, {"card", "BM041"}});
    w.expect_not({{"e", "hero_wounds"}, {"card", "BM056"}});
  }
  w.act(legal_action(sc, "cast", "BM044"));
  if (lifo) {
    if (sc.decision() != bm::DecisionKind::respond || sc.to_move() != 1)
      throw std::runtime_error("resolution lifo: seat 1 should answer Exhaustion");
    w.expect({{"e", "cast"}, {"player", 1}, {"card", "BM041"}});
    w.expect({{"e", "resolved"}, {"player", 1}, {"card", "BM041"}});
    w.expect({{"e", "resolved"}, {"player", 0}, {"card", "BM044"}});
    w.expect({{"e", "hero_wounds"}, {"card", "BM056"}, {"player", 0}});
    w.expect_not({{"e", "hero_killed"}, {"card", "BM056"}});
    w.act(legal_action(sc, "cast", "BM041"));
  }
  w.pass_round();
  w.save(dir);
}

// --------------------------------------------------------- end_rule (IP-49: C-13, C-14)

// Seat 0: Robobo (BM004, 400 XP): 12 souls (six epic heroes) and 4 wounds; Johnny (BM066)
// walks through its empty dungeon to the boss: the fifth wound. Seat 1: Gorgona (BM008, 500
// XP): 6 souls, no wound.
void end_rule(const std::string& dir, bool score_all) {
  Ruleset r = preset("classic");
  r.end_score_all = score_all;
  Scenario sc = board(r, {"BM004", "BM008"}, 7);
  for (const char* h : {"BM081", "BM083", "BM085", "BM087", "BM089", "BM091"}) sc.add_score(0, h, true);
  for (const char* h : {"BM056", "BM058", "BM060", "BM064"}) sc.add_score(0, h, false);
  for (const char* h : {"BM068", "BM070", "BM072", "BM074", "BM076", "BM078"}) sc.add_score(1, h, true);
  sc.add_entrance(0, "BM066");
  sc.start_build();
  const std::string name = score_all ? "IP-49_score_all_twelve-souls-five-wounds-wins-on-the-score"
                                     : "IP-49_eliminate_twelve-souls-five-wounds-loses";
  const std::string expect =
      std::string("Seat 0 has 12 souls and 4 wounds; Johnny reaches its boss: 5 wounds. Seat 1 has 6 souls. ") +
      (score_all ? "end_rule score_all (the 10th Anniversary rulebook, 2023, lines 934-948, 1663-1673): the round "
                   "in which someone has five wounds ends the game, nobody is eliminated, every player scores "
                   "souls minus wounds: seat 0 12 - 5 = 7 against seat 1 6 - 0 = 6, so seat 0 wins with five "
                   "wounds."
                 : "end_rule eliminate (C-13, C-14; seed 001 l. 359-370): five wounds lose whatever the souls: "
                   "seat 0 is eliminated and seat 1, the last player, wins (IP-7 wins).");
  ScenarioWriter w(sc, name, {"IP-49", "C-13", "C-14"},
                   score_all ? "end_rule score_all: five wounds and the best score win"
                             : "end_rule eliminate: five wounds lose even with twelve souls",
                   expect);
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "BM066"}});
  if (score_all) {
    w.expect({{"e", "game_end"}, {"player", 0}, {"end_reason", "IP-49.score_all"}});
    w.expect_not({{"e", "eliminated"}});
  } else {
    w.expect({{"e", "eliminated"}, {"player", 0}});
    w.expect({{"e", "game_end"}, {"player", 1}, {"end_reason", "C-14.last_player_standing"}});
  }
  w.pass_round();
  w.expect_result(score_all ? json{{"winner", 0}, {"end_reason", "IP-49.score_all"}}
                            : json{{"winner", 1}, {"end_reason", "C-14.last_player_standing"}});
  w.save(dir);
}

// ----------------------------------------------------------------------- empty_deck (C-7)

// Both hands empty, town empty. The room deck is empty: every room not in play is in the
// discard pile, together with one spell (Fear, BM045). Round 1 is passed; round 2's beginning
// reveals heroes and has each player draw one room (C-7), Draculord (900 XP) first, then
// Robobo (400 XP) (C-5).
void empty_deck(const std::string& dir, bool reshuffle) {
  Ruleset r = preset("classic");
  r.reshuffle_empty_deck = reshuffle;
  Scenario sc = board(r, {"BM001", "BM004"}, 5);
  sc.set_hand(0, {});
  sc.set_hand(1, {});
  sc.to_discard("BM045");
  const int rooms = static_cast<int>(sc.s.room_deck.size());
  for (int c : sc.s.room_deck) sc.s.discard.push_back(c);
  sc.s.room_deck.clear();
  sc.start_build();
  const std::string name = reshuffle ? "C-7_empty_deck-reshuffle_discard_room-discards-become-the-deck"
                                     : "C-7_empty_deck-draw_nothing_empty-room-deck-draws-nothing";
  const std::string n = std::to_string(rooms);
  const std::string expect =
      "The room deck is empty; the discard pile holds " + n +
      " rooms and the spell Fear. Round 2's beginning reveals heroes, then each player draws one room (C-7), Draculord "
      "first. " +
      (reshuffle
           ? "empty_deck reshuffle_discard: the room discards become the room deck (deck_reshuffled, room), which "
             "is shuffled (" +
                 n + " cards: only rooms, Fear stays in the discard pile); then Draculord and Robobo each draw a room."
           : "empty_deck draw_nothing: both draws find the room deck empty and draw nothing (draw_failed for "
             "each player); the discard pile is not touched.");
  ScenarioWriter w(sc, name, {"C-7"},
                   reshuffle ? "empty_deck reshuffle_discard: the room discards become a new room deck"
                             : "empty_deck draw_nothing: an empty room deck draws nothing",
                   expect);
  w.begin();
  w.expect({{"e", "round_start"}, {"round", sc.s.round + 1}});
  w.expect({{"e", "hero_revealed"}});
  w.expect({{"e", "hero_revealed"}});
  if (reshuffle) {
    w.expect({{"e", "deck_reshuffled"}, {"deck", "room"}});
    w.expect({{"e", "shuffle"}, {"deck", "room_deck"}, {"size", rooms}});
    w.expect({{"e", "draw"}, {"player", 0}});
    w.expect({{"e", "draw"}, {"player", 1}});
    w.expect_not({{"e", "draw_failed"}});
    w.expect_not({{"e", "draw"}, {"card", "BM045"}});
  } else {
    w.expect({{"e", "draw_failed"}, {"player", 0}, {"deck", "room"}});
    w.expect({{"e", "draw_failed"}, {"player", 1}, {"deck", "room"}});
    w.expect_not({{"e", "deck_reshuffled"}});
    w.expect_not({{"e", "draw"}});
  }
  w.pass_round();
  w.save(dir);
}

// ------------------------------------------------------- minion_optional (S-CITY-4, Q11)

// Four players, Super. A hero stands on each of the Temple, Stadium, Library and Hideout, so
// (landmark_cover whole_landmark, IP-12) each covers its landmark's treasure and effect spaces;
// the Tavern is empty, so its summon space is not legal. Seats 1, 2 and 3 already stand on the
// Temple, Stadium and Library summon spaces (one minion per space, S-BOARD-5); no classic room
// or boss has an action space before Level Up. Seat 0 (first player) therefore has exactly one
// legal space: the Hideout's summon space (space 11).
void minion_optional(const std::string& dir, bool optional) {
  Ruleset r = preset("super");
  r.minion_optional = optional;
  Scenario sc(r, 4, 11);
  sc.finish_super_setup();
  sc.clear_board();
  sc.set_market({});
  sc.set_boss(0, "BM001");
  sc.set_boss(1, "BM003");
  sc.set_boss(2, "BM004");
  sc.set_boss(3, "BM008");
  sc.set_first_player(0);
  sc.set_landmark("temple", {"BM056"});
  sc.set_landmark("stadium", {"BM062"});
  sc.set_landmark("library", {"BM068"});
  sc.set_landmark("hideout", {"BM074"});  // Joman, thief, 4 health
  sc.set_minion(1, "temple.summon");
  sc.set_minion(2, "stadium.summon");
  sc.set_minion(3, "library.summon");
  sc.start_city();
  const std::string name = optional ? "S-CITY-4_minion_optional-true_minion-may-stay-home"
                                    : "S-CITY-4_minion_optional-false_only-free-space-must-be-taken";
  const std::string expect =
      std::string(
          "Seat 0 takes a market card; its only legal minion space is the Hideout's summon space (heroes cover the "
          "other landmark spaces, IP-12; seats 1-3 hold the other summon spaces, S-BOARD-5; the Tavern is empty). ") +
      (optional
           ? "minion_optional true: the minion may stay home: seat 0 passes, so no minion_placed and no minion_effect "
             "for seat 0, and the Hideout's thief is not summoned."
           : "minion_optional false (000:230, the placement is imperative): seat 0 must place its minion on that "
             "space (minion_placed, space 11); in the minion phase it acts (minion_effect, space 11) and the "
             "Hideout's thief BM074 is summoned to the entrance seat 0 chooses (its own).");
  ScenarioWriter w(sc, name, {"S-CITY-4", "S-BOARD-5", "S-MINION-1"},
                   optional ? "minion_optional true: the minion may stay home"
                            : "minion_optional false: the minion must be placed on the only legal space",
                   expect);
  w.begin();
  w.act(first_legal(sc, "market_pick"));
  std::vector<json> spaces;
  for (json j : sc.legal_json())
    if (j.value("type", std::string()) == "place_minion") spaces.push_back(j);
  if (spaces.size() != 1 || spaces[0].value("space", std::string()) != "hideout.summon")
    throw std::runtime_error("minion_optional: seat 0 should have exactly the Hideout's summon space");
  if (optional) {
    w.expect_not({{"e", "minion_placed"}, {"player", 0}});
    w.expect_not({{"e", "minion_effect"}, {"player", 0}});
    w.expect_not({{"e", "summon"}, {"card", "BM074"}});
    w.act({{"type", "pass"}});
  } else {
    w.expect({{"e", "minion_placed"}, {"player", 0}, {"space", 11}});
    w.expect({{"e", "minion_effect"}, {"player", 0}, {"space", 11}});
    w.expect({{"e", "summon"}, {"player", 0}, {"card", "BM074"}, {"landmark", "hideout"}});
    w.act({{"type", "place_minion"}, {"space", "hideout.summon"}});
  }
  // Plays on past the minion phase (to the first decision after it): the other seats' market
  // picks, passes, and each summon into the summoner's own dungeon.
  const int r0 = sc.s.round;
  auto after_minions = [r0](const GameState& s) {
    return s.round != r0 || s.phase == Phase::bait || s.phase == Phase::adventure;
  };
  for (int guard = 0; guard < 200; ++guard) {
    if (!w.pass_until(after_minions)) break;
    if (after_minions(sc.s)) break;
    if (sc.decision() == bm::DecisionKind::market_pick) {
      w.act(first_legal(sc, "market_pick"));
    } else {
      json own;
      for (json j : sc.legal_json())
        if (j.value("type", std::string()) == "choose" && j.value("target_player", -1) == sc.to_move()) own = j;
      if (own.is_null())
        throw std::runtime_error("minion_optional: unexpected decision " + sc.engine.decision_name(sc.s) + " of seat " +
                                 std::to_string(sc.to_move()) + " round " + std::to_string(sc.s.round));
      own.erase("player");
      w.act(own);
    }
  }
  w.save(dir);
}

}  // namespace

// discard_piles (shared / separate) has no scenario: no event differs between its readings.
// The engine reads the discard pile in three ways, and none depends on the option: Xyzax and
// Dark Altar take "any card from the discard pile" from both piles together (all_discards,
// engine/abilities/common.cpp), Open Grave, King Croak and Cleopatra look for rooms, which are
// in the main pile under both readings, and the empty_deck reshuffle moves only cards of the
// drawn kind (take_top, engine/game/zones.cpp), so the same cards in the same relative order.
// Only the state differs (snapshot `spell_discard`, the state hash), which a scenario does not
// record.
int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"C-8_build_spells-active_then_others_kobold-strike-after-the-last-build",
           [](const std::string& d) { build_spells(d, false); }},
          {"C-8_build_spells-active_only_no-window-for-others-reveal-follows",
           [](const std::string& d) { build_spells(d, true); }},
          {"IP-35_active_priority_pit-kills-first-freeze-fizzles",
           [](const std::string& d) { answer_window(d, false); }},
          {"IP-35_cancel_only_freeze-resolves-the-pit-cannot-kill",
           [](const std::string& d) { answer_window(d, true); }},
          {"IP-48_active_priority_exhaustion-resolves-unanswered-nick-dies",
           [](const std::string& d) { resolution(d, false); }},
          {"IP-48_lifo_later-assassin-resolves-first-nick-survives", [](const std::string& d) { resolution(d, true); }},
          {"IP-49_eliminate_twelve-souls-five-wounds-loses", [](const std::string& d) { end_rule(d, false); }},
          {"IP-49_score_all_twelve-souls-five-wounds-wins-on-the-score",
           [](const std::string& d) { end_rule(d, true); }},
          {"C-7_empty_deck-draw_nothing_empty-room-deck-draws-nothing",
           [](const std::string& d) { empty_deck(d, false); }},
          {"C-7_empty_deck-reshuffle_discard_room-discards-become-the-deck",
           [](const std::string& d) { empty_deck(d, true); }},
          {"S-CITY-4_minion_optional-false_only-free-space-must-be-taken",
           [](const std::string& d) { minion_optional(d, false); }},
          {"S-CITY-4_minion_optional-true_minion-may-stay-home",
           [](const std::string& d) { minion_optional(d, true); }},
      });
}
