// Scenario corpus: Boss Monster 2 (seed 004, digest BM2-1..BM2-9) and its options IP-45,
// IP-46 and IP-51 on the synthetic bm2 cards (engine/cards/data/bm2_synthetic.json); the Crash
// Landing readings for five or six players, IP-30 crash_landing (BM2-42) and IP-6 end_when_empty
// (BM2-43), each beside the default reading, on the same cards; the dark heroes' IP-39 on the
// printed cards the bm2 presets play (bm2+tools-of-hero-kind). Every expectation below is what
// the cited rule says; the writer only checks that the engine agrees.
// Regenerate: build/tests/scenario_gen_bm2 corpus/scenarios
#include <algorithm>
#include <functional>
#include <stdexcept>

#include "bm/cards/card_set.hpp"
#include "bm/log/action_json.hpp"
#include "scenario_gen/scenario_writer.hpp"
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

// A cleared board on the synthetic bm2 cards (items, the star hero, the portable room).
Scenario bm2_board(const Ruleset& r, std::initializer_list<std::string> bosses) {
  return bm::test::board(r, bosses, 11, &bm::builtin_synthetic_bm2_cards());
}

// BM2-3: the item goes to the first hero in town sharing its icon; the star hero never gets one.
void item_to_first_matching_hero(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_town({"BM056", "SYN-H04", "BM062"});  // cleric; star fighter; fighter (no dungeon lures them)
  sc.deck_top("SYN-I02");                      // a fighter item: the next round's
  sc.start_build();
  ScenarioWriter w(sc, "BM2-3_item-to-first-matching-hero-never-star", {"BM2-3", "BM2-2"},
                   "An item goes to the first hero in town that shares its treasure icon, never to a star hero",
                   "Next round two players reveal one item (BM2-2): the fighter item skips the cleric and the star "
                   "fighter and goes to Boden the Pantless.");
  w.begin();
  w.expect({{"e", "item_revealed"}, {"card", "SYN-I02"}});
  w.expect({{"e", "item_given"}, {"card", "SYN-I02"}, {"hero", "BM062"}});
  w.expect_not({{"e", "item_given"}, {"hero", "SYN-H04"}});
  const int round = sc.s.round;
  w.pass_until([round](const GameState& s) { return s.round > round && s.phase == Phase::build; });
  w.save(dir);
}

// BM2-2 (seed 004 l. 21-28): at the beginning of a bm2 round each player first draws a room, in
// turn order; only then are the heroes revealed (one per player, ordinary first), then the items
// (one with two players), which BM2-3 hands out.
void beginning_draw_then_heroes_then_items(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM004", "BM001"});  // Robobo 400, Draculord 900: seat 1 first
  sc.deck_top("SYN-I02");                                      // a fighter item
  for (const char* h : {"BM068", "BM062"}) sc.deck_top(h);     // BM062 (fighter) on top
  for (const char* r : {"BM016", "BM018"}) sc.deck_top(r);     // BM018 on top
  sc.start_build();
  ScenarioWriter w(sc, "BM2-2_rooms-drawn-before-heroes-and-items", {"BM2-2", "BM2-3"},
                   "A bm2 round begins with the room draws, then the heroes, then the items",
                   "At the next beginning phase each player draws a room in turn order (Draculord 900, seat 1: "
                   "BM018; Robobo 400, seat 0: BM016); then one hero per player is revealed (BM062, BM068); then "
                   "one item (two players), SYN-I02, which goes to the fighter BM062.");
  w.begin();
  w.expect({{"e", "round_start"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM018"}});
  w.expect({{"e", "draw"}, {"player", 0}, {"card", "BM016"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM062"}});
  w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
  w.expect({{"e", "item_revealed"}, {"card", "SYN-I02"}});
  w.expect({{"e", "item_given"}, {"card", "SYN-I02"}, {"hero", "BM062"}});
  const int round = sc.s.round;
  w.pass_until([round](const GameState& s) { return s.round > round && s.phase == Phase::build; });
  w.save(dir);
}

// BM2-7: a killed hero's item becomes its boss's active item.
void killed_hero_item_to_boss(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM018", "BM016"});  // 3 + 2 damage
  sc.add_entrance(0, "BM062");            // health 4
  sc.set_hand(0, {"BM046"});              // Freeze: a spell window before the hero enters
  sc.give_item("BM062", "SYN-I02");
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-7_killed-hero-item-to-the-boss", {"BM2-7", "BM2-4"},
                   "A defeated hero's item becomes the boss's",
                   "Boden dies in the second room; his item goes to seat 0's scoring area as its active item.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"card", "BM062"}, {"player", 0}});
  w.expect({{"e", "item_gained"}, {"card", "SYN-I02"}, {"player", 0}, {"hero", "BM062"}});
  w.pass_until_phase(Phase::end_of_round);
  w.save(dir);
}

// BM2-7: a surviving hero's item goes face down to the wounded boss's scoring area.
void surviving_hero_item_face_down(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM035"});  // no damage
  sc.add_entrance(0, "BM060");
  sc.set_hand(0, {"BM046"});
  sc.give_item("BM060", "SYN-I01");
  sc.start_adventure();
  ScenarioWriter w(
      sc, "BM2-7_surviving-hero-item-face-down", {"BM2-7"}, "A surviving hero's item goes face down",
      "Delatorious reaches the boss alive: a wound for seat 0, and his item face down in seat 0's scoring area.");
  w.begin();
  w.expect({{"e", "hero_wounds"}, {"card", "BM060"}, {"player", 0}});
  w.expect({{"e", "item_face_down"}, {"card", "SYN-I01"}, {"player", 0}, {"hero", "BM060"}});
  w.expect_not({{"e", "item_gained"}});
  w.pass_until_phase(Phase::end_of_round);
  w.save(dir);
}

// BM2-4: the active item is used like a spell, then turned face down.
void item_used_like_a_spell(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM018"});
  sc.set_dungeon(1, {"BM016"});
  sc.add_entrance(0, "BM060");
  sc.set_active_item(0, "SYN-I05");  // acts as Freeze
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-4_item-used-like-a-spell-then-face-down", {"BM2-4", "BM2-7"},
                   "A boss uses its active item like a spell, then turns it face down",
                   "Before the hero enters (BM2-7), seat 0 uses its Prism as Freeze on seat 1's room: the room is "
                   "deactivated and the item turned face down.");
  w.begin();
  // Like a spell leaving for the discard pile as it resolves (G-16), the item turns face down
  // as it resolves, before its effect.
  w.expect({{"e", "cast"}, {"card", "SYN-I05"}, {"player", 0}});
  w.expect({{"e", "item_face_down"}, {"card", "SYN-I05"}, {"player", 0}});
  w.expect({{"e", "resolved"}, {"card", "SYN-I05"}});
  w.expect({{"e", "deactivated"}, {"card", "BM016"}, {"player", 1}});
  w.act({{"type", "cast"}, {"card", "SYN-I05"}, {"stack", 0}, {"target", "BM016"}, {"target_player", 1}});
  w.pass_until_phase(Phase::end_of_round);
  w.save(dir);
}

// BM2-4: a second active item: the boss chooses which to keep; the other goes face down.
void second_item_keep_one(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM056");
  sc.set_hand(0, {"BM046"});
  sc.give_item("BM056", "SYN-I01");
  sc.set_active_item(0, "SYN-I05");
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-4_second-item-choose-which-to-keep", {"BM2-4", "BM2-7"},
                   "Gaining a second item: keep one, the other face down",
                   "Seat 0 already has the Prism; killing Nick gains the Holy Charm; seat 0 keeps the Charm and the "
                   "Prism goes face down.");
  w.begin();
  w.pass_until([](const GameState& s) { return s.decision.kind == bm::DecisionKind::choose; });
  w.expect({{"e", "item_face_down"}, {"card", "SYN-I05"}, {"player", 0}});
  w.act({{"type", "choose"}, {"card", "SYN-I01"}});
  w.pass_until_phase(Phase::end_of_round);
  w.save(dir);
}

// BM2-5: a portable room goes back to hand in the build phase.
void portable_room_back(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_dungeon(0, {"SYN-R03", "BM010"});
  sc.set_dungeon(1, {"BM010"});
  sc.set_hand(0, {"BM011"});
  sc.start_build();
  ScenarioWriter w(sc, "BM2-5_portable-room-back-to-hand", {"BM2-5"}, "A portable room goes back to its owner's hand",
                   "In the build phase seat 0 takes the Folding Lair back, then builds it again as a new stack.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "room_returned"}, {"card", "SYN-R03"}, {"player", 0}});
  w.act({{"type", "take_back"}, {"card", "SYN-R03"}, {"stack", 0}});
  w.expect({{"e", "room_placed"}, {"card", "SYN-R03"}, {"player", 0}});
  w.act({{"type", "build"}, {"card", "SYN-R03"}, {"stack", "new"}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

// BM2-6: with 5 players tied heroes are split among the tied players; the excess stays.
void tie_split_five_players(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2-6p"), {"BM008", "BM007", "BM005", "BM006", "BM001"});  // no fighter icon
  sc.set_dungeon(0, {"BM016"});
  sc.set_dungeon(1, {"BM018"});
  sc.set_town({"BM062", "BM064", "BM065"});
  sc.start_build();  // nobody builds; then the bait
  // Turn order (BM2-1: by XP): seat 0 (Robobo 500) is after seat 1 (850): seat 1 first.
  std::vector<int> tied;
  for (int p : sc.s.order)
    if (p == 0 || p == 1) tied.push_back(p);
  ScenarioWriter w(sc, "BM2-6_tied-heroes-split-at-five-players", {"BM2-6", "G-15"},
                   "Five players: tied heroes are dealt among the tied players",
                   "Seats 0 and 1 tie with one fighter icon each: the first fighter goes to the tied player first in "
                   "turn order, the second to the other, the third stays in town.");
  w.begin();
  w.expect({{"e", "bait"}, {"card", "BM062"}, {"player", tied[0]}});
  w.expect({{"e", "bait"}, {"card", "BM064"}, {"player", tied[1]}});
  w.expect({{"e", "hero_stays"}, {"card", "BM065"}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

// BM2-8: 5-6 players: no elimination; the best souls - wounds wins once someone has 10 souls.
void five_players_best_score_wins(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2-6p"), {"BM008", "BM004", "BM005", "BM006", "BM001"});
  for (const char* h : {"BM056", "BM057", "BM058", "BM059", "BM060"}) sc.add_score(0, h, false);
  for (const char* h : {"BM081", "BM082", "BM083", "BM084", "BM085"}) sc.add_score(1, h, true);
  for (const char* h : {"BM086", "BM087"}) sc.add_score(1, h, false);
  for (const char* h : {"BM088", "BM089", "BM090", "BM091"}) sc.add_score(2, h, true);
  sc.set_dungeon(0, {"BM035"});  // a hero wounds seat 0 once more (6 wounds) before the check
  sc.add_entrance(0, "BM061");
  sc.set_hand(0, {"BM046"});
  sc.start_adventure();
  ScenarioWriter w(sc, "BM2-8_five-players-best-souls-minus-wounds", {"BM2-8"},
                   "Five players: no elimination, the best souls minus wounds wins",
                   "Seat 0 ends the round with 6 wounds but stays; seat 1 reached 10 souls with 4 wounds (6); seat 2 "
                   "has 8 souls and no wound (8) and wins.");
  w.begin();
  w.expect_not({{"e", "eliminated"}});
  w.pass_until([](const GameState& s) { return s.over; });
  w.expect_result({{"winner", 2}, {"end_reason", "BM2-8.souls"}});
  w.save(dir);
}

// BM2-9 home rule: the sixth room gives no Level Up.
void seventh_room_no_level_up(const std::string& dir) {
  Ruleset r = preset("bm2");
  r.name = "bm2-seven-rooms";
  r.seven_rooms = true;
  Scenario sc = bm2_board(r, {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM035", "BM010", "BM011", "BM012", "BM016"});
  sc.s.players[0].leveled_up = true;
  sc.set_hand(0, {"BM018"});
  sc.start_build();
  ScenarioWriter w(
      sc, "BM2-9_sixth-room-no-level-up", {"BM2-9", "G-2", "G-10"},
      "Seven-room dungeon: a sixth room, and no Level Up for it",
      "Under the home rule seat 0 builds a sixth stack; Level Up fires only on a fifth room, never the sixth.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.expect({{"e", "room_built"}, {"card", "BM018"}, {"player", 0}});
  w.expect_not({{"e", "level_up"}});
  w.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

// IP-45: four players reveal two items a round. Nick (cleric) waits in town; the next round
// reveals Boden (fighter) first, then Tiegand (mage), and the items are a cleric item, then a
// fighter item. after_heroes (rulebook 004, BM2-2): the heroes first, then the items, each to the
// longest-waiting hero that can carry it. before_heroes (the Tools of Hero-Kind rules card, FAQ,
// UG; BM2-35): the items first (the cleric item to Nick; the fighter item waits), then the
// heroes, and Boden takes the waiting fighter item. Both give the same items to the same heroes.
void item_reveal_order(const std::string& dir, bool before) {
  Ruleset r = preset("bm2");
  r.items_before_heroes = before;
  Scenario sc = bm2_board(r, {"BM008", "BM004", "BM005", "BM006"});
  sc.set_town({"BM056"});                                       // Nick the Masher, cleric
  for (const char* h : {"BM068", "BM062"}) sc.deck_top(h);      // Boden (fighter) on top, then Tiegand (mage)
  for (const char* i : {"SYN-I02", "SYN-I01"}) sc.deck_top(i);  // the cleric item on top, then the fighter item
  sc.start_build();
  const std::string name = before ? "IP-45_before_heroes_items-to-waiting-heroes-then-new-heroes-take-them"
                                  : "IP-45_after_heroes_heroes-revealed-then-items-handed-out";
  ScenarioWriter w(sc, name, {"IP-45", "BM2-2", "BM2-3", "BM2-35"},
                   before ? "Items revealed before the heroes (Tools of Hero-Kind rules card, FAQ, UG)"
                          : "Items revealed after the heroes (rulebook 004)",
                   std::string("Next round four players reveal four heroes (Boden the Pantless, fighter, first) and "
                               "two items (a cleric item, then a fighter item); Nick the Masher, cleric, waits in "
                               "town. ") +
                       (before ? "item_reveal: before_heroes: the cleric item goes to Nick and the fighter item waits "
                                 "before any hero comes out; Boden, revealed next, takes the fighter item."
                               : "item_reveal: after_heroes: the heroes come out first; then the cleric item goes "
                                 "to Nick, waiting longest, and the fighter item to Boden."));
  w.begin();
  // BM2-2: the round's items are revealed together, then handed out (BM2-3).
  if (before) {
    w.expect({{"e", "item_revealed"}, {"card", "SYN-I01"}});
    w.expect({{"e", "item_revealed"}, {"card", "SYN-I02"}});
    w.expect({{"e", "item_given"}, {"card", "SYN-I01"}, {"hero", "BM056"}});
    w.expect({{"e", "hero_revealed"}, {"card", "BM062"}});
    w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
    w.expect({{"e", "item_given"}, {"card", "SYN-I02"}, {"hero", "BM062"}});
  } else {
    w.expect({{"e", "hero_revealed"}, {"card", "BM062"}});
    w.expect({{"e", "hero_revealed"}, {"card", "BM068"}});
    w.expect({{"e", "item_revealed"}, {"card", "SYN-I01"}});
    w.expect({{"e", "item_revealed"}, {"card", "SYN-I02"}});
    w.expect({{"e", "item_given"}, {"card", "SYN-I01"}, {"hero", "BM056"}});
    w.expect({{"e", "item_given"}, {"card", "SYN-I02"}, {"hero", "BM062"}});
  }
  const int round = sc.s.round;
  w.pass_until([round](const GameState& s) { return s.round > round && s.phase == Phase::build; });
  w.save(dir);
}

// IP-46: seat 0's dungeon (Neanderthal Cave 3, Golem Factory 2) kills Boden (4 health), who
// carries the Synthetic Whetstone (as Giant Size: a Monster Room +3 damage this round); seat 0
// gains it (BM2-7). Delatorious (8 health) comes next. at_once (rulebook 004): before he enters,
// seat 0 uses the Whetstone on the Cave: 6 + 2 = 8 damage kill him. next_round (UG): the item
// waits for the next round; 5 damage, he reaches the boss and wounds seat 0.
void boss_item_use(const std::string& dir, bool next) {
  Ruleset r = preset("bm2");
  r.item_next_round = next;
  Scenario sc = bm2_board(r, {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM062");  // Boden the Pantless, 4 health
  sc.add_entrance(0, "BM060");  // Delatorious, 8 health
  sc.give_item("BM062", "SYN-I02");
  sc.set_hand(0, {"BM046"});  // Freeze: spell windows for seat 0 (never cast here)
  sc.start_adventure();
  const std::string name = next ? "IP-46_next_round_gained-item-waits-the-next-hero-survives"
                                : "IP-46_at_once_gained-item-used-before-the-next-hero";
  ScenarioWriter w(sc, name, {"IP-46", "BM2-4", "BM2-7", "BM2-37"},
                   next ? "A boss item gained this round is used from the next round (UG)"
                        : "A boss item gained this round is usable at once (rulebook 004)",
                   std::string("Boden dies in seat 0's dungeon (Cave 3, Factory 2) and seat 0 gains his Whetstone "
                               "(as Giant Size); Delatorious, 8 health, comes next. ") +
                       (next ? "boss_item_use: next_round: the Whetstone cannot be used this round; Delatorious "
                               "takes 5 damage, reaches the boss and wounds seat 0."
                             : "boss_item_use: at_once: before he enters seat 0 uses the Whetstone on the Cave "
                               "(+3): 6 + 2 = 8 damage kill him."));
  w.begin();
  w.expect({{"e", "hero_killed"}, {"card", "BM062"}, {"player", 0}});
  w.expect({{"e", "item_gained"}, {"card", "SYN-I02"}, {"player", 0}, {"hero", "BM062"}});
  if (next) {
    w.expect_not({{"e", "cast"}, {"card", "SYN-I02"}});
    w.expect({{"e", "hero_wounds"}, {"card", "BM060"}, {"player", 0}});
  } else {
    w.expect({{"e", "cast"}, {"card", "SYN-I02"}, {"player", 0}});
    w.expect({{"e", "hero_killed"}, {"card", "BM060"}, {"player", 0}});
    w.pass_until([](const GameState& s) { return s.players[0].active_item >= 0 && s.decision.player == 0; });
    w.act({{"type", "cast"}, {"card", "SYN-I02"}, {"target_player", 0}, {"target", "BM018"}, {"stack", 0}});
  }
  w.pass_until_phase(Phase::end_of_round);
  w.save(dir);
}

// The board of IP-51's scenarios (below), under keep_one or use_old_first.
Scenario second_item_board(bool use_old) {
  Ruleset r = preset("bm2");
  r.use_old_item_first = use_old;
  Scenario sc = bm2_board(r, {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM018", "BM016"});
  sc.add_entrance(0, "BM062");  // Boden the Pantless, 4 health
  sc.add_entrance(0, "BM060");  // Delatorious, 8 health
  sc.give_item("BM062", "SYN-I05");
  sc.set_active_item(0, "SYN-I02");
  sc.start_adventure();
  return sc;
}

// IP-51 (BM2-36, BM2-4): seat 0 holds the Synthetic Whetstone face up (as Giant Size: a Monster
// Room +3 damage this round); its dungeon (Neanderthal Cave 3, Golem Factory 2) kills Boden
// (4 health), who carries the Synthetic Prism (universal, as Freeze): a second active item, so
// seat 0 chooses. Delatorious (8 health) comes next. keep_one (rulebook 004): neither item is used
// at the choice (BM2-36's refused scenario below); seat 0 keeps the Prism, the Whetstone goes face
// down unused, and Delatorious takes 5 and wounds seat 0. use_old_first (UG, FAQ): seat 0 uses the
// Whetstone on the Cave at that moment and keeps the Prism face up; Delatorious takes 6 + 2 = 8
// and dies, and the Prism is still face up.
void use_old_item_first(const std::string& dir, bool use_old) {
  Scenario sc = second_item_board(use_old);
  const std::string name = use_old ? "IP-51_use_old_first_old-item-used-then-the-new-one-kept"
                                   : "IP-51_keep_one_old-item-face-down-unused-the-next-hero-survives";
  ScenarioWriter w(sc, name, {"IP-51", "BM2-36", "BM2-4", "BM2-7"},
                   use_old ? "second_item use_old_first: a boss gaining a second item may first use the old one"
                           : "second_item keep_one: a boss gaining a second item keeps one, neither used now",
                   std::string("Seat 0 holds the Whetstone (as Giant Size) face up and kills Boden, who carries the "
                               "Prism: seat 0 chooses which item to keep. Delatorious, 8 health, comes next. ") +
                       (use_old ? "Under use_old_first seat 0 uses the Whetstone on the Cave at that moment and keeps "
                                  "the Prism face up: 6 + 2 = 8 damage kill Delatorious."
                                : "Under keep_one seat 0 keeps the Prism and the Whetstone goes face down unused: "
                                  "Delatorious takes 5 damage and wounds seat 0."));
  w.begin();
  const int round = sc.s.round;
  w.expect({{"e", "hero_killed"}, {"card", "BM062"}, {"player", 0}});
  w.expect({{"e", "item_gained"}, {"card", "SYN-I05"}, {"player", 0}, {"hero", "BM062"}});
  w.pass_until([](const GameState& s) { return s.decision.kind == bm::DecisionKind::choose; });
  const json use = {{"type", "cast"}, {"card", "SYN-I02"}, {"target_player", 0}, {"target", "BM018"}, {"stack", 0}};
  if (use_old) {
    w.expect({{"e", "cast"}, {"card", "SYN-I02"}, {"player", 0}});
    w.expect({{"e", "resolved"}, {"card", "SYN-I02"}, {"player", 0}});
    w.expect({{"e", "hero_killed"}, {"card", "BM060"}, {"player", 0}});
    w.expect_not({{"e", "item_face_down"}, {"card", "SYN-I05"}});
    w.act(use);
  } else {
    w.expect({{"e", "item_face_down"}, {"card", "SYN-I02"}, {"player", 0}});
    w.expect({{"e", "hero_wounds"}, {"card", "BM060"}, {"player", 0}});
    w.expect_not({{"e", "cast"}, {"card", "SYN-I02"}});
    w.act({{"type", "choose"}, {"card", "SYN-I05"}});
  }
  w.pass_until([round](const GameState& s) { return s.round > round; });
  w.save(dir);
}

// BM2-36 under IP-51's default keep_one (rulebook 004: "one of the two cannot be used now"): on
// IP-51's board, at the choice seat 0 tries to use the Whetstone on the Cave: refused.
void old_item_refused_at_the_choice(const std::string& dir) {
  Scenario sc = second_item_board(false);
  ScenarioWriter w(sc, "BM2-36_refused_keep-one-old-item-not-used-at-the-choice", {"BM2-36", "IP-51", "BM2-4"},
                   "keep_one: the old item cannot be used while the boss chooses which item to keep",
                   "Seat 0 holds the Whetstone face up and kills Boden, who carries the Prism; under second_item "
                   "keep_one (the default) using the Whetstone at the choice is refused: seat 0 only chooses which "
                   "item to keep.");
  w.begin();
  w.pass_until([](const GameState& s) { return s.decision.kind == bm::DecisionKind::choose; });
  w.refuse({{"type", "cast"}, {"card", "SYN-I02"}, {"target_player", 0}, {"target", "BM018"}, {"stack", 0}});
  w.save(dir);
}

// BM2-41 (FAQ l. 777-791): a hero a boss effect kills in town goes face down to that boss. On the
// synthetic bm2 cards (the classic cards and synthetic items) Gorgona's Level Up (G-10) kills a
// hero in town: seat 0 (Gorgona) builds its fifth room; at the reveal it levels up and kills
// Nick, who carries the Holy Charm: Nick is its soul and the Charm its active item (BM2-7).
void killed_in_town(const std::string& dir) {
  Scenario sc = bm2_board(preset("bm2"), {"BM008", "BM007"});
  sc.set_dungeon(0, {"BM035", "BM035", "BM035", "BM016"});
  sc.set_hand(0, {"BM018"});
  sc.set_town({"BM056"});
  sc.give_item("BM056", "SYN-I01");
  sc.start_build();
  ScenarioWriter w(sc, "BM2-41_gorgona-kills-a-hero-in-town-her-soul", {"BM2-41", "BM2-7", "G-10"},
                   "A hero a boss effect kills in town goes face down to that boss",
                   "Gorgona's fifth room levels her up at the reveal: she kills Nick the Masher in town. Nick is "
                   "seat 0's soul and his Holy Charm seat 0's active item.");
  w.begin();
  w.pass_until(build_turn_of(0));
  w.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  w.expect({{"e", "hero_killed"}, {"card", "BM056"}, {"player", 0}});
  w.expect({{"e", "item_gained"}, {"card", "SYN-I01"}, {"player", 0}, {"hero", "BM056"}});
  w.pass_until([](const GameState& s) { return s.decision.kind == bm::DecisionKind::choose; });
  w.act({{"type", "choose"}, {"card", "BM056"}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

// IP-39 (BM2-11) on the printed cards (bm2+tools-of-hero-kind) under IP-50's house reading (the dark heroes'
// player-count icon is unknown): the Vampire (cleric, Health 6) in town, lured by seat 0's cleric Inner Sanctum (2),
// then Barbarian Hall (3) and Spawn Point (2): 7 damage (none acts on a hero that survives it). Seat 0 Belladonna (350
// XP), seat 1 Shellda (425 XP) builds first (C-5); each holds a cleric room to pay with (seat 0 Arcane Crypt, seat 1
// Madman's Manor).
Scenario dark_hero_in_town(bool spell_timing) {
  Ruleset r = preset("bm2");
  r.name = spell_timing ? "bm2-house-dark-spell-timing" : "bm2-house";
  r.unknown_facts_house = true;
  r.dark_boost_spell_timing = spell_timing;
  Scenario sc = bm::test::board(r, {"TNL002", "TNL005"}, 11, &bm::builtin_bm2_printed_cards());
  sc.set_dungeon(0, {"TNL018", "TNL024", "TNL025"});
  sc.set_hand(0, {"TNL016"});
  sc.set_hand(1, {"TNL015"});
  sc.set_town({"TNL077"});
  sc.start_build();
  return sc;
}

// IP-39 in_dungeon: a dark hero's Health is bought only at a dungeon, never in town.
void dark_hero_not_in_town(const std::string& dir) {
  Scenario sc = dark_hero_in_town(false);
  ScenarioWriter w(sc, "IP-39_in_dungeon_refused_dark-hero-in-town-not-boosted", {"IP-39", "BM2-11", "G-17"},
                   "in_dungeon: a dark hero in town cannot be given +3 Health",
                   "Seat 1 builds nothing; in seat 0's build turn the Vampire is still in town, in no one's "
                   "dungeon: under in_dungeon discarding Arcane Crypt to give it +3 Health is refused.");
  w.begin();
  w.pass_until(build_turn_of(1));
  w.act({{"type", "pass_build"}});
  w.pass_until(build_turn_of(0));
  w.refuse({{"type", "activate"}, {"card", "TNL077"}, {"target", "TNL016"}});
  w.save(dir);
}

// IP-39 spell_timing: bought in town in the build phase, the +3 lasts the round and saves the hero.
void dark_hero_boosted_in_town(const std::string& dir) {
  Scenario sc = dark_hero_in_town(true);
  ScenarioWriter w(sc, "IP-39_spell_timing_dark-hero-boosted-in-town-survives", {"IP-39", "BM2-11"},
                   "spell_timing: a dark hero given +3 Health in town keeps it in the dungeon it is lured to",
                   "Seat 1 discards Madman's Manor in its build turn: the Vampire in town has 9 Health until the end "
                   "of the round. Lured by seat 0's cleric treasure, it takes 2 + 3 + 2 = 7 damage and reaches the "
                   "boss: a wound for seat 0, not a soul.");
  w.begin();
  w.pass_until(build_turn_of(1));
  w.expect({{"e", "activated"}, {"player", 1}, {"card", "TNL077"}, {"target", "TNL015"}});
  w.expect({{"e", "bonus"}, {"player", 1}, {"card", "TNL077"}, {"amount", 3}});
  w.act({{"type", "activate"}, {"card", "TNL077"}, {"target", "TNL015"}});
  w.expect({{"e", "hero_wounds"}, {"player", 0}, {"card", "TNL077"}});
  w.expect_not({{"e", "hero_killed"}, {"card", "TNL077"}});
  w.pass_until([](const GameState& s) { return s.round > 1; });
  w.save(dir);
}

// IP-30 (BM2-42, BM2-6): five players; seats 0 (Gorgona, 500 XP), 1 (Cleopatra, 850) and 2
// (Cerebellus, 650) have one fighter room each and no boss shows a fighter icon, so seven fighters
// in town tie the three. crash_landing: two full passes, the longest-waiting hero to the highest
// XP first (seat 1, seat 2, seat 0), and the seventh stays. turn_order: one each in turn order
// (the same order here), four stay.
void crash_landing_tie(const std::string& dir, bool crash) {
  Ruleset r = preset("bm2-6p");
  r.name = crash ? "bm2-6p-tie-crash-landing" : "bm2-6p";
  r.bm2_tie_split = crash ? bm::TieSplit::crash_landing : bm::TieSplit::turn_order;
  Scenario sc = bm2_board(r, {"BM008", "BM007", "BM005", "BM006", "BM001"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_dungeon(1, {"BM018"});
  sc.set_dungeon(2, {"BM016"});
  sc.set_town({"BM062", "BM063", "BM064", "BM065", "BM066", "BM067", "BM085"});
  sc.start_build();  // nobody builds; then the bait
  const std::string name = crash ? "IP-30_crash_landing_seven-tied-fighters-two-full-passes"
                                 : "IP-30_turn_order_seven-tied-fighters-one-each";
  ScenarioWriter w(sc, name, {"IP-30", crash ? "BM2-42" : "BM2-6", "G-15"},
                   crash ? "bm2_tie_split crash_landing: tied heroes shared in full passes while one is possible"
                         : "bm2_tie_split turn_order: tied heroes dealt one each, the excess stays",
                   std::string("Five players; seats 1 (850 XP), 2 (650) and 0 (500) tie on one fighter icon each, "
                               "and seven fighters wait in town. ") +
                       (crash ? "Under crash_landing two full passes give each of them two, the longest-waiting "
                                "first to the highest XP; the seventh stays in town."
                              : "Under turn_order each gets one, in turn order; the other four stay in town."));
  w.begin();
  const std::vector<std::pair<const char*, int>> dealt = {{"BM062", 1}, {"BM063", 2}, {"BM064", 0},
                                                          {"BM065", 1}, {"BM066", 2}, {"BM067", 0}};
  for (std::size_t k = 0; k < dealt.size(); ++k) {
    if (k < 3 || crash) w.expect({{"e", "bait"}, {"card", dealt[k].first}, {"player", dealt[k].second}});
    else w.expect({{"e", "hero_stays"}, {"card", dealt[k].first}});
  }
  w.expect({{"e", "hero_stays"}, {"card", "BM085"}});
  w.pass_until_phase(Phase::adventure);
  w.save(dir);
}

// IP-6 (BM2-43, BM2-8): five players, no boss with a cleric icon and no dungeon; the hero decks
// hold exactly the five clerics of the next round, which nobody lures. Seat 4 (Robobo) has 3
// souls, seat 0 (Gorgona) 3 souls and a wound, seat 1 (Cleopatra) 3 souls and 5 wounds and is
// not eliminated. end_when_empty: the game ends at the end of that round, the heroes still in
// town; end_after_round: one more round, which reveals no hero, and then it ends. Seat 4 wins.
void crash_landing_deck_end(const std::string& dir, bool when_empty) {
  Ruleset r = preset("bm2-6p");
  r.name = when_empty ? "bm2-6p-deck-end-when-empty" : "bm2-6p";
  r.deck_out = when_empty ? bm::DeckOut::end_when_empty : bm::DeckOut::end_after_round;
  Scenario sc = bm2_board(r, {"BM008", "BM007", "BM005", "BM006", "BM004"});
  sc.empty_hero_decks();
  const std::initializer_list<std::string> clerics = {"BM056", "BM057", "BM058", "BM059", "BM060"};
  for (const auto& h : clerics) sc.deck_top(h);
  bm::test::give(sc, 0, 3, 1, bm::test::HeroOrder::lowest_first, clerics);
  bm::test::give(sc, 4, 3, 0, bm::test::HeroOrder::lowest_first, clerics);
  bm::test::give(sc, 1, 3, 5, bm::test::HeroOrder::lowest_first, clerics);
  sc.set_hand(0, {"BM027"});  // a build decision this round (passed), so the next round's reveal is recorded
  sc.start_build();
  const std::string name = when_empty ? "IP-6_end_when_empty_five-players-ends-the-round-the-decks-ran-out"
                                      : "IP-6_end_after_round_five-players-one-more-round-after-the-last-heroes";
  std::vector<std::string> rules = {"IP-6", "BM2-8"};
  if (when_empty) rules.insert(rules.begin() + 1, "BM2-43");
  ScenarioWriter w(sc, name, rules,
                   when_empty ? "deck_out end_when_empty: five players, the game ends the round the decks ran out"
                              : "deck_out end_after_round: five players, one more round after the last heroes",
                   std::string("Five players; the next round reveals the last five heroes, and nobody lures them. ") +
                       (when_empty ? "Under end_when_empty the game ends at that round's end, the heroes still in "
                                     "town; nobody is eliminated and the best souls minus wounds (seat 4, 3 - 0) wins."
                                   : "Under end_after_round the round after it, which can reveal no hero, is the last; "
                                     "seat 4 (3 - 0) wins."));
  w.begin();
  const int round = sc.s.round + 1;  // the round that reveals the last heroes
  w.expect({{"e", "round_start"}, {"round", round}});
  for (const char* h : {"BM060", "BM059", "BM058", "BM057", "BM056"})  // the top of the deck first
    w.expect({{"e", "hero_revealed"}, {"card", h}});
  w.expect_not({{"e", "eliminated"}});
  if (!when_empty) w.expect({{"e", "round_start"}, {"round", round + 1}});
  w.expect(
      {{"e", "game_end"}, {"player", 4}, {"end_reason", when_empty ? "IP-6.end_when_empty" : "IP-6.end_after_round"}});
  w.pass_until([](const GameState& s) { return s.over; });
  w.expect_result({{"winner", 4}, {"rounds", when_empty ? round : round + 1}});
  w.save(dir);
}

// ------------------------------------------------------------------------------ BM2-44: the TNL variants

// The bm2 preset with a TNL variant chosen, named for the scenario.
Ruleset tnl_variant(const std::string& name, const std::function<void(Ruleset&)>& set) {
  Ruleset r = preset("bm2");
  r.name = name;
  set(r);
  return r;
}

bool pending(const GameState& s, bm::DecisionKind kind) { return s.decision.kind == kind; }

// BM2-44 Hard Mode (C-16): two players on the synthetic bm2 cards (the classic heroes, with their
// player-count icons), no room ever built, both bosses fighters: no hero is ever lured (fighters
// tie, nobody has another treasure, The Fool ties at 0 souls). The four 2-player ordinary heroes
// of 4 health (BM056, BM062, BM068, BM074) left the deck at setup and are never revealed; a
// 6-health one (BM058) is. The game ends by IP-6 end_after_round; the 0 - 0 tie goes to the lower
// XP, Robobo (seat 1).
void tnl_hard_mode(const std::string& dir) {
  const Ruleset r = tnl_variant("bm2-hard-mode", [](Ruleset& x) { x.hard_mode = true; });
  Scenario sc = bm2_board(r, {"BM003", "BM004"});
  sc.start_round();
  ScenarioWriter w(sc, "BM2-44_hard-mode-no-four-health-hero-revealed", {"BM2-44", "C-16", "C-2", "IP-6"},
                   "Hard Mode in a bm2 game: no ordinary hero of 4 health",
                   "hard_mode: the 2-player ordinary heroes of 4 printed health (BM056, BM062, BM068, BM074) are "
                   "out of the hero deck and never revealed; BM058 (6 health) is. Nobody lures a hero; the game ends "
                   "after a round that reveals none (IP-6 end_after_round), and the lower XP, Robobo (seat 1), wins "
                   "the 0 - 0 tie.");
  w.begin();
  w.expect({{"e", "hero_revealed"}, {"card", "BM058"}});
  for (const char* h : {"BM056", "BM062", "BM068", "BM074"}) w.expect_not({{"e", "hero_revealed"}, {"card", h}});
  w.expect_not({{"e", "bait"}});
  w.pass_until([](const GameState&) { return false; });
  w.expect_result({{"winner", 1}, {"end_reason", "IP-6.end_after_round"}});
  w.save(dir);
}

// BM2-44 I Choose You (C-16): each player is dealt two bosses and keeps one; the other leaves the
// game and is never chosen.
void tnl_i_choose_you(const std::string& dir) {
  const Ruleset r = tnl_variant("bm2-i-choose-you", [](Ruleset& x) { x.i_choose_you = true; });
  Scenario sc(bm::builtin_synthetic_bm2_cards(), r, 2, 5);
  const auto choice = [&](int p, int k) {
    return sc.cards.id_of(sc.s.players[static_cast<std::size_t>(p)].boss_choices.at(static_cast<std::size_t>(k)));
  };
  const std::string keep0 = choice(0, 1), drop0 = choice(0, 0), keep1 = choice(1, 0), drop1 = choice(1, 1);
  ScenarioWriter w(sc, "BM2-44_i-choose-you-two-bosses-keep-one", {"BM2-44", "C-16", "C-3"},
                   "I Choose You in a bm2 game: two bosses each, keep one",
                   "i_choose_you: each player was dealt two bosses and keeps one (seat 0 keeps " + keep0 + ", not " +
                       drop0 + "; seat 1 keeps " + keep1 + ", not " + drop1 + "); the others are never chosen.");
  w.begin();
  w.expect({{"e", "boss_chosen"}, {"player", 0}, {"card", keep0}});
  w.expect({{"e", "boss_chosen"}, {"player", 1}, {"card", keep1}});
  w.expect_not({{"e", "boss_chosen"}, {"card", drop0}});
  w.expect_not({{"e", "boss_chosen"}, {"card", drop1}});
  w.act({{"type", "choose_boss"}, {"card", keep0}});
  w.act({{"type", "choose_boss"}, {"card", keep1}});
  w.pass_until([](const GameState& s) { return pending(s, bm::DecisionKind::build); });
  w.save(dir);
}

// BM2-44 Classic Mode (IP-2 starting_discard 2): after the deal and the BM2-1 setup discards each
// player discards two cards of their choice before the first build, seat 0 first.
void tnl_classic_mode(const std::string& dir) {
  const Ruleset r = tnl_variant("bm2-classic-mode", [](Ruleset& x) {
    x.starting_discard = 2;
    x.mulligan = false;
  });
  Scenario sc(bm::builtin_synthetic_bm2_cards(), r, 2, 5);
  const std::vector<std::string> hand0 = sc.hand_ids(0), hand1 = sc.hand_ids(1);
  ScenarioWriter w(sc, "BM2-44_classic-mode-each-discards-two", {"BM2-44", "IP-2", "C-16"},
                   "Classic Mode in a bm2 game: each player discards two at setup",
                   "starting_discard 2: seat 0 discards " + hand0[0] + " and " + hand0[1] + ", then seat 1 " +
                       hand1[0] + " and " + hand1[1] + "; then the first build, with five cards in each hand.");
  w.begin();
  for (int p = 0; p < 2; ++p)
    for (int k = 0; k < 2; ++k) {
      const std::string c = (p == 0 ? hand0 : hand1)[static_cast<std::size_t>(k)];
      w.expect({{"e", "discard"}, {"player", p}, {"card", c}});
      w.act({{"type", "discard"}, {"card", c}});
    }
  w.pass_until([](const GameState& s) { return pending(s, bm::DecisionKind::build); });
  if (sc.hand_ids(0).size() != 5 || sc.hand_ids(1).size() != 5)
    throw std::runtime_error("BM2-44 Classic Mode: a hand does not hold five cards after the discards");
  w.save(dir);
}

// BM2-44 Unlimited Lives (C-16 Immortality): seat 0 (King Croak) reaches 10 souls and a fifth
// wound this round and is neither eliminated nor a winner by souls; both hero decks are empty, so
// the game ends at the end of the round and the best souls minus wounds wins: seat 1 (6 - 0)
// over seat 0 (10 - 5).
void tnl_unlimited_lives(const std::string& dir) {
  const Ruleset r = tnl_variant("bm2-unlimited-lives", [](Ruleset& x) { x.immortality = true; });
  Scenario sc = bm2_board(r, {"BM003", "BM004"});
  immortality_end_board(sc);
  ScenarioWriter w(sc, "BM2-44_unlimited-lives-five-wounds-no-elimination-decks-empty-end", {"BM2-44", "C-16", "BM2-8"},
                   "Unlimited Lives in a bm2 game: five wounds do not eliminate; empty decks end the game",
                   "immortality: seat 0 reaches 10 souls and 5 wounds (10 - 5 = 5) and is not eliminated, nor does it "
                   "win with 10 souls; both hero decks are empty, so the game ends at the end of this round and the "
                   "best souls minus wounds wins: seat 1 with 6.");
  expect_immortality_end(w);
  w.save(dir);
}

// BM2-44, BM2-9 Machinations (C-16): seat 0 kills Boden this round; seat 1 gains no soul, so only
// seat 1 is offered a card at the end of the round; it takes a room, the top of the room deck.
void tnl_machinations(const std::string& dir) {
  const Ruleset r = tnl_variant("bm2-machinations", [](Ruleset& x) { x.machinations = true; });
  Scenario sc = bm2_board(r, {"BM003", "BM004"});
  sc.set_dungeon(0, {"BM018", "BM018"});  // 6 damage
  sc.add_entrance(0, "BM062");            // dies: seat 0 gains a soul
  sc.deck_top("BM021");
  sc.deck_top("BM016");
  sc.deck_top("BM023");  // the top of the room deck
  sc.start_build();
  ScenarioWriter w(sc, "BM2-44_machinations-only-without-a-new-soul", {"BM2-44", "BM2-9", "C-16"},
                   "Machinations in a bm2 game: a card for a player who gained no soul",
                   "Seat 0 kills Boden this round; seat 1 gains no soul, so at the end of the round only seat 1 is "
                   "offered Machinations; it takes a room: the top of the room deck, BM023.");
  w.begin();
  w.expect({{"e", "hero_killed"}, {"player", 0}, {"card", "BM062"}});
  w.expect({{"e", "phase"}, {"phase", "end_of_round"}});
  w.expect({{"e", "draw"}, {"player", 1}, {"card", "BM023"}});
  w.expect_not({{"e", "draw"}, {"card", "BM023"}, {"player", 0}});
  w.pass_until([](const GameState& s) { return pending(s, bm::DecisionKind::choose); });
  if (w.state().decision.player != 1) throw std::runtime_error("BM2-44 Machinations: offered first to another seat");
  w.act({{"type", "choose"}, {"option", 0}});
  w.save(dir);
}

}  // namespace

int main(int argc, char** argv) {
  return bm::test::run_generator(
      argc, argv,
      {
          {"BM2-2_rooms-drawn-before-heroes-and-items", beginning_draw_then_heroes_then_items},
          {"BM2-3_item-to-first-matching-hero-never-star", item_to_first_matching_hero},
          {"BM2-4_item-used-like-a-spell-then-face-down", item_used_like_a_spell},
          {"BM2-4_second-item-choose-which-to-keep", second_item_keep_one},
          {"BM2-5_portable-room-back-to-hand", portable_room_back},
          {"BM2-6_tied-heroes-split-at-five-players", tie_split_five_players},
          {"BM2-7_killed-hero-item-to-the-boss", killed_hero_item_to_boss},
          {"BM2-7_surviving-hero-item-face-down", surviving_hero_item_face_down},
          {"BM2-8_five-players-best-souls-minus-wounds", five_players_best_score_wins},
          {"BM2-9_sixth-room-no-level-up", seventh_room_no_level_up},
          {"IP-45_after_heroes_heroes-revealed-then-items-handed-out",
           [](const std::string& d) { item_reveal_order(d, false); }},
          {"IP-45_before_heroes_items-to-waiting-heroes-then-new-heroes-take-them",
           [](const std::string& d) { item_reveal_order(d, true); }},
          {"IP-46_at_once_gained-item-used-before-the-next-hero",
           [](const std::string& d) { boss_item_use(d, false); }},
          {"IP-46_next_round_gained-item-waits-the-next-hero-survives",
           [](const std::string& d) { boss_item_use(d, true); }},
          {"IP-30_crash_landing_seven-tied-fighters-two-full-passes",
           [](const std::string& d) { crash_landing_tie(d, true); }},
          {"IP-30_turn_order_seven-tied-fighters-one-each", [](const std::string& d) { crash_landing_tie(d, false); }},
          {"IP-6_end_when_empty_five-players-ends-the-round-the-decks-ran-out",
           [](const std::string& d) { crash_landing_deck_end(d, true); }},
          {"IP-6_end_after_round_five-players-one-more-round-after-the-last-heroes",
           [](const std::string& d) { crash_landing_deck_end(d, false); }},
          {"BM2-36_refused_keep-one-old-item-not-used-at-the-choice", old_item_refused_at_the_choice},
          {"BM2-41_gorgona-kills-a-hero-in-town-her-soul", killed_in_town},
          {"IP-51_keep_one_old-item-face-down-unused-the-next-hero-survives",
           [](const std::string& d) { use_old_item_first(d, false); }},
          {"IP-51_use_old_first_old-item-used-then-the-new-one-kept",
           [](const std::string& d) { use_old_item_first(d, true); }},
          {"IP-39_in_dungeon_refused_dark-hero-in-town-not-boosted", dark_hero_not_in_town},
          {"IP-39_spell_timing_dark-hero-boosted-in-town-survives", dark_hero_boosted_in_town},
          {"BM2-44_hard-mode-no-four-health-hero-revealed", tnl_hard_mode},
          {"BM2-44_i-choose-you-two-bosses-keep-one", tnl_i_choose_you},
          {"BM2-44_classic-mode-each-discards-two", tnl_classic_mode},
          {"BM2-44_unlimited-lives-five-wounds-no-elimination-decks-empty-end", tnl_unlimited_lives},
          {"BM2-44_machinations-only-without-a-new-soul", tnl_machinations},
      });
}
