// The printed Boss Monster 2 (The Next Level) bosses' one-time Level Ups (G-10, BM2-31): TNL002
// Belladonna (heal one wound, G-20), TNL007 Kazanna (discard the hand, draw three spells),
// TNL010 Porkus (a soul leaves the game, BM2-32; any hero from the hero decks becomes a soul).
// The games play the bm2 rules on the synthetic bm2 cards plus these printed designs.
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// bm2-synthetic (playable) plus the TNL designs whose abilities these tests play.
const bm::CardSet& tnl_levelup_cards() {
  static const bm::CardSet cs = bm::test::bm2_synthetic_plus({"TNL002", "TNL007", "TNL010"}, "tnl-levelups");
  return cs;
}

// Seat 0 has the TNL boss and four rooms, seat 1 Robobo (400 XP); P0 builds its fifth room.
Scenario tnl_level_up_game(const std::string& boss, std::uint64_t seed) {
  Scenario sc = board("bm2", {boss, "BM004"}, seed, &tnl_levelup_cards());
  four_rooms_and_a_fifth(sc);
  return sc;
}
}  // namespace

// Belladonna: one wound, the player's choice, epic too, becomes a soul at once; no decline.
TEST(Card_TNL002_Belladonna, LevelUpHealsOneWoundOfYourChoice) {
  Scenario sc = tnl_level_up_game("TNL002", 202);
  sc.add_score(0, kFighter6, false);  // an ordinary wound
  sc.add_score(0, "BM083", false);    // an epic wound (2 wounds, G-12)
  sc.add_score(0, kThief4, true);     // a soul is not healed
  ASSERT_EQ(sc.wounds(0), 3);
  ASSERT_TRUE(level_up_choice(sc));
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "TNL002"}}));
  EXPECT_EQ(sc.legal().size(), 2u);  // the two wounds, no decline (a one-time Level Up)
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", kThief4}}));
  sc.act({{"type", "choose"}, {"card", "BM083"}});
  EXPECT_TRUE(sc.saw("healed", {{"player", 0}, {"card", "BM083"}}));
  EXPECT_EQ(sc.wounds(0), 1);
  EXPECT_EQ(sc.souls(0), 3);  // the ordinary soul and the healed epic hero (2 souls)
  sc.check_conservation();
}

TEST(Card_TNL002_Belladonna, NoWoundNothingToHeal) {
  Scenario sc = tnl_level_up_game("TNL002", 203);
  sc.add_score(0, kThief4, true);
  build_fifth_room(sc);
  sc.pass_until([](const Scenario& s) { return s.saw("level_up"); });
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "TNL002"}}));
  EXPECT_FALSE(sc.saw("healed"));
  EXPECT_EQ(sc.souls(0), 1);
}

// Kazanna: the whole hand goes to the discard piles, then three spells are drawn.
TEST(Card_TNL007_Kazanna, LevelUpSwapsTheHandForThreeSpells) {
  Scenario sc = tnl_level_up_game("TNL007", 207);
  sc.set_hand(0, {"BM018", "BM021", "BM045"});  // the room built, a room and a spell kept back
  sc.deck_top("BM040");
  sc.deck_top("BM046");
  sc.deck_top("BM053");
  build_fifth_room(sc);
  sc.pass_until([](const Scenario& s) { return s.saw("level_up"); });
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "TNL007"}}));
  EXPECT_EQ(sorted(hand_in_round(sc, 0, 1)), (std::vector<std::string>{"BM040", "BM046", "BM053"}));
  EXPECT_TRUE(sc.saw("discard", {{"player", 0}, {"card", "BM021"}}));
  EXPECT_TRUE(sc.saw("discard", {{"player", 0}, {"card", "BM045"}}));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM021"));
  EXPECT_TRUE(contains(sc.discard_ids(), "BM045"));
  sc.check_conservation();
}

// Porkus: a soul of yours leaves the game, then a hero of your choice from either hero deck
// (an epic one here) goes face down into your scoring area; that deck is shuffled (G-19).
TEST(Card_TNL010_Porkus, LevelUpTradesASoulForAnyHeroOfTheDecks) {
  Scenario sc = tnl_level_up_game("TNL010", 210);
  sc.add_score(0, kCleric4, true);
  ASSERT_TRUE(level_up_choice(sc));
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "TNL010"}}));
  sc.act({{"type", "choose"}, {"card", kCleric4}});
  EXPECT_TRUE(sc.saw("soul_removed", {{"player", 0}, {"card", kCleric4}}));
  EXPECT_TRUE(contains(sc.ids(sc.s.out_of_game), kCleric4));
  ASSERT_FALSE(sc.s.ordinary_heroes.empty());
  ASSERT_FALSE(sc.s.epic_heroes.empty());
  const std::string ordinary = sc.ids(sc.s.ordinary_heroes).front(), epic = sc.ids(sc.s.epic_heroes).front();
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"card", ordinary}}));  // ordinary heroes too
  const std::size_t before = sc.events_of("shuffle").size();
  sc.act({{"type", "choose"}, {"card", epic}});  // an epic hero: 2 souls (G-12)
  EXPECT_EQ(sc.score_ids(0, true), ids_of({epic}));
  EXPECT_EQ(sc.souls(0), 2);
  EXPECT_FALSE(contains(sc.ids(sc.s.epic_heroes), epic));
  EXPECT_GT(sc.events_of("shuffle").size(), before);  // the epic deck, searched, is shuffled
  sc.check_conservation();
}

TEST(Card_TNL010_Porkus, NoSoulToRemoveNoHero) {
  Scenario sc = tnl_level_up_game("TNL010", 211);
  sc.add_score(0, kCleric4, false);  // a wound is not a soul
  build_fifth_room(sc);
  sc.pass_until([](const Scenario& s) { return s.saw("level_up"); });
  EXPECT_TRUE(sc.saw("level_up", {{"player", 0}, {"card", "TNL010"}}));
  EXPECT_FALSE(sc.saw("soul_removed"));
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.wounds(0), 1);
}
