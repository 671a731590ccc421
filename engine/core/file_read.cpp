#include "bm/core/file_read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

#include "bm/core/error.hpp"

namespace bm {

std::string size_text(std::size_t bytes) {
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes >= (1u << 10) && bytes % (1u << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

namespace {

const char* kind_of(const struct stat& st) {
  return S_ISFIFO(st.st_mode)   ? "a FIFO"
         : S_ISDIR(st.st_mode)  ? "a directory"
         : S_ISSOCK(st.st_mode) ? "a socket"
         : S_ISLNK(st.st_mode)  ? "a symbolic link"
                                : "a device";
}

}  // namespace

InputFile::InputFile(const std::string& path, FileTypes types) : path_(path) {
  if (path.empty()) throw InputError("'': empty file name");
  if (types == FileTypes::regular) {
    open_regular(AT_FDCWD, path, 0);
    return;
  }
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

InputFile::InputFile(int dirfd, const std::string& name, const std::string& display) : path_(display) {
  open_regular(dirfd, name, O_NOFOLLOW);
}

// Opened without blocking (a FIFO without a writer would block open itself), checked with fstat,
// then read with blocking reads as any file.
void InputFile::open_regular(int dirfd, const std::string& name, int flags) {
  fd_ = ::openat(dirfd, name.c_str(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | flags);
  if (fd_ < 0) {
    if (errno == ELOOP && (flags & O_NOFOLLOW))
      throw InputError(path_ +
                       ": a symbolic link, not a regular file; bm reads this file only as a regular file, never "
                       "through a link");
    throw InputError(path_ + ": cannot open file: " + std::strerror(errno));
  }
  struct stat st {};
  const bool ok = ::fstat(fd_, &st) == 0;
  if (ok && S_ISREG(st.st_mode)) {
    (void)::fcntl(fd_, F_SETFL, ::fcntl(fd_, F_GETFL) & ~O_NONBLOCK);
    return;
  }
  ::close(fd_);
  fd_ = -1;
  throw InputError(path_ + ": " + (ok ? kind_of(st) : "not a readable file") +
                   ", not a regular file; bm reads this file only as a regular file (a FIFO would "
                   "block, a device never end)");
}

void require_regular_file(const std::string& path) { InputFile check(path, FileTypes::regular); }

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

std::string read_text_file(const std::string& path, const ReadLimits& limits, FileTypes types) {
  InputFile in(path, types);
  return read_text_file(in, limits);
}

std::string read_text_file(InputFile& in, const ReadLimits& limits) {
  const std::string& path = in.path();
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
    // copy of it (`yes '' | bm validate -` reached 1 GB for a 512 MiB cap).
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
    : in_(in), max_line_(max_line), before_block_(std::move(before_block)), buf_(new char[kBlock]) {}

bool LineReader::fill() {
  if (eof_) return false;
  if (before_block_) before_block_();
  end_ = in_.read_some(buf_.get(), kBlock);
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
    const char* start = buf_.get() + pos_;
    const auto* nl = static_cast<const char*>(std::memchr(start, '\n', end_ - pos_));
    const std::size_t take = nl ? static_cast<std::size_t>(nl - start) : end_ - pos_;
    pos_ += take + (nl ? 1 : 0);
    consumed_ += take + (nl ? 1 : 0);
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

std::size_t LineReader::skip_empty_lines() {
  std::size_t n = 0;
  for (;;) {
    if (skipping_) return n;
    // At most one buffer a call, so the caller checks its byte cap between them.
    if (pos_ == end_ && (n > 0 || !fill())) return n;
    const char* p = buf_.get() + pos_;
    const char* e = buf_.get() + end_;
    const char* q = p;
    while (q != e && *q == '\n') ++q;
    const auto k = static_cast<std::size_t>(q - p);
    pos_ += k;
    consumed_ += k;
    number_ += k;
    n += k;
    if (q != e) return n;
  }
}

ForwardLines::ForwardLines(const std::string& path, const ReadLimits& limits)
    : in_(std::make_unique<InputFile>(path)),
      reader_(std::make_unique<LineReader>(*in_, limits.max_line)),
      limits_(limits) {}

ForwardLines::ForwardLines(std::string_view text) : text_(text) {}

ForwardLines::~ForwardLines() = default;

void ForwardLines::fail(std::string message) {
  error_ = std::move(message);
  throw InputError(error_);
}

bool ForwardLines::read_one() {
  if (!error_.empty()) throw InputError(error_);
  if (end_) return false;
  if (!reader_) {  // a text in memory
    if (pos_ >= text_.size()) {
      end_ = true;
      return false;
    }
    std::size_t e = text_.find('\n', pos_);
    if (e == std::string_view::npos) e = text_.size();
    if (e > pos_) {
      if (count_ >= mark_) kept_.push_back(Kept{count_, text_.substr(pos_, e - pos_), std::string()});
      last_nonempty_ = count_;
    }
    pos_ = e + 1;
    ++count_;
    return true;
  }
  // A run of empty lines in one step: they are counted, never kept.
  if (const std::size_t empty = reader_->skip_empty_lines(); empty > 0) {
    if (reader_->consumed() > limits_.max_bytes)
      fail(in_->path() + ": file larger than " + size_text(limits_.max_bytes) + "; check the file");
    count_ += empty;
    return true;
  }
  std::string buf;
  if (!spare_.empty()) {
    buf.swap(spare_.back());
    spare_.pop_back();
  }
  const LineReader::Status st = reader_->next_line(buf);
  if (st == LineReader::Status::too_long)
    fail(in_->path() + ":" + std::to_string(reader_->number()) + ": line longer than " + size_text(limits_.max_line) +
         "; no line of this input is that long");
  if (st == LineReader::Status::end) {
    end_ = true;
    spare_.push_back(std::move(buf));
    return false;
  }
  // The byte cap, counted as the lines are consumed: read_text_file's refusal, at the line
  // that passes it.
  if (reader_->consumed() > limits_.max_bytes)
    fail(in_->path() + ": file larger than " + size_text(limits_.max_bytes) + "; check the file");
  if (!buf.empty()) {
    last_nonempty_ = count_;
    if (count_ >= mark_) {
      kept_.push_back(Kept{count_, std::string_view(), std::move(buf)});
      kept_.back().text = kept_.back().own;
      ++count_;
      return true;
    }
  }
  spare_.push_back(std::move(buf));
  ++count_;
  return true;
}

std::size_t ForwardLines::next_nonempty(std::size_t i) {
  for (const Kept& k : kept_)
    if (k.index >= i) return k.index;
  while (read_one())
    if (!kept_.empty() && kept_.back().index >= i) return kept_.back().index;
  return npos;
}

bool ForwardLines::exists(std::size_t i) {
  while (count_ <= i)
    if (!read_one()) return false;
  return true;
}

std::string_view ForwardLines::line(std::size_t i) const {
  if (i < mark_ || i >= count_) throw std::logic_error("ForwardLines: line " + std::to_string(i) + " is not held");
  for (auto it = kept_.rbegin(); it != kept_.rend(); ++it) {
    if (it->index == i) return it->text;
    if (it->index < i) break;
  }
  return std::string_view();  // an empty line
}

void ForwardLines::mark(std::size_t i) {
  if (i <= mark_) return;
  mark_ = i;
  while (!kept_.empty() && kept_.front().index < i) {
    std::string& s = kept_.front().own;
    // A buffer that held a long line is given back rather than kept for reuse.
    if (s.capacity() <= (std::size_t{1} << 16) && spare_.size() < 32) spare_.push_back(std::move(s));
    kept_.pop_front();
  }
}

std::string read_lines_text(const std::string& path, const ReadLimits& limits,
                            const std::function<bool(std::string_view)>& ends, std::size_t max_held_empty) {
  ForwardLines lines(path, limits);
  std::string text;
  std::size_t next = 0;  // the index of the first line not yet in `text`
  std::size_t held_empty = 0;
  bool ended = false;
  for (std::size_t i = lines.next_nonempty(0); i != ForwardLines::npos; i = lines.next_nonempty(i + 1)) {
    lines.mark(i);
    held_empty += i - next;
    if (held_empty > max_held_empty)
      throw InputError(path + ":" + std::to_string(i + 1) + ": more than " + std::to_string(max_held_empty) +
                       " empty lines between the log's lines: this command holds the log's text with its line "
                       "numbers (bm validate and bm replay stream any log); remove the empty lines (grep -v '^$')");
    text.append(i - next, '\n');  // the empty lines before it
    text.append(lines.line(i));
    text += '\n';
    next = i + 1;
    if (ended) break;  // the line after the last: kept, nothing after it is read
    ended = ends && ends(lines.line(i));
  }
  return text;
}

}  // namespace bm
