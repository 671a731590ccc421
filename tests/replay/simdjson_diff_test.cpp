// foreign-format log lines are read with simdjson's On-Demand API first
// (replay/canonical_json.hpp), only as a fast path. Its text must be nlohmann's dump of
// parse_json_text's value whenever it gives one, it must give none for anything
// parse_json_text refuses, and every verdict and message must be the same with it and without
// it (ReplayOptions::simdjson = false): over real logs of every family in another writer's
// format, with changes, and over every bad log of corpus/bad.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "bm/core/json_read.hpp"
#include "bm/replay/replay.hpp"
#include "replay/canonical_json.hpp"
#include "support/drive.hpp"
#include "support/foreign_form.hpp"
#include "support/sanitizer_share.hpp"

namespace bm {
namespace {

using nlohmann::json;

std::string simd_verdict(const ReplayVerdict& v) {
  return v.to_json().dump(-1, ' ', false, json::error_handler_t::replace) + " decision=" + v.decision +
         " events=" + std::to_string(v.events_checked) + " actions=" + std::to_string(v.actions) +
         " hashes=" + std::to_string(v.hashes_checked);
}

std::string foreign_line(const std::string& line) {
  json j;
  try {
    j = parse_json_text(line, "x");
  } catch (const std::exception&) { return line; }  // malformed stays malformed
  return " \t" + test::foreign_form(j) + " ";       // and tabs around the top
}

// The verdict with simdjson and without it, for the log text as it is and as another writer
// writes it (every line: the header cache and the setup line read another writer's form too).
void expect_same(const std::string& text, const std::string& name, bool also_foreign = true) {
  for (const bool require : {false, true}) {
    ReplayOptions on, off;
    on.require_result = off.require_result = require;
    off.simdjson = false;
    ASSERT_EQ(simd_verdict(replay_log_text(text, name, on)), simd_verdict(replay_log_text(text, name, off))) << name;
    if (!also_foreign) continue;
    std::vector<std::string> lines = test::log_lines(text);
    for (auto& line : lines) line = foreign_line(line);
    const std::string f = test::log_text(lines);
    ASSERT_EQ(simd_verdict(replay_log_text(f, name, on)), simd_verdict(replay_log_text(f, name, off)))
        << name << " (foreign)";
  }
}

TEST(SimdjsonFastPath, WritesNlohmannsDumpOrNothing) {
  if (!CanonicalJson::available()) GTEST_SKIP() << "built without simdjson (BM_SIMDJSON off)";
  CanonicalJson c;
  const std::vector<std::string> same = {
      R"({"b": 1, "a": [1, -2, 0, {"z": null, "y": true}], "c": {"x": false, "w": "v w"}})",
      " {\"type\":\"action\",\t\"i\" : 12,\"phase\":\"build\"}\r\n",
      R"({"e":{},"d":[],"f":[[],[{}]],"n":-123456789012345678})",
  };
  std::string out;
  for (const auto& t : same) {
    ASSERT_TRUE(c.write(t, out)) << t;
    EXPECT_EQ(out, parse_json_text(t, "x").dump()) << t;
  }
  // Each is refused (duplicate, too deep), or valid but left to nlohmann (escapes, non-ASCII,
  // numbers not written as nlohmann writes them, a top level that is not an object) or invalid.
  std::string deep = "{\"a\":" + std::string(300, '[') + std::string(300, ']') + "}";
  std::string deep_ok = "{\"a\":" + std::string(100, '[') + std::string(100, ']') + "}";
  const std::vector<std::string> none = {R"({"a":1,"a":2})",
                                         R"({"x":{"a":1,"b":2,"a":3}})",
                                         deep,
                                         deep_ok,
                                         R"({"a":"\u0041"})",
                                         R"({"a\n":1})",
                                         R"({"a":"\""})",
                                         "{\"a\":\"\xc3\xa9\"}",
                                         "{\"a\":\"\x01\"}",
                                         R"({"a":-0})",
                                         R"({"a":1.0})",
                                         R"({"a":1e2})",
                                         R"({"a":01})",
                                         R"({"a":1234567890123456789})",
                                         R"({"a":+1})",
                                         R"({"a":tru})",
                                         R"({"a":nul})",
                                         R"({"a":1} x)",
                                         R"({"a":1}{})",
                                         R"([{"a":1}])",
                                         R"("x")",
                                         "",
                                         "  ",
                                         R"({"a":1)",
                                         R"({"a":1,})",
                                         R"({"a" 1})",
                                         "\xef\xbb\xbf{\"a\":1}",
                                         R"({'a':1})",
                                         R"({"a":"x"y})",
                                         R"({"a":[1 2]})",
                                         R"({"a":1}/)",
                                         "{\"a\":\"\xff\"}",
                                         R"({"a":Infinity})"};
  for (const auto& t : none) EXPECT_FALSE(c.write(t, out)) << t << " -> " << out;
}

std::vector<std::pair<std::string, int>> families() {
  return {{"classic", 4}, {"classic", 2}, {"super", 3}, {"solo", 1}, {"bm2", 3}};
}

TEST(SimdjsonFastPath, RealLogsOfEveryFamilyGiveTheSameVerdictWithAndWithoutIt) {
  int logs = 0;
  for (const auto& [preset, players] : families()) {
    const Engine engine = test::engine_for(preset);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      const std::string text = test::played_log(engine, players, seed);
      const std::vector<std::string> lines = test::log_lines(text);
      expect_same(text, preset + ".jsonl");
      ++logs;
      // Changes anywhere: a hash, an event, a field of the action, an index, a duplicate key,
      // numbers and strings as other writers write them, a line cut short. Under the sanitizers
      // every 183rd line past the first ones, not every 61st (support/sanitizer_share.hpp): the
      // log fuzzer holds the same two readers to one verdict under ASan + UBSan in the fuzz stage.
      for (std::size_t k = 2; seed == 1 && k < lines.size(); k += k < 5 ? 1 : test::sanitizer_stride(61, 3)) {
        std::vector<std::string> bad = lines;
        auto change = [&](const std::string& from, const std::string& to) {
          bad = lines;
          const auto at = bad[k].find(from);
          if (at == std::string::npos) return false;
          bad[k].replace(at, from.size(), to);
          return true;
        };
        const std::vector<std::pair<std::string, std::string>> edits = {{"\"hash\":\"", "\"hash\":\"0"},
                                                                        {"\"e\":\"", "\"e\":\"x"},
                                                                        {"\"i\":", "\"i\":1"},
                                                                        {"\"i\":", "\"i\":-0,\"i\":"},
                                                                        {"\"round\":", "\"round\":-"},
                                                                        {"\"round\":", "\"round\":0"},
                                                                        {"\"round\":", "\"round\":7,\"round\":"},
                                                                        {"\"phase\":\"", "\"phase\":\"\\u0062"},
                                                                        {"\"type\":\"action\"", "\"type\":\"Action\""},
                                                                        {"\"action\":{", "\"action\":{\"zz\":1,"},
                                                                        {"\"player\":", "\"player\":1.0,\"q\":"},
                                                                        {"}", "} "},
                                                                        {"\"events\":[", "\"events\":[{},"},
                                                                        {",", ",,"},
                                                                        {"\"type\":\"action\"}", ""}};
        for (const auto& [from, to] : edits) {
          if (!change(from, to)) continue;
          expect_same(test::log_text(bad), preset + "-bad.jsonl");
        }
      }
    }
  }
  EXPECT_EQ(logs, 10);
}

TEST(SimdjsonFastPath, EveryBadLogOfTheCorpusGivesTheSameVerdictWithAndWithoutIt) {
  namespace fs = std::filesystem;
  int files = 0;
  for (const char* dir : {"corpus/bad/log", "corpus/bad/validate", "corpus/examples", "corpus/regressions"}) {
    const fs::path root = fs::path(BM_SOURCE_DIR) / dir;
    if (!fs::exists(root)) continue;
    std::vector<fs::path> paths;
    for (const auto& e : fs::recursive_directory_iterator(root))
      if (e.is_regular_file() && e.path().extension() == ".jsonl") paths.push_back(e.path());
    std::sort(paths.begin(), paths.end());
    for (const auto& p : paths) {
      std::ifstream in(p, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      if (ss.str().size() > (1u << 20)) continue;  // the generated huge cases: nothing foreign in them
      expect_same(ss.str(), p.filename().string());
      ++files;
    }
  }
  EXPECT_GE(files, 100);
}

}  // namespace
}  // namespace bm
