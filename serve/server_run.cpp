// Server::run, bm serve's stdio loop (docs/protocol.md), apart from the request handling in
// server.cpp: only the program's loop reads a pipe and writes through the checked writer
// (core/file_write), so what links handle() alone (the serve fuzzer, the WebAssembly referee)
// does not link the writer.
#include "bm/serve/server.hpp"

#include "bm/serve/rpc.hpp"

namespace bm::serve {

int Server::run(InputFile& in, OutputFile& out) {
  LineReader reader(in, kMaxLineBytes, [&out] { out.flush(); });
  std::string line;
  for (;;) {
    const LineReader::Status st = reader.next_line(line);
    if (st == LineReader::Status::end) break;
    std::string answer = st == LineReader::Status::too_long ? oversized(kMaxLineBytes) : answer_line(line);
    if (answer.empty()) continue;  // blank lines are ignored
    answer.push_back('\n');
    out.write(answer);
  }
  out.commit();
  return 0;
}

}  // namespace bm::serve
