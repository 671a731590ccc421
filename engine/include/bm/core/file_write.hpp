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
//   ("writing F: No space left on device"), exit 4 (docs/cli.md#exit-codes).
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace bm {

enum class OutputMode { replace, journal };

class OutputFile {
 public:
  // Opens the target (a temporary for a regular file). Throws OutputError ("writing F: Is a
  // directory", "...: Permission denied") when it cannot be opened, InputError for "".
  explicit OutputFile(const std::string& path, OutputMode mode = OutputMode::replace);
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
// file there is left as it is). `what` names the option ("--out", "-o").
void make_output_dir(const std::string& dir, const std::string& what);

// One path component built from data (a ruleset name or file, a card-set id): every byte
// but [A-Za-z0-9_-] becomes '_' (so no '/', no "..", no control character), at most `max`
// bytes, never empty. Names taken from inputs go through it before they reach a file name, so
// nothing is written outside the directory the user named (issue 21, class 4).
std::string file_name_component(std::string_view name, std::size_t max = 64);

// Sends std::cout through the checked descriptor writer (bm's main calls it first), so that
// check_stdout can name the error of the first failed write.
void route_stdout();
// Flushes standard output and throws OutputError ("writing standard output: ...") when any
// write to it failed (a full disk, /dev/full, a closed descriptor).
void check_stdout();

}  // namespace bm
