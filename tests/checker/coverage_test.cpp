// Rule coverage of checked play (bm check --coverage): counting changes no game,
// and a game's counts go to the rule IDs the engine's kinds tables name for each kind.
#include <gtest/gtest.h>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/campaign.hpp"
#include "bm/checker/checked_game.hpp"
#include "bm/checker/game_checker.hpp"
#include "bm/checker/coverage.hpp"
#include "bm/rules/ruleset.hpp"
#include "support/scenario.hpp"

namespace bm {
namespace {

CampaignConfig small_campaign(bool coverage) {
  CampaignConfig c;
  const Ruleset classic = test::preset("classic"), super_rules = test::preset("super");
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
    if (why == "C-13.souls" || why == "C-13.all_eliminated" || why == "IP-37.best_score") endings += n;
  EXPECT_GE(classic.count("C-13") ? classic.at("C-13") : 0u, endings);
}

TEST(RuleCoverage, AGamesCountsGoToEveryRuleOfTheirRow) {
  std::vector<std::uint64_t> slots(coverage_slots(), 0);
  slots[coverage_slot(EventType::room_placed)] = 3;     // G-3 G-4
  slots[coverage_slot(EventType::bait)] = 2;            // classic G-15 C-9; Super S-BAIT-1 G-15
  slots[coverage_slot(ActionType::pass_build)] = 1;     // G-4
  slots[coverage_slot(DecisionKind::market_pick)] = 5;  // S-CITY-4
  slots[coverage_slot(Phase::adventure)] = 7;           // classic C-6 C-10; Super S-8 S-ADV-1
  const Ruleset classic_rules = test::preset("classic"), super_rules = test::preset("super");
  std::map<std::string, std::uint64_t> classic, super_counts;
  add_rule_counts(slots, classic_rules, true, static_cast<int>(EndReason::souls_win), {}, classic);
  EXPECT_EQ(classic.at("G-3"), 3u);
  EXPECT_EQ(classic.at("G-4"), 4u);
  EXPECT_EQ(classic.at("G-15"), 2u);
  EXPECT_EQ(classic.at("C-9"), 2u);
  EXPECT_EQ(classic.count("S-CITY-4"), 0u);  // a Super rule is never credited in a classic game
  EXPECT_EQ(classic.at("C-13"), 1u);         // the ending: C-13.souls
  EXPECT_EQ(classic.at("C-10"), 7u);
  EXPECT_EQ(classic.at("C-6"), 7u);
  add_rule_counts(slots, super_rules, false, static_cast<int>(EndReason::souls_win), {}, super_counts);
  EXPECT_EQ(super_counts.at("S-BAIT-1"), 2u);
  EXPECT_EQ(super_counts.at("S-ADV-1"), 7u);
  EXPECT_EQ(super_counts.at("S-CITY-4"), 5u);
  EXPECT_EQ(super_counts.count("C-10"), 0u);
  EXPECT_EQ(super_counts.count("C-9"), 0u);
  EXPECT_EQ(super_counts.count("C-13"), 0u);  // not over: no ending counted
}

// a rule is credited only where the ruleset and the situation applied it. The
// families a rule belongs to are spelled out here, apart from the code under test: G every
// family, C classic and bm2, S super and solo, SO solo, BM2 bm2, IP-n where its option applies.
bool rule_belongs(const std::string& id, const std::string& family) {
  const auto starts = [&](const char* p) { return id.rfind(p, 0) == 0; };
  if (starts("G-")) return true;
  if (starts("SO-")) return family == "solo";
  if (starts("S-")) return family == "super" || family == "solo";
  if (starts("BM2-")) return family == "bm2";
  if (starts("C-")) return family == "classic" || family == "bm2";
  if (starts("IP-")) {
    const OptionDoc* d = find_option_by_ip(id);
    return !d || std::string(d->families).find(family) != std::string::npos;
  }
  return false;
}

CampaignReport coverage_campaign_of(const std::vector<std::pair<std::string, int>>& presets, const std::string& policy,
                                    const std::vector<OptionSetting>& set = {}) {
  CampaignConfig c;
  for (const auto& [name, players] : presets) {
    Ruleset r = bm::test::preset(name);
    r = apply_option_settings(r, set);
    c.cells.push_back(CampaignCell{name, r, players, policy,
                                   r.family == Family::bm2 ? find_builtin_card_set("bm2-synthetic") : nullptr});
  }
  c.games = 16 * presets.size();
  c.cards = &builtin_classic_cards();
  c.board = &builtin_super_board();
  c.check.coverage = true;
  return run_campaign(c);
}

// The checker hears the options consulted only when coverage reads them; without coverage it
// declines them (Observer::wants_options), and the game is the same.
TEST(RuleCoverage, TheCheckerWantsTheOptionsConsultedOnlyForCoverage) {
  const Engine e(builtin_classic_cards(), bm::test::preset("solo"), builtin_super_board());
  CheckOptions with;
  with.coverage = true;
  EXPECT_TRUE(GameChecker(e, with).wants_options());
  EXPECT_FALSE(GameChecker(e, CheckOptions{}).wants_options());
  PlayChecked p;
  p.players = 1;
  p.check = with;
  const CheckedGame covered = play_checked(e, p);
  p.check = CheckOptions{};
  const CheckedGame plain = play_checked(e, p);
  EXPECT_FALSE(covered.consulted.empty()) << "a solo game with coverage consulted no option";
  EXPECT_TRUE(plain.consulted.empty());
  EXPECT_EQ(covered.choices, plain.choices);
  EXPECT_FALSE(covered.failed);
  EXPECT_FALSE(plain.failed);
}

TEST(RuleCoverage, NoRuleIsCreditedWhereItCannotApply) {
  const CampaignReport rep =
      coverage_campaign_of({{"classic", 2}, {"classic", 4}, {"super", 3}, {"solo", 1}, {"bm2", 3}}, "spells");
  ASSERT_EQ(rep.coverage.size(), 4u);
  for (const auto& [family, reached] : rep.coverage)
    for (const auto& [id, n] : reached)
      EXPECT_TRUE(rule_belongs(id, family)) << id << " credited " << n << " times in " << family;
  // Kobold Strike returns rooms to hand in classic games: that is not BM2-5's portable rooms.
  EXPECT_EQ(rep.coverage.at("classic").count("BM2-5"), 0u);
  // The classic preset keeps its starting hand (starting_discard=0): discards later in the game
  // are not IP-2; nor is the tie-break IP-4 reached unless two players tie.
  EXPECT_EQ(rep.coverage.at("classic").count("IP-2"), 0u);
}

TEST(RuleCoverage, AnInterpretationPointIsCreditedUnderTheReadingThatAppliesIt) {
  // starting_discard=2: every starting hand discards two (IP-2), so IP-2 is reached.
  const CampaignReport two =
      coverage_campaign_of({{"classic", 2}}, "random", {parse_option_setting("starting_discard=2")});
  EXPECT_GT(two.coverage.at("classic").count("IP-2") ? two.coverage.at("classic").at("IP-2") : 0u, 0u);
}

}  // namespace
}  // namespace bm
