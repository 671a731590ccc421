#pragma once
// What bm replay and bm validate share: the --cards and --board options and the replay options
// they make, with the invariant checker ready for --check and for logs that report a violation.
#include "bm/replay/replay.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

// Adds --cards and --board; `many`: the help speaks of many logs (bm validate).
void add_log_input_options(po::options_description& d, bool many);

// Card set and board files read for the replay; they must outlive the replay.
struct LogInputs {
  CardSet cards;
  BoardDef board;
};

// ReplayOptions from --cards, --board and --check (check_always), with the GameChecker as the
// monitor.
ReplayOptions replay_options_from(const po::variables_map& vm, LogInputs& storage);

}  // namespace bm::cli
