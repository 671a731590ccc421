// bm replay: re-execute a log and report the first divergence.
#include <iostream>

#include "core/error.hpp"
#include "replay/replay.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

namespace {
po::options_description replay_options() {
  po::options_description d("bm replay options");
  d.add_options()
      ("log", po::value<std::string>(), "the log file (JSON Lines, docs/log-format.md)")
      ("cards", po::value<std::string>()->default_value(""), "card-set JSON file the log was played with (default: built-in)")
      ("board", po::value<std::string>()->default_value(""), "city-board JSON file a super/solo log was played on (default: built-in)")
      ("until", po::value<int>()->default_value(-1), "stop after action N")
      ("json", "print the verdict as one JSON object");
  return d;
}
}  // namespace

void help_replay() {
  std::cout << "usage: bm replay LOG [options]\n\n"
               "Re-executes LOG with the engine and compares everything it recorded: each action's\n"
               "legality, every event, every state hash, the final result. On the first\n"
               "disagreement it reports the line, action index, round, phase, player, what the log\n"
               "says versus what the engine produced, and the legal actions when the logged action\n"
               "was illegal.\n\nexit: 0 identical, 1 divergence, 2 unreadable or invalid log\n\n"
            << replay_options();
}

int cmd_replay(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("log", 1);
  const auto vm = parse(args, replay_options(), &pos);
  if (!vm.count("log")) throw InputError("bm replay: missing LOG (see `bm help replay`)");
  CardSet storage;
  ReplayOptions ro;
  ro.cards = &cards_from(vm["cards"].as<std::string>(), storage);
  BoardDef board_storage;
  ro.board = &board_from(vm["board"].as<std::string>(), board_storage);
  ro.until = vm["until"].as<int>();
  const ReplayVerdict v = replay_log_file(vm["log"].as<std::string>(), ro);
  if (vm.count("json")) {
    std::cout << v.to_json().dump() << "\n";
  } else if (v.ok) {
    std::cout << "verified: " << v.actions << " actions replayed; every action, event and hash identical\n";
    if (!v.result.is_null()) std::cout << "result: " << v.result.dump() << "\n";
  } else {
    std::cout << (v.input_error ? "invalid log" : "DIVERGENCE");
    if (v.line > 0) std::cout << " at line " << v.line;
    if (v.action_index >= 0) std::cout << ", action " << v.action_index;
    if (!v.phase.empty()) std::cout << ", round " << v.round << ", phase " << v.phase;
    if (v.player >= 0) std::cout << ", player " << v.player;
    std::cout << "\n  " << v.message << "\n";
    if (!v.expected.is_null()) std::cout << "  log says:    " << v.expected.dump() << "\n";
    if (!v.actual.is_null()) std::cout << "  engine says: " << v.actual.dump() << "\n";
    if (!v.legal.empty() && v.message.find("legal instead") == std::string::npos) {
      std::cout << "  legal actions:\n";
      for (const auto& l : v.legal) std::cout << "    " << l << "\n";
    }
  }
  return v.ok ? kExitOk : (v.input_error ? kExitUsage : kExitVerify);
}

}  // namespace bm::cli
