// bm log cut: a log that starts from the state before action N.
#include <iostream>
#include <optional>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/replay/reduce.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/replay_setup.hpp"

namespace bm::cli {

namespace {

po::options_description log_cut_options() {
  po::options_description d("bm log cut options");
  d.add_options()("log", po::value<std::string>(), "the log to cut (JSON Lines, docs/log-format.md)")(
      "from", po::value<int>(), "N: the first action kept (0-based); the new log starts from the state before it")(
      "to", po::value<int>(), "M: the last action kept (default: the end of the log, its result line included)")(
      "out,o", po::value<std::string>(), "PATH: where to write the new log (\"-\": standard output)");
  add_log_input_options(d, false);
  return d;
}

int log_cut(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("log", 1);
  const auto vm = parse(args, log_cut_options(), &pos);
  if (!vm.count("log")) throw InputError("bm log cut: missing LOG (see `bm help log`)");
  if (!vm.count("from")) throw InputError("bm log cut: missing --from N (the first action kept)");
  if (!vm.count("out")) throw InputError("bm log cut: missing -o PATH (where to write the new log)");
  const std::string log = vm["log"].as<std::string>(), out = vm["out"].as<std::string>();
  refuse_output_over_input(out, "-o", {log, vm["cards"].as<std::string>(), vm["board"].as<std::string>()});
  LogInputs inputs;
  const ReplayOptions ro = replay_options_from(vm, inputs);
  ReducedLog r;
  try {
    const std::optional<int> to = vm.count("to") ? std::optional<int>(vm["to"].as<int>()) : std::nullopt;
    r = cut_log(read_log_file(log), log, vm["from"].as<int>(), to, ro);
  } catch (const ReplayFailure& f) {
    std::cerr << "bm: error: " << terminal_message(f.what()) << "\n";
    return kExitVerify;
  }
  write_file_atomic(out, r.text);
  std::ostream& os = text_stream({out});
  os << "bm log: wrote " << out << ": actions " << r.reduced["from"].get<int>() << ".." << r.reduced["to"].get<int>()
     << " of " << r.actions_before << " as 0.." << (r.actions_after - 1)
     << ", from a snapshot of the state before action " << r.reduced["from"].get<int>() << "; "
     << (r.verdict.ok ? "verified by replay"
                      : "replays to the same failure (" + std::string(replay_what_name(r.verdict.what)) + ")")
     << "\n";
  return kExitOk;
}

}  // namespace

void help_log() {
  std::cout << "usage: bm log cut LOG --from N [--to M] -o PATH\n\n"
               "Makes a smaller log from LOG (docs/validating.md#reporting-a-bug).\n\n"
               "cut: a valid log that starts from the state before action N (a snapshot start,\n"
               "docs/log-format.md#snapshot-line) and holds actions N..M renumbered from 0 (with\n"
               "the result line when it runs to the end). Its header records the log it came from\n"
               "(`reduced`). It is replayed before it is written: it must verify, or fail as LOG\n"
               "does on the same action; nothing is written otherwise. LOG must agree with the\n"
               "engine up to action N. To shrink a failing log automatically: bm replay LOG\n"
               "--minimize.\n\n"
               "exit: 0 written, 1 LOG diverges before action N, 2 invalid LOG or range, 4 PATH not written\n\n"
            << log_cut_options()
            << "\nexamples:\n"
               "  bm log cut game.jsonl --from 40 -o tail.jsonl          # actions 40.. from the state before 40\n"
               "  bm log cut game.jsonl --from 40 --to 45 -o six.jsonl   # just actions 40..45\n";
}

int cmd_log(const std::vector<std::string>& args) {
  if (args.empty()) throw InputError("bm log: missing subcommand: cut (see `bm help log`)");
  if (args[0] == "cut") return log_cut(std::vector<std::string>(args.begin() + 1, args.end()));
  throw InputError("bm log: unknown subcommand '" + terminal_escape_line(args[0].substr(0, 80)) +
                   "' (cut; see `bm help log`)");
}

}  // namespace bm::cli
