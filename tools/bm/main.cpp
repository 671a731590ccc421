// bm: the Boss Monster rules engine and verification toolkit.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/mutation.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/cli.hpp"

using namespace bm::cli;

namespace {

void usage() {
  std::cout << "bm " << BM_VERSION << " - reference rules engine and verification toolkit for Boss Monster\n\n"
            << "usage: bm <command> [options]\n       bm help <command>\n       bm --version\n\ncommands:\n";
  std::size_t width = 0;  // the longest command name, plus two spaces
  for (const auto& c : commands()) width = std::max(width, std::strlen(c.name) + 2);
  for (const auto& c : commands())
    std::cout << "  " << c.name << std::string(width - std::strlen(c.name), ' ') << c.summary << "\n";
  std::cout << "\nexit codes: 0 ok, 1 verification failure, 2 bad usage or invalid input, 3 internal error,\n"
            << "            4 an output could not be written (full disk, no permission),\n"
            << "            130 bm check interrupted (Ctrl-C, SIGTERM; the partial report is written),\n"
            << "            141 SIGPIPE: the reader of standard output went away (quiet, no partial file)\n"
            << "rules are cited by the IDs of the rules digest (G-12, C-13, IP-3, ...); see docs/rules-mapping.md\n"
            << "quick start: bm play --seed 1 --out game.jsonl\n";
}

// The command line, dispatched; what main returns unless something throws.
int dispatch(const std::vector<std::string>& args) {
#ifdef BM_MUTATIONS
  // bm-mutant only (TEST-ONLY, engine/include/bm/core/mutation.hpp): BM_MUTANT=NAME injects a rule bug
  // into every command, e.g. to replay a finding under the engine that produced it.
  if (const char* m = std::getenv("BM_MUTANT")) {
    if (!bm::select_mutant(m)) {
      std::cerr << "bm-mutant: BM_MUTANT='" << m << "': unknown mutant\n";
      return kExitUsage;
    }
    if (std::string(m) != "none") std::cerr << "bm-mutant: TEST-ONLY mutant '" << m << "' is active\n";
  }
#endif
  if (args.empty() || args[0] == "--help" || args[0] == "-h") {
    usage();
    return args.empty() ? kExitUsage : kExitOk;
  }
  if (args[0] == "--version" || args[0] == "version") {
    std::cout << "bm " << BM_VERSION << "\n";
    return kExitOk;
  }
  if (args[0] == "help") {
    if (args.size() < 2) {
      usage();
      return kExitOk;
    }
    for (const auto& c : commands())
      if (args[1] == c.name) {
        c.help();
        return kExitOk;
      }
    std::cerr << "bm: no such command '" << bm::terminal_escape(args[1]) << "' (see `bm help`)\n";
    return kExitUsage;
  }
  for (const auto& c : commands())
    if (args[0] == c.name) {
      std::vector<std::string> rest(args.begin() + 1, args.end());
      for (const auto& a : rest)
        if (a == "--help" || a == "-h") {
          c.help();
          return kExitOk;
        }
      return c.run(rest);
    }
  std::cerr << "bm: no such command '" << bm::terminal_escape(args[0]) << "' (see `bm help`)\n";
  return kExitUsage;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  bm::route_stdout();
  bm::install_sigpipe_cleanup();  // a closed pipe: a quiet SIGPIPE death, no partial file (issue 31 §11)
  try {
    const int code = dispatch(args);
    bm::check_stdout();  // a full disk or /dev/full on stdout is an error, not a success
    return code;
  } catch (const bm::InputError& e) {
    // Messages quote their input: shown with its control characters made visible.
    std::cerr << "bm: error: " << bm::terminal_escape(e.what()) << "\n";
    return kExitUsage;
  } catch (const bm::OutputError& e) {
    std::cerr << "bm: error: " << bm::terminal_escape(e.what()) << "\n";
    return kExitOutput;
  } catch (const bm::IllegalAction& e) {
    std::cerr << "bm: " << bm::terminal_escape(e.what()) << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "bm: internal error: " << bm::terminal_escape(e.what()) << "\n";
    return kExitInternal;
  }
}
