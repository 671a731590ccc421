// The text of a log held by the commands that read it more than once (bm viz, bm log cut,
// bm replay --minimize, --report, --rehash, --viz): read_lines_text (core/file_read.hpp) and
// read_log_file (replay.hpp) hold the log's own lines, never what follows them. Before, a log
// followed by 300 MB of empty lines was held whole (and embedded whole in the --html page).
#include <gtest/gtest.h>

#include <unistd.h>

#include <string>
#include <string_view>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/replay/replay.hpp"
#include "support/drive.hpp"
#include "support/temp_file.hpp"

namespace {

using bm::test::TempFile;

constexpr bm::ReadLimits kLimits{std::size_t{1} << 20, std::size_t{1} << 10};

bool is_end(std::string_view line) { return line == "END"; }

std::string read_back(const std::string& text, const bm::ReadLimits& limits = kLimits) {
  const TempFile f(text);
  return bm::read_lines_text(f.name, limits, is_end);
}

TEST(ReadLinesText, KeepsTheLinesAndTheEmptyLinesBetweenThemNotThoseAfter) {
  EXPECT_EQ(read_back("a\n\nb\n"), "a\n\nb\n");
  EXPECT_EQ(read_back("a\n\n\nb"), "a\n\n\nb\n");  // every line ends in a newline
  EXPECT_EQ(read_back("\n\na\nb\n\n\n\n"), "\n\na\nb\n");
  EXPECT_EQ(read_back("a\n" + std::string(300000, '\n')), "a\n");  // a run across many reads
  EXPECT_EQ(read_back(std::string(300000, '\n')), "");
  EXPECT_EQ(read_back(""), "");
}

TEST(ReadLinesText, HoldsAtMostTheCapOfEmptyLinesBetweenLinesInAll) {
  // Held empty lines keep the line numbers; past the cap (counted over the whole log, so many
  // small runs add up) the text is refused at the line after them, before they are held.
  const TempFile ok("a\n" + std::string(10, '\n') + "b\n" + std::string(10, '\n') + "c\n");
  EXPECT_EQ(bm::read_lines_text(ok.name, kLimits, is_end, 20),
            "a\n" + std::string(10, '\n') + "b\n" + std::string(10, '\n') + "c\n");
  const TempFile over("a\n" + std::string(10, '\n') + "b\n" + std::string(11, '\n') + "c\n");
  try {
    bm::read_lines_text(over.name, kLimits, is_end, 20);
    ADD_FAILURE() << "more than 20 held empty lines accepted";
  } catch (const bm::InputError& e) {
    EXPECT_NE(std::string(e.what()).find(":24: more than 20 empty lines between the log's lines"), std::string::npos)
        << e.what();
  }
  // Empty lines after the last line are not held, so they never count.
  const TempFile tail("a\nb\n" + std::string(100, '\n'));
  EXPECT_EQ(bm::read_lines_text(tail.name, kLimits, is_end, 20), "a\nb\n");
}

TEST(ReadLinesText, StopsAtTheFirstLineAfterTheLastOneAndReadsNoFurther) {
  EXPECT_EQ(read_back("a\nEND\n\n\n"), "a\nEND\n");
  // The line after the last is kept (its reader refuses it there); what follows it is never
  // read, so neither its size nor a line past the cap is seen.
  const std::string junk = "x\n" + std::string(2000, 'y') + "\n" + std::string(kLimits.max_bytes, 'z');
  EXPECT_EQ(read_back("a\nEND\n\n\nx\n" + junk), "a\nEND\n\n\nx\n");
}

TEST(ReadLinesText, EmptyLinesAfterTheLogStillCountTowardsTheByteCap) {
  // As the streaming replay: they are read (an endless stream ends at the cap), not kept.
  try {
    read_back("a\nEND\n" + std::string(kLimits.max_bytes + 10, '\n'));
    ADD_FAILURE() << "no error past the byte cap";
  } catch (const bm::InputError& e) {
    EXPECT_NE(std::string(e.what()).find("file larger than 1 MiB"), std::string::npos);
  }
}

TEST(ForwardLinesEmptyRuns, LineNumbersAndCapsHoldAcrossARunOfEmptyLines) {
  const std::string gap(200000, '\n');
  const TempFile f("a\n" + gap + "b\n" + gap + std::string(2000, 'c') + "\n");
  bm::ForwardLines lines(f.name, kLimits);
  EXPECT_EQ(lines.next_nonempty(0), 0u);
  EXPECT_EQ(lines.next_nonempty(1), gap.size() + 1);
  EXPECT_EQ(lines.line(gap.size() + 1), "b");
  try {
    lines.next_nonempty(gap.size() + 2);
    ADD_FAILURE() << "no error for the long line";
  } catch (const bm::InputError& e) {
    // The long line is line 2 * (gap + 1) + 1 of the file.
    EXPECT_NE(std::string(e.what()).find(":" + std::to_string(2 * (gap.size() + 1) + 1) + ": line longer than 1 KiB"),
              std::string::npos)
        << e.what();
  }
}

// A played game's log, the way bm writes it.
std::string game_log() { return bm::test::played_log(bm::test::engine_for("classic"), 2, 7); }

TEST(ReadLogFile, HoldsTheLogNotTheEmptyLinesOrTheJunkAfterItsResultLine) {
  const std::string log = game_log();
  ASSERT_NE(log.find("\"type\":\"result\""), std::string::npos);
  {
    const TempFile f(log + std::string(3u << 20, '\n'));
    EXPECT_EQ(bm::read_log_file(f.name), log);
  }
  {
    // The first line after the result is kept: the replay refuses the log there, as it does when
    // it streams the file.
    const TempFile f(log + "\n{\"type\":\"action\"}\n" + std::string(3u << 20, 'j') + "\n");
    const std::string text = bm::read_log_file(f.name);
    EXPECT_EQ(text, log + "\n{\"type\":\"action\"}\n");
    const bm::ReplayVerdict held = bm::replay_log_text(text, f.name, bm::ReplayOptions{});
    const bm::ReplayVerdict streamed = bm::replay_log_file(f.name, bm::ReplayOptions{});
    EXPECT_FALSE(held.ok);
    EXPECT_EQ(held.message, streamed.message);
    EXPECT_EQ(held.line, streamed.line);
  }
}

}  // namespace
