// The replay viewer's steps (bm/steps/steps.hpp): one entry per step of a replayed
// log, with serve's state view, the legal actions offered at each decision, the events in
// words, and for a divergent or invalid log the first divergence with the rules' text.
// Expected values come from the log itself and from the replayer's verdict.
#include <gtest/gtest.h>

#include "bm/cards/card_set.hpp"
#include "bm/steps/steps.hpp"
#include "support/drive.hpp"
#include "support/scenario.hpp"
#include "bm/rules_catalog/rules_catalog.hpp"

namespace bm {
namespace {
using bm::test::log_lines;
using bm::test::played_log;
using nlohmann::json;

std::string super_game(int players, std::uint64_t seed) {
  const Engine engine = bm::test::engine_for("super");
  return played_log(engine, players, seed);
}

TEST(Steps, EveryActionIsAStepWithItsLegalActionsAndTheFinalScoresAreTheResults) {
  const std::string text = super_game(4, 11);
  const std::vector<std::string> lines = log_lines(text);
  const json out = steps::replay_steps(text, "g.jsonl", ReplayOptions{});
  ASSERT_TRUE(out["divergence"].is_null()) << out["divergence"].dump();
  EXPECT_EQ(out["family"], "super");
  EXPECT_EQ(out["players"], 4);
  const json& st = out["steps"];
  // The setup line, then one step per action line, in the log's order.
  std::vector<json> actions;
  json result;
  for (const auto& l : lines) {
    const json j = json::parse(l);
    if (j["type"] == "action") actions.push_back(j);
    if (j["type"] == "result") result = j;
  }
  ASSERT_EQ(st.size(), actions.size() + 1);
  EXPECT_EQ(st[0]["index"], -1);
  EXPECT_TRUE(st[0]["legal"].empty());
  for (std::size_t k = 0; k < actions.size(); ++k) {
    const json& s = st[k + 1];
    ASSERT_EQ(s["index"], actions[k]["i"]);
    EXPECT_EQ(s["round"], actions[k]["round"]);
    EXPECT_EQ(s["phase"], actions[k]["phase"]);
    EXPECT_EQ(s["action"], actions[k]["action"]);
    // The logged action is one of those the engine offered at that decision, for that player.
    bool offered = false;
    for (const json& l : s["legal"]) offered = offered || l["action"] == actions[k]["action"];
    EXPECT_TRUE(offered) << "action " << k << " " << s["action"].dump();
    EXPECT_EQ(s["decision"]["player"], actions[k]["player"]);
    EXPECT_TRUE(s["action_text"].is_string());
    EXPECT_EQ(s["state"]["actions"], actions[k]["i"].get<int>() + 1);
  }
  // The last step's state holds the result line's scores.
  const json& last = st.back()["state"];
  EXPECT_TRUE(last["over"].get<bool>());
  ASSERT_EQ(last["players"].size(), result["scores"].size());
  for (std::size_t p = 0; p < result["scores"].size(); ++p) {
    EXPECT_EQ(last["players"][p]["souls"], result["scores"][p]["souls"]);
    EXPECT_EQ(last["players"][p]["wounds"], result["scores"][p]["wounds"]);
    EXPECT_EQ(last["players"][p]["boss"]["id"], result["scores"][p]["boss"]);
  }
  EXPECT_EQ(out["result"]["winner"], result["winner"]);
  // The card faces: every card the state names has its design (name, kind, treasure, damage).
  for (const json& p : last["players"]) {
    EXPECT_EQ(out["cards"][p["boss"]["id"].get<std::string>()]["name"], p["boss"]["name"]);
    for (const json& room : p["dungeon"]) {
      const json& d = out["cards"][room["id"].get<std::string>()];
      EXPECT_EQ(d["kind"], "room");
      EXPECT_EQ(d["name"], room["name"]);
    }
  }
  // The events in words: some step of an adventure names a hero's run through a dungeon.
  bool run = false;
  for (const json& s : st)
    for (const json& t : s["texts"]) run = run || t.get<std::string>().find(" in P") != std::string::npos;
  EXPECT_TRUE(run);
}

// A wrong damage amount planted late: the page opens at that action, with both values and the
// rules the event cites, with their text from the rules reference.
TEST(Steps, APlantedWrongEventOpensAtItsStepWithBothValuesAndTheRulesText) {
  std::vector<std::string> lines = log_lines(super_game(4, 11));
  std::size_t planted = 0;
  json original;
  for (std::size_t k = lines.size(); k-- > 1 && !planted;) {
    json j = json::parse(lines[k]);
    if (j["type"] != "action") continue;
    for (json& e : j["events"])
      if (e["e"] == "damage") {
        original = e;
        e["amount"] = e["amount"].get<int>() + 3;
        e["total"] = e["total"].get<int>() + 3;
        lines[k] = j.dump();
        planted = k;
        break;
      }
  }
  ASSERT_GT(planted, lines.size() / 2);
  const json out = steps::replay_steps(test::log_text(lines), "bad.jsonl", ReplayOptions{});
  const json& d = out["divergence"];
  ASSERT_TRUE(d.is_object());
  const ReplayVerdict v = replay_log_text(test::log_text(lines), "bad.jsonl", ReplayOptions{});
  EXPECT_EQ(d["kind"], "divergence");
  EXPECT_EQ(d["what"], std::string(replay_what_name(v.what)));
  EXPECT_EQ(d["line"], static_cast<int>(planted) + 1);
  EXPECT_EQ(d["line"], v.line);
  EXPECT_EQ(d["log"], v.expected);
  EXPECT_EQ(d["engine"], v.actual);
  EXPECT_NE(d["log"], d["engine"]);
  // The step it opens at is the divergent action's own step, the events being the engine's.
  const json& s = out["steps"][d["step"].get<std::size_t>()];
  EXPECT_EQ(s["line"], d["line"]);
  bool engine_value = false;
  for (const json& e : s["events"]) engine_value = engine_value || e == original;
  EXPECT_TRUE(engine_value);
  ASSERT_FALSE(d["rules"].empty());
  for (const json& r : d["rules"]) {
    const std::string id = r["id"].get<std::string>();
    ASSERT_TRUE(rules_catalog().contains(id)) << id;
    EXPECT_EQ(r["statement"], rules_catalog()[id]["statement"]);
    EXPECT_EQ(r["title"], rules_catalog()[id]["title"]);
  }
  EXPECT_EQ(d["rules"].size(), v.rules.size());
}

// An illegal action: the page opens at the state it was tried in, with the legal actions the
// engine offered there.
TEST(Steps, AnIllegalActionOpensAtTheStateItWasTriedInWithTheLegalActions) {
  std::vector<std::string> lines = log_lines(super_game(2, 4));
  std::size_t at = 0;
  for (std::size_t k = lines.size() / 2; k < lines.size() && !at; ++k) {
    json j = json::parse(lines[k]);
    if (j["type"] != "action") continue;
    j["player"] = 1 - j["player"].get<int>();  // C-5, C-12: the other seat is not deciding
    lines[k] = j.dump();
    at = k;
  }
  ASSERT_GT(at, 0u);
  const json out = steps::replay_steps(test::log_text(lines), "bad.jsonl", ReplayOptions{});
  const ReplayVerdict v = replay_log_text(test::log_text(lines), "bad.jsonl", ReplayOptions{});
  const json& d = out["divergence"];
  ASSERT_TRUE(d.is_object());
  EXPECT_EQ(d["line"], v.line);
  EXPECT_EQ(d["what"], std::string(replay_what_name(v.what)));
  EXPECT_EQ(d["message"], v.message);
  const json& s = out["steps"][d["step"].get<std::size_t>()];
  EXPECT_LT(s["line"].get<int>(), v.line);
  EXPECT_EQ(d["step"].get<std::size_t>() + 1, out["steps"].size());
  EXPECT_FALSE(d["offered"]["legal"].empty());
  EXPECT_EQ(d["offered"]["legal"].size(), v.legal.empty() ? d["offered"]["legal"].size() : v.legal.size());
  for (const json& r : d["rules"]) EXPECT_TRUE(r.contains("statement")) << r.dump();
}

// A log that stops mid-game is "incomplete" in the viewer's steps as bm validate and bm replay
// say it: the same kind and the replayer's one sentence (where it ends, whether the game is
// over), at the last step, and no rule cited (an incomplete log breaks none).
TEST(Steps, ALogCutShortIsIncompleteWithTheReplayersSentence) {
  const std::vector<std::string> lines = log_lines(super_game(2, 4));
  ASSERT_GT(lines.size(), 12u);
  const std::vector<std::string> cut(lines.begin(), lines.begin() + 12);
  ReplayOptions gate;  // bm validate's and bm replay's default: the result line is required
  gate.require_result = true;
  const ReplayVerdict v = replay_log_text(test::log_text(cut), "cut.jsonl", gate);
  ASSERT_EQ(v.what, ReplayWhat::incomplete);
  const json out = steps::replay_steps(test::log_text(cut), "cut.jsonl", ReplayOptions{});
  EXPECT_EQ(out["verdict"]["kind"], "incomplete");
  EXPECT_EQ(out["verdict"]["ok"], false);
  const json& d = out["divergence"];
  ASSERT_TRUE(d.is_object());
  EXPECT_EQ(d["kind"], "incomplete");
  EXPECT_EQ(d["message"], v.message);
  EXPECT_NE(v.message.find("cut.jsonl: incomplete log: it ends at line 12, after action 9, without its result line"),
            std::string::npos)
      << v.message;
  EXPECT_EQ(d["line"], 12);
  EXPECT_EQ(d["step"].get<std::size_t>() + 1, out["steps"].size());
  EXPECT_TRUE(d["rules"].empty()) << d["rules"].dump();
  // The whole game is not incomplete: its result line closes it.
  EXPECT_TRUE(steps::replay_steps(test::log_text(lines), "g.jsonl", ReplayOptions{})["divergence"].is_null());
}

TEST(Steps, AnInvalidLogHasNoStepsAndSaysWhy) {
  const json out = steps::replay_steps("{\"type\":\"header\"\n", "junk.jsonl", ReplayOptions{});
  EXPECT_TRUE(out["steps"].empty());
  EXPECT_EQ(out["divergence"]["kind"], "invalid_log");
  EXPECT_FALSE(out["divergence"]["message"].get<std::string>().empty());
}

// BM2-37: a Magic Mirror cast's step says in words whose reward it borrows (the action's
// `borrow`), and an ordinary cast's says nothing of the kind. The first random 4-player game on
// the printed cards whose Mirror borrows a reward.
TEST(Steps, AMirrorCastNamesTheBorrowedItemAndAnOrdinaryCastDoesNot) {
  const CardSet& cards = builtin_bm2_printed_cards();
  const Engine engine(cards, test::preset("bm2"));
  std::string text;
  for (std::uint64_t seed = 1; seed <= 200 && text.empty(); ++seed) {
    std::string t = played_log(engine, 4, seed);
    if (t.find("\"borrow\"") != std::string::npos) text = std::move(t);
  }
  ASSERT_FALSE(text.empty()) << "no game of seeds 1-200 casts the Mirror with a borrowed reward";
  const json out = steps::replay_steps(text, "g.jsonl", ReplayOptions{});
  ASSERT_TRUE(out["divergence"].is_null()) << out["divergence"].dump();
  int mirror = 0, ordinary = 0;
  for (const json& st : out["steps"]) {
    if (!st["action"].is_object() || st["action"].value("type", "") != "cast") continue;
    std::string all;
    for (const json& t : st["texts"]) all += t.get<std::string>() + "\n";
    if (st["action"].contains("borrow")) {
      ++mirror;
      const std::string borrowed =
          cards.designs[static_cast<std::size_t>(cards.find(st["action"]["borrow"].get<std::string>()))].name;
      EXPECT_NE(all.find("casts Magic Mirror"), std::string::npos) << all;
      EXPECT_NE(all.find(", borrowing " + borrowed + "'s reward"), std::string::npos) << all;
    } else {
      ++ordinary;
      EXPECT_EQ(all.find("borrowing"), std::string::npos) << all;
    }
  }
  EXPECT_GT(mirror, 0);
  EXPECT_GT(ordinary, 0);
}

TEST(Steps, RuleTextIsTheReferenceEntry) {
  const json r = steps::rule_text("G-10");
  EXPECT_EQ(r["statement"], rules_catalog()["G-10"]["statement"]);
  EXPECT_FALSE(r["title"].get<std::string>().empty());
  EXPECT_EQ(steps::rule_text("ZZ-99"), json({{"id", "ZZ-99"}}));
}

}  // namespace
}  // namespace bm
