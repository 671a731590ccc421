// Boss Monster 2 (The Next Level) rooms, part 1: the "when a hero dies here" rooms Madman's
// Manor (TNL015), Spawn Point (TNL025), Fangroot Garden (TNL026), Brainsucker Queen (TNL039),
// and the "destroy this room" rooms Haunted Hall (TNL017), Lost Library (TNL032), Warp Tube
// (TNL049). Each plays in a classic game with the TNL cards added (BM2-44: TNL rooms mix with
// the classic ones). Expected values come from the card paraphrases (bm2.json "text") and the
// rules they cite, never from engine output. Heroes: Nick (BM056) 4 Health, BM060 8 Health.
#include <gtest/gtest.h>

#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
// Nick (4 Health) takes 3 in the Neanderthal Cave (BM018) and dies in the room after it.
Scenario nick_dies_in(const std::string& room, std::uint64_t seed) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, {"BM018", room});
  sc.add_entrance(0, kCleric4);
  return sc;
}
}  // namespace

// TNL015 Madman's Manor (trap, 2): once per round, when a hero dies here, take a Spell from the
// discard pile (a room there is not offered).
TEST(Card_TNL015_MadmansManor, HeroDiesHereTakeASpellFromTheDiscard) {
  Scenario sc = nick_dies_in("TNL015", 101);
  sc.to_discard("BM046");
  sc.to_discard("BM016");
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric4}, {"room", "TNL015"}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM016"}}));
  sc.act({{"type", "choose"}, {"card", "BM046"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});
  EXPECT_EQ(sc.discard_ids(), Ids{"BM016"});
  sc.check_conservation();
}

// TNL025 Spawn Point (monster, 2): once per round, when a hero dies here, draw two Rooms; a
// second death the same round draws nothing.
TEST(Card_TNL025_SpawnPoint, HeroDiesHereDrawTwoRoomsOncePerRound) {
  Scenario sc = nick_dies_in("TNL025", 102);
  sc.add_entrance(0, kFighter4);  // Boden, 4 Health: dies in the Spawn Point too
  // The round's own draw (its beginning) gives P0 one room; the Spawn Point two more, once.
  const std::size_t from = sc.events.size();
  sc.start_adventure();
  sc.pass_until(adventure_over);
  EXPECT_EQ(events_this_round(sc, from, "hero_killed").size(), 2u);
  EXPECT_EQ(count_events(sc, "draw", {{"player", 0}}, static_cast<int>(from)), 3);  // 1 + 2, not 1 + 4
  EXPECT_EQ(sc.hand_ids(0).size(), 3u);
  EXPECT_EQ(sc.souls(0), 2);
}

// TNL026 Fangroot Garden (monster, 2): once per round, when a hero dies here, you may build one
// more room at once, in the adventure phase too (BM2-23: face up, built).
TEST(Card_TNL026_FangrootGarden, HeroDiesHereBuildOneMoreRoomAtOnce) {
  Scenario sc = nick_dies_in("TNL026", 103);
  sc.set_hand(0, {"BM016"});
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric4}, {"room", "TNL026"}}));
  EXPECT_TRUE(sc.can({{"type", "decline"}}));  // "may"
  sc.act({{"type", "choose"}, {"card", "BM016"}, {"stack", "new"}});
  EXPECT_TRUE(sc.saw("room_built", {{"player", 0}, {"card", "BM016"}}));
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM016", "BM018", "TNL026"}));
  const Ids hand = sc.hand_ids(0);  // BM016 left it; the round's own draw stays
  EXPECT_EQ(std::count(hand.begin(), hand.end(), "BM016"), 0);
  sc.check_conservation();
}

// TNL039 Brainsucker Queen (monster, 3): once per round, when a hero dies here, draw two Spells,
// then discard one Spell.
TEST(Card_TNL039_BrainsuckerQueen, HeroDiesHereDrawTwoSpellsDiscardOne) {
  Scenario sc = nick_dies_in("TNL039", 104);
  sc.deck_top("BM046");
  sc.deck_top("BM047");
  sc.start_adventure();
  sc.pass_until(choosing);
  ASSERT_TRUE(choosing(sc));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric4}, {"room", "TNL039"}}));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (Ids{"BM046", "BM047"}));
  sc.act({{"type", "choose"}, {"card", "BM047"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM046"});
  EXPECT_EQ(sc.discard_ids(), Ids{"BM047"});
  sc.check_conservation();
}

// TNL017 Haunted Hall (monster, 2): destroy this room to send the hero standing in it back to
// the town (G-22). BM060 (8 Health) takes 3 + 2 and would take 2 more in the Golem Factory and
// survive as a wound; sent to town, nobody scores it.
TEST(Card_TNL017_HauntedHall, DestroyedToSendTheHeroInItToTown) {
  Scenario sc = tnl_two_players(105);
  sc.set_dungeon(0, {"BM018", "TNL017", "BM016"});
  sc.add_entrance(0, kCleric8);
  sc.start_adventure();
  const json hall = {{"type", "activate"}, {"card", "TNL017"}, {"stack", 1}, {"target", kCleric8}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(hall); }));
  EXPECT_TRUE(sc.saw("damage", {{"card", kCleric8}, {"total", 5}}));
  sc.act(hall);
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL017"}, {"player", 0}}));
  EXPECT_TRUE(sc.saw("hero_to_town", {{"card", kCleric8}}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kCleric8}, {"room", "BM016"}}));
  EXPECT_EQ(sc.souls(0), 0);
  EXPECT_EQ(sc.wounds(0), 0);
  EXPECT_EQ(sc.dungeon_ids(0), (Ids{"BM018", "BM016"}));
}

// The Hall acts only on a hero standing in it: no activation while nobody is there.
TEST(Card_TNL017_HauntedHall, NeedsAHeroInIt) {
  Scenario sc = tnl_two_players(105);
  sc.set_dungeon(0, {"TNL017"});
  start_p0_build_turn(sc);
  EXPECT_TRUE(legal_with(sc, "activate", "TNL017").empty());
}

// TNL032 Lost Library (trap, 1): destroy this room: draw two Spells, then discard one Spell.
TEST(Card_TNL032_LostLibrary, DestroyedToDrawTwoSpellsDiscardOne) {
  Scenario sc = tnl_two_players(106);
  sc.set_dungeon(0, {"TNL032", "BM016"});
  sc.deck_top("BM046");
  sc.deck_top("BM047");
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL032"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL032"}, {"player", 0}}));
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM046"}});
  EXPECT_EQ(sc.hand_ids(0), Ids{"BM047"});
  EXPECT_EQ(sorted(sc.discard_ids()), (Ids{"BM046", "TNL032"}));
  EXPECT_EQ(sc.dungeon_ids(0), Ids{"BM016"});
  sc.check_conservation();
}

// TNL049 Warp Tube (trap, 1): destroy this room: the hero in it goes back to your first room
// and goes on (BM2-33). BM060 (8 Health): Cave 3, Tube 1, then Cave again 3 and Golem 2 = 9:
// dies in the Golem Factory. Without the tube it would end on 6 and wound.
TEST(Card_TNL049_WarpTube, DestroyedToSendTheHeroBackToTheFirstRoom) {
  Scenario sc = tnl_two_players(107);
  sc.set_dungeon(0, {"BM018", "TNL049", "BM016"});
  sc.add_entrance(0, kCleric8);
  sc.start_adventure();
  const json tube = {{"type", "activate"}, {"card", "TNL049"}, {"stack", 1}, {"target", kCleric8}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(tube); }));
  const std::size_t mark = sc.events.size();
  sc.act(tube);
  EXPECT_TRUE(sc.saw("hero_to_room", {{"card", kCleric8}, {"stack", 0}}));
  sc.finish_round(1);
  EXPECT_EQ(events_since(sc, mark, "enters_room", {{"card", kCleric8}, {"room", "BM018"}}).size(), 1u);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kCleric8}, {"room", "BM016"}}));
  EXPECT_EQ(sc.souls(0), 1);
  EXPECT_EQ(sc.wounds(0), 0);
}
