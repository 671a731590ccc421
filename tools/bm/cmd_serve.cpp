// bm serve: the engine as a referee over stdio, for other front ends (docs/protocol.md).
#include <cstdio>
#include <iostream>
#include <string>

#include <csignal>

#include <unistd.h>

#include "tools/bm/cli.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/play/perft.hpp"
#include "bm/serve/methods.hpp"
#include "bm/serve/rpc.hpp"
#include "bm/serve/server.hpp"

namespace bm::cli {

namespace {

// The methods line of the help, from serve's method table (so it lists every method there is),
// wrapped under its label.
std::string methods_line() {
  std::string out = "methods: ", line;
  for (const serve::Method& m : serve::methods()) {
    const std::string word = std::string(m.name) + (&m == &serve::methods().back() ? "" : ",");
    if (!line.empty() && line.size() + 1 + word.size() > 80) {
      out += line + "\n         ";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + word;
  }
  return out + line + "\n";
}

}  // namespace

void help_serve() {
  std::cout
      << "usage: bm serve [--set OPTION=VALUE...]\n\n"
         "Serves the rules engine over standard input and output: one JSON-RPC 2.0 request per\n"
         "line in, one answer per line out (docs/protocol.md). A front end (a web game, a bot,\n"
         "another engine's test suite) starts games, asks for the legal actions, applies its\n"
         "players' actions and gets the events they produced, and finally takes the game's log\n"
         "to gate its CI with `bm validate`. Several games at once, by game id. --set OPTION=VALUE\n"
         "changes an option of every game started (before the start's own `set`).\n\n"
      << methods_line()
      << "errors:  -32700 not JSON (or nested deeper than 256 levels, or a key repeated in one object),\n"
         "         -32600 not a request, -32601 unknown method, -32602 bad params, -32603 internal,\n"
         "         -32000 line too long, -32001 unknown game, -32002 illegal action\n"
         "         (data: rule, decision, legal actions), -32003 chance needed (data: need),\n"
         "         -32004 chance rejected, -32005 server full (games or bytes held)\n"
         "limits:  a line of at most "
      << serve::kMaxLineBytes
      << " bytes (longer: error -32000, the line is skipped);\n"
         "         at most "
      << serve::kMaxGames << " games and " << serve::kMaxHeldBytes
      << " bytes of games held (handshake limits);\n"
         "         perft: at most "
      << kPerftMaxDepth << " decisions deep and " << serve::kMaxPerftNodes
      << " positions visited (longer: error -32602)\n"
         "         nothing a client sends stops the server; end of input: exit 0;\n"
         "         answers that cannot be written (the client closed its end): exit 4\n\n"
         "examples:\n"
         "  echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"handshake\"}' | bm serve\n"
         "  printf '%s\\n' "
         "'{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"start\",\"params\":{\"rules\":\"classic\",\"seed\":42}}' \\\n"
         "    '{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"legal\",\"params\":{\"game\":\"g1\"}}' | bm serve\n";
}

int cmd_serve(const std::vector<std::string>& args) {
  po::options_description d("bm serve options");
  add_set_option(d,
                 "OPTION=VALUE: applied to the ruleset of every `start` before its own `set` (repeatable; `bm rules "
                 "options`)");
  const auto vm = parse(args, d);
  std::signal(SIGPIPE, SIG_IGN);  // a closed output is a write error, reported, not a silent death
  serve::Server server;
  server.set_defaults(settings_from(vm));
  InputFile in("-");
  OutputFile out("-");
  return server.run(in, out);
}

}  // namespace bm::cli
