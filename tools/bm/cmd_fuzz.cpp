// bm fuzz: the bridge between the fuzzers' bytes and readable games (docs/fuzzing.md).
//   bm fuzz log INPUT    decode a decision-fuzzer input (a crash file, a corpus entry) into the
//                        game it plays, check it, and write it as a v1 log (shrunk if it fails)
//   bm fuzz seed ...     the other way: a policy game encoded as a decision-fuzzer input
//   bm fuzz targets      the fuzz targets and what each one feeds
#include <algorithm>
#include <iostream>
#include <iterator>

#include "bm/checker/failure_log.hpp"
#include "bm/checker/shrink.hpp"
#include "bm/core/error.hpp"
#include "bm/core/suggest.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/file_write.hpp"
#include "fuzz/decision_input.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/policy.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

namespace {

constexpr std::size_t kMaxFuzzInput = 1u << 20;  // libFuzzer's inputs here are at most a few KiB

struct Target {
  const char* name;
  const char* feeds;
};
constexpr Target kTargets[] = {
    {"decision_fuzzer", "byte-chosen legal actions of every preset, checked by every invariant after every action"},
    {"log_fuzzer", "the v1 log reader and replayer (bm replay, with and without --check)"},
    {"ruleset_fuzzer", "the ruleset reader, then a few actions of a game under the loaded ruleset"},
    {"cards_fuzzer", "the card-set reader, then a few actions of a game with the loaded cards"},
    {"board_fuzzer", "the Super city-board reader, then a few actions of a Super game on it"},
    {"snapshot_fuzzer", "the snapshot reader, then a few actions from the loaded state"},
    {"serve_fuzzer", "bm serve's request lines, one session per input: every line answered, never an internal error"},
};

po::options_description log_options() {
  po::options_description d("bm fuzz log options");
  d.add_options()("input", po::value<std::string>(), "the decision-fuzzer input (a crash-*, timeout-* or corpus file)")(
      "out,o", po::value<std::string>()->default_value(""), "the log to write (default: INPUT.jsonl)")(
      "no-shrink", "keep the failing game exactly as the input plays it (default: shrink it, as bm check does)")(
      "shrink-attempts", po::value<int>()->default_value(3000), "candidate games the shrinker may play")(
      "strict",
      "check every invariant in full after every action (the fuzzer samples the costliest, as bm check does)")(
      "json", "print the outcome as one JSON object");
  return d;
}

po::options_description seed_options() {
  po::options_description d("bm fuzz seed options");
  d.add_options()("start", po::value<int>()->default_value(0),
                  "the start to play from: an index into `bm fuzz starts` (the input's byte 0)")(
      "policy", po::value<std::string>()->default_value("random"),
      "who decides after the start: random, first, spells, bait, hoard, stall")(
      "seed", po::value<std::uint32_t>()->default_value(1), "the policy's seed")(
      "decisions", po::value<int>()->default_value(kFuzzedDecisions),
      "decisions with a choice to play after the start (at most 30, as the fuzzer plays)")(
      "out,o", po::value<std::string>(), "the input file to write");
  return d;
}

std::vector<std::uint8_t> read_input(const std::string& path) {
  std::string text;
  try {
    text = read_text_file(path, ReadLimits{kMaxFuzzInput, kMaxFuzzInput + 1});  // binary: no lines
  } catch (const InputError& e) {
    if (std::string(e.what()).find("file larger than") == std::string::npos) throw;
    throw InputError(std::string(e.what()) +
                     " (a decision-fuzzer input is at most 1 MiB, docs/fuzzing.md#decision-input)");
  }
  return std::vector<std::uint8_t>(text.begin(), text.end());
}

// "classic, 2 player(s), classic cards, seed 101, policy random, 57 actions"
std::string start_text(const DecisionStart& d, const Engine& engine, std::size_t prefix) {
  return d.ruleset + ", " + std::to_string(d.players) + " player(s), " + engine.cards().id + " cards, seed " +
         std::to_string(d.seed) + ", policy " + d.policy + ", " + std::to_string(prefix) + " actions";
}

int fuzz_log(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("input", 1);
  const auto vm = parse(args, log_options(), &pos);
  if (!vm.count("input")) throw InputError("bm fuzz log: no INPUT given (see `bm help fuzz`)");
  const std::string input = vm["input"].as<std::string>();
  std::string out = vm["out"].as<std::string>();
  if (out.empty()) out = input + ".jsonl";
  const int attempts = vm["shrink-attempts"].as<int>();
  if (attempts < 0 || attempts > 10000000) throw InputError("--shrink-attempts: must be between 0 and 10^7");
  const bool as_json = vm.count("json") > 0;
  const CheckOptions check = decision_check_options(vm.count("strict") > 0);
  refuse_output_over_input(out, "--out", {input});
  const std::vector<std::uint8_t> bytes = read_input(input);

  const DecisionStart& d = decision_starts()[(bytes.empty() ? 0u : bytes[0]) % decision_starts().size()];
  const Engine& engine = decision_engine(d);
  const std::size_t prefix = decision_prefix(d).size();
  OutputFile stream(out);
  if (!as_json)
    std::cerr << "bm fuzz log: " << input << ": start " << d.index << " (" << start_text(d, engine, prefix)
              << " into the game), then the input's decisions\n"
              << "bm fuzz log: writing the game to " << stream.writing_to()
              << " as it is played (if bm crashes, that file ends at the action before the crash)\n";
  DecisionGame g;
  {
    LogWriter log(stream.stream(), engine);
    g = play_decision_input_from_setup(bytes.data(), bytes.size(), check, &log);
    stream.flush();
  }
  nlohmann::json result{{"input", input},
                        {"log", out},
                        {"start", d.index},
                        {"ruleset", d.ruleset},
                        {"players", d.players},
                        {"cards", engine.cards().id},
                        {"seed", d.seed},
                        {"prefix_actions", g.prefix_actions},
                        {"bytes", bytes.size()},
                        {"bytes_used", g.bytes_used},
                        {"actions", g.game.actions},
                        {"over", g.game.over},
                        {"violation", nullptr}};
  // -o -: the log goes to standard output, the verdict to standard error.
  std::ostream& os = text_stream({out});
  if (!g.game.failed) {
    stream.commit();
    if (as_json) os << result.dump() << "\n";
    else
      os << "no finding: " << g.game.actions << " actions (" << g.prefix_actions
         << " from the start's prefix), every invariant held; the game "
         << (g.game.over ? "ended" : "stopped where the input ran out") << ". Log: " << out
         << (g.game.over ? std::string() : " (no result line: bm replay --allow-incomplete " + out + " reads it)")
         << "\n";
    return kExitOk;
  }
  FailingGame f;
  f.rules = engine.rules();
  f.players = d.players;
  f.seed = d.seed;
  f.choices = g.game.choices;
  f.legal_sizes = g.game.legal_sizes;
  f.violation = g.game.violation;
  ShrinkStats stats;
  const bool shrink = vm.count("no-shrink") == 0;
  const FailingGame minimal = shrink ? shrink_failure(engine.cards(), engine.board(), f, attempts, check, &stats) : f;
  const FoundBy by{d.ruleset, d.players, d.seed, "fuzz", 0, g.game.actions};
  write_failure_log(out, engine.cards(), engine.board(), minimal,
                    violation_annotation(minimal.violation, by, shrink ? &stats : nullptr));
  result["violation"] = violation_annotation(minimal.violation, by, shrink ? &stats : nullptr);
  result["log_actions"] = minimal.choices.size();
  if (as_json) os << result.dump() << "\n";
  else
    os << "FINDING: " << minimal.violation.to_text() << "\n"
       << "  the input plays " << g.game.actions << " actions; the log " << out << " has " << minimal.choices.size()
       << (shrink ? " (shrunk)" : "") << ".\n  read it: bm replay " << out << "\n";
  return kExitVerify;
}

int fuzz_seed(const std::vector<std::string>& args) {
  const auto vm = parse(args, seed_options());
  if (!vm.count("out")) throw InputError("bm fuzz seed: --out FILE is required");
  const int start = vm["start"].as<int>();
  const auto starts = static_cast<int>(decision_starts().size());
  if (start < 0 || start >= starts)
    throw InputError("--start " + std::to_string(start) + ": not a start (0-" + std::to_string(starts - 1) +
                     ", see `bm fuzz starts`)");
  const int decisions = vm["decisions"].as<int>();
  if (decisions < 0 || decisions > kFuzzedDecisions)
    throw InputError("--decisions: must be between 0 and " + std::to_string(kFuzzedDecisions) +
                     " (the fuzzer plays at most that many, docs/fuzzing.md#decision-input)");
  const std::string policy = vm["policy"].as<std::string>();
  const auto names = policy_names();
  if (std::find(names.begin(), names.end(), policy) == names.end())
    throw InputError("--policy '" + policy + "': not a policy (random, first, spells, bait, hoard, stall)");
  const DecisionStart& d = decision_starts()[static_cast<std::size_t>(start)];
  CheckedGame game;
  const std::vector<std::uint8_t> bytes =
      policy_decision_input(d, policy, vm["seed"].as<std::uint32_t>(), decisions, game);
  // The encoding must play back the same game (the decoder is the fuzzer's).
  const DecisionGame back = play_decision_input(bytes.data(), bytes.size());
  if (back.game.choices != game.choices)
    throw std::runtime_error("bm fuzz seed: the encoded input does not replay the policy's game (" +
                             std::to_string(back.game.choices.size()) + " of " + std::to_string(game.choices.size()) +
                             " choices)");
  write_file_atomic(vm["out"].as<std::string>(), std::string(bytes.begin(), bytes.end()));
  text_stream({vm["out"].as<std::string>()})
      << vm["out"].as<std::string>() << ": " << bytes.size() << " bytes, start " << d.index << " ("
      << start_text(d, decision_engine(d), back.prefix_actions) << ") then "
      << game.choices.size() - back.prefix_actions << " actions of policy " << policy
      << (game.over ? ", the game ended" : "") << (game.failed ? ", FAILS " + game.violation.invariant : "") << "\n";
  return game.failed ? kExitVerify : kExitOk;
}

int fuzz_starts(const std::vector<std::string>& args) {
  po::options_description o("bm fuzz starts options");
  o.add_options()("json", "print a JSON array, one object per start");
  const bool json_out = parse(args, o).count("json") > 0;  // anything else: exit 2
  nlohmann::json arr = nlohmann::json::array();
  for (const DecisionStart& d : decision_starts()) {
    const Engine& engine = decision_engine(d);
    const std::size_t prefix = decision_prefix(d).size();
    if (json_out)
      arr.push_back({{"start", d.index},
                     {"ruleset", d.ruleset},
                     {"players", d.players},
                     {"cards", engine.cards().id},
                     {"seed", d.seed},
                     {"policy", d.policy},
                     {"prefix_actions", prefix}});
    else std::cout << d.index << "  " << start_text(d, engine, prefix) << "\n";
  }
  if (json_out) std::cout << arr.dump(1) << "\n";
  return kExitOk;
}

}  // namespace

void help_fuzz() {
  std::cout << "usage: bm fuzz log INPUT [-o LOG] [--no-shrink] [--json]\n"
               "       bm fuzz seed [--start I] [--policy P] [--seed S] [--decisions N] -o FILE\n"
               "       bm fuzz starts [--json]\n"
               "       bm fuzz targets [--json]\n\n"
               "The fuzz targets (fuzz/, docs/fuzzing.md) work on bytes; this command turns those\n"
               "bytes into games a person can read.\n\n"
               "  log    decodes a decision-fuzzer input (docs/fuzzing.md#decision-input): its first\n"
               "         byte picks a start (a policy game of a preset cut at some depth), each further\n"
               "         byte one of the legal actions, for at most 30 decisions. Plays the start's\n"
               "         prefix and the input from the setup under every invariant (docs/invariants.md)\n"
               "         and writes the whole game as a v1 log. A finding is shrunk like a `bm check`\n"
               "         failure and written as a log whose header carries the violation (log format 1.3).\n"
               "  seed   plays a policy from a start and writes it as a decision-fuzzer input (seed corpora).\n"
               "  starts lists the starts: index, preset, players, cards, seed, policy, prefix length.\n"
               "  targets  lists the fuzz targets.\n\n"
               "exit: 0 no finding, 1 the input breaks an invariant (the log is written), 2 bad usage\n"
               "or unreadable input\n\n"
            << log_options() << "\n"
            << seed_options()
            << "\nexamples:\n"
               "  bm fuzz log build-fuzz/crash-3f2a... -o finding.jsonl && bm replay finding.jsonl\n"
               "  bm fuzz seed --start 12 --policy spells -o corpus/fuzz/decision_fuzzer/start12-spells\n";
}

int cmd_fuzz(const std::vector<std::string>& args) {
  if (args.empty()) throw InputError("bm fuzz: say log, seed, starts or targets (see `bm help fuzz`)");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "log") return fuzz_log(rest);
  if (args[0] == "seed") return fuzz_seed(rest);
  if (args[0] == "starts") return fuzz_starts(rest);
  if (args[0] == "targets") {
    po::options_description d("bm fuzz targets options");
    d.add_options()("json", "print a JSON array of {name, feeds}");
    const bool json_out = parse(rest, d).count("json") > 0;  // anything else: exit 2
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& t : kTargets) arr.push_back({{"name", t.name}, {"feeds", t.feeds}});
    if (json_out) std::cout << arr.dump(1) << "\n";
    else
      for (const auto& t : kTargets)
        std::cout << t.name << std::string(18 - std::string(t.name).size(), ' ') << t.feeds << "\n";
    return kExitOk;
  }
  if (args[0] == "--help" || args[0] == "-h") {
    help_fuzz();
    return kExitOk;
  }
  throw InputError("bm fuzz: unknown subcommand '" + args[0] + "'" +
                   did_you_mean(args[0], {"log", "seed", "starts", "targets"}) +
                   " (log, seed, starts or targets; see `bm help fuzz`)");
}

}  // namespace bm::cli
