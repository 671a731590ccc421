// bm serve's line reader (tools/serve/line_reader.hpp): lines split at newlines whatever the
// read boundaries, the byte cap refuses a long line without keeping it, and the rest of that
// line is skipped, end of input ends.
#include "tools/serve/line_reader.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>
#include <vector>

namespace {

using bm::serve::LineReader;

struct Read {
  std::vector<std::string> lines;  // "<oversized>" for a refused line
  int blocks = 0;
};

// Reads all of `text` through a temporary file with a cap of `cap` bytes.
Read read_all(const std::string& text, std::size_t cap) {
  std::FILE* f = std::tmpfile();
  std::fwrite(text.data(), 1, text.size(), f);
  std::fflush(f);
  std::rewind(f);
  Read r;
  LineReader reader(fileno(f), cap, [&r] { ++r.blocks; });
  std::string line;
  for (;;) {
    const auto st = reader.next(line);
    if (st == LineReader::Status::eof) break;
    r.lines.push_back(st == LineReader::Status::oversized ? "<oversized>" : line);
  }
  std::fclose(f);
  return r;
}

TEST(ServeLineReader, SplitsLinesKeepsEmptyOnesAndTheLastWithoutNewline) {
  const Read r = read_all("a\nb\r\n\nlast", 100);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"a", "b\r", "", "last"}));
  EXPECT_GE(r.blocks, 1);  // the server flushes its answers before each wait
}

TEST(ServeLineReader, ALineOfExactlyTheCapIsReadOneByteMoreIsRefusedAndSkipped) {
  const Read r = read_all("0123456789\n01234567890\nok\n", 10);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"0123456789", "<oversized>", "ok"}));
}

TEST(ServeLineReader, AnOversizedLineWithoutNewlineAtEndOfInputIsOneRefusal) {
  const Read r = read_all(std::string(300000, '{'), 1000);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"<oversized>"}));
}

TEST(ServeLineReader, LinesLongerThanTheReadBufferArriveWhole) {
  const std::string big(200000, 'x');  // three 64 KiB reads and a bit
  const Read r = read_all(big + "\n" + big + "y\n", bm::serve::kMaxLineBytes);
  ASSERT_EQ(r.lines.size(), 2u);
  EXPECT_EQ(r.lines[0], big);
  EXPECT_EQ(r.lines[1], big + "y");
}

TEST(ServeLineReader, AnOversizedLineSpanningReadsIsSkippedUpToItsNewline) {
  const Read r = read_all(std::string(150000, 'z') + "\nafter\n", 70000);
  EXPECT_EQ(r.lines, (std::vector<std::string>{"<oversized>", "after"}));
}

}  // namespace
