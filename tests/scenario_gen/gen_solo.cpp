// Scenario corpus: Super Boss Monster solo mode (SO-1 .. SO-8) and the interpretation point
// IP-13 (challenge_slot3), one scenario per reading. Every expectation below is what the cited
// rule dictates (docs/rules/solo.md, rulebooks 000 and 002,
// docs/research/super-solo-notes.md); the writer only checks the engine agrees and places it in
// the log. Regenerate: build/tests/scenario_gen_solo corpus/scenarios
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

// A solo board with one boss and a room in hand (so the build phase asks for a decision).
Scenario solo(const Ruleset& r, const std::string& boss, const bm::CardSet* cs = nullptr) {
  Scenario sc = super_board(r, {boss}, 11, cs);
  sc.set_hand(0, {"BM009"});
  return sc;
}
Scenario solo(const std::string& preset_name, const std::string& boss) { return solo(preset(preset_name), boss); }

// ---------------------------------------------------------------- SO-1

// SO-1: one player, two bosses dealt, one kept; the ordinary heroes with the 4-player icon are
// out of the city deck.
void setup_keep_one_boss(const std::string& dir) {
  Scenario sc("solo", 1, 5);
  if (sc.decision() != bm::DecisionKind::choose_boss)
    throw std::runtime_error("solo setup does not start with the boss choice");
  std::vector<std::string> dealt;
  for (const auto& e : sc.events_of("deal_boss")) dealt.push_back(e.value("card", std::string()));
  if (dealt.size() != 2) throw std::runtime_error("solo setup: not two bosses dealt");
  ScenarioWriter w(sc, "SO-1_solo-setup-keep-one-of-two-bosses", {"SO-1", "SO-2", "SO-3"},
                   "Solo setup: one player keeps one of two bosses, plays with the reduced city deck",
                   "The single player was dealt two bosses and keeps the second; the first leaves the game. After the "
                   "first build (a pass) round 1 refills the market with 1 spell and 2 rooms (SO-3) and reveals 3 "
                   "heroes (SO-2), none of them an ordinary hero with the 4-player icon (SO-1 removes Pugi, Romero, "
                   "Jarek, Crystol and A'lan, Brandork, Koey, Lance Uppercut, Jerome).");
  w.begin();
  w.expect({{"e", "boss_chosen"}, {"player", 0}, {"card", dealt[1]}});
  w.expect({{"e", "market_refill"}});
  w.expect({{"e", "market_refill"}});
  w.expect({{"e", "market_refill"}});
  w.expect({{"e", "hero_revealed"}});
  w.expect({{"e", "hero_revealed"}});
  w.expect({{"e", "hero_revealed"}});
  for (const char* id : {"BM057", "BM061", "BM063", "BM067", "BM069", "BM073", "BM075", "BM079"})
    w.expect_not({{"e", "hero_revealed"}, {"card", id}});
  w.act({{"type", "choose_boss"}, {"card", dealt[1]}});
  w.pass_until([](const bm::GameState& s) { return s.decision.kind == bm::DecisionKind::market_pick; });
  w.save(dir);
}

// ---------------------------------------------------------------- SO-2

void three_heroes_per_round(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");  // Cerebellus: mage
  sc.empty_hero_decks();
  sc.deck_top(kThief8);
  sc.deck_top(kCleric6);
  sc.deck_top(kFighter6);
  sc.deck_top(kCleric4);  // first
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-2_three-heroes-a-round-fill-city-from-left", {"SO-2", "S-CITY-2"},
      "Solo: three heroes are revealed each round",
      "Round 2's city phase reveals exactly 3 heroes (Nick, Fire's Breath, Acacia) into the empty 4-slot solo "
      "city, slots 0, 1, 2 from the left (queue arrival); the fourth hero of the deck (Sir Digby) waits.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", kCleric4}});
  w.expect({{"e", "city_arrival"}, {"card", kCleric4}, {"slot", 0}});
  w.expect({{"e", "hero_revealed"}, {"card", kFighter6}});
  w.expect({{"e", "city_arrival"}, {"card", kFighter6}, {"slot", 1}});
  w.expect({{"e", "hero_revealed"}, {"card", kCleric6}});
  w.expect({{"e", "city_arrival"}, {"card", kCleric6}, {"slot", 2}});
  w.expect_not({{"e", "hero_revealed"}, {"card", kThief8}});
  w.pass_round();
  w.save(dir);
}

void overflow_first_free_landmark(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");  // mage 1: the thieves and the fighter stay in the city
  sc.set_city({kThief4, kThief6, kThief8, kFighter4});
  sc.set_landmark("temple", {kCleric4});
  sc.empty_hero_decks();
  sc.deck_top(kMage6);
  sc.deck_top(kMage4);
  sc.deck_top(kCleric6);  // first
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-2_overflow-to-first-free-landmark-from-left", {"SO-2", "S-CITY-2"},
      "Solo: a hero pushed out of the city goes to the first free landmark from the left",
      "The 4-slot city is full of three thieves and Boden, the Temple is taken. Each of the 3 reveals pushes "
      "the leftmost hero out to the first free landmark from the left, whatever its treasure: Joman "
      "(thief) to the Stadium, Jesta (thief) to the Library, Sir Digby (thief) to the Hideout; none to "
      "the Tavern.");
  w.begin();
  w.expect({{"e", "hero_to_landmark"}, {"card", kThief4}, {"landmark", "stadium"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kThief6}, {"landmark", "library"}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kThief8}, {"landmark", "hideout"}});
  w.expect_not({{"e", "hero_to_landmark"}, {"landmark", "tavern"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- SO-3

void market_one_spell_two_rooms(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  sc.deck_top("BM016");  // second room
  sc.deck_top("BM018");  // first room
  sc.deck_top("BM046");  // the spell
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-3_market-one-spell-two-rooms-two-discarded", {"SO-3", "S-MINION-1", "S-CITY-4"},
      "Solo market: 1 spell + 2 rooms; the two cards not taken are discarded",
      "Round 2's market is refilled with the top spell (Freeze) and the top two rooms (Neanderthal Cave, "
      "Golem Factory). The player takes Freeze and places the minion on the Stadium's treasure space; after "
      "the minion phase both rooms left are discarded.");
  w.begin();
  w.expect({{"e", "market_refill"}, {"card", "BM046"}});
  w.expect({{"e", "market_refill"}, {"card", "BM018"}});
  w.expect({{"e", "market_refill"}, {"card", "BM016"}});
  w.pass_round();
  w.expect({{"e", "market_pick"}, {"player", 0}, {"card", "BM046"}});
  w.expect({{"e", "minion_effect"}, {"player", 0}});
  w.expect({{"e", "market_discard"}, {"card", "BM018"}});
  w.expect({{"e", "market_discard"}, {"card", "BM016"}});
  w.act({{"type", "market_pick"}, {"card", "BM046"}});
  w.act({{"type", "place_minion"}, {"space", "stadium.treasure"}});
  w.pass_until([](const bm::GameState& s) { return s.phase == Phase::bait || s.phase == Phase::adventure; });
  w.save(dir);
}

void temple_yields_one(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  sc.deck_top("BM016");
  sc.deck_top("BM018");
  sc.deck_top("BM046");
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-3_temple-space-yields-only-one-card", {"SO-3", "S-BOARD-3", "S-MINION-1"},
      "Solo: the Temple space still takes only one card from the market",
      "Market: Freeze, Neanderthal Cave, Golem Factory. The player takes Freeze and puts the minion on the "
      "Temple's market space: in the minion phase it takes one more card (Neanderthal Cave), not both; the "
      "last card, Golem Factory, is discarded.");
  w.begin();
  w.pass_round();
  w.act({{"type", "market_pick"}, {"card", "BM046"}});
  w.act({{"type", "place_minion"}, {"space", "temple.market_card"}});
  w.expect({{"e", "market_pick"}, {"player", 0}, {"card", "BM018"}});
  w.expect({{"e", "market_discard"}, {"card", "BM016"}});
  w.expect_not({{"e", "market_pick"}, {"card", "BM016"}});
  w.pass_until([&](const bm::GameState&) { return sc.can({{"type", "choose"}, {"card", "BM018"}}); });
  w.act({{"type", "choose"}, {"card", "BM018"}});
  w.pass_until([](const bm::GameState& s) { return s.phase == Phase::bait || s.phase == Phase::adventure; });
  w.save(dir);
}

// ---------------------------------------------------------------- SO-4

void slot2_needs_two(const std::string& dir) {
  Scenario sc = solo("solo", "BM001");  // Draculord: cleric 1
  sc.set_dungeon(0, {"BM027"});         // Bottomless Pit: thief 1
  sc.set_city({kCleric4, kThief4});
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-4_slot-one-needs-one-slot-two-needs-two", {"SO-4", "S-BAIT-1"},
      "Solo bait: city slot 1 needs 1 matching treasure, slot 2 needs 2",
      "Draculord shows cleric 1 and the Bottomless Pit thief 1. Nick (cleric) in slot 1 needs 1: lured with "
      "value 1. Joman (thief) in slot 2 needs 2 and the dungeon has thief 1: he stays in the city.");
  w.begin();
  w.expect({{"e", "bait"}, {"player", 0}, {"card", kCleric4}, {"value", 1}});
  w.expect({{"e", "hero_stays"}, {"card", kThief4}});
  w.expect_not({{"e", "bait"}, {"card", kThief4}});
  w.pass_round();
  w.save(dir);
}

void slot4_needs_four(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");    // Cerebellus: mage, no cleric, no thief
  sc.set_dungeon(0, {"BM030", "BM030"});  // Jackpot Stash x2: thief 4
  sc.set_city({kCleric4, kCleric6, kCleric8, kThief4});
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-4_slot-four-lured-with-four-treasure", {"SO-4", "S-BAIT-1"},
      "Solo bait: city slot 4 needs 4 matching treasure",
      "Two Jackpot Stashes give thief 4. The three clerics (slots 1-3) match nothing and stay; Joman (thief) "
      "in slot 4 needs 4 and finds 4: lured with value 4.");
  w.begin();
  w.expect({{"e", "bait"}, {"player", 0}, {"card", kThief4}, {"value", 4}});
  w.expect_not({{"e", "bait"}, {"card", kCleric4}});
  w.pass_round();
  w.save(dir);
}

void landmark_hero_not_lured(const std::string& dir) {
  Scenario sc = solo("solo", "BM007");    // Cleopatra: thief 1
  sc.set_dungeon(0, {"BM030", "BM030"});  // thief 1 + 4 = 5
  sc.set_landmark("temple", {kThief4});
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-4_landmark-hero-needs-a-minion", {"SO-4", "S-BOARD-4"},
      "Solo: a landmark hero is never lured by treasure",
      "Joman (thief) sits on the Temple; the dungeon shows thief 5, more than any slot needs, but landmark "
      "heroes still need a minion on the summon space: no bait, he stays on the Temple.");
  w.begin();
  w.expect({{"e", "phase"}, {"phase", "bait"}});
  w.expect({{"e", "phase"}, {"phase", "adventure"}});
  w.expect_not({{"e", "bait"}, {"card", kThief4}});
  w.expect_not({{"e", "hero_to_entrance"}, {"card", kThief4}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- SO-5

void token_cap_four(const std::string& dir) {
  Scenario sc = solo(preset("solo"), "BM005", &bm::builtin_synthetic_super_cards());
  sc.set_dungeon(0, {"SYN-R01"});  // Synthetic Token Forge: 1 damage
  sc.set_tokens(0, 0, 4);
  sc.set_minion(0, "room", 0);
  sc.add_entrance(0, kFighter8);
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-5_room-holds-at-most-four-tokens", {"SO-5", "S-TOK-1"}, "Solo: a room holds at most 4 damage tokens",
      "The Token Forge already holds 4 tokens; the minion on it would add a 5th, but the solo cap is 4: no "
      "token is placed. Johnny takes 1 + 4 = 5, not 6.");
  w.begin();
  w.expect({{"e", "minion_effect"}, {"player", 0}});
  w.expect({{"e", "damage"}, {"player", 0}, {"card", kFighter8}, {"amount", 5}});
  w.expect_not({{"e", "tokens"}});
  w.pass_round();
  w.save(dir);
}

// SO-5 (as narrowed by the seeds, 000:624, 002:1122: rooms): a room action that affects other
// players can be built and used but does nothing.
void other_player_room_effect_nothing(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  sc.set_hand(0, {"BM011"});  // Specter's Sanctum: on build, a chosen opponent discards a random spell
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-5_room-effect-on-other-players-does-nothing", {"SO-5"},
      "Solo: a room effect on other players can be used but does nothing",
      "The single player builds Specter's Sanctum (on build: a chosen opponent discards a random spell). The "
      "room is built, but there is no other player: nobody discards.");
  w.begin();
  w.expect({{"e", "room_built"}, {"player", 0}, {"card", "BM011"}});
  w.expect_not({{"e", "discard"}});
  w.act({{"type", "build"}, {"card", "BM011"}, {"stack", "new"}});
  w.pass_round();
  w.save(dir);
}

// SO-5 (rulebook 000 l. 624, rulebook 002 l. 1120-1124): a room ACTION that affects other
// players may still be played in solo and has no effect; its cost is paid. Torture Chamber's cost
// (destroy this room) uncovers the room beneath and triggers the Recycling Center.
void unaimed_room_action(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  sc.set_dungeon(0, {"BM016", "BM029"});  // Golem Factory, Dizzygas Hallway (thief)
  sc.stack_on(0, 1, "BM031");             // Recycling Center (advanced, thief) on the Hallway
  sc.stack_on(0, 0, "BM038");             // Torture Chamber on top of Golem Factory
  sc.set_hand(0, {"BM009", "BM046"});
  sc.deck_top("BM035");
  sc.deck_top("BM018");
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-5_torture-chamber-used-with-no-opponent", {"SO-5", "G-17", "G-7"},
      "Solo: Torture Chamber's action is used, its cost paid, and does nothing",
      "Rulebook 000 l. 624 and rulebook 002 l. 1120-1124: a room action that affects other players may still be "
      "played in solo, with no effect. The single player activates Torture Chamber (destroy this room: a chosen "
      "opponent discards a random room) with no target player: the room is destroyed, Golem Factory beneath it is "
      "on top again, and the Recycling Center (another room of yours destroyed) draws the two top rooms, "
      "Neanderthal Cave and Dragon Hatchery. Nobody discards: there is no opponent, and the player's own hand (Dark "
      "Altar, "
      "Freeze) is not touched.");
  w.begin();
  w.expect({{"e", "activated"}, {"player", 0}, {"card", "BM038"}, {"stack", 0}});
  w.expect({{"e", "destroyed"}, {"player", 0}, {"card", "BM038"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM018"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM035"}});
  w.expect_not({{"e", "discard"}});
  w.act({{"type", "activate"}, {"card", "BM038"}, {"stack", 0}});
  w.pass_until([](const bm::GameState& s) { return s.decision.kind == bm::DecisionKind::choose; });
  w.act({{"type", "choose"}, {"option", 1}});  // the Recycling Center's "may": yes
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- SO-6, SO-7

void tavern_ends_at_once(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");  // mage 1: nobody in the city is lured this round
  give(sc, 0, 3, 1, HeroOrder::highest_first,
       {kCleric6, kFighter4, kMage4, kThief4, kCleric8, kFighter6, kMage6, kThief6, kFighter8, kMage8, kThief8});
  solo_city_before_the_tavern(sc);
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-6_hero-into-tavern-ends-the-game-at-once", {"SO-6", "SO-7", "SO-2"},
      "Solo: a hero moved into the Tavern ends the game immediately",
      "The city and the four single landmarks are full. Round 2's first reveal (Johnny) pushes Acacia out; "
      "no landmark is free, so she goes to the Tavern and the game ends at once: no second reveal, no "
      "market pick. Score 3 souls - 1 wound = 2: title Kobold (0-6).");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", kFighter8}});
  w.expect({{"e", "hero_to_landmark"}, {"card", kCleric6}, {"landmark", "tavern"}});
  w.expect({{"e", "game_end"}, {"end_reason", "SO-6.tavern"}});
  w.expect_not({{"e", "hero_revealed"}, {"card", kMage8}});
  w.expect_not({{"e", "market_pick"}});
  w.pass_round();
  w.expect_result({{"end_reason", "SO-6.tavern"}, {"score", 2}, {"title", "Kobold"}});
  w.save(dir);
}

void five_wounds_finish_round(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  sc.add_entrance(0, kFighter4);
  sc.add_entrance(0, kCleric4);
  give(sc, 0, 0, 4, HeroOrder::highest_first, {kFighter4, kCleric4});
  sc.start_build();
  ScenarioWriter w(sc, "SO-6_five-wounds-finish-the-round", {"SO-6", "SO-7"},
                   "Solo: the 5th wound ends the game after the round",
                   "4 wounds and no room: Boden reaches Cerebellus (5th wound) and the round goes on: Nick still runs "
                   "and wounds too (6th); then the end of round, then the game ends. Score 0 - 6 = -6: Loser (< 0).");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"card", kFighter4}});
  w.expect({{"e", "hero_wounds"}, {"card", kCleric4}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "game_end"}, {"end_reason", "SO-6.wounds"}});
  w.pass_round();
  w.expect_result({{"end_reason", "SO-6.wounds"}, {"score", -6}, {"title", "Loser"}});
  w.save(dir);
}

void deck_empty_ends_that_round(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  give(sc, 0, 7, 0, HeroOrder::highest_first, {kThief4, kMage4, kFighter4});
  sc.empty_hero_decks();
  sc.deck_top(kThief4);
  sc.deck_top(kMage4);
  sc.deck_top(kFighter4);
  sc.start_build();
  ScenarioWriter w(sc, "SO-6_deck-empty-ends-after-that-round", {"SO-6", "SO-7", "SO-2"},
                   "Solo: the game ends after the round in which the last hero was revealed",
                   "Round 2 reveals the last 3 heroes of the city deck; that round is finished (market, minion, bait, "
                   "adventure, end of round) and then the game ends; there is no round 3. Score 7 - 0 = 7: Minion "
                   "(7-12).");
  w.begin();
  w.pass_round();
  w.expect({{"e", "game_end"}, {"end_reason", "SO-6.deck_empty"}});
  w.expect_not({{"e", "round_start"}, {"round", 3}});
  w.play_to_end();
  w.expect_result({{"end_reason", "SO-6.deck_empty"}, {"rounds", 2}, {"score", 7}, {"title", "Minion"}});
  w.save(dir);
}

void ten_souls_do_not_end(const std::string& dir) {
  Scenario sc = solo("solo", "BM005");
  sc.set_dungeon(0, {"BM018", "BM011"});  // 3 + 2
  sc.add_entrance(0, kFighter4);
  give(sc, 0, 9, 0, HeroOrder::highest_first, {kFighter4});
  sc.start_build();
  ScenarioWriter w(
      sc, "SO-6_ten-souls-do-not-end-solo", {"SO-6"}, "Solo: 10 souls do not end the game",
      "With 9 souls, Boden (4 health) dies in the dungeon (3 + 2): the 10th soul. In solo 10 souls is no end "
      "condition: round 2 starts, no game end.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", kFighter4}});
  w.expect({{"e", "round_start"}, {"round", 2}});
  w.expect_not({{"e", "game_end"}});
  w.pass_round();
  w.save(dir);
}

// ---------------------------------------------------------------- SO-8, IP-13

void challenge_slot1_needs_two(const std::string& dir) {
  Scenario sc = solo("solo-challenge", "BM001");  // cleric 1
  sc.set_city({kCleric4});
  sc.start_build();
  ScenarioWriter w(sc, "SO-8_challenge-slot-one-needs-two", {"SO-8", "SO-4"},
                   "Solo challenge: city slot 1 needs 2 matching treasure",
                   "Challenge mode: Nick (cleric) in slot 1 needs 2; Draculord shows cleric 1, enough in the normal "
                   "game (1) but not here: he stays in the city.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", kCleric4}});
  w.expect_not({{"e", "bait"}, {"card", kCleric4}});
  w.pass_round();
  w.save(dir);
}

void challenge_title_true(const std::string& dir) {
  Scenario sc = solo("solo-challenge", "BM005");
  sc.add_entrance(0, kFighter4);
  give(sc, 0, 16, 4, HeroOrder::highest_first, {kFighter4});
  sc.start_build();
  ScenarioWriter w(sc, "SO-8_challenge-title-gets-true-prefix", {"SO-8", "SO-7", "SO-6"},
                   "Solo challenge: the title gets the prefix True",
                   "16 souls and 4 wounds; Boden reaches Cerebellus (no room): the 5th wound, the game ends after the "
                   "round. Score 16 - 5 = 11: Minion (7-12), in challenge mode True Minion.");
  w.begin();
  w.expect({{"e", "game_end"}, {"end_reason", "SO-6.wounds"}});
  w.pass_round();
  w.expect_result({{"score", 11}, {"title", "True Minion"}});
  w.save(dir);
}

// The thief in city slot 3 with exactly 3 thief treasure.
Scenario slot3_three(const Ruleset& r) {
  Scenario sc = solo(r, "BM005");         // mage: no cleric, no thief
  sc.set_dungeon(0, {"BM030", "BM027"});  // thief 2 + 1 = 3
  sc.set_city({kCleric4, kCleric6, kThief4});
  sc.start_build();
  return sc;
}

void ip13_four(const std::string& dir) {
  Scenario sc = slot3_three(preset("solo-challenge"));
  ScenarioWriter w(
      sc, "IP-13_4_challenge-slot-three-needs-four", {"IP-13", "SO-8"},
      "IP-13 challenge_slot3 4: slot 3 needs 4 matching treasure",
      "Reading of seed 002 (2, 3, 4, 5): Joman (thief) in slot 3 needs 4; the dungeon shows thief 3 (Jackpot "
      "Stash 2 + Bottomless Pit 1): he stays in the city.");
  w.begin();
  w.expect({{"e", "hero_stays"}, {"card", kThief4}});
  w.expect_not({{"e", "bait"}, {"card", kThief4}});
  w.pass_round();
  w.save(dir);
}

void ip13_three(const std::string& dir) {
  Scenario sc = slot3_three(preset("solo-challenge-3"));
  ScenarioWriter w(sc, "IP-13_3_challenge-slot-three-needs-three", {"IP-13", "SO-8"},
                   "IP-13 challenge_slot3 3: slot 3 needs 3 matching treasure",
                   "The other reading (seed 000 is silent; 2, 3, 3, 5): Joman (thief) in slot 3 needs 3; the dungeon "
                   "shows thief 3: he is lured with value 3.");
  w.begin();
  w.expect({{"e", "bait"}, {"player", 0}, {"card", kThief4}, {"value", 3}});
  w.pass_round();
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"SO-1_solo-setup-keep-one-of-two-bosses", setup_keep_one_boss},
          {"SO-2_three-heroes-a-round-fill-city-from-left", three_heroes_per_round},
          {"SO-2_overflow-to-first-free-landmark-from-left", overflow_first_free_landmark},
          {"SO-3_market-one-spell-two-rooms-two-discarded", market_one_spell_two_rooms},
          {"SO-3_temple-space-yields-only-one-card", temple_yields_one},
          {"SO-4_slot-one-needs-one-slot-two-needs-two", slot2_needs_two},
          {"SO-4_slot-four-lured-with-four-treasure", slot4_needs_four},
          {"SO-4_landmark-hero-needs-a-minion", landmark_hero_not_lured},
          {"SO-5_room-holds-at-most-four-tokens", token_cap_four},
          {"SO-5_room-effect-on-other-players-does-nothing", other_player_room_effect_nothing},
          {"SO-5_torture-chamber-used-with-no-opponent", unaimed_room_action},
          {"SO-6_hero-into-tavern-ends-the-game-at-once", tavern_ends_at_once},
          {"SO-6_five-wounds-finish-the-round", five_wounds_finish_round},
          {"SO-6_deck-empty-ends-after-that-round", deck_empty_ends_that_round},
          {"SO-6_ten-souls-do-not-end-solo", ten_souls_do_not_end},
          {"SO-8_challenge-slot-one-needs-two", challenge_slot1_needs_two},
          {"SO-8_challenge-title-gets-true-prefix", challenge_title_true},
          {"IP-13_4_challenge-slot-three-needs-four", ip13_four},
          {"IP-13_3_challenge-slot-three-needs-three", ip13_three},
      });
}
