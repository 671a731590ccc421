#pragma once
// bm serve's loop (docs/protocol.md): reads requests line by line, answers each with one
// line, until end of input. Nothing a client sends stops it: malformed lines, unknown methods,
// wrong parameters, oversized lines and engine refusals are all error answers.
#include <string>
#include <string_view>

#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/serve/methods.hpp"

namespace bm::serve {

class Server {
 public:
  // The answer to one request line, as one line of JSON text (no newline).
  std::string handle(std::string_view line);
  // The answer to a line that went past the cap.
  std::string oversized(std::size_t cap) const;
  // The answer to one input line (without its newline) exactly as run() writes it, newline
  // aside: the cap, a trailing CR dropped, "" for a blank line (no answer). run() and the
  // WebAssembly referee (wasm/bindings.cpp) both answer through here.
  std::string answer_line(std::string_view line);
  // Serves `in` to `out` until end of input; returns the exit code (0). Lines come through the
  // one capped line reader (core/file_read.hpp), answers go out through the one checked writer
  // (core/file_write.hpp), flushed whenever the reader is about to wait: OutputError when they
  // cannot be written (the client closed its end: exit 4).
  int run(InputFile& in, OutputFile& out);
  // `bm serve --set`: settings every `start` applies before its own `set` (docs/protocol.md#start).
  void set_defaults(std::vector<OptionSetting> set) { games_.default_set = std::move(set); }
  // The bytes of games this server holds at most (handshake limits.max_held_bytes).
  void set_max_held_bytes(std::size_t bytes) { games_.max_held_bytes = bytes; }

 private:
  Games games_;
};

}  // namespace bm::serve
