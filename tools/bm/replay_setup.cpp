// Options and replay setup shared by bm replay and bm validate (replay_setup.hpp).
#include "tools/bm/replay_setup.hpp"

#include "bm/validate/validate_core.hpp"

namespace bm::cli {

void add_log_input_options(po::options_description& d, bool many) {
  d.add_options()("cards", po::value<std::string>()->default_value(""),
                  many ? "card-set JSON file the logs were played with (default: the built-in set each header names)"
                       : "card-set JSON file the log was played with (default: the built-in set its header names)")(
      "board", po::value<std::string>()->default_value(""),
      many ? "city-board JSON file super/solo logs were played on (default: built-in)"
           : "city-board JSON file a super/solo log was played on (default: built-in)");
  add_set_option(d,
                 "OPTION=VALUE: the reading of an option the log's header does not write (repeatable); an option it "
                 "writes must have that value, else exit 2");
}

ReplayOptions replay_options_from(const po::variables_map& vm, LogInputs& storage) {
  ReplayOptions ro;
  // Without --cards the replayer takes the built-in set the log's header names.
  ro.cards =
      vm["cards"].as<std::string>().empty() ? nullptr : &cards_from(vm["cards"].as<std::string>(), storage.cards);
  // Without --board the replayer takes the built-in board for the families that play on one.
  const std::string& board = vm["board"].as<std::string>();
  ro.board = board.empty() ? nullptr : &board_from(board, storage.board);
  ro.check_always = vm.count("check") > 0;
  ro.set = settings_from(vm);
  validate::use_game_checker(ro);
  return ro;
}

}  // namespace bm::cli
