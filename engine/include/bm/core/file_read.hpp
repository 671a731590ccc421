#pragma once
// The one way bm reads an input file (docs/architecture.md#reading-and-writing-files): logs,
// snapshots (a log's start), card sets, boards, rulesets, check reports, fuzz findings.
//
// Every reader streams through a descriptor with a byte cap and a line cap, whatever the file
// is: a regular file, a device (/dev/zero ends at the cap, quickly), a FIFO, a pipe. "-" is
// standard input (front ends pipe logs). A directory gets "is a directory", an empty name
// "empty file name". Errors are InputError (exit 2) and start with the path.
#include <cstddef>
#include <string>

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

// The whole text of `path` ("-": standard input). Throws InputError
// "P: file larger than 8 MiB" past max_bytes and "P:L: line longer than 8 MiB" as soon as
// line L passes max_line, without reading further.
std::string read_text_file(const std::string& path, const ReadLimits& limits);

// Lines from a descriptor-backed input, one at a time, for line protocols and line formats
// (a `bm serve` reads its requests through it). A line longer than the cap is refused without
// being buffered: its bytes are skipped up to its newline and next_line says too_long.
class LineReader {
 public:
  enum class Status { line, too_long, end };
  LineReader(InputFile& in, std::size_t max_line);
  // The next line without its newline (a final line without one counts). `number()` is the
  // line's number (1-based) after the call.
  Status next_line(std::string& line);
  std::size_t number() const { return number_; }

 private:
  bool fill();
  InputFile& in_;
  std::size_t max_line_;
  std::string buf_;
  std::size_t pos_ = 0;
  std::size_t number_ = 0;
  bool eof_ = false;
};

}  // namespace bm
