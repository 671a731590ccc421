// BM003 King Croak Level Up (G-10): search the Room deck or the discard pile for an Advanced
// MONSTER Room; you may build it at once over a room with matching treasure (G-3; BM018
// Neanderthal Cave takes no advanced room). G-19: a searched deck is shuffled.
#include <gtest/gtest.h>

#include <set>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
const std::set<std::string> kAdvancedMonsters = {"BM013", "BM014", "BM019", "BM020", "BM026"};

// Seat 0 King Croak (800 XP, builds first), seat 1 Gorgona (500 XP). After the fifth room the
// dungeon is: Neanderthal Cave (fighter), Golem Factory (fighter), two Dragon Hatcheries (all
// four treasures), Specter's Sanctum (cleric).
Scenario king_croak_setup() {
  Scenario sc = level_up_table("BM003", 1003, {"BM016", "BM035", "BM035", "BM011"});
  sc.to_discard("BM014");  // Vampire Bordello (advanced monster, cleric): one copy discarded
  level_up_choice(sc);
  return sc;
}
}  // namespace

TEST(Card_BM003_KingCroak, FindsAnAdvancedMonsterRoomAndBuildsItAtOnce) {
  Scenario sc = king_croak_setup();
  ASSERT_TRUE(asked_to_level_up(sc, "BM003"));
  // Only advanced monster rooms are offered, from the deck (option 0) or the discard (option 1).
  const auto opts = sc.legal_json();
  EXPECT_EQ(opts.size(), 6u);  // 5 designs in the deck + the discarded Bordello
  for (const auto& j : opts) EXPECT_TRUE(kAdvancedMonsters.count(j["card"].get<std::string>())) << j.dump();
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"option", 0}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"option", 1}}));
  const std::size_t mark = sc.events.size();
  sc.act({{"type", "choose"}, {"card", "BM014"}, {"option", 1}});                    // the discarded copy
  EXPECT_FALSE(events_since(sc, mark, "shuffle", {{"deck", "room_deck"}}).empty());  // G-19
  // Build at once over a room sharing the cleric treasure (G-3): a Hatchery or the Sanctum;
  // never the Golem Factory (fighter only) nor the Neanderthal Cave (BM018).
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"stack", 0}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"stack", 1}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"stack", 2}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"stack", 3}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM014"}, {"stack", 4}}));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));
  sc.act({{"type", "choose"}, {"card", "BM014"}, {"stack", 4}});
  EXPECT_TRUE(sc.saw("room_built", {{"card", "BM014"}, {"player", 0}, {"stack", 4}}));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM018", "BM016", "BM035", "BM035", "BM014"}));
  EXPECT_EQ(sc.s.players[0].dungeon[4].cards.size(), 2u);  // on top of the Sanctum
  EXPECT_FALSE(contains(sc.discard_ids(), "BM014"));
  EXPECT_TRUE(hand_in_round(sc, 0, 1).empty());
  sc.check_conservation();
}

TEST(Card_BM003_KingCroak, MayKeepTheRoomInHand) {
  Scenario sc = king_croak_setup();
  const std::size_t deck_before = sc.s.room_deck.size();
  sc.act({{"type", "choose"}, {"card", "BM013"}, {"option", 0}});  // Dracolich Lair from the deck
  EXPECT_EQ(sc.s.room_deck.size(), deck_before - 1);
  sc.act({{"type", "decline"}});
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM013"}));
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM018", "BM016", "BM035", "BM035", "BM011"}));
}
