// Printed Boss Monster 2 (The Next Level) spells whose effects last until the end of the round
// (GameState::round_marks) or read the round's history (BM2-28): TNL058 Fairy Fountain (BM2-20,
// BM2-14), TNL063 Oh, Yeah! (BM2-26), TNL064 Party Up (BM2-14), TNL067 Secret Stash (BM2-21),
// TNL068 Shortcut! (BM2-17), TNL069 Super Effective! (BM2-26, BM2-27). The games play the bm2
// rules on the synthetic bm2 cards plus these printed designs.
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace bm2_spells_tnl058_tnl069 {
const bm::CardSet& cards() {
  static const bm::CardSet cs =
      bm::test::bm2_synthetic_plus({"TNL058", "TNL063", "TNL064", "TNL067", "TNL068", "TNL069"}, "tnl-spells-3");
  return cs;
}

// Seat 0 Robobo (400 XP, a fighter icon), seat 1 Gorgona (500 XP, a thief icon): seat 1 acts first.
Scenario game(std::uint64_t seed) {
  Scenario sc = board("bm2", {"BM004", "BM008"}, seed, &cards());
  sc.set_town({});
  return sc;
}

json cast_on(const std::string& spell, int player, const std::string& target, int option) {
  json j = {{"type", "cast"}, {"card", spell}, {"target_player", player}, {"target", target}};
  if (option >= 0) j["option"] = option;
  return j;
}

bool hero_in_room_of_p0(const Scenario& s) { return s.s.run.player == 0 && s.s.run.in_room; }

// Party Up on seat 0's dungeon before its first hero: both 4-health heroes get +1 and survive
// Golem Factory and Brainsucker Hive (2 + 2), which would kill them (IP-3: damage = health).
TEST(Card_TNL064_PartyUp, HeroesEnteringTheDungeonGetOneHealth) {
  Scenario sc = game(64);
  sc.set_dungeon(0, {"BM016", "BM021"});
  sc.add_entrance(0, kFighter4);
  sc.add_entrance(0, kThief4);
  sc.set_hand(1, {"TNL064"});
  sc.start_adventure();
  const json cast = {{"type", "cast"}, {"card", "TNL064"}, {"target_player", 0}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cast); }));
  sc.act(cast);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("bonus", {{"player", 0}, {"card", kFighter4}, {"amount", 1}}));
  EXPECT_TRUE(sc.saw("bonus", {{"player", 0}, {"card", kThief4}, {"amount", 1}}));
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sorted(sc.score_ids(0, false)), sorted({kFighter4, kThief4}));
  EXPECT_TRUE(sc.s.round_marks.empty());  // C-11: gone at the end of the round
  sc.check_conservation();
}

// Fairy Fountain on seat 0's Neanderthal Cave in the build phase: it deals 0 this round (Giant
// Size's +3 does not raise it, BM2-20) and the hero gains +1 health there.
TEST(Card_TNL058_FairyFountain, RoomDealsZeroAndHeroesGainHealth) {
  Scenario sc = game(58);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_hand(1, {"TNL058"});
  sc.set_hand(0, {"BM047"});
  sc.add_entrance(0, kFighter4);
  sc.start_build();
  json fountain = cast_on("TNL058", 0, "BM018", -1);
  fountain["stack"] = 1;  // a room target names its stack
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(fountain); }));
  sc.act(fountain);
  const json giant = {{"type", "cast"}, {"card", "BM047"}, {"target_player", 0}, {"target", "BM018"}, {"stack", 1}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(giant); }));
  sc.act(giant);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("bonus", {{"player", 0}, {"card", kFighter4}, {"amount", 1}}));
  EXPECT_EQ(sc.damage_to(kFighter4), (std::vector<int>{2, 0}));
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter4}));  // 2 damage, 5 health: it reaches the boss
  sc.check_conservation();
}

// Secret Stash: a mage icon on Golem Factory lures the mage to seat 0 (0 to 0 before: it stays).
TEST(Card_TNL067_SecretStash, AnExtraIconCountsForBait) {
  Scenario sc = game(67);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_dungeon(1, {"BM027"});
  sc.set_hand(0, {"TNL067"});
  sc.set_town({kMage8});
  sc.start_build();
  const json stash = cast_on("TNL067", 0, "BM016", 2);  // option 2: mage
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(stash); }));
  EXPECT_FALSE(sc.can(cast_on("TNL067", 1, "BM027", 2)));  // only a room of your own dungeon
  sc.act(stash);
  ASSERT_TRUE(sc.pass_to_phase(bm::Phase::adventure));
  EXPECT_TRUE(sc.saw("bait", {{"player", 0}, {"card", kMage8}, {"value", 1}}));
  EXPECT_FALSE(contains(sc.town_ids(), ids_of({kMage8})[0]));  // lured: at seat 0's entrance or already inside
}

TEST(Card_TNL067_SecretStash, WithoutItTheMageStaysInTown) {
  Scenario sc = game(68);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_dungeon(1, {"BM027"});
  sc.set_town({kMage8});
  sc.start_build();
  ASSERT_TRUE(sc.pass_to_phase(bm::Phase::adventure));
  EXPECT_TRUE(sc.saw("hero_stays", {{"card", kMage8}}));
}

// Shortcut!: seat 1 makes seat 0's hero skip Neanderthal Cave; with five rooms, it may skip two.
TEST(Card_TNL068_Shortcut, HeroSkipsTheNextRoom) {
  Scenario sc = game(681);
  sc.set_dungeon(0, {"BM016", "BM018", "BM021"});
  sc.add_entrance(0, kFighter4);
  sc.set_hand(1, {"TNL068"});
  sc.start_adventure();
  const json cut = cast_on("TNL068", 0, kFighter4, 0);
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cut); }));
  EXPECT_FALSE(sc.can(cast_on("TNL068", 0, kFighter4, 1)));  // three rooms: no second option
  sc.act(cut);
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter4}, {"room", "BM018"}}));
  EXPECT_TRUE(sc.saw("enters_room", {{"card", kFighter4}, {"room", "BM021"}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kFighter4}));  // 2 + 2 damage: dies in the Hive
}

TEST(Card_TNL068_Shortcut, FiveRoomsSkipTwo) {
  Scenario sc = game(682);
  sc.set_dungeon(0, {"BM016", "BM018", "BM021", "BM026", "BM027"});
  sc.add_entrance(0, kFighter8);
  sc.set_hand(1, {"TNL068"});
  sc.start_adventure();
  const json cut = cast_on("TNL068", 0, kFighter8, 1);
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cut); }));
  sc.act(cut);
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM018"}}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM021"}}));
  EXPECT_TRUE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM026"}}));
  EXPECT_EQ(sc.damage_to(kFighter8), (std::vector<int>{2, 2, 1}));
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter8}));
}

// Super Effective!: exactly one hero lured to seat 0 this round: +4 on Neanderthal Cave kills the
// 8-health fighter (2 + 7); two lured heroes leave only the +2.
TEST(Card_TNL069_SuperEffective, FourMoreWhenExactlyOneHeroWasLured) {
  Scenario sc = game(69);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_dungeon(1, {"BM027"});
  sc.set_hand(0, {"TNL069"});
  sc.set_town({kFighter8});
  sc.start_bait();
  const json plus4 = cast_on("TNL069", 0, "BM018", 1);
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(plus4); }));
  sc.act(plus4);
  EXPECT_TRUE(sc.saw("bonus", {{"player", 0}, {"card", "BM018"}, {"amount", 4}}));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter8}, {"room", "BM018"}}));
}

TEST(Card_TNL069_SuperEffective, TwoLuredHeroesGiveOnlyTwo) {
  Scenario sc = game(691);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_dungeon(1, {"BM027"});
  sc.set_hand(0, {"TNL069"});
  sc.set_town({kFighter8, kFighter6});
  sc.start_bait();
  const json plus2 = cast_on("TNL069", 0, "BM018", 0);
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(plus2); }));
  EXPECT_FALSE(sc.can(cast_on("TNL069", 0, "BM018", 1)));
  sc.act(plus2);
  EXPECT_TRUE(sc.saw("bonus", {{"player", 0}, {"card", "BM018"}, {"amount", 2}}));
}

// Oh, Yeah!: swap two stacks of your own dungeon; the destroy option needs two of your rooms
// destroyed this round (the round history, BM2-28).
TEST(Card_TNL063_OhYeah, SwapsTwoOfYourRooms) {
  Scenario sc = game(63);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_dungeon(1, {"BM021", "BM027"});
  sc.set_hand(0, {"TNL063"});
  sc.start_build();
  const json cast = {{"type", "cast"}, {"card", "TNL063"}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cast); }));
  EXPECT_FALSE(sc.can({{"type", "cast"}, {"card", "TNL063"}, {"option", 1}}));  // no room of P0 destroyed
  sc.act(cast);
  ASSERT_TRUE(sc.pass_until(choosing));
  EXPECT_EQ(sc.legal().size(), 1u);  // only P0's two stacks, no decline
  sc.act({{"type", "choose"}, {"target_player", 0}, {"stack", 0}, {"stack2", 1}});
  EXPECT_EQ(sc.dungeon_ids(0), ids_of({"BM018", "BM016"}));
  EXPECT_EQ(sc.dungeon_ids(1), ids_of({"BM021", "BM027"}));
}

TEST(Card_TNL063_OhYeah, DestroysARoomAfterTwoOfYoursWereDestroyed) {
  Scenario sc = game(631);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.set_dungeon(1, {"BM021", "BM027"});
  sc.set_hand(0, {"TNL063"});
  sc.s.round_marks.push_back({bm::MarkKind::rooms_destroyed, 0, -1, 2});  // as destroy_room counts them
  sc.start_build();
  const json cast = {{"type", "cast"}, {"card", "TNL063"}, {"option", 1}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cast); }));
  sc.act(cast);
  ASSERT_TRUE(sc.pass_until(choosing));
  sc.act({{"type", "choose"}, {"card", "BM021"}, {"stack", 0}, {"target_player", 1}});
  EXPECT_TRUE(sc.saw("destroyed", {{"player", 1}, {"card", "BM021"}, {"by", 0}}));
  EXPECT_EQ(sc.dungeon_ids(1), ids_of({"BM027"}));
  sc.check_conservation();
}

}  // namespace bm2_spells_tnl058_tnl069
