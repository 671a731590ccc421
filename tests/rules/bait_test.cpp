// G-15 / C-9 bait, G-9 boss treasure, IP-14 town order, IP-16 order of heroes lured together. Expected outcomes are
// derived from the rules, not from what the engine printed.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// Every test plays two_players(7): seat 0: Robobo (BM004, fighter, 400 XP); seat 1: Gorgona (BM008, thief, 500 XP).

// G-15: each hero goes to the dungeon with the strictly highest matching treasure.
TEST(Bait, G15_StrictMaximumWins) {
  Scenario sc = two_players(7);
  sc.set_dungeon(0, {"BM015"});     // Goblin Armory: fighter x2 -> fighter 2 + boss 1 = 3
  sc.set_dungeon(1, {"BM029"});     // Dizzygas Hallway: thief x1 -> thief 1 + boss 1 = 2
  sc.set_town({"BM062", "BM074"});  // Boden (fighter), Joman (thief)
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}, {"value", 3}}));
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM074"}, {"player", 1}, {"value", 2}}));
}

// G-15: a tie on the top value keeps the hero in town (C-9); so does no matching treasure.
TEST(Bait, G15_TieAndZeroStayInTown) {
  Scenario sc = two_players(7);
  sc.set_boss(1, "BM003");          // King Croak: fighter
  sc.set_dungeon(0, {"BM016"});     // Golem Factory: fighter 1 + Robobo fighter 1 = 2
  sc.set_dungeon(1, {"BM018"});     // Neanderthal Cave: fighter 1 + King Croak fighter 1 = 2
  sc.set_town({"BM062", "BM056"});  // Boden (fighter): tie 2-2; Nick (cleric): 0-0
  sc.start_bait();
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM062"}, {"tie", 1}}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM056"}, {"tie", 0}}));
  EXPECT_FALSE(sc.saw("bait"));
  // They are still in town, ahead of the heroes revealed next round (IP-14).
  const auto town = sc.town_ids();
  ASSERT_GE(town.size(), 2u);
  EXPECT_EQ(town[0], "BM062");
  EXPECT_EQ(town[1], "BM056");
}

// G-9 with G-15: the boss's treasure icon counts for bait, even with no room built.
TEST(Bait, G9_BossTreasureCounts) {
  Scenario sc = two_players(7);
  sc.set_town({"BM062"});  // fighter: Robobo's icon 1 vs Gorgona 0
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", 0}, {"value", 1}}));
}

// G-15: several heroes going to one dungeon keep their order of appearance (G-14 then runs
// them first in, first out).
TEST(Bait, G15_OrderOfAppearanceKept) {
  Scenario sc = two_players(7);
  sc.set_dungeon(0, {"BM015"});
  sc.set_town({"BM064", "BM062"});  // both fighters, Fire's Breath first
  sc.start_bait();
  const auto bait = sc.events_of("bait");
  ASSERT_EQ(bait.size(), 2u);
  EXPECT_EQ(bait[0]["card"], "BM064");
  EXPECT_EQ(bait[1]["card"], "BM062");
  const auto entered = sc.events_of("enters_room");
  ASSERT_FALSE(entered.empty());
  EXPECT_EQ(entered.front()["card"], "BM064");  // G-14: first in, first out
}

// IP-14 / C-15: a hero that stayed in town keeps its place ahead of newer arrivals.
TEST(Bait, IP14_WaitingHeroStaysAheadOfNewArrivals) {
  Scenario sc = two_players(7);
  sc.set_town({"BM056"});  // cleric: nobody has cleric treasure
  sc.deck_top("BM058");    // next ordinary hero revealed: Acacia (cleric)
  sc.start_round();
  ASSERT_GE(sc.s.town.size(), 2u);
  EXPECT_EQ(sc.town_ids().front(), "BM056");
}

// BM080 The Fool: lured by the fewest souls, not by treasure; a tie keeps it in town.
TEST(Bait, BM080_FoolGoesToFewestSouls) {
  Scenario sc = two_players(7);
  sc.add_score(1, "BM057", true);  // Gorgona's player has 1 soul, Robobo's none
  sc.set_town({"BM080"});
  sc.start_bait();
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM080"}, {"player", 0}}));
}

TEST(Bait, BM080_FoolTieStays) {
  Scenario sc = two_players(7);
  sc.set_town({"BM080"});
  sc.start_bait();
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM080"}}));
}

// ---- IP-16: heroes lured together enter in reveal order, also after a return to town ----
// Joman (BM074, thief) came out of the hero deck before Jesta (BM076, thief). Joman waits at
// seat 0's entrance and Jesta in town. Seat 0 (Draculord, cleric) casts Fear on Joman in its
// Neanderthal Cave, so he goes back to town (G-22); then seat 0 shows a thief icon (Dizzygas
// Hallway) and both thieves are lured to it in the same bait phase (G-15).
namespace {
bm::Ruleset ruleset_of(const std::string& preset_name, bool by_reveal_order) {
  bm::Ruleset r = preset(preset_name);
  r.returned_hero_by_reveal_order = by_reveal_order;
  return r;
}

// Plays the Fear and the bait; returns the heroes in the order they first entered a room.
std::vector<std::string> returned_then_lured(Scenario& sc, std::vector<std::string>& town_after_fear) {
  sc.clear_board();
  sc.set_boss(0, "BM001");
  sc.set_boss(1, "BM004");  // Robobo: fighter, no thief icon
  sc.set_dungeon(0, {"BM018"});
  sc.set_hand(0, {"BM045"});
  sc.add_entrance(0, "BM074");
  sc.set_town({"BM076"});
  sc.s.reveal_log = {sc.card("BM074"), sc.card("BM076")};
  sc.deck_top("BM068");  // the next round's reveals: two mages, lured by nobody
  sc.deck_top("BM070");
  const nlohmann::json fear = {{"type", "cast"}, {"card", "BM045"}, {"target_player", 0}, {"target", "BM074"}};
  sc.start_adventure();
  EXPECT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(fear); }));
  sc.act(fear);
  EXPECT_TRUE(sc.saw("hero_to_town", {{"card", "BM074"}}));
  town_after_fear = sc.town_ids();  // the next round has begun: its two mages stand behind
  if (town_after_fear.size() > 2) town_after_fear.resize(2);
  sc.set_dungeon(0, {"BM029"});  // Dizzygas Hallway: thief 1 against Robobo's 0
  const std::size_t mark = sc.events.size();
  sc.start_bait();
  std::vector<std::string> first_entries;
  for (std::size_t i = mark; i < sc.events.size(); ++i) {
    const auto j = bm::event_to_json(sc.cards, sc.events[i]);
    if (j["e"] != "enters_room") continue;
    const std::string hero = j["card"];
    if (std::find(first_entries.begin(), first_entries.end(), hero) == first_entries.end())
      first_entries.push_back(hero);
  }
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM074"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM076"}, {"player", 0}}));
  return first_entries;
}
}  // namespace

// IP-16 reveal_order (classic default; seed 001, bait phase): Joman came out of the deck first,
// so he takes his place ahead of Jesta in the row (C-15 tip) and enters first (G-14).
TEST(Bait, IP16_ReturnedHeroLuredWithALaterHeroEntersFirst) {
  bm::Ruleset r = ruleset_of("classic", true);
  bm::Ruleset def = preset("classic");
  EXPECT_TRUE(def.returned_hero_by_reveal_order) << "IP-16: reveal_order is the classic default";
  Scenario sc(r, 2, 7);
  std::vector<std::string> town;
  const auto entered = returned_then_lured(sc, town);
  EXPECT_EQ(town, (std::vector<std::string>{"BM074", "BM076"}));
  EXPECT_EQ(entered, (std::vector<std::string>{"BM074", "BM076"}));
}

// IP-16 in Boss Monster 2 (seed 004 follows the classic bait): the same order.
TEST(Bait, IP16_Bm2ReturnedHeroEntersFirst) {
  bm::Ruleset def = preset("bm2");
  EXPECT_TRUE(def.returned_hero_by_reveal_order) << "IP-16: reveal_order is the bm2 default";
  Scenario sc(bm::builtin_synthetic_bm2_cards(), def, 2, 7);
  std::vector<std::string> town;
  const auto entered = returned_then_lured(sc, town);
  EXPECT_EQ(town, (std::vector<std::string>{"BM074", "BM076"}));
  EXPECT_EQ(entered, (std::vector<std::string>{"BM074", "BM076"}));
}

// IP-16 back_of_town (the default before reveal_order, no rulebook): Joman joins the row behind
// Jesta and so enters behind her, against seed 001's bait paragraph.
TEST(Bait, IP16_BackOfTownReadingEntersInRowOrder) {
  Scenario sc(ruleset_of("classic", false), 2, 7);
  std::vector<std::string> town;
  const auto entered = returned_then_lured(sc, town);
  EXPECT_EQ(town, (std::vector<std::string>{"BM076", "BM074"}));
  EXPECT_EQ(entered, (std::vector<std::string>{"BM076", "BM074"}));
}

// BM2-13: The Brothers go to the best souls minus wounds, which may be negative: the bait
// event's value is that number, -1 too (not the "new" of an unset stack, nor refused by the
// log schema's count).
TEST(Bait, BM2_13_NegativeLureValueIsLoggedAsItsNumber) {
  const bm::CardSet& cs = bm::builtin_classic_cards();
  for (const int value : {-1, -3, 0, 2}) {
    const bm::Event e{bm::EventType::bait, 1, cs.first_instance[0], value, -1};
    EXPECT_EQ(bm::event_to_json(cs, e)["value"], value) << value;
  }
}
