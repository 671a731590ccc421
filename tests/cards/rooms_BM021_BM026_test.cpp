// Classic mage rooms BM021..BM026: Brainsucker Hive, Dark Laboratory, Haunted Library, Witch's
// Kitchen, All-Seeing Eye, Liger's Den. Expected values come from the rules digest and the
// card facts (classic.json), never from engine output. "Once per turn" = once per round.
#include <gtest/gtest.h>

#include <algorithm>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

// ------------------------------------------------------------------------------ BM021
// BM021 Brainsucker Hive (monster, 2): once per round, when a hero dies here, MAY draw a Spell.
TEST(Card_BM021_BrainsuckerHive, HeroDiesHereMayDrawASpell) {
  // Cave 3, Hive 2: Nick (4) dies in the Hive
  Scenario sc = hero_at_seat0(41, {"BM018", "BM021"}, "BM056");
  sc.deck_top("BM047");
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", "BM056"}, {"room", "BM021"}, {"stack", 1}}));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));
  sc.act({{"type", "choose"}, {"option", 1}});
  EXPECT_TRUE(sc.saw("draw", {{"player", 0}, {"card", "BM047"}}));
}

// BM021 "may": declining draws nothing.
TEST(Card_BM021_BrainsuckerHive, DecliningDrawsNothing) {
  Scenario sc = hero_at_seat0(41, {"BM018", "BM021"}, "BM056");
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  sc.pass_until(choosing);
  sc.act({{"type", "decline"}});
  finish_phase(sc, bm::Phase::adventure);
  EXPECT_TRUE(events_this_round(sc, from, "draw").empty());
}

// BM021 "once per turn" (turn = round): the second death offers nothing.
TEST(Card_BM021_BrainsuckerHive, OncePerRound) {
  Scenario sc = hero_at_seat0(41, {"BM018", "BM021"}, "BM056");
  sc.add_entrance(0, "BM062");  // both 4 health: both die in the Hive
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  sc.pass_until(choosing);
  sc.act({{"type", "choose"}, {"option", 1}});
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.phase != bm::Phase::adventure; });
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(events_this_round(sc, from, "hero_killed").size(), 2u);
  EXPECT_EQ(events_this_round(sc, from, "draw").size(), 1u);
}

// ------------------------------------------------------------------------------ BM022
// BM022 Dark Laboratory: on build, draw two Spells, then discard one Spell (any spell in hand;
// rooms are not a choice).
TEST(Card_BM022_DarkLaboratory, OnBuildDrawTwoSpellsDiscardOne) {
  Scenario sc = two_players(42);
  sc.set_hand(0, {"BM022", "BM045", "BM016"});
  sc.deck_top("BM041");
  sc.deck_top("BM047");  // top spell
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "build"}, {"card", "BM022"}, {"stack", "new"}});
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  const auto draws = events_this_round(sc, from, "draw");
  ASSERT_EQ(draws.size(), 2u);
  EXPECT_EQ(draws[0]["card"], "BM047");
  EXPECT_EQ(draws[1]["card"], "BM041");
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM016"}}));  // a room, not a spell
  sc.act({{"type", "choose"}, {"card", "BM045"}});                // the spell held before
  EXPECT_TRUE(sc.saw("discard", {{"player", 0}, {"card", "BM045"}}));
  EXPECT_EQ(sorted(sc.discard_ids()), Ids{"BM045"});
  const Ids hand = sc.hand_ids(0);
  EXPECT_NE(std::find(hand.begin(), hand.end(), "BM041"), hand.end());
  EXPECT_NE(std::find(hand.begin(), hand.end(), "BM047"), hand.end());
  sc.check_conservation();
}

// ------------------------------------------------------------------------------ BM023
// BM023 Haunted Library: at the beginning draw (C-7), its owner may draw from the Spell deck
// instead of the Room deck. Seat 0 = Draculord (900 XP) draws first (C-5).
TEST(Card_BM023_HauntedLibrary, MayDrawASpellInsteadOfARoom) {
  Scenario sc = board("classic", {"BM001", "BM008"}, 43);
  sc.set_dungeon(0, {"BM023"});
  sc.deck_top("BM047");  // top spell
  sc.deck_top("BM035");  // top room
  sc.start_round();
  ASSERT_TRUE(choosing(sc));
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_TRUE(sc.can({{"type", "choose"}, {"option", 0}}));
  sc.act({{"type", "choose"}, {"option", 1}});
  // One draw only, a spell; the top room is left for seat 1's ordinary draw.
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM047"});
  EXPECT_EQ(sc.hand_ids(1), Ids{"BM035"});
  EXPECT_EQ(sc.s.phase, bm::Phase::build);
}

// G-6: a Library covered by another room is not visible: the ordinary room draw, no choice.
TEST(Card_BM023_HauntedLibrary, CoveredLibraryGivesNoChoice) {
  Scenario sc = board("classic", {"BM001", "BM008"}, 43);
  sc.set_dungeon(0, {"BM023"});
  sc.stack_on(0, 0, "BM016");
  sc.deck_top("BM047");
  sc.deck_top("BM035");
  sc.start_round();
  EXPECT_FALSE(choosing(sc));
  EXPECT_EQ(sc.s.phase, bm::Phase::build);
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM035"});
}

// ------------------------------------------------------------------------------ BM024
// BM024 Witch's Kitchen: once per round, discard a Monster Room card to draw a Spell (G-17).
TEST(Card_BM024_WitchsKitchen, DiscardAMonsterRoomToDrawASpellOncePerRound) {
  Scenario sc = two_players(44);
  sc.set_dungeon(0, {"BM024"});
  sc.set_hand(0, {"BM016", "BM027", "BM018"});  // Golem (monster), Pit (trap), Cave (monster)
  sc.deck_top("BM047");
  sc.start_build();
  sc.pass_until([](const Scenario& s) { return s.to_move() == 0; });
  ASSERT_EQ(sc.to_move(), 0);
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM024"}, {"stack", 0}, {"target", "BM027"}}));  // a trap
  sc.act({{"type", "activate"}, {"card", "BM024"}, {"stack", 0}, {"target", "BM016"}});
  EXPECT_TRUE(sc.saw("discard", {{"player", 0}, {"card", "BM016"}}));
  EXPECT_TRUE(sc.saw("draw", {{"player", 0}, {"card", "BM047"}}));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM018", "BM027", "BM047"}));
  EXPECT_EQ(sorted(sc.discard_ids()), Ids{"BM016"});
  // Another monster room in hand, same round: no second use.
  sc.pass_until([](const Scenario& s) { return s.to_move() == 0; });
  EXPECT_FALSE(sc.can({{"type", "activate"}, {"card", "BM024"}, {"stack", 0}, {"target", "BM018"}}));
}

// ------------------------------------------------------------------------------ BM025
// BM025 All-Seeing Eye: once per round, when an opponent plays a Spell, discard a Spell to
// cancel it (G-18: the cancelled spell is discarded and has no effect).
TEST(Card_BM025_AllSeeingEye, CancelsAnOpponentsSpellOncePerRound) {
  Scenario sc = board("classic", {"BM004", "BM007"}, 45);  // seat 1 Cleopatra (850 XP) builds first
  sc.set_dungeon(0, {"BM025", "BM016"});
  sc.set_hand(0, {"BM047", "BM045"});
  sc.set_hand(1, {"BM046", "BM046"});
  sc.start_build();
  const json freeze = {{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 0}, {"target", "BM016"}};
  when_legal(sc, freeze);
  ASSERT_EQ(sc.to_move(), 0);
  ASSERT_EQ(sc.decision(), bm::DecisionKind::respond);
  sc.act({{"type", "cancel"}, {"card", "BM047"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("cancelled", {{"player", 1}, {"card", "BM046"}}));
  EXPECT_FALSE(sc.saw("deactivated"));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM045"});
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM046", "BM047"}));
  // Second Freeze, same round: seat 0 still holds a spell, but the Eye was used.
  ASSERT_EQ(sc.to_move(), 1);
  sc.act(freeze);
  EXPECT_NE(sc.decision(), bm::DecisionKind::respond);
  EXPECT_TRUE(sc.saw("deactivated", {{"player", 0}, {"card", "BM016"}}));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM045"});
}

// ------------------------------------------------------------------------------ BM026
// BM026 Liger's Den: once per round, when you play a Spell, draw a Spell. Seat 0 = Draculord
// (900 XP) builds first.
TEST(Card_BM026_LigersDen, PlayingASpellDrawsOneOncePerRound) {
  Scenario sc = board("classic", {"BM001", "BM008"}, 46);
  sc.set_dungeon(0, {"BM026"});
  sc.set_dungeon(1, {"BM016", "BM018"});
  sc.set_hand(0, {"BM046", "BM046"});
  sc.deck_top("BM047");
  const std::size_t from = sc.events.size();
  sc.start_build();
  when_legal(sc, {{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  EXPECT_TRUE(sc.saw("deactivated", {{"player", 1}, {"card", "BM016"}}));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM046", "BM047"}));
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 1}, {"target", "BM018"}});
  EXPECT_TRUE(sc.saw("deactivated", {{"player", 1}, {"card", "BM018"}}));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM047"});
  EXPECT_EQ(events_this_round(sc, from, "draw").size(), 1u);
}

// G-18: a cancelled spell does not count as played: no draw, and the once-per-round use is
// still there for the next spell that resolves.
TEST(Card_BM026_LigersDen, CancelledSpellDoesNotCount) {
  Scenario sc = board("classic", {"BM001", "BM008"}, 46);
  sc.set_dungeon(0, {"BM026"});
  sc.set_dungeon(1, {"BM016", "BM018"});
  sc.set_hand(0, {"BM046", "BM046"});
  sc.set_hand(1, {"BM043"});  // Counterspell
  sc.deck_top("BM047");
  sc.start_build();
  when_legal(sc, {{"type", "cast"}, {"card", "BM046"}, {"stack", 0}, {"target_player", 1}, {"target", "BM016"}});
  ASSERT_EQ(sc.to_move(), 1);
  sc.act({{"type", "cancel"}, {"card", "BM043"}});
  // Counterspell is seat 1's spell: seat 0, the active player, may answer it first (C-12) and
  // lets it resolve.
  ASSERT_EQ(sc.decision(), bm::DecisionKind::respond);
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "pass"}});
  EXPECT_TRUE(sc.saw("cancelled", {{"player", 0}, {"card", "BM046"}}));
  EXPECT_FALSE(sc.saw("deactivated"));
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});  // no draw
  ASSERT_EQ(sc.to_move(), 0);
  sc.act({{"type", "cast"}, {"card", "BM046"}, {"stack", 1}, {"target_player", 1}, {"target", "BM018"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM047"});
}
