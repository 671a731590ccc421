// The last printed Boss Monster 2 (The Next Level) cards, part one: TNL008 Dr. Timebender
// (lasting Level Up, BM2-31: once per round, discard a spell to cancel an opponent's spell, a
// cancelling ability, BM2-29), TNL009 Nicolius (lasting Level Up: at the end of every round,
// BM2-25, when another player gained two souls more than him this round, BM2-28, he may draw a
// spell), TNL045 Decapitator (build phase only: destroy it to take away one room's treasure until
// the end of the round, BM2-21), TNL055 Save Point (destroy it to take back a spell you cast this
// round from the discard pile, BM2-28) and TNL061 Lightning Bolt! (3 damage to the hero in a room
// of your dungeon, and with a second spell discarded 3 to every hero waiting at your entrance,
// BM2-26). The rooms and the spell play in a classic game with the implemented TNL cards (BM2-44);
// the bosses on the bm2 rules with the synthetic bm2 cards.
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/replay/state_summary.hpp"
#include "bm/serve/server.hpp"
#include "bm/serve/views.hpp"
#include "bm/state/snapshot.hpp"
#include "support/drive.hpp"
#include "support/expect.hpp"
#include "support/scenario.hpp"

namespace bm2_last_TNL009_TNL061 {
using namespace bm::test;

const bm::CardSet& boss_cards() {
  static const bm::CardSet cs = bm2_synthetic_plus({"TNL008", "TNL009"}, "tnl-last-bosses");
  return cs;
}

// The first cast of `spell` offered, in the first window that offers it.
void casts(Scenario& sc, const std::string& spell) {
  ASSERT_TRUE(sc.pass_until([&](const Scenario& s) { return !legal_with(s, "cast", spell).empty(); }));
  sc.act(legal_with(sc, "cast", spell).front());
}

// Passes until `spell` of seat 1 resolved or some cancel is offered.
void until_resolved_or_cancel(Scenario& sc, const std::string& spell) {
  sc.pass_until([&](const Scenario& s) {
    return !legal_of(s, "cancel").empty() || s.saw("resolved", {{"player", 1}, {"card", spell}});
  });
}

// Seat 0 Dr. Timebender (925 XP, builds first, C-5) holding Fear and Giant Size; seat 1 Robobo
// (400 XP) holding Princess in Peril and Kobold Strike, a 4-health fighter in town.
Scenario timebender_game(std::uint64_t seed, bool levelled) {
  Scenario sc = board("bm2", {"TNL008", "BM004"}, seed, &boss_cards());
  sc.s.players[0].leveled_up = levelled;
  sc.set_hand(0, {"BM045", "BM047"});
  sc.set_hand(1, {"BM051", "BM049"});
  sc.set_town({kFighter4});
  sc.start_build();
  return sc;
}

const json kTimebenderCancel = {{"type", "cancel"}, {"card", "BM045"}, {"target", "TNL008"}};

// Seat 1's Princess in Peril is cancelled by the boss's ability: Fear is discarded, the hero stays
// in town; the second spell of the round (Kobold Strike) gets no such answer (once per round).
TEST(Card_TNL008_DrTimebender, DiscardsASpellToCancelAnOpponentsSpellOncePerRound) {
  Scenario sc = timebender_game(801, true);
  casts(sc, "BM051");
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.can(kTimebenderCancel); }));
  EXPECT_EQ(legal_of(sc, "cancel").size(), 2u);  // either spell may pay
  sc.act(kTimebenderCancel);
  EXPECT_TRUE(sc.saw("cancelled", {{"player", 1}, {"card", "BM051"}}));
  EXPECT_TRUE(contains(sc.discard_ids(), std::string("BM045")));
  EXPECT_EQ(sc.hand_ids(0), ids_of({"BM047"}));
  EXPECT_EQ(sc.town_ids(), ids_of({kFighter4}));
  casts(sc, "BM049");
  until_resolved_or_cancel(sc, "BM049");
  EXPECT_TRUE(legal_of(sc, "cancel").empty());
  EXPECT_TRUE(sc.saw("resolved", {{"player", 1}, {"card", "BM049"}}));
}

// Before the Level Up the boss has no answer.
TEST(Card_TNL008_DrTimebender, NoAnswerBeforeTheLevelUp) {
  Scenario sc = timebender_game(802, false);
  casts(sc, "BM051");
  until_resolved_or_cancel(sc, "BM051");
  EXPECT_TRUE(legal_of(sc, "cancel").empty());
  EXPECT_EQ(sc.entrance_ids(1), ids_of({kFighter4}));
}

// Seat 0 Nicolius (975 XP, acts first, C-5), seat 1 Robobo (400 XP) whose Golem Factory and
// Neanderthal Cave (2 + 3 damage) kill the 4-health heroes at its entrance in the adventure phase.
Scenario nicolius_round(std::uint64_t seed, bool levelled, std::initializer_list<std::string> heroes) {
  Scenario sc = board("bm2", {"TNL009", "BM004"}, seed, &boss_cards());
  sc.s.players[0].leveled_up = levelled;
  sc.set_hand(0, {});
  sc.set_dungeon(1, {"BM016", "BM018"});
  for (const auto& h : heroes) sc.add_entrance(1, h);
  sc.start_adventure();
  sc.pass_until([](const Scenario& s) { return choosing(s) || s.s.round > 1; });
  return sc;
}

bool nicolius_asks(const Scenario& sc) {
  return choosing(sc) && sc.to_move() == 0 && sc.s.phase == bm::Phase::end_of_round;
}

// Seat 1 kills two heroes this round, seat 0 none: at the end of the round Nicolius draws a spell.
TEST(Card_TNL009_Nicolius, DrawsASpellWhenOutGainedByTwoSouls) {
  Scenario sc = nicolius_round(901, true, {kCleric4, kThief4});
  ASSERT_TRUE(nicolius_asks(sc));
  EXPECT_EQ(sc.souls(1), 2);
  EXPECT_TRUE(sc.hand_ids(0).empty());
  sc.act({{"type", "choose"}, {"option", 1}});
  int spells = 0;  // the next round's room draw (C-7) may follow at once
  for (int card : sc.s.players[0].hand) spells += sc.cards.of(card).kind == bm::CardKind::spell ? 1 : 0;
  EXPECT_EQ(spells, 1);
}

// One soul more is not enough.
TEST(Card_TNL009_Nicolius, NothingWhenOutGainedByOneSoul) {
  Scenario sc = nicolius_round(902, true, {kCleric4});
  EXPECT_FALSE(nicolius_asks(sc));
  EXPECT_EQ(sc.souls(1), 1);
}

// Before the Level Up the same round asks nothing.
TEST(Card_TNL009_Nicolius, NothingBeforeTheLevelUp) {
  Scenario sc = nicolius_round(903, false, {kCleric4, kThief4});
  EXPECT_FALSE(nicolius_asks(sc));
  EXPECT_EQ(sc.souls(1), 2);
}

// Seat 1 (Gorgona, builds first) destroys its Decapitator to take away the fighter icon of seat
// 0's Golem Factory: seat 0's fighter treasure is its boss's icon alone this round (bait, G-15)
// and it cannot cover the Factory with the advanced Beast Menagerie (G-3); the Bottomless Pit keeps
// its thief icon.
TEST(Card_TNL045_Decapitator, RemovesARoomsTreasureUntilTheEndOfTheRound) {
  Scenario sc = tnl_two_players(451);
  sc.set_dungeon(1, {"TNL045"});
  sc.set_dungeon(0, {"BM016", "BM027"});
  sc.set_hand(0, {"BM019"});
  ASSERT_EQ(treasure_of(sc, 0, 1), 2);  // the Factory's and Robobo's
  sc.start_build();
  when_legal(sc, {{"type", "activate"}, {"card", "TNL045"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL045"}, {"player", 1}}));
  ASSERT_TRUE(choosing(sc));
  sc.act(choose_room("BM016", 0, 0));
  EXPECT_EQ(treasure_of(sc, 0, 1), 1);  // fighter: Robobo's
  EXPECT_EQ(treasure_of(sc, 0, 3), 1);  // thief
  ASSERT_TRUE(sc.pass_until(p0_builds));
  EXPECT_FALSE(sc.can({{"type", "build"}, {"card", "BM019"}, {"stack", 0}}));
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return s.s.round > 1; }));
  EXPECT_EQ(treasure_of(sc, 0, 1), 2);  // the round is over
}

// Not in the adventure phase.
TEST(Card_TNL045_Decapitator, BuildPhaseOnly) {
  Scenario sc = tnl_two_players(452);
  sc.set_dungeon(1, {"TNL045"});
  sc.set_dungeon(0, {"BM016"});
  sc.add_entrance(1, kFighter8);
  sc.set_hand(1, {"BM053"});  // Teleportation opens seat 1's adventure windows
  sc.start_adventure();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return !castable(s).empty(); }));
  EXPECT_TRUE(legal_with(sc, "activate", "TNL045").empty());
}

// Seat 1 (Gorgona, builds first) casts Princess in Peril, then destroys its Save Point to take
// the spell back from the discard pile.
TEST(Card_TNL055_SavePoint, TakesBackASpellCastThisRound) {
  Scenario sc = tnl_two_players(551);
  sc.set_dungeon(1, {"TNL055", "BM016"});
  sc.set_town({kFighter4});
  sc.set_hand(1, {"BM051"});
  sc.start_build();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return !legal_with(s, "cast", "BM051").empty(); }));
  EXPECT_TRUE(legal_with(sc, "activate", "TNL055").empty());  // nothing cast yet
  sc.act(legal_with(sc, "cast", "BM051").front());
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return contains(s.discard_ids(), std::string("BM051")); }));
  when_legal(sc, {{"type", "activate"}, {"card", "TNL055"}, {"stack", 0}});
  EXPECT_TRUE(sc.saw("destroyed", {{"card", "TNL055"}, {"player", 1}}));
  ASSERT_TRUE(choosing(sc));
  sc.act({{"type", "choose"}, {"card", "BM051"}});
  EXPECT_EQ(sc.hand_ids(1), ids_of({"BM051"}));
  EXPECT_FALSE(contains(sc.discard_ids(), std::string("BM051")));
  EXPECT_EQ(sc.entrance_ids(1), ids_of({kFighter4}));  // the spell did its work first
  sc.check_conservation();
}

// A spell that was already in the discard pile, cast by nobody this round, cannot be taken back.
TEST(Card_TNL055_SavePoint, NotASpellCastBeforeThisRound) {
  Scenario sc = tnl_two_players(552);
  sc.set_dungeon(1, {"TNL055", "BM016"});
  sc.to_discard("BM051");
  sc.set_hand(1, {"BM049"});  // Kobold Strike opens seat 1's build windows
  sc.start_build();
  ASSERT_TRUE(sc.pass_until([](const Scenario& s) { return !legal_with(s, "cast", "BM049").empty(); }));
  EXPECT_TRUE(legal_with(sc, "activate", "TNL055").empty());
}

// Seat 0 (Robobo, the last adventure turn, C-10) with `dungeon`, the heroes at its entrance and
// `hand`, at the window where its first hero stands in its first room.
Scenario bolt_window(std::uint64_t seed, std::initializer_list<std::string> dungeon,
                     std::initializer_list<std::string> heroes, std::initializer_list<std::string> hand) {
  Scenario sc = tnl_two_players(seed);
  sc.set_dungeon(0, dungeon);
  for (const auto& h : heroes) sc.add_entrance(0, h);
  sc.set_hand(0, hand);
  sc.start_adventure();
  EXPECT_TRUE(sc.pass_until([](const Scenario& s) {
    return s.s.run.player == 0 && s.s.run.in_room && s.s.run.room == 0 && s.to_move() == 0;
  }));
  return sc;
}

json bolt(const std::string& hero, int option) {
  json a = cast_hero("TNL061", 0, hero);
  a["option"] = option;
  return a;
}

// The 6-health hero has 2 damage from Golem Factory; the bolt's 3 bring it to 5, so the
// Neanderthal Cave's 3 kill it (without the bolt it would survive both rooms).
TEST(Card_TNL061_LightningBolt, ThreeDamageToTheHeroInYourRoom) {
  Scenario sc = bolt_window(611, {"BM016", "BM018"}, {kFighter6}, {"TNL061"});
  EXPECT_EQ(legal_with(sc, "cast", "TNL061").size(), 1u);  // no second spell: the first part only
  sc.act(bolt(kFighter6, 0));
  EXPECT_TRUE(sc.saw("damage", {{"card", kFighter6}, {"amount", 3}, {"total", 5}}));
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kFighter6}, {"room", "BM018"}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kFighter6}));
  sc.check_conservation();
}

// With Fear discarded as well, each hero waiting at the entrance takes 3 damage (G-12: damage, not
// a lower Health): the 4-health thief keeps it and takes it into its run, so the Golem Factory's 2
// bring its damage to 5, past its 4, and it dies there, a room it would otherwise survive.
TEST(Card_TNL061_LightningBolt, SecondSpellStrikesTheEntrance) {
  Scenario sc = bolt_window(612, {"BM016", "BM027"}, {kFighter8, kThief4}, {"TNL061", "BM045"});
  sc.act(bolt(kFighter8, 1));
  ASSERT_TRUE(sc.pass_until(choosing));
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  EXPECT_TRUE(contains(sc.discard_ids(), std::string("BM045")));
  EXPECT_TRUE(sc.saw("damage", {{"player", 0}, {"card", kThief4}, {"amount", 3}, {"total", 3}}));
  EXPECT_EQ(entrance_damage(sc, 0, kThief4), 3);
  EXPECT_EQ(entrance_bonus(sc, 0, kThief4), 0);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("damage", {{"card", kThief4}, {"amount", 2}, {"total", 5}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kThief4}, {"room", "BM016"}}));
  EXPECT_EQ(sc.score_ids(0, true), ids_of({kThief4}));
  sc.check_conservation();
}

// The game of SecondSpellStrikesTheEntrance right after the bolt struck the entrance: the
// 4-health thief waits there with 3 damage (G-12), the 8-health fighter stands in the Golem Factory.
Scenario entrance_struck(std::uint64_t seed) {
  Scenario sc = bolt_window(seed, {"BM016", "BM027"}, {kFighter8, kThief4}, {"TNL061", "BM045"});
  sc.act(bolt(kFighter8, 1));
  EXPECT_TRUE(sc.pass_until(choosing));
  sc.act({{"type", "choose"}, {"card", "BM045"}});
  return sc;
}

// bm serve's state view shows a waiting hero's damage (a front end shows it at the entrance),
// and only once it took some: before the bolt the thief's entry is {id, name} alone.
TEST(Card_TNL061_LightningBolt, TheServeStateShowsTheDamageAWaitingHeroTook) {
  Scenario sc = bolt_window(612, {"BM016", "BM027"}, {kFighter8, kThief4}, {"TNL061", "BM045"});
  const json before = bm::serve::public_state(sc.engine, sc.s)["players"][0]["entrance"];
  ASSERT_EQ(before.size(), 1u);  // the fighter is in the room, the thief waits
  EXPECT_EQ(before[0], bm::serve::card_ref(sc.cards, sc.card(kThief4)));
  Scenario struck = entrance_struck(612);
  const json after = bm::serve::public_state(struck.engine, struck.s)["players"][0]["entrance"];
  ASSERT_EQ(after.size(), 1u);
  EXPECT_EQ(after[0]["id"], kThief4);
  EXPECT_EQ(after[0]["damage"], 3);  // TNL061: 3 damage to every hero waiting at the caster's entrance
}

// bm replay's state (--until, a divergence's state) shows it as well, after the hero's id.
TEST(Card_TNL061_LightningBolt, TheReplayStateShowsTheDamageAWaitingHeroTook) {
  const Scenario sc = bolt_window(612, {"BM016", "BM027"}, {kFighter8, kThief4}, {"TNL061", "BM045"});
  EXPECT_EQ(bm::state_summary(sc.engine, sc.s)["players"][0]["entrance"], json::array({kThief4}));
  const Scenario struck = entrance_struck(612);
  EXPECT_EQ(bm::state_summary(struck.engine, struck.s)["players"][0]["entrance"],
            json::array({kThief4 + "[3 damage]"}));
}

// A snapshot keeps the thief's damage: the state loaded from it equals the game's, bm serve's
// `load` then `state` shows the 3 damage, and played on, the loaded game kills the thief in the
// Golem Factory (2 more: 5 past its 4), as the game itself does.
TEST(Card_TNL061_LightningBolt, ASnapshotKeepsTheDamageAWaitingHeroTook) {
  Scenario sc = entrance_struck(612);
  const json doc = bm::snapshot_document(sc.engine, sc.s);
  bm::GameState loaded = bm::snapshot_from_document(sc.engine, json::parse(doc.dump()), "bolt");
  EXPECT_TRUE(loaded == sc.s);
  ASSERT_EQ(loaded.players[0].entrance.size(), 1u);
  EXPECT_EQ(loaded.players[0].entrance[0].damage, 3);
  bm::serve::Server srv;
  const json load = {{"jsonrpc", "2.0"},
                     {"id", 1},
                     {"method", "load"},
                     {"params", {{"snapshot", doc}, {"cards", bm::card_set_to_json(sc.cards)}}}};
  const json loaded_game = json::parse(srv.handle(load.dump()));
  ASSERT_TRUE(loaded_game.contains("result")) << loaded_game.dump().substr(0, 400);
  const json state = {
      {"jsonrpc", "2.0"}, {"id", 2}, {"method", "state"}, {"params", {{"game", loaded_game["result"]["game"]}}}};
  const json view = json::parse(srv.handle(state.dump()))["result"]["players"][0]["entrance"];
  ASSERT_EQ(view.size(), 1u);
  EXPECT_EQ(view[0]["damage"], 3);
  sc.s = std::move(loaded);
  sc.finish_round(1);
  EXPECT_TRUE(sc.saw("damage", {{"card", kThief4}, {"amount", 2}, {"total", 5}}));
  EXPECT_TRUE(sc.saw("hero_killed", {{"card", kThief4}, {"room", "BM016"}}));
}
}  // namespace bm2_last_TNL009_TNL061
