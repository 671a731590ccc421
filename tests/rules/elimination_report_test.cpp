// who is eliminated is decided once (C-13, C-14, BM2-8: five or more wounds lose, in
// families that eliminate) and every report agrees: Engine::score, the log's result line, the
// replay's state summary. A game that ends on ten souls, or with every player at five wounds
// (C-13.all_eliminated, IP-37.best_score), removes nobody at its last end check, yet the players it finds with
// five or more wounds have lost. At 424f743 the result said "eliminated": false for them.
#include <string>

#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/state_summary.hpp"
#include "bm/rules/constants.hpp"
#include "support/preset_cases.hpp"
#include "support/scenario.hpp"

namespace {

using namespace bm;

// What the rules say, from the scoring area alone (G-12: a face-up hero is its souls value in
// wounds), not from the engine's helpers.
int elimination_wounds(const Engine& e, const GameState& s, int p) {
  int n = 0;
  for (const ScoredHero& h : s.players[static_cast<std::size_t>(p)].score) n += h.soul ? 0 : e.cards().of(h.hero).souls;
  return n;
}

// BM2-40: this round's marks of kind `k` on player p (Vorpal Blade's extra wound, counted at this
// round's end check; Extra Life's reward, after which its wounds cannot make it lose this round).
// A game the end check ended keeps its last round's marks.
int round_marks_of(const GameState& s, int p, MarkKind k) {
  int n = 0;
  for (const RoundMark& m : s.round_marks) n += m.kind == k && m.player == p ? m.value : 0;
  return n;
}

// C-13 / BM2-8: in these families a player with five or more wounds at the end of a game the end
// check ended has lost; with Immortality (C-16), under IP-49 score_all, at 5-6 players in bm2, or in
// Super/solo nobody is.
bool rules_eliminate(const Ruleset& r, int players) {
  if (r.family != Family::classic && r.family != Family::bm2) return false;
  // IP-49 score_all (the 10th Anniversary rulebook): nobody is eliminated, everyone is scored.
  return !r.immortality && !r.end_score_all && !bm2_many_players(r, players);
}

TEST(EliminationReport, EveryReportAgreesWithTheRuleAtTheEnd) {
  int checked_end_losers = 0;
  for (const test::PresetCase& pc : test::every_preset_case()) {
    const Engine engine = pc.engine();
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
      PlayOptions opt;
      opt.players = pc.players;
      opt.seed = seed;
      opt.policy = "random";
      const GameState s = play_game(engine, opt);
      ASSERT_TRUE(s.over) << pc.name() << " seed " << seed;
      if (static_cast<EndReason>(s.end_rule) == EndReason::max_actions) continue;  // stopped mid-round
      const nlohmann::json result = game_result(engine, s);
      const nlohmann::json summary = state_summary(engine, s);
      for (int p = 0; p < s.num_players; ++p) {
        const std::string where = pc.name() + " seed " + std::to_string(seed) + " player " + std::to_string(p) + " (" +
                                  result["end_reason"].get<std::string>() + ")";
        // IP-37 best_score: the player it names the winner among everyone out has not lost.
        const bool all_out_winner = static_cast<EndReason>(s.end_rule) == EndReason::all_out_best_score &&
                                    !s.winners.empty() && s.winners.front() == p;
        const bool lost =
            rules_eliminate(pc.rules, s.num_players) && !all_out_winner &&
            round_marks_of(s, p, MarkKind::wounds_harmless) == 0 &&
            elimination_wounds(engine, s, p) + round_marks_of(s, p, MarkKind::extra_wound) >= wounds_to_lose(pc.rules);
        if (lost && !s.players[static_cast<std::size_t>(p)].eliminated) ++checked_end_losers;
        EXPECT_EQ(engine.score(s, p).eliminated, lost) << where;
        EXPECT_EQ(result["scores"][static_cast<std::size_t>(p)]["eliminated"].get<bool>(), lost) << where;
        const auto& sp = summary["players"][static_cast<std::size_t>(p)];
        EXPECT_EQ(sp.contains("eliminated") && sp["eliminated"] == true, lost) << where;
      }
    }
  }
  // The games above include endings on ten souls and IP-37.best_score with players the last end
  // check found losing: the case the reports used to get wrong.
  EXPECT_GT(checked_end_losers, 10);
}

// Mid-game, five wounds are not yet a loss: C-13 checks only after a complete round.
TEST(EliminationReport, NotEliminatedBeforeTheEndCheck) {
  const Engine engine = bm::test::engine_for("classic");
  GameState s = engine.start(2, 3);
  EXPECT_FALSE(engine.score(s, 0).eliminated);
  EXPECT_FALSE(game_result(engine, s)["scores"][0]["eliminated"].get<bool>());
}

}  // namespace
