// Refused scenarios: every scenario of corpus/scenarios whose header names a
// refused action (scenario.refuses) is replayed to its end; there the player to move tries that
// action, the engine must refuse it, and the refusal must cite the scenario's rule ID first.
#include <algorithm>
#include <filesystem>
#include <set>

#include <gtest/gtest.h>

#include "bm/core/error.hpp"
#include "bm/log/action_json.hpp"
#include "bm/replay/replay.hpp"
#include "support/refusal.hpp"

namespace bm {
namespace {

using nlohmann::json;

std::vector<std::string> scenario_files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(BM_SOURCE_DIR) + "/corpus/scenarios"))
    if (e.path().extension() == ".jsonl") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

// What the engine says when, at the end of the log, the player to move tries `action`: the
// refusal message, or "" when the engine applied it.
std::string try_at_end(const std::string& text, const std::string& name, const json& action) {
  std::string why = "(not tried)";
  ReplayOptions o;
  o.on_stop = [&](const Engine& engine, const GameState& s) {
    GameState copy = s;
    const BoardDef* board = engine.rules().super_like() ? &engine.board() : nullptr;
    try {
      engine.apply(copy, action_from_json(engine.cards(), copy, copy.decision.player, action, name, board));
      why = "";
    } catch (const IllegalAction& e) { why = e.what(); }
  };
  const ReplayVerdict v = replay_log_text(text, name, o);
  EXPECT_TRUE(v.ok) << name << " does not verify: " << v.message;
  return why;
}

TEST(ScenarioRefusals, EveryRefusedScenarioIsRefusedCitingItsRule) {
  std::set<std::string> refused_rules;
  for (const auto& path : scenario_files()) {
    const std::string text = read_log_file(path);
    const json header = json::parse(text.substr(0, text.find('\n')));
    const json& sc = header.at("scenario");
    if (!sc.contains("refuses")) continue;
    const std::string name = std::filesystem::path(path).filename().string();
    const std::string rule = sc["refuses"]["rule"].get<std::string>();
    EXPECT_EQ(rule, sc["rules"][0].get<std::string>()) << name << ": a refused scenario refuses by its first rule";
    const std::string why = try_at_end(text, name, sc["refuses"]["action"]);
    EXPECT_NE(why, "") << name << ": the engine applied " << sc["refuses"]["action"].dump();
    EXPECT_EQ(test::refusal_rule(why), rule) << name << ": the refusal cites another rule first:\n" << why;
    refused_rules.insert(rule);
  }
  // The refusals to check: building on a room holding a minion, aiming at an eliminated
  // player's cards (both once cited the general rule, G-3 and G-18).
  EXPECT_TRUE(refused_rules.count("S-BOARD-6"));
  EXPECT_TRUE(refused_rules.count("C-14"));
}

TEST(ScenarioRefusals, TheRuleOfARefusalIsTheFirstIdOfItsRuleLine) {
  EXPECT_EQ(test::refusal_rule("illegal action: x\n  rule: S-BOARD-6: no building (G-3)\n  round 2"), "S-BOARD-6");
  EXPECT_EQ(test::refusal_rule("illegal action: x\n  rule: G-2 / BM2-9: at most 7 rooms"), "G-2");
  EXPECT_EQ(test::refusal_rule("illegal action: x (C-14)\n  round 2"), "");
}

}  // namespace
}  // namespace bm
