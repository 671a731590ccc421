// Boss Monster 2 (seed 004): BM2-1 setup, items BM2-2..BM2-4 and BM2-7, portable rooms
// BM2-5, 5-6 players BM2-6 and BM2-8, the 7-room home rule BM2-9. Each test arranges a situation
// and asserts what the rule says must happen (who gets which item, where it ends up, who wins).
#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm::test {
using namespace bm::detail;
namespace {

Ruleset bm2_rules(const std::string& name = "bm2") { return preset(name); }

// A cleared bm2 board on the synthetic bm2 cards (items, the star hero, the portable room).
Scenario bm2_board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed = 11) {
  return board(r, bosses, seed, &builtin_synthetic_bm2_cards());
}

}  // namespace

// ---------------------------------------------------------------------------- BM2-1

// BM2-1: after the deal the top 4 rooms and the top 2 spells start their own discard piles.
TEST(Rule_BM2_1, SetupDiscardsFourRoomsAndTwoSpells) {
  Scenario sc(builtin_synthetic_bm2_cards(), bm2_rules(), 3, 5);
  EXPECT_EQ(count_events(sc, "setup_discard"), 6);
  ASSERT_EQ(sc.s.discard.size(), 4u);
  ASSERT_EQ(sc.s.spell_discard.size(), 2u);
  for (int c : sc.s.discard) EXPECT_EQ(sc.cards.of(c).kind, CardKind::room);
  for (int c : sc.s.spell_discard) EXPECT_EQ(sc.cards.of(c).kind, CardKind::spell);
  for (const auto& pl : sc.s.players) EXPECT_EQ(pl.hand.size(), 7u);  // 5 rooms + 2 spells, as classic
  EXPECT_TRUE(sc.rules.separate_discards);
  sc.check_conservation();
}

// ---------------------------------------------------------------------------- BM2-2

// BM2-2: items revealed in each beginning phase: 1 with 2-3 players, 2 with 4, 3 with 5-6.
TEST(Rule_BM2_2, ItemsRevealedPerPlayerCount) {
  const int want[] = {0, 0, 1, 1, 2, 3, 3};
  for (int n = 2; n <= 6; ++n) {
    Scenario sc(builtin_synthetic_bm2_cards(), bm2_rules(n >= 5 ? "bm2-6p" : "bm2"), n, 7);
    ASSERT_EQ(count_events(sc, "item_revealed"), 0) << "no item before round 1";
    // Round 1's build phase: its beginning phase has revealed the heroes and the items.
    ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.s.round == 1 && x.s.phase == Phase::build; }));
    EXPECT_EQ(count_events(sc, "item_revealed"), want[n]) << n << " players";
    sc.check_conservation();
  }
}

// Items play only in the bm2 family: a classic game on the same cards leaves them out.
TEST(Rule_BM2_2, NoItemsOutsideBm2) {
  Scenario sc(builtin_synthetic_bm2_cards(), preset("classic"), 2, 7);
  ASSERT_TRUE(sc.pass_until([](const Scenario& x) { return x.s.round == 1 && x.s.phase == Phase::build; }));
  EXPECT_EQ(count_events(sc, "item_revealed"), 0);
  EXPECT_TRUE(sc.s.item_deck.empty());
  sc.check_conservation();
}

// ---------------------------------------------------------------------------- BM2-3

// BM2-3: the item goes to the first hero in town (longest waiting first) sharing its treasure
// icon, never to a hero with the star icon.
TEST(Rule_BM2_3, TreasureMatchedItemSkipsStarAndOtherTreasure) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.empty_hero_decks();
  sc.set_town({"BM056", "SYN-H04", "BM062", "BM064"});  // cleric, star fighter, fighter, fighter
  sc.deck_top("SYN-I02");                               // fighter item
  sc.start_round();
  EXPECT_TRUE(sc.saw("item_given", {{"card", "SYN-I02"}, {"hero", "BM062"}}));
  EXPECT_EQ(item_of(sc, "BM062"), sc.card("SYN-I02"));
  EXPECT_EQ(item_of(sc, "SYN-H04"), -1);
  EXPECT_EQ(item_of(sc, "BM056"), -1);
  EXPECT_TRUE(sc.s.items_waiting.empty());
  sc.check_conservation();
}

// BM2-3: a universal item (all four icons) goes to any hero, even one without treasure icons.
TEST(Rule_BM2_3, UniversalItemToAnyHero) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.empty_hero_decks();
  sc.set_town({"SYN-H04", "BM080"});  // the star hero, then The Fool (no icons)
  sc.deck_top("SYN-I05");
  sc.start_round();
  EXPECT_TRUE(sc.saw("item_given", {{"card", "SYN-I05"}, {"hero", "BM080"}}));
  EXPECT_EQ(item_of(sc, "SYN-H04"), -1);
}

// BM2-3: one item per hero; an item no hero can carry waits, and is given in a later round.
TEST(Rule_BM2_3, OneItemPerHeroAndWaitingItems) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004", "BM005", "BM006"});  // 4 players: 2 items
  sc.empty_hero_decks();
  sc.set_town({"BM062"});
  sc.deck_top("SYN-I01");  // cleric: second
  sc.deck_top("SYN-I02");  // fighter: revealed first
  sc.start_round();
  EXPECT_EQ(item_of(sc, "BM062"), sc.card("SYN-I02"));
  ASSERT_EQ(sc.s.items_waiting, (std::vector<int>{sc.card("SYN-I01")}));
  EXPECT_FALSE(sc.saw("item_given", {{"card", "SYN-I01"}}));
  // Next round a cleric hero stands in town: the waiting item goes to it first.
  sc.set_town({"BM062", "BM056"});
  sc.start_round();
  EXPECT_EQ(item_of(sc, "BM056"), sc.card("SYN-I01"));
  EXPECT_EQ(item_of(sc, "BM062"), sc.card("SYN-I02"));
  sc.check_conservation();
}

// ---------------------------------------------------------------------------- BM2-7

// BM2-7: a hero killed in a dungeon hands its item to that boss, who can use it (BM2-4).
TEST(Rule_BM2_7, KilledHeroItemBecomesTheBossActiveItem) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM018", "BM016"});  // 3 + 2 damage
  sc.add_entrance(0, "BM062");            // fighter, health 4
  sc.give_item("BM062", "SYN-I02");
  sc.start_adventure();
  finish_phase(sc);
  ASSERT_TRUE(sc.saw("hero_killed", {{"card", "BM062"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("item_gained", {{"player", 0}, {"card", "SYN-I02"}, {"hero", "BM062"}}));
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I02"));
  EXPECT_TRUE(sc.s.hero_items.empty());
  sc.check_conservation();
}

// BM2-7: a hero that survives to wound the boss leaves its item face down in that scoring area.
TEST(Rule_BM2_7, SurvivingHeroItemGoesFaceDown) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM035"});  // no damage
  sc.add_entrance(0, "BM060");   // cleric, health 8
  sc.give_item("BM060", "SYN-I01");
  sc.start_adventure();
  finish_phase(sc);
  ASSERT_TRUE(sc.saw("hero_wounds", {{"card", "BM060"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("item_face_down", {{"player", 0}, {"card", "SYN-I01"}, {"hero", "BM060"}}));
  EXPECT_EQ(sc.s.players[0].active_item, -1);
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("SYN-I01")}));
  EXPECT_EQ(sc.wounds(0), 1);
  sc.check_conservation();
}

// BM2-7: an item window before *each* hero enters (classic: only before the first).
TEST(Rule_BM2_7, WindowBeforeEveryHero) {
  for (const bool bm2 : {true, false}) {
    Scenario sc = bm2 ? bm2_board(bm2_rules(), {"BM008", "BM004"}) : board("classic", {"BM008", "BM004"});
    sc.set_dungeon(0, {"BM035"});
    sc.add_entrance(0, "BM060");
    sc.add_entrance(0, "BM061");
    sc.set_hand(0, {"BM046"});  // Freeze: castable in every adventure window
    sc.start_adventure();
    bool window_between = false;
    while (sc.s.phase == Phase::adventure && !sc.s.over) {
      if (sc.decision() == DecisionKind::window && sc.to_move() == 0 && sc.s.run.hero < 0 &&
          sc.saw("hero_wounds", {{"card", "BM060"}}))
        window_between = true;
      if (sc.decision() == DecisionKind::window) sc.act({{"type", "pass"}});
      else if (!sc.pass_until([](const Scenario&) { return true; })) break;
    }
    EXPECT_EQ(window_between, bm2) << (bm2 ? "bm2" : "classic");
    EXPECT_TRUE(sc.saw("hero_wounds", {{"card", "BM061"}}));
  }
}

// ---------------------------------------------------------------------------- BM2-4

// BM2-4: the active item is used like an adventure spell, then turned face down (kept, not discarded).
TEST(Rule_BM2_4, ActiveItemCastLikeASpellThenFaceDown) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM018"});
  sc.set_dungeon(1, {"BM016"});
  sc.add_entrance(0, "BM060");
  sc.set_active_item(0, "SYN-I05");  // acts as Freeze
  sc.start_adventure();
  ASSERT_EQ(sc.decision(), DecisionKind::window);
  ASSERT_EQ(sc.to_move(), 0);
  ASSERT_TRUE(sc.can({{"type", "cast"}, {"card", "SYN-I05"}, {"stack", 0}, {"target", "BM016"}, {"target_player", 1}}));
  sc.act({{"type", "cast"}, {"card", "SYN-I05"}, {"stack", 0}, {"target", "BM016"}, {"target_player", 1}});
  sc.pass_until([](const Scenario& x) { return x.s.stack.empty(); });
  EXPECT_TRUE(sc.saw("resolved", {{"card", "SYN-I05"}}));
  EXPECT_TRUE(sc.saw("deactivated", {{"card", "BM016"}, {"player", 1}}));
  EXPECT_EQ(sc.s.players[0].active_item, -1);
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("SYN-I05")}));
  EXPECT_EQ(std::count(sc.s.discard.begin(), sc.s.discard.end(), sc.card("SYN-I05")), 0);
  sc.check_conservation();
}

// BM2-4 with G-18: an item counts as a spell, so Counterspell cancels it; it still goes face down.
TEST(Rule_BM2_4, CounterspellCancelsAnItem) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM018"});
  sc.set_dungeon(1, {"BM016"});
  sc.add_entrance(0, "BM060");
  sc.set_hand(1, {"BM043"});
  sc.set_active_item(0, "SYN-I05");
  sc.start_adventure();
  sc.act({{"type", "cast"}, {"card", "SYN-I05"}, {"stack", 0}, {"target", "BM016"}, {"target_player", 1}});
  ASSERT_EQ(sc.decision(), DecisionKind::respond);
  sc.act({{"type", "cancel"}, {"card", "BM043"}});
  sc.pass_until([](const Scenario& x) { return x.s.stack.empty(); });
  EXPECT_TRUE(sc.saw("cancelled", {{"card", "SYN-I05"}}));
  EXPECT_FALSE(sc.saw("deactivated", {{"card", "BM016"}}));
  EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("SYN-I05")}));
  sc.check_conservation();
}

// BM2-4: gaining a second active item means choosing which to keep; the other goes face down.
TEST(Rule_BM2_4, SecondItemChooseWhichToKeep) {
  for (const bool keep_new : {true, false}) {
    Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
    sc.set_dungeon(0, {"BM018", "BM016"});
    sc.add_entrance(0, "BM056");  // cleric, health 4
    sc.give_item("BM056", "SYN-I01");
    sc.set_active_item(0, "SYN-I05");
    sc.start_adventure();
    sc.pass_until([](const Scenario& x) { return x.decision() == DecisionKind::choose; });
    ASSERT_EQ(sc.decision(), DecisionKind::choose);
    ASSERT_EQ(sc.to_move(), 0);
    EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "SYN-I01"}}));
    EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "SYN-I05"}}));
    const std::string kept = keep_new ? "SYN-I01" : "SYN-I05", other = keep_new ? "SYN-I05" : "SYN-I01";
    sc.act({{"type", "choose"}, {"card", kept}});
    EXPECT_EQ(sc.s.players[0].active_item, sc.card(kept));
    EXPECT_EQ(sc.s.players[0].gained_item, -1);
    EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card(other)}));
    sc.check_conservation();
  }
}

// ---------------------------------------------------------------------------- BM2-5

// BM2-5: in the build phase the owner may take a portable room back into hand, then still builds.
TEST(Rule_BM2_5, PortableRoomBackToHand) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004"});
  sc.set_dungeon(0, {"SYN-R03", "BM010"});
  sc.set_dungeon(1, {"BM010"});
  sc.set_hand(0, {"BM011"});
  start_p0_build_turn(sc);
  ASSERT_TRUE(sc.can({{"type", "take_back"}, {"card", "SYN-R03"}, {"stack", 0}}));
  EXPECT_FALSE(sc.can({{"type", "take_back"}, {"card", "BM010"}, {"stack", 1}}));  // not portable
  sc.act({{"type", "take_back"}, {"card", "SYN-R03"}, {"stack", 0}});
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM010"}));
  EXPECT_EQ(sc.hand_ids(0), (std::vector<std::string>{"BM011", "SYN-R03"}));
  EXPECT_TRUE(sc.saw("room_returned", {{"card", "SYN-R03"}, {"player", 0}}));
  ASSERT_EQ(sc.decision(), DecisionKind::build);  // the build turn goes on
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can({{"type", "build"}, {"card", "SYN-R03"}, {"stack", "new"}}));
  sc.check_conservation();
}

// BM2-5 is a bm2 rule: a classic game on the same cards never offers it.
TEST(Rule_BM2_5, NoTakeBackOutsideBm2) {
  Scenario sc(builtin_synthetic_bm2_cards(), preset("classic"), 2, 11);
  sc.clear_board();
  sc.set_boss(0, "BM008");
  sc.set_boss(1, "BM004");
  sc.set_dungeon(0, {"SYN-R03"});
  sc.set_hand(0, {"BM011"});
  start_p0_build_turn(sc);
  EXPECT_FALSE(sc.can({{"type", "take_back"}, {"card", "SYN-R03"}, {"stack", 0}}));
}

// ---------------------------------------------------------------------------- BM2-9

// BM2-9 home rule: up to 7 rooms; Level Up on reaching the fifth room again, never on the 6th/7th.
TEST(Rule_BM2_9, SevenRoomsAndLevelUpOnEveryFifth) {
  Ruleset r = bm2_rules();
  r.seven_rooms = true;
  Scenario sc = bm2_board(r, {"BM008", "BM004"});
  sc.set_dungeon(0, {"BM035", "BM010", "BM011", "BM012", "BM016"});  // five rooms, leveled up already
  sc.s.players[0].leveled_up = true;
  sc.set_hand(0, {"BM018", "BM021"});
  start_p0_build_turn(sc);
  ASSERT_TRUE(sc.can({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}}));  // a sixth stack
  sc.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  finish_phase(sc);
  EXPECT_EQ(sc.dungeon_ids(0).size(), 6u);
  EXPECT_FALSE(sc.saw("level_up", {{"player", 0}}));  // never on the sixth
  // Back to four rooms, then a fifth: Level Up again.
  Scenario sc2 = bm2_board(r, {"BM008", "BM004"});
  sc2.set_dungeon(0, {"BM035", "BM010", "BM011", "BM012"});
  sc2.s.players[0].leveled_up = true;
  sc2.set_hand(0, {"BM018"});
  sc2.set_town({});
  sc2.start_build();
  sc2.pass_until(p0_builds);
  sc2.act({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}});
  sc2.pass_until([](const Scenario& x) { return x.saw("level_up") || x.s.phase != Phase::build; });
  EXPECT_TRUE(sc2.saw("level_up", {{"player", 0}}));
}

// BM2-9 maximum: seven stacks under the home rule; the plain bm2 preset keeps G-2's five.
TEST(Rule_BM2_9, MaximumSevenOrFive) {
  for (const bool seven : {true, false}) {
    Ruleset r = bm2_rules();
    r.seven_rooms = seven;
    Scenario sc = bm2_board(r, {"BM008", "BM004"});
    if (seven) sc.set_dungeon(0, {"BM035", "BM010", "BM011", "BM012", "BM016", "BM021", "BM022"});
    else sc.set_dungeon(0, {"BM035", "BM010", "BM011", "BM012", "BM016"});
    sc.s.players[0].leveled_up = true;
    sc.set_hand(0, {"BM018"});
    start_p0_build_turn(sc);
    EXPECT_FALSE(sc.can({{"type", "build"}, {"card", "BM018"}, {"stack", "new"}})) << (seven ? "seven" : "five");
    EXPECT_TRUE(sc.can({{"type", "build"}, {"card", "BM018"}, {"stack", 0}}));
  }
}

// ---------------------------------------------------------------------------- BM2-6, BM2-8

// BM2-6 (5-6 players): tied heroes are dealt one each, in town order, to the tied players in turn
// order; the excess stays. With 2-4 players every tied hero stays (G-15).
TEST(Rule_BM2_6, TiedHeroesSplitAtFivePlayers) {
  Scenario sc =
      bm2_board(bm2_rules("bm2-6p"), {"BM008", "BM007", "BM005", "BM006", "BM001"});  // no boss has a fighter icon
  sc.set_dungeon(0, {"BM016"});                                                       // fighter 1
  sc.set_dungeon(1, {"BM018"});                                                       // fighter 1
  sc.set_town({"BM062", "BM064", "BM065"});                                           // three fighters
  // Bosses' own icons would break the tie: compare the values the engine sees.
  std::vector<int> tied;
  for (int p : sc.s.order) {
    int v = 0;
    for (const auto& r : sc.s.players[static_cast<std::size_t>(p)].dungeon)
      v += sc.cards.of(r.top()).treasure[kFighter];
    v += sc.cards.of(sc.s.players[static_cast<std::size_t>(p)].boss).treasure[kFighter];
    if (v == 1) tied.push_back(p);
  }
  ASSERT_EQ(tied.size(), 2u) << "the arranged tie";
  sc.start_bait();
  finish_phase(sc);
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM062"}, {"player", tied[0]}}));
  EXPECT_TRUE(sc.saw("bait", {{"card", "BM064"}, {"player", tied[1]}}));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM065"}}));
}

TEST(Rule_BM2_6, TiedHeroesStayWithFourPlayers) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM007", "BM005", "BM006"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_dungeon(1, {"BM018"});
  sc.set_town({"BM062"});
  int fighters = 0;
  for (int p = 0; p < 4; ++p)
    fighters += sc.cards.of(sc.s.players[static_cast<std::size_t>(p)].boss).treasure[kFighter];
  ASSERT_EQ(fighters, 0) << "no boss icon breaks the tie";
  sc.start_bait();
  finish_phase(sc);
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", "BM062"}}));
}

// ---------------------------------------------------------------------------- BM2-42 (IP-30)

namespace {
// BM2-42's table: five players, none of whose bosses shows a fighter icon; seats 0 (Gorgona,
// 500 XP), 1 (Cleopatra, 850) and 2 (Cerebellus, 650) each have one fighter room, so a fighter
// ties the three, the highest XP first: seat 1, seat 2, seat 0 (also the turn order, IP-5
// xp_desc). Seats 3 (Seducia) and 4 (Draculord) have no room. `town`: the heroes waiting,
// longest first.
Scenario three_way_fighter_tie(TieSplit split, std::initializer_list<std::string> town, bool clockwise = false) {
  Ruleset r = bm2_rules("bm2-6p");
  r.bm2_tie_split = split;
  r.order_clockwise = clockwise;
  Scenario sc = bm2_board(r, {"BM008", "BM007", "BM005", "BM006", "BM001"});
  sc.set_dungeon(0, {"BM016"});
  sc.set_dungeon(1, {"BM018"});
  sc.set_dungeon(2, {"BM016"});
  sc.set_town(town);
  sc.start_bait();
  finish_phase(sc);
  return sc;
}
// The first bait phase's events begin here (the arranged bait; later rounds bait again).
std::size_t first_bait(const Scenario& sc) {
  const int at = find_event(sc, "phase", {{"phase", "bait"}});
  EXPECT_GE(at, 0) << "no bait phase";
  return static_cast<std::size_t>(std::max(at, 0));
}
// The heroes the arranged bait step sent to p's dungeon, in the order they were decided.
Ids lured_to(const Scenario& sc, int p) {
  Ids out;
  for (const auto& e : events_this_round(sc, first_bait(sc), "bait"))
    if (e.value("player", -1) == p) out.push_back(e.value("card", ""));
  return out;
}
// The heroes the arranged bait step left in town.
Ids stayed(const Scenario& sc) {
  Ids out;
  for (const auto& e : events_this_round(sc, first_bait(sc), "hero_stays")) out.push_back(e.value("card", ""));
  return out;
}
}  // namespace

// BM2-42 (crash_landing): seven tied fighters, three tied players: two full passes give six of
// them, the longest-waiting to the highest XP first; the seventh stays. turn_order (BM2-6) deals
// one each and keeps four in town.
TEST(Rule_BM2_42, FullPassesRepeatWhilePossible) {
  const std::initializer_list<std::string> town = {"BM062", "BM063", "BM064", "BM065", "BM066", "BM067", "BM085"};
  Scenario crash = three_way_fighter_tie(TieSplit::crash_landing, town);
  EXPECT_EQ(lured_to(crash, 1), (Ids{"BM062", "BM065"}));
  EXPECT_EQ(lured_to(crash, 2), (Ids{"BM063", "BM066"}));
  EXPECT_EQ(lured_to(crash, 0), (Ids{"BM064", "BM067"}));
  EXPECT_EQ(stayed(crash), (Ids{"BM085"}));
  Scenario one_each = three_way_fighter_tie(TieSplit::turn_order, town);
  EXPECT_EQ(lured_to(one_each, 1), (Ids{"BM062"}));
  EXPECT_EQ(lured_to(one_each, 2), (Ids{"BM063"}));
  EXPECT_EQ(lured_to(one_each, 0), (Ids{"BM064"}));
  EXPECT_EQ(stayed(one_each), (Ids{"BM065", "BM066", "BM067", "BM085"}));
}

// BM2-42 (crash_landing): two tied fighters, three tied players: no full pass, both stay.
// turn_order (BM2-6) deals them to the first two tied players.
TEST(Rule_BM2_42, FewerHeroesThanTiedPlayersStay) {
  Scenario crash = three_way_fighter_tie(TieSplit::crash_landing, {"BM062", "BM063"});
  EXPECT_EQ(stayed(crash), (Ids{"BM062", "BM063"}));
  for (int p = 0; p < 5; ++p) EXPECT_TRUE(lured_to(crash, p).empty()) << "seat " << p;
  Scenario one_each = three_way_fighter_tie(TieSplit::turn_order, {"BM062", "BM063"});
  EXPECT_EQ(lured_to(one_each, 1), (Ids{"BM062"}));
  EXPECT_EQ(lured_to(one_each, 2), (Ids{"BM063"}));
  EXPECT_TRUE(stayed(one_each).empty());
}

// BM2-42 (crash_landing): a pass deals to the highest XP first, not in turn order. Under IP-5
// xp_then_clockwise the turn order is Draculord (seat 4) and then seats 0, 1, 2, 3, so the tied
// players come 0, 1, 2 in turn order but 1, 2, 0 by XP.
TEST(Rule_BM2_42, PassesGoToTheHighestXpFirst) {
  Scenario crash = three_way_fighter_tie(TieSplit::crash_landing, {"BM062", "BM063", "BM064"}, true);
  ASSERT_EQ(crash.s.order, (std::vector<int>{4, 0, 1, 2, 3})) << "IP-5 xp_then_clockwise";
  EXPECT_EQ(lured_to(crash, 1), (Ids{"BM062"}));
  EXPECT_EQ(lured_to(crash, 2), (Ids{"BM063"}));
  EXPECT_EQ(lured_to(crash, 0), (Ids{"BM064"}));
  Scenario one_each = three_way_fighter_tie(TieSplit::turn_order, {"BM062", "BM063", "BM064"}, true);
  EXPECT_EQ(lured_to(one_each, 0), (Ids{"BM062"}));
  EXPECT_EQ(lured_to(one_each, 1), (Ids{"BM063"}));
  EXPECT_EQ(lured_to(one_each, 2), (Ids{"BM064"}));
}

// BM2-42 (crash_landing): the tied heroes are shared per treasure type. Seats 0 (Gorgona) and 1
// (Cleopatra) tie on thief (their bosses' icons, 1 each) and on fighter (a fighter room each).
// In town: a fighter, a thief, a fighter. crash_landing: the two fighters make a full pass
// (Cleopatra, 850 XP, first), the lone thief stays. turn_order (BM2-6) deals the heroes tied
// between the same two players together: the fighter and the thief, and the second fighter
// stays.
TEST(Rule_BM2_42, SharedPerTreasureType) {
  auto play = [](TieSplit split) {
    Ruleset r = bm2_rules("bm2-6p");
    r.bm2_tie_split = split;
    Scenario sc = bm2_board(r, {"BM008", "BM007", "BM005", "BM006", "BM001"});
    sc.set_dungeon(0, {"BM016"});
    sc.set_dungeon(1, {"BM018"});
    sc.set_town({"BM062", "BM074", "BM063"});
    sc.start_bait();
    finish_phase(sc);
    return sc;
  };
  Scenario crash = play(TieSplit::crash_landing);
  EXPECT_EQ(lured_to(crash, 1), (Ids{"BM062"}));
  EXPECT_EQ(lured_to(crash, 0), (Ids{"BM063"}));
  EXPECT_EQ(stayed(crash), (Ids{"BM074"}));
  Scenario one_each = play(TieSplit::turn_order);
  EXPECT_EQ(lured_to(one_each, 1), (Ids{"BM062"}));
  EXPECT_EQ(lured_to(one_each, 0), (Ids{"BM074"}));
  EXPECT_EQ(stayed(one_each), (Ids{"BM063"}));
}

// The reading is a ruleset option, written only when chosen (the presets keep their bytes).
TEST(Rule_BM2_42, ReadingLoadsAndWrites) {
  Ruleset r = bm2_rules("bm2-6p");
  EXPECT_EQ(ruleset_to_json(r)["options"]["bm2_tie_split"], "turn_order");
  r.bm2_tie_split = TieSplit::crash_landing;
  const nlohmann::json j = ruleset_to_json(r);
  EXPECT_EQ(j["options"]["bm2_tie_split"], "crash_landing");
  EXPECT_EQ(load_ruleset(j, "test").bm2_tie_split, TieSplit::crash_landing);
  EXPECT_NE(r.hash(), bm2_rules("bm2-6p").hash());
}

// ---------------------------------------------------------------------------- BM2-43 (IP-6)

namespace {
// BM2-43's table: five players (no boss shows a cleric icon, no dungeon), the hero decks hold
// exactly the five clerics of the next round, which nobody lures: they stay in town. Seat 0
// (Gorgona, 500 XP) has 3 souls and a wound (2), seat 4 (Robobo, 400 XP) 3 souls and
// `robobo_wounds`; seat 1 (Cleopatra) has 3 souls and 5 wounds (-2) and is never eliminated
// (BM2-8). Plays from the round that reveals the last heroes to the end of the game, and
// returns that round.
int last_heroes_round(Scenario& sc, int robobo_wounds) {
  sc.empty_hero_decks();
  const std::initializer_list<std::string> clerics = {"BM056", "BM057", "BM058", "BM059", "BM060"};
  for (const auto& h : clerics) sc.deck_top(h);
  give(sc, 0, 3, 1, HeroOrder::lowest_first, clerics);
  give(sc, 4, 3, robobo_wounds, HeroOrder::lowest_first, clerics);
  give(sc, 1, 3, 5, HeroOrder::lowest_first, clerics);
  sc.start_round();
  const int round = sc.s.round;
  sc.pass_until([](const Scenario&) { return false; });
  return round;
}
Scenario five_players_deck_out(DeckOut d) {
  Ruleset r = bm2_rules("bm2-6p");
  r.deck_out = d;
  return bm2_board(r, {"BM008", "BM007", "BM005", "BM006", "BM004"});
}
}  // namespace

// BM2-43 (deck_out end_when_empty): the game ends at the end of the round in which both hero
// decks ran out, with the five heroes still in town; nobody is eliminated; the best souls minus
// wounds wins (seat 4, 3 - 0).
TEST(Rule_BM2_43, EndsInTheRoundTheDecksRanOut) {
  Scenario sc = five_players_deck_out(DeckOut::end_when_empty);
  const int round = last_heroes_round(sc, 0);
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.round, round);
  EXPECT_EQ(static_cast<EndReason>(sc.s.end_rule), EndReason::deck_out_empty);
  EXPECT_EQ(count_events(sc, "hero_revealed"), 5);
  EXPECT_EQ(sc.town_ids().size(), 5u) << "the heroes still wait in town";
  EXPECT_EQ(sc.s.winners, (std::vector<int>{4}));
  for (const auto& pl : sc.s.players) EXPECT_FALSE(pl.eliminated);
  // IP-6's default (end_after_round) plays one more round, in which no hero can be revealed.
  Scenario later = five_players_deck_out(DeckOut::end_after_round);
  const int round2 = last_heroes_round(later, 0);
  ASSERT_TRUE(later.s.over);
  EXPECT_EQ(later.s.round, round2 + 1);
  EXPECT_EQ(static_cast<EndReason>(later.s.end_rule), EndReason::deck_out);
}

// BM2-43: a tie on souls minus wounds goes to the lowest XP (IP-4 lowest_xp, bm2's default):
// seat 0 (Gorgona, 500 XP) and seat 4 (Robobo, 400 XP) both end on 3 - 1; Robobo wins.
TEST(Rule_BM2_43, TieGoesToTheLowestXp) {
  Scenario sc = five_players_deck_out(DeckOut::end_when_empty);
  const int round = last_heroes_round(sc, 1);
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(sc.s.round, round);
  EXPECT_EQ(sc.souls(0) - sc.wounds(0), sc.souls(4) - sc.wounds(4));
  EXPECT_EQ(sc.s.winners, (std::vector<int>{4}));
}

// BM2-8 (5-6 players): no elimination at 5 wounds; once someone has 10 souls the best souls -
// wounds of all wins (not the one with 10 souls).
TEST(Rule_BM2_8, NoEliminationAndBestSoulsMinusWounds) {
  Scenario sc = bm2_board(bm2_rules("bm2-6p"), {"BM008", "BM004", "BM005", "BM006", "BM001"});
  for (const char* h : {"BM056", "BM057", "BM058", "BM059", "BM060"}) sc.add_score(0, h, false);  // 5 wounds
  for (const char* h : {"BM081", "BM082", "BM083", "BM084", "BM085"}) sc.add_score(1, h, true);   // 10 souls
  for (const char* h : {"BM086", "BM087"}) sc.add_score(1, h, false);                             // 4 wounds: 6
  for (const char* h : {"BM088", "BM089", "BM090", "BM091"}) sc.add_score(2, h, true);            // 8 souls: 8
  sc.start_end_of_round();
  sc.pass_until([](const Scenario& x) { return x.s.over; });
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(static_cast<EndReason>(sc.s.end_rule), EndReason::bm2_souls);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{2}));
  for (const auto& pl : sc.s.players) EXPECT_FALSE(pl.eliminated);
  EXPECT_FALSE(sc.saw("eliminated"));
}

// BM2-8 (2-4 players): the classic end: 5 wounds eliminates, 10 souls wins.
TEST(Rule_BM2_8, ClassicEndWithFourPlayers) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM004", "BM005"});
  for (const char* h : {"BM056", "BM057", "BM058", "BM059", "BM060"}) sc.add_score(0, h, false);
  sc.start_end_of_round();
  sc.pass_until([](const Scenario& x) { return x.s.round > 1 || x.s.over; });
  EXPECT_TRUE(sc.s.players[0].eliminated);
}

// ---------------------------------------------------------------------------- BM2-41

// BM2-41 (FAQ l. 777-791): a hero a boss effect kills in town goes face down to that boss. On the
// synthetic bm2 cards (the classic cards and synthetic items) Gorgona's Level Up (BM008, G-10)
// kills a hero in town: Nick, carrying the Holy Charm, becomes seat 0's soul, and the Charm its
// active item (BM2-7: a killed hero's item goes to the boss that killed it).
TEST(Rule_BM2_41, GorgonaKillsAHeroInTownForHerOwnScore) {
  Scenario sc = bm2_board(bm2_rules(), {"BM008", "BM007"});
  four_rooms_and_a_fifth(sc);
  sc.set_town({"BM056"});
  sc.give_item("BM056", "SYN-I01");
  ASSERT_TRUE(level_up_choice(sc));
  sc.act({{"type", "choose"}, {"card", "BM056"}});
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"player", 0}}));
  EXPECT_EQ(sc.score_ids(0, true), (std::vector<std::string>{"BM056"}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_FALSE(contains(sc.town_ids(), "BM056"));
  EXPECT_TRUE(sc.saw("item_gained", {{"card", "SYN-I01"}, {"player", 0}, {"hero", "BM056"}}));
  EXPECT_EQ(sc.s.players[0].active_item, sc.card("SYN-I01"));
  sc.check_conservation();
}

// The player range of each preset (BM2-2, BM2-6): bm2 2-4, bm2-6p 5-6.
TEST(Rule_BM2_6, PresetPlayerRanges) {
  const Engine e2(builtin_synthetic_bm2_cards(), bm2_rules());
  const Engine e6(builtin_synthetic_bm2_cards(), bm2_rules("bm2-6p"));
  EXPECT_NO_THROW(e2.start(4, 1));
  EXPECT_THROW(e2.start(5, 1), InputError);
  EXPECT_NO_THROW(e6.start(6, 1));
  EXPECT_THROW(e6.start(4, 1), InputError);
  EXPECT_THROW(e6.start(7, 1), InputError);
}

}  // namespace bm::test
