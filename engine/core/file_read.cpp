#include "bm/core/file_read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>

#include "bm/core/error.hpp"

namespace bm {

std::string size_text(std::size_t bytes) {
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

InputFile::InputFile(const std::string& path) : path_(path) {
  if (path.empty()) throw InputError("'': empty file name");
  if (path == "-") {
    fd_ = 0;
    own_ = false;
    return;
  }
  fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NOCTTY);
  if (fd_ < 0) throw InputError(path + ": cannot open file: " + std::strerror(errno));
  struct stat st {};
  if (::fstat(fd_, &st) == 0 && S_ISDIR(st.st_mode)) {
    ::close(fd_);
    fd_ = -1;
    throw InputError(path + ": is a directory, not a file");
  }
}

void require_regular_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) throw InputError(path + ": cannot open file: " + std::strerror(errno));
  struct stat st {};
  const bool ok = ::fstat(fd, &st) == 0;
  ::close(fd);
  if (ok && S_ISREG(st.st_mode)) return;
  const char* kind = !ok                    ? "not a readable file"
                     : S_ISFIFO(st.st_mode) ? "a FIFO"
                     : S_ISDIR(st.st_mode)  ? "a directory"
                     : S_ISSOCK(st.st_mode) ? "a socket"
                                            : "a device";
  throw InputError(path + ": " + kind +
                   ", not a regular file; a directory's files are read only when they are "
                   "regular files");
}

InputFile::~InputFile() {
  if (fd_ >= 0 && own_) ::close(fd_);
}

std::size_t InputFile::read_some(char* buf, std::size_t n) {
  for (;;) {
    const ssize_t r = ::read(fd_, buf, n);
    if (r >= 0) return static_cast<std::size_t>(r);
    if (errno == EINTR) continue;
    throw InputError(path_ + ": cannot read file: " + std::strerror(errno));
  }
}

std::string read_text_file(const std::string& path, const ReadLimits& limits) {
  InputFile in(path);
  std::string text;
  std::size_t line = 1, line_len = 0;
  char buf[1u << 16];
  for (;;) {
    const std::size_t room = limits.max_bytes - text.size() + 1;  // one byte more tells "larger"
    const std::size_t n = in.read_some(buf, room < sizeof buf ? room : sizeof buf);
    if (n == 0) break;
    for (std::size_t i = 0; i < n; ++i) {
      if (buf[i] == '\n') {
        ++line;
        line_len = 0;
      } else if (++line_len > limits.max_line) {
        throw InputError(path + ":" + std::to_string(line) + ": line longer than " + size_text(limits.max_line) +
                         "; no line of this input is that long");
      }
    }
    // Refused before the byte past the cap is stored, and the text grows by doubling but never
    // past the cap: a pipe that fills the cap costs the cap, not the next power of two and a
    // copy of it (issue 31 §4: `yes '' | bm validate -` reached 1 GB for a 512 MiB cap).
    if (text.size() + n > limits.max_bytes)
      throw InputError(path + ": file larger than " + size_text(limits.max_bytes) + "; check the file");
    if (text.size() + n > text.capacity() && 2 * text.capacity() > limits.max_bytes) {
      // The next doubling would pass the cap (std::string's growth doubles even a reserve):
      // move to a buffer of exactly the cap, which no later read outgrows.
      std::string exact;
      exact.reserve(limits.max_bytes);
      exact.append(text);
      text.swap(exact);
    }
    text.append(buf, n);
  }
  return text;
}

LineReader::LineReader(InputFile& in, std::size_t max_line, std::function<void()> before_block)
    : in_(in), max_line_(max_line), before_block_(std::move(before_block)), buf_(std::size_t{1} << 16) {}

bool LineReader::fill() {
  if (eof_) return false;
  if (before_block_) before_block_();
  end_ = in_.read_some(buf_.data(), buf_.size());
  pos_ = 0;
  eof_ = end_ == 0;
  return !eof_;
}

LineReader::Status LineReader::next_line(std::string& line) {
  line.clear();
  for (;;) {
    if (pos_ == end_ && !fill()) {
      skipping_ = false;
      if (line.empty()) return Status::end;
      ++number_;
      return Status::line;
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
      ++number_;
      return Status::too_long;
    }
    line.append(start, take);
    if (nl) {
      ++number_;
      return Status::line;
    }
  }
}

TextLines::TextLines(const std::string& text) : text_(text) {
  for (std::size_t pos = 0; pos < text_.size();) {
    if (count_ % kStride == 0) marks_.push_back(pos);
    ++count_;
    const std::size_t end = text_.find('\n', pos);
    if (end == std::string::npos) break;
    pos = end + 1;
  }
}

TextLines::Line TextLines::operator[](std::size_t i) const {
  if (i >= count_) return Line{text_.size(), 0};
  if (i < at_line_ || i / kStride > at_line_ / kStride) {
    at_line_ = i / kStride * kStride;
    at_off_ = marks_[i / kStride];
  }
  for (; at_line_ < i; ++at_line_) at_off_ = text_.find('\n', at_off_) + 1;
  std::size_t end = text_.find('\n', at_off_);
  if (end == std::string::npos) end = text_.size();
  return Line{at_off_, end - at_off_};
}

}  // namespace bm
