// BM007 Cleopatra Level Up (G-10): search the Room deck or the discard pile for an Advanced
// TRAP Room; you may build it at once over a room with matching treasure (G-3).
#include <gtest/gtest.h>

#include <set>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
const std::set<std::string> kAdvancedTraps = {"BM025", "BM031", "BM032"};

// Seat 0 Cleopatra (850 XP, builds first), seat 1 Gorgona (500 XP). After the fifth room:
// Neanderthal Cave (fighter), Dizzygas Hallway (thief), two Dragon Hatcheries, Golem Factory
// (fighter).
Scenario cleopatra_setup() {
  Scenario sc = level_up_table("BM007", 1007, {"BM029", "BM035", "BM035", "BM016"});
  level_up_choice(sc);
  return sc;
}
}  // namespace

TEST(Card_BM007_Cleopatra, FindsAnAdvancedTrapRoomOnly) {
  Scenario sc = cleopatra_setup();
  ASSERT_TRUE(asked_to_level_up(sc, "BM007"));
  const auto opts = sc.legal_json();
  EXPECT_EQ(opts.size(), 3u);  // BM025, BM031, BM032, all in the room deck
  for (const auto& j : opts) EXPECT_TRUE(kAdvancedTraps.count(j["card"].get<std::string>())) << j.dump();
  sc.act({{"type", "choose"}, {"card", "BM031"}, {"option", 0}});  // Recycling Center (thief)
  // Over the Dizzygas Hallway (thief) or a Hatchery; not the Neanderthal Cave (BM018), not the
  // Golem Factory (fighter only).
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM031"}, {"stack", 0}}));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM031"}, {"stack", 1}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM031"}, {"stack", 4}}));
  sc.act({{"type", "choose"}, {"card", "BM031"}, {"stack", 1}});
  EXPECT_EQ(sc.dungeon_ids(0), (std::vector<std::string>{"BM018", "BM031", "BM035", "BM035", "BM016"}));
  sc.check_conservation();
}

TEST(Card_BM007_Cleopatra, FromTheDiscardPileAndKeptInHand) {
  Scenario sc = level_up_table("BM007", 1007, {"BM029", "BM035", "BM035", "BM016"});
  sc.to_discard("BM025");  // All-Seeing Eye (advanced trap)
  sc.to_discard("BM013");  // Dracolich Lair: advanced MONSTER, not offered
  ASSERT_TRUE(level_up_choice(sc));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", "BM025"}, {"option", 1}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM013"}, {"option", 1}}));
  sc.act({{"type", "choose"}, {"card", "BM025"}, {"option", 1}});
  sc.act({{"type", "decline"}});
  EXPECT_EQ(hand_in_round(sc, 0, 1), (std::vector<std::string>{"BM025"}));
  EXPECT_EQ(sc.discard_ids(), (std::vector<std::string>{"BM013"}));
}
