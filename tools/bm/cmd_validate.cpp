// bm validate: many logs, one verdict each; exit 0 only when every log verifies.
// The gate other front ends put in their CI (docs/validating.md).
#include <algorithm>
#include <functional>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/replay/replay.hpp"
#include "tools/bm/cli.hpp"
#include "bm/core/in_order.hpp"
#include "tools/bm/junit.hpp"
#include "tools/bm/replay_setup.hpp"
#include "tools/bm/terminal.hpp"
#include "bm/validate/validate_core.hpp"

namespace bm::cli {

namespace {
po::options_description validate_options() {
  po::options_description d("bm validate options");
  d.add_options()("log", po::value<std::vector<std::string>>()->multitoken(),
                  "log files (JSON Lines, docs/log-format.md) or directories (their *.jsonl, recursively, sorted)")(
      "logs", po::value<std::vector<std::string>>()->multitoken(), "deprecated: the old name of --log");
  add_log_input_options(d, true);
  d.add_options()("junit", po::value<std::string>()->default_value(""),
                  "also write a JUnit XML report to FILE (rewritten as the logs go on)")(
      "check", "also check every rule invariant (docs/invariants.md) after every action")(
      "allow-incomplete",
      "accept a log that ends without its result line (by default it fails: exit 1, verdict incomplete)")(
      "implicit-passes",
      "accept an action that becomes legal only after passing the optional decisions open before it (spell and "
      "cancel windows, \"may\" effects), for front ends that do not model them; every pass is reported")(
      "json", "print one JSON report entry per log as it finishes, then a JSON summary line")(
      "quiet", "print only failing logs and the summary; nothing when every log is valid")(
      "jobs", po::value<int>()->default_value(1),
      "logs replayed at once, one thread each (1-256); the output stays in the order of the LOG arguments");
  return d;
}

// Replays logs[k] for every k, `jobs` at a time, and hands each verdict to `report` in the order
// of `logs` (a log's verdict waits for the ones before it).
void replay_in_order(const std::vector<std::string>& logs, const ReplayOptions& ro, int jobs,
                     const std::function<void(const std::string&, const ReplayVerdict&)>& report) {
  in_order<ReplayVerdict>(
      logs.size(), jobs, [&](std::size_t k) { return replay_log_file(logs[k], ro); },
      [&](std::size_t k, ReplayVerdict&& v) { report(logs[k], v); });
}

std::string verdict_text(const ReplayVerdict& v) {
  std::string t = v.message;
  if (v.line > 0)
    t = "line " + std::to_string(v.line) + (v.action_index >= 0 ? ", action " + std::to_string(v.action_index) : "") +
        (v.phase.empty() ? "" : ", round " + std::to_string(v.round) + ", phase " + v.phase) + ": " + t;
  return t;
}

// The verdict kinds and the --json entry of one log are validate_core's (validate/):
// the WebAssembly referee's validate() gives the same entry.
using validate::report_entry;
using validate::Verdict;
using validate::verdict_of;

// --implicit-passes: every decision bm passed for the log, one per line.
void print_passes(std::ostream& os, const ReplayVerdict& v) {
  for (const auto& ps : v.implicit_passes)
    os << "    implicit pass: line " << ps["line"] << ", before action " << ps["before_action"] << ", round "
       << ps["round"] << ", phase " << ps["phase"].get<std::string>() << ": player " << ps["player"] << " "
       << ps["action"].dump() << " at " << ps["decision"].get<std::string>() << "\n";
}

// An invalid log is an input error like any other: its message goes to standard error as
// `bm: error: ...` (docs/cli.md), the per-log line and the summary stay on standard output.
// Once per stream: with --junit - the per-log lines are on standard error already.
void print_invalid(std::ostream& os, const std::string& path, const ReplayVerdict& v) {
  if (verdict_of(v) != Verdict::invalid || &os == &std::cerr) return;
  os.flush();
  std::cerr << "bm: error: " << terminal_message("invalid log " + path + ": " + verdict_text(v), {path}) << "\n";
}

void print_text(std::ostream& os, const std::string& path, const ReplayVerdict& v, bool quiet) {
  const Verdict k = verdict_of(v);
  if (k == Verdict::valid && quiet) return;
  static constexpr const char* kLabel[] = {"valid     ", "DIVERGENT ", "INCOMPLETE ", "INVALID   "};
  // --color: a verdict that needs attention stands out; the text is the same.
  os << (k == Verdict::valid ? std::string(kLabel[0]) : paint(os, kLabel[static_cast<int>(k)], Paint::alarm))
     << terminal_escape(path);
  if (k == Verdict::valid)
    os << " (" << v.actions << " actions" << (v.result_line ? "" : "; no result line, allowed")
       << (v.implicit_passes.empty() ? "" : "; " + std::to_string(v.implicit_passes.size()) + " implicit passes")
       << ")\n";
  else if (k != Verdict::invalid) os << "\n    " << terminal_escape(verdict_text(v)) << "\n";
  else os << "\n    " << terminal_escape(verdict_text(v)) << "\n";  // also here: a CI job may keep only stdout
  if (!quiet) print_passes(os, v);
  os.flush();
}

JunitCase junit_case(const std::string& path, const ReplayVerdict& v) {
  JunitCase c{path, "", v.input_error, "", ""};
  if (!v.ok) {
    c.failure = verdict_text(v);
    c.details = v.to_json().dump(2);
    c.kind = verdict_of(v) == Verdict::incomplete ? "incomplete" : "";
  }
  return c;
}
}  // namespace

void help_validate() {
  std::cout << "usage: bm validate LOG|DIR... [options]\n\n"
               "Replays every LOG with the engine (as `bm replay` does) and gives one verdict per\n"
               "log: valid, divergent (the engine disagrees: an illegal action, an event, a hash, a\n"
               "declared chance outcome or the result), incomplete (the log ends without its result\n"
               "line, as when an exporter dies mid-game; --allow-incomplete accepts it) or invalid\n"
               "(not a readable v1 log). Logs may be seeded or declare their chance, and may observe\n"
               "only some events (docs/validating.md shows how another front end exports its games\n"
               "and gates its CI on this command). A directory stands for its *.jsonl files, in its\n"
               "subdirectories too, in path order.\n\n"
               "exit: 0 every log valid, 1 some log divergent or incomplete (none invalid), 2 some\n"
               "log invalid or unreadable, or bad usage, 4 the report could not be written\n\n"
            << validate_options()
            << "\nexamples:\n"
               "  bm validate exported/*.jsonl\n"
               "  bm validate exported                         # every *.jsonl under exported/\n"
               "  bm validate exported/*.jsonl --junit bm-report.xml --quiet\n"
               "  bm validate game.jsonl --json | jq .\n"
               "  bm validate corpus/scenarios/*.jsonl --allow-incomplete --quiet\n"
               "  bm validate corpus/scenarios/*.jsonl --allow-incomplete --quiet --jobs 2\n"
               "  bm validate exported/*.jsonl --implicit-passes   # front ends without bm's optional windows\n";
}

int cmd_validate(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("log", -1);
  const auto vm = parse(args, validate_options(), &pos);
  std::vector<std::string> named;
  if (vm.count("log")) named = vm["log"].as<std::vector<std::string>>();
  if (vm.count("logs")) {
    // One name per concept: --log, as bm replay; the old name still works.
    std::cerr << "bm validate: warning: --logs is deprecated, use --log (or name the logs without an option)\n";
    for (const auto& l : vm["logs"].as<std::vector<std::string>>()) named.push_back(l);
  }
  if (named.empty()) throw InputError("bm validate: no LOG given (see `bm help validate`)");
  const auto logs = files_of(named, ".jsonl", true, "logs");
  LogInputs inputs;
  // The replay options of validate_core (validate/), as the WebAssembly referee's.
  const ReplayOptions given = replay_options_from(vm, inputs);
  validate::Options vo;
  vo.cards = given.cards;
  vo.board = given.board;
  vo.check = given.check_always;
  vo.set = given.set;
  vo.allow_incomplete = vm.count("allow-incomplete") > 0;
  vo.implicit_passes = vm.count("implicit-passes") > 0;
  const ReplayOptions ro = validate::replay_options(vo);
  const std::string junit = vm["junit"].as<std::string>();
  const bool json = vm.count("json") > 0, quiet = vm.count("quiet") > 0;
  const int jobs = vm["jobs"].as<int>();
  if (jobs < 1 || jobs > 256) throw InputError("--jobs: must be between 1 and 256");
  std::vector<std::string> read = logs;
  read.push_back(vm["cards"].as<std::string>());
  read.push_back(vm["board"].as<std::string>());
  refuse_output_over_input(junit, "--junit", read);
  // --junit -: the report goes to standard output, the per-log lines to standard error.
  std::ostream& os = text_stream({junit});
  std::vector<JunitCase> cases;
  // A report file is written at once (an unwritable path fails early) and rewritten while the
  // logs go on after 1, 2, 4, 8, ... logs (linear in all), and at the end; a FIFO or
  // a device gets it once, at the end.
  const bool progressive = !junit.empty() && output_is_replaced(junit);
  if (progressive) write_junit(junit, "bm validate", cases);
  int count[4] = {0, 0, 0, 0};
  replay_in_order(logs, ro, jobs, [&](const std::string& path, const ReplayVerdict& v) {
    count[static_cast<int>(verdict_of(v))] += 1;
    if (json) os << validate::report_line(report_entry(path, v)) << std::endl;
    else print_text(os, path, v, quiet);
    print_invalid(os, path, v);
    if (!junit.empty()) {
      cases.push_back(junit_case(path, v));
      if (progressive && (cases.size() & (cases.size() - 1)) == 0) write_junit(junit, "bm validate", cases);
    }
  });
  if (!junit.empty()) write_junit(junit, "bm validate", cases);
  const int total = static_cast<int>(logs.size());
  const int valid = count[0], divergent = count[1], incomplete = count[2], invalid = count[3];
  if (json)
    os << nlohmann::json{{"summary", true},          {"logs", total},     {"valid", valid}, {"divergent", divergent},
                         {"incomplete", incomplete}, {"invalid", invalid}}
              .dump()
       << "\n";
  else if (!quiet || valid != total)  // --quiet: nothing at all when every log is valid
    os << total << " logs: " << valid << " valid, " << divergent << " divergent, " << incomplete << " incomplete, "
       << invalid << " invalid\n";
  return invalid ? kExitUsage : (divergent || incomplete) ? kExitVerify : kExitOk;
}

}  // namespace bm::cli
