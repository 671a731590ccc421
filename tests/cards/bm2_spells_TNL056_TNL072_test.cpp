// The printed Boss Monster 2 (The Next Level) spells that reuse existing effects (G-16, G-18):
// TNL056 All Your Base (look at a hand, may take a room), TNL060 Hiring Spree (draw three rooms,
// give one away), TNL065 Pause (BM2-33 (b): the hero back to your entrance, no more heroes this
// round), TNL071 Undead Minion (a soul leaves the game, BM2-32, for its health in damage),
// TNL072 Wild Monster (BM2-23 (a): a Monster Room built at once over one of yours). The games
// play the bm2 rules on the synthetic bm2 cards plus these printed designs.
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace {
const bm::CardSet& tnl_spell_cards() {
  static const bm::CardSet cs =
      bm::test::bm2_synthetic_plus({"TNL056", "TNL060", "TNL065", "TNL071", "TNL072"}, "tnl-spells");
  return cs;
}

// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): seat 1 acts first (C-5).
Scenario tnl_spell_game(std::uint64_t seed) { return board("bm2", {"BM004", "BM008"}, seed, &tnl_spell_cards()); }

bool in_first_room_of_p0(const Scenario& s) { return s.s.run.player == 0 && s.s.run.in_room && s.to_move() == 0; }
}  // namespace

TEST(Card_TNL056_AllYourBase, LooksAtAHandAndTakesARoom) {
  Scenario sc = tnl_spell_game(56);
  sc.set_hand(0, {"TNL056"});
  sc.set_hand(1, {"BM018", "BM040"});
  sc.start_build();
  const json cast = {{"type", "cast"}, {"card", "TNL056"}, {"target_player", 1}};
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return s.can(cast); }));
  sc.act(cast);
  ASSERT_TRUE(sc.pass_until(choosing));
  EXPECT_TRUE(sc.saw("hand_revealed", {{"player", 1}, {"to_player", 0}}));
  // A room card of that hand, or nothing; never its spell.
  EXPECT_TRUE(sc.can({{"type", "decline"}}));
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM040"}}));
  sc.act({{"type", "choose"}, {"card", "BM018"}});
  EXPECT_TRUE(sc.saw("take_card", {{"player", 0}, {"card", "BM018"}, {"from_player", 1}}));
  EXPECT_TRUE(contains(sc.hand_ids(0), "BM018"));
  EXPECT_EQ(sc.hand_ids(1), ids_of({"BM040"}));
  sc.check_conservation();
}

TEST(Card_TNL056_AllYourBase, NotCastOnAnEmptyHand) {
  Scenario sc = tnl_spell_game(57);
  sc.set_hand(0, {"TNL056", "BM048"});  // Jeopardy opens P0's windows
  sc.start_build();
  sc.pass_until([](const Scenario& s) { return s.to_move() == 0 && !castable(s).empty(); });
  EXPECT_TRUE(legal_with(sc, "cast", "TNL056").empty());  // P1 holds no card: no target (G-16)
}

TEST(Card_TNL060_HiringSpree, DrawsThreeRoomsAndGivesOneAway) {
  Scenario sc = tnl_spell_game(60);
  sc.set_hand(0, {"TNL060"});
  sc.set_hand(1, {});
  sc.deck_top("BM016");
  sc.deck_top("BM021");
  sc.deck_top("BM027");
  sc.start_build();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(cast_plain("TNL060")); }));
  sc.act(cast_plain("TNL060"));
  ASSERT_TRUE(sc.pass_until(choosing));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (std::vector<std::string>{"BM016", "BM021", "BM027"}));
  EXPECT_EQ(sc.legal().size(), 3u);  // one of the three rooms, to the only other player; no decline
  sc.act({{"type", "choose"}, {"card", "BM021"}, {"target_player", 1}});
  EXPECT_EQ(sc.hand_ids(1), ids_of({"BM021"}));
  EXPECT_EQ(sorted(sc.hand_ids(0)), (std::vector<std::string>{"BM016", "BM027"}));
  EXPECT_TRUE(sc.saw("take_card", {{"player", 1}, {"card", "BM021"}, {"from_player", 0}}));
  sc.check_conservation();
}

// Pause: the first hero goes back to the end of P0's queue at full health and nobody else
// enters this round; both heroes wait for the next adventure phase.
TEST(Card_TNL065_Pause, HeroBackToTheEntranceAndNoMoreHeroesThisRound) {
  Scenario sc = tnl_spell_game(65);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.add_entrance(0, kFighter8);
  sc.add_entrance(0, kFighter6);
  sc.set_hand(0, {"TNL065"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(in_first_room_of_p0));
  ASSERT_EQ(sc.s.run.hero, sc.card(kFighter8));
  sc.act(cast_hero("TNL065", 0, kFighter8));
  EXPECT_TRUE(sc.saw("trepidation", {{"player", 0}}));
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kFighter6, kFighter8}));  // back at the end of the queue
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter6}}));  // nobody else entered this round
  EXPECT_FALSE(sc.saw("hero_wounds"));
  EXPECT_FALSE(sc.saw("hero_killed"));
  EXPECT_EQ(sc.entrance_ids(0), ids_of({kFighter6, kFighter8}));  // they wait for the next round
  EXPECT_EQ(sc.wounds(0), 0);
}

TEST(Card_TNL065_Pause, OnlyOnAHeroInYourOwnDungeon) {
  Scenario sc = tnl_spell_game(66);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.add_entrance(0, kFighter8);
  EXPECT_TRUE(casts_beside_fear(sc, 1, "TNL065", 0, kFighter8).empty());
}

// Undead Minion: the soul's printed health (8) is the damage: 2 (Golem Factory) + 8 kills a
// 6-health hero; the soul is out of the game and the new one counts.
TEST(Card_TNL071_UndeadMinion, SoulLeavesTheGameForItsHealthInDamage) {
  Scenario sc = tnl_spell_game(71);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.add_score(0, kCleric8, true);
  sc.add_entrance(0, kFighter6);
  sc.set_hand(0, {"TNL071"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(in_first_room_of_p0));
  const auto casts = legal_with(sc, "cast", "TNL071");
  ASSERT_EQ(casts.size(), 1u);
  EXPECT_EQ(casts[0]["target"], kCleric8);
  sc.act(cast_hero("TNL071", 0, kCleric8));
  EXPECT_TRUE(sc.saw("soul_removed", {{"player", 0}, {"card", kCleric8}}));
  EXPECT_TRUE(sc.saw("damage", {{"card", kFighter6}, {"amount", 8}, {"total", 10}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kFighter6}, {"room", "BM016"}}));
  EXPECT_TRUE(contains(sc.ids(sc.s.out_of_game), kCleric8));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kFighter6}));
  sc.check_conservation();
}

TEST(Card_TNL071_UndeadMinion, NeedsASoulAndAHeroInYourRoom) {
  Scenario sc = tnl_spell_game(72);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.add_score(0, kCleric8, false);  // a wound is not a soul
  sc.add_entrance(0, kFighter6);
  sc.set_hand(0, {"TNL071", "BM053"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(in_first_room_of_p0));
  EXPECT_TRUE(legal_with(sc, "cast", "TNL071").empty());
}

// Wild Monster: a Monster Room from hand over one of your rooms, face up at once; its on-build
// effect follows (Specter's Sanctum: the chosen opponent discards a random spell).
TEST(Card_TNL072_WildMonster, BuildsAMonsterRoomAtOnceWithItsOnBuild) {
  Scenario sc = tnl_spell_game(73);
  sc.set_dungeon(0, {"BM027", "BM018"});
  sc.set_hand(0, {"TNL072", "BM011", "BM028"});  // a Monster Room and a Trap Room
  sc.set_hand(1, {"BM040"});
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(cast_plain("TNL072")); }));
  sc.act(cast_plain("TNL072"));
  ASSERT_TRUE(sc.pass_until(choosing));
  // Only the Monster Room, only on an existing stack (0 or 1), never a new one.
  EXPECT_EQ(sc.legal().size(), 2u);
  EXPECT_FALSE(sc.can({{"type", "choose"}, {"card", "BM028"}, {"stack", 0}}));
  sc.act({{"type", "choose"}, {"card", "BM011"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("room_built", {{"player", 0}, {"card", "BM011"}}));
  EXPECT_EQ(sc.dungeon_ids(0), ids_of({"BM011", "BM018"}));
  ASSERT_TRUE(sc.pass_until(choosing));  // Specter's Sanctum's on-build (G-11): which opponent
  sc.act({{"type", "choose"}, {"target_player", 1}});
  EXPECT_TRUE(sc.saw("discard", {{"player", 1}, {"card", "BM040"}}));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM011"}}));
  sc.check_conservation();
}

TEST(Card_TNL072_WildMonster, NotCastableWithoutAMonsterRoomInHand) {
  Scenario sc = tnl_spell_game(74);
  sc.set_dungeon(0, {"BM027", "BM018"});
  sc.set_hand(0, {"TNL072", "BM028", "BM053"});  // Teleportation opens P0's window with the hero in a room
  sc.add_entrance(0, kFighter8);
  sc.start_adventure();
  sc.pass_until([](const Scenario& s) { return s.to_move() == 0 && !castable(s).empty(); });
  EXPECT_TRUE(legal_with(sc, "cast", "TNL072").empty());
}
