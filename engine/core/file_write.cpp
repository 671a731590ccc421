#include "bm/core/file_write.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <streambuf>
#include <vector>

#include "bm/core/error.hpp"

namespace bm {

namespace {

std::string errno_text(int e) { return std::strerror(e != 0 ? e : EIO); }

[[noreturn]] void fail_writing(const std::string& path, int e, const std::string& detail = "") {
  throw OutputError("writing " + (path == "-" ? std::string("standard output") : path) + ": " +
                    (detail.empty() ? "" : detail + ": ") + errno_text(e));
}

// Writes all of [data, data + n) to fd; false (errno set) on failure.
bool write_all(int fd, const char* data, std::size_t n) {
  while (n > 0) {
    const ssize_t w = ::write(fd, data, n);
    if (w < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    if (w == 0) {
      errno = EIO;
      return false;
    }
    data += w;
    n -= static_cast<std::size_t>(w);
  }
  return true;
}

// A descriptor that names standard output or another inherited stream: "-", /dev/stdout,
// /dev/stderr, /dev/fd/N, /proc/self/fd/N (written to the descriptor itself: opening the path
// again would start at offset 0 of a file the shell opened, or replace its link).
int inherited_fd(const std::string& path) {
  if (path == "-" || path == "/dev/stdout") return 1;
  if (path == "/dev/stderr") return 2;
  for (const char* prefix : {"/dev/fd/", "/proc/self/fd/"}) {
    const std::size_t n = std::strlen(prefix);
    if (path.size() > n && path.size() <= n + 4 && path.compare(0, n, prefix) == 0) {
      int fd = 0;
      for (std::size_t i = n; i < path.size(); ++i) {
        if (path[i] < '0' || path[i] > '9') return -1;
        fd = fd * 10 + (path[i] - '0');
      }
      return fd;
    }
  }
  return -1;
}

bool under_system_tree(const std::string& path) {
  return path.rfind("/dev/", 0) == 0 || path.rfind("/proc/", 0) == 0 || path.rfind("/sys/", 0) == 0;
}

// A buffer in front of a descriptor that remembers the first error (errno) instead of throwing
// from inside the iostream machinery.
class FdBuf : public std::streambuf {
 public:
  FdBuf() : buf_(1u << 16) { setp(buf_.data(), buf_.data() + buf_.size()); }
  void attach(int fd) { fd_ = fd; }
  int error() const { return err_; }
  bool drain() {
    const std::size_t n = static_cast<std::size_t>(pptr() - pbase());
    if (n > 0 && err_ == 0 && !write_all(fd_, pbase(), n)) err_ = errno != 0 ? errno : EIO;
    setp(buf_.data(), buf_.data() + buf_.size());
    return err_ == 0;
  }

 protected:
  int_type overflow(int_type c) override {
    if (!drain()) return traits_type::eof();
    if (!traits_type::eq_int_type(c, traits_type::eof())) {
      *pptr() = traits_type::to_char_type(c);
      pbump(1);
    }
    return traits_type::not_eof(c);
  }
  int sync() override { return drain() ? 0 : -1; }

 private:
  std::vector<char> buf_;
  int fd_ = -1;
  int err_ = 0;
};

std::atomic<unsigned> temp_counter{0};

}  // namespace

struct OutputFile::Impl {
  int fd = -1;
  bool own_fd = true;    // false for an inherited descriptor (stdout)
  bool replace = false;  // a temporary renamed over `target` by commit()
  bool done = false;
  std::string target;   // the file the temporary replaces (links resolved)
  std::string writing;  // the temporary, or the target written through
  FdBuf buf;
  std::ostream os{&buf};

  void close_fd() {
    if (fd >= 0 && own_fd) ::close(fd);
    fd = -1;
  }
  void discard() {
    close_fd();
    if (replace && !done) ::unlink(writing.c_str());
    done = true;
  }
};

namespace {

void open_temporary(OutputFile::Impl& m, const std::string& path, const struct stat* existing) {
  const auto slash = m.target.rfind('/');
  const std::string dir = slash == std::string::npos ? std::string() : m.target.substr(0, slash + 1);
  const std::string base = slash == std::string::npos ? m.target : m.target.substr(slash + 1);
  const mode_t mode = existing ? (existing->st_mode & 07777) : 0666;
  for (int attempt = 0; attempt < 100; ++attempt) {
    m.writing = dir + "." + base + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(temp_counter++);
    m.fd = ::open(m.writing.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode);
    if (m.fd >= 0 || errno != EEXIST) break;
  }
  if (m.fd < 0) fail_writing(path, errno, "cannot create a temporary file next to it");
  m.replace = true;
  if (existing) (void)::fchmod(m.fd, mode);  // keep the replaced file's permissions (umask aside)
}

void open_through(OutputFile::Impl& m, const std::string& path, int flags) {
  m.writing = path;
  m.fd = ::open(path.c_str(), flags | O_CLOEXEC, 0666);
  if (m.fd < 0) fail_writing(path, errno);
}

}  // namespace

OutputFile::OutputFile(const std::string& path, OutputMode mode) : path_(path), impl_(std::make_unique<Impl>()) {
  Impl& m = *impl_;
  if (path.empty()) throw InputError("an output file name is empty");
  if (const int fd = inherited_fd(path); fd >= 0) {
    if (fd == 1) std::cout.flush();
    m.fd = fd;
    m.own_fd = false;
    m.writing = path;
  } else {
    struct stat st {};
    const bool exists = ::lstat(path.c_str(), &st) == 0;
    if (!exists && errno != ENOENT) fail_writing(path, errno);
    if (exists && S_ISDIR(st.st_mode)) fail_writing(path, EISDIR);
    m.target = path;
    if (exists && S_ISLNK(st.st_mode)) {
      struct stat to {};
      if (::stat(path.c_str(), &to) != 0) fail_writing(path, errno, "a symbolic link to nowhere");
      if (S_ISDIR(to.st_mode)) fail_writing(path, EISDIR);
      if (S_ISREG(to.st_mode) && !under_system_tree(path)) {
        // Replace the file the link names; the link stays.
        char* real = ::realpath(path.c_str(), nullptr);
        if (!real) fail_writing(path, errno);
        m.target = real;
        std::free(real);
        st = to;
      } else {
        st = to;  // a link to a device or a FIFO: written through below
      }
    }
    if (exists && !S_ISREG(st.st_mode)) open_through(m, path, O_WRONLY | O_NOCTTY);
    else if (mode == OutputMode::journal) open_through(m, m.target, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW);
    else open_temporary(m, path, exists ? &st : nullptr);
  }
  m.buf.attach(m.fd);
}

OutputFile::~OutputFile() {
  if (!impl_->done) impl_->discard();
}

std::ostream& OutputFile::stream() { return impl_->os; }

void OutputFile::write(std::string_view text) {
  impl_->os.write(text.data(), static_cast<std::streamsize>(text.size()));
}

const std::string& OutputFile::writing_to() const { return impl_->writing; }

void OutputFile::flush() {
  Impl& m = *impl_;
  if (!m.buf.drain()) {
    const int e = m.buf.error();
    m.discard();
    fail_writing(path_, e);
  }
}

void OutputFile::commit() {
  Impl& m = *impl_;
  flush();
  if (m.own_fd) {
    const int fd = m.fd;
    m.fd = -1;
    if (::close(fd) != 0) {
      const int e = errno;
      m.discard();
      fail_writing(path_, e);
    }
  }
  if (m.replace && ::rename(m.writing.c_str(), m.target.c_str()) != 0) {
    const int e = errno;
    m.discard();
    fail_writing(path_, e, "cannot replace it");
  }
  m.done = true;
}

void make_output_dir(const std::string& dir, const std::string& what) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) throw InputError(what + " " + dir + ": cannot create the directory");
}

void write_file_atomic(const std::string& path, const std::string& text) {
  OutputFile f(path);
  f.write(text);
  f.commit();
}

bool output_is_replaced(const std::string& path) {
  if (path.empty() || inherited_fd(path) >= 0) return false;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return true;  // a new file (or an error open will report)
  return S_ISREG(st.st_mode) && !under_system_tree(path);
}

std::string file_name_component(std::string_view name, std::size_t max) {
  std::string out;
  for (const char ch : name.substr(0, max)) {
    const auto c = static_cast<unsigned char>(ch);
    const bool keep =
        (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
    out += keep ? ch : '_';
  }
  return out.empty() ? "_" : out;
}

void refuse_output_over_input(const std::string& output, const std::string& what,
                              const std::vector<std::string>& inputs) {
  struct stat out {};
  if (output.empty() || output == "-" || ::stat(output.c_str(), &out) != 0 || !S_ISREG(out.st_mode)) return;
  for (const auto& in : inputs) {
    struct stat st {};
    if (in.empty() || in == "-" || ::stat(in.c_str(), &st) != 0) continue;
    if (st.st_dev == out.st_dev && st.st_ino == out.st_ino)
      throw InputError(what + " '" + output + "': is also an input of this command ('" + in +
                       "'); writing it would destroy that input");
  }
}

namespace {
FdBuf* stdout_buf = nullptr;  // never freed: std::cout may be flushed after static destructors
}  // namespace

void route_stdout() {
  if (stdout_buf) return;
  std::cout.flush();
  stdout_buf = new FdBuf;
  stdout_buf->attach(1);
  std::cout.rdbuf(stdout_buf);
}

void check_stdout() {
  std::cout.flush();
  if (stdout_buf ? stdout_buf->error() != 0 : (std::fflush(stdout) != 0 || std::cout.fail())) {
    const int e = stdout_buf ? stdout_buf->error() : errno;
    std::cout.clear();
    throw OutputError("writing standard output: " + errno_text(e));
  }
}

}  // namespace bm
