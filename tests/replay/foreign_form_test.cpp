// Logs in another writer's form (the keys of every line, header and setup too, in its own order,
// with its own spacing) take the replayer's fast paths: the header cache is keyed on the
// header's meaning, so a foreign header hits the LogHeader a header of the same meaning left, in
// bm's form or in another; the setup line is compared in bm's form whatever its key order. Each
// verdict is the full read's, and a header of another meaning never hits.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/core/json_read.hpp"
#include "bm/replay/replay.hpp"
#include "replay/log_header.hpp"
#include "support/drive.hpp"
#include "support/foreign_form.hpp"
#include "support/verdict_text.hpp"

namespace bm {
namespace {

using bm::test::engine_for;
using bm::test::log_lines;
using bm::test::played_log;
using nlohmann::json;

using bm::test::verdict_text;

// A classic log of `seed` whose header no other test has (its free-text `engine` field names
// this test): the first replay of its header misses the cache.
std::vector<std::string> own_log(int players, std::uint64_t seed) {
  std::vector<std::string> lines = log_lines(played_log(engine_for("classic"), players, seed));
  json h = parse_json_text(lines[0], "header");
  h["engine"] = "foreign-form-test";
  lines[0] = h.dump();
  return lines;
}

// `lines` with the first `count` lines (all: every line) in another writer's form.
std::string foreign(std::vector<std::string> lines, std::size_t count = std::string::npos) {
  for (std::size_t k = 0; k < lines.size() && k < count; ++k)
    lines[k] = test::foreign_form(parse_json_text(lines[k], "line"));
  return test::log_text(lines);
}

// The full read: the line fast paths off (on_step), the header cache missed (a header of
// another meaning for every call: a unique engine text, which no verdict quotes).
ReplayVerdict full_read(const std::string& text, const std::string& name) {
  static int unique = 0;
  std::vector<std::string> lines = log_lines(text);
  json h = parse_json_text(lines[0], "header");
  h["engine"] = "full-read-" + std::to_string(++unique);
  lines[0] = test::foreign_form(h);
  ReplayOptions step;
  step.on_step = [](const ReplayStep&) {};
  return replay_log_text(test::log_text(lines), name, step);
}

TEST(ReplayForeignForm, AForeignHeaderHitsTheCacheOfItsMeaning) {
  const auto a = own_log(2, 51), b = own_log(2, 52);
  ReplayOptions fast, nlohmann_only;
  nlohmann_only.simdjson = false;
  const long long before = replay_header::header_cache_hits();
  struct Case {
    std::string text;
    const ReplayOptions* opt;
    long long hits;  // cache hits after it, counted from `before`
  };
  const std::vector<Case> cases = {
      {foreign(a), &fast, 0},           // the first of its meaning: read in full, then kept
      {test::log_text(b), &fast, 1},    // bm's form, another seed: the foreign header's entry
      {foreign(b), &fast, 2},           // another writer's form of it
      {foreign(a, 1), &fast, 3},        // a foreign header, bm's other lines
      {foreign(b), &nlohmann_only, 4},  // its canonical form from nlohmann's parse
      {test::log_text(a), &nlohmann_only, 5},
  };
  for (std::size_t k = 0; k < cases.size(); ++k) {
    const ReplayVerdict v = replay_log_text(cases[k].text, "f.jsonl", *cases[k].opt);
    ASSERT_TRUE(v.ok) << k << ": " << v.message;
    EXPECT_GT(v.actions, 10) << k;
    EXPECT_EQ(replay_header::header_cache_hits() - before, cases[k].hits) << k;
    EXPECT_EQ(verdict_text(v), verdict_text(full_read(cases[k].text, "f.jsonl"))) << k;
  }
  // Another meaning misses: three players; a ruleset with another option's reading.
  const long long hits = replay_header::header_cache_hits();
  const ReplayVerdict three = replay_log_text(foreign(own_log(3, 51)), "f.jsonl", fast);
  ASSERT_TRUE(three.ok) << three.message;
  EXPECT_EQ(replay_header::header_cache_hits(), hits);
  json h = parse_json_text(a[0], "header");
  ASSERT_TRUE(h["ruleset"]["options"].contains("mulligan"));
  h["ruleset"]["options"]["mulligan"] = !h["ruleset"]["options"]["mulligan"].get<bool>();
  h.erase("ruleset_hash");
  auto changed = a;
  changed[0] = h.dump();
  const ReplayVerdict other = replay_log_text(foreign(changed), "f.jsonl", fast);
  EXPECT_EQ(replay_header::header_cache_hits(), hits);
  EXPECT_EQ(verdict_text(other), verdict_text(full_read(foreign(changed), "f.jsonl")));
}

// The engine a header is replayed with is made once for its meaning and thread: every later log
// with that header (another seed too) takes the same one, a header of another meaning has its own
// with its own rules, and the caller's card set (--cards) or board (--board) never takes one.
TEST(ReplayHeaderCache, OneEngineForAHeadersMeaning) {
  auto a = own_log(2, 81);
  const auto b = own_log(2, 82);
  const ReplayOptions opt;
  auto engine_of = [&](const std::vector<std::string>& log, const ReplayOptions& o) {
    EXPECT_TRUE(replay_log_text(test::log_text(log), "e.jsonl", o).ok);
    std::string key;
    const auto hdr = replay_header::cached_log_header(log[0], o, key);
    EXPECT_TRUE(hdr.has_value());
    return hdr ? replay_header::cached_engine(key, *hdr, o) : nullptr;
  };
  const auto ea = engine_of(a, opt), eb = engine_of(b, opt);
  ASSERT_NE(ea, nullptr);
  EXPECT_EQ(ea.get(), eb.get());
  // bm replay, bm validate and the WebAssembly referee name the built-in board when no --board is
  // given: that is the default, and takes the same engine.
  ReplayOptions named_builtin;
  named_builtin.board = &builtin_super_board();
  EXPECT_EQ(engine_of(b, named_builtin).get(), ea.get());
  // A board of the caller's own (a --board file; here one equal to the built-in) never takes one.
  const BoardDef file_board = builtin_super_board();
  ReplayOptions own_board;
  own_board.board = &file_board;
  EXPECT_EQ(engine_of(b, own_board), nullptr);
  json h = parse_json_text(a[0], "header");
  h["ruleset"]["options"]["mulligan"] = !h["ruleset"]["options"]["mulligan"].get<bool>();
  h.erase("ruleset_hash");
  a[0] = h.dump();
  std::string key;
  EXPECT_FALSE(replay_log_text(test::log_text(a), "e.jsonl", opt).input_error);
  const auto hdr = replay_header::cached_log_header(a[0], opt, key);
  ASSERT_TRUE(hdr.has_value());
  const auto ec = replay_header::cached_engine(key, *hdr, opt);
  ASSERT_NE(ec, nullptr);
  EXPECT_NE(ec.get(), ea.get());
  EXPECT_NE(ec->rules().mulligan, ea->rules().mulligan);
  ReplayOptions own_cards;
  own_cards.cards = &ea->cards();
  std::string own_key;
  EXPECT_TRUE(replay_log_text(test::log_text(b), "e.jsonl", own_cards).ok);
  const auto own_hdr = replay_header::cached_log_header(b[0], own_cards, own_key);
  ASSERT_TRUE(own_hdr.has_value());
  EXPECT_EQ(replay_header::cached_engine(own_key, *own_hdr, own_cards), nullptr);
}

// Only the families that play on a city board (super, solo) read one: a classic or bm2 log is
// replayed on no board (the built-in one is not read for it), a Super log on the built-in board
// unless --board names another.
TEST(ReplayHeaderCache, ABoardOnlyForTheFamiliesThatPlayOnOne) {
  auto board_of = [](const std::string& preset, int players) {
    const std::vector<std::string> log = log_lines(played_log(engine_for(preset), players, 5));
    EXPECT_TRUE(replay_log_text(test::log_text(log), preset + ".jsonl", ReplayOptions{}).ok) << preset;
    std::string key;
    const auto hdr = replay_header::cached_log_header(log[0], ReplayOptions{}, key);
    EXPECT_TRUE(hdr.has_value()) << preset;
    return hdr ? hdr->board : nullptr;
  };
  EXPECT_EQ(board_of("classic", 2), &no_board());
  EXPECT_EQ(board_of("bm2", 2), &no_board());
  EXPECT_EQ(board_of("super", 2), &builtin_super_board());
  EXPECT_EQ(board_of("solo", 1), &builtin_super_board());
  EXPECT_EQ(no_board().id, "none");
  EXPECT_TRUE(no_board().landmarks.empty() && no_board().city.empty() && no_board().market.empty());
}

// A foreign header the full read refuses (a card set hash that is not the set's, a seed that is
// not an integer) is refused with the full read's message after one of the same meaning but
// for that field was kept: never taken from the cache.
TEST(ReplayForeignForm, AForeignHeaderTheFullReadRefusesIsRefused) {
  const auto a = own_log(2, 61);
  ASSERT_TRUE(replay_log_text(foreign(a), "f.jsonl", ReplayOptions{}).ok);
  for (const std::string& bad : {std::string("\"hash\": \"0000000000000000\""), std::string("\"seed\": 1e3")}) {
    std::string text = foreign(a);
    const std::string field = bad.substr(0, bad.find(':') + 1);
    const auto at = text.find(field);
    ASSERT_NE(at, std::string::npos) << bad;
    text.replace(at, text.find_first_of(",}", at) - at, bad);
    const long long hits = replay_header::header_cache_hits();
    const ReplayVerdict v = replay_log_text(text, "f.jsonl", ReplayOptions{});
    EXPECT_TRUE(v.input_error) << bad;
    EXPECT_EQ(v.line, 1) << bad;
    EXPECT_EQ(replay_header::header_cache_hits(), hits) << bad;
    EXPECT_EQ(verdict_text(v), verdict_text(full_read(text, "f.jsonl"))) << bad;
  }
}

// The setup line in another writer's form takes the fast path's comparison in bm's form: its
// verdict is the full read's as it is and with its hash or an event changed (reported at line 2).
TEST(ReplayForeignForm, AForeignSetupLineGivesTheFullVerdict) {
  const auto a = own_log(4, 71);
  const ReplayVerdict ok = replay_log_text(foreign(a), "f.jsonl", ReplayOptions{});
  ASSERT_TRUE(ok.ok) << ok.message;
  EXPECT_EQ(verdict_text(ok), verdict_text(full_read(foreign(a), "f.jsonl")));
  auto bad_hash = a, bad_event = a;
  const auto h = bad_hash[1].find("\"hash\":\"");
  const auto e = bad_event[1].find("\"e\":\"");
  ASSERT_NE(h, std::string::npos);
  ASSERT_NE(e, std::string::npos);
  bad_hash[1].replace(h + 8, 16, "0123456789abcdef");
  bad_event[1].insert(e + 5, "x");
  for (const auto* bad : {&bad_hash, &bad_event}) {
    const ReplayVerdict v = replay_log_text(foreign(*bad), "f.jsonl", ReplayOptions{});
    EXPECT_FALSE(v.ok);
    EXPECT_EQ(v.line, 2);
    EXPECT_EQ(verdict_text(v), verdict_text(full_read(foreign(*bad), "f.jsonl")));
  }
  EXPECT_EQ(replay_log_text(foreign(bad_hash), "f.jsonl", ReplayOptions{}).what, ReplayWhat::hash);
}

}  // namespace
}  // namespace bm
