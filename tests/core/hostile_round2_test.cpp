// Mechanisms behind the second round of hostile-input classes, tested where they live:
//  - §4 ForwardLines (core/file_read.hpp): a log's lines read forward once, from a file, a pipe
//    or a text in memory, the same lines as splitting the text, keeping only the lines from the
//    mark on, with read_text_file's cap messages;
//  - §6 start_workers (core/workers.hpp): a refused thread stops the starting, the others run,
//    and the warning names --jobs, the number started and the reason;
//  - §1 parse_json_text (core/json_read.hpp) on a string_view that is part of a longer text (how
//    bm serve and the log reader hand it a line): limits and positions count within the view.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/workers.hpp"
#include "support/temp_file.hpp"

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

using bm::test::TempFile;

// Every line of `lines` as a replay walks them: the non-empty ones by next_nonempty (each
// checked against the split text, the empty ones in between checked to exist and be empty).
void expect_same_lines(bm::ForwardLines& lines, const std::vector<std::string>& want, bool mark) {
  std::size_t expect = 0;
  for (std::size_t i = lines.next_nonempty(0); i != bm::ForwardLines::npos; i = lines.next_nonempty(i + 1)) {
    for (; expect < i; ++expect) ASSERT_TRUE(want[expect].empty()) << expect;
    ASSERT_LT(i, want.size());
    ASSERT_EQ(lines.line(i), want[i]) << i;
    if (i > 0 && mark && !want[i - 1].empty()) {
      ASSERT_EQ(lines.line(i - 1), want[i - 1]) << i;  // the line at the mark is still held
    }
    if (mark) lines.mark(i);
    expect = i + 1;
  }
  for (; expect < want.size(); ++expect) ASSERT_TRUE(want[expect].empty()) << expect;
  EXPECT_EQ(lines.count(), want.size());
  EXPECT_FALSE(lines.exists(want.size()));
}

std::string sample_text() {
  std::string text;
  for (int i = 0; i < 5000; ++i) text += (i % 7 == 3 ? std::string() : "line " + std::to_string(i)) + "\n";
  return text + "\n\n{\"last\":1}";  // empty lines, then a last line without its newline
}

TEST(ForwardLines, SameLinesAsSplittingFromATextAndFromAFile) {
  const std::string text = sample_text();
  const std::vector<std::string> want = split(text);
  for (bool mark : {false, true}) {
    bm::ForwardLines from_text{std::string_view(text)};
    expect_same_lines(from_text, want, mark);
    EXPECT_EQ(from_text.last_nonempty(), want.size() - 1);
    const TempFile f(text);
    bm::ForwardLines from_file(f.name, bm::ReadLimits{1u << 20, 1u << 10});
    expect_same_lines(from_file, want, mark);
    EXPECT_EQ(from_file.last_nonempty(), want.size() - 1);
  }
}

TEST(ForwardLines, EdgeCasesCountLikeTheReplayerDid) {
  // A final '\n' does not start an empty last line; the last non-empty line is what an
  // incomplete log's message names.
  const std::vector<std::pair<std::string, std::size_t>> cases = {{"", 0},     {"\n", 1},     {"a\n", 1},
                                                                  {"a\nb", 2}, {"\n\n\n", 3}, {"a\n\n", 2}};
  for (const auto& [text, count] : cases) {
    bm::ForwardLines t{std::string_view(text)};
    EXPECT_EQ(t.next_nonempty(0) == bm::ForwardLines::npos, text.find_first_not_of('\n') == std::string::npos) << text;
    EXPECT_FALSE(t.exists(count)) << text;
    EXPECT_EQ(t.count(), count) << text;
    const TempFile f(text);
    bm::ForwardLines s(f.name, bm::ReadLimits{100, 100});
    EXPECT_FALSE(s.exists(count)) << text;
    EXPECT_EQ(s.count(), count) << text;
  }
  bm::ForwardLines t{std::string_view("a\n\nb\n\n")};
  EXPECT_EQ(t.next_nonempty(1), 2u);
  EXPECT_FALSE(t.exists(4));
  EXPECT_EQ(t.last_nonempty(), 2u);
}

TEST(ForwardLines, KeepsOnlyTheLinesFromTheMarkOn) {
  // Many lines, empty and not, read while the mark follows: what is held stays the lines from
  // the mark on, never one entry per line read, and a line before the mark is a
  // logic error, not a stale view.
  std::string text;
  for (int i = 0; i < 200000; ++i) text += i % 3 ? "\n" : "x\n";
  const TempFile f(text);
  bm::ForwardLines lines(f.name, bm::ReadLimits{1u << 22, 16});
  std::size_t most = 0, n = 0;
  for (std::size_t i = lines.next_nonempty(0); i != bm::ForwardLines::npos; i = lines.next_nonempty(i + 1)) {
    if (++n % 16 == 0) lines.mark(i);  // a batch of 16 lines kept, as the replay's checkpoint
    most = std::max(most, lines.kept());
  }
  EXPECT_EQ(n, 200000u / 3 + 1);
  EXPECT_LE(most, 17u);
  EXPECT_THROW(lines.line(0), std::logic_error);
}

TEST(ForwardLines, CapsSayWhatReadTextFileSaysAndStay) {
  const TempFile long_line("ok\n" + std::string(40, 'x') + "\nmore\n");
  EXPECT_THROW(bm::read_text_file(long_line.name, bm::ReadLimits{1000, 16}), bm::InputError);
  std::string want;
  try {
    bm::read_text_file(long_line.name, bm::ReadLimits{1000, 16});
  } catch (const bm::InputError& e) { want = e.what(); }
  EXPECT_EQ(want, long_line.name + ":2: line longer than 16 bytes; no line of this input is that long");
  bm::ForwardLines lines(long_line.name, bm::ReadLimits{1000, 16});
  EXPECT_EQ(lines.next_nonempty(0), 0u);
  for (int twice = 0; twice < 2; ++twice) {  // the error stays: the bad line is never skipped
    try {
      lines.next_nonempty(1);
      ADD_FAILURE() << "no error";
    } catch (const bm::InputError& e) { EXPECT_EQ(std::string(e.what()), want); }
  }
  // The byte cap: refused at the line that passes it, with read_text_file's message; exactly
  // the cap (with or without a final newline) reads.
  const TempFile big(std::string(99, '\n') + "a\n");
  try {
    bm::ForwardLines over(big.name, bm::ReadLimits{100, 16});
    over.next_nonempty(0);
    ADD_FAILURE() << "no error";
  } catch (const bm::InputError& e) {
    EXPECT_EQ(std::string(e.what()), big.name + ": file larger than 100 bytes; check the file");
  }
  bm::ForwardLines exact(big.name, bm::ReadLimits{101, 16});
  EXPECT_EQ(exact.next_nonempty(0), 99u);
  const TempFile no_newline(std::string(99, '\n') + "a");
  bm::ForwardLines fits(no_newline.name, bm::ReadLimits{100, 16});
  EXPECT_EQ(fits.next_nonempty(0), 99u);
  EXPECT_FALSE(fits.exists(100));
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
