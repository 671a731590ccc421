// The replayer's fast path for bm's own logs (replay/fast_path.cpp, FastPath) compares each
// line with the bytes bm would write. Its events text comes from append_events_json, which
// must equal events_to_json(...).dump() exactly, or every line silently takes the slow path;
// the same writer compares a logged line's events as it produces them (TextAt).
#include <sstream>

#include <gtest/gtest.h>

#include "bm/core/text_at.hpp"
#include "bm/log/action_json.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "support/drive.hpp"
#include "support/foreign_form.hpp"
#include "support/preset_cases.hpp"
#include "support/sanitizer_share.hpp"

namespace bm {
namespace {
using bm::test::log_lines;
using bm::test::log_text;
using bm::test::played_log;

TEST(ReplayFastPath, EventsTextEqualsTheJsonDumpForEveryPreset) {
  for (const test::PresetCase& pc : test::preset_card_set_samples()) {
    const Engine engine = pc.engine();
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      EventSink ev;
      GameState s = engine.start(pc.players, seed, &ev);
      auto policy = make_policy(seed % 2 ? "random" : "first", seed);
      for (int step = 0; !s.over && step < 2000; ++step) {
        std::string text;
        ASSERT_TRUE(append_events_json(text, *pc.cards, ev)) << pc.preset;
        ASSERT_EQ(text, events_to_json(*pc.cards, ev).dump()) << pc.preset << " seed " << seed << " step " << step;
        // Compared as it is produced (TextAt): the same text and only it, from where it starts.
        const std::string line = ",\"events\":" + text + ",";
        TextAt at(line, 10);
        ASSERT_TRUE(append_events_json(at, *pc.cards, ev)) << pc.preset << " seed " << seed << " step " << step;
        EXPECT_EQ(at.pos(), line.size() - 1);
        std::string changed = text;
        changed[changed.size() / 2] = static_cast<char>(changed[changed.size() / 2] ^ 1);
        TextAt other(changed), shorter(std::string_view(text).substr(0, text.size() - 1));
        EXPECT_FALSE(append_events_json(other, *pc.cards, ev)) << changed;
        EXPECT_FALSE(append_events_json(shorter, *pc.cards, ev)) << text;
        const auto legal = engine.legal_actions(s);
        ev.clear();
        engine.apply(s, legal[policy->choose(engine, s, legal)], &ev);
      }
    }
  }
}

// json_plain, the one test of the writers of dump()'s text: a string is plain exactly when
// nlohmann's dump() writes it between quotes as it is. Every byte value alone and inside an id.
TEST(ReplayFastPath, JsonPlainIsWhatTheDumpWritesWithoutAnEscape) {
  for (int b = 0; b < 256; ++b) {
    for (const std::string& s :
         {std::string(1, static_cast<char>(b)), "BM0" + std::string(1, static_cast<char>(b)) + "1"}) {
      bool as_is = false;
      try {
        as_is = nlohmann::json(s).dump() == "\"" + s + "\"";
      } catch (const nlohmann::json::exception&) {  // not UTF-8: the dump refuses it
      }
      EXPECT_EQ(json_plain(s), as_is && static_cast<unsigned char>(b) < 0x80) << "byte " << b;
    }
  }
  EXPECT_TRUE(json_plain(""));
  EXPECT_TRUE(json_plain("TNL058"));
}

// TextAt's pieces: a number is the whole number at that place, as std::to_string writes it.
TEST(ReplayFastPath, TextAtComparesPiecesAsTheyWouldBeWritten) {
  auto number_is = [](std::string_view text, long long v) {
    TextAt at(text);
    at.number(v);
    at.push_back(',');
    return at.same();
  };
  EXPECT_TRUE(number_is("12,", 12));
  EXPECT_TRUE(number_is("0,", 0));
  EXPECT_TRUE(number_is("-3,", -3));
  EXPECT_TRUE(number_is("9223372036854775807,", 9223372036854775807LL));
  for (std::string_view text : {"123,", "1,", "012,", "12", "+12,", "12.0,", "-12,", ",", "99999999999999999999012,"})
    EXPECT_FALSE(number_is(text, 12)) << text;
  TextAt at("{\"hash\":\"0123456789abcdef\"}", 1);
  at.append("\"hash\":\"");
  EXPECT_EQ(at.skip(16), "0123456789abcdef");
  at.append("\"}");
  EXPECT_TRUE(at.whole());
  at.push_back('x');
  EXPECT_FALSE(at.same());
}

// same_bytes, TextAt's comparison of a piece, by the piece's length (each length has its own
// word loads): equal bytes are the same, and one byte changed anywhere is not.
TEST(ReplayFastPath, SameBytesSeesEveryByteOfEveryLength) {
  const std::string text = ",{\"e\":\"hero_enters\",\"player\":3,\"card\":\"BM046\"}";
  for (std::size_t n = 0; n <= text.size(); ++n) {
    std::string copy = text.substr(0, n);
    EXPECT_TRUE(same_bytes(text.data(), copy.data(), n)) << n;
    for (std::size_t at = 0; at < n; ++at) {
      copy[at] = static_cast<char>(copy[at] ^ 0x20);
      EXPECT_FALSE(same_bytes(text.data(), copy.data(), n)) << n << " at " << at;
      copy[at] = text[at];
    }
  }
}

TEST(ReplayFastPath, AHashOrEventChangedAfterTheFastPathIsStillCaught) {
  const Engine engine = bm::test::engine_for("classic");
  const std::vector<std::string> lines = log_lines(played_log(engine, 2, 9));
  auto run = [&](const std::vector<std::string>& ls) {
    std::string t;
    for (const auto& l : ls) t += l + "\n";
    return replay_log_text(t, "x.jsonl", ReplayOptions{});
  };
  const ReplayVerdict ok = run(lines);
  ASSERT_TRUE(ok.ok);
  EXPECT_EQ(ok.hashes_checked, ok.actions + 1);
  // A changed hash on a late line: the byte comparison fails, the full path reports it.
  auto bad = lines;
  const std::size_t k = bad.size() - 3;
  const auto at = bad[k].find("\"hash\":\"");
  ASSERT_NE(at, std::string::npos);
  bad[k].replace(at + 8, 16, "0000000000000000");
  ReplayVerdict v = run(bad);
  ASSERT_FALSE(v.ok);
  EXPECT_EQ(v.what, ReplayWhat::hash);
  EXPECT_EQ(v.line, static_cast<int>(k + 1));
  // The same line with its keys in another order (another writer): still verified.
  auto reordered = lines;
  auto j = nlohmann::json::parse(reordered[k]);
  j.erase("type");
  reordered[k] = "{\"type\":\"action\"," + j.dump().substr(1);
  v = run(reordered);
  EXPECT_TRUE(v.ok) << v.message;
}

// Every line bm writes after the header (setup, actions, result) is proven on the fast path:
// a change that sent bm's own lines to the reference path would keep every verdict and only
// lose the speed, so the count of lines the fast path took is asserted over a committed corpus
// log, over a game of every preset, and over the same games in another writer's form (read by
// simdjson On-Demand, and by nlohmann alone). A replay that reports every step (on_step) takes
// the reference path for all of them.
TEST(ReplayFastPath, TakesEveryLineBmWritesAfterTheHeader) {
  const std::string path =
      std::string(BM_SOURCE_DIR) + "/corpus/regressions/check-souls-win-with-harmless-wounds.jsonl";
  const std::vector<std::string> corpus = log_lines(read_log_file(path));
  const ReplayVerdict v = replay_log_file(path, ReplayOptions{});
  ASSERT_TRUE(v.ok) << v.message;
  ASSERT_TRUE(v.result_line);
  EXPECT_EQ(v.fast_lines, static_cast<int>(corpus.size()) - 1);
  EXPECT_EQ(v.fast_lines, v.actions + 2);
  ReplayOptions each_step;
  each_step.on_step = [](const ReplayStep&) {};
  const ReplayVerdict slow = replay_log_file(path, each_step);
  ASSERT_TRUE(slow.ok) << slow.message;
  EXPECT_EQ(slow.fast_lines, 0);
  EXPECT_EQ(slow.actions, v.actions);
}

// The result line is compared as its dump is produced: one digit changed anywhere in it (a
// winner, a count, a score, the final hash) is a result divergence, never a line taken. Under the
// sanitizers every third digit (sanitizer_share.hpp).
TEST(ReplayFastPath, EveryDigitOfTheResultLineIsChecked) {
  for (const test::PresetCase& pc : test::preset_card_set_samples()) {
    const Engine engine = pc.engine();
    std::vector<std::string> lines = log_lines(played_log(engine, pc.players, 5));
    const std::string result = lines.back();
    ASSERT_NE(result.find("\"type\":\"result\""), std::string::npos) << pc.name();
    int changed = 0, digit = 0;
    for (std::size_t k = 0; k < result.size(); ++k) {
      if (result[k] < '0' || result[k] > '8') continue;
      if (!test::sanitizer_case(static_cast<std::size_t>(digit++), 3, false)) continue;
      lines.back() = result;
      lines.back()[k] = static_cast<char>(result[k] + 1);
      const ReplayVerdict v = replay_log_text(log_text(lines), "changed.jsonl", ReplayOptions{});
      ASSERT_FALSE(v.ok) << pc.name() << ": " << lines.back();
      EXPECT_EQ(v.what, ReplayWhat::result) << pc.name() << ": " << lines.back() << ": " << v.message;
      ++changed;
    }
    EXPECT_GT(changed, test::sanitizer_count(8, 3)) << pc.name();
  }
}

TEST(ReplayFastPath, TakesEveryLineOfEveryPresetInEitherForm) {
  for (const test::PresetCase& pc : test::preset_card_set_samples()) {
    const Engine engine = pc.engine();
    const std::vector<std::string> lines = log_lines(played_log(engine, pc.players, 3));
    std::vector<std::string> foreign{lines.front()};
    for (std::size_t k = 1; k < lines.size(); ++k)
      foreign.push_back(test::foreign_form(nlohmann::json::parse(lines[k])));
    ReplayOptions nlohmann_only;
    nlohmann_only.simdjson = false;
    const auto bm_form = replay_log_text(log_text(lines), "own.jsonl", ReplayOptions{});
    ASSERT_TRUE(bm_form.ok) << pc.name() << ": " << bm_form.message;
    EXPECT_EQ(bm_form.fast_lines, static_cast<int>(lines.size()) - 1) << pc.name();
    const auto simd = replay_log_text(log_text(foreign), "foreign.jsonl", ReplayOptions{});
    ASSERT_TRUE(simd.ok) << pc.name() << ": " << simd.message;
    EXPECT_EQ(simd.fast_lines, static_cast<int>(lines.size()) - 1) << pc.name();
    // nlohmann alone: the action lines written in bm's form from their parse (setup and result
    // lines in another form take the reference path then).
    const auto parsed = replay_log_text(log_text(foreign), "foreign.jsonl", nlohmann_only);
    ASSERT_TRUE(parsed.ok) << pc.name() << ": " << parsed.message;
    EXPECT_EQ(parsed.fast_lines, parsed.actions) << pc.name();
  }
}

}  // namespace
}  // namespace bm
