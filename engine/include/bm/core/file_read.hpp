#pragma once
// The one way bm reads an input file (docs/architecture.md#reading-and-writing-files): logs,
// snapshots (a log's start), card sets, boards, rulesets, check reports, fuzz findings.
//
// Every reader streams through a descriptor with a byte cap and a line cap, whatever the file
// is: a regular file, a device (/dev/zero ends at the cap, quickly), a FIFO, a pipe. "-" is
// standard input (front ends pipe logs). A directory gets "is a directory", an empty name
// "empty file name". Errors are InputError (exit 2) and start with the path.
#include <cstddef>
#include <deque>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace bm {

struct ReadLimits {
  std::size_t max_bytes;  // the whole input
  std::size_t max_line;   // one line (bytes between two newlines), checked as the bytes arrive
};

// A cap as messages print it: "8 MiB", "512 KiB", "1000 bytes".
std::string size_text(std::size_t bytes);

// Which files a reader takes. `any`: whatever the path names (a log may come from a FIFO or a
// pipe). `regular`: a file that is read as a whole resource (the viewer page of bm viz --html,
// bm's own bookkeeping files in an output directory) must be a regular file: a FIFO would block
// for ever, a device never end; it is opened without blocking and refused after fstat.
enum class FileTypes { any, regular };

// A readable input: "-" (standard input) or a file opened for reading. Throws InputError.
class InputFile {
 public:
  explicit InputFile(const std::string& path, FileTypes types = FileTypes::any);
  // The regular file `name` (one path component) inside the directory `dirfd`, never through a
  // link (O_NOFOLLOW); `display` is its path as messages print it.
  InputFile(int dirfd, const std::string& name, const std::string& display);
  ~InputFile();
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;
  // Reads at most `n` bytes into `buf`: 0 at the end; throws InputError on a read error.
  std::size_t read_some(char* buf, std::size_t n);
  const std::string& path() const { return path_; }

 private:
  void open_regular(int dirfd, const std::string& name, int flags);
  std::string path_;
  int fd_ = -1;
  bool own_ = true;
};

// A file found by listing a directory (`bm conformance verify DIR`) is read only when it is a
// regular file: a FIFO, a device or a socket planted there would block or never end. Opens it
// without blocking (O_NONBLOCK), checks its type with fstat and closes it; InputError
// ("DIR/x.json: a FIFO, not a regular file; ...") otherwise.
void require_regular_file(const std::string& path);

// The whole text of `path` ("-": standard input). Throws InputError
// "P: file larger than 8 MiB" past max_bytes and "P:L: line longer than 8 MiB" as soon as
// line L passes max_line, without reading further.
std::string read_text_file(const std::string& path, const ReadLimits& limits, FileTypes types = FileTypes::any);
// The same, from an input already open.
std::string read_text_file(InputFile& in, const ReadLimits& limits);

// Lines from a descriptor-backed input, one at a time, for line protocols and line formats
// (`bm serve` reads its requests through it). A line longer than the cap is refused as soon as
// the cap is crossed, without being buffered: next_line says too_long at once (an interactive
// client gets its answer without sending the rest), and the next call first skips that line's
// remaining bytes up to its newline. `before_block`, when set, runs whenever the reader is about
// to wait for more input (bm serve flushes its answers then).
class LineReader {
 public:
  enum class Status { line, too_long, end };
  LineReader(InputFile& in, std::size_t max_line, std::function<void()> before_block = {});
  // The next line without its newline (a final line without one counts). `number()` is the
  // line's number (1-based) after the call.
  Status next_line(std::string& line);
  // Consumes the empty lines at the reading position (bytes that are a newline, outside a
  // refused line) and returns how many: a run of millions of them costs one pass over the bytes,
  // not a call of next_line each. 0 when the next line is not empty or the input has ended.
  std::size_t skip_empty_lines();
  std::size_t number() const { return number_; }
  // Bytes of the input consumed by the lines returned so far (newlines included).
  std::size_t consumed() const { return consumed_; }

 private:
  bool fill();  // false at the end of the input
  InputFile& in_;
  std::size_t max_line_;
  std::function<void()> before_block_;
  // The block read into: left uninitialised (a zeroed 64 KiB was about 65,000 instructions a log
  // file opened, 4% of `bm validate`'s replay of a 4-player game).
  static constexpr std::size_t kBlock = std::size_t{1} << 16;
  std::unique_ptr<char[]> buf_;
  std::size_t pos_ = 0, end_ = 0;
  std::size_t number_ = 0;
  std::size_t consumed_ = 0;
  bool skipping_ = false;  // inside a refused line: drop bytes up to its newline
  bool eof_ = false;
};

// A log's lines, read forward once: from a file or standard input through
// LineReader within ReadLimits (the byte cap and the line cap hold as the bytes arrive, with
// read_text_file's messages), or from a text already in memory (not copied). Only the non-empty
// lines from a mark onward are kept, so reading costs the longest line plus the lines a caller
// still needs (a replay's lines since its checkpoint), never an index of every line nor the
// whole file. Lines are indexed from 0 (index i is the file's line i + 1) and separated by
// '\n'; a final '\n' does not start an empty last line. Read errors are InputError and stay:
// every later read throws the same error.
class ForwardLines {
 public:
  static constexpr std::size_t npos = static_cast<std::size_t>(-1);
  // Streams `path` ("-": standard input).
  ForwardLines(const std::string& path, const ReadLimits& limits);
  // Walks `text`, which must outlive this object; no caps (the caller checks line lengths).
  explicit ForwardLines(std::string_view text);
  ~ForwardLines();
  ForwardLines(const ForwardLines&) = delete;
  ForwardLines& operator=(const ForwardLines&) = delete;

  // The index of the first non-empty line at or after `i`, reading forward as needed; npos when
  // the input ends first.
  std::size_t next_nonempty(std::size_t i);
  // Whether line `i` exists (reads forward up to it).
  bool exists(std::size_t i);
  // The text of line `i`, already read and not before the mark (empty for an empty line). The
  // view stays valid until the mark passes `i`.
  std::string_view line(std::size_t i) const;
  // The lines before `i` are not needed any more.
  void mark(std::size_t i);
  // Lines read so far (all of them once next_nonempty returned npos or exists returned false).
  std::size_t count() const { return count_; }
  // The index of the last non-empty line read (npos: none).
  std::size_t last_nonempty() const { return last_nonempty_; }
  // Lines held now (at most the non-empty lines from the mark on; tests check the bound).
  std::size_t kept() const { return kept_.size(); }

 private:
  struct Kept {
    std::size_t index;
    std::string_view text;  // into the caller's text, or into `own`
    std::string own;
  };
  bool read_one();  // reads the next line; false at the end
  [[noreturn]] void fail(std::string message);

  std::string_view text_;  // the text-in-memory source
  std::size_t pos_ = 0;
  std::unique_ptr<InputFile> in_;  // the streamed source
  std::unique_ptr<LineReader> reader_;
  ReadLimits limits_{0, 0};
  std::string error_;  // a read error, thrown again by every later read
  bool end_ = false;
  std::size_t count_ = 0, mark_ = 0, last_nonempty_ = npos;
  std::deque<Kept> kept_;           // non-empty lines from the mark on, in order
  std::vector<std::string> spare_;  // buffers of dropped lines, reused
};

// The text of a log-like line format ("-": standard input) read through ForwardLines within
// `limits`, holding only the input's own lines: its non-empty lines and the empty lines between
// them, each line ending in '\n'. Empty lines after the last non-empty one are read (the caps
// hold as they arrive, so an endless stream of them ends at the byte cap with its error) but not
// kept. `ends` says whether a line is the format's last (a log's result line): after it, reading
// stops at the next non-empty line, which is kept (the reader of the text refuses it there), so
// what follows a complete log is never held, whatever its size. The empty lines between two
// non-empty ones are held to keep every line's number; more than `max_held_empty` of them in all
// is refused (InputError "P:L: more than N empty lines between the log's lines ..."), so the
// text held stays bounded by what the log's own lines and the caps allow, whatever the input.
inline constexpr std::size_t kMaxHeldEmptyLines = std::size_t{1} << 20;
std::string read_lines_text(const std::string& path, const ReadLimits& limits,
                            const std::function<bool(std::string_view)>& ends,
                            std::size_t max_held_empty = kMaxHeldEmptyLines);

}  // namespace bm
