// A position (docs/protocol.md#positions) states a waiting hero's health bonus until the end of
// the round ({hero, health_bonus} at the entrance: Zombie Attack, C-11), and names which copy of a
// design a reference means (reveal_log, a mark's card, the hero carrying an item): a design id
// alone means the copy the position names first, {card, at} the copy named at that field.
#include <gtest/gtest.h>

#include <string>

#include "bm/core/error.hpp"
#include "bm/state/position.hpp"
#include "support/drive.hpp"
#include "support/position.hpp"
#include "support/scenario.hpp"

namespace position_entrance_copies {

using namespace bm::test;
using nlohmann::json;

// Seat 1's dungeon deals 3 (Neanderthal Cave) then 2 (Specter's Sanctum): 5 damage. Nick the
// Masher (cleric, 4 Health) waits at seat 1's entrance at the start of round 1's adventure.
Scenario nick_before_five_damage() {
  Scenario sc = board("classic", {"BM004", "BM008"}, 55);
  sc.set_dungeon(1, {"BM018", "BM011"});
  sc.add_entrance(1, "BM056");
  return sc;
}

// Plays the adventure of round 1 from `pos` to its end.
Scenario adventure_from(const json& pos) {
  Scenario sc = nick_before_five_damage();
  sc.events.clear();
  sc.s = bm::start_from_position(sc.engine, pos, "position", 1, &sc.events);
  sc.finish_round(1);
  return sc;
}

std::string refusal(const Scenario& sc, const json& pos) {
  try {
    bm::start_from_position(sc.engine, pos, "position", 1);
  } catch (const bm::InputError& e) { return e.what(); }
  return "accepted";
}

// C-11, G-12: with +2 Health (Zombie Attack) Nick has 6 against the 5 damage: he survives and
// wounds seat 1. Without it, the same position kills him in Specter's Sanctum (5 >= 4).
TEST(PositionEntrance, AHealthBonusDecidesWhetherTheRoomsKillTheHero) {
  json pos = position_of(nick_before_five_damage(), "adventure");
  ASSERT_EQ(pos["players"][1]["entrance"], json::array({"BM056"}));
  const Scenario plain = adventure_from(pos);
  EXPECT_TRUE(plain.saw("hero_killed", {{"card", "BM056"}, {"room", "BM011"}}));
  EXPECT_EQ(plain.souls(1), 1);
  EXPECT_EQ(plain.wounds(1), 0);
  pos["players"][1]["entrance"][0] = {{"hero", "BM056"}, {"health_bonus", 2}};
  const Scenario bonus = adventure_from(pos);
  EXPECT_TRUE(bonus.saw("damage", {{"card", "BM056"}, {"total", 5}}));
  EXPECT_FALSE(bonus.saw("hero_killed", {{"card", "BM056"}}));
  EXPECT_EQ(bonus.wounds(1), 1);
  EXPECT_EQ(bonus.souls(1), 0);
}

// The bonus is the state's: a position at the build phase keeps it on the waiting hero.
TEST(PositionEntrance, TheStateHoldsTheBonusOnTheWaitingHero) {
  const Scenario sc = nick_before_five_damage();
  json pos = position_of(sc, "build");
  pos["players"][1]["entrance"][0] = {{"hero", "BM056"}, {"health_bonus", 2}};
  const bm::GameState s = bm::start_from_position(sc.engine, pos, "position", 1);
  ASSERT_EQ(s.players[1].entrance.size(), 1u);
  EXPECT_EQ(s.players[1].entrance[0], (bm::WaitingHero{sc.card("BM056"), 2, 0}));
}

// C-11 ends every bonus with the round: a position at the round's first phase holding one is
// refused, naming the field; so is a bonus that is not a number, or a field the entry has not.
TEST(PositionEntrance, ABonusAtTheBeginningPhaseOrMalformedIsRefused) {
  const Scenario sc = nick_before_five_damage();
  json pos = position_of(sc, "beginning");
  pos["players"][1]["entrance"][0] = {{"hero", "BM056"}, {"health_bonus", 2}};
  const std::string begin = refusal(sc, pos);
  EXPECT_NE(begin.find("position.players[1].entrance[0].health_bonus"), std::string::npos) << begin;
  EXPECT_NE(begin.find("C-11"), std::string::npos) << begin;
  pos["phase"] = "bait";
  pos["players"][1]["entrance"][0]["health_bonus"] = "two";
  EXPECT_NE(refusal(sc, pos).find("entrance[0].health_bonus: expected an integer"), std::string::npos);
  pos["players"][1]["entrance"][0] = {{"hero", "BM056"}, {"damage", 1}};
  EXPECT_NE(refusal(sc, pos).find("position.players[1].entrance[0]"), std::string::npos);
}

// Seat 1 (Gorgona, first to build) with Save Point, one Princess in Peril in hand and the other
// copy in the discard pile, and a `spell_cast` mark (BM2-28: seat 1 cast that copy this round).
json save_point_position(Scenario& sc, const json& marked_copy) {
  sc.set_dungeon(1, {"TNL055", "BM016"});
  sc.set_hand(1, {"BM051"});
  sc.to_discard("BM051");
  json pos = position_of(sc, "build");
  pos["round_marks"] = json::array({{{"kind", "spell_cast"}, {"player", 1}, {"card", marked_copy}}});
  return pos;
}

// Whether Save Point's "take back a spell you cast this round" is offered in the build phase.
bool save_point_offered(const json& pos) {
  Scenario sc = tnl_two_players(553);
  sc.s = bm::start_from_position(sc.engine, pos, "position", 1, &sc.events);
  sc.pass_until(
      [](const Scenario& x) { return x.s.phase != bm::Phase::build || !legal_with(x, "activate", "TNL055").empty(); });
  return sc.s.phase == bm::Phase::build && !legal_with(sc, "activate", "TNL055").empty();
}

// BM2-28 (TNL055): the copy cast this round must lie in the discard pile. The position names the
// hand's copy first, so the design id alone marks that one and Save Point offers nothing; the mark
// {card, at: "discard[0]"} names the copy in the pile, and Save Point offers to take it back.
TEST(PositionCopies, AMarkNamesTheCopyAtTheFieldGiven) {
  Scenario sc = tnl_two_players(553);
  const json by_id = save_point_position(sc, "BM051");
  ASSERT_EQ(by_id["discard"], json::array({"BM051"}));
  EXPECT_FALSE(save_point_offered(by_id));
  Scenario sc2 = tnl_two_players(553);
  const json at_pile = save_point_position(sc2, {{"card", "BM051"}, {"at", "discard[0]"}});
  EXPECT_TRUE(save_point_offered(at_pile));
  const bm::GameState s = bm::start_from_position(sc2.engine, at_pile, "position", 1);
  ASSERT_EQ(s.round_marks.size(), 1u);
  ASSERT_EQ(s.discard.size(), 1u);
  EXPECT_EQ(s.round_marks[0].card, s.discard.back());  // the pile's copy, not the hand's
  EXPECT_NE(s.round_marks[0].card, s.players[1].hand.front());
}

// reveal_log takes the same references; one whose field names no card, or another design, is
// refused naming the reference.
TEST(PositionCopies, AReferenceMustNameTheDesignAtItsField) {
  Scenario sc = nick_before_five_damage();
  json pos = position_of(sc, "build");
  pos["reveal_log"] = json::array({{{"card", "BM056"}, {"at", "players[1].entrance[0]"}}});
  const bm::GameState s = bm::start_from_position(sc.engine, pos, "position", 1);
  EXPECT_EQ(s.reveal_log, std::vector<int>{sc.card("BM056")});
  pos["reveal_log"][0]["at"] = "players[0].entrance[0]";
  const std::string nowhere = refusal(sc, pos);
  EXPECT_NE(nowhere.find("position.reveal_log[0].at: the position names no card at 'players[0].entrance[0]'"),
            std::string::npos)
      << nowhere;
  pos["reveal_log"][0]["at"] = "players[1].dungeon[0].cards[0]";
  const std::string other = refusal(sc, pos);
  EXPECT_NE(other.find("position.reveal_log[0].at: 'players[1].dungeon[0].cards[0]' names card 'BM018', not 'BM056'"),
            std::string::npos)
      << other;
}

}  // namespace position_entrance_copies
