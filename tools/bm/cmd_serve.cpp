// bm serve: the engine as a referee over stdio, for other front ends (docs/protocol.md).
#include <cstdio>
#include <iostream>
#include <string>

#include <csignal>

#include <unistd.h>

#include "tools/bm/cli.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "bm/play/perft.hpp"
#include "bm/serve/describe.hpp"
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

// The errors lines of the help, from serve's error table (describe.hpp): every code with its
// meaning, wrapped under its label.
std::string errors_line() {
  std::string out = "errors:  ", line;
  const auto codes = serve::error_codes();
  for (std::size_t i = 0; i < codes.size(); ++i) {
    const std::string item =
        std::to_string(static_cast<int>(codes[i].code)) + " " + codes[i].summary + (i + 1 < codes.size() ? "," : "");
    if (!line.empty() && line.size() + 1 + item.size() > 88) {
      out += line + "\n         ";
      line.clear();
    }
    line += (line.empty() ? "" : " ") + item;
  }
  return out + line + "\n";
}

}  // namespace

void help_serve() {
  std::cout
      << "usage: bm serve [--set OPTION=VALUE...] [--max-held-bytes BYTES]\n"
         "       bm serve --describe\n\n"
         "Serves the rules engine over standard input and output: one JSON-RPC 2.0 request per\n"
         "line in, one answer per line out (docs/protocol.md). A front end (a web game, a bot,\n"
         "another engine's test suite) starts games, asks for the legal actions, applies its\n"
         "players' actions and gets the events they produced, and finally takes the game's log\n"
         "to gate its CI with `bm validate`. Several games at once, by game id. --set OPTION=VALUE\n"
         "changes an option of every game started (before the start's own `set`). --max-held-bytes\n"
         "lowers (or raises) the bytes of games the server holds at once: a front end on a small\n"
         "machine bounds the server's memory with it.\n"
         "--describe prints the protocol's description as one JSON object and exits: its name and\n"
         "version, every method with its parameters, every error code with its name; the clients'\n"
         "protocol tables are written from it (tools/protocol/generate_clients.py).\n\n"
      << methods_line() << errors_line() << "limits:  a line of at most " << serve::kMaxLineBytes
      << " bytes (longer: error " << serve::kLineTooLong
      << ", the line is skipped);\n"
         "         at most "
      << serve::kMaxGames << " games and " << serve::kMaxHeldBytes
      << " bytes of games held (--max-held-bytes; handshake limits);\n"
         "         perft: at most "
      << kPerftMaxDepth << " decisions deep and " << serve::kMaxPerftNodes << " positions visited (longer: error "
      << serve::kInvalidParams
      << ")\n"
         "         nothing a client sends stops the server; end of input: exit 0;\n"
         "         answers that cannot be written (the client closed its end): exit 4\n\n"
         "examples:\n"
         "  bm serve --describe\n"
         "  echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"handshake\"}' | bm serve\n"
         "  echo '{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"handshake\"}' | bm serve --max-held-bytes 16777216\n"
         "  printf '%s\\n' "
         "'{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"start\",\"params\":{\"rules\":\"classic\",\"seed\":42}}' \\\n"
         "    '{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"legal\",\"params\":{\"game\":\"g1\"}}' | bm serve\n";
}

int cmd_serve(const std::vector<std::string>& args) {
  po::options_description d("bm serve options");
  add_set_option(d,
                 "OPTION=VALUE: applied to the ruleset of every `start` before its own `set` (repeatable; `bm rules "
                 "options`)");
  const std::string held_help =
      "the bytes of games held at once (a game counts its request, its log and a fixed base: docs/protocol.md, "
      "Framing), between " +
      std::to_string(serve::kMinHeldBytesLimit) + " and 2^40; a start or load past it is refused (" +
      std::to_string(static_cast<int>(serve::kTooManyGames)) + ")";
  d.add_options()("describe",
                  "print the protocol's description (methods, parameters, error codes and their names) as JSON")(
      "max-held-bytes", po::value<std::int64_t>()->default_value(static_cast<std::int64_t>(serve::kMaxHeldBytes)),
      held_help.c_str());
  const auto vm = parse(args, d);
  if (vm.count("describe")) {
    std::cout << serve::describe_protocol().dump(2) << "\n";
    return 0;
  }
  std::signal(SIGPIPE, SIG_IGN);  // a closed output is a write error, reported, not a silent death
  const std::int64_t max_held = vm["max-held-bytes"].as<std::int64_t>();
  if (max_held < static_cast<std::int64_t>(serve::kMinHeldBytesLimit) ||
      max_held > static_cast<std::int64_t>(serve::kMaxHeldBytesLimit))
    throw InputError("--max-held-bytes " + std::to_string(max_held) + ": must be between " +
                     std::to_string(serve::kMinHeldBytesLimit) + " (one request line) and " +
                     std::to_string(serve::kMaxHeldBytesLimit) + " (2^40)");
  serve::Server server;
  server.set_defaults(settings_from(vm));
  server.set_max_held_bytes(static_cast<std::size_t>(max_held));
  InputFile in("-");
  OutputFile out("-");
  return server.run(in, out);
}

}  // namespace bm::cli
