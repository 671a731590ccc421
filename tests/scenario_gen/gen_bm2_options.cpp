// Scenario corpus: both readings of the Boss Monster 2 interpretation points that are ruleset
// options and arise only with the printed cards (IP-40 hybrid_item, IP-42 end_of_round_order,
// IP-43 cannot_win_5_6, IP-44 another_castle; docs/rules/interpretation-points.md), each on the
// printed cards the bm2 presets play (`bm2+tools-of-hero-kind`) under the house reading of
// unknown facts (IP-50: the printed heroes' player-count icon is unknown). Each pair of scenarios plays one situation
// under the two readings and checks the outcome that differs between them; every expectation is what the cited rule and
// the reading say, the writer only checks that the engine agrees. The other Boss Monster 2 options: IP-39, IP-45 and
// IP-46 have theirs in gen_bm2.cpp; IP-47 (discard_piles) changes only which pile a card lies in, which no event,
// decision or result of a game shows; IP-50 (unknown_facts) refuses the set under `refuse`, so that reading has no game
// to record. Regenerate: build/tests/scenario_gen_bm2_options corpus/scenarios
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
using nlohmann::json;

namespace {

// The preset `base` with the house reading of unknown facts (IP-50), which the printed heroes
// need, named `name`; the caller sets the reading it plays.
Ruleset printed_rules(const std::string& name, const std::string& base = "bm2") {
  Ruleset r = preset(base);
  r.name = name;
  r.unknown_facts_house = true;
  return r;
}

Scenario printed_board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed) {
  return bm::test::board(r, bosses, seed, &bm::builtin_bm2_printed_cards());
}

// Plays the round out: stops at the next round's first decision.
void round_over(ScenarioWriter& w, int round) {
  w.pass_until([round](const GameState& s) { return s.round > round; });
}

// Passes every window until `a` is legal for the player to move, then takes it.
void when(ScenarioWriter& w, const Scenario& sc, const json& a) {
  w.pass_until([&sc, &a](const GameState&) { return sc.can(a); });
  w.act(a);
}

// IP-40 (BM2-3, BM2-12): Swordmage (TNL104, hybrid fighter + mage) waits in town before Hookshot
// Joe (fighter); next round's item is a fighter item. Seat 0 Angstigoth (thief), seat 1
// Torix Uz'Kali (cleric) lure neither of them, so both are still in town when the item comes (BM2-2).
void hybrid_item(const std::string& dir, bool never) {
  Ruleset r = printed_rules(never ? "bm2-house-hybrid-never" : "bm2-house");
  r.hybrid_item_never = never;
  Scenario sc = printed_board(r, {"TNL011", "TNL003"}, 40);
  sc.set_town({"TNL104", "TNL079"});
  sc.deck_top("THK007");  // a fighter item: the next round's
  sc.start_build();
  const std::string name = never ? "IP-40_never_the-fighter-item-passes-the-hybrid-to-hookshot-joe"
                                 : "IP-40_either_type_the-hybrid-takes-the-fighter-item";
  ScenarioWriter w(
      sc, name, {"IP-40", "BM2-3", "BM2-12"},
      never ? "hybrid_item never: a class item passes a hybrid hero by"
            : "hybrid_item either_type: a hybrid hero takes an item of one of its types",
      std::string("Swordmage (fighter and mage) waits in town before Hookshot Joe (fighter); next round one "
                  "fighter item is revealed. ") +
          (never ? "Under never only a universal item attaches to a hybrid hero: the item passes "
                   "Swordmage by and goes to Hookshot Joe."
                 : "Under either_type Swordmage shows the fighter icon and waits longest: the item "
                   "goes to Swordmage."));
  w.begin();
  w.expect({{"e", "item_revealed"}, {"card", "THK007"}});
  w.expect({{"e", "item_given"}, {"card", "THK007"}, {"hero", never ? "TNL079" : "TNL104"}});
  w.expect_not({{"e", "item_given"}, {"hero", never ? "TNL104" : "TNL079"}});
  const int round = sc.s.round;
  w.pass_until([round](const GameState& s) { return s.round > round && s.phase == Phase::build; });
  w.save(dir);
}

// IP-42 (BM2-25, BM2-24, C-11): seat 0 (Shellda) has five rooms, Blockpile Puzzle (TNL047) among
// them (built on the Spiked Pit); its Spawn Point was deactivated this round before its fifth room was revealed, so
// the dungeon counts four rooms (G-8) and the Level Up waits for the end of the round, when the Spawn Point reopens.
// Seat 1 (Angstigoth, acts first) has no room: Shellda's Level Up asks nothing of it, and the hero at its entrance
// reaches its boss. At the end of the round the Puzzle makes seat 0 destroy a room: it destroys the Barbarian Hall.
void end_of_round_order(const std::string& dir, bool before) {
  Ruleset r = printed_rules(before ? "bm2-house-triggers-before-expiry" : "bm2-house");
  r.end_triggers_before_expiry = before;
  Scenario sc = printed_board(r, {"TNL005", "TNL011"}, 42);
  sc.set_dungeon(0, {"TNL025", "TNL024", "TNL033", "TNL044", "TNL055"});
  sc.stack_on(0, 3, "TNL047");                    // Blockpile Puzzle (advanced thief) on the Pit
  sc.s.players[0].dungeon[0].deactivated = true;  // the frozen Spawn Point
  sc.add_entrance(1, "TNL079");
  sc.set_hand(0, {"TNL061"});  // Lightning Bolt!: spell windows for seat 0 (never cast here)
  sc.start_adventure();
  const std::string name = before ? "IP-42_before_expiry_the-puzzle-leaves-four-rooms-no-level-up"
                                  : "IP-42_turn_order_after_expiry_the-reopened-dungeon-levels-up-first";
  ScenarioWriter w(
      sc, name, {"IP-42", "BM2-25", "BM2-24", "G-10"},
      before ? "end_of_round_order before_expiry: the end-of-round triggers act before the rooms reopen"
             : "end_of_round_order turn_order_after_expiry: the end-of-round triggers act after the rooms reopen",
      std::string("Seat 0 has five rooms, its Spawn Point deactivated, so its Level Up waits for the end of the "
                  "round; its Blockpile Puzzle must destroy a room then, and seat 0 picks the Barbarian Hall. ") +
          (before ? "Under before_expiry the Barbarian Hall is destroyed first; when the Spawn Point reopens the "
                    "dungeon has "
                    "four rooms: no Level Up."
                  : "Under turn_order_after_expiry the Spawn Point reopens, the five rooms level Shellda up, and then "
                    "the Barbarian Hall is destroyed."));
  w.begin();
  const int round = sc.s.round;
  if (before) {
    w.expect({{"e", "destroyed"}, {"card", "TNL024"}, {"player", 0}});
    w.expect({{"e", "reactivated"}, {"card", "TNL025"}, {"player", 0}});
    w.expect_not({{"e", "level_up"}, {"player", 0}});
  } else {
    w.expect({{"e", "reactivated"}, {"card", "TNL025"}, {"player", 0}});
    w.expect({{"e", "level_up"}, {"player", 0}});
    w.expect({{"e", "destroyed"}, {"card", "TNL024"}, {"player", 0}});
  }
  when(w, sc, {{"type", "choose"}, {"card", "TNL024"}, {"stack", 1}});
  round_over(w, round);
  w.save(dir);
}

// IP-43 (BM2-30, BM2-8): five players. Seat 0 (Shellda, acts last) has 7 souls, and its dungeon
// (Spawn Point 2, Barbarian Hall 3) kills the three 4-Health heroes at its entrance. Once the
// third has come in, seat 1 casts Meddling Kids! (its second option) on seat 0: seat 0 cannot
// win this round, and it reaches 10 souls.
void cannot_win_five_players(const std::string& dir, bool no_effect) {
  Ruleset r = printed_rules(no_effect ? "bm2-6p-house-cannot-win-no-effect" : "bm2-6p-house", "bm2-6p");
  r.cannot_win_no_effect = no_effect;
  Scenario sc = printed_board(r, {"TNL005", "TNL011", "TNL003", "TNL007", "TNL006"}, 43);
  sc.set_dungeon(0, {"TNL024", "TNL025"});
  for (const char* h : {"TNL073", "TNL079", "TNL091"}) sc.add_entrance(0, h);
  bm::test::give(sc, 0, 7, 0, bm::test::HeroOrder::highest_first, {"TNL073", "TNL079", "TNL091"});
  sc.set_hand(1, {"TNL062"});  // Meddling Kids!
  sc.start_adventure();
  const std::string name = no_effect ? "IP-43_no_effect_five-players-the-souls-end-the-game"
                                     : "IP-43_blocks_end_five-players-the-game-goes-on";
  ScenarioWriter w(sc, name, {"IP-43", "BM2-30", "BM2-8"},
                   no_effect ? "cannot_win_5_6 no_effect: at five players \"cannot win this round\" does nothing"
                             : "cannot_win_5_6 blocks_end: at five players the player's souls do not end the game",
                   std::string("Five players; seat 0 has 7 souls and kills three heroes, the third after seat 1 cast "
                               "Meddling Kids! on it: seat 0 has 10 souls and cannot win this round. ") +
                       (no_effect ? "Under no_effect the souls end the game at this round's end; everyone is scored "
                                    "and seat 0's 10 souls are the best."
                                  : "Under blocks_end they do not end the game this round: round 2 begins."));
  w.begin();
  w.expect({{"e", "cast"}, {"card", "TNL062"}, {"player", 1}});
  w.expect({{"e", "hero_killed"}, {"card", "TNL091"}, {"player", 0}});
  json cast;
  w.pass_until([&sc, &cast](const GameState&) {
    for (json j : sc.legal_json())
      if (j["type"] == "cast" && j["card"] == "TNL062" && j.value("option", 0) == 1) {
        j.erase("player");
        cast = j;
        return true;
      }
    return false;
  });
  if (no_effect) {
    w.act(cast);
    w.pass_until([](const GameState& s) { return s.over; });
    w.expect_result({{"winner", 0}, {"end_reason", "BM2-8.souls"}});
  } else {
    w.expect({{"e", "round_start"}, {"round", sc.s.round + 1}});
    w.expect_not({{"e", "game_end"}});
    w.act(cast);
    w.pass_until([](const GameState& s) { return s.round > 1 && s.phase == Phase::build; });
  }
  w.save(dir);
}

// IP-44 (BM2-33, C-10): seat 1 (Angstigoth, 475 XP) has its adventure turn before seat 0 (Shellda,
// 425 XP). The fighter (8 Health) takes 2 in seat 1's Spawn Point; seat 1 casts Another Castle
// and sends it to seat 0, whose turn is still to come.
void another_castle(const std::string& dir, bool waits) {
  Ruleset r = printed_rules(waits ? "bm2-house-castle-always-waits" : "bm2-house");
  r.castle_always_waits = waits;
  Scenario sc = printed_board(r, {"TNL005", "TNL011"}, 44);
  sc.set_dungeon(1, {"TNL025", "TNL024"});
  sc.set_dungeon(0, {"TNL033", "TNL044"});
  sc.add_entrance(1, "TNL084");  // Health 8
  sc.set_hand(1, {"TNL057"});    // Another Castle
  sc.start_adventure();
  const std::string name = waits ? "IP-44_always_waits_the-moved-hero-waits-for-the-next-round"
                                 : "IP-44_runs_if_to_come_the-moved-hero-runs-that-dungeon-this-round";
  ScenarioWriter w(sc, name, {"IP-44", "BM2-33", "C-10"},
                   waits ? "another_castle always_waits: a moved hero waits for the next adventure phase"
                         : "another_castle runs_if_to_come: a moved hero runs a dungeon whose turn is to come",
                   std::string("Seat 1 sends the fighter from its Spawn Point to seat 0, whose adventure turn is "
                               "still to come. ") +
                       (waits ? "Under always_waits it stays at seat 0's entrance this round and wounds no one."
                              : "Under runs_if_to_come it runs seat 0's rooms this round and wounds seat 0."));
  w.begin();
  const int round = sc.s.round;
  w.pass_until(
      [&sc](const GameState& s) { return s.run.player == 1 && s.run.in_room && s.run.room == 0 && sc.to_move() == 1; });
  w.expect({{"e", "hero_to_entrance"}, {"card", "TNL084"}, {"player", 0}, {"by", 1}});
  w.expect_not({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL024"}});
  if (waits) {
    w.expect_not({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL044"}});
    w.expect_not({{"e", "hero_wounds"}, {"card", "TNL084"}});
  } else {
    w.expect({{"e", "enters_room"}, {"card", "TNL084"}, {"room", "TNL044"}});
    w.expect({{"e", "hero_wounds"}, {"card", "TNL084"}, {"player", 0}});
  }
  w.act({{"type", "cast"}, {"card", "TNL057"}, {"target_player", 0}, {"target", "TNL084"}});
  round_over(w, round);
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  using Make = std::function<void(const std::string&)>;
  auto both = [](void (*make)(const std::string&, bool), bool reading) -> Make {
    return [make, reading](const std::string& d) { make(d, reading); };
  };
  return bm::test::run_generator(
      argc, argv,
      {
          {"IP-40_either_type_the-hybrid-takes-the-fighter-item", both(hybrid_item, false)},
          {"IP-40_never_the-fighter-item-passes-the-hybrid-to-hookshot-joe", both(hybrid_item, true)},
          {"IP-42_turn_order_after_expiry_the-reopened-dungeon-levels-up-first", both(end_of_round_order, false)},
          {"IP-42_before_expiry_the-puzzle-leaves-four-rooms-no-level-up", both(end_of_round_order, true)},
          {"IP-43_blocks_end_five-players-the-game-goes-on", both(cannot_win_five_players, false)},
          {"IP-43_no_effect_five-players-the-souls-end-the-game", both(cannot_win_five_players, true)},
          {"IP-44_runs_if_to_come_the-moved-hero-runs-that-dungeon-this-round", both(another_castle, false)},
          {"IP-44_always_waits_the-moved-hero-waits-for-the-next-round", both(another_castle, true)},
      });
}
