#pragma once
// The one way bm writes an output file (docs/architecture.md#reading-and-writing-files).
//
// - "-" is standard output; a target that exists and is not a regular file (a device such as
//   /dev/null, a FIFO, a socket, anything under /dev or /proc such as /dev/stdout) is written
//   through, never replaced;
// - a regular file (or a path that does not exist yet) is written to a uniquely named temporary
//   in the same directory, created exclusively without following links (O_EXCL|O_NOFOLLOW), then
//   flushed, closed and renamed over the target by commit(): a reader, or a run killed half-way,
//   sees the old file or the new one, never half of one, and the old file is replaced only when
//   the new one is complete. The temporary is removed on every failure path (and by the
//   destructor when commit() was not reached);
// - a journal (OutputMode::journal: bm check's failures.jsonl) is written in place as it
//   grows, so a run killed half-way keeps every line flushed so far; it is still created
//   without following a link, and every write is checked;
// - every write, the flush and the close are checked: a failure throws OutputError
//   ("writing F: No space left on device"), exit 4 (docs/cli.md#exit-codes);
// - a file inside an output directory (OutputDir: bm check --out, bm compare --out, bm viz
//   --split -o, bm man --out) is opened relative to the directory's descriptor and never
//   through a link, and replaces only a file bm wrote there (listed in the directory's manifest
//   with the same identity): a symbolic link, a FIFO, a device, a directory, a hard link or a
//   file bm did not write under the file's name is refused (exit 4), never followed, opened or
//   removed. The directory is locked for the run (one writer at a time); a multi-file output is
//   written into a fresh directory swapped in whole by commit().
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace bm {

enum class OutputMode { replace, journal };

class OutputDir;

class OutputFile {
 public:
  // Opens the target (a temporary for a regular file). Throws OutputError ("writing F: Is a
  // directory", "...: Permission denied") when it cannot be opened, InputError for "".
  explicit OutputFile(const std::string& path, OutputMode mode = OutputMode::replace);
  // The file `name` (one path component) inside an output directory: created relative to the
  // directory's descriptor; an existing entry of that name that is not a file bm wrote there
  // (a link, a FIFO, a device, a directory, a hard link, a file the manifest does not list or
  // lists with another identity) is refused with OutputError, never opened, followed or
  // removed. The file is listed in the manifest before it takes the name. A journal is started
  // as a new empty file renamed over the name, then written in place.
  OutputFile(OutputDir& dir, const std::string& name, OutputMode mode = OutputMode::replace);
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  // A buffered stream onto the file (for writers that take an std::ostream, e.g. LogWriter).
  // A failed write is remembered and thrown by flush() or commit().
  std::ostream& stream();
  void write(std::string_view text);
  // Pushes buffered text to the file (the temporary, for a regular target); throws on failure.
  void flush();
  // Flushes, closes and, for a regular target, renames the temporary over the target.
  void commit();
  // The file being written now: the temporary for a regular target, else the target.
  const std::string& writing_to() const;
  const std::string& path() const { return path_; }

  struct Impl;  // file_write.cpp

 private:
  std::string path_;
  std::unique_ptr<Impl> impl_;
};

// Writes `text` as the whole content of `path` through OutputFile (throws OutputError).
void write_file_atomic(const std::string& path, const std::string& text);

// True when OutputFile would replace `path` through a temporary (a regular file or a new name),
// false when it writes through (stdout, a device, a FIFO): a report that is rewritten while a
// long run goes on is rewritten only in the first case, a FIFO's reader gets it once.
bool output_is_replaced(const std::string& path);

// Refuses (InputError) an output path that names the same file as one of the inputs, or as
// another output ("--snapshot 'g.jsonl': is also an input of this command"). Paths that do not
// exist yet, "-" and non-regular files (devices, FIFOs) never collide.
void refuse_output_over_input(const std::string& output, const std::string& what,
                              const std::vector<std::string>& inputs);

// Makes the output directory `dir` and its parents when missing. InputError ("--out D: cannot
// create the directory") when that fails or when `dir` exists and is not a directory (a regular
// file there is left as it is), and for "-" (standard output is not a directory). `what` names
// the option ("--out", "-o").
void make_output_dir(const std::string& dir, const std::string& what);

// A directory bm fills during one run (docs/cli.md#output-directories), held from the
// constructor to the destructor:
// - made when missing (make_output_dir), then locked: an advisory lock (flock) on the file
//   `.bm-lock` inside it, which names the holder ("bm check, pid 1234"); a second run that
//   finds the lock held is refused, InputError (exit 2) naming the holder. The lock ends with
//   the process, so a killed run never leaves the directory locked. A `.bm-lock` bm did not
//   make (a link, a FIFO, a directory, a hard link, another owner's file, a text that names no
//   bm run) is refused, OutputError (exit 4), and left as it is;
// - `.bm-manifest` lists the files bm wrote there, each with its identity ("INO SIZE MTIME_NS
//   NAME", a journal "INO - - NAME"): only those, unchanged, are ever replaced or removed;
// - before anything is written, what killed runs left is cleared and said so on standard
//   error: their temporaries inside it, their new (or old) versions beside it, of processes
//   that have ended; only bm's own entries are removed, a user's file goes back into it;
// - in_place (bm check --out, bm man --out): files are written into the directory itself; a
//   journal there keeps every line flushed so far when the run is interrupted;
// - fresh (bm compare --out, bm viz --split -o): files are written into a new directory beside
//   it, and commit() swaps that one in whole (renameat2 RENAME_EXCHANGE): a reader, a full disk
//   or a killed run sees the old output or the new one, never a mix. What the directory held
//   that bm did not write (or that changed since) is moved into the new one; bm's own files of
//   the runs before go with the old one. The current directory (or one of its parents) cannot
//   be swapped and is refused.
class OutputDir {
 public:
  enum class Mode { in_place, fresh };
  // `what` names the option ("--out", "-o") and `holder` the command ("bm check").
  OutputDir(const std::string& dir, const std::string& what, const std::string& holder, Mode mode);
  ~OutputDir();
  OutputDir(const OutputDir&) = delete;
  OutputDir& operator=(const OutputDir&) = delete;

  // The directory as named (no trailing '/'), and `name` inside it, as messages print them.
  const std::string& dir() const { return dir_; }
  std::string path(const std::string& name) const;
  // Refuses now (OutputError, as OutputFile would) the first of `names`, files this run will
  // write, that holds something bm did not write: a long run fails at its start, not its end.
  void claim(const std::vector<std::string>& names);
  // Writes `text` as the whole content of `name` (OutputFile(*this, name), commit()).
  void write_file(const std::string& name, std::string_view text);
  // fresh: swaps the new directory in (throws OutputError when it cannot; the old one is
  // left as it was). in_place: nothing to do.
  void commit();

  struct Impl;  // file_write.cpp
  Impl& impl() { return *impl_; }

 private:
  std::string dir_;
  std::unique_ptr<Impl> impl_;
};

// One path component built from data (a ruleset name or file, a card-set id): every byte
// but [A-Za-z0-9_-] becomes '_' (so no '/', no "..", no control character), at most `max`
// bytes, never empty. Names taken from inputs go through it before they reach a file name, so
// nothing is written outside the directory the user named.
std::string file_name_component(std::string_view name, std::size_t max = 64);

// True when `path` names bm's standard output ("-", /dev/stdout, /dev/fd/1): a command that
// writes data there prints its human text on standard error.
bool names_stdout(const std::string& path);

// Sends std::cout through the checked descriptor writer (bm's main calls it first), so that
// check_stdout can name the error of the first failed write.
void route_stdout();
// Flushes standard output and throws OutputError ("writing standard output: ...") when any
// write to it failed (a full disk, /dev/full, a closed descriptor).
void check_stdout();

// SIGPIPE (a reader of standard output, or of a FIFO bm writes, went away): bm dies of SIGPIPE
// quietly, as Unix filters do (status 141 in a shell), after removing the temporaries and the
// unfinished fresh directories of its outputs, so no partial file is left behind (a journal
// keeps its lines). main installs it; bm serve ignores SIGPIPE instead.
void install_sigpipe_cleanup();

}  // namespace bm
