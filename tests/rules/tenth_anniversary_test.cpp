// The classic 10th Anniversary rules (2023): IP-48 resolution (lifo: one stack, no priority) and
// IP-49 end_rule (score_all: a round with ten souls or five wounds ends the game, nobody is
// eliminated, the best souls - wounds wins), the preset classic-10th, and the combinations the
// ruleset refuses. Expected values come from the 10th Anniversary rulebook as the project's
// docs/rules/interpretation-points.md words it (IP-48, IP-49), never from engine output.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "support/scenario.hpp"

using namespace bm;
using namespace bm::test;

namespace {
using nlohmann::json;

Ruleset score_all(bool highest_xp = false) {
  Ruleset r = preset("classic");
  r.end_score_all = true;
  r.tie_highest_xp = highest_xp;
  return r;
}

// Seat 0: Draculord (BM001, 900 XP); seat 1: Robobo (BM004, 400 XP); seat 2: Gorgona (BM008, 500 XP).
Scenario draculord_vs_robobo(const Ruleset& r) { return board(r, {"BM001", "BM004"}); }

EndReason end_reason_of(const Scenario& sc) { return static_cast<EndReason>(sc.s.end_rule); }

// The error load_ruleset gives a classic ruleset with `options`, or "" when it loads.
std::string refusal(const nlohmann::json& options) {
  const nlohmann::json j = {
      {"format", "bm-ruleset"}, {"version", 1}, {"name", "t"}, {"family", "classic"}, {"options", options}};
  try {
    load_ruleset(j, "t.json");
  } catch (const InputError& e) { return e.what(); }
  return "";
}

}  // namespace

// IP-49 score_all: a player with ten souls can lose, one with five wounds can win: the best
// souls - wounds of all players wins, and nobody is eliminated.
TEST(Rule_IP49, ScoreAllFiveWoundsCanBeatTenSouls) {
  Scenario sc = draculord_vs_robobo(score_all());
  give(sc, 0, 10, 1);  // 10 - 1 = 9
  give(sc, 1, 16, 5);  // 16 - 5 = 11: five wounds, the best score
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason_of(sc), EndReason::score_all);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{1}));
  EXPECT_FALSE(sc.s.players[1].eliminated);
  EXPECT_FALSE(sc.engine.score(sc.s, 1).eliminated);
}

// IP-49 score_all with three players: five wounds alone end the game after the round; the
// player with five wounds is not eliminated (C-14 does not apply) and the best score wins.
TEST(Rule_IP49, FiveWoundsEndTheGameAndEliminateNobody) {
  Scenario sc = board(score_all(), {"BM001", "BM004", "BM008"});
  give(sc, 0, 2, 5);  // 2 - 5 = -3
  give(sc, 1, 3, 1);  // 3 - 1 = 2
  give(sc, 2, 4, 0);  // 4 - 0 = 4: the best
  sc.start_end_of_round();
  ASSERT_TRUE(sc.s.over);
  EXPECT_EQ(end_reason_of(sc), EndReason::score_all);
  EXPECT_EQ(sc.s.winners, (std::vector<int>{2}));
  for (int p = 0; p < 3; ++p) EXPECT_FALSE(sc.s.players[static_cast<std::size_t>(p)].eliminated) << p;
}

// IP-49 score_all: below both marks (nine souls, four wounds) the game goes on.
TEST(Rule_IP49, BelowBothMarksTheGameGoesOn) {
  Scenario sc = draculord_vs_robobo(score_all());
  give(sc, 0, 9, 0);
  give(sc, 1, 0, 4);
  sc.start_end_of_round();
  EXPECT_FALSE(sc.s.over);
}

// IP-49 score_all: equal scores go to the ruleset's tie-break (IP-4; highest XP in classic-10th).
TEST(Rule_IP49, EqualScoresGoToTheTieBreak) {
  for (bool highest : {false, true}) {
    Scenario sc = draculord_vs_robobo(score_all(highest));  // Draculord 900 XP, Robobo 400 XP
    give(sc, 0, 10, 2);                                     // 8
    give(sc, 1, 8, 0);                                      // 8
    sc.start_end_of_round();
    ASSERT_TRUE(sc.s.over);
    EXPECT_EQ(end_reason_of(sc), EndReason::score_all);
    EXPECT_EQ(sc.s.winners, (std::vector<int>{highest ? 0 : 1})) << highest;
  }
}

// IP-48 lifo: the player who is not active answers the active player's spell with a spell of
// their own (under active_priority they could only cancel it, G-18).
TEST(Rule_IP48, LifoLetsAnyPlayerAnswerWithASpell) {
  for (bool lifo : {false, true}) {
    Ruleset r = preset("classic");
    r.resolution_lifo = lifo;
    Scenario sc = board(r, {"BM004", "BM008"});  // Robobo 400 (seat 0), Gorgona 500 (seat 1)
    sc.set_dungeon(0, {"BM011", "BM023"});
    sc.add_entrance(0, "BM056");  // Nick, 4 health
    sc.set_hand(0, {"BM044"});    // Exhaustion
    sc.set_hand(1, {"BM041"});    // Assassin
    sc.start_adventure();
    const json exhaustion = {{"type", "cast"}, {"card", "BM044"}, {"target_player", 0}, {"target", "BM056"}};
    sc.pass_until([&](const Scenario& x) { return x.s.run.in_room && x.can(exhaustion); });
    sc.act(exhaustion);
    const json assassin = {{"type", "cast"}, {"card", "BM041"}, {"target_player", 0}, {"target", "BM056"}};
    if (!lifo) {
      // Exhaustion resolved unanswered: 2 + 2 damage kill Nick (4 health).
      ASSERT_EQ(sc.s.players[0].score.size(), 1u);
      EXPECT_TRUE(sc.s.players[0].score[0].soul);
      continue;
    }
    ASSERT_EQ(sc.s.decision.kind, DecisionKind::respond);
    ASSERT_EQ(sc.s.decision.player, 1);
    ASSERT_TRUE(sc.can(assassin));
    sc.act(assassin);
    sc.pass_until([](const Scenario& x) { return x.s.phase != Phase::adventure; });
    // Assassin resolved first (+3 health: 7), so Nick survived Exhaustion and reached Robobo: a wound.
    ASSERT_EQ(sc.s.players[0].score.size(), 1u);
    EXPECT_FALSE(sc.s.players[0].score[0].soul);
  }
}

// The combinations that mean nothing or contradict each other are refused, naming the rules.
TEST(Rule_IP48_IP49, ContradictoryCombinationsAreRefused) {
  EXPECT_NE(refusal({{"resolution", "lifo"}, {"build_spells", "active_only"}}).find("IP-18"), std::string::npos);
  EXPECT_NE(refusal({{"resolution", "lifo"}, {"answer_window", "cancel_only"}}).find("IP-35"), std::string::npos);
  EXPECT_NE(refusal({{"end_rule", "score_all"}, {"immortality", true}}).find("IP-27"), std::string::npos);
  EXPECT_NE(refusal({{"end_rule", "score_all"}, {"everyone_out", "no_winner"}}).find("IP-37"), std::string::npos);
  EXPECT_NE(refusal({{"end_rule", "score_all"}, {"last_player_standing", "plays_on"}}).find("IP-7"), std::string::npos);
  EXPECT_NE(refusal({{"end_rule", "score_all"}, {"heroes_per_round", "remaining_players"}}).find("IP-17"),
            std::string::npos);
  // The defaults of those options, which every classic ruleset writes, are accepted.
  EXPECT_EQ(refusal({{"resolution", "lifo"},
                     {"end_rule", "score_all"},
                     {"build_spells", "active_then_others"},
                     {"last_player_standing", "wins"},
                     {"heroes_per_round", "starting_players"}}),
            "");
  // The options belong to the classic family alone.
  const nlohmann::json bm2 = {{"format", "bm-ruleset"},
                              {"version", 1},
                              {"name", "t"},
                              {"family", "bm2"},
                              {"options", {{"end_rule", "score_all"}}}};
  EXPECT_THROW(load_ruleset(bm2, "t.json"), InputError);
}

// The preset classic-10th: the 10th Anniversary setup and tie-break plus both new readings,
// written back only where they differ from the default (every other preset keeps its hash).
TEST(Rule_IP48_IP49, PresetClassic10th) {
  const Ruleset r = preset("classic-10th");
  EXPECT_EQ(r.family, Family::classic);
  EXPECT_TRUE(r.i_choose_you);
  EXPECT_TRUE(r.tie_highest_xp);
  EXPECT_EQ(r.starting_discard, 0);
  EXPECT_TRUE(r.fool_in_deck);
  EXPECT_TRUE(r.resolution_lifo);
  EXPECT_TRUE(r.end_score_all);
  const nlohmann::json j = ruleset_to_json(r);
  EXPECT_EQ(j["options"]["resolution"], "lifo");
  EXPECT_EQ(j["options"]["end_rule"], "score_all");
  EXPECT_EQ(load_ruleset(j, "round trip").hash(), r.hash());
  const nlohmann::json c = ruleset_to_json(preset("classic"));
  EXPECT_FALSE(c["options"].contains("resolution"));
  EXPECT_FALSE(c["options"].contains("end_rule"));
}
