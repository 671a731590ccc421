#include "bm/core/file_write.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <csignal>
#include <map>

#include <algorithm>
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
#include "bm/core/file_read.hpp"

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

// ---- bm's bookkeeping inside an output directory (docs/cli.md#output-directories): the lock
// `.bm-lock`, the manifest `.bm-manifest` (what bm wrote there, each file with its identity),
// and the temporaries `.NAME.tmp-PID-N` of files being written.

constexpr const char* kLock = ".bm-lock";
constexpr const char* kManifest = ".bm-manifest";
constexpr const char* kManifestHeader = "bm output manifest 1\n";
constexpr ReadLimits kBookLimits{std::size_t{1} << 20, std::size_t{1} << 20};

// name -> the identities bm gave that name: "INO SIZE MTIME_NS" of a file written whole, or
// "INO - -" of a journal (it grows in place, so its inode alone names it).
using Manifest = std::map<std::string, std::vector<std::string>>;

std::string identity(const struct stat& st, bool journal) {
  const std::string ino = std::to_string(st.st_ino);
  if (journal) return ino + " - -";
  const long long ns = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
  return ino + " " + std::to_string(st.st_size) + " " + std::to_string(ns);
}

bool listed(const Manifest& m, const std::string& name, const struct stat& st) {
  const auto it = m.find(name);
  if (it == m.end()) return false;
  for (const auto& id : it->second)
    if (id == identity(st, false) || id == identity(st, true)) return true;
  return false;
}

// Why an entry is not a file bm may have made, or "" when it may be: bm makes regular files of
// one link, owned by the user it runs as.
std::string not_bms(const struct stat& st) {
  if (!S_ISREG(st.st_mode)) return file_kind(st.st_mode);
  if (st.st_nlink != 1) return "a file with another hard link";
  if (st.st_uid != ::geteuid()) return "a file of another owner";
  return "";
}

[[noreturn]] void refuse_entry(const std::string& display, const std::string& why, const std::string& dir) {
  throw OutputError("writing " + display + ": " + why +
                    " is in its place: in an output directory bm replaces only the regular files it wrote "
                    "there (listed in " +
                    dir + "/" + kManifest +
                    "), never follows a link and never opens a special file; move it away or remove it");
}

// Refuses (OutputError, exit 4) the entry `name` of `dfd` unless it is absent or a file bm wrote
// there and nobody changed since (its identity in `m`).
void require_bms(int dfd, const std::string& name, const std::string& display, const std::string& dir,
                 const Manifest& m) {
  struct stat st {};
  if (::fstatat(dfd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0) {
    if (errno == ENOENT) return;
    fail_writing(display, errno);
  }
  std::string why = not_bms(st);
  if (why.empty() && !m.count(name)) why = "a file bm did not write";
  if (why.empty() && !listed(m, name, st)) why = "a file changed since bm wrote it";
  if (!why.empty()) refuse_entry(display, why, dir);
}

// Reads bm's small file `name` of `dfd` through the one reader; "" when it is absent.
// `why` says what is wrong when the entry cannot be bm's (not regular, too large, unreadable).
std::string read_book(int dfd, const char* name, const std::string& display, std::string& why) {
  struct stat st {};
  if (::fstatat(dfd, name, &st, AT_SYMLINK_NOFOLLOW) != 0) {
    if (errno == ENOENT) return "";
    fail_writing(display, errno);
  }
  why = not_bms(st);
  if (!why.empty()) return "";
  try {
    InputFile in(dfd, name, display);
    return read_text_file(in, kBookLimits);
  } catch (const InputError&) {
    why = "a file bm did not write";
    return "";
  }
}

// The manifest of the directory `dfd` (empty when it has none). An entry of that name that is
// not bm's (a link, a FIFO, a hard link, another owner's file, a text without bm's first line)
// is refused: bm writes that name.
Manifest read_manifest(int dfd, const std::string& dir) {
  const std::string display = dir + "/" + kManifest;
  std::string why;
  const std::string text = read_book(dfd, kManifest, display, why);
  Manifest m;
  if (why.empty() && !text.empty() && text.rfind(kManifestHeader, 0) != 0) why = "a file bm did not write";
  for (std::size_t pos = std::strlen(kManifestHeader); why.empty() && pos < text.size();) {
    const std::size_t nl = text.find('\n', pos);
    const std::string line = text.substr(pos, nl == std::string::npos ? std::string::npos : nl - pos);
    pos = nl == std::string::npos ? text.size() : nl + 1;
    const std::size_t a = line.find(' '), b = a == std::string::npos ? a : line.find(' ', a + 1);
    const std::size_t c = b == std::string::npos ? b : line.find(' ', b + 1);
    if (c == std::string::npos || c + 1 >= line.size()) why = "a file bm did not write";
    else m[line.substr(c + 1)].push_back(line.substr(0, c));
  }
  if (!why.empty())
    throw OutputError("writing " + display + ": " + why +
                      " is in its place: bm keeps there the list of the files it wrote in " + dir +
                      ", and replaces nothing else; move it away or remove it");
  return m;
}

// Writes the manifest `m` of the directory `dfd` whole: a temporary renamed over the name. A
// failure is reported as one of writing `display` (the file whose listing it is: a full disk
// says "writing D/report.json: No space left on device").
void write_manifest(int dfd, const Manifest& m, const std::string& display) {
  std::string text = kManifestHeader;
  for (const auto& [name, ids] : m)
    for (const auto& id : ids) text += id + " " + name + "\n";
  const std::string temp =
      std::string(kManifest) + ".tmp-" + std::to_string(::getpid()) + "-" + std::to_string(temp_counter++);
  const int fd = ::openat(dfd, temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
  if (fd < 0) fail_writing(display, errno, "cannot list it in " + std::string(kManifest));
  bool ok = write_all(fd, text.data(), text.size());
  int e = ok ? 0 : errno;
  if (::close(fd) != 0 && ok) ok = false, e = errno;
  if (ok && ::renameat(dfd, temp.c_str(), dfd, kManifest) != 0) ok = false, e = errno;
  if (!ok) {
    (void)::unlinkat(dfd, temp.c_str(), 0);
    fail_writing(display, e);
  }
}

// "PID-N" -> PID; 0 when `s` is not exactly that.
pid_t pid_dash_n(std::string_view s) {
  const std::size_t dash = s.find('-');
  if (dash == 0 || dash == std::string_view::npos || dash + 1 >= s.size() || dash > 9) return 0;
  for (std::size_t i = 0; i < s.size(); ++i)
    if (i != dash && (s[i] < '0' || s[i] > '9')) return 0;
  return static_cast<pid_t>(std::stol(std::string(s.substr(0, dash))));
}

// The process that made a temporary ".NAME.tmp-PID-N" (0: `name` is not one; `base`, when not
// empty, must be its NAME).
pid_t temp_pid(const std::string& name, const std::string& base = "") {
  const std::size_t at = name.rfind(".tmp-");
  if (name.size() < 2 || name[0] != '.' || at == std::string::npos || at < 2) return 0;
  if (!base.empty() && name.compare(1, at - 1, base) != 0) return 0;
  return pid_dash_n(std::string_view(name).substr(at + 5));
}

// True when the process `pid` has ended (a pid in use again counts as alive: kept, not removed).
bool gone(pid_t pid) { return pid > 0 && pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH; }

std::vector<std::string> list_dir(int dfd) {
  std::vector<std::string> names;
  const int fd = ::dup(dfd);
  if (fd < 0) return names;
  if (DIR* dp = ::fdopendir(fd)) {
    ::rewinddir(dp);
    while (const dirent* e = ::readdir(dp))
      if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0) names.emplace_back(e->d_name);
    ::closedir(dp);
  } else {
    ::close(fd);
  }
  return names;
}

// A dead run's temporary (`base`: of that file only): a regular file bm may have made whose
// process has ended.
bool dead_temporary(int dfd, const std::string& name, const std::string& base = "") {
  struct stat st {};
  return gone(temp_pid(name, base)) && ::fstatat(dfd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 &&
         not_bms(st).empty();
}

// Removes, and says so, the temporaries that killed runs left in `dfd` (`prefix` + name is how
// messages print them).
void remove_dead_temporaries(int dfd, const std::string& prefix, const std::string& base = "") {
  for (const auto& n : list_dir(dfd))
    if (dead_temporary(dfd, n, base) && ::unlinkat(dfd, n.c_str(), 0) == 0)
      std::cerr << "bm: removed " << prefix << n << ", left by an interrupted bm run (pid " << temp_pid(n) << ")\n";
}

// Moves the entry `name` from `from` to `to`, never over an entry there.
bool move_entry(int from, int to, const std::string& name) {
#ifdef RENAME_NOREPLACE
  if (::renameat2(from, name.c_str(), to, name.c_str(), RENAME_NOREPLACE) == 0) return true;
  if (errno != EINVAL && errno != ENOSYS && errno != ENOTSUP) return false;
#endif
  struct stat st {};
  if (::fstatat(to, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0 || errno != ENOENT) return false;
  return ::renameat(from, name.c_str(), to, name.c_str()) == 0;
}

// Whether the entry `name` of a directory bm made or replaced is bm's own: its lock, its
// manifest, a file the manifest lists unchanged, a dead run's temporary (or one of this run's
// when `self`).
bool bms_entry(int dfd, const std::string& name, const Manifest& m, bool self) {
  struct stat st {};
  if (::fstatat(dfd, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0 || !not_bms(st).empty()) return false;
  if (name == kLock || name == kManifest) return true;
  if (const pid_t p = temp_pid(name); p > 0 && (gone(p) || (self && p == ::getpid()))) return true;
  return listed(m, name, st);
}

// Empties the directory `path` (a new output never swapped in, or the old one swapped out) of
// bm's own entries and removes it. Anything else (a user's file moved there by a run killed
// before its swap) goes back into `back`, the output directory, under its name. Returns what
// could not go back: it stays, and the directory with it.
std::vector<std::string> clear_bm_dir(const std::string& path, int back, bool self) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) return {};
  Manifest m;
  try {
    m = read_manifest(fd, path);
  } catch (const OutputError&) {
    // not bm's manifest: nothing in this directory is taken for bm's but its lock and temporaries
  }
  std::vector<std::string> kept;
  for (const auto& n : list_dir(fd)) {
    if (bms_entry(fd, n, m, self) && ::unlinkat(fd, n.c_str(), 0) == 0) continue;
    if (back < 0 || !move_entry(fd, back, n)) kept.push_back(n);
  }
  ::close(fd);
  if (kept.empty()) (void)::rmdir(path.c_str());
  return kept;
}

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

// The new version of the output directory BASE in `parent`: ".BASE.bm-new-PID-N", and
// ".BASE.bm-new-PID-N-old" for the old one where a file system cannot exchange two directories.
pid_t stage_pid(const std::string& name, const std::string& base) {
  const std::string prefix = "." + base + ".bm-new-";
  if (name.compare(0, prefix.size(), prefix) != 0) return 0;
  std::string rest = name.substr(prefix.size());
  if (rest.size() > 4 && rest.compare(rest.size() - 4, 4, "-old") == 0) rest.resize(rest.size() - 4);
  return pid_dash_n(rest);
}

// The new (or old) versions of the output directory `real` that killed runs left beside it:
// emptied of bm's files, the user's files put back into `dfd`, removed, and said so.
void clear_dead_stages(const std::string& real, int dfd) {
  const auto slash = real.rfind('/');
  if (slash == std::string::npos || real == "/") return;
  const std::string parent = slash == 0 ? "/" : real.substr(0, slash), base = real.substr(slash + 1);
  const int pfd = ::open(parent.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (pfd < 0) return;
  for (const auto& n : list_dir(pfd)) {
    const pid_t pid = stage_pid(n, base);
    struct stat st {};
    if (!gone(pid) || ::fstatat(pfd, n.c_str(), &st, AT_SYMLINK_NOFOLLOW) != 0 || !S_ISDIR(st.st_mode) ||
        st.st_uid != ::geteuid())
      continue;
    const std::string path = (parent == "/" ? "" : parent) + "/" + n;
    const auto kept = clear_bm_dir(path, dfd, false);
    if (kept.empty()) std::cerr << "bm: removed " << path << ", left by an interrupted bm run (pid " << pid << ")\n";
    else
      std::cerr << "bm: kept " << path << ", left by an interrupted bm run (pid " << pid
                << "): it holds entries bm did not write that could not go back into " << real << " (" << joined(kept)
                << ")\n";
  }
  ::close(pfd);
}

}  // namespace

struct OutputDir::Impl {
  std::string what, holder;
  std::string display;  // the directory as named
  OutputDir::Mode mode = OutputDir::Mode::in_place;
  int dfd = -1;           // the named directory
  int lock_fd = -1;       // its .bm-lock, locked
  Manifest old_manifest;  // what bm wrote there before this run
  Manifest manifest;      // what the directory being written holds of bm's (saved as it changes)
  std::string real;       // the named directory's real path
  std::string stage;      // the new directory beside it (fresh)
  int sfd = -1, stage_lock_fd = -1;
  std::vector<int> slots;  // cleanup registrations of the stage and its files
  std::vector<std::string> written;
  bool committed = false;
  std::mutex mu;  // bm check's workers write their failure logs concurrently

  Impl() = default;
  Impl(const Impl&) = delete;
  Impl& operator=(const Impl&) = delete;
  // Also when OutputDir's constructor throws half-way: an unfinished new directory is removed
  // (bm's files in it; anything else goes back), the registrations dropped, the locks released.
  ~Impl() {
    if (mode == OutputDir::Mode::fresh && !committed && !stage.empty()) {
      try {
        (void)clear_bm_dir(stage, dfd, true);
      } catch (...) {  // a destructor reports nothing; what stays is cleared by the next run
      }
    }
    for (int& slot : slots) unregister_cleanup(slot);
    for (int fd : {stage_lock_fd, sfd, lock_fd, dfd})
      if (fd >= 0) ::close(fd);  // closing the lock files releases the locks
  }

  int write_fd() const { return mode == OutputDir::Mode::fresh ? sfd : dfd; }
  const std::string& write_display() const { return mode == OutputDir::Mode::fresh ? stage : display; }
  // The name `name` of the directory being written is (or is about to be) the file `id`: the
  // manifest says so before the file takes the name, so a run killed at any point leaves every
  // file of its own listed. `only`: the name holds that file now (older identities dropped).
  void record(const std::string& name, const std::string& id, bool only, const std::string& writing) {
    const std::lock_guard<std::mutex> hold(mu);
    auto& ids = manifest[name];
    if (only) ids = {id};
    else if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
    write_manifest(write_fd(), manifest, writing);
  }
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
  // The temporaries of this file that killed runs left beside it go first (and bm says so).
  if (const int dfd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
    remove_dead_temporaries(dfd, dir, base);
    ::close(dfd);
  }
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
// or the fresh one of OutputDir::Mode::fresh), never through a link, and only over a file bm
// wrote there (its manifest): anything else under the name is refused before anything is
// written (docs/cli.md#output-directories).
OutputFile::OutputFile(OutputDir& dir, const std::string& name, OutputMode mode)
    : path_(dir.path(name)), impl_(std::make_unique<Impl>()) {
  check_component(name);
  if (name == kLock || name == kManifest) throw std::logic_error("OutputDir: '" + name + "' is bm's own");
  Impl& m = *impl_;
  OutputDir::Impl& d = dir.impl();
  m.dir = &d;
  m.at = d.write_fd();
  m.target = name;
  {
    const std::lock_guard<std::mutex> hold(d.mu);
    require_bms(d.dfd, name, path_, dir.dir(), d.mode == OutputDir::Mode::fresh ? d.old_manifest : d.manifest);
    if (d.mode == OutputDir::Mode::fresh) require_bms(d.sfd, name, path_, dir.dir(), d.manifest);
  }
  struct stat st {};
  const bool exists = ::fstatat(m.at, name.c_str(), &st, AT_SYMLINK_NOFOLLOW) == 0;
  const mode_t perm = exists ? (st.st_mode & 07777) : 0666;
  const std::string where = d.write_display() + "/";
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
    // place: an interruption keeps every line flushed. Listed first, by its inode.
    struct stat jt {};
    const int e = ::fstat(m.fd, &jt) != 0 ? errno : 0;
    if (e != 0) {
      m.discard();
      fail_writing(path_, e);
    }
    try {
      d.record(name, identity(jt, true), false, path_);
    } catch (...) {
      m.discard();
      throw;
    }
    if (::renameat(m.at, m.temp.c_str(), m.at, name.c_str()) != 0) {
      const int e2 = errno;
      m.discard();
      fail_writing(path_, e2, "cannot create it");
    }
    d.record(name, identity(jt, true), true, path_);
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
  std::string id;  // inside an output directory: the file's identity, for the manifest
  if (m.own_fd) {
    const int fd = m.fd;
    m.fd = -1;
    struct stat st {};
    int e = m.dir && m.replace && ::fstat(fd, &st) != 0 ? errno : 0;
    if (::close(fd) != 0 && e == 0) e = errno;
    if (e != 0) {
      m.discard();
      fail_writing(path_, e);
    }
    if (m.dir && m.replace) id = identity(st, false);
  }
  if (!id.empty()) {
    try {
      m.dir->record(m.target, id, false, path_);
    } catch (...) {
      m.discard();
      throw;
    }
  }
  if (m.replace && ::renameat(m.at, m.temp.c_str(), m.at, m.target.c_str()) != 0) {
    const int e = errno;
    m.discard();
    fail_writing(path_, e, "cannot replace it");
  }
  unregister_cleanup(m.slot);
  m.done = true;
  if (!id.empty()) m.dir->record(m.target, id, true, path_);
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

// The holder's name is for the message a second run prints: the lock holds without it (a full
// disk is reported by the outputs themselves). Written over the old text before the rest is cut,
// so the file never holds less than one holder line.
void put_holder(int fd, const std::string& text) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t w = ::pwrite(fd, text.data() + done, text.size() - done, static_cast<off_t>(done));
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return;
    done += static_cast<std::size_t>(w);
  }
  (void)::ftruncate(fd, static_cast<off_t>(text.size()));
}

[[noreturn]] void refuse_lock(const std::string& lock_path, const std::string& why) {
  throw OutputError("writing " + lock_path + ": " + why +
                    " is in its place: bm locks an output directory with a file of its own under this name, "
                    "and never opens or changes anything else there; move it away or remove it");
}

// Opens and locks `.bm-lock` inside the directory `dfd` (created when missing). Anything under
// that name that bm did not make (a link, a FIFO, a directory, a hard link, another owner's
// file, a text that does not name a bm run) is refused, never opened for writing or removed.
// Returns the descriptor, or -1 with `held_by` set to the holder's line when another process
// holds the lock.
int lock_dir(int dfd, const std::string& display, std::string& held_by) {
  const std::string lock_path = display + "/" + kLock;
  struct stat st {};
  if (::fstatat(dfd, kLock, &st, AT_SYMLINK_NOFOLLOW) == 0) {
    if (const std::string why = not_bms(st); !why.empty()) refuse_lock(lock_path, why);
  } else if (errno != ENOENT) {
    fail_writing(lock_path, errno);
  }
  const int fd = ::openat(dfd, kLock, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY, 0666);
  if (fd < 0) {
    if (errno == ELOOP || errno == EISDIR || errno == ENXIO) refuse_lock(lock_path, "something else");
    fail_writing(lock_path, errno);
  }
  std::string why = ::fstat(fd, &st) != 0 ? std::string("an unreadable file") : not_bms(st);
  if (why.empty() && ::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    const int e = errno;
    ::close(fd);
    if (e != EWOULDBLOCK) fail_writing(lock_path, e, "cannot lock it");
    std::string unused;
    const std::string text = read_book(dfd, kLock, lock_path, unused);
    held_by = text.substr(0, std::min(text.find('\n'), std::size_t{200}));
    if (held_by.empty()) held_by = "holder unknown";
    return -1;
  }
  const std::string text = why.empty() ? read_book(dfd, kLock, lock_path, why) : "";
  if (why.empty() && !text.empty() && text.rfind("bm ", 0) != 0) why = "a file bm did not write (it names no bm run)";
  if (!why.empty()) {
    ::close(fd);
    refuse_lock(lock_path, why);
  }
  return fd;
}

// Opens and locks the directory `dir` as named, again if another run swapped a new one in
// between the open and the lock.
void open_and_lock(OutputDir::Impl& m, const std::string& dir) {
  for (int attempt = 0; attempt < 5 && m.lock_fd < 0; ++attempt) {
    m.dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (m.dfd < 0) throw InputError(m.what + " " + dir + ": cannot open the directory: " + errno_text(errno));
    std::string held;
    m.lock_fd = lock_dir(m.dfd, dir, held);
    if (m.lock_fd < 0)
      throw InputError(m.what + " " + dir + ": in use by another bm run (" + held +
                       "); one run writes an output directory at a time: wait for it to end, or name another "
                       "directory");
    struct stat named {
    }, held_dir{};
    if (::stat(dir.c_str(), &named) == 0 && ::fstat(m.dfd, &held_dir) == 0 && named.st_dev == held_dir.st_dev &&
        named.st_ino == held_dir.st_ino)
      return;
    ::close(m.lock_fd);
    ::close(m.dfd);
    m.lock_fd = m.dfd = -1;
  }
  throw InputError(m.what + " " + dir + ": the directory keeps being replaced by another run");
}

// The new directory beside the named one (fresh), locked, its cleanup registered.
void make_stage(OutputDir::Impl& m, const std::string& dir) {
  char* here = ::realpath(".", nullptr);
  const std::string cwd = here ? here : "";
  std::free(here);
  if (m.real == "/" || cwd == m.real || cwd.rfind(m.real + "/", 0) == 0)
    throw InputError(m.what + " " + dir +
                     ": this output replaces its directory whole, and this one is the current directory or one of "
                     "its parents: name a directory of its own (e.g. " +
                     m.what + " pages/)");
  const auto slash = m.real.rfind('/');
  const std::string parent = slash == 0 ? "/" : m.real.substr(0, slash), base = m.real.substr(slash + 1);
  for (int attempt = 0; attempt < 100; ++attempt) {
    m.stage = (parent == "/" ? "" : parent) + "/." + base + ".bm-new-" + std::to_string(::getpid()) + "-" +
              std::to_string(temp_counter++);
    if (::mkdir(m.stage.c_str(), 0700) == 0) break;
    if (errno != EEXIST) {
      const int e = errno;
      m.stage.clear();
      fail_writing(dir, e, "cannot create its new version beside it");
    }
  }
  m.slots.push_back(register_cleanup(m.stage, true));
  m.sfd = ::open(m.stage.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (m.sfd < 0) fail_writing(dir, errno, "cannot open its new version");
  struct stat st {};
  if (::fstat(m.dfd, &st) == 0) (void)::fchmod(m.sfd, st.st_mode & 07777);
  std::string held;
  m.stage_lock_fd = lock_dir(m.sfd, m.stage, held);
  if (m.stage_lock_fd < 0) fail_writing(dir, EWOULDBLOCK, "its new version is locked");
  m.slots.push_back(register_cleanup(m.stage + "/" + kLock, false));
  put_holder(m.stage_lock_fd, m.holder + "\n");
  m.slots.push_back(register_cleanup(m.stage + "/" + kManifest, false));
  write_manifest(m.sfd, m.manifest, dir);
}

}  // namespace

OutputDir::OutputDir(const std::string& dir, const std::string& what, const std::string& holder, Mode mode)
    : dir_(dir), impl_(std::make_unique<Impl>()) {
  make_output_dir(dir, what);  // refuses "-", "", a file
  while (dir_.size() > 1 && dir_.back() == '/') dir_.pop_back();
  Impl& m = *impl_;
  m.what = what;
  m.display = dir_;
  m.holder = holder + ", pid " + std::to_string(::getpid());
  m.mode = mode;
  open_and_lock(m, dir_);
  // Before anything is written: the manifest must be bm's, and what killed runs left (their
  // temporaries inside, their new or old versions beside) is cleared, and said so.
  m.old_manifest = read_manifest(m.dfd, dir_);
  if (mode == Mode::in_place) m.manifest = m.old_manifest;
  put_holder(m.lock_fd, m.holder + "\n");
  remove_dead_temporaries(m.dfd, dir_ + "/");
  if (char* real = ::realpath(dir_.c_str(), nullptr)) {
    m.real = real;
    std::free(real);
  } else {
    throw InputError(what + " " + dir_ + ": " + errno_text(errno));
  }
  clear_dead_stages(m.real, m.dfd);
  if (mode == Mode::fresh) make_stage(m, dir_);
}

OutputDir::~OutputDir() = default;  // Impl::~Impl

std::string OutputDir::path(const std::string& name) const { return dir_ == "/" ? "/" + name : dir_ + "/" + name; }

void OutputDir::claim(const std::vector<std::string>& names) {
  Impl& m = *impl_;
  const std::lock_guard<std::mutex> hold(m.mu);
  for (const auto& n : names) {
    check_component(n);
    require_bms(m.dfd, n, path(n), dir_, m.mode == Mode::fresh ? m.old_manifest : m.manifest);
  }
}

void OutputDir::write_file(const std::string& name, std::string_view text) {
  OutputFile f(*this, name);
  f.write(text);
  f.commit();
}

namespace {

// The two directories trade places: the new version takes the name, the old one the new one's.
// Returns where the old version now is.
std::string swap_in(OutputDir::Impl& m) {
#ifdef RENAME_EXCHANGE
  if (::renameat2(AT_FDCWD, m.stage.c_str(), AT_FDCWD, m.real.c_str(), RENAME_EXCHANGE) == 0) return m.stage;
  const int e = errno;
#else
  // A C library without renameat2 (emscripten's, the WebAssembly build): the two renames below.
  const int e = ENOSYS;
#endif
  if (e != EINVAL && e != ENOSYS && e != ENOTSUP) fail_writing(m.display, e, "cannot put its new version in place");
  // A file system without RENAME_EXCHANGE: two renames (the name is missing in between).
  const std::string old_dir = m.stage + "-old";
  if (::rename(m.real.c_str(), old_dir.c_str()) != 0)
    fail_writing(m.display, errno, "cannot put its new version in place");
  if (::rename(m.stage.c_str(), m.real.c_str()) != 0) {
    const int e2 = errno;
    (void)::rename(old_dir.c_str(), m.real.c_str());
    fail_writing(m.display, e2, "cannot put its new version in place");
  }
  return old_dir;
}

}  // namespace

void OutputDir::commit() {
  Impl& m = *impl_;
  if (m.mode != Mode::fresh || m.committed) return;
  const std::lock_guard<std::mutex> hold(m.mu);
  // 1. Nothing moves before every name this run wrote is found free, or holding a file bm wrote
  //    there and nobody changed since: anything else under such a name is refused, exit 4.
  for (const auto& n : m.written) require_bms(m.dfd, n, path(n), dir_, m.old_manifest);
  // 2. What the directory holds that bm did not write moves into the new one (the new one's
  //    manifest, already written, does not list it: a run killed now leaves it for the next run
  //    to put back). bm's own files of the runs before go with the old directory.
  std::vector<std::string> moved;
  const auto move_back = [&] {
    for (const auto& n : moved) (void)move_entry(m.sfd, m.dfd, n);
  };
  for (const auto& n : list_dir(m.dfd)) {
    if (bms_entry(m.dfd, n, m.old_manifest, false)) continue;
    if (!move_entry(m.dfd, m.sfd, n)) {
      const int e = errno;
      move_back();
      fail_writing(dir_, e, "cannot move " + n + " into its new version");
    }
    moved.push_back(n);
  }
  // 3. The swap: one rename exchanges the two directories.
  std::string old_dir;
  try {
    old_dir = swap_in(m);
  } catch (...) {
    move_back();
    throw;
  }
  for (int& slot : m.slots) unregister_cleanup(slot);
  m.committed = true;
  // 4. The old version, now beside it, holds bm's files of the runs before: removed. Anything
  //    found there that is not bm's goes back into the directory, or stays, and bm says so.
  const auto kept = clear_bm_dir(old_dir, m.sfd, true);
  if (!kept.empty())
    std::cerr << "bm: kept " << old_dir << ", the old version of " << dir_
              << ": it holds entries bm did not write that could not go back (" << joined(kept) << ")\n";
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
