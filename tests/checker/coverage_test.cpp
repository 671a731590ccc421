// Rule coverage of checked play (bm check --coverage, issue 22 §4): counting changes no game,
// and a game's counts go to the rule IDs the engine's kinds tables name for each kind.
#include <gtest/gtest.h>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/campaign.hpp"
#include "bm/checker/coverage.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {
namespace {

CampaignConfig small_campaign(bool coverage) {
  CampaignConfig c;
  Ruleset classic, super_rules;
  EXPECT_TRUE(find_preset("classic", classic));
  EXPECT_TRUE(find_preset("super", super_rules));
  c.cells = {CampaignCell{"classic", classic, 2, "random", nullptr},
             CampaignCell{"super", super_rules, 3, "spells", nullptr}};
  c.games = 30;
  c.cards = &builtin_classic_cards();
  c.board = &builtin_super_board();
  c.check.coverage = coverage;
  return c;
}

TEST(RuleCoverage, CountingChangesNoGame) {
  const CampaignReport off = run_campaign(small_campaign(false));
  const CampaignReport on = run_campaign(small_campaign(true));
  EXPECT_EQ(off.games_played, on.games_played);
  EXPECT_EQ(off.actions, on.actions);
  EXPECT_EQ(off.endings, on.endings);
  EXPECT_EQ(off.exercised, on.exercised);
  EXPECT_EQ(off.failures_total, on.failures_total);
  EXPECT_TRUE(off.coverage.empty());
  ASSERT_EQ(on.coverage.size(), 2u);
  // Every classic game has builds (G-4), phases (C-6) and an end-of-round check; its Super
  // reading counts the city (S-CITY-4: market picks) and never the classic bait rule C-9.
  const auto& classic = on.coverage.at("classic");
  const auto& super_counts = on.coverage.at("super");
  EXPECT_GE(classic.at("G-4"), 15u);
  EXPECT_GE(classic.at("C-6"), 15u);
  EXPECT_GT(super_counts.at("S-CITY-4"), 0u);
  EXPECT_EQ(super_counts.count("C-9"), 0u);
  EXPECT_EQ(classic.count("S-CITY-4"), 0u);
  std::uint64_t endings = 0;  // each finished game counts once for its end reason's rules
  for (const auto& [why, n] : on.endings)
    if (why == "C-13.souls" || why == "C-13.all_eliminated") endings += n;
  EXPECT_GE(classic.count("C-13") ? classic.at("C-13") : 0u, endings);
}

TEST(RuleCoverage, AGamesCountsGoToEveryRuleOfTheirRow) {
  std::vector<std::uint64_t> slots(coverage_slots(), 0);
  slots[coverage_slot(EventType::room_placed)] = 3;     // G-3 G-4
  slots[coverage_slot(EventType::bait)] = 2;            // classic G-15 C-9; Super S-BAIT-1 G-15
  slots[coverage_slot(ActionType::pass_build)] = 1;     // G-4
  slots[coverage_slot(DecisionKind::market_pick)] = 5;  // S-CITY-4
  slots[coverage_slot(Phase::adventure)] = 7;           // classic C-6 C-10; Super S-8 S-ADV-1
  std::map<std::string, std::uint64_t> classic, super_counts;
  add_rule_counts(slots, false, true, static_cast<int>(EndReason::souls_win), classic);
  EXPECT_EQ(classic.at("G-3"), 3u);
  EXPECT_EQ(classic.at("G-4"), 4u);
  EXPECT_EQ(classic.at("G-15"), 2u);
  EXPECT_EQ(classic.at("C-9"), 2u);
  EXPECT_EQ(classic.at("S-CITY-4"), 5u);
  EXPECT_EQ(classic.at("C-13"), 1u);  // the ending: C-13.souls
  EXPECT_EQ(classic.at("C-10"), 7u);
  EXPECT_EQ(classic.at("C-6"), 7u);
  add_rule_counts(slots, true, false, static_cast<int>(EndReason::souls_win), super_counts);
  EXPECT_EQ(super_counts.at("S-BAIT-1"), 2u);
  EXPECT_EQ(super_counts.at("S-ADV-1"), 7u);
  EXPECT_EQ(super_counts.count("C-10"), 0u);
  EXPECT_EQ(super_counts.count("C-9"), 0u);
  EXPECT_EQ(super_counts.count("C-13"), 0u);  // not over: no ending counted
}

}  // namespace
}  // namespace bm
