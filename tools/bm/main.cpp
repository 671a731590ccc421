// bm: the Boss Monster rules engine and verification toolkit.
#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/mutation.hpp"
#include "bm/core/suggest.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/help_text.hpp"
#include "tools/bm/terminal.hpp"

using namespace bm::cli;

namespace {

// "bm: no such command 'X' (did you mean 'Y'?) (see `bm help`)": the one refusal of a command name.
int no_such_command(const std::string& name) {
  std::vector<std::string> names{"help", "version"};
  for (const auto& c : commands()) names.emplace_back(c.name);
  std::cerr << "bm: " << bm::terminal_message("no such command '" + name + "'" + bm::did_you_mean(name, names), {name})
            << " (see `bm help`)\n";
  return kExitUsage;
}

void usage() { std::cout << usage_text(); }

// Commands that read -q/--quiet themselves (they print less, not nothing); rules, cards, man
// and completion print what was asked for (a listing, a page, a script), which -q leaves.
bool quiet_is_its_own(const std::string& name) { return name == "validate" || name == "check"; }
bool output_is_the_answer(const std::string& name) {
  return name == "rules" || name == "cards" || name == "serve" || name == "completion" || name == "man";
}

// -q/--quiet for a command that has no quiet of its own: its standard output is
// held, and shown only when the command does not succeed. Data written to an output named "-"
// goes to the descriptor itself (engine/core/file_write), so it is not held.
int run_quietly(const Command& c, const std::vector<std::string>& rest) {
  std::ostringstream held;
  std::streambuf* out = std::cout.rdbuf(held.rdbuf());
  int code = kExitInternal;
  try {
    code = c.run(rest);
  } catch (...) {
    std::cout.rdbuf(out);
    std::cout << held.str();
    throw;
  }
  std::cout.rdbuf(out);
  if (code != kExitOk) std::cout << held.str();
  return code;
}

// -q/--quiet before the command too (`bm -q play`): moved after the command name, where the
// command's own handling in dispatch() takes it.
std::vector<std::string> quiet_after_the_command(std::vector<std::string> args) {
  std::size_t n = 0;
  while (n < args.size() && (args[n] == "-q" || args[n] == "--quiet")) ++n;
  if (n == 0 || n == args.size()) return args;
  args.erase(args.begin(), args.begin() + static_cast<std::ptrdiff_t>(n));
  args.insert(args.begin() + 1, "-q");
  return args;
}

// The command line, dispatched; what main returns unless something throws.
int dispatch(const std::vector<std::string>& command_line) {
  // --color=WHEN anywhere, before the command too (`bm --color=always replay g.jsonl`).
  const std::vector<std::string> args = quiet_after_the_command(take_color_option(command_line));
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
    if (args[1] == "help") {
      std::cout << help_help_text();
      return kExitOk;
    }
    for (const auto& c : commands())
      if (args[1] == c.name) {
        std::cout << help_text(c);
        return kExitOk;
      }
    return no_such_command(args[1]);
  }
  for (const auto& c : commands())
    if (args[0] == c.name) {
      // -q, a global option, taken off before the command parses its own options.
      const std::vector<std::string> rest(args.begin() + 1, args.end());
      for (const auto& a : rest)
        if (a == "--help" || a == "-h") {
          std::cout << help_text(c);
          return kExitOk;
        }
      bool quiet = false;
      std::vector<std::string> own;
      for (const auto& a : rest) {
        if (a == "-q" || a == "--quiet") {
          quiet = true;
          if (quiet_is_its_own(c.name)) own.push_back("--quiet");
        } else {
          own.push_back(a);
        }
      }
      if (quiet && !quiet_is_its_own(c.name) && !output_is_the_answer(c.name)) return run_quietly(c, own);
      return c.run(own);
    }
  return no_such_command(args[0]);
}

// What error messages may quote whole: the arguments, and the value of each NAME=VALUE one
// (`--set max_rounds=V`, `--rounds=V` are refused quoting V).
std::vector<std::string> quotable(const std::vector<std::string>& args) {
  std::vector<std::string> out = args;
  for (const auto& a : args)
    if (const auto eq = a.find('='); eq != std::string::npos) out.push_back(a.substr(eq + 1));
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  const std::vector<std::string> quoted = quotable(args);
  bm::route_stdout();
  bm::install_sigpipe_cleanup();  // a closed pipe: a quiet SIGPIPE death, no partial file
  try {
    const int code = dispatch(args);
    bm::check_stdout();  // a full disk or /dev/full on stdout is an error, not a success
    return code;
  } catch (const bm::InputError& e) {
    // Messages quote their input: shown with its control characters made visible and a long
    // word (a 100 KB argument) shortened.
    std::cerr << "bm: error: " << bm::terminal_message(e.what(), quoted) << "\n";
    return kExitUsage;
  } catch (const bm::OutputError& e) {
    std::cerr << "bm: error: " << bm::terminal_message(e.what(), quoted) << "\n";
    return kExitOutput;
  } catch (const bm::IllegalAction& e) {
    std::cerr << "bm: " << bm::terminal_message(e.what(), quoted) << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "bm: internal error: " << bm::terminal_message(e.what(), quoted) << "\n";
    return kExitInternal;
  }
}
