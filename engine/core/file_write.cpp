#include "bm/core/file_write.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <set>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <mutex>
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

// What a SIGPIPE death removes (install_sigpipe_cleanup): the temporaries being written and the
// fresh directories of unfinished multi-file outputs, with the files already in them. Fixed
// slots, so that the handler only reads plain memory and calls unlink/rmdir.
struct CleanupSlot {
  std::atomic<int> state{0};  // 0 free, 1 being filled, 2 registered
  bool dir = false;
  char path[4096] = {};
};
constexpr int kCleanupSlots = 256;
CleanupSlot cleanup_slots[kCleanupSlots];

int register_cleanup(const std::string& path, bool dir) {
  if (path.empty() || path.size() >= sizeof cleanup_slots[0].path) return -1;
  for (int i = 0; i < kCleanupSlots; ++i) {
    int expected = 0;
    if (!cleanup_slots[i].state.compare_exchange_strong(expected, 1)) continue;
    std::memcpy(cleanup_slots[i].path, path.c_str(), path.size() + 1);
    cleanup_slots[i].dir = dir;
    cleanup_slots[i].state.store(2);
    return i;
  }
  return -1;  // best effort: more than 256 files in flight are not cleaned up on SIGPIPE
}

void unregister_cleanup(int& slot) {
  if (slot >= 0) cleanup_slots[slot].state.store(0);
  slot = -1;
}

extern "C" void on_sigpipe(int) {
  for (bool dirs : {false, true})
    for (int i = kCleanupSlots - 1; i >= 0; --i)
      if (cleanup_slots[i].state.load() == 2 && cleanup_slots[i].dir == dirs) {
        if (dirs) ::rmdir(cleanup_slots[i].path);
        else ::unlink(cleanup_slots[i].path);
      }
  // SA_RESETHAND made SIGPIPE's action the default again: raised now, it is delivered when
  // this handler returns, and the process dies of it as a filter does.
  ::raise(SIGPIPE);
}

// One path component for a file inside an output directory (a bug otherwise: names come from
// the code or through file_name_component).
void check_component(const std::string& name) {
  if (name.empty() || name == "." || name == ".." || name.find('/') != std::string::npos)
    throw std::logic_error("OutputDir: '" + name + "' is not one file name");
}

const char* file_kind(mode_t mode) {
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISFIFO(mode)) return "a FIFO";
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  return "not a regular file";
}

}  // namespace

struct OutputDir::Impl {
  std::string what, holder;
  OutputDir::Mode mode = OutputDir::Mode::in_place;
  int dfd = -1;                           // the named directory
  int lock_fd = -1;                       // its .bm-lock, locked
  std::vector<std::string> old_manifest;  // what the run before wrote there (fresh)
  std::string real;                       // the named directory's real path (fresh)
  std::string stage;                      // the new directory beside it (fresh)
  int sfd = -1, stage_lock_fd = -1;
  std::vector<int> slots;  // cleanup registrations of the stage and its files
  std::vector<std::string> written;
  bool committed = false;
  std::mutex mu;  // bm check's workers write their failure logs concurrently

  Impl() = default;
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;
  // Also when OutputDir's constructor throws half-way: an unfinished new directory is removed,
  // the registrations dropped, the locks released.
  ~Impl() {
    if (mode == OutputDir::Mode::fresh && !committed && !stage.empty()) {
      std::error_code ec;
      std::filesystem::remove_all(stage, ec);
    }
    for (int& slot : slots) unregister_cleanup(slot);
    for (int fd : {stage_lock_fd, sfd, lock_fd, dfd})
      if (fd >= 0) ::close(fd);  // closing the lock files releases the locks
  }

  int write_fd() const { return mode == OutputDir::Mode::fresh ? sfd : dfd; }
  // A file now complete in the directory being written.
  void wrote(const std::string& name) {
    const std::lock_guard<std::mutex> hold(mu);
    written.push_back(name);
    if (mode == OutputDir::Mode::fresh) slots.push_back(register_cleanup(stage + "/" + name, false));
  }
};

struct OutputFile::Impl {
  int fd = -1;
  bool own_fd = true;    // false for an inherited descriptor (stdout)
  bool replace = false;  // a temporary renamed over `target` by commit()
  bool done = false;
  int at = AT_FDCWD;               // the directory `target` and the temporary are relative to
  std::string target;              // the file the temporary replaces (links resolved)
  std::string temp;                // the temporary, relative to `at`
  std::string writing;             // the temporary, or the target written through
  OutputDir::Impl* dir = nullptr;  // inside an output directory
  int slot = -1;                   // the temporary's cleanup registration (SIGPIPE)
  FdBuf buf;
  std::ostream os{&buf};

  void close_fd() {
    if (fd >= 0 && own_fd) ::close(fd);
    fd = -1;
  }
  void discard() {
    close_fd();
    if (replace && !done) ::unlinkat(at, temp.c_str(), 0);
    unregister_cleanup(slot);
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
  m.temp = m.writing;
  m.slot = register_cleanup(m.writing, false);
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

// Inside an output directory: `name` relative to the directory being written (the named one,
// or the fresh one of OutputDir::Mode::fresh), never through a link (issue 31, classes 3, 8).
OutputFile::OutputFile(OutputDir& dir, const std::string& name, OutputMode mode)
    : path_(dir.path(name)), impl_(std::make_unique<Impl>()) {
  check_component(name);
  Impl& m = *impl_;
  OutputDir::Impl& d = dir.impl();
  m.dir = &d;
  m.at = d.write_fd();
  m.target = name;
  struct stat st {};
  const bool exists = ::fstatat(m.at, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0;
  if (!exists && errno != ENOENT) fail_writing(path_, errno);
  if (exists && !S_ISREG(st.st_mode))
    throw OutputError("writing " + path_ + ": " + file_kind(st.st_mode) +
                      " is in its place: inside an output directory bm writes regular files only and never "
                      "follows a link or opens a special file (remove it)");
  const mode_t perm = exists ? (st.st_mode & 07777) : 0666;
  const std::string where = (d.mode == OutputDir::Mode::fresh ? d.stage : dir.dir()) + "/";
  for (int attempt = 0; attempt < 100; ++attempt) {
    m.temp = "." + name + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(temp_counter++);
    m.fd = ::openat(m.at, m.temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, perm);
    if (m.fd >= 0 || errno != EEXIST) break;
  }
  if (m.fd < 0) fail_writing(path_, errno, "cannot create a temporary file next to it");
  m.writing = where + m.temp;
  m.replace = true;
  if (exists) (void)::fchmod(m.fd, perm);
  if (mode == OutputMode::journal) {
    // A new empty journal takes the name at once (rename never follows a link), then grows in
    // place: an interruption keeps every line flushed.
    if (::renameat(m.at, m.temp.c_str(), m.at, name.c_str()) != 0) {
      const int e = errno;
      m.discard();
      fail_writing(path_, e, "cannot create it");
    }
    m.replace = false;
    m.writing = where + name;
  } else {
    m.slot = register_cleanup(m.writing, false);
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
  if (m.replace && ::renameat(m.at, m.temp.c_str(), m.at, m.target.c_str()) != 0) {
    const int e = errno;
    m.discard();
    fail_writing(path_, e, "cannot replace it");
  }
  unregister_cleanup(m.slot);
  m.done = true;
  if (m.dir) m.dir->wrote(m.target);
}

void make_output_dir(const std::string& dir, const std::string& what) {
  if (dir == "-")
    throw InputError(what +
                     " -: a directory is expected here, and standard output cannot hold files; name a "
                     "directory");
  if (dir.empty()) throw InputError(what + ": the directory name is empty");
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) throw InputError(what + " " + dir + ": cannot create the directory");
}

namespace {

std::string read_all_fd(int fd) {
  std::string text;
  char buf[4096];
  for (off_t off = 0; text.size() < (1u << 20);) {
    const ssize_t r = ::pread(fd, buf, sizeof buf, off);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) break;
    text.append(buf, static_cast<std::size_t>(r));
    off += r;
  }
  return text;
}

bool put_text_fd(int fd, const std::string& text) {
  return ::ftruncate(fd, 0) == 0 && ::lseek(fd, 0, SEEK_SET) == 0 && write_all(fd, text.data(), text.size());
}

void put_all_fd(int fd, const std::string& text, const std::string& display) {
  if (!put_text_fd(fd, text)) fail_writing(display, errno);
}

// Opens and locks `.bm-lock` inside the directory `dfd` (created when missing; a link, FIFO or
// other non-file planted under that name is removed, never followed). Returns the descriptor, or
// -1 with `held_by` set to the holder's line when another process holds the lock.
int lock_dir(int dfd, const std::string& display, std::string& held_by, std::string& content) {
  const std::string lock_path = display + "/.bm-lock";
  for (int attempt = 0; attempt < 3; ++attempt) {
    const int fd = ::openat(dfd, ".bm-lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0666);
    if (fd < 0) {
      if (errno == ELOOP || errno == ENXIO || errno == EISDIR || errno == EWOULDBLOCK) {
        if (::unlinkat(dfd, ".bm-lock", 0) != 0) (void)::unlinkat(dfd, ".bm-lock", AT_REMOVEDIR);
        continue;
      }
      fail_writing(lock_path, errno);
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
      ::close(fd);
      (void)::unlinkat(dfd, ".bm-lock", 0);
      continue;
    }
    if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
      const int e = errno;
      if (e != EWOULDBLOCK) {
        ::close(fd);
        fail_writing(lock_path, e, "cannot lock it");
      }
      const std::string text = read_all_fd(fd);
      ::close(fd);
      held_by = text.substr(0, text.find('\n'));
      if (held_by.empty()) held_by = "holder unknown";
      return -1;
    }
    content = read_all_fd(fd);
    return fd;
  }
  throw OutputError("writing " + lock_path + ": cannot create the lock file");
}

}  // namespace

OutputDir::OutputDir(const std::string& dir, const std::string& what, const std::string& holder, Mode mode)
    : dir_(dir), impl_(std::make_unique<Impl>()) {
  make_output_dir(dir, what);  // refuses "-", "", a file
  while (dir_.size() > 1 && dir_.back() == '/') dir_.pop_back();
  Impl& m = *impl_;
  m.what = what;
  m.holder = holder + ", pid " + std::to_string(::getpid());
  m.mode = mode;
  std::string content;
  for (int attempt = 0; attempt < 5 && m.lock_fd < 0; ++attempt) {
    m.dfd = ::open(dir_.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m.dfd < 0) throw InputError(what + " " + dir_ + ": cannot open the directory: " + errno_text(errno));
    std::string held;
    m.lock_fd = lock_dir(m.dfd, dir_, held, content);
    if (m.lock_fd < 0)
      throw InputError(what + " " + dir_ + ": in use by another bm run (" + held +
                       "); one run writes an output directory at a time: wait for it to end, or name another "
                       "directory");
    // Another run may have swapped a new directory in between open and lock: lock that one.
    struct stat named {
    }, held_dir{};
    if (::stat(dir_.c_str(), &named) == 0 && ::fstat(m.dfd, &held_dir) == 0 && named.st_dev == held_dir.st_dev &&
        named.st_ino == held_dir.st_ino)
      break;
    ::close(m.lock_fd);
    ::close(m.dfd);
    m.lock_fd = m.dfd = -1;
  }
  if (m.lock_fd < 0) throw InputError(what + " " + dir_ + ": the directory keeps being replaced by another run");
  // Line 1: the holder; the lines after it: the files the last fresh run wrote (its manifest).
  std::string rest;
  if (const auto nl = content.find('\n'); nl != std::string::npos) rest = content.substr(nl + 1);
  for (std::size_t pos = 0; pos < rest.size();) {
    const auto nl = rest.find('\n', pos);
    const std::string line = rest.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    if (!line.empty()) m.old_manifest.push_back(line);
    pos = nl == std::string::npos ? rest.size() : nl + 1;
  }
  // The holder's name is for the message a second run prints: the lock holds without it (a full
  // disk is reported by the outputs themselves).
  (void)put_text_fd(m.lock_fd, m.holder + "\n" + rest);
  if (mode == Mode::in_place) return;

  char* real = ::realpath(dir_.c_str(), nullptr);
  if (!real) throw InputError(what + " " + dir_ + ": " + errno_text(errno));
  m.real = real;
  std::free(real);
  char* here = ::realpath(".", nullptr);
  const std::string cwd = here ? here : "";
  std::free(here);
  if (m.real == "/" || cwd == m.real || cwd.rfind(m.real + "/", 0) == 0)
    throw InputError(what + " " + dir_ +
                     ": this output replaces its directory whole, and this one is the current directory or one of "
                     "its parents: name a directory of its own (e.g. " +
                     what + " pages/)");
  const auto slash = m.real.rfind('/');
  const std::string parent = slash == 0 ? "/" : m.real.substr(0, slash), base = m.real.substr(slash + 1);
  for (int attempt = 0; attempt < 100; ++attempt) {
    m.stage = (parent == "/" ? "" : parent) + "/." + base + ".bm-new-" + std::to_string(::getpid()) + "-" +
              std::to_string(temp_counter++);
    if (::mkdir(m.stage.c_str(), 0700) == 0) break;
    if (errno != EEXIST) {
      const int e = errno;
      m.stage.clear();
      fail_writing(dir_, e, "cannot create its new version beside it");
    }
  }
  m.slots.push_back(register_cleanup(m.stage, true));
  m.sfd = ::open(m.stage.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (m.sfd < 0) fail_writing(dir_, errno, "cannot open its new version");
  struct stat st {};
  if (::fstat(m.dfd, &st) == 0) (void)::fchmod(m.sfd, st.st_mode & 07777);
  std::string held, unused;
  m.stage_lock_fd = lock_dir(m.sfd, m.stage, held, unused);
  if (m.stage_lock_fd < 0) fail_writing(dir_, EWOULDBLOCK, "its new version is locked");
  m.slots.push_back(register_cleanup(m.stage + "/.bm-lock", false));
  (void)put_text_fd(m.stage_lock_fd, m.holder + "\n");
}

OutputDir::~OutputDir() = default;  // Impl::~Impl

std::string OutputDir::path(const std::string& name) const { return dir_ == "/" ? "/" + name : dir_ + "/" + name; }

void OutputDir::write_file(const std::string& name, std::string_view text) {
  OutputFile f(*this, name);
  f.write(text);
  f.commit();
}

void OutputDir::commit() {
  Impl& m = *impl_;
  if (m.mode != Mode::fresh || m.committed) return;
  // 1. What the directory holds that the run before did not write moves into the new one.
  std::vector<std::string> names;
  if (DIR* dp = ::fdopendir(::dup(m.dfd))) {
    while (const dirent* e = ::readdir(dp)) names.emplace_back(e->d_name);
    ::closedir(dp);
  }
  const std::set<std::string> old(m.old_manifest.begin(), m.old_manifest.end());
  const std::set<std::string> fresh(m.written.begin(), m.written.end());
  std::vector<std::string> moved;
  const auto move_back = [&] {
    for (const auto& n : moved) (void)::renameat(m.sfd, n.c_str(), m.dfd, n.c_str());
  };
  for (const auto& n : names) {
    if (n == "." || n == ".." || n == ".bm-lock" || old.count(n) || fresh.count(n)) continue;
    if (::renameat(m.dfd, n.c_str(), m.sfd, n.c_str()) != 0) {
      const int e = errno;
      move_back();
      fail_writing(dir_, e, "cannot move " + n + " into its new version");
    }
    moved.push_back(n);
  }
  // 2. The new directory's lock lists what this run wrote (the next run drops those).
  std::string manifest = m.holder + "\n";
  for (const auto& n : m.written) manifest += n + "\n";
  put_all_fd(m.stage_lock_fd, manifest, dir_ + "/.bm-lock");
  // 3. The swap: one rename exchanges the two directories.
  std::string old_dir = m.stage;
#ifdef RENAME_EXCHANGE
  const bool swapped = ::renameat2(AT_FDCWD, m.stage.c_str(), AT_FDCWD, m.real.c_str(), RENAME_EXCHANGE) == 0;
  const int swap_error = swapped ? 0 : errno;
#else
  // A C library without renameat2 (emscripten's, the WebAssembly build): the two renames below.
  const bool swapped = false;
  const int swap_error = ENOSYS;
#endif
  if (!swapped) {
    const int e = swap_error;
    if (e != EINVAL && e != ENOSYS && e != ENOTSUP) {
      move_back();
      fail_writing(dir_, e, "cannot put its new version in place");
    }
    // A file system without RENAME_EXCHANGE: two renames (the name is missing in between).
    old_dir = m.stage + "-old";
    if (::rename(m.real.c_str(), old_dir.c_str()) != 0) {
      const int e2 = errno;
      move_back();
      fail_writing(dir_, e2, "cannot put its new version in place");
    }
    if (::rename(m.stage.c_str(), m.real.c_str()) != 0) {
      const int e2 = errno;
      (void)::rename(old_dir.c_str(), m.real.c_str());
      move_back();
      fail_writing(dir_, e2, "cannot put its new version in place");
    }
  }
  for (int& slot : m.slots) unregister_cleanup(slot);
  m.committed = true;
  // 4. The old version, now beside it, holds bm's files of the run before only.
  std::error_code ec;
  std::filesystem::remove_all(old_dir, ec);
}

void install_sigpipe_cleanup() {
  struct sigaction sa {};
  sa.sa_handler = on_sigpipe;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = static_cast<int>(SA_RESETHAND);  // 0x80000000: an unsigned constant for an int field
  sigaction(SIGPIPE, &sa, nullptr);
}

void write_file_atomic(const std::string& path, const std::string& text) {
  OutputFile f(path);
  f.write(text);
  f.commit();
}

bool names_stdout(const std::string& path) { return inherited_fd(path) == 1; }

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
