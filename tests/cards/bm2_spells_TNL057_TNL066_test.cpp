// Printed Boss Monster 2 (The Next Level) spells that move, kill or remove the hero in a room
// (G-16, G-18): TNL057 Another Castle (BM2-33 (a), IP-44: the hero goes on to an opponent's
// entrance), TNL059 It's On! (BM2-26: kill it at 3 health or less, or whatever its health with 3
// wounds), TNL066 Pity (BM2-32: a hero in an opponent's dungeon leaves the game). The games play
// the bm2 rules on the synthetic bm2 cards plus these printed designs.
#include <gtest/gtest.h>

#include <stdexcept>

#include "bm/cards/card_set.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

using namespace bm::test;

namespace bm2_spells_tnl057_tnl066 {
const bm::CardSet& cards() {
  static const bm::CardSet cs = bm::test::bm2_synthetic_plus({"TNL057", "TNL059", "TNL066"}, "tnl-spells-2");
  return cs;
}

// Seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP): seat 1 acts first (C-5), also in the
// adventure phase (C-10), so a hero sent from seat 1 to seat 0 still runs this round.
Scenario game(std::uint64_t seed) { return board("bm2", {"BM004", "BM008"}, seed, &cards()); }

std::function<bool(const Scenario&)> in_first_room_of(int p) {
  return [p](const Scenario& s) {
    return s.s.run.player == p && s.s.run.in_room && s.s.run.room == 0 && s.to_move() == p;
  };
}

// Another Castle's two dungeons: seat `from`'s Golem Factory (2), Neanderthal Cave (3), the other
// seat's Brainsucker Hive (2), Bottomless Pit (1).
Scenario castle_game(std::uint64_t seed, int from) {
  Scenario sc = game(seed);
  sc.set_dungeon(from, {"BM016", "BM018"});
  sc.set_dungeon(1 - from, {"BM021", "BM027"});
  return sc;
}

// It's On! cast by seat 0 on `hero` in its first room, Golem Factory (2 damage), before Neanderthal
// Cave; seat 0 has scored `wounds` (ordinary heroes, one wound each) before.
Scenario its_on_in_first_room(std::uint64_t seed, const std::string& hero, std::initializer_list<std::string> wounds) {
  Scenario sc = game(seed);
  sc.set_dungeon(0, {"BM016", "BM018"});
  for (const auto& h : wounds) sc.add_score(0, h, false);
  sc.add_entrance(0, hero);
  sc.set_hand(0, {"TNL059"});
  sc.start_adventure();
  if (!sc.pass_until(in_first_room_of(0))) throw std::logic_error("the hero never stood in seat 0's first room");
  sc.act(cast_hero("TNL059", 0, hero));
  return sc;
}

// Seat 0 holds `spell` and Teleportation (BM053), whose window opens with the hero in seat 0's
// first room: the casts of `spell` seat 0 may make there (throws when that window never opens).
std::vector<json> casts_beside_teleportation(Scenario& sc, const std::string& spell) {
  sc.set_hand(0, {spell, "BM053"});
  sc.start_adventure();
  if (!sc.pass_until(in_first_room_of(0)) || castable(sc).empty())
    throw std::logic_error("no window for seat 0 with the hero in its first room");
  return legal_with(sc, "cast", spell);
}

// Another Castle from seat 1's dungeon to seat 0, whose adventure turn is still to come (IP-44
// runs_if_to_come): the hero, 2 damage taken in Golem Factory (not kept, G-22), runs seat 0's
// rooms with its full 8 health (2 + 1 damage) and wounds seat 0's boss, not seat 1's.
TEST(Card_TNL057_AnotherCastle, SendsTheHeroToAnOpponentWhoseTurnIsToCome) {
  Scenario sc = castle_game(57, 1);
  sc.add_entrance(1, kFighter8);
  sc.set_hand(1, {"TNL057"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(in_first_room_of(1)));
  EXPECT_EQ(legal_with(sc, "cast", "TNL057").size(), 1u);  // the only opponent
  sc.act(cast_hero("TNL057", 0, kFighter8));
  EXPECT_TRUE(sc.saw("hero_to_entrance", {{"player", 0}, {"card", kFighter8}, {"by", 1}}));
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM018"}}));
  EXPECT_TRUE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM027"}}));
  EXPECT_EQ(sc.score_ids(0, false), ids_of({kFighter8}));
  EXPECT_TRUE(sc.score_ids(1, false).empty());
  sc.check_conservation();
}

// From seat 0 (the last turn) to seat 1, whose turn is over: the hero waits at seat 1's entrance
// for the next adventure phase; the hero behind it in seat 0's queue goes on.
TEST(Card_TNL057_AnotherCastle, HeroWaitsWhenThatTurnIsOver) {
  Scenario sc = castle_game(58, 0);
  sc.add_entrance(0, kFighter8);
  sc.add_entrance(0, kThief4);
  sc.set_hand(0, {"TNL057"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until(in_first_room_of(0)));
  ASSERT_EQ(sc.s.run.hero, sc.card(kFighter8));
  sc.act(cast_hero("TNL057", 1, kFighter8));
  sc.finish_round(1);
  EXPECT_EQ(sc.entrance_ids(1), ids_of({kFighter8}));
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM021"}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kThief4}}));  // 2 + 3 damage
  sc.check_conservation();
}

TEST(Card_TNL057_AnotherCastle, NotOnAHeroAtTheEntranceNorInAnotherDungeon) {
  Scenario sc = castle_game(59, 0);
  sc.add_entrance(1, kFighter8);
  sc.add_entrance(0, kFighter6);
  // P0's own hero still waits at its entrance while P1's is in a room.
  EXPECT_TRUE(casts_beside_fear(sc, 0, "TNL057", 1, kFighter8).empty());
}

// It's On!, first option: a 4-health hero with 2 damage from Golem Factory has 2 health left.
TEST(Card_TNL059_ItsOn, KillsAHeroWithThreeHealthOrLess) {
  Scenario sc = its_on_in_first_room(591, kFighter4, {});
  EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter4}}));
  EXPECT_FALSE(sc.saw("hero_killed", {{"card", kFighter4}, {"room", "BM016"}}));  // killed in no room
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter4}, {"room", "BM018"}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kFighter4}));
  sc.check_conservation();
}

// Second option: with three wounds the 8-health hero (6 left) dies too; without them it may not.
TEST(Card_TNL059_ItsOn, WithThreeWoundsKillsAnyHero) {
  const Scenario sc = its_on_in_first_room(592, kFighter8, {kCleric4, kMage4, kThief4});
  EXPECT_TRUE(sc.saw("hero_killed", {{"player", 0}, {"card", kFighter8}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kFighter8}));
}

TEST(Card_TNL059_ItsOn, NotOnAHealthyHeroWithFewerThanThreeWounds) {
  Scenario sc = game(593);
  sc.set_dungeon(0, {"BM016", "BM018"});
  for (const auto& h : {kCleric4, kMage4}) sc.add_score(0, h, false);
  sc.add_entrance(0, kFighter8);
  EXPECT_TRUE(casts_beside_teleportation(sc, "TNL059").empty());  // 6 health left, 2 wounds
}

// Pity: seat 1 removes the hero (and the item it carries) from seat 0's dungeon: nobody scores
// it, the next hero at seat 0's entrance runs as usual.
TEST(Card_TNL066_Pity, RemovesAHeroInAnOpponentsDungeonFromTheGame) {
  Scenario sc = game(66);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.add_entrance(0, kFighter8);
  sc.add_entrance(0, kThief4);
  sc.give_item(kFighter8, "SYN-I02");
  sc.set_hand(1, {"TNL066"});
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(cast_hero("TNL066", 0, kFighter8)); }));
  sc.act(cast_hero("TNL066", 0, kFighter8));
  EXPECT_TRUE(sc.saw("hero_removed", {{"player", 0}, {"card", kFighter8}, {"by", 1}}));
  EXPECT_TRUE(contains(sc.ids(sc.s.out_of_game), kFighter8));
  EXPECT_TRUE(contains(sc.ids(sc.s.out_of_game), "SYN-I02"));
  for (const auto& hi : sc.s.hero_items) EXPECT_NE(hi.hero, sc.card(kFighter8));  // its item went with it
  sc.finish_round(1);
  EXPECT_FALSE(sc.saw("enters_room", {{"card", kFighter8}, {"room", "BM018"}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kThief4}));  // only the next hero
  EXPECT_TRUE(sc.score_ids(0, false).empty());
  EXPECT_TRUE(sc.score_ids(1, true).empty());
  sc.check_conservation();
}

TEST(Card_TNL066_Pity, NotOnAHeroInYourOwnDungeon) {
  Scenario sc = game(67);
  sc.set_dungeon(0, {"BM016", "BM018"});
  sc.add_entrance(0, kFighter8);
  EXPECT_TRUE(casts_beside_teleportation(sc, "TNL066").empty());
}

}  // namespace bm2_spells_tnl057_tnl066
