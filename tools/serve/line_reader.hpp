#pragma once
// bm serve's input: one request per line, read from a file descriptor with a byte cap per
// line (docs/protocol.md#limits). A line longer than the cap is never held in memory: the
// reader reports it as soon as the cap is crossed, then skips the rest of it up to its
// newline. Reads are buffered; `before_block` runs whenever the reader is about to wait for
// more input (the server flushes its answers then, so a pipelining client gets throughput and
// an interactive one gets every answer at once).
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace bm::serve {

// 1 MiB: a snapshot document or a whole card set fits many times over.
constexpr std::size_t kMaxLineBytes = std::size_t{1} << 20;

class LineReader {
 public:
  enum class Status { line, oversized, eof };

  LineReader(int fd, std::size_t max_line, std::function<void()> before_block)
      : fd_(fd), max_line_(max_line), before_block_(std::move(before_block)), buf_(std::size_t{1} << 16) {}

  // The next line without its newline (a final line without one counts too). `oversized`:
  // a line went past the cap; `line` is empty and the rest of that line will be skipped.
  Status next(std::string& line);

 private:
  bool fill();  // false at end of input (or a read error)
  int fd_;
  std::size_t max_line_;
  std::function<void()> before_block_;
  std::vector<char> buf_;
  std::size_t pos_ = 0, end_ = 0;
  bool skipping_ = false;  // inside an oversized line: drop bytes up to the next newline
  bool eof_ = false;
};

}  // namespace bm::serve
