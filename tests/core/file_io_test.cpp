// engine/core/file_write and file_read: the one writer and the one reader (classes
// 1, 2, 3, 6, 7). Each test is about a class of input or target, not one command: every
// command's output flag and input reaches these two mechanisms (the CLI tests check that).
#include <fcntl.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <csignal>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <functional>
#include <fstream>
#include <sstream>
#include <thread>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/json_read.hpp"

namespace bm {
namespace {

namespace fs = std::filesystem;

// A fresh directory per test, removed afterwards.
class FileIo : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("bm-file-io-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(dir_, ec);
  }
  std::string path(const std::string& name) const { return (dir_ / name).string(); }
  static std::string slurp(const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
  }
  static void spit(const std::string& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }
  // The names in the directory, sorted.
  std::vector<std::string> listing() const {
    std::vector<std::string> v;
    for (const auto& e : fs::directory_iterator(dir_)) v.push_back(e.path().filename().string());
    std::sort(v.begin(), v.end());
    return v;
  }
  fs::path dir_;
};

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const std::exception& e) { return e.what(); }
  return "";
}

TEST_F(FileIo, RegularFileIsReplacedOnlyByCommitAndNoTemporaryStays) {
  spit(path("out.txt"), "old");
  {
    OutputFile f(path("out.txt"));
    f.write("new text");
    f.flush();
    EXPECT_NE(f.writing_to(), path("out.txt"));               // a temporary ...
    EXPECT_EQ(fs::path(f.writing_to()).parent_path(), dir_);  // ... in the same directory
    EXPECT_EQ(slurp(path("out.txt")), "old");                 // the old file stays until commit
    f.commit();
  }
  EXPECT_EQ(slurp(path("out.txt")), "new text");
  EXPECT_EQ(listing(), std::vector<std::string>{"out.txt"});
}

TEST_F(FileIo, AnAbandonedOutputRemovesItsTemporaryAndKeepsTheOldFile) {
  spit(path("out.txt"), "old");
  {
    OutputFile f(path("out.txt"));
    f.write("half of a");
    f.flush();
  }  // an exception between open and commit ends here
  EXPECT_EQ(slurp(path("out.txt")), "old");
  EXPECT_EQ(listing(), std::vector<std::string>{"out.txt"});
}

TEST_F(FileIo, DevicesAreWrittenThroughNeverReplaced) {
  // As root, a rename over /dev/null would turn it into a regular file for the whole machine.
  write_file_atomic("/dev/null", "discarded\n");
  struct stat st {};
  ASSERT_EQ(::stat("/dev/null", &st), 0);
  EXPECT_TRUE(S_ISCHR(st.st_mode));
}

TEST_F(FileIo, FifosAreWrittenThrough) {
  const std::string fifo = path("pipe");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::string got;
  std::thread reader([&] { got = read_text_file(fifo, ReadLimits{1u << 20, 1u << 20}); });
  write_file_atomic(fifo, "through the pipe\n");
  reader.join();
  EXPECT_EQ(got, "through the pipe\n");
  struct stat st {};
  ASSERT_EQ(::lstat(fifo.c_str(), &st), 0);
  EXPECT_TRUE(S_ISFIFO(st.st_mode));
  EXPECT_EQ(listing(), std::vector<std::string>{"pipe"});
}

TEST_F(FileIo, FullDeviceIsAnErrorNamingTheFileAndTheCause) {
  EXPECT_EQ(error_of([] { write_file_atomic("/dev/full", std::string(100000, 'x')); }),
            "writing /dev/full: No space left on device");
}

TEST_F(FileIo, ADirectoryIsNotAnOutput) {
  EXPECT_EQ(error_of([&] { write_file_atomic(dir_.string(), "x"); }), "writing " + dir_.string() + ": Is a directory");
}

// The one way an output directory is made (bm check --out, bm compare --out, bm viz --split -o):
// missing parents are made, an existing directory is fine, a regular file there is refused
// with the option's name (exit 2) and left as it was.
TEST_F(FileIo, OutputDirectoriesAreMadeAndAFileThereIsRefusedUntouched) {
  const std::string nested = path("a/b/c");
  make_output_dir(nested, "--out");
  EXPECT_TRUE(fs::is_directory(nested));
  EXPECT_NO_THROW(make_output_dir(nested, "--out"));
  write_file_atomic(path("plain"), "keep");
  try {
    make_output_dir(path("plain"), "-o");
    ADD_FAILURE() << "a regular file was accepted as an output directory";
  } catch (const InputError& e) {
    EXPECT_EQ(std::string(e.what()), "-o " + path("plain") + ": cannot create the directory");
  }
  EXPECT_EQ(slurp(path("plain")), "keep");
  EXPECT_THROW(make_output_dir(path("plain/under"), "--out"), InputError);
}

TEST_F(FileIo, PlantedLinksAtTemporaryNamesAreNeverFollowed) {
  // An attacker who can write the directory plants links at every name a temporary could take
  // (the old fixed PATH.tmp and the unique names of this process); the victim must stay intact.
  const std::string victim = path("victim");
  spit(victim, "precious");
  fs::create_symlink(victim, path("out.xml.tmp"));
  for (int n = 0; n < 2000; ++n)
    fs::create_symlink(victim, path(".out.xml.tmp-" + std::to_string(::getpid()) + "-" + std::to_string(n)));
  const std::string err = error_of([&] { write_file_atomic(path("out.xml"), "<xml/>"); });
  EXPECT_NE(err.find("writing " + path("out.xml") + ": cannot create a temporary file"), std::string::npos) << err;
  EXPECT_EQ(slurp(victim), "precious");
  EXPECT_FALSE(fs::exists(path("out.xml")));
}

TEST_F(FileIo, ALinkAtTheTargetKeepsTheLinkAndReplacesWhatItNames) {
  spit(path("real.svg"), "old");
  fs::create_symlink("real.svg", path("latest.svg"));
  write_file_atomic(path("latest.svg"), "new");
  EXPECT_TRUE(fs::is_symlink(path("latest.svg")));
  EXPECT_EQ(slurp(path("real.svg")), "new");
}

TEST_F(FileIo, AnOutputThatIsAnInputIsRefused) {
  spit(path("g.jsonl"), "log");
  fs::create_symlink("g.jsonl", path("alias.jsonl"));
  EXPECT_NE(error_of([&] {
              refuse_output_over_input(path("g.jsonl"), "--snapshot", {path("g.jsonl")});
            }).find("is also an input of this command"),
            std::string::npos);
  EXPECT_NE(error_of([&] { refuse_output_over_input(path("alias.jsonl"), "--out", {"", path("g.jsonl")}); }), "");
  EXPECT_EQ(error_of([&] { refuse_output_over_input(path("new.json"), "--out", {path("g.jsonl")}); }), "");
  EXPECT_EQ(error_of([&] { refuse_output_over_input("/dev/null", "--out", {"/dev/null"}); }), "");
}

// A small tmpfs, so the disk really fills (CI runs as root; elsewhere this is skipped).
// ---- Output directories: OutputDir is the one way a command
// fills a directory (bm check --out, bm compare --out, bm viz --split -o).

// Class 3: a link planted inside an output directory is never followed, by any writer there
// (the journal, a replaced file, a fresh directory's file): the file it names stays as it was.
TEST_F(FileIo, LinksPlantedInAnOutputDirectoryAreNeverFollowed) {
  spit(path("victim"), "precious");
  fs::create_directories(path("d"));
  fs::create_symlink("../victim", path("d/failures.jsonl"));
  fs::create_symlink("../victim", path("d/report.json"));
  {
    OutputDir d(path("d"), "--out", "bm test", OutputDir::Mode::in_place);
    const std::string journal = error_of([&] { OutputFile f(d, "failures.jsonl", OutputMode::journal); });
    EXPECT_NE(journal.find("a symbolic link is in its place"), std::string::npos) << journal;
    EXPECT_EQ(error_of([&] {
                d.write_file("report.json", "{}");
              }).find("writing " + path("d/report.json") + ": a symbolic link"),
              0u);
    EXPECT_EQ(slurp(path("victim")), "precious");
    EXPECT_TRUE(fs::is_symlink(path("d/report.json")));
  }
  // A fresh directory never opens, follows or removes a link planted where it writes: refused
  // before anything moves, the link and the file it names untouched.
  for (const auto& [dir, name] : {std::pair<std::string, std::string>{"d", "failures.jsonl"}, {"e", "index.html"}}) {
    fs::create_directories(path(dir));
    if (!fs::is_symlink(path(dir + "/" + name))) fs::create_symlink("../victim", path(dir + "/" + name));
    OutputDir f(path(dir), "--out", "bm test", OutputDir::Mode::fresh);
    const std::string err = error_of([&] { f.write_file(name, "{}\n"); });
    EXPECT_EQ(err.find("writing " + path(dir + "/" + name) + ": a symbolic link is in its place"), 0u) << err;
    EXPECT_TRUE(fs::is_symlink(path(dir + "/" + name)));
    EXPECT_EQ(slurp(path("victim")), "precious");
  }
}

// Class 7: one run per output directory: a second OutputDir on a held directory is refused with
// the holder's name, whatever the two modes; the lock ends with its holder.
TEST_F(FileIo, AnOutputDirectoryIsLockedForOneRun) {
  const std::string pid = std::to_string(::getpid());
  {
    OutputDir first(path("d"), "--out", "bm check", OutputDir::Mode::in_place);
    for (auto mode : {OutputDir::Mode::in_place, OutputDir::Mode::fresh}) {
      const std::string err = error_of([&] { OutputDir second(path("d/"), "--out", "bm check", mode); });
      EXPECT_EQ(err, "--out " + path("d") + ": in use by another bm run (bm check, pid " + pid +
                         "); one run writes an output directory at a time: wait for it to end, or name another "
                         "directory");
    }
  }
  EXPECT_NO_THROW(OutputDir again(path("d"), "--out", "bm check", OutputDir::Mode::in_place));
  // A fresh run holds the directory it swaps in too.
  OutputDir fresh(path("f"), "-o", "bm viz", OutputDir::Mode::fresh);
  fresh.write_file("page-1.svg", "<svg/>");
  fresh.commit();
  EXPECT_NE(error_of([&] {
              OutputDir second(path("f"), "-o", "bm viz", OutputDir::Mode::in_place);
            }).find("in use by another bm run (bm viz, pid " + pid + ")"),
            std::string::npos);
  // "-" is standard output, never a directory name.
  EXPECT_EQ(error_of([&] {
              OutputDir dash("-", "--out", "bm check", OutputDir::Mode::in_place);
            }).find("--out -: a directory is expected"),
            0u);
  EXPECT_FALSE(fs::exists("-"));
}

// Class 8: a FIFO (or any special file) planted inside an output directory is refused without
// being opened, so nothing blocks; a directory's listed input that is a FIFO likewise.
TEST_F(FileIo, FifosPlantedInAnOutputDirectoryAreRefusedWithoutBlocking) {
  fs::create_directories(path("d"));
  ASSERT_EQ(::mkfifo(path("d/failures.jsonl").c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo(path("d/report.json").c_str(), 0600), 0);
  ASSERT_EQ(::mkfifo(path("x.json").c_str(), 0600), 0);
  OutputDir d(path("d"), "--out", "bm test", OutputDir::Mode::in_place);
  EXPECT_NE(error_of([&] { OutputFile f(d, "failures.jsonl", OutputMode::journal); }).find("a FIFO is in its place"),
            std::string::npos);
  EXPECT_NE(error_of([&] { d.write_file("report.json", "{}"); }).find("a FIFO is in its place"), std::string::npos);
  EXPECT_EQ(
      error_of([&] { require_regular_file(path("x.json")); }),
      path("x.json") +
          ": a FIFO, not a regular file; bm reads this file only as a regular file (a FIFO would block, a device never "
          "end)");
  EXPECT_NO_THROW(require_regular_file(path("d/.bm-lock")));
  // A FIFO planted under the lock's name is refused, neither opened for blocking I/O nor removed.
  fs::create_directories(path("e"));
  ASSERT_EQ(::mkfifo(path("e/.bm-lock").c_str(), 0600), 0);
  const std::string err = error_of([&] { OutputDir e(path("e"), "--out", "bm test", OutputDir::Mode::in_place); });
  EXPECT_EQ(err.find("writing " + path("e/.bm-lock") + ": a FIFO is in its place"), 0u) << err;
  EXPECT_TRUE(fs::is_fifo(path("e/.bm-lock")));
}

// Class 9: a fresh directory appears whole or not at all. Abandoned half-way (a full disk, any
// error): the old output is left exactly as it was and nothing is left beside it. Committed:
// the new files replace the old run's files whole (a stale page goes), and what the directory
// held that bm did not write stays.
TEST_F(FileIo, AFreshOutputDirectoryAppearsWholeOrNotAtAll) {
  {
    OutputDir first(path("pages"), "-o", "bm viz", OutputDir::Mode::fresh);
    for (const char* f : {"page-1.svg", "page-2.svg", "page-3.svg", "index.html"})
      first.write_file(f, std::string("old ") + f);
    first.commit();
  }
  spit(path("pages/notes.txt"), "mine");
  const auto listing_of = [](const std::string& d) {
    std::vector<std::string> v;
    for (const auto& e : fs::directory_iterator(d))
      v.push_back(e.path().filename().string() + "=" + slurp(e.path().string()));
    std::sort(v.begin(), v.end());
    return v;
  };
  const auto before = listing_of(path("pages"));
  {
    OutputDir half(path("pages"), "-o", "bm viz", OutputDir::Mode::fresh);
    half.write_file("page-1.svg", "new page-1.svg");
    // no commit: the error path
  }
  EXPECT_EQ(listing_of(path("pages")), before);
  EXPECT_EQ(listing(), (std::vector<std::string>{"pages"}));  // no new directory left beside it
  {
    OutputDir second(path("pages/"), "-o", "bm viz", OutputDir::Mode::fresh);
    second.write_file("page-1.svg", "new page-1.svg");
    second.write_file("index.html", "new index.html");
    second.commit();
  }
  EXPECT_TRUE(fs::exists(path("pages/.bm-lock")));
  EXPECT_EQ(slurp(path("pages/.bm-manifest")).rfind("bm output manifest 1\n", 0), 0u);
  fs::remove(path("pages/.bm-lock"));
  fs::remove(path("pages/.bm-manifest"));
  EXPECT_EQ(listing_of(path("pages")),
            (std::vector<std::string>{"index.html=new index.html", "notes.txt=mine", "page-1.svg=new page-1.svg"}));
  EXPECT_EQ(listing(), (std::vector<std::string>{"pages"}));
  // The current directory cannot be swapped: refused, not emptied.
  const fs::path here = fs::current_path();
  fs::current_path(path("pages"));
  const std::string err = error_of([&] { OutputDir dot(".", "-o", "bm viz", OutputDir::Mode::fresh); });
  fs::current_path(here);
  EXPECT_NE(err.find("is the current directory or one of its parents"), std::string::npos) << err;
  // The refused run released its lock and left nothing beside.
  EXPECT_NO_THROW(OutputDir after(path("pages"), "-o", "bm viz", OutputDir::Mode::in_place));
  EXPECT_EQ(listing(), (std::vector<std::string>{"pages"}));
}

// Whatever is found under a name bm writes in an output directory, or under its lock, that bm
// did not write there (a directory, a link, a FIFO, a hard link, a file of the user's, a file of
// bm's changed since) is refused, exit 4, naming the path, and left exactly as it was: in both
// modes, before anything moves. A file bm wrote there before, unchanged, is replaced.
TEST_F(FileIo, NothingBmDidNotWriteIsReplacedInAnOutputDirectory) {
  spit(path("victim"), "precious");
  using Plant = std::function<void(const std::string&)>;
  const std::vector<std::pair<std::string, Plant>> plants = {
      {"a directory",
       [&](const std::string& p) {
         fs::create_directories(p + "/sub");
         spit(p + "/sub/mine.txt", "mine");
       }},
      {"a symbolic link", [&](const std::string& p) { fs::create_symlink(path("victim"), p); }},
      {"a FIFO", [&](const std::string& p) { ASSERT_EQ(::mkfifo(p.c_str(), 0600), 0); }},
      {"a file with another hard link", [&](const std::string& p) { fs::create_hard_link(path("victim"), p); }},
      {"a file bm did not write", [&](const std::string& p) { spit(p, "mine"); }},
  };
  const auto state = [&](const std::string& p) {
    struct stat st {};
    if (::lstat(p.c_str(), &st) != 0) return std::string("absent");
    return std::to_string(st.st_ino) + " " + std::to_string(st.st_nlink) + " " + std::to_string(st.st_mode) + " " +
           (S_ISREG(st.st_mode) ? slurp(p) : "") + (S_ISDIR(st.st_mode) ? slurp(p + "/sub/mine.txt") : "");
  };
  int n = 0;
  for (const auto mode : {OutputDir::Mode::in_place, OutputDir::Mode::fresh})
    for (const auto& [kind, plant] : plants) {
      const std::string d = path("d" + std::to_string(n++));
      fs::create_directories(d);
      plant(d + "/out.txt");
      const std::string before = state(d + "/out.txt");
      const std::string err = error_of([&, m = mode] {
        OutputDir o(d, "--out", "bm test", m);
        o.write_file("out.txt", "new");
        o.commit();
      });
      EXPECT_EQ(err.find("writing " + d + "/out.txt: " + kind + " is in its place"), 0u) << kind << ": " << err;
      EXPECT_EQ(state(d + "/out.txt"), before) << kind;
      // The same at the lock, which no run may open for writing.
      const std::string l = path("l" + std::to_string(n++));
      fs::create_directories(l);
      plant(l + "/.bm-lock");
      const std::string lock_before = state(l + "/.bm-lock");
      const std::string lock_err = error_of([&, m = mode] { OutputDir o(l, "--out", "bm test", m); });
      EXPECT_EQ(lock_err.find("writing " + l + "/.bm-lock: " + kind.substr(0, kind.find(" bm")) + ""), 0u)
          << kind << ": " << lock_err;
      EXPECT_EQ(state(l + "/.bm-lock"), lock_before) << kind;
    }
  EXPECT_EQ(slurp(path("victim")), "precious");
  // A file bm wrote is replaced by the next run; once changed by someone else, it is refused.
  for (const auto mode : {OutputDir::Mode::in_place, OutputDir::Mode::fresh}) {
    const std::string d = path(mode == OutputDir::Mode::fresh ? "again-fresh" : "again");
    for (const char* text : {"one", "two"}) {
      OutputDir o(d, "--out", "bm test", mode);
      o.write_file("out.txt", text);
      o.commit();
    }
    EXPECT_EQ(slurp(d + "/out.txt"), "two");
    std::ofstream(d + "/out.txt", std::ios::app) << " and mine";
    const std::string err = error_of([&, m = mode] {
      OutputDir o(d, "--out", "bm test", m);
      o.write_file("out.txt", "three");
      o.commit();
    });
    EXPECT_NE(err.find("a file changed since bm wrote it is in its place"), std::string::npos) << err;
    EXPECT_EQ(slurp(d + "/out.txt"), "two and mine");
  }
  // The manifest itself is bm's: one it did not write is refused.
  fs::create_directories(path("m"));
  spit(path("m/.bm-manifest"), "out.txt\n");
  EXPECT_EQ(error_of([&] {
              OutputDir o(path("m"), "--out", "bm test", OutputDir::Mode::in_place);
            }).find("writing " + path("m/.bm-manifest") + ": a file bm did not write is in its place"),
            0u);
  EXPECT_EQ(slurp(path("m/.bm-manifest")), "out.txt\n");
}

// What a run killed at any point left behind (a temporary beside its output, a new or old
// version of its output directory beside it) is cleared by the next run, which says so; a
// user's file found in such a version goes back into the directory, and the leftovers of a
// process still alive are left alone.
TEST_F(FileIo, AKilledRunsLeftoversAreClearedByTheNextRun) {
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) ::_exit(0);
  ASSERT_EQ(::waitpid(child, nullptr, 0), child);  // `dead` names no process now
  const std::string dead = std::to_string(child);
  spit(path("g.jsonl"), "old");
  spit(path(".g.jsonl.tmp-" + dead + "-0"), "half");
  spit(path(".g.jsonl.tmp-1-0"), "alive");  // pid 1 runs
  fs::create_directories(path("d"));
  spit(path("d/.report.json.tmp-" + dead + "-4"), "half");
  const std::string stage = path(".d.bm-new-" + dead + "-2");
  fs::create_directories(stage);
  spit(stage + "/.bm-lock", "bm viz --split, pid " + dead + "\n");
  spit(stage + "/page-1.svg", "<svg/>");
  struct stat st {};
  ASSERT_EQ(::stat((stage + "/page-1.svg").c_str(), &st), 0);
  const long long ns = static_cast<long long>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
  spit(stage + "/.bm-manifest",
       "bm output manifest 1\n" + std::to_string(st.st_ino) + " 6 " + std::to_string(ns) + " page-1.svg\n");
  spit(stage + "/mine.txt", "mine");  // moved there by the killed run just before its swap
  ::testing::internal::CaptureStderr();
  write_file_atomic(path("g.jsonl"), "new");
  { OutputDir o(path("d"), "-o", "bm test", OutputDir::Mode::fresh); }
  const std::string said = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(slurp(path("g.jsonl")), "new");
  EXPECT_FALSE(fs::exists(path(".g.jsonl.tmp-" + dead + "-0")));
  EXPECT_EQ(slurp(path(".g.jsonl.tmp-1-0")), "alive");
  EXPECT_FALSE(fs::exists(path("d/.report.json.tmp-" + dead + "-4")));
  EXPECT_FALSE(fs::exists(stage));
  EXPECT_EQ(slurp(path("d/mine.txt")), "mine");
  EXPECT_FALSE(fs::exists(path("d/page-1.svg")));
  for (const std::string& left :
       {path(".g.jsonl.tmp-" + dead + "-0"), path("d/.report.json.tmp-" + dead + "-4"), stage})
    EXPECT_NE(said.find("bm: removed " + left + ", left by an interrupted bm run (pid " + dead + ")"),
              std::string::npos)
        << said;
  EXPECT_EQ(listing(), (std::vector<std::string>{".g.jsonl.tmp-1-0", "d", "g.jsonl"}));
}

// Class 11: a closed pipe kills bm with SIGPIPE, quietly, as a filter; the temporaries of the
// outputs being written are removed first, so no partial file is left behind.
TEST_F(FileIo, SigpipeRemovesTheTemporariesAndDiesOfSigpipe) {
  int fds[2];
  ASSERT_EQ(::pipe(fds), 0);
  const std::string target = path("out.jsonl");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    ::close(fds[0]);
    install_sigpipe_cleanup();
    OutputFile f(target);
    f.write("half");
    f.flush();  // the temporary exists now
    OutputDir d(path("pages"), "-o", "bm test", OutputDir::Mode::fresh);
    d.write_file("page-1.svg", "<svg/>");
    for (;;) (void)!::write(fds[1], "x", 1);  // the reader is gone: SIGPIPE
  }
  ::close(fds[0]);
  ::close(fds[1]);
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  ASSERT_TRUE(WIFSIGNALED(status));
  EXPECT_EQ(WTERMSIG(status), SIGPIPE);
  // Only the (empty) directory made for -o and its lock remain: no temporary, no half directory.
  EXPECT_EQ(listing(), (std::vector<std::string>{"pages"}));
  EXPECT_FALSE(fs::exists(target));
}

TEST_F(FileIo, FullDiskKeepsTheOldFileAndLeavesNoTemporary) {
  if (::geteuid() != 0) GTEST_SKIP() << "not root: cannot mount a small tmpfs for the full-disk test";
  const std::string mnt = path("mnt");
  fs::create_directories(mnt);
  if (::mount("tmpfs", mnt.c_str(), "tmpfs", 0, "size=64k") != 0)
    GTEST_SKIP() << "mount tmpfs failed (" << std::strerror(errno) << "): no full-disk test here";
  spit(mnt + "/out.jsonl", "old");
  const std::string err = error_of([&] { write_file_atomic(mnt + "/out.jsonl", std::string(1u << 20, 'x')); });
  std::vector<std::string> left;
  for (const auto& e : fs::directory_iterator(mnt)) left.push_back(e.path().filename().string());
  const std::string kept = slurp(mnt + "/out.jsonl");
  ::umount(mnt.c_str());
  EXPECT_EQ(err, "writing " + mnt + "/out.jsonl: No space left on device");
  EXPECT_EQ(kept, "old");
  EXPECT_EQ(left, std::vector<std::string>{"out.jsonl"});
}

// ---- the reader ----

TEST_F(FileIo, EndlessDevicesEndAtTheLineCap) {
  EXPECT_EQ(error_of([] {
              read_text_file("/dev/zero", ReadLimits{512u << 20, 8u << 20});
            }),
            "/dev/zero:1: line longer than 8 MiB; no line of this input is that long");
}

TEST_F(FileIo, ByteCapHoldsWhateverTheLines) {
  spit(path("many.txt"), std::string(3000, '\n'));
  EXPECT_EQ(error_of([&] {
              read_text_file(path("many.txt"), ReadLimits{2048, 10});
            }),
            path("many.txt") + ": file larger than 2 KiB; check the file");
  EXPECT_EQ(read_text_file(path("many.txt"), ReadLimits{3000, 10}).size(), 3000u);
}

TEST_F(FileIo, DirectoriesMissingFilesAndEmptyNamesSayWhy) {
  EXPECT_EQ(error_of([&] {
              read_text_file(dir_.string(), ReadLimits{100, 100});
            }),
            dir_.string() + ": is a directory, not a file");
  EXPECT_EQ(error_of([&] {
              read_text_file(path("nope"), ReadLimits{100, 100});
            }),
            path("nope") + ": cannot open file: No such file or directory");
  EXPECT_EQ(error_of([] { read_text_file("", ReadLimits{100, 100}); }), "'': empty file name");
}

TEST_F(FileIo, FifosAreRead) {
  const std::string fifo = path("pipe");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&] { std::ofstream(fifo) << R"({"a": [1, 2]})"; });
  const auto j = read_json_file(fifo);
  writer.join();
  EXPECT_EQ(j["a"][1], 2);
}

TEST_F(FileIo, LineReaderRefusesAnOversizedLineAndGoesOn) {
  spit(path("lines"), "one\n" + std::string(5000, 'y') + "\nthree\nlast");
  InputFile in(path("lines"));
  LineReader r(in, 100);
  std::string line;
  ASSERT_EQ(r.next_line(line), LineReader::Status::line);
  EXPECT_EQ(line, "one");
  ASSERT_EQ(r.next_line(line), LineReader::Status::too_long);
  EXPECT_TRUE(line.empty());  // not buffered
  EXPECT_EQ(r.number(), 2u);
  ASSERT_EQ(r.next_line(line), LineReader::Status::line);
  EXPECT_EQ(line, "three");
  ASSERT_EQ(r.next_line(line), LineReader::Status::line);
  EXPECT_EQ(line, "last");  // a final line without a newline counts
  EXPECT_EQ(r.next_line(line), LineReader::Status::end);
  EXPECT_EQ(r.number(), 4u);
}

// ---- JSON: linear whatever the shape, a depth limit, duplicate keys ----

TEST(JsonShape, ManyEmptyObjectsInOneLineParse) {
  // 1.2 MB of {} took 42 s with the duplicate-key check in the parser callback (quadratic).
  // The parse must complete (ctest's timeout is the guard; bm_benchmarks times it).
  std::string text = "[";
  for (int i = 0; i < 400000; ++i) text += i ? ",{}" : "{}";
  text += "]";
  EXPECT_EQ(parse_json_text(text, "t").size(), 400000u);
  std::string objects = "{\"a\":[";
  for (int i = 0; i < 50000; ++i) objects += i ? ",{\"k\":1,\"j\":2}" : "{\"k\":1,\"j\":2}";
  objects += "]}";
  EXPECT_EQ(parse_json_text(objects, "t")["a"].size(), 50000u);
}

TEST(JsonShape, NestingDeeperThanTheLimitIsRefusedWithItsPosition) {
  const auto nested = [](std::size_t n) { return std::string(n, '[') + std::string(n, ']'); };
  EXPECT_NO_THROW(parse_json_text(nested(kMaxJsonDepth), "t"));
  EXPECT_EQ(error_of([&] { parse_json_text(nested(kMaxJsonDepth + 1), "f.json"); }),
            "f.json:1:257: invalid JSON: nested deeper than 256 levels");
  // Brackets inside strings do not count.
  EXPECT_NO_THROW(parse_json_text("[\"" + std::string(1000, '[') + "\\\"\"]", "t"));
}

TEST(JsonShape, DuplicateKeysAreFoundInEveryObjectOnly) {
  EXPECT_EQ(error_of([] { parse_json_text(R"({"a":1,"b":{"c":1,"c":2}})", "d.json"); }),
            "d.json: invalid JSON: duplicate key \"c\" in one object");
  EXPECT_NO_THROW(parse_json_text(R"([{"a":1},{"a":2},{"b":{"a":3}}])", "t"));
  EXPECT_NE(error_of([] { parse_json_text("{\"a\":1,}", "s.json"); }).find("s.json:1:"), std::string::npos);
}

// The document is built in the same pass that finds a repeated key (core/json_read.cpp): every
// value of every kind in its place at every depth, a container closed before its parent goes on,
// and the parser's own errors as nlohmann::json::parse reports them (position, number overflow).
TEST(JsonShape, OnePassPutsEveryValueInItsPlace) {
  using J = nlohmann::json;
  J inner = J::object();
  inner["f"] = J::array({1, J::array({2, J::array({3})})});
  J b = J::object();
  b["c"] = J::array();
  b["d"] = J::object();
  b["e"] = J::array({inner, 4});
  J want = J::object();
  want["a"] = J::array({1, -2, 18446744073709551615ull, 2.5, "x\"y", nullptr, true, false});
  want["b"] = b;
  want["z"] = "";
  const std::string text = R"({"z":"","a":[1,-2,18446744073709551615,2.5,"x\"y",null,true,false],)"
                           R"("b":{"c":[],"d":{},"e":[{"f":[1,[2,[3]]]},4]}})";
  const J got = parse_json_text(text, "t");
  EXPECT_EQ(got, want);
  EXPECT_TRUE(got["a"][2].is_number_unsigned());
  EXPECT_TRUE(got["a"][1].is_number_integer());
  EXPECT_EQ(parse_json_text(" 7 ", "t"), J(7));
  EXPECT_EQ(parse_json_text("\"s\"", "t"), J("s"));
  EXPECT_EQ(error_of([] { parse_json_text("[1,2] x", "e.json"); }).substr(0, 38),
            "e.json:1:7: invalid JSON: syntax error");
  EXPECT_EQ(error_of([] { parse_json_text("[1e400]", "n.json"); }),
            "n.json: invalid JSON: number overflow parsing '1e400'");
}

}  // namespace
}  // namespace bm
