// The replayer hands the engine's state to its callers (ReplayOptions::on_round_end, on_stop);
// what bm replay prints from it (the state text, the snapshot) is the caller's business. Both
// hooks keep the fast path, and on_stop sees exactly the state where the replay stopped.
#include <sstream>

#include <gtest/gtest.h>

#include "bm/core/hash.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/replay.hpp"
#include "support/drive.hpp"

namespace bm {
namespace {
using bm::test::log_lines;
using bm::test::played_log;

struct Played {
  std::string text;
  std::vector<std::string> lines;
};

Played classic_game(std::uint64_t seed) {
  const Engine engine = bm::test::engine_for("classic");
  Played p{played_log(engine, 2, seed), {}};
  p.lines = log_lines(p.text);
  return p;
}

TEST(ReplayHooks, OnStopSeesTheFinalStateOnce) {
  const Played g = classic_game(5);
  ReplayOptions opt;
  int stops = 0;
  std::string hash;
  bool over = false;
  opt.on_stop = [&](const Engine& e, const GameState& s) {
    ++stops;
    hash = hex64(e.hash(s));
    over = s.over;
  };
  const ReplayVerdict v = replay_log_text(g.text, "g.jsonl", opt);
  ASSERT_TRUE(v.ok) << v.message;
  EXPECT_EQ(stops, 1);
  EXPECT_TRUE(over);
  EXPECT_EQ(nlohmann::json(hash), v.result["final_hash"]);
}

TEST(ReplayHooks, UntilStopsAfterActionNAndOnStopSeesThatState) {
  const Played g = classic_game(6);
  const int n = 7;
  std::string want;
  for (const auto& l : g.lines) {
    const auto j = nlohmann::json::parse(l);
    if (j["type"] == "action" && j["i"] == n) want = j["hash"].get<std::string>();
  }
  ASSERT_FALSE(want.empty());
  ReplayOptions opt;
  opt.until = n;
  int stops = 0;
  std::string hash;
  opt.on_stop = [&](const Engine& e, const GameState& s) {
    ++stops;
    hash = hex64(e.hash(s));
  };
  const ReplayVerdict v = replay_log_text(g.text, "g.jsonl", opt);
  ASSERT_TRUE(v.ok) << v.message;
  EXPECT_TRUE(v.stopped_early);
  EXPECT_EQ(v.actions, n + 1);
  EXPECT_EQ(stops, 1);
  EXPECT_EQ(hash, want);
  EXPECT_FALSE(v.state.is_null());
}

TEST(ReplayHooks, OnStopSeesTheStateAtADivergence) {
  Played g = classic_game(7);
  const std::size_t k = g.lines.size() - 3;
  const auto at = g.lines[k].find("\"hash\":\"");
  ASSERT_NE(at, std::string::npos);
  g.lines[k].replace(at + 8, 16, "0000000000000000");
  std::string text;
  for (const auto& l : g.lines) text += l + "\n";
  ReplayOptions opt;
  int stops = 0;
  opt.on_stop = [&](const Engine&, const GameState&) { ++stops; };
  const ReplayVerdict v = replay_log_text(text, "g.jsonl", opt);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::hash);
  EXPECT_EQ(stops, 1);
  // An unreadable log never reaches a state.
  stops = 0;
  const ReplayVerdict bad = replay_log_text("{\"type\":\"header\"}\n", "bad.jsonl", opt);
  EXPECT_TRUE(bad.input_error);
  EXPECT_EQ(stops, 0);
}

TEST(ReplayHooks, OnRoundEndOncePerRoundWithTheRoundThatEnded) {
  const Played g = classic_game(8);
  ReplayOptions opt;
  std::vector<int> rounds;
  opt.on_round_end = [&](const Engine&, const GameState&, int round) { rounds.push_back(round); };
  const ReplayVerdict v = replay_log_text(g.text, "g.jsonl", opt);
  ASSERT_TRUE(v.ok) << v.message;
  ASSERT_FALSE(rounds.empty());
  for (std::size_t i = 1; i < rounds.size(); ++i) EXPECT_LT(rounds[i - 1], rounds[i]);
  // The last call is the game's end, in its last round.
  EXPECT_GE(rounds.back() + 1, v.result["rounds"].get<int>());
  EXPECT_LE(rounds.back(), v.result["rounds"].get<int>());
}

// The verdict holds the end decision of the game the engine ended (the final state's), and its
// JSON writes it: the same winner as the result; a replay stopped before the end has none.
TEST(ReplayHooks, TheVerdictHoldsTheEndDecisionItsJsonWrites) {
  const Played g = classic_game(7);
  ReplayOptions opt;
  EndDecision at_stop;
  opt.on_stop = [&](const Engine& e, const GameState& s) { at_stop = e.end_decision(s); };
  const ReplayVerdict v = replay_log_text(g.text, "g.jsonl", opt);
  ASSERT_TRUE(v.ok) << v.message;
  ASSERT_TRUE(v.end_decision.has_value());
  EXPECT_EQ(v.end_decision->winner, at_stop.winner);
  EXPECT_EQ(nlohmann::json(v.end_decision->winner), v.result["winner"]);
  EXPECT_EQ(v.to_json()["end_decision"], end_decision_json(at_stop));
  opt.until = 3;
  const ReplayVerdict early = replay_log_text(g.text, "g.jsonl", opt);
  ASSERT_TRUE(early.ok) << early.message;
  EXPECT_FALSE(early.end_decision.has_value());
  EXPECT_FALSE(early.to_json().contains("end_decision"));
}

TEST(ReplayHooks, AnUnreadableFileIsAnInputError) {
  const ReplayVerdict v = replay_log_file(std::string(BM_SOURCE_DIR) + "/no/such/file.jsonl", ReplayOptions{});
  EXPECT_TRUE(v.input_error);
  EXPECT_NE(v.message.find("cannot open file"), std::string::npos);
}

}  // namespace
}  // namespace bm
