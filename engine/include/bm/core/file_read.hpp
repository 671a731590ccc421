#pragma once
// The one way bm reads an input file (docs/architecture.md#reading-and-writing-files): logs,
// snapshots (a log's start), card sets, boards, rulesets, check reports, fuzz findings.
//
// Every reader streams through a descriptor with a byte cap and a line cap, whatever the file
// is: a regular file, a device (/dev/zero ends at the cap, quickly), a FIFO, a pipe. "-" is
// standard input (front ends pipe logs). A directory gets "is a directory", an empty name
// "empty file name". Errors are InputError (exit 2) and start with the path.
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace bm {

struct ReadLimits {
  std::size_t max_bytes;  // the whole input
  std::size_t max_line;   // one line (bytes between two newlines), checked as the bytes arrive
};

// A cap as messages print it: "8 MiB", "512 KiB", "1000 bytes".
std::string size_text(std::size_t bytes);

// A readable input: "-" (standard input) or a file opened for reading. Throws InputError.
class InputFile {
 public:
  explicit InputFile(const std::string& path);
  ~InputFile();
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  // Reads at most `n` bytes into `buf`: 0 at the end; throws InputError on a read error.
  std::size_t read_some(char* buf, std::size_t n);
  const std::string& path() const { return path_; }

 private:
  std::string path_;
  int fd_ = -1;
  bool own_ = true;
};

// A file found by listing a directory (`bm conformance verify DIR`) is read only when it is a
// regular file: a FIFO, a device or a socket planted there would block or never end. Opens it
// without blocking (O_NONBLOCK), checks its type with fstat and closes it; InputError
// ("DIR/x.json: a FIFO, not a regular file; ...") otherwise (issue 31, class 8).
void require_regular_file(const std::string& path);

// The whole text of `path` ("-": standard input). Throws InputError
// "P: file larger than 8 MiB" past max_bytes and "P:L: line longer than 8 MiB" as soon as
// line L passes max_line, without reading further.
std::string read_text_file(const std::string& path, const ReadLimits& limits);

// Lines from a descriptor-backed input, one at a time, for line protocols and line formats
// (`bm serve` reads its requests through it). A line longer than the cap is refused as soon as
// the cap is crossed, without being buffered: next_line says too_long at once (an interactive
// client gets its answer without sending the rest), and the next call first skips that line's
// remaining bytes up to its newline. `before_block`, when set, runs whenever the reader is about
// to wait for more input (bm serve flushes its answers then).
class LineReader {
 public:
  enum class Status { line, too_long, end };
  LineReader(InputFile& in, std::size_t max_line, std::function<void()> before_block = {});
  // The next line without its newline (a final line without one counts). `number()` is the
  // line's number (1-based) after the call.
  Status next_line(std::string& line);
  std::size_t number() const { return number_; }

 private:
  bool fill();  // false at the end of the input
  InputFile& in_;
  std::size_t max_line_;
  std::function<void()> before_block_;
  std::vector<char> buf_;
  std::size_t pos_ = 0, end_ = 0;
  std::size_t number_ = 0;
  bool skipping_ = false;  // inside a refused line: drop bytes up to its newline
  bool eof_ = false;
};

// The lines of a text held in memory (a log read whole), without an index of every line
// (issue 31 §4: 16 bytes a line made a 30 MB file of newlines cost 547 MB). Line i (0-based) is
// found from the offset of every kStride-th line, kept by the one counting pass, and from a
// cursor at the last line asked for, so walking forward costs nothing more and going back a
// few lines (a replay's checkpoint) at most kStride lines of scanning. Lines are separated by
// '\n'; a final '\n' does not start an empty last line. The text must outlive this object.
class TextLines {
 public:
  struct Line {
    std::size_t first;   // offset in the text
    std::size_t second;  // length, without the '\n'
  };
  explicit TextLines(const std::string& text);
  std::size_t size() const { return count_; }
  Line operator[](std::size_t i) const;

 private:
  static constexpr std::size_t kStride = 1024;
  const std::string& text_;
  std::size_t count_ = 0;
  std::vector<std::size_t> marks_;  // offset of line k * kStride
  mutable std::size_t at_line_ = 0, at_off_ = 0;
};

}  // namespace bm
