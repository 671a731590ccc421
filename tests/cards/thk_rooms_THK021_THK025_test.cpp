// Tools of Hero-Kind's four advanced rooms and its spell, which act on items (BM2-39: an item
// turned over never fires its boss side; BM2-38: a carrier's item acts before a room does):
// THK021 Burial Mound, THK022 Orcish Smithy, THK023 Artificer's Workbench, THK024 Magnetic
// Ceiling, THK025 Excavation. The games play the bm2 rules on the synthetic bm2 cards plus the
// implemented Tools of Hero-Kind cards (bm2_with_thk_items). Classic rooms that act on no hero:
// Neanderthal Cave BM018 (monster 3), Golem Factory BM016 (monster 2), Dracolich Lair BM013
// (advanced monster 3), Recycling Center BM031 (advanced trap 3). THK007 Oversized Sword (fighter
// item) gives its carrier +5 Health; Fire's Breath BM064 is a fighter of Health 6, BM056 a
// cleric of Health 4.
#include <gtest/gtest.h>

#include <algorithm>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace thk_rooms_THK021_THK025 {

const bm::PlayerState& seat(const Scenario& sc, int p) { return sc.s.players[static_cast<std::size_t>(p)]; }

json activate(const std::string& room, int stack) { return {{"type", "activate"}, {"card", room}, {"stack", stack}}; }

// Burial Mound's table: seat 0's dungeon is Burial Mound, its hand two rooms (and a spell),
// Oversized Sword face down in its scoring area; the build phase of round 1.
Scenario burial_table(std::uint64_t seed) {
  Scenario sc = thk_two_players(seed);
  sc.set_dungeon(0, {"THK021"});
  sc.set_hand(0, {"BM016", "BM018", "BM046"});
  sc.add_face_down_item(0, "THK007");
  sc.start_build();
  return sc;
}

// The test set of Excavation: bm2_with_thk_items plus Excavation with an adventure phase icon as a
// stand-in (no source gives its phase; the set tools-of-hero-kind keeps it unknown).
const bm::CardSet& excavation_set() {
  static const bm::CardSet set = [] {
    nlohmann::json f = bm::card_set_to_json(bm2_with_thk_items());
    const nlohmann::json thk = bm::card_set_to_json(bm::builtin_tools_of_hero_kind_cards());
    for (nlohmann::json c : thk["cards"])
      if (c["id"] == "THK025") {
        c["phase"] = "adventure";  // stand-in for the unknown phase
        c.erase("unknown");
        f["cards"].push_back(c);
      }
    f["id"] = "thk-excavation-test";
    return bm::load_card_set(f, "thk-excavation-test");
  }();
  return set;
}

json excavate(int player, const std::string& item, int option) {
  return {{"type", "cast"}, {"card", "THK025"}, {"target_player", player}, {"target", item}, {"option", option}};
}

}  // namespace thk_rooms_THK021_THK025

// Burial Mound: seat 0 pays two room cards and Oversized Sword comes back face up as its active
// item (BM2-39), with no boss side fired; its reward can then be used (BM2-37).
TEST(Card_THK021_BurialMound, TwoRoomsPaidFlipAFaceDownItemUp) {
  namespace t = thk_rooms_THK021_THK025;
  Scenario sc = t::burial_table(21);
  when_legal(sc, t::activate("THK021", 0));
  sc.act({{"type", "choose"}, {"card", "BM016"}});
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "THK007"}});
  EXPECT_EQ(t::seat(sc, 0).active_item, sc.card("THK007"));
  EXPECT_TRUE(t::seat(sc, 0).scored_items.empty());
  EXPECT_TRUE(sc.saw("discard", {{"player", 0}, {"card", "BM016"}}));
  EXPECT_TRUE(sc.saw("discard", {{"player", 0}, {"card", "BM018"}}));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});
  EXPECT_TRUE(sc.saw("item_face_up", {{"player", 0}, {"card", "THK007"}}));
  EXPECT_FALSE(sc.saw("cast", {{"card", "THK007"}}));
  // Once per round: no second activation (and nothing face down is left anyway).
  EXPECT_TRUE(legal_with(sc, "activate", "THK021").empty());
  sc.check_conservation();
}

// Without two room cards in hand, or without a face-down item, Burial Mound offers nothing.
TEST(Card_THK021_BurialMound, NeedsTwoRoomCardsAndAFaceDownItem) {
  Scenario one_room = thk_two_players(22);
  one_room.set_dungeon(0, {"THK021"});
  one_room.set_hand(0, {"BM016", "BM046"});
  one_room.add_face_down_item(0, "THK007");
  one_room.start_build();
  EXPECT_TRUE(legal_with(one_room, "activate", "THK021").empty());
  Scenario no_item = thk_two_players(22);
  no_item.set_dungeon(0, {"THK021"});
  no_item.set_hand(0, {"BM016", "BM018"});
  no_item.start_build();
  EXPECT_TRUE(legal_with(no_item, "activate", "THK021").empty());
}

// Beside an active item the recovered one is a second item: seat 0 keeps one of the two and the
// other goes face down (BM2-4, BM2-36).
TEST(Card_THK021_BurialMound, BesideAnActiveItemTheBossKeepsOne) {
  namespace t = thk_rooms_THK021_THK025;
  Scenario sc = thk_two_players(23);
  sc.set_dungeon(0, {"THK021"});
  sc.set_hand(0, {"BM016", "BM018"});
  sc.add_face_down_item(0, "THK007");
  sc.set_active_item(0, "THK017");
  sc.start_build();
  when_legal(sc, t::activate("THK021", 0));
  sc.act({{"type", "choose"}, {"card", "BM016"}});
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  sc.act({{"type", "choose"}, {"card", "THK007"}});
  ASSERT_TRUE(choosing(sc));  // the keep-one choice
  sc.act({{"type", "choose"}, {"card", "THK007"}});
  EXPECT_EQ(t::seat(sc, 0).active_item, sc.card("THK007"));
  EXPECT_EQ(t::seat(sc, 0).scored_items, (std::vector<int>{sc.card("THK017")}));
  sc.check_conservation();
}

// Orcish Smithy: Oversized Sword (fighter) lies loose in town, where only a cleric stands (BM2-3:
// no hero may carry it). In the build phase seat 0 hands it to the cleric, treasure ignored.
TEST(Card_THK022_OrcishSmithy, HandsALooseItemToAHeroWithoutOne) {
  namespace t = thk_rooms_THK021_THK025;
  for (const bool used : {false, true}) {
    SCOPED_TRACE(used);
    Scenario sc = thk_two_players(24);
    sc.set_dungeon(0, {"THK022"});
    sc.set_town({kCleric4});
    sc.add_waiting_item("THK007");
    sc.start_build();
    if (used) {
      when_legal(sc, {{"type", "activate"}, {"card", "THK022"}, {"stack", 0}, {"target", "THK007"}});
      ASSERT_TRUE(choosing(sc));
      sc.act({{"type", "choose"}, {"card", kCleric4}});
      EXPECT_EQ(item_of(sc, kCleric4), sc.card("THK007"));
      EXPECT_TRUE(sc.s.items_waiting.empty());
    } else {
      EXPECT_EQ(item_of(sc, kCleric4), -1);
    }
    sc.check_conservation();
  }
}

// Orcish Smithy needs a hero in town without an item: with the town empty it offers nothing.
TEST(Card_THK022_OrcishSmithy, NeedsAHeroWithoutAnItemInTown) {
  for (const bool hero : {false, true}) {
    SCOPED_TRACE(hero);
    Scenario sc = thk_two_players(25);
    sc.set_dungeon(0, {"THK022"});
    if (hero) sc.set_town({kCleric4});
    else sc.set_town({});
    sc.add_waiting_item("THK007");
    sc.start_build();
    // Round 1 only: the next round reveals heroes into town.
    sc.pass_until([](const Scenario& x) { return x.s.round > 1 || !legal_with(x, "activate", "THK022").empty(); });
    EXPECT_EQ(sc.s.round == 1 && !legal_with(sc, "activate", "THK022").empty(), hero);
  }
}

// Artificer's Workbench: seat 0 turns its active Oversized Sword face down unused (BM2-39: no
// reward) and draws the spell on top of the deck.
TEST(Card_THK023_ArtificersWorkbench, TurnTheActiveItemDownToDrawASpell) {
  namespace t = thk_rooms_THK021_THK025;
  Scenario sc = thk_two_players(26);
  sc.set_dungeon(0, {"THK023"});
  sc.set_hand(0, {});
  sc.set_active_item(0, "THK007");
  sc.deck_top("BM046");
  sc.start_build();
  when_legal(sc, t::activate("THK023", 0));
  EXPECT_EQ(t::seat(sc, 0).active_item, -1);
  EXPECT_EQ(t::seat(sc, 0).scored_items, (std::vector<int>{sc.card("THK007")}));
  EXPECT_TRUE(sc.saw("item_face_down", {{"player", 0}, {"card", "THK007"}}));
  EXPECT_FALSE(sc.saw("cast", {{"card", "THK007"}}));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});
  EXPECT_TRUE(legal_with(sc, "activate", "THK023").empty());  // once per round, and no item left
}

// Without an active item the Workbench offers nothing.
TEST(Card_THK023_ArtificersWorkbench, NeedsAnActiveItem) {
  Scenario sc = thk_two_players(27);
  sc.set_dungeon(0, {"THK023"});
  sc.add_face_down_item(0, "THK007");
  sc.start_build();
  EXPECT_TRUE(legal_with(sc, "activate", "THK023").empty());
}

// Magnetic Ceiling: Fire's Breath (6) carrying Oversized Sword (+5) goes through Neanderthal Cave,
// the second room and Dracolich Lair (3 + 3 + 3 = 9 against 11). With a plain trap second she
// wounds seat 0 and her item goes face down (BM2-7). With Magnetic Ceiling second, seat 0 takes
// the sword face down as she enters, before the damage: 6 against 6, she dies in the Ceiling.
TEST(Card_THK024_MagneticCeiling, TakesTheCarriedItemBeforeTheDamage) {
  for (const bool ceiling : {false, true}) {
    SCOPED_TRACE(ceiling);
    const Scenario sc = thk_carrier_round(28, {"BM018", ceiling ? "THK024" : "BM031", "BM013"}, kFighter6, "THK007");
    EXPECT_EQ(sc.s.players[0].scored_items, (std::vector<int>{sc.card("THK007")}));
    EXPECT_EQ(sc.s.players[0].active_item, -1);
    if (ceiling) {
      EXPECT_TRUE(sc.saw("item_face_down", {{"player", 0}, {"card", "THK007"}, {"hero", kFighter6}}));
      EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter6}, {"stack", 1}}));
      EXPECT_EQ(sc.damage_to(kFighter6), (std::vector<int>{3, 3}));
    } else {
      EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter6}));
      EXPECT_EQ(sc.damage_to(kFighter6), (std::vector<int>{3, 3, 3}));
    }
  }
}

// Excavation (stand-in adventure phase): seat 1 turns seat 0's active Oversized Sword face down
// unused; seat 0's face-down Boots of Jumping is another target, turned face up by option 1.
TEST(Card_THK025_Excavation, TurnsAnItemInAnyScoringAreaOver) {
  namespace t = thk_rooms_THK021_THK025;
  for (const int option : {0, 1}) {
    SCOPED_TRACE(option);
    Scenario sc = board("bm2", {"BM004", "BM008"}, 29, &t::excavation_set());
    sc.set_dungeon(0, {"BM018"});
    sc.set_dungeon(1, {"BM016"});
    sc.set_active_item(0, "THK007");
    sc.add_face_down_item(0, "THK017");
    sc.set_hand(1, {"THK025"});
    sc.add_entrance(1, kCleric4);  // seat 1's adventure window opens
    sc.start_adventure();
    when_legal(sc, t::excavate(0, option == 0 ? "THK007" : "THK017", option));
    sc.pass_until([](const Scenario& x) { return x.s.stack.empty(); });
    EXPECT_FALSE(sc.saw("cast", {{"card", "THK007"}}));
    if (option == 0) {
      EXPECT_EQ(t::seat(sc, 0).active_item, -1);
      EXPECT_EQ(sorted(sc.ids(t::seat(sc, 0).scored_items)), (Ids{"THK007", "THK017"}));
    } else {
      ASSERT_TRUE(choosing(sc));  // beside the active sword: seat 0 keeps one (BM2-4, BM2-36)
      EXPECT_EQ(sc.to_move(), 0);
      sc.act({{"type", "choose"}, {"card", "THK017"}});
      EXPECT_EQ(t::seat(sc, 0).active_item, sc.card("THK017"));
      EXPECT_EQ(sc.ids(t::seat(sc, 0).scored_items), Ids{"THK007"});
    }
    sc.check_conservation();
  }
}

// In the set tools-of-hero-kind Excavation's phase stays unknown (no source gives it).
TEST(Card_THK025_Excavation, ThePhaseStaysUnknownInTheSet) {
  const bm::CardSet& cs = bm::builtin_tools_of_hero_kind_cards();
  const bm::CardDesign& d = cs.designs[static_cast<std::size_t>(cs.find("THK025"))];
  EXPECT_TRUE(d.fact_unknown("phase"));
  EXPECT_EQ(bm::ability_key(d.ability), "excavation");
}
