// The one line reader (core/file_read.hpp; bm serve reads its requests through it): lines split
// at newlines whatever the read boundaries, the byte cap refuses a long line at once without
// keeping it, the rest of that line is skipped, end of input ends.
#include "bm/core/file_read.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <unistd.h>
#include <string>
#include <vector>

namespace {

using bm::InputFile;
using bm::LineReader;

constexpr std::size_t kServeCap = std::size_t{1} << 20;  // bm serve's cap (docs/protocol.md)

struct Read {
  std::vector<std::string> lines;  // "<oversized>" for a refused line
  int blocks = 0;
};

// Reads all of `text` through a temporary file with a cap of `cap` bytes.
Read read_all(const std::string& text, std::size_t cap) {
  char name[] = "/tmp/bm-line-reader-XXXXXX";
  const int fd = ::mkstemp(name);
  EXPECT_GE(fd, 0);
  EXPECT_EQ(::write(fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
  ::close(fd);
  Read r;
  {
    InputFile in(name);
    LineReader reader(in, cap, [&r] { ++r.blocks; });
    std::string line;
    for (;;) {
      const auto st = reader.next_line(line);
      if (st == LineReader::Status::end) break;
      r.lines.push_back(st == LineReader::Status::too_long ? "<oversized>" : line);
    }
  }
  std::remove(name);
  return r;
}

TEST(LineReader, SplitsLinesKeepsEmptyOnesAndTheLastWithoutNewline) {
  const Read r = read_all("a\nb\r\n\nlast", 100);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"a", "b\r", "", "last"}));
  EXPECT_GE(r.blocks, 1);  // the server flushes its answers before each wait
}

TEST(LineReader, ALineOfExactlyTheCapIsReadOneByteMoreIsRefusedAndSkipped) {
  const Read r = read_all("0123456789\n01234567890\nok\n", 10);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"0123456789", "<oversized>", "ok"}));
}

TEST(LineReader, AnOversizedLineWithoutNewlineAtEndOfInputIsOneRefusal) {
  const Read r = read_all(std::string(300000, '{'), 1000);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"<oversized>"}));
}

TEST(LineReader, LinesLongerThanTheReadBufferArriveWhole) {
  const std::string big(200000, 'x');  // three 64 KiB reads and a bit
  const Read r = read_all(big + "\n" + big + "y\n", kServeCap);
  ASSERT_EQ(r.lines.size(), 2u);
  EXPECT_EQ(r.lines[0], big);
  EXPECT_EQ(r.lines[1], big + "y");
}

TEST(LineReader, AnOversizedLineSpanningReadsIsSkippedUpToItsNewline) {
  const Read r = read_all(std::string(150000, 'z') + "\nafter\n", 70000);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"<oversized>", "after"}));
}

}  // namespace
