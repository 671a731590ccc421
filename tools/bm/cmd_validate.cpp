// bm validate: many logs, one verdict each; exit 0 only when every log verifies (issue 4).
// The gate other front ends put in their CI (docs/validating.md).
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/replay/replay.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/junit.hpp"
#include "tools/bm/replay_setup.hpp"

namespace bm::cli {

namespace {
po::options_description validate_options() {
  po::options_description d("bm validate options");
  d.add_options()("logs", po::value<std::vector<std::string>>()->multitoken(),
                  "log files (JSON Lines, docs/log-format.md)");
  add_log_input_options(d, true);
  d.add_options()("junit", po::value<std::string>()->default_value(""),
                  "also write a JUnit XML report to FILE (rewritten as the logs go on)")(
      "check", "also check every rule invariant (docs/invariants.md) after every action")(
      "json", "print one JSON verdict per log as it finishes, then a JSON summary line")(
      "quiet", "print only failing logs and the summary");
  return d;
}

std::string verdict_text(const ReplayVerdict& v) {
  std::string t = v.message;
  if (v.line > 0)
    t = "line " + std::to_string(v.line) + (v.action_index >= 0 ? ", action " + std::to_string(v.action_index) : "") +
        (v.phase.empty() ? "" : ", round " + std::to_string(v.round) + ", phase " + v.phase) + ": " + t;
  return t;
}
}  // namespace

void help_validate() {
  std::cout << "usage: bm validate LOG... [options]\n\n"
               "Replays every LOG with the engine (as `bm replay` does) and gives one verdict per\n"
               "log: valid, divergent (the engine disagrees: an illegal action, an event, a hash, a\n"
               "declared chance outcome or the result) or invalid (not a readable v1 log). Logs may\n"
               "be seeded or declare their chance, and may observe only some events\n"
               "(docs/validating.md shows how another front end exports its games and gates its CI\n"
               "on this command).\n\n"
               "exit: 0 every log valid, 1 some log diverges (none invalid), 2 some log invalid or\n"
               "unreadable, or bad usage\n\n"
            << validate_options()
            << "\nexamples:\n"
               "  bm validate exported/*.jsonl\n"
               "  bm validate exported/*.jsonl --junit bm-report.xml --quiet\n"
               "  bm validate game.jsonl --json | jq .\n";
}

int cmd_validate(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("logs", -1);
  const auto vm = parse(args, validate_options(), &pos);
  if (!vm.count("logs") || vm["logs"].as<std::vector<std::string>>().empty())
    throw InputError("bm validate: no LOG given (see `bm help validate`)");
  const auto logs = vm["logs"].as<std::vector<std::string>>();
  LogInputs inputs;
  const ReplayOptions ro = replay_options_from(vm, inputs);
  const std::string junit = vm["junit"].as<std::string>();
  const bool json = vm.count("json") > 0, quiet = vm.count("quiet") > 0;
  std::vector<std::string> read = logs;
  read.push_back(vm["cards"].as<std::string>());
  read.push_back(vm["board"].as<std::string>());
  refuse_output_over_input(junit, "--junit", read);
  std::vector<JunitCase> cases;
  // A report file is written at once (an unwritable path fails early) and rewritten while the
  // logs go on after 1, 2, 4, 8, ... logs (linear in all; issue 21), and at the end; a FIFO or
  // a device gets it once, at the end.
  const bool progressive = !junit.empty() && output_is_replaced(junit);
  if (progressive) write_junit(junit, "bm validate", cases);
  int valid = 0, divergent = 0, invalid = 0;
  for (const auto& path : logs) {
    const ReplayVerdict v = replay_log_file(path, ro);
    (v.ok ? valid : v.input_error ? invalid : divergent) += 1;
    if (json) {
      nlohmann::json j = v.to_json();
      j["file"] = path;
      j["verdict"] = v.ok ? "valid" : v.input_error ? "invalid" : "divergent";
      std::cout << j.dump() << std::endl;
    } else if (!v.ok || !quiet) {
      std::cout << (v.ok ? "valid     " : v.input_error ? "INVALID   " : "DIVERGENT ") << path;
      if (v.ok) std::cout << " (" << v.actions << " actions)\n";
      else std::cout << "\n    " << terminal_escape(verdict_text(v)) << "\n";
      std::cout.flush();
    }
    if (!junit.empty()) {
      JunitCase c{path, "", v.input_error, ""};
      if (!v.ok) {
        c.failure = verdict_text(v);
        c.details = v.to_json().dump(2);
      }
      cases.push_back(c);
      if (progressive && (cases.size() & (cases.size() - 1)) == 0) write_junit(junit, "bm validate", cases);
    }
  }
  if (!junit.empty()) write_junit(junit, "bm validate", cases);
  const int total = static_cast<int>(logs.size());
  if (json)
    std::cout << nlohmann::json{{"summary", true},
                                {"logs", total},
                                {"valid", valid},
                                {"divergent", divergent},
                                {"invalid", invalid}}
                     .dump()
              << "\n";
  else std::cout << total << " logs: " << valid << " valid, " << divergent << " divergent, " << invalid << " invalid\n";
  return invalid ? kExitUsage : divergent ? kExitVerify : kExitOk;
}

}  // namespace bm::cli
