// Boss Monster 2 (The Next Level) rooms, part 3: Wraith's Throne (TNL021, when a hero dies
// here), Megaworm Burrow (TNL029, on build), Frostbat Cave (TNL033, destroy this room), Rust
// Monster Pen (TNL022) and Bullet Builder (TNL040, -1 damage, BM2-20), The Arena (TNL030, a card
// shown, BM2-34), The Smashinator (TNL048). Each plays in a classic game with the implemented TNL
// cards added (BM2-44). Expected values come from the card paraphrases (bm2.json "text") and the
// rules they cite, never from engine output.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// TNL021 Wraith's Throne (advanced monster, 3): once per round, when a hero dies here, every
// opponent discards a Spell (their own choice; a room card is no choice). Nick (4 Health): Cave 3,
// then the Throne's 3 kills him.
TEST(Card_TNL021_WraithsThrone, HeroDiesHereEveryOpponentDiscardsASpell) {
  Scenario sc = tnl_two_players(301);
  sc.set_dungeon(0, {"BM018", "TNL021"});
  sc.add_entrance(0, kCleric4);
  sc.set_hand(0, {"BM045"});
  sc.set_hand(1, {"BM046", "BM047", "BM016"});
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric4}, {"room", "TNL021"}}));
  ASSERT_EQ(sc.to_move(), 1);  // the opponent chooses
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM016"}}));
  sc.act({{"type", "choose"}, {"card", "BM047"}});
  EXPECT_EQ(sc.discard_ids(), Ids{"BM047"});
  EXPECT_TRUE(contains(sc.hand_ids(1), "BM046"));
  EXPECT_TRUE(contains(sc.hand_ids(1), "BM016"));
  EXPECT_TRUE(contains(sc.hand_ids(0), "BM045"));  // the owner discards nothing
  sc.check_conservation();
}

// TNL029 Megaworm Burrow (advanced monster, 4): on build, destroy one Advanced Room of your choice
// in any dungeon: the opponent's Dracolich Lair (advanced) goes; their Bottomless Pit (not
// advanced) is no choice.
TEST(Card_TNL029_MegawormBurrow, OnBuildDestroyAnAdvancedRoomInAnyDungeon) {
  Scenario sc = tnl_two_players(302);
  sc.set_dungeon(0, {"BM016"});  // Golem Factory (fighter): G-3 lets the advanced Burrow cover it
  sc.set_dungeon(1, {"BM027", "BM013"});
  sc.set_hand(0, {"TNL029"});
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "TNL029"}, {"stack", 0}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can(choose_room("BM027", 1, 0)));
  EXPECT_FALSE(sc.can({{"type", "decline"}}));
  sc.act(choose_room("BM013", 1, 1));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM013"}, {"player", 1}}));
  EXPECT_EQ(sc.dungeon_ids(1), Ids{"BM027"});
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"TNL029"});
  EXPECT_EQ(sc.discard_ids(), Ids{"BM013"});
  sc.check_conservation();
}

// TNL033 Frostbat Cave (monster, 2): destroy this room to deactivate a room in any dungeon: the
// opponent's only room, the Neanderthal Cave, deals nothing this round (G-8), so Nick survives
// it and wounds its owner.
TEST(Card_TNL033_FrostbatCave, DestroyedToDeactivateARoomInAnyDungeon) {
  Scenario sc = tnl_two_players(303);
  sc.set_dungeon(0, {"TNL033"});
  sc.set_dungeon(1, {"BM018"});
  sc.add_entrance(1, kCleric4);
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL033"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL033"}, {"player", 0}}));
  ASSERT_TRUE(choosing(sc));
  sc.act(choose_room("BM018", 1, 0));
  EXPECT_TRUE(sc.saw("deactivated", {{"card", "BM018"}, {"player", 1}}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", kCleric4}}));
  EXPECT_EQ(sc.wounds(1), 1);
}

// With no other room in any dungeon there is nothing to deactivate: no activation.
TEST(Card_TNL033_FrostbatCave, NeedsAnotherRoom) {
  Scenario sc = tnl_two_players(303);
  sc.set_dungeon(0, {"TNL033"});
  start_p0_build_turn(sc);
  EXPECT_TRUE(legal_with(sc, "activate", "TNL033").empty());
}

// TNL022 Rust Monster Pen (monster, 1): once per round, discard a Monster Room card to give one
// Trap Room -1 until the end of the round: the opponent's Open Grave (trap, 2) deals 1 to BM058
// (6 Health), the Cave 3. A trap card is no cost; a Monster Room is no target.
TEST(Card_TNL022_RustMonsterPen, DiscardAMonsterRoomForATrapRoomMinusOne) {
  Scenario sc = tnl_two_players(304);
  sc.set_dungeon(0, {"TNL022"});
  sc.set_dungeon(1, {"BM010", "BM018"});
  sc.set_hand(0, {"BM016", "BM027"});
  sc.add_entrance(1, kCleric6);
  start_p0_build_turn(sc);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "TNL022"}, {"stack", 0}, {"target", "BM027"}}));
  sc.act({{"type", "activate"}, {"card", "TNL022"}, {"stack", 0}, {"target", "BM016"}});
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can(choose_room("BM018", 1, 1)));
  EXPECT_FALSE(sc.can(choose_room("TNL022", 0, 0)));
  sc.act(choose_room("BM010", 1, 0));
  EXPECT_EQ(sc.discard_ids(), Ids{"BM016"});
  EXPECT_TRUE(legal_with(sc, "activate", "TNL022").empty());  // once per round
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric6), (std::vector<int>{1, 3}));
  EXPECT_EQ(sc.wounds(1), 1);
}

// TNL040 Bullet Builder (trap, 1): once per round, discard a Trap Room card to give one Monster
// Room -1, never below 0 (BM2-20): the Dragon Hatchery (0) stays at 0, so Nick takes 0 + 3 = 3 in
// the opponent's dungeon, not 2.
TEST(Card_TNL040_BulletBuilder, MonsterRoomMinusOneNeverBelowZero) {
  Scenario sc = tnl_two_players(305);
  sc.set_dungeon(0, {"TNL040"});
  sc.set_dungeon(1, {"BM035", "BM018"});
  sc.set_hand(0, {"BM027", "BM016"});
  sc.add_entrance(1, kCleric4);
  start_p0_build_turn(sc);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "TNL040"}, {"stack", 0}, {"target", "BM016"}}));
  sc.act({{"type", "activate"}, {"card", "TNL040"}, {"stack", 0}, {"target", "BM027"}});
  ASSERT_TRUE(choosing(sc));
  EXPECT_FALSE(sc.can(choose_room("TNL040", 0, 0)));  // a trap is no target
  sc.act(choose_room("BM035", 1, 0));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("damage", {{"card", kCleric4}, {"total", 3}}));
  EXPECT_FALSE(sc.saw("damage", {{"card", kCleric4}, {"total", 2}}));
  EXPECT_EQ(sc.wounds(1), 1);
}

// TNL030 The Arena (advanced monster, 2): once per round, show a Monster Room from your hand (it
// stays there): +X until the end of the round, X = its damage: Beast Menagerie (4) makes 6.
TEST(Card_TNL030_TheArena, ShowAMonsterRoomForItsDamage) {
  Scenario sc = tnl_two_players(306);
  sc.set_dungeon(0, {"TNL030"});
  sc.set_hand(0, {"BM019", "BM027"});
  sc.add_entrance(0, kCleric8);
  start_p0_build_turn(sc);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "TNL030"}, {"stack", 0}, {"target", "BM027"}}));
  sc.act({{"type", "activate"}, {"card", "TNL030"}, {"stack", 0}, {"target", "BM019"}});
  EXPECT_TRUE(contains(sc.hand_ids(0), "BM019"));
  EXPECT_TRUE(sc.discard_ids().empty());
  EXPECT_TRUE(legal_with(sc, "activate", "TNL030").empty());  // once per round
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{6}));
}

// TNL048 The Smashinator (advanced trap, 3): once per round, destroy the top room of every other
// visible stack of your dungeon; +6 until the end of the round. The Cave on the Golem Factory and
// the Hatchery go (the Golem is uncovered); BM060 (8 Health) takes 2 in the Golem, 9 in the
// Smashinator, and dies there.
TEST(Card_TNL048_TheSmashinator, DestroyEveryOtherTopRoomForPlusSix) {
  Scenario sc = tnl_two_players(307);
  sc.set_dungeon(0, {"BM016", "BM035", "TNL048"});
  sc.stack_on(0, 0, "BM018");
  sc.add_entrance(0, kCleric8);
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL048"}, {"stack", 2}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM018"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM035"}, {"player", 0}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM016", "TNL048"}));
  EXPECT_TRUE(legal_with(sc, "activate", "TNL048").empty());  // once per round
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{2, 9}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric8}, {"room", "TNL048"}}));
}

// TNL034 Spellslime Pit (monster, 2): each Spell you play gives it +1 until the end of the round,
// with no once-per-round limit: Freeze and Princess in Peril make it 4 for the hero the Princess
// brings.
TEST(Card_TNL034_SpellslimePit, PlusOnePerSpellYouPlay) {
  Scenario sc = tnl_two_players(308);
  sc.set_dungeon(0, {"TNL034"});
  sc.set_dungeon(1, {"BM018"});
  sc.set_hand(0, {"BM046", "BM051"});
  sc.set_town({kCleric8});
  sc.start_build();
  when_legal(sc, cast_room("BM046", 1, "BM018", 0));
  when_legal(sc, json{{"type", "cast"}, {"card", "BM051"}, {"target", kCleric8}});
  EXPECT_EQ(count_events(sc, "bonus", {{"card", "TNL034"}}), 2);
  sc.finish_round(1);
  EXPECT_EQ(sc.damage_to(kCleric8), (std::vector<int>{4}));
}

// TNL037 Hall of Mirrors (advanced trap, 2): once per round, when an opponent plays a Spell, draw
// a Spell: the opponent's two spells give one draw.
TEST(Card_TNL037_HallOfMirrors, OpponentsSpellDrawsASpellOncePerRound) {
  Scenario sc = tnl_two_players(309);
  sc.set_dungeon(0, {"BM018"});
  sc.set_dungeon(1, {"TNL037"});
  sc.set_hand(0, {"BM046", "BM051"});
  sc.set_hand(1, {});
  sc.set_town({kCleric8});
  sc.deck_top("BM047");
  const int from = static_cast<int>(sc.events.size());
  sc.start_build();
  when_legal(sc, cast_room("BM046", 0, "BM018", 0));
  EXPECT_EQ(sc.hand_ids(1), Ids{"BM047"});
  when_legal(sc, json{{"type", "cast"}, {"card", "BM051"}, {"target", kCleric8}});
  EXPECT_EQ(sc.hand_ids(1), Ids{"BM047"});  // once per round
  EXPECT_EQ(count_events(sc, "draw", {{"player", 1}}, from), 1);
}
