// Scenario corpus: the Super Boss Monster round after the build (S-MINION-1, S-BAIT-1, S-ADV-1,
// S-END-1, S-END-2), damage tokens (S-TOK-1..S-TOK-3), the two-treasure landmark drop
// (S-COMPAT-1), items in the city (S-COMPAT-2) and the interpretation points IP-9 (super_deck_out) and IP-10
// (token_supply), each reading in its own scenario. Every expectation below is what the cited rule dictates
// (docs/rules/super.md, rulebooks 000 and 002, docs/research/super-solo-notes.md);
// the writer only checks the engine agrees and places it in the log.
// Regenerate: build/tests/scenario_gen_super_round corpus/scenarios
#include <stdexcept>

#include "bm/cards/card_set.hpp"
#include "scenario_gen/scenario_writer.hpp"
#include "support/scenario.hpp"

using bm::Phase;
using bm::Ruleset;
using bm::test::Scenario;
using bm::test::ScenarioWriter;
using nlohmann::json;

// kCleric4.., preset, super_board, give (tests/support/scenario.hpp)
using namespace bm::test;

namespace {

// ---------------------------------------------------------------- S-MINION-1

// S-MINION-1 / S-7: minion effects clockwise from the first player (seat 1 holds the marker),
// then the market's leftovers are discarded.
void minion_effects_clockwise(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});  // Draculord cleric, King Croak fighter
  sc.set_first_player(1);
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_market({"BM046", "BM016"});  // Freeze and Golem Factory left in the market
  sc.deck_top("BM018");               // the room the Stadium space draws
  sc.set_minion(1, "stadium.draw_room");
  sc.set_minion(0, "hideout.treasure");
  sc.start_build();
  ScenarioWriter w(
      sc, "S-MINION-1_effects-clockwise-then-market-discarded", {"S-MINION-1", "S-7", "S-BOARD-3"},
      "Minion effects resolve clockwise from the first player, then the market is discarded",
      "Seat 1 holds the first-player marker: its minion on the Stadium's room space acts first and draws "
      "Neanderthal Cave (the top room); then seat 0's minion on the Hideout's treasure space gives Draculord a "
      "thief icon until end of round; then the two cards left in the market (Freeze, Golem Factory) are "
      "discarded.");
  w.begin();
  w.expect({{"e", "minion_effect"}, {"player", 1}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM018"}});
  w.expect({{"e", "minion_effect"}, {"player", 0}});
  w.expect({{"e", "boss_treasure"}, {"player", 0}, {"treasure", "thief"}, {"amount", 1}});
  w.expect({{"e", "market_discard"}, {"card", "BM046"}});
  w.expect({{"e", "market_discard"}, {"card", "BM016"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- S-BAIT-1

// S-BAIT-1: from the leftmost city hero; a tie and an unmatched hero stay in the city.
void bait_leftmost_ties_stay(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM003", "BM004", "BM001"});  // fighter 1, fighter 1, cleric 1
  sc.set_hand(0, {"BM009"});
  sc.set_city({kCleric4, kFighter4, kMage4});
  sc.start_build();
  ScenarioWriter w(sc, "S-BAIT-1_leftmost-first-ties-and-unmatched-stay", {"S-BAIT-1", "G-15"},
                   "City bait from the leftmost hero: a tie and an unmatched hero stay in the city",
                   "City row Nick (cleric), Boden (fighter), Tieg (mage). Nick goes to seat 2 (Draculord: cleric 1 "
                   "against 0, 0); Boden finds King Croak and Robobo tied at fighter 1 and stays (tie); Tieg matches "
                   "nobody and stays (no tie).");
  w.begin();
  w.expect({{"e", "bait"}, {"card", kCleric4}, {"player", 2}, {"value", 1}});
  w.expect({{"e", "hero_stays"}, {"card", kFighter4}, {"tie", 1}});
  w.expect({{"e", "hero_stays"}, {"card", kMage4}, {"tie", 0}});
  w.expect_not({{"e", "bait"}, {"card", kFighter4}});
  w.expect_not({{"e", "bait"}, {"card", kMage4}});
  w.pass_round();
  w.save(dir);
}

// S-BAIT-1: modifiers from action spaces count: the Stadium's treasure space breaks a tie.
void bait_treasure_space_counts(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM003", "BM004"});  // both fighter 1
  sc.set_hand(0, {"BM009"});
  sc.set_city({kFighter6});
  sc.set_minion(1, "stadium.treasure");
  sc.start_build();
  ScenarioWriter w(sc, "S-BAIT-1_treasure-space-counts-for-bait", {"S-BAIT-1", "S-BOARD-3", "G-15"},
                   "A treasure action space counts for bait",
                   "Both bosses show one fighter icon; seat 1's minion on the Stadium's treasure space adds a fighter "
                   "icon until end of round: 2 against 1, so Fire's Breath (fighter) goes to seat 1 with bait value 2 "
                   "instead of staying on a tie.");
  w.begin();
  w.expect({{"e", "boss_treasure"}, {"player", 1}, {"treasure", "fighter"}, {"amount", 1}});
  w.expect({{"e", "bait"}, {"card", kFighter6}, {"player", 1}, {"value", 2}});
  w.expect_not({{"e", "hero_stays"}, {"card", kFighter6}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- S-ADV-1

void adventure_clockwise(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_first_player(1);
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM011"});
  sc.set_dungeon(1, {"BM011"});
  sc.add_entrance(0, kFighter8);
  sc.add_entrance(1, kMage8);
  sc.start_build();
  ScenarioWriter w(sc, "S-ADV-1_adventure-clockwise-from-first-player", {"S-ADV-1", "S-7", "S-6"},
                   "Adventure turns go clockwise from the first player, not by XP",
                   "Seat 1 (King Croak, 800 XP) holds the first-player marker, seat 0 has Draculord (900 XP): seat 1's "
                   "hero Dartteon runs first (2 damage in Specter's Sanctum), then seat 0's Johnny (2 damage).");
  w.begin();
  w.expect({{"e", "enters_room"}, {"player", 1}, {"card", kMage8}});
  w.expect({{"e", "damage"}, {"player", 1}, {"card", kMage8}, {"amount", 2}});
  w.expect({{"e", "enters_room"}, {"player", 0}, {"card", kFighter8}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 2}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- S-END-1

void end_minions_home_marker(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_first_player(1);
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_minion(0, "temple.treasure");
  sc.set_minion(1, "stadium.treasure");
  sc.start_build();
  ScenarioWriter w(sc, "S-END-1_minions-home-marker-passes", {"S-END-1", "S-7"},
                   "End of round: the minions go home and the first-player marker passes clockwise",
                   "Both minions stood on treasure spaces this round; at the end of the round both go home and the "
                   "marker passes from seat 1 to the next seat clockwise, seat 0.");
  w.begin();
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "minion_home"}, {"player", 0}});
  w.expect({{"e", "minion_home"}, {"player", 1}});
  w.expect({{"e", "marker_pass"}, {"player", 0}});
  w.expect_not({{"e", "marker_pass"}, {"player", 1}});
  w.pass_round();
  w.save(dir);
}

// S-END-1 (000:378) / Q16: a hero sent back to the city arrives like a new hero at once: into
// the full city it pushes the leftmost hero out to its landmark, and it loses its damage.
void feared_hero_arrives_anew(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_dungeon(0, {"BM011", "BM011"});
  sc.set_hand(1, {"BM045"});       // Fear
  sc.set_city({kMage4, kThief4});  // full: 2 slots with 2 players
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  ScenarioWriter w(
      sc, "S-END-1_feared-hero-arrives-in-city-like-new", {"S-END-1", "S-CITY-2", "S-9"},
      "A hero sent back to the city arrives like a new hero",
      "Johnny (fighter, 8 health) runs seat 0's dungeon; seat 1 casts Fear on him. He "
      "goes back to the full city (Tieg, Joman): as a new arrival he pushes the leftmost hero, Tieg (mage), "
      "out to the Library and takes the freed right-end slot (slot 1), before the end of the round; he is "
      "not run again this round.");
  w.begin();
  bool cast = false;
  for (int guard = 0; guard < 50 && !cast; ++guard) {
    for (json j : sc.legal_json()) {
      if (j.value("type", std::string()) == "cast" && j.value("card", std::string()) == "BM045" &&
          j.value("target", std::string()) == kFighter8 && sc.to_move() == 1) {
        j.erase("player");
        w.expect({{"e", "cast"}, {"player", 1}, {"card", "BM045"}, {"target", kFighter8}});
        w.expect({{"e", "hero_to_town"}, {"card", kFighter8}});
        w.expect({{"e", "hero_to_landmark"}, {"card", kMage4}, {"landmark", "library"}});
        w.expect({{"e", "city_arrival"}, {"card", kFighter8}, {"slot", 1}});
        w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
        w.expect_not({{"e", "hero_wounds"}, {"card", kFighter8}});
        w.expect_not({{"e", "hero_killed"}, {"card", kFighter8}});
        w.act(j);
        cast = true;
        break;
      }
    }
    if (!cast) {
      // pass once (one recorded decision) and look again
      const int before = static_cast<int>(sc.s.actions);
      w.pass_until([before](const bm::GameState& s) { return static_cast<int>(s.actions) > before; });
    }
  }
  if (!cast) throw std::runtime_error("Fear was never castable on Johnny");
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- S-END-2

// S-END-2: 10 souls end the game only after the full round: the other player's adventure turn
// and the end of round still happen.
void ten_souls_after_full_round(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM018", "BM011"});  // 3 + 2 damage
  sc.set_dungeon(1, {"BM011"});           // 2 damage
  sc.add_entrance(0, kFighter4);
  sc.add_entrance(1, kFighter6);
  give(sc, 0, 9, 0, HeroOrder::highest_first, {kFighter4, kFighter6});
  sc.start_build();
  ScenarioWriter w(sc, "S-END-2_ten-souls-ends-after-the-full-round", {"S-END-2", "S-END-1", "S-ADV-1"},
                   "Ten souls end the game only after the full round",
                   "Seat 0 has 9 souls; Boden (4 health) dies in its dungeon (3 + 2 damage): the 10th soul. The game "
                   "does not stop: seat 1's Fire's Breath (6 health) still runs seat 1's dungeon (2 damage) and wounds "
                   "King Croak; the end of round passes the marker; only then the game ends with seat 0 the winner "
                   "(10 - 0 against 0 - 1).");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", kFighter4}});
  w.expect({{"e", "enters_room"}, {"player", 1}, {"card", kFighter6}});
  w.expect({{"e", "hero_wounds"}, {"player", 1}, {"card", kFighter6}});
  w.expect({{"e", "marker_pass"}, {"player", 1}});
  w.expect({{"e", "game_end"}, {"end_reason", "S-END-2.souls"}, {"player", 0}});
  w.pass_round();
  w.expect_result({{"winner", 0}, {"end_reason", "S-END-2.souls"}});
  w.save(dir);
}

// S-END-2 / D6: no elimination at 5 wounds in Super; the game goes on to the next round.
void no_elimination(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.add_entrance(0, kFighter4);  // no rooms: he reaches Draculord
  give(sc, 0, 0, 4, HeroOrder::highest_first, {kFighter4});
  sc.start_build();
  ScenarioWriter w(sc, "S-END-2_no-elimination-at-five-wounds", {"S-END-2"}, "Super has no elimination at five wounds",
                   "Seat 0 has 4 wounds and no room; Boden reaches Draculord: the 5th wound. Super eliminates nobody "
                   "(wounds only subtract from the score) and 5 wounds is no end condition: no elimination, no game "
                   "end, round 2 starts.");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", kFighter4}});
  w.expect({{"e", "round_start"}});
  w.expect_not({{"e", "eliminated"}});
  w.expect_not({{"e", "game_end"}});
  w.pass_round();
  w.save(dir);
}

// S-END-2: at a deck-out end every player is scored souls - wounds; the highest wins.
void deck_out_scores_everyone(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  give(sc, 0, 4, 3, HeroOrder::highest_first);  // 1
  give(sc, 1, 2, 0, HeroOrder::highest_first);  // 2
  sc.empty_hero_decks();
  sc.start_build();
  ScenarioWriter w(
      sc, "S-END-2_deck-out-souls-minus-wounds-for-everyone", {"S-END-2", "IP-9"},
      "At the end every player scores souls minus wounds",
      "The city deck is empty at the end-of-round check, so the game ends. Seat 0 has more souls (4) but 3 "
      "wounds: 4 - 3 = 1; seat 1 has 2 - 0 = 2 and wins.");
  w.begin();
  w.expect({{"e", "game_end"}, {"end_reason", "S-END-2.IP-9.empty_at_check"}, {"player", 1}});
  w.pass_round();
  w.expect_result({{"winner", 1}});
  w.save(dir);
}

// S-END-2: equal souls - wounds: the highest XP wins (the opposite of classic C-13).
void tie_highest_xp(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM003", "BM001"});  // King Croak 800 XP, Draculord 900 XP
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  give(sc, 0, 3, 1, HeroOrder::highest_first);  // 2
  give(sc, 1, 2, 0, HeroOrder::highest_first);  // 2
  sc.empty_hero_decks();
  sc.start_build();
  ScenarioWriter w(sc, "S-END-2_tie-goes-to-highest-xp", {"S-END-2", "IP-4"},
                   "Equal scores: the boss with the highest XP wins",
                   "The deck is empty at the check, the game ends. Both score 2 (3 - 1 and 2 - 0); Draculord (900 XP, "
                   "seat 1) beats King Croak (800 XP, seat 0) on the Super tie-break, highest XP.");
  w.begin();
  w.expect({{"e", "game_end"}, {"player", 1}});
  w.pass_round();
  w.expect_result({{"winner", 1}});
  w.save(dir);
}

// ---------------------------------------------------------------- IP-9 (super_deck_out)

// Round k starts with exactly 2 heroes for 2 players: both are revealed, the deck is empty.
Scenario two_left(const Ruleset& r) {
  Scenario sc = super_board(r, {"BM001", "BM003"});  // cleric, fighter: the mage and thief match nobody
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.empty_hero_decks();
  sc.deck_top(kMage4);
  sc.deck_top(kThief4);
  sc.start_build();
  return sc;
}

void ip9_empty_at_check(const std::string& dir) {
  Scenario sc = two_left(preset("super"));
  ScenarioWriter w(
      sc, "IP-9_empty_at_check_game-ends-after-last-reveal-round", {"IP-9", "S-END-2"},
      "IP-9 empty_at_check: the game ends after the round that emptied the city deck",
      "Reading of seed 002 (revealed heroes are no longer part of the deck): round 2 reveals the last two "
      "heroes (Joman, Tieg); at the end of round 2 the city deck is empty, so the game ends then; no round "
      "3.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", kThief4}});
  w.expect({{"e", "hero_revealed"}, {"card", kMage4}});
  w.pass_round();  // round 1 ends; round 2's city phase reveals the last two heroes
  w.expect({{"e", "game_end"}, {"end_reason", "S-END-2.IP-9.empty_at_check"}});
  w.expect_not({{"e", "round_start"}, {"round", 3}});
  w.play_to_end();
  w.expect_result({{"end_reason", "S-END-2.IP-9.empty_at_check"}, {"rounds", 2}});
  w.save(dir);
}

void ip9_failed_reveal(const std::string& dir) {
  Ruleset r = preset("super");
  r.deck_out_failed_reveal = true;
  Scenario sc = two_left(r);
  ScenarioWriter w(
      sc, "IP-9_failed_reveal_round-without-reveal-is-played", {"IP-9", "S-END-2"},
      "IP-9 failed_reveal: the game ends after a round whose reveal found the deck empty",
      "Reading of seed 000 (the game ends when heroes must be revealed and the deck is empty): round 2 "
      "reveals the last two heroes and the game goes on; round 3 must reveal and cannot (no hero_revealed), "
      "the market is still refilled and the round is played; the game ends after round 3.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", kThief4}});
  w.expect({{"e", "hero_revealed"}, {"card", kMage4}});
  w.pass_round();
  w.expect_not({{"e", "hero_revealed"}});
  w.expect({{"e", "round_start"}, {"round", 3}});
  w.expect({{"e", "market_refill"}});
  w.expect({{"e", "game_end"}, {"end_reason", "S-END-2.IP-9.failed_reveal"}});
  w.expect_not({{"e", "game_end"}, {"end_reason", "S-END-2.IP-9.empty_at_check"}});
  w.play_to_end();
  w.expect_result({{"end_reason", "S-END-2.IP-9.failed_reveal"}, {"rounds", 3}});
  w.save(dir);
}

// IP-9 failed_reveal, partial reveal (notes section 6): 1 hero left for 2 players: the reveal
// finds too few heroes, which counts as a failed reveal, so the game ends after that round.
void ip9_partial_reveal(const std::string& dir) {
  Ruleset r = preset("super");
  r.deck_out_failed_reveal = true;
  Scenario sc = super_board(r, {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.empty_hero_decks();
  sc.deck_top(kMage4);
  sc.start_build();
  ScenarioWriter w(sc, "IP-9_failed_reveal_partial-reveal-ends-that-round", {"IP-9", "S-END-2"},
                   "IP-9 failed_reveal: a partial reveal counts as a failed one",
                   "Round 2 must reveal 2 heroes (2 players) and the deck holds 1: Tieg is revealed, the second reveal "
                   "fails, so the game ends after round 2 (failed_reveal), not after a round 3.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", kMage4}});
  w.pass_round();
  w.expect({{"e", "game_end"}, {"end_reason", "S-END-2.IP-9.failed_reveal"}});
  w.expect_not({{"e", "round_start"}, {"round", 3}});
  w.play_to_end();
  w.expect_result({{"end_reason", "S-END-2.IP-9.failed_reveal"}, {"rounds", 2}});
  w.save(dir);
}

// ---------------------------------------------------------------- S-TOK

// S-TOK-1: each damage token adds 1 to the room's damage.
void tokens_add_damage(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM018"});  // Neanderthal Cave: 3 damage
  sc.set_tokens(0, 0, 2);
  sc.add_entrance(0, kFighter6);
  sc.start_build();
  ScenarioWriter w(sc, "S-TOK-1_tokens-add-one-damage-each", {"S-TOK-1"}, "Damage tokens add one damage each",
                   "Neanderthal Cave deals 3 and holds 2 damage tokens: 3 + 2 = 5 damage. Fire's Breath (6 health) "
                   "survives with 5 and wounds Draculord; without the tokens she would take only 3.");
  w.begin();
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter6}, {"amount", 5}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", kFighter6}});
  w.pass_round();
  w.save(dir);
}

// S-TOK-1 / S-BUILD-1: building on top of a room with tokens returns them; the new room deals
// its own damage only.
void covered_room_returns_tokens(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM016"});  // Golem Factory: 2 damage
  sc.set_tokens(0, 0, 2);
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  ScenarioWriter w(sc, "S-TOK-1_building-on-top-returns-tokens", {"S-TOK-1", "S-BUILD-1"},
                   "Building on a room with tokens returns them to the supply",
                   "Seat 0 builds Dark Altar (1 damage) on Golem Factory (2 damage) holding 2 tokens: the 2 tokens go "
                   "back to the supply and Johnny (8 health) takes only Dark Altar's 1 damage, not 1 + 2 nor Golem "
                   "Factory's 2 + 2.");
  w.begin();
  w.act({{"type", "build"}, {"card", "BM009"}, {"stack", 0}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 1}});
  w.expect_not({{"e", "damage"}, {"card", kFighter8}, {"amount", 3}});
  w.pass_round();
  w.save(dir);
}

// S-TOK-1: a deactivated room's tokens deal nothing (they are part of the room's damage).
void deactivated_tokens_nothing(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM046"});     // Freeze
  sc.set_dungeon(0, {"BM018"});  // Neanderthal Cave: 3 damage
  sc.set_tokens(0, 0, 3);
  sc.add_entrance(0, kFighter4);
  sc.start_build();
  ScenarioWriter w(sc, "S-TOK-1_deactivated-room-tokens-deal-nothing", {"S-TOK-1", "G-8"},
                   "A deactivated room's tokens deal nothing",
                   "Seat 1 freezes seat 0's Neanderthal Cave (3 damage + 3 tokens). The tokens are part of the room's "
                   "damage, so the deactivated room deals nothing at all: Boden (4 health, would die to 6) takes 0 "
                   "damage and wounds Draculord.");
  w.begin();
  const json freeze = {{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM018"}};
  w.pass_until([&](const bm::GameState&) { return sc.to_move() == 1 && sc.can(freeze); });
  w.expect({{"e", "deactivated"}, {"player", 0}, {"card", "BM018"}});
  w.act(freeze);
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter4}, {"amount", 0}, {"total", 0}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", kFighter4}});
  w.expect_not({{"e", "hero_killed"}, {"card", kFighter4}});
  w.pass_round();
  w.save(dir);
}

// S-TOK-2: a spell that says "token" places tokens; dungeon tokens go on rooms the owner picks.
void power_surge(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"}, 11, &bm::builtin_synthetic_super_cards());
  sc.set_hand(0, {"SYN-S01"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM011", "SYN-R02"});
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  ScenarioWriter w(
      sc, "S-TOK-2_token-spell-places-tokens-on-chosen-rooms", {"S-TOK-2", "S-TOK-1"},
      "A token spell puts damage tokens on rooms its caster chooses",
      "Seat 0 casts Synthetic Power Surge (1 damage token on each of up to two rooms) on Specter's Sanctum "
      "and the Token Trap: 1 token each. Johnny (8 health) takes 2 + 1 = 3 and 2 + 1 = 3: 6 in all, and "
      "wounds Draculord.");
  w.begin();
  w.act({{"type", "cast"}, {"card", "SYN-S01"}});
  w.pass_until([&](const bm::GameState&) { return sc.can({{"type", "choose"}, {"card", "BM011"}, {"stack", 0}}); });
  w.act({{"type", "choose"}, {"card", "BM011"}, {"stack", 0}});
  w.act({{"type", "choose"}, {"card", "SYN-R02"}, {"stack", 1}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 3}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 3}, {"total", 6}});
  w.pass_round();
  w.save(dir);
}

// S-TOK-2: a dungeon gaining a token: the owner puts it on a room of their choice, never the
// boss (the Synthetic Foreman's boss action space, open after Level Up).
void dungeon_token_owner_chooses(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"SYN-B01", "BM003"}, 11, &bm::builtin_synthetic_super_cards());
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM011", "SYN-R02"});
  sc.s.players[0].leveled_up = true;
  sc.set_minion(0, "boss");
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  ScenarioWriter w(sc, "S-TOK-2_dungeon-token-on-owners-chosen-room", {"S-TOK-2", "S-BOARD-5", "S-TOK-1"},
                   "A token the dungeon gains goes on a room its owner chooses",
                   "Seat 0's minion stands on the Synthetic Foreman's boss action space (open after Level Up): the "
                   "dungeon gains 1 damage token; seat 0 puts it on the Token Trap (stack 1), not on the boss. Johnny "
                   "takes 2 in Specter's Sanctum and 2 + 1 = 3 in the Token Trap.");
  w.begin();
  w.pass_until([&](const bm::GameState&) { return sc.can({{"type", "choose"}, {"card", "SYN-R02"}, {"stack", 1}}); });
  w.expect({{"e", "tokens"}, {"player", 0}, {"card", "SYN-R02"}, {"added", 1}, {"total", 1}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 2}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 3}});
  w.act({{"type", "choose"}, {"card", "SYN-R02"}, {"stack", 1}});
  w.pass_round();
  w.save(dir);
}

// S-TOK-2: other bonuses are temporary damage, not tokens: the Hideout's +2.
void hideout_bonus_not_tokens(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM003"});
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"BM011", "BM016"});  // 2 and 2 damage
  sc.set_minion(0, "hideout.temporary_damage");
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  ScenarioWriter w(sc, "S-TOK-2_hideout-bonus-is-temporary-not-tokens", {"S-TOK-2", "S-BOARD-3"},
                   "A bonus that does not say token is temporary damage, not tokens",
                   "Seat 0's minion on the Hideout's damage space: its last room, Golem Factory, deals +2 this round "
                   "(2 + 2 = 4; Johnny takes 2 then 4), but no damage token is placed.");
  w.begin();
  w.expect({{"e", "bonus"}, {"player", 0}, {"card", "BM016"}, {"amount", 2}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 2}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 4}});
  w.expect_not({{"e", "tokens"}});
  w.pass_round();
  w.save(dir);
}

// S-TOK-3: a health token changes the summoned hero's health by its printed value.
void summon_health_token(const std::string& dir) {
  Scenario sc = super_board(preset("solo"), {"BM005"});  // one dungeon: the summon has no choice
  sc.set_hand(0, {"BM009"});
  sc.set_dungeon(0, {"BM018", "BM011"});  // 3 + 2 = 5
  sc.set_landmark("stadium", {kFighter4});
  sc.set_minion(0, "stadium.summon");
  sc.start_build();
  ScenarioWriter w(
      sc, "S-TOK-3_summon-health-token-raises-health", {"S-TOK-3", "S-BOARD-3"},
      "A health token changes the hero's health by its printed value",
      "The Stadium's summon space carries a +2 health token (built-in board): Boden (4 health) summoned from "
      "the Stadium has 6 health this round. The dungeon deals 3 + 2 = 5 < 6: he survives and wounds "
      "Cerebellus (he would die with 4 health).");
  w.begin();
  w.expect({{"e", "summon"}, {"player", 0}, {"card", kFighter4}, {"landmark", "stadium"}, {"health_token", 2}});
  w.expect({{"e", "damage"}, {"card", kFighter4}, {"amount", 2}, {"total", 5}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", kFighter4}});
  w.expect_not({{"e", "hero_killed"}, {"card", kFighter4}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- IP-10 (token_supply)

Scenario forge_duel(const Ruleset& r) {
  Scenario sc = super_board(r, {"BM001", "BM003"}, 11, &bm::builtin_synthetic_super_cards());
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_dungeon(0, {"SYN-R01"});  // Synthetic Token Forge: 1 damage; its space adds a token
  sc.set_dungeon(1, {"SYN-R02"});
  sc.set_tokens(1, 0, 24);  // every token of seed 002's box is already on seat 1's room
  sc.set_minion(0, "room", 0);
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  return sc;
}

void ip10_unlimited(const std::string& dir) {
  Scenario sc = forge_duel(preset("super"));
  ScenarioWriter w(sc, "IP-10_0_unlimited-supply-forge-adds-token", {"IP-10", "S-TOK-1", "S-BOARD-5"},
                   "IP-10 unlimited supply: a token is placed however many are in play",
                   "token_supply 0 (unlimited): 24 tokens already lie on seat 1's room, yet seat 0's minion on its "
                   "Token Forge adds 1 token (total 1); Johnny takes 1 + 1 = 2 there.");
  w.begin();
  w.expect({{"e", "tokens"}, {"player", 0}, {"card", "SYN-R01"}, {"added", 1}, {"total", 1}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 2}});
  w.pass_round();
  w.save(dir);
}

void ip10_finite(const std::string& dir) {
  Ruleset r = preset("super");
  r.token_supply = 24;
  Scenario sc = forge_duel(r);
  ScenarioWriter w(
      sc, "IP-10_24_finite-supply-gain-is-lost", {"IP-10", "S-TOK-1", "S-BOARD-5"},
      "IP-10 finite supply of 24: with every token in play a gain is lost",
      "token_supply 24 (the count of seed 002): all 24 tokens already lie on seat 1's room, so the token "
      "from seat 0's Token Forge cannot be placed (no tokens event); Johnny takes only the Forge's printed "
      "1.");
  w.begin();
  w.expect({{"e", "minion_effect"}, {"player", 0}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 1}});
  w.expect_not({{"e", "tokens"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- S-COMPAT-1

// Both in the previous round (bait) and in the next city phase nobody matches the city heroes.
void two_icon_drop(const std::string& dir) {
  Scenario sc =
      super_board(preset("super"), {"BM001", "BM005"}, 11, &bm::builtin_synthetic_super_cards());  // cleric, mage
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_city({"SYN-H02", kFighter4});
  sc.set_landmark("stadium", {kFighter8});
  sc.empty_hero_decks();
  sc.deck_top(kThief6);  // second
  sc.deck_top(kThief4);  // first
  sc.start_build();
  ScenarioWriter w(
      sc, "S-COMPAT-1_two-icons-first-free-matching-landmark", {"S-COMPAT-1", "S-CITY-2"},
      "A hero with two treasure icons drops to the first free landmark of a matching type",
      "The full city (2 slots) holds the Synthetic Twin-Treasure Rogue (fighter + thief) and Boden. The "
      "next reveal, Joman, pushes the Rogue out: the first matching landmark from the left, the Stadium, is "
      "taken, so it goes to the Hideout (thief), not the Tavern. The second reveal pushes Boden (fighter only) "
      "out: the Stadium is taken, so the Tavern.");
  w.begin();
  w.expect({{"e", "hero_to_landmark"}, {"card", "SYN-H02"}, {"landmark", "hideout"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "tavern"}});
  w.expect_not({{"e", "hero_to_landmark"}, {"card", "SYN-H02"}, {"landmark", "tavern"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- IP-33 (D2)

// The city (2 slots) holds the Rogue (fighter + thief, printed thief first: icon_order) and Boden
// (fighter); the Stadium and the Hideout are free. Two reveals push both out.
Scenario two_icon_setup(const Ruleset& r) {
  Scenario sc = super_board(r, {"BM001", "BM005"}, 11, &bm::builtin_synthetic_super_cards());  // cleric, mage
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_city({"SYN-H02", kFighter4});
  sc.empty_hero_decks();
  sc.deck_top(kThief6);  // second
  sc.deck_top(kThief4);  // first
  sc.start_build();
  return sc;
}

void ip33_left_to_right(const std::string& dir) {
  Scenario sc = two_icon_setup(preset("super"));
  ScenarioWriter w(
      sc, "IP-33_left_to_right_two-icon-hero-takes-leftmost-match", {"IP-33", "S-COMPAT-1", "S-CITY-2"},
      "two_icon_landmark left_to_right: the first free matching landmark from the left",
      "Reading left_to_right (default, rulebook 002): Joman's reveal pushes the Synthetic Twin-Treasure Rogue "
      "(fighter + thief, thief printed first) out of the full city; the Stadium (fighter) is left of the Hideout "
      "(thief), so it goes to the Stadium. The second reveal pushes Boden (fighter) out: the Stadium is taken, so "
      "the Tavern.");
  w.begin();
  w.expect({{"e", "hero_to_landmark"}, {"card", "SYN-H02"}, {"landmark", "stadium"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "tavern"}});
  w.expect_not({{"e", "hero_to_landmark"}, {"card", "SYN-H02"}, {"landmark", "hideout"}});
  w.pass_round();
  w.save(dir);
}

void ip33_first_icon(const std::string& dir) {
  Ruleset r = preset("super");
  r.two_icons_first_icon = true;
  Scenario sc = two_icon_setup(r);
  ScenarioWriter w(
      sc, "IP-33_first_icon_two-icon-hero-takes-its-first-icon", {"IP-33", "S-COMPAT-1", "S-CITY-2"},
      "two_icon_landmark first_icon: the landmark of the first printed icon",
      "Reading first_icon (rulebook 000): the Synthetic Twin-Treasure Rogue prints thief first (icon_order), so "
      "when Joman's reveal pushes it out it goes to the free Hideout, not the Stadium. The second reveal pushes "
      "Boden (fighter) out to the Stadium, which is still free.");
  w.begin();
  w.expect({{"e", "hero_to_landmark"}, {"card", "SYN-H02"}, {"landmark", "hideout"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "stadium"}});
  w.expect_not({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "tavern"}});
  w.pass_round();
  w.save(dir);
}

void no_icon_to_tavern(const std::string& dir) {
  Scenario sc = super_board(preset("super"), {"BM001", "BM005"});  // cleric, mage
  sc.set_hand(0, {"BM009"});
  sc.set_hand(1, {"BM015"});
  sc.set_city({"BM080", kFighter4});  // The Fool: no treasure icon
  sc.empty_hero_decks();
  sc.deck_top(kThief6);
  sc.deck_top(kThief4);
  give(sc, 0, 1, 0, HeroOrder::highest_first,
       {"BM080", kFighter4, kThief4, kThief6});  // The Fool lures the player with the most souls
  give(sc, 1, 1, 0, HeroOrder::highest_first, {"BM080", kFighter4, kThief4, kThief6});  // a tie: he stays in the city
  sc.start_build();
  ScenarioWriter w(sc, "S-COMPAT-1_no-treasure-hero-goes-to-tavern", {"S-COMPAT-1", "S-CITY-2"},
                   "A hero with no treasure icon pushed out of the city goes to the Tavern",
                   "The Fool has no treasure icon (he stays in the city this round: both players have 1 soul, a tie). "
                   "The next reveal pushes him out of the full city: with no matching landmark he goes to the Tavern; "
                   "the second reveal pushes Boden (fighter) to the free Stadium.");
  w.begin();
  w.expect({{"e", "hero_to_landmark"}, {"card", "BM080"}, {"landmark", "tavern"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "stadium"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- S-COMPAT-2 (items, BM2-3 .. BM2-7)

// A Super table on the synthetic Super cards (which hold the synthetic items SYN-I07..I09): the
// setup's round 1 may already have revealed and given an item, so every item goes back to the
// item deck first; then each scenario places the items it names.
Scenario item_board(std::initializer_list<std::string> bosses) {
  Scenario sc = super_board(preset("super"), bosses, 11, &bm::builtin_synthetic_super_cards());
  for (const auto& hi : sc.s.hero_items) sc.s.item_deck.push_back(hi.item);
  sc.s.hero_items.clear();
  sc.s.item_deck.insert(sc.s.item_deck.end(), sc.s.items_waiting.begin(), sc.s.items_waiting.end());
  sc.s.items_waiting.clear();
  return sc;
}

// Until the build phase of the round `rounds` rounds after the current one.
std::function<bool(const bm::GameState&)> build_phase_after(const Scenario& sc, int rounds) {
  const int round = sc.s.round + rounds;
  return [round](const bm::GameState& s) { return s.round >= round && s.phase == Phase::build; };
}

// Plays on until `stop` holds: passes, takes the first market card, and stands the minion on the
// Hideout's or else the Temple's treasure space (thief, cleric: no bait for the fighter and mage
// heroes these scenarios keep in the city).
void play_until(ScenarioWriter& w, Scenario& sc, const std::function<bool(const bm::GameState&)>& stop) {
  for (int guard = 0; guard < 200; ++guard) {
    if (!w.pass_until(stop) || stop(sc.s)) return;
    json pick;
    for (const char* want : {"market_pick", "hideout.treasure", "temple.treasure"})
      for (json j : sc.legal_json()) {
        j.erase("player");
        if (pick.is_null() && (j.value("type", std::string()) == want || j.value("space", std::string()) == want))
          pick = j;
      }
    if (pick.is_null()) throw std::runtime_error("play_until: unexpected decision " + sc.engine.decision_name(sc.s));
    w.act(pick);
  }
}

void item_to_first_matching_city_hero(const std::string& dir) {
  Scenario sc = item_board({"BM007", "BM008", "BM006"});  // thief, thief, mage: nobody in the city
  sc.set_city({});
  sc.deck_top(kCleric6);   // third
  sc.deck_top(kCleric4);   // second
  sc.deck_top(kFighter4);  // first
  sc.deck_top("SYN-I07");  // the cleric item
  sc.start_build();
  ScenarioWriter w(sc, "S-COMPAT-2_item-to-first-matching-hero-in-the-city", {"S-COMPAT-2", "BM2-3", "S-CITY-2"},
                   "Each round one item goes to the first hero in the city with its treasure icon",
                   "Next round's city phase reveals Boden (fighter), Nick (cleric) and Acacia (cleric) into the empty "
                   "3-slot city, left to right; then one item (S-COMPAT-2), the cleric Synthetic City Charm, goes to "
                   "the first cleric from the left, Nick, not to Boden and not to Acacia.");
  w.begin();
  w.expect({{"e", "item_revealed"}, {"card", "SYN-I07"}});
  w.expect({{"e", "item_given"}, {"card", "SYN-I07"}, {"hero", kCleric4}});
  w.expect_not({{"e", "item_given"}, {"hero", kCleric6}});
  w.expect_not({{"e", "item_given"}, {"hero", kFighter4}});
  w.pass_until(build_phase_after(sc, 1));
  w.save(dir);
}

void item_waits_until_a_match(const std::string& dir) {
  Scenario sc = item_board({"BM007", "BM008"});  // both thief: a thief hero ties and stays
  sc.set_city({});
  sc.deck_top(kThief4);    // round +2, second
  sc.deck_top(kCleric4);   // round +2, first
  sc.deck_top(kMage4);     // round +1, second
  sc.deck_top(kFighter4);  // round +1, first
  sc.deck_top("SYN-I08");  // round +2: the thief item
  sc.deck_top("SYN-I07");  // round +1: the cleric item
  sc.start_build();
  ScenarioWriter w(
      sc, "S-COMPAT-2_item-waits-above-the-board-until-a-match", {"S-COMPAT-2", "BM2-3", "S-CITY-2"},
      "An item no hero in the city can carry waits above the board until a matching hero is revealed",
      "Next round the city gets Boden (fighter) and Tieg (mage); the cleric item waits (no cleric in the city). "
      "Both stay through bait (the thief bosses match neither). The round after, Nick (cleric) and Joman (thief) "
      "push them out to their landmarks; the thief item is revealed, then the waiting cleric item goes to Nick and "
      "the thief item to Joman.");
  w.begin();
  w.expect({{"e", "item_revealed"}, {"card", "SYN-I07"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "stadium"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kMage4}, {"landmark", "library"}});
  w.expect({{"e", "item_revealed"}, {"card", "SYN-I08"}});
  w.expect({{"e", "item_given"}, {"card", "SYN-I07"}, {"hero", kCleric4}});
  w.expect({{"e", "item_given"}, {"card", "SYN-I08"}, {"hero", kThief4}});
  w.expect_not({{"e", "item_given"}, {"hero", kFighter4}});
  w.expect_not({{"e", "item_given"}, {"hero", kMage4}});
  play_until(w, sc, build_phase_after(sc, 2));
  w.save(dir);
}

void landmark_hero_gets_none_keeps_its_own(const std::string& dir) {
  Scenario sc = item_board({"BM007", "BM008"});  // both thief: nobody in the city is lured
  sc.set_landmark("temple", {kCleric6});
  sc.set_city({kCleric4, kFighter4});
  sc.give_item(kCleric4, "SYN-I09");  // universal
  sc.deck_top(kMage4);                // second
  sc.deck_top(kThief4);               // first
  sc.deck_top("SYN-I07");             // the cleric item
  sc.start_build();
  ScenarioWriter w(
      sc, "S-COMPAT-2_landmark-hero-gets-no-item-but-keeps-its-own", {"S-COMPAT-2", "BM2-3", "S-CITY-2"},
      "Heroes at landmarks are not given items, but one that had an item keeps it",
      "Nick carries the universal Synthetic City Prism; Acacia (cleric) sits at the Temple without an item. Next "
      "round Joman pushes Nick out of the full 2-slot city (the Temple is taken: the Tavern), and he keeps his "
      "Prism there; Tieg pushes Boden to the Stadium. The cleric item revealed then finds no cleric in the city "
      "(Joman, Tieg) and waits: neither Acacia nor Nick at their landmarks gets it.");
  w.begin();
  w.expect({{"e", "hero_to_landmark"}, {"card", kCleric4}, {"landmark", "tavern"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kFighter4}, {"landmark", "stadium"}});
  w.expect({{"e", "item_revealed"}, {"card", "SYN-I07"}});
  w.expect_not({{"e", "item_given"}});
  w.expect_not({{"e", "item_face_down"}});
  w.expect_not({{"e", "item_gained"}});
  w.pass_until(build_phase_after(sc, 1));
  bool kept = false;
  for (const auto& hi : w.state().hero_items)
    kept = kept || (hi.hero == sc.card(kCleric4) && hi.item == sc.card("SYN-I09"));
  if (!kept) throw std::runtime_error("S-COMPAT-2: Nick no longer carries his Prism at the Tavern");
  w.save(dir);
}

void killed_hero_item_to_boss(const std::string& dir) {
  Scenario sc = item_board({"BM007", "BM008"});
  sc.set_dungeon(0, {"BM018", "BM016"});  // 3 + 2 damage
  sc.add_entrance(0, kFighter4);          // health 4
  sc.set_hand(0, {"BM046"});              // Freeze: a spell window before the hero enters
  sc.give_item(kFighter4, "SYN-I09");     // universal
  sc.start_adventure();
  ScenarioWriter w(sc, "S-COMPAT-2_killed-hero-item-to-the-boss", {"S-COMPAT-2", "BM2-7", "BM2-4"},
                   "In Super too, a defeated hero's item becomes the boss's (the usual item rules)",
                   "S-COMPAT-2 says to follow the usual rules for items, so BM2-7 applies: Boden dies in the second "
                   "room and his Prism goes to seat 0's scoring area as its active item.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"card", kFighter4}, {"player", 0}});
  w.expect({{"e", "item_gained"}, {"card", "SYN-I09"}, {"player", 0}, {"hero", kFighter4}});
  w.pass_until_phase(Phase::end_of_round);
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"S-MINION-1_effects-clockwise-then-market-discarded", minion_effects_clockwise},
          {"S-BAIT-1_leftmost-first-ties-and-unmatched-stay", bait_leftmost_ties_stay},
          {"S-BAIT-1_treasure-space-counts-for-bait", bait_treasure_space_counts},
          {"S-ADV-1_adventure-clockwise-from-first-player", adventure_clockwise},
          {"S-END-1_minions-home-marker-passes", end_minions_home_marker},
          {"S-END-1_feared-hero-arrives-in-city-like-new", feared_hero_arrives_anew},
          {"S-END-2_ten-souls-ends-after-the-full-round", ten_souls_after_full_round},
          {"S-END-2_no-elimination-at-five-wounds", no_elimination},
          {"S-END-2_deck-out-souls-minus-wounds-for-everyone", deck_out_scores_everyone},
          {"S-END-2_tie-goes-to-highest-xp", tie_highest_xp},
          {"IP-9_empty_at_check_game-ends-after-last-reveal-round", ip9_empty_at_check},
          {"IP-9_failed_reveal_round-without-reveal-is-played", ip9_failed_reveal},
          {"IP-9_failed_reveal_partial-reveal-ends-that-round", ip9_partial_reveal},
          {"S-TOK-1_tokens-add-one-damage-each", tokens_add_damage},
          {"S-TOK-1_building-on-top-returns-tokens", covered_room_returns_tokens},
          {"S-TOK-1_deactivated-room-tokens-deal-nothing", deactivated_tokens_nothing},
          {"S-TOK-2_token-spell-places-tokens-on-chosen-rooms", power_surge},
          {"S-TOK-2_dungeon-token-on-owners-chosen-room", dungeon_token_owner_chooses},
          {"S-TOK-2_hideout-bonus-is-temporary-not-tokens", hideout_bonus_not_tokens},
          {"S-TOK-3_summon-health-token-raises-health", summon_health_token},
          {"IP-10_0_unlimited-supply-forge-adds-token", ip10_unlimited},
          {"IP-10_24_finite-supply-gain-is-lost", ip10_finite},
          {"S-COMPAT-1_two-icons-first-free-matching-landmark", two_icon_drop},
          {"S-COMPAT-1_no-treasure-hero-goes-to-tavern", no_icon_to_tavern},
          {"IP-33_left_to_right_two-icon-hero-takes-leftmost-match", ip33_left_to_right},
          {"IP-33_first_icon_two-icon-hero-takes-its-first-icon", ip33_first_icon},
          {"S-COMPAT-2_item-to-first-matching-hero-in-the-city", item_to_first_matching_city_hero},
          {"S-COMPAT-2_item-waits-above-the-board-until-a-match", item_waits_until_a_match},
          {"S-COMPAT-2_landmark-hero-gets-no-item-but-keeps-its-own", landmark_hero_gets_none_keeps_its_own},
          {"S-COMPAT-2_killed-hero-item-to-the-boss", killed_hero_item_to_boss},
      });
}
