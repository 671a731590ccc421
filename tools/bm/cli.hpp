#pragma once
// Shared pieces of the bm subcommands. Exit codes (docs/cli.md):
//   0 ok, 1 verification failure, 2 bad usage or invalid input, 3 internal error,
//   4 an output could not be written (OutputError, core/file_write.hpp), 130 bm check interrupted.
#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include <boost/program_options.hpp>
#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::cli {

constexpr int kExitOk = 0;
constexpr int kExitVerify = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInternal = 3;
constexpr int kExitOutput = 4;         // OutputError: an output file or stdout could not be written
constexpr int kExitInterrupted = 130;  // bm check stopped by SIGINT/SIGTERM (128 + SIGINT)

namespace po = boost::program_options;

struct Command {
  const char* name;
  const char* summary;
  int (*run)(const std::vector<std::string>& args);
  void (*help)();
};
const std::vector<Command>& commands();

// Parses args against `desc` (+ positional); throws InputError on bad usage.
po::variables_map parse(const std::vector<std::string>& args, const po::options_description& desc,
                        const po::positional_options_description* pos = nullptr);

// Where a command prints its human text: standard error when one of its `outputs` is standard
// output ("-": the data goes there, e.g. `bm play --out - | bm replay -`), else standard output.
std::ostream& text_stream(const std::vector<std::string>& outputs);

// The files named on a command line, a directory standing for its files whose names end in
// `ext` (".jsonl"), sorted by path; `recursive`: in its subdirectories too. A directory
// without any is an InputError naming `what` ("logs"); a FIFO or device among them is refused
// (require_regular_file). `bm validate DIR` and `bm conformance verify DIR`.
std::vector<std::string> files_of(const std::vector<std::string>& inputs, const std::string& ext, bool recursive,
                                  const std::string& what);

// The card set named by --cards (empty: built-in).
const CardSet& cards_from(const std::string& path, CardSet& storage);
// `--board`: empty or "super" = the built-in city board, else a board JSON file.
const BoardDef& board_from(const std::string& path, BoardDef& storage);

// --set OPTION=VALUE (repeatable): an option of the ruleset changed from the command line
// (parse_option_setting, engine/rules; every command that takes a ruleset).
void add_set_option(po::options_description& d, const char* what = nullptr);
std::vector<OptionSetting> settings_from(const po::variables_map& vm);
// A --rules argument (preset name or file) with the --set settings applied.
Ruleset rules_with_settings(const std::string& name_or_path, const po::variables_map& vm);

// The progress line of a long run on a terminal (bm check, bm compare): a bar, done/total
// games, the rate, `middle` ("3 failures"), the time elapsed and, until done, the ETA.
std::string progress_text(std::uint64_t done, std::uint64_t total, double seconds, const std::string& middle);
// 75 s -> "1:15", 3725 s -> "1:02:05".
std::string clock_text(double seconds);

// A --seed value: a whole number from 0 to 2^64 - 1 (InputError otherwise).
std::uint64_t parse_seed(const std::string& s);

int cmd_play(const std::vector<std::string>& args);
int cmd_perft(const std::vector<std::string>& args);
int cmd_replay(const std::vector<std::string>& args);
int cmd_validate(const std::vector<std::string>& args);
int cmd_rules(const std::vector<std::string>& args);
int cmd_cards(const std::vector<std::string>& args);
int cmd_bench(const std::vector<std::string>& args);
int cmd_check(const std::vector<std::string>& args);
int cmd_fuzz(const std::vector<std::string>& args);
int cmd_viz(const std::vector<std::string>& args);
int cmd_serve(const std::vector<std::string>& args);
int cmd_conformance(const std::vector<std::string>& args);
int cmd_compare(const std::vector<std::string>& args);
int cmd_log(const std::vector<std::string>& args);
void help_compare();
void help_log();
void help_conformance();
void help_serve();
void help_viz();
void help_fuzz();
void help_check();
void help_play();
void help_replay();
void help_validate();
void help_rules();
void help_cards();
void help_perft();
void help_bench();

}  // namespace bm::cli
