// Adventure rules: G-12, G-13, G-14, IP-3 (both readings), G-20, G-22, C-10.
// Expected values come from the digest and seeds 001/003, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;
using namespace bm::detail;

namespace {

// Seat 0: Draculord (BM001, 900 XP) runs first; seat 1: Robobo (BM004, 400 XP).
Scenario adv(const Ruleset& r) { return board(r, {"BM001", "BM004"}); }
Scenario adv() { return adv(preset("classic")); }

// Runs the adventure phase (and the rest of the round) with every window passed.
void run_adventure(Scenario& sc) {
  const int r = round_now(sc);
  sc.start_adventure();
  sc.finish_round(r);
}

int index_of(const Scenario& sc, const std::string& type, const json& fields) { return find_event(sc, type, fields); }

}  // namespace

// ---------------------------------------------------------------------------- G-12

// G-12: damage accumulates room after room; the hero dies in the room where its remaining
// health reaches zero (Boden, 4 health: 2 + 2), and goes no further. Dead = 1 soul.
TEST(Rule_G12, HeroDiesWhenDamageReachesHealth) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM016", "BM016", "BM018"});  // Golem Factory 2, Golem Factory 2, Neanderthal Cave 3
  sc.add_entrance(0, "BM062");
  run_adventure(sc);
  EXPECT_EQ(sc.damage_to("BM062"), (std::vector<int>{2, 2}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM062"}, {"player", 0}, {"stack", 1}}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", "BM062"}, {"stack", 2}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.wounds(0), 0);
  EXPECT_EQ(sc.score_ids(0, true), (std::vector<std::string>{"BM062"}));
  sc.check_conservation();
}

// G-12: a hero that reaches the boss alive goes face up: 1 wound.
TEST(Rule_G12, SurvivorWoundsFaceUp) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM016", "BM016"});
  sc.add_entrance(0, "BM064");  // Fire's Breath: 6 health, takes 4
  run_adventure(sc);
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM064"}, {"player", 0}}));
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.score_ids(0, false), (std::vector<std::string>{"BM064"}));
}

// G-12: an epic hero is worth 2 souls dead...
TEST(Rule_G12, EpicHeroIsTwoSouls) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM018", "BM018", "BM018", "BM016"});  // 3 + 3 + 3 + 2 = 11
  sc.add_entrance(0, "BM081");                              // Katelyn: 11 health
  run_adventure(sc);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM081"}, {"stack", 3}}));
  EXPECT_EQ(sc.souls(0), 2);
}

// ...and 2 wounds alive.
TEST(Rule_G12, EpicHeroIsTwoWounds) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM018", "BM018", "BM018", "BM016"});
  sc.add_entrance(0, "BM083");  // Lord Van Ette: 13 health
  run_adventure(sc);
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM083"}, {"player", 0}}));
  EXPECT_EQ(sc.wounds(0), 2);
}

// G-9 / G-12: in a dungeon without rooms the hero meets the boss at once (the boss deals no
// damage) and wounds.
TEST(Rule_G12, EmptyDungeonHeroReachesTheBoss) {
  Scenario sc = adv();
  sc.add_entrance(0, "BM062");
  run_adventure(sc);
  EXPECT_TRUE(sc.damage_to("BM062").empty());
  EXPECT_EQ(sc.wounds(0), 1);
}

// ---------------------------------------------------------------------------- IP-3

// IP-3 at_least (seeds 001, 000, 002, 004): damage equal to health kills.
TEST(Rule_IP3, AtLeastReadingKillsAtEqualDamage) {
  Ruleset r = preset("classic");
  ASSERT_FALSE(r.death_exceeds);
  Scenario sc = adv(r);
  sc.set_dungeon(0, {"BM016", "BM016"});  // 4 damage
  sc.add_entrance(0, "BM062");            // 4 health
  run_adventure(sc);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM062"}}));
  EXPECT_EQ(sc.souls(0), 1);
}

// IP-3 exceeds (seed 003 "cuando el daño excede su salud"): equal damage is survived...
TEST(Rule_IP3, ExceedsReadingSurvivesEqualDamage) {
  Ruleset r = preset("classic");
  r.death_exceeds = true;
  Scenario sc = adv(r);
  sc.set_dungeon(0, {"BM016", "BM016"});
  sc.add_entrance(0, "BM062");
  run_adventure(sc);
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sc.wounds(0), 1);
}

// ...and damage above health kills, in the room where it went above.
TEST(Rule_IP3, ExceedsReadingKillsAboveHealth) {
  Ruleset r = preset("classic");
  r.death_exceeds = true;
  Scenario sc = adv(r);
  sc.set_dungeon(0, {"BM016", "BM016", "BM016"});  // 2, 4, 6
  sc.add_entrance(0, "BM062");
  run_adventure(sc);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM062"}, {"stack", 2}}));
  EXPECT_EQ(sc.souls(0), 1);
}

TEST(Rule_IP3, PresetsFollowTheirSeeds) {
  EXPECT_FALSE(preset("classic").death_exceeds);    // seed 001
  EXPECT_TRUE(preset("classic-es").death_exceeds);  // seed 003
}

// ---------------------------------------------------------------------------- G-13

// G-13: on entering a room its ability triggers first, then the damage. Minotaur's Maze
// sends the hero back before it takes the Maze's damage: no damage between the entry and
// the return.
TEST(Rule_G13, RoomAbilityBeforeDamage) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM016", "BM017"});  // Golem Factory 2, Minotaur's Maze 0
  sc.add_entrance(0, "BM060");            // Delatorious: 8 health
  run_adventure(sc);
  const int enter_maze = index_of(sc, "enters_room", {{"card", "BM060"}, {"stack", 1}});
  const int back = index_of(sc, "hero_to_room", {{"card", "BM060"}});
  ASSERT_GE(enter_maze, 0);
  ASSERT_GT(back, enter_maze);
  EXPECT_EQ(count_events(sc, "damage", json::object(), enter_maze, back), 0);
  // Golem Factory twice (the hero walks it again), the Maze once: 2 + 2 + 0.
  EXPECT_EQ(sc.damage_to("BM060"), (std::vector<int>{2, 2, 0}));
  EXPECT_EQ(sc.wounds(0), 1);
}

// G-13: "if a hero dies in this room" effects trigger after the damage (Golem Factory: draw
// a room).
TEST(Rule_G13, DiesHereEffectsAfterDamage) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM016", "BM016"});
  sc.add_entrance(0, "BM062");
  const int from = event_count(sc);
  run_adventure(sc);
  const int killed = find_event(sc, "hero_killed", {{"card", "BM062"}}, from);
  ASSERT_GE(killed, 0);
  const int last_damage = find_event(sc, "damage", {{"card", "BM062"}, {"total", 4}}, from);
  ASSERT_GE(last_damage, 0);
  EXPECT_LT(last_damage, killed);
  const int drew = find_event(sc, "draw", {{"player", 0}}, from);
  EXPECT_GT(drew, killed);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, from, find_event(sc, "round_start", json::object(), from)), 1);
}

// ---------------------------------------------------------------------------- G-14

// G-14: heroes go through one at a time, first in first out: the second enters only after
// the first has reached the boss.
TEST(Rule_G14, OneAtATimeFirstInFirstOut) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM016", "BM010"});  // 2 + 2
  sc.add_entrance(0, "BM060");            // 8 health
  sc.add_entrance(0, "BM064");            // 6 health
  run_adventure(sc);
  const int first_done = index_of(sc, "hero_wounds", {{"card", "BM060"}});
  const int second_in = index_of(sc, "enters_room", {{"card", "BM064"}});
  ASSERT_GE(first_done, 0);
  EXPECT_GT(second_in, first_done);
  EXPECT_EQ(sc.score_ids(0, false), (std::vector<std::string>{"BM060", "BM064"}));
}

// ---------------------------------------------------------------------------- C-10

// C-10: players with heroes at their entrance take turns in decreasing XP order (Draculord
// 900 has none and is skipped); the active player runs every hero at the entrance before the
// next player starts.
TEST(Rule_C10, TurnsInXpOrderActiveRunsAllHeroes) {
  Scenario sc = board("classic", {"BM004", "BM001", "BM005"});  // 400, 900, 650
  sc.add_entrance(0, "BM056");
  sc.add_entrance(0, "BM058");
  sc.add_entrance(2, "BM062");
  run_adventure(sc);
  std::vector<std::string> order;
  for (const auto& e : sc.events_of("hero_wounds")) order.push_back(e["card"]);
  EXPECT_EQ(order, (std::vector<std::string>{"BM062", "BM056", "BM058"}));
  EXPECT_EQ(sc.wounds(2), 1);
  EXPECT_EQ(sc.wounds(0), 2);
  EXPECT_EQ(sc.wounds(1), 0);
}

// C-10 / C-12: after each room's damage there is a spell window, the active player first
// (Robobo, 400 XP), then the others (Draculord, 900 XP).
TEST(Rule_C10, WindowAfterEachRoomActivePlayerFirst) {
  Scenario sc = board("classic", {"BM004", "BM001"});
  sc.set_dungeon(0, {"BM016", "BM010"});
  sc.add_entrance(0, "BM060");
  sc.set_hand(0, {"BM046"});  // both hold Freeze: a window for each is offered
  sc.set_hand(1, {"BM046"});
  sc.start_adventure();
  // Timeline of damage events ("D") and decisions ("W<seat>").
  std::vector<std::string> timeline;
  int seen_events = event_count(sc);
  const int round = sc.s.round;
  auto flush = [&]() {
    const auto ev = all_events(sc);
    for (int i = seen_events; i < static_cast<int>(ev.size()); ++i)
      if (ev[static_cast<std::size_t>(i)]["e"] == "damage") timeline.push_back("D");
    seen_events = static_cast<int>(ev.size());
  };
  while (!sc.s.over && sc.s.round == round && sc.s.phase == Phase::adventure) {
    flush();
    std::string w = std::to_string(sc.to_move());  // (avoids a g++ 12 -Wrestrict false positive on "W" + string)
    w.insert(w.begin(), 'W');
    timeline.push_back(w);
    sc.act({{"type", "pass"}});
  }
  flush();
  const auto d = std::find(timeline.begin(), timeline.end(), "D");
  ASSERT_NE(d, timeline.end());
  EXPECT_EQ(std::vector<std::string>(d, timeline.end()), (std::vector<std::string>{"D", "W0", "W1", "D", "W0", "W1"}));
}

// ---------------------------------------------------------------------------- G-20

// G-20: healing flips a face-up hero (wound) face down: it now counts as a soul (Vampire
// Bordello: when a hero dies here, may heal one wound).
TEST(Rule_G20, HealFlipsAWoundIntoASoul) {
  Scenario sc = adv();
  sc.set_dungeon(0, {"BM016", "BM014"});  // Golem Factory 2, Vampire Bordello 3
  sc.add_score(0, "BM058", false);        // one wound
  sc.add_entrance(0, "BM062");            // Boden: 4 health, dies in the Bordello
  sc.start_adventure();
  sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
  ASSERT_EQ(sc.decision(), DecisionKind::choose);
  ASSERT_EQ(sc.wounds(0), 1);
  sc.act({{"type", "choose"}, {"card", "BM058"}});
  EXPECT_TRUE(sc.saw("healed", {{"card", "BM058"}, {"player", 0}}));
  EXPECT_EQ(sc.wounds(0), 0);
  EXPECT_EQ(sc.souls(0), 2);  // Boden + the healed hero
  EXPECT_EQ(sc.score_ids(0, true), (std::vector<std::string>{"BM058", "BM062"}));
}

// ---------------------------------------------------------------------------- G-22

// G-22: a hero damaged in the adventure phase and sent back to town (Fear) does not keep the
// damage. Fire's Breath (6 health) takes 3, flees; next round it takes 3 + 2 = 5 < 6 and
// wounds (with the damage kept it would have died: 3 + 5 = 8).
TEST(Rule_G22, HeroSentBackToTownLosesItsDamage) {
  Scenario sc = board("classic", {"BM003", "BM008"});  // King Croak (fighter) 800, Gorgona (thief) 500
  sc.set_dungeon(0, {"BM018", "BM016"});               // Neanderthal Cave 3, Golem Factory 2 (fighter 1 + 1)
  sc.set_hand(0, {"BM045"});
  sc.add_entrance(0, "BM064");
  sc.deck_top("BM056");  // the heroes revealed next round are clerics: nobody lures them
  sc.deck_top("BM058");
  const int r = round_now(sc);
  sc.start_adventure();
  const json fear = {{"type", "cast"}, {"card", "BM045"}, {"target_player", 0}, {"target", "BM064"}};
  sc.pass_until([&](const Scenario& x) { return x.can(fear); });
  ASSERT_EQ(sc.damage_to("BM064"), (std::vector<int>{3}));
  sc.act(fear);
  EXPECT_TRUE(sc.saw("hero_to_town", {{"card", "BM064"}}));
  sc.finish_round(r);
  EXPECT_EQ(sc.town_ids().front(), "BM064");  // waiting for round r + 1's bait
  sc.finish_round(r + 1);
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM064"}, {"player", 0}}));
  EXPECT_EQ(sc.damage_to("BM064"), (std::vector<int>{3, 3, 2}));
  EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM064"}, {"player", 0}}));
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", "BM064"}}));
}
