// Mechanisms behind issue 31's classes, tested where they live:
//  - §4 TextLines (core/file_read.hpp): a log's lines found without an index of every line, the
//    same lines as splitting the text, in any order of access;
//  - §6 start_workers (core/workers.hpp): a refused thread stops the starting, the others run,
//    and the warning names --jobs, the number started and the reason;
//  - §1 parse_json_text (core/json_read.hpp) on a string_view that is part of a longer text (how
//    bm serve and the log reader hand it a line): limits and positions count within the view.
#include <gtest/gtest.h>

#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/workers.hpp"

namespace {

std::vector<std::string> split(const std::string& text) {
  std::vector<std::string> out;
  for (std::size_t pos = 0; pos < text.size();) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    out.push_back(text.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

TEST(TextLines, SameLinesAsSplittingInAnyOrder) {
  std::string text;
  for (int k = 0; k < 5000; ++k) text += (k % 7 == 0 ? std::string() : "line " + std::to_string(k)) + "\n";
  text += "last without newline";
  const std::vector<std::string> want = split(text);
  const bm::TextLines lines(text);
  ASSERT_EQ(lines.size(), want.size());
  auto at = [&](std::size_t i) { return text.substr(lines[i].first, lines[i].second); };
  for (std::size_t i = 0; i < want.size(); ++i) ASSERT_EQ(at(i), want[i]) << i;
  // Backwards, jumps across strides, and a replay's step back to a checkpoint.
  for (std::size_t i = want.size(); i-- > 0;) ASSERT_EQ(at(i), want[i]) << i;
  for (std::size_t i : {4999u, 3u, 2048u, 2047u, 1024u, 1023u, 4000u, 3990u, 0u, 5000u}) ASSERT_EQ(at(i), want[i]) << i;
  EXPECT_EQ(lines[want.size()].second, 0u);  // past the end: an empty line, never a crash
}

TEST(TextLines, EdgeCasesCountLikeTheReplayerDid) {
  EXPECT_EQ(bm::TextLines(std::string()).size(), 0u);
  EXPECT_EQ(bm::TextLines(std::string("\n")).size(), 1u);
  EXPECT_EQ(bm::TextLines(std::string("a\n")).size(), 1u);
  EXPECT_EQ(bm::TextLines(std::string("a\nb")).size(), 2u);
  EXPECT_EQ(bm::TextLines(std::string("\n\n\n")).size(), 3u);
}

TEST(TextLines, ManyEmptyLinesCostNoIndexPerLine) {
  // A million newlines: the lines are found, and what is kept is the offset of every 1024th.
  const std::string text(1000000, '\n');
  const bm::TextLines lines(text);
  EXPECT_EQ(lines.size(), 1000000u);
  std::size_t total = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) total += lines[i].second;
  EXPECT_EQ(total, 0u);
  EXPECT_EQ(lines[999999].first, 999999u);
}

TEST(FileReadCap, ATextNeverGrowsPastItsCap) {
  // §4: a pipe that fills the cap costs the cap (the text never reserves past it), and one
  // byte more is refused before it is stored.
  char name[] = "/tmp/bm-cap-XXXXXX";
  const int fd = ::mkstemp(name);
  ASSERT_GE(fd, 0);
  const std::size_t cap = (std::size_t{3} << 20) + 12345;
  const std::string block(cap, '\n');
  ASSERT_EQ(::write(fd, block.data(), block.size()), static_cast<ssize_t>(block.size()));
  const std::string text = bm::read_text_file(name, bm::ReadLimits{cap, 16});
  EXPECT_EQ(text.size(), cap);
  EXPECT_LE(text.capacity(), cap + 16);  // small-string slack only, not the next power of two
  ASSERT_EQ(::write(fd, "\n", 1), 1);
  EXPECT_THROW(bm::read_text_file(name, bm::ReadLimits{cap, 16}), bm::InputError);
  ::close(fd);
  ::unlink(name);
}

TEST(Workers, ARefusedThreadLeavesTheOthersRunningWithAWarning) {
  std::atomic<int> ran{0};
  std::vector<std::thread> pool;
  const bm::WorkerStart s = bm::start_workers(
      pool, 8, [&ran](int) { ran += 1; }, 3);
  for (auto& t : pool) t.join();
  EXPECT_EQ(s.started, 3);
  EXPECT_EQ(ran.load(), 3);
  EXPECT_FALSE(s.reason.empty());
  const std::string w = bm::workers_warning(8, s);
  EXPECT_NE(w.find("--jobs 8: only 3 worker threads could be started"), std::string::npos) << w;
  EXPECT_NE(w.find("continuing with 3 workers"), std::string::npos) << w;
}

TEST(Workers, NoThreadAtAllMeansOneWorkerOnTheCaller) {
  std::vector<std::thread> pool;
  const bm::WorkerStart s = bm::start_workers(
      pool, 64, [](int) {}, 0);
  EXPECT_EQ(s.started, 0);
  EXPECT_TRUE(pool.empty());
  EXPECT_NE(bm::workers_warning(64, s).find("continuing with 1 worker,"), std::string::npos);
  std::vector<std::thread> all;
  const bm::WorkerStart ok = bm::start_workers(all, 4, [](int) {});
  for (auto& t : all) t.join();
  EXPECT_EQ(ok.started, 4);
  EXPECT_TRUE(ok.reason.empty());
}

TEST(JsonEntry, AViewOfALongerTextParsesOnlyTheView) {
  const std::string text = "{\"a\":1}\n[" + std::string(300, '[') + std::string(301, ']') + "\n{\"b\":2,\"b\":3}";
  const std::string_view all(text);
  EXPECT_EQ(bm::parse_json_text(all.substr(0, 7), "x")["a"], 1);
  try {
    bm::parse_json_text(all.substr(8, 602), "line 2");
    FAIL() << "nesting past the limit accepted";
  } catch (const bm::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("line 2:1:257: invalid JSON: nested deeper than 256 levels"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(bm::parse_json_text(all.substr(611), "line 3"), bm::InputError);  // "b" twice
}

}  // namespace
