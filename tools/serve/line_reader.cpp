#include "tools/serve/line_reader.hpp"

#include <cerrno>
#include <cstring>

#include <unistd.h>

namespace bm::serve {

bool LineReader::fill() {
  if (eof_) return false;
  if (before_block_) before_block_();
  for (;;) {
    const ssize_t n = ::read(fd_, buf_.data(), buf_.size());
    if (n > 0) {
      pos_ = 0;
      end_ = static_cast<std::size_t>(n);
      return true;
    }
    if (n < 0 && errno == EINTR) continue;
    eof_ = true;  // end of input, or an unreadable input: both end the session
    return false;
  }
}

LineReader::Status LineReader::next(std::string& line) {
  line.clear();
  for (;;) {
    if (pos_ == end_ && !fill()) {
      if (skipping_) skipping_ = false;
      return line.empty() ? Status::eof : Status::line;
    }
    const char* start = buf_.data() + pos_;
    const auto* nl = static_cast<const char*>(std::memchr(start, '\n', end_ - pos_));
    const std::size_t take = nl ? static_cast<std::size_t>(nl - start) : end_ - pos_;
    pos_ += take + (nl ? 1 : 0);
    if (skipping_) {
      if (nl) skipping_ = false;
      continue;
    }
    if (line.size() + take > max_line_) {
      line.clear();
      skipping_ = nl == nullptr;
      return Status::oversized;
    }
    line.append(start, take);
    if (nl) return Status::line;
  }
}

}  // namespace bm::serve
