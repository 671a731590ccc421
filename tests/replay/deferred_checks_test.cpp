// The replayer's faster fast path: actions matched by their text without JSON
// values (append_action_json), the state hash from its packed words (state_hash_words,
// hash_words_many), and logged hashes checked a batch at a time with a checkpoint to go back
// to. Each must give exactly what the slower forms give.
#include <gtest/gtest.h>

#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <memory>

#include "bm/core/hash.hpp"
#include "bm/log/action_json.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/state/state_hash.hpp"
#include "support/drive.hpp"
#include "support/preset_cases.hpp"
#include "support/verdict_text.hpp"

namespace bm {
namespace {
using bm::test::engine_for;
using bm::test::log_lines;
using bm::test::played_log;

// Plays a few games of every preset with every card set and calls `visit` on each state.
template <class Visit>
void for_states(Visit visit) {
  for (const test::PresetCase& pc : test::preset_card_set_samples()) {
    const Engine engine = pc.engine();
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      GameState s = engine.start(pc.players, seed);
      auto policy = make_policy(seed % 2 ? "random" : "first", seed);
      for (int step = 0; !s.over && step < 2000; ++step) {
        const auto legal = engine.legal_actions(s);
        visit(engine, s, legal, pc.preset);
        engine.apply(s, legal[policy->choose(engine, s, legal)]);
      }
      visit(engine, s, std::vector<Action>{}, pc.preset);
    }
  }
}

TEST(ReplayDeferredChecks, ActionTextEqualsTheJsonDumpForEveryLegalAction) {
  long long checked = 0;
  for_states([&](const Engine& engine, const GameState&, const std::vector<Action>& legal, const std::string& preset) {
    const BoardDef* board = engine.rules().super_like() ? &engine.board() : nullptr;
    for (const Action& a : legal) {
      std::string text = "x";
      ASSERT_TRUE(append_action_json(text, engine.cards(), a, board)) << preset;
      ASSERT_EQ(text, "x" + action_to_json(engine.cards(), a, board).dump()) << preset;
      ++checked;
    }
  });
  EXPECT_GT(checked, 10000);
}

// The fast path finds the logged action by its fields (read_action_text, action_text_is)
// instead of writing every legal action: for every pair of legal actions of a state, the fields
// of one's written form match the other exactly when their written forms are equal.
TEST(ReplayDeferredChecks, ActionFieldsMatchExactlyTheActionsWrittenTheSame) {
  long long pairs = 0, equal = 0;
  for_states([&](const Engine& engine, const GameState&, const std::vector<Action>& legal, const std::string& preset) {
    const BoardDef* board = engine.rules().super_like() ? &engine.board() : nullptr;
    std::vector<std::string> texts;
    for (const Action& a : legal) texts.push_back(action_to_json(engine.cards(), a, board).dump());
    for (std::size_t x = 0; x < legal.size(); ++x) {
      ActionText fields;
      ASSERT_TRUE(read_action_text(texts[x], fields)) << preset << " " << texts[x];
      for (std::size_t y = 0; y < legal.size(); ++y) {
        const bool same = texts[x] == texts[y];
        ASSERT_EQ(action_text_is(engine.cards(), legal[y], fields, board), same)
            << preset << " " << texts[x] << " against " << texts[y];
        ++pairs;
        equal += same ? 1 : 0;
      }
    }
  });
  EXPECT_GT(pairs - equal, 100000);  // mostly different actions: the fields tell them apart
}

// What read_action_text refuses, so that the reference path reads it: anything bm does not
// write (keys out of bm's order or twice, unknown keys, escapes, numbers bm would not write,
// values beyond what action_from_json reads back, white space, a missing type).
TEST(ReplayDeferredChecks, ActionFieldsRefuseWhatBmDoesNotWrite) {
  ActionText t;
  ASSERT_TRUE(read_action_text(R"({"card":"BM012","stack":"new","type":"build"})", t));
  EXPECT_EQ(t.card, "\"BM012\"");
  EXPECT_EQ(t.slot, kNewStack);
  EXPECT_EQ(t.type, "build");
  ASSERT_TRUE(read_action_text(R"({"option":199,"stack":0,"stack2":99,"target_player":3,"type":"cast"})", t));
  EXPECT_EQ(t.option, 199);
  EXPECT_EQ(t.slot, 0);
  EXPECT_EQ(t.slot2, 99);
  EXPECT_EQ(t.target_player, 3);
  for (const char* text :
       {R"({"stack":0,"card":"BM012","type":"build"})", R"({"card":"BM012","card":"BM012","type":"build"})",
        R"({"card":"BM012","colour":1,"type":"build"})", R"({"card":"BM\u0030","type":"build"})",
        R"({"card":"BM01é","type":"build"})", R"({"stack":01,"type":"build"})", R"({"stack":-1,"type":"build"})",
        R"({"stack":1.0,"type":"build"})", R"({"stack":100,"type":"build"})", R"({"option":200,"type":"cast"})",
        R"({"target_player":6,"type":"cast"})", R"({"stack":"old","type":"build"})",
        R"({"card": "BM012","type":"build"})", R"({"card":"BM012"})", R"({"type":"pass"} )", R"({"type":"pass",})",
        R"({"type":1})", R"({})", R"()"})
    EXPECT_FALSE(read_action_text(text, t)) << text;
}

TEST(ReplayDeferredChecks, PackedWordsHashToTheStateHash) {
  std::vector<std::vector<std::uint64_t>> kept;
  std::vector<std::uint64_t> expected;
  for_states([&](const Engine& engine, const GameState& s, const std::vector<Action>&, const std::string& preset) {
    std::vector<std::uint64_t> words;
    state_hash_words(engine, s, words);
    ASSERT_EQ(hash_words(words), engine.hash(s, StateHashKind::legacy)) << preset;
    if (kept.size() < 203) {  // runs of many lengths for the lanes and their tails
      kept.push_back(words);
      expected.push_back(engine.hash(s, StateHashKind::legacy));
    }
  });
  ASSERT_EQ(kept.size(), 203u);
  kept[5].clear();  // an empty run hashes to the initial value
  expected[5] = Hasher().value();
  for (std::size_t n = 0; n <= kept.size(); n += n < 12 ? 1 : 37) {
    std::vector<std::span<const std::uint64_t>> runs(kept.begin(), kept.begin() + static_cast<std::ptrdiff_t>(n));
    std::vector<std::uint64_t> out(n, 0);
    hash_words_many(runs, out);
    for (std::size_t k = 0; k < n; ++k) ASSERT_EQ(out[k], expected[k]) << "run " << k << " of " << n;
  }
}

using bm::test::verdict_text;

// Action line k with its hash changed, then with an event's type changed: each is reported at
// that line (the hash as a hash), with the verdict run(lines, false) gives, the path compared with.
template <class Run>
void expect_edits_caught(const std::vector<std::string>& lines, std::size_t k, Run run) {
  auto bad = lines;
  const auto at = bad[k].find("\"hash\":\"");
  ASSERT_NE(at, std::string::npos) << k;
  bad[k].replace(at + 8, 16, "0123456789abcdef");
  ReplayVerdict v = run(bad, true);
  ASSERT_FALSE(v.ok) << k;
  EXPECT_EQ(v.what, ReplayWhat::hash) << k;
  EXPECT_EQ(v.line, static_cast<int>(k + 1));
  EXPECT_EQ(verdict_text(v), verdict_text(run(bad, false))) << k;
  bad = lines;
  const auto ev = bad[k].find("\"e\":\"");
  if (ev == std::string::npos) return;
  bad[k].insert(ev + 5, "x");
  v = run(bad, true);
  ASSERT_FALSE(v.ok) << k;
  EXPECT_EQ(v.line, static_cast<int>(k + 1));
  EXPECT_EQ(verdict_text(v), verdict_text(run(bad, false))) << k;
}

TEST(ReplayDeferredChecks, AChangeAnywhereInABatchIsReportedAsWithoutDeferral) {
  const Engine engine = engine_for("classic");
  const std::vector<std::string> lines = log_lines(played_log(engine, 4, 11));
  ASSERT_GT(lines.size(), 60u);
  auto run = [&](const std::vector<std::string>& ls, bool deferred) {
    std::string t;
    for (const auto& l : ls) t += l + "\n";
    ReplayOptions opt;
    if (!deferred) opt.on_round_end = [](const Engine&, const GameState&, int) {};  // checks line by line
    return replay_log_text(t, "x.jsonl", opt);
  };
  const ReplayVerdict ok = run(lines, true);
  ASSERT_TRUE(ok.ok) << ok.message;
  EXPECT_EQ(ok.hashes_checked, ok.actions + 1);
  EXPECT_EQ(verdict_text(ok), verdict_text(run(lines, false)));
  // A changed hash, and a changed event, on each of the first lines (every place in the first
  // batches) and the last action line.
  const std::size_t last = lines.size() - 2;  // the last action line
  for (std::size_t k = 2; k <= last; k = k < 40 ? k + 1 : k < last ? last : last + 1)
    expect_edits_caught(lines, k, run);
}

TEST(ReplayDeferredChecks, UntilStopsAtTheSameActionWithAWrongHashAfterIt) {
  const Engine engine = engine_for("classic");
  auto lines = log_lines(played_log(engine, 2, 5));
  const auto at = lines[12].find("\"hash\":\"");
  ASSERT_NE(at, std::string::npos);
  lines[12].replace(at + 8, 16, "0123456789abcdef");  // action 10 (line 13)
  std::string t;
  for (const auto& l : lines) t += l + "\n";
  ReplayOptions opt;
  opt.until = 9;
  const ReplayVerdict v = replay_log_text(t, "x.jsonl", opt);
  EXPECT_TRUE(v.ok) << v.message;
  EXPECT_EQ(v.actions, 10);
  EXPECT_TRUE(v.stopped_early);
  opt.until = 10;
  const ReplayVerdict w = replay_log_text(t, "x.jsonl", opt);
  ASSERT_FALSE(w.ok);
  EXPECT_EQ(w.what, ReplayWhat::hash);
  EXPECT_EQ(w.line, 13);
  EXPECT_EQ(w.actions, 11);
}

// a log file is replayed one line at a time (replay_log_file, ForwardLines); its
// verdict is the verdict of its whole text, for a change anywhere in a batch of deferred checks
// (the replay goes back to its checkpoint among the lines it kept), with empty lines between the
// lines, with --until and for a log cut before its result line.
TEST(ReplayDeferredChecks, AStreamedFileGivesTheVerdictOfItsText) {
  const Engine engine = engine_for("classic");
  const std::vector<std::string> lines = log_lines(played_log(engine, 3, 7));
  ASSERT_GT(lines.size(), 40u);
  char name[] = "/tmp/bm-streamed-XXXXXX";
  const int fd = ::mkstemp(name);
  ASSERT_GE(fd, 0);
  ::close(fd);
  const std::string path = name;
  auto both = [&](const std::vector<std::string>& ls, const ReplayOptions& opt, const std::string& what) {
    std::string t;
    for (std::size_t k = 0; k < ls.size(); ++k) t += ls[k] + (k >= 2 && k % 3 == 0 ? "\n\n\n" : "\n");
    {
      std::ofstream f(path, std::ios::binary | std::ios::trunc);
      f << t;
    }
    const ReplayVerdict from_file = replay_log_file(path, opt);
    const ReplayVerdict from_text = replay_log_text(t, path, opt);
    EXPECT_EQ(verdict_text(from_file), verdict_text(from_text)) << what;
    return from_file;
  };
  ReplayOptions plain;
  EXPECT_TRUE(both(lines, plain, "as played").ok);
  const std::size_t last = lines.size() - 2;
  for (std::size_t k = 2; k <= last; k += k < 36 ? 1 : 11) {
    auto bad = lines;
    const auto at = bad[k].find("\"hash\":\"");
    ASSERT_NE(at, std::string::npos) << k;
    bad[k].replace(at + 8, 16, "0123456789abcdef");
    const ReplayVerdict v = both(bad, plain, "hash changed on line " + std::to_string(k + 1));
    EXPECT_EQ(v.what, ReplayWhat::hash) << k;
  }
  ReplayOptions until;
  until.until = 20;
  EXPECT_TRUE(both(lines, until, "until").stopped_early);
  ReplayOptions gate;
  gate.require_result = true;
  auto cut = lines;
  cut.pop_back();  // no result line
  EXPECT_EQ(both(cut, gate, "incomplete").what, ReplayWhat::incomplete);
  ::unlink(name);
}

// bm's own header, setup and result lines take fast paths (a header cache keyed by
// the header's bytes without the seed; setup and result lines compared byte for byte with the
// engine's rendering). Each gives the verdict of the full read: a hit for another seed replays
// that seed, a seed the cache must not read (a leading zero, past 2^64-1) is refused as before,
// and a changed setup or result line is reported as the full path reports it.
TEST(ReplayDeferredChecks, HeaderCacheAndSetupAndResultFastPathsGiveTheFullVerdict) {
  const Engine engine = engine_for("classic");
  const std::vector<std::string> a = log_lines(played_log(engine, 2, 21));
  const std::vector<std::string> b = log_lines(played_log(engine, 2, 22));
  ReplayOptions fast;
  ReplayOptions step;
  step.on_step = [](const ReplayStep&) {};  // on_step turns the line fast paths off
  // The full read: every fast path off, and a header no other replay had (its free-text
  // `engine` field made unique), so the header cache misses.
  int unique = 0;
  auto full_verdict = [&](std::string t, const std::string& name) {
    const auto at = t.find("\"engine\":\"");
    if (at != std::string::npos) t.insert(at + 10, "full-read-" + std::to_string(++unique) + " ");
    return replay_log_text(t, name, step);
  };
  for (const auto* lines : {&a, &b, &a}) {  // the second and third replays hit the cache
    const ReplayVerdict v = replay_log_text(test::log_text(*lines), "x.jsonl", fast);
    ASSERT_TRUE(v.ok) << v.message;
    EXPECT_EQ(verdict_text(v), verdict_text(full_verdict(test::log_text(*lines), "x.jsonl")));
  }
  // b's lines under a's seed: a hit for the header, then the setup differs.
  auto swapped = b;
  const auto seed_at = swapped[0].find("\"seed\":22");
  ASSERT_NE(seed_at, std::string::npos);
  swapped[0].replace(seed_at, 9, "\"seed\":21");
  const ReplayVerdict s = replay_log_text(test::log_text(swapped), "x.jsonl", fast);
  EXPECT_FALSE(s.ok);
  EXPECT_EQ(s.line, 2);
  EXPECT_EQ(verdict_text(s), verdict_text(full_verdict(test::log_text(swapped), "x.jsonl")));
  for (const char* seed : {"\"seed\":021", "\"seed\":18446744073709551616", "\"seed\":-21"}) {
    auto bad = a;
    bad[0].replace(bad[0].find("\"seed\":21"), 9, seed);
    const ReplayVerdict v = replay_log_text(test::log_text(bad), "x.jsonl", fast);
    EXPECT_TRUE(v.input_error) << seed;
    EXPECT_EQ(v.line, 1) << seed;
    // Never cacheable, so the same bytes read in full (a unique engine text would move columns).
    EXPECT_EQ(verdict_text(v), verdict_text(replay_log_text(test::log_text(bad), "x.jsonl", step))) << seed;
  }
  // The setup line's hash and an event of it; the result line's final hash and a score.
  std::vector<std::pair<std::size_t, std::pair<std::string, std::string>>> changes = {
      {1, {"\"hash\":\"", "\"hash\":\"0"}},
      {1, {"\"e\":\"draw\"", "\"e\":\"drew\""}},
      {a.size() - 1, {"\"final_hash\":\"", "\"final_hash\":\"0"}},
      {a.size() - 1, {"\"souls\":", "\"souls\":1"}}};
  for (const auto& [k, change] : changes) {
    auto bad = a;
    const auto at = bad[k].find(change.first);
    ASSERT_NE(at, std::string::npos) << change.first;
    bad[k].replace(at, change.first.size(), change.second);
    if (change.second.back() == '0') bad[k].erase(at + change.second.size() + 15, 1);  // keep 16 hex digits
    const ReplayVerdict v = replay_log_text(test::log_text(bad), "x.jsonl", fast);
    EXPECT_FALSE(v.ok) << change.second;
    EXPECT_EQ(v.line, static_cast<int>(k + 1)) << change.second;
    EXPECT_EQ(verdict_text(v), verdict_text(full_verdict(test::log_text(bad), "x.jsonl"))) << change.second;
  }
}

// A header cache hit is the LogHeader the full read makes, bound to this call's --cards and
// --board (the key holds only their hashes): the engine replays on the objects this caller
// passed, never on an earlier caller's (which may be gone), and without them on the built-in
// card set the header names and the built-in board (S-BOARD-*: a Super log names its board).
TEST(ReplayDeferredChecks, AHeaderCacheHitUsesThisCallsCardsAndBoard) {
  const Engine engine = engine_for("super");
  const std::string text = played_log(engine, 2, 31);
  const CardSet* used_cards = nullptr;
  const BoardDef* used_board = nullptr;
  ReplayOptions opt;
  opt.on_stop = [&](const Engine& e, const GameState&) {
    used_cards = &e.cards();
    used_board = &e.board();
  };
  for (int k = 0; k < 3; ++k) {  // the second and third replays hit the cache
    const auto cards = std::make_unique<CardSet>(builtin_classic_cards());  // same hash, another object
    const auto board = std::make_unique<BoardDef>(builtin_super_board());
    opt.cards = cards.get();
    opt.board = board.get();
    const ReplayVerdict v = replay_log_text(text, "x.jsonl", opt);
    ASSERT_TRUE(v.ok) << v.message;
    EXPECT_EQ(used_cards, cards.get()) << k;
    EXPECT_EQ(used_board, board.get()) << k;
  }
  opt.cards = nullptr;
  opt.board = nullptr;
  for (int k = 0; k < 2; ++k) {
    const ReplayVerdict v = replay_log_text(text, "x.jsonl", opt);
    ASSERT_TRUE(v.ok) << v.message;
    EXPECT_EQ(used_cards, &builtin_classic_cards()) << k;
    EXPECT_EQ(used_board, &builtin_super_board()) << k;
  }
}

// another writer's key order and spacing (the type first, a space after every ':'
// and ',') is parsed, written as bm writes it and compared on the fast path; its verdict is the
// full path's for the log as it is and with a hash or an event changed anywhere in a batch.
TEST(ReplayDeferredChecks, AForeignFormattedLogGivesTheFullVerdict) {
  const Engine engine = engine_for("classic");
  const std::vector<std::string> lines = log_lines(played_log(engine, 3, 9));
  auto foreign = [](std::string l) {
    static const std::string kType = ",\"type\":\"action\"}";
    if (l.size() > kType.size() && l.compare(l.size() - kType.size(), kType.size(), kType) == 0)
      l = "{\"type\":\"action\"," + l.substr(1, l.size() - kType.size() - 1) + "}";
    std::string out;
    for (std::size_t k = 0; k < l.size(); ++k) {
      out.push_back(l[k]);
      if ((l[k] == ':' && k > 0 && l[k - 1] == '"') || (l[k] == ',' && k + 1 < l.size() && l[k + 1] == '"'))
        out.push_back(' ');
    }
    return out;
  };
  auto run = [&](std::vector<std::string> ls, bool fast) {
    std::string t;
    for (std::size_t k = 0; k < ls.size(); ++k) t += (k >= 2 ? foreign(ls[k]) : ls[k]) + "\n";
    ReplayOptions opt;
    if (!fast) opt.on_step = [](const ReplayStep&) {};  // every fast path off
    return replay_log_text(t, "f.jsonl", opt);
  };
  ASSERT_NE(foreign(lines[2]), lines[2]);
  const ReplayVerdict ok = run(lines, true);
  ASSERT_TRUE(ok.ok) << ok.message;
  EXPECT_EQ(verdict_text(ok), verdict_text(run(lines, false)));
  for (std::size_t k = 2; k + 1 < lines.size(); k += k < 30 ? 1 : 13) expect_edits_caught(lines, k, run);
}

}  // namespace
}  // namespace bm
