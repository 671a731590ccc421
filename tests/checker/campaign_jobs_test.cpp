// A campaign's report is the same for any --jobs (docs/checking.md, "Jobs, shards and merging"):
// the games counted, their actions, endings and invariants exercised, the failures recorded,
// shrunk and where it stopped. Games cut short by a tiny max_rounds fail INV-SAFETY-NET, so the
// real engine gives failures to record without a mutant.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/campaign.hpp"
#include "bm/rules/ruleset.hpp"
#include "support/scenario.hpp"

namespace bm {
namespace {

CampaignConfig failing_campaign(int jobs, std::uint64_t max_failures) {
  CampaignConfig c;
  Ruleset cut = test::preset("classic");
  cut.max_rounds = 2;  // every game reaches it: INV-SAFETY-NET
  c.cells = {CampaignCell{"classic", test::preset("classic"), 2, "random", nullptr},
             CampaignCell{"classic-cut", cut, 3, "random", nullptr},
             CampaignCell{"super", test::preset("super"), 3, "spells", nullptr}};
  c.games = 1100;  // past 256 x jobs: the recording goes on while the workers play the next games
  c.seed = 11;
  c.jobs = jobs;
  c.max_failures = max_failures;
  c.shrink_attempts = 40;
  c.shrinks_per_invariant = 2;
  c.cards = &builtin_classic_cards();
  c.board = &builtin_super_board();
  return c;
}

// The report without its timing figures.
nlohmann::json untimed(const CampaignReport& r, const CampaignConfig& c) {
  nlohmann::json j = r.to_json(c);
  j.erase("elapsed_seconds");
  j.erase("games_per_second");
  return j;
}

TEST(CampaignJobs, EveryGamePlayedGivesTheSameReportForAnyJobs) {
  const CampaignConfig one = failing_campaign(1, 0);
  const nlohmann::json expected = untimed(run_campaign(one), one);
  // Every third game is cut short, and each of those fails: the report counts them all.
  EXPECT_EQ(expected["games_played"], 1100);
  EXPECT_EQ(expected["failures_total"], 367);
  EXPECT_EQ(expected["invariants"]["INV-SAFETY-NET"], 367);
  EXPECT_EQ(expected["complete"], true);
  for (int jobs : {2, 3}) {
    const CampaignConfig c = failing_campaign(jobs, 0);
    std::vector<std::uint64_t> told;
    CampaignConfig with_progress = c;
    with_progress.on_progress = [&](const CampaignProgress& p) { told.push_back(p.games_done); };
    EXPECT_EQ(untimed(run_campaign(with_progress), c), expected) << "jobs " << jobs;
    ASSERT_FALSE(told.empty());
    EXPECT_EQ(told.back(), 1100u) << "the progress ends short of the last game";
    for (std::size_t i = 0; i + 1 < told.size(); ++i) EXPECT_EQ(told[i], (i + 1) * 256 * jobs);
  }
}

// A campaign stopped by max_failures counts the games up to the stopping failure and their
// actions, not the games a worker had played past it before the stop was known.
TEST(CampaignJobs, AStopAtMaxFailuresGivesTheSameReportForAnyJobs) {
  const CampaignConfig one = failing_campaign(1, 5);
  const CampaignReport r1 = run_campaign(one);
  // The fifth failure is the fifth cut game: game 3 x 4 + 1 = 13 (games 1, 4, 7, 10, 13).
  EXPECT_EQ(r1.games_played, 14u);
  EXPECT_EQ(r1.failures_total, 5u);
  ASSERT_EQ(r1.failures.size(), 5u);
  EXPECT_EQ(r1.failures.back().game, 13u);
  EXPECT_TRUE(r1.stopped_early);
  const nlohmann::json expected = untimed(r1, one);
  EXPECT_EQ(expected["complete"], false);
  for (int jobs : {2, 3}) {
    const CampaignConfig c = failing_campaign(jobs, 5);
    EXPECT_EQ(untimed(run_campaign(c), c), expected) << "jobs " << jobs;
  }
}

}  // namespace
}  // namespace bm
