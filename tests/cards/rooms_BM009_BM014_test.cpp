// Classic cleric rooms BM009..BM014: Dark Altar, Open Grave, Specter's Sanctum, Succubus Spa,
// Dracolich Lair, Vampire Bordello. Expected values come from the rules digest and the card
// facts (classic.json), never from engine output. "Once per turn" = once per round.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// ------------------------------------------------------------------------------ BM009
// BM009 Dark Altar: "Destroy this room: take any one card from the discard pile" (G-17: an
// activated ability, usable whenever a spell could be cast, here the build phase, C-8).
TEST(Card_BM009_DarkAltar, DestroyedToTakeAnyCardFromTheDiscard) {
  Scenario sc = two_players(21);
  sc.set_dungeon(0, {"BM009", "BM016"});
  sc.to_discard("BM046");  // a spell: "any one card" is not limited to rooms
  sc.to_discard("BM018");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM009"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "BM009"}, {"player", 0}}));
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM046"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM016"});  // G-7: the hole closes up
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM009", "BM018"}));
  sc.check_conservation();
}

// G-8: a deactivated room's abilities are ignored, so a frozen Dark Altar cannot be used.
TEST(Card_BM009_DarkAltar, NotUsableWhileDeactivated) {
  Scenario sc = two_players(21);
  sc.set_dungeon(0, {"BM009"});
  sc.set_hand(1, {"BM046"});
  sc.to_discard("BM018");
  sc.start_build();
  // Seat 1 builds first (C-5) and freezes the Altar in its own build turn.
  when_legal(sc, {{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 0}, {"target", "BM009"}});
  EXPECT_TRUE(sc.saw("deactivated", {{"card", "BM009"}, {"player", 0}}));
  sc.pass_until([](const Scenario& s) { return s.to_move() == 0 || s.s.phase != bm::Phase::build; });
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM009"}, {"stack", 0}}));
}

// ------------------------------------------------------------------------------ BM010
// BM010 Open Grave (trap, 2 damage): once per round, when a hero dies here, take a Room card
// from the discard pile. G-13: "dies in this room" triggers after the damage.
TEST(Card_BM010_OpenGrave, HeroDiesHereTakeARoomFromTheDiscard) {
  // Neanderthal Cave 3, then Open Grave 2; Nick: 4 health -> 3, then 5: dies in Open Grave
  Scenario sc = hero_at_seat0(22, {"BM018", "BM010"}, "BM056");
  sc.to_discard("BM035");
  sc.to_discard("BM046");  // a spell: not a Room card, not offered
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM010"}, {"stack", 1}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM046"}}));
  sc.act({{"type", "choose"}, {"card", "BM035"}});
  EXPECT_TRUE(sc.saw("take_card", {{"player", 0}, {"card", "BM035"}}));
  EXPECT_EQ(sorted(sc.discard_ids()), Ids{"BM046"});
  EXPECT_EQ(sc.souls(0), 1);
}

// BM010 "once per turn" (turn = round): a second death in the Open Grave gives nothing.
TEST(Card_BM010_OpenGrave, OncePerRound) {
  // Nick, 4 health: dies in Open Grave
  Scenario sc = hero_at_seat0(22, {"BM018", "BM010"}, "BM056");
  sc.add_entrance(0, "BM062");  // Boden, 4 health: dies in Open Grave too
  sc.to_discard("BM035");
  sc.to_discard("BM016");
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  sc.pass_until(choosing);
  sc.act({{"type", "choose"}, {"card", "BM035"}});
  // The second death in the same room, same round, gives nothing more.
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.phase != bm::Phase::adventure; });
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(events_this_round(sc, from, "hero_killed").size(), 2u);
  EXPECT_EQ(events_this_round(sc, from, "take_card").size(), 1u);
  EXPECT_EQ(sc.souls(0), 2);
}

// ------------------------------------------------------------------------------ BM011
// BM011 Specter's Sanctum: on build, a CHOSEN opponent discards a random Spell (3 players:
// the one not chosen keeps everything; rooms are never discarded).
TEST(Card_BM011_SpectersSanctum, ChosenOpponentDiscardsARandomSpell) {
  Scenario sc = board("classic", {"BM004", "BM008", "BM006"}, 23);  // 400, 500, 600 XP
  sc.set_hand(0, {"BM011"});
  sc.set_hand(1, {"BM047", "BM016"});
  sc.set_hand(2, {"BM045", "BM018"});
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM011"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"target_player", 1}}));
  sc.act({{"type", "choose"}, {"target_player", 2}});
  // Nothing else is pending after the reveal: the game runs on into round 2 (whose beginning
  // draws one room each), so count the discards of round 1.
  const auto discards = events_this_round(sc, from, "discard");
  ASSERT_EQ(discards.size(), 1u);
  EXPECT_EQ(discards[0], (json{{"e", "discard"}, {"player", 2}, {"card", "BM045"}, {"by", 0}}));
  EXPECT_EQ(sorted(sc.discard_ids()), Ids{"BM045"});
  sc.check_conservation();
}

// G-7 / G-11: a Sanctum revealed because the room above it was destroyed is not "built".
TEST(Card_BM011_SpectersSanctum, RevealedByDestructionIsNotBuilt) {
  Scenario sc = two_players(23);
  sc.set_dungeon(0, {"BM011"});
  sc.stack_on(0, 0, "BM009");  // Dark Altar on top of the Sanctum
  sc.set_hand(1, {"BM047"});
  sc.to_discard("BM035");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM009"}, {"stack", 0}});
  sc.act({{"type", "choose"}, {"card", "BM035"}});
  EXPECT_TRUE(sc.saw("room_revealed", {{"card", "BM011"}, {"player", 0}}));
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(sc.hand_ids(1), Ids{"BM047"});
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM011"});
}

// ------------------------------------------------------------------------------ BM012
// BM012 Succubus Spa (monster, 1): once per round, when a hero dies here, take a random Room
// or Spell from a chosen opponent's hand. Death at damage >= health (IP-3, classic preset).
TEST(Card_BM012_SuccubusSpa, HeroDiesHereTakeACardFromAnOpponent) {
  // Cave 3, Spa 1: Nick (4) dies in the Spa
  Scenario sc = hero_at_seat0(24, {"BM018", "BM012"}, "BM056");
  sc.set_hand(1, {"BM046"});  // a single card: the random pick can only be this one
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM012"}, {"stack", 1}}));
  sc.act({{"type", "choose"}, {"target_player", 1}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});
  EXPECT_TRUE(sc.hand_ids(1).empty());
  EXPECT_TRUE(sc.saw("take_card", {{"player", 0}, {"card", "BM046"}, {"from_player", 1}}));
}

// BM012 "once per turn" (turn = round): one card taken for two deaths.
TEST(Card_BM012_SuccubusSpa, OncePerRound) {
  Scenario sc = hero_at_seat0(24, {"BM018", "BM012"}, "BM056");
  sc.add_entrance(0, "BM062");  // both 4 health: both die in the Spa
  sc.set_hand(1, {"BM046", "BM016"});
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  sc.pass_until(choosing);
  sc.act({{"type", "choose"}, {"target_player", 1}});
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.phase != bm::Phase::adventure; });
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(events_this_round(sc, from, "hero_killed").size(), 2u);
  const auto takes = events_this_round(sc, from, "take_card");
  ASSERT_EQ(takes.size(), 1u);
  EXPECT_EQ(takes[0]["from_player"], 1);
}

// ------------------------------------------------------------------------------ BM013
// BM013 Dracolich Lair: once per round, discard two Room cards to take one Room card from the
// discard pile (G-17 activated ability).
TEST(Card_BM013_DracolichLair, DiscardTwoRoomsTakeOneFromTheDiscard) {
  Scenario sc = two_players(25);
  sc.set_dungeon(0, {"BM013"});
  sc.set_hand(0, {"BM016", "BM018", "BM021"});
  sc.to_discard("BM035");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "BM013"}, {"stack", 0}});
  sc.act({{"type", "choose"}, {"card", "BM016"}});
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM035"}});
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM021", "BM035"}));
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM016", "BM018"}));
  sc.check_conservation();
}

// BM013 limits: once per round (C-11 resets it), and the cost needs two Room cards (G-17).
TEST(Card_BM013_DracolichLair, OncePerRoundAndNeedsTwoRooms) {
  Scenario sc = two_players(25);
  sc.set_dungeon(0, {"BM013"});
  sc.set_hand(0, {"BM016", "BM018", "BM021", "BM033", "BM046"});
  sc.to_discard("BM035");
  sc.start_build();
  const json use = {{"type", "activate"}, {"card", "BM013"}, {"stack", 0}};
  when_legal(sc, use);
  sc.act({{"type", "choose"}, {"card", "BM016"}});
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  sc.act({{"type", "choose"}, {"card", "BM035"}});
  // Still three rooms in hand, but the Lair was used this round.
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can(use));
  // Next round it is available again ("turn" = round, C-11).
  sc.pass_round();
  sc.pass_until([&](const Scenario& s) { return s.can(use) || s.s.phase != bm::Phase::build; });
  EXPECT_TRUE(sc.can(use));

  // With a single Room card in hand (spells do not count) the cost cannot be paid.
  Scenario sc2 = two_players(25);
  sc2.set_dungeon(0, {"BM013"});
  sc2.set_hand(0, {"BM016", "BM046", "BM047"});
  sc2.to_discard("BM035");
  sc2.start_build();
  sc2.pass_until([](const Scenario& s) { return s.to_move() == 0; });
  ASSERT_EQ(sc2.to_move(), 0);
  EXPECT_FALSE(sc2.can(use));
}

// ------------------------------------------------------------------------------ BM014
// BM014 Vampire Bordello (monster, 3): once per round, when a hero dies here, may heal one
// wound (G-20: flip a face-up hero face down, it now counts as a soul).
TEST(Card_BM014_VampireBordello, HeroDiesHereHealAWound) {
  // Cave 3, Bordello 3: Nick (4) dies in the Bordello
  Scenario sc = hero_at_seat0(26, {"BM018", "BM014"}, "BM056");
  sc.add_score(0, "BM062", false);  // a wound
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM014"}, {"stack", 1}}));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));  // "may"
  sc.act({{"type", "choose"}, {"card", "BM062"}});
  EXPECT_EQ(sc.souls(0), 2);  // Nick + healed Boden
  EXPECT_EQ(sc.wounds(0), 0);
  EXPECT_TRUE(sc.saw("healed", {{"player", 0}, {"card", "BM062"}}));
}

// BM014 "once per turn" (turn = round): two deaths heal one wound only.
TEST(Card_BM014_VampireBordello, OncePerRound) {
  Scenario sc = hero_at_seat0(26, {"BM018", "BM014"}, "BM056");
  sc.add_entrance(0, "BM068");  // Tieg, 4 health: also dies in the Bordello
  sc.add_score(0, "BM062", false);
  sc.add_score(0, "BM074", false);
  sc.start_adventure();
  sc.pass_until(choosing);
  sc.act({{"type", "choose"}, {"card", "BM062"}});
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.phase != bm::Phase::adventure; });
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(sc.souls(0), 3);   // two kills + one healed wound
  EXPECT_EQ(sc.wounds(0), 1);  // Joman stays a wound
}
