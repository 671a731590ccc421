#pragma once
// bm serve's loop (docs/protocol.md): reads requests line by line, answers each with one
// line, until end of input. Nothing a client sends stops it: malformed lines, unknown methods,
// wrong parameters, oversized lines and engine refusals are all error answers.
#include <cstdio>
#include <string>
#include <string_view>

#include "tools/serve/methods.hpp"

namespace bm::serve {

class Server {
 public:
  // The answer to one request line, as one line of JSON text (no newline).
  std::string handle(std::string_view line);
  // The answer to a line that went past the cap.
  std::string oversized(std::size_t cap) const;
  // Serves `in_fd` to `out` until end of input; returns the exit code (0). Throws InputError
  // when the answers cannot be written (the client closed its end: exit 2).
  int run(int in_fd, std::FILE* out);

 private:
  Games games_;
};

}  // namespace bm::serve
