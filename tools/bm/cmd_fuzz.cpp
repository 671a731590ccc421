// bm fuzz: the bridge between the fuzzers' bytes and readable games (issue 6, docs/fuzzing.md).
//   bm fuzz log INPUT    decode a decision-fuzzer input (a crash file, a corpus entry) into the
//                        game it plays, check it, and write it as a v1 log (shrunk if it fails)
//   bm fuzz seed ...     the other way: a policy game encoded as a decision-fuzzer input
//   bm fuzz targets      the fuzz targets and what each one feeds
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
    {"log_fuzzer", "the v1 log reader and replayer (bm replay --check)"},
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
  d.add_options()("rules", po::value<std::string>()->default_value("classic"), "a built-in preset (bm rules list)")(
      "players", po::value<int>()->default_value(0), "players (0: the family's smallest number)")(
      "seed", po::value<std::uint32_t>()->default_value(1), "the game's seed (32 bits in this format)")(
      "synthetic-cards",
      "use the synthetic card set of the preset's family (super-synthetic for super and solo, bm2-synthetic for bm2)")(
      "policy", po::value<std::string>()->default_value("random"),
      "who decides: random, first, spells, bait, hoard, stall")("max-actions", po::value<int>()->default_value(0),
                                                                "stop after this many actions (0: the whole game)")(
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

std::size_t preset_index(const std::string& name) {
  const auto list = preset_list();
  for (std::size_t i = 0; i < list.size(); ++i)
    if (list[i].name == name) return i;
  std::string names;
  for (const auto& p : list) names += (names.empty() ? "" : ", ") + p.name;
  throw InputError("--rules '" + name + "': not a built-in preset (one of: " + names + ")");
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
  const bool json = vm.count("json") > 0;
  const CheckOptions check = decision_check_options(vm.count("strict") > 0);
  refuse_output_over_input(out, "--out", {input});
  const std::vector<std::uint8_t> bytes = read_input(input);

  const DecisionSetup d = decode_decision_setup(bytes.data(), bytes.size());
  const Engine& engine = decision_engine(d);
  OutputFile stream(out);
  if (!json)
    std::cerr << "bm fuzz log: " << input << ": preset " << d.ruleset << ", " << d.players << " player(s), "
              << engine.cards().id << " cards, seed " << d.seed << "\n"
              << "bm fuzz log: writing the game to " << stream.writing_to()
              << " as it is played (if bm crashes, that file ends at the action before the crash)\n";
  DecisionGame g;
  {
    LogWriter log(stream.stream(), engine);
    g = play_decision_input(bytes.data(), bytes.size(), check, &log);
    stream.flush();
  }
  nlohmann::json result{{"input", input},
                        {"log", out},
                        {"ruleset", d.ruleset},
                        {"players", d.players},
                        {"cards", engine.cards().id},
                        {"seed", d.seed},
                        {"bytes", bytes.size()},
                        {"bytes_used", g.bytes_used},
                        {"actions", g.game.actions},
                        {"over", g.game.over},
                        {"violation", nullptr}};
  // -o -: the log goes to standard output, the verdict to standard error (issue 31 §11).
  std::ostream& os = text_stream({out});
  if (!g.game.failed) {
    stream.commit();
    if (json) os << result.dump() << "\n";
    else
      os << "no finding: " << g.game.actions << " actions, every invariant held; the game "
         << (g.game.over ? "ended" : "stopped where the input ran out") << ". Log: " << out << "\n";
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
  if (json) os << result.dump() << "\n";
  else
    os << "FINDING: " << minimal.violation.to_text() << "\n"
       << "  the input plays " << g.game.actions << " actions; the log " << out << " has " << minimal.choices.size()
       << (shrink ? " (shrunk)" : "") << ".\n  read it: bm replay " << out << "\n";
  return kExitVerify;
}

int fuzz_seed(const std::vector<std::string>& args) {
  const auto vm = parse(args, seed_options());
  if (!vm.count("out")) throw InputError("bm fuzz seed: --out FILE is required");
  DecisionSetup d;
  d.preset = preset_index(vm["rules"].as<std::string>());
  d.ruleset = vm["rules"].as<std::string>();
  Ruleset rules;
  find_preset(d.ruleset, rules);
  d.synthetic_cards = vm.count("synthetic-cards") > 0;
  if (d.synthetic_cards && !rules.super_like() && rules.family != Family::bm2)
    throw InputError("--synthetic-cards: only super, solo and bm2 presets have a synthetic card set");
  d.seed = vm["seed"].as<std::uint32_t>();
  const PlayerRange range = player_range(rules, builtin_super_board());
  d.players = vm["players"].as<int>() == 0 ? range.min : vm["players"].as<int>();
  if (d.players < range.min || d.players > range.max)
    throw InputError("--players " + std::to_string(d.players) + ": preset " + d.ruleset + " is for " +
                     std::to_string(range.min) + "-" + std::to_string(range.max) + " players (C-1, S-1, SO-1, BM2-2)");
  const int max_actions = vm["max-actions"].as<int>();
  if (max_actions < 0 || max_actions > 1000000) throw InputError("--max-actions: must be between 0 and 10^6");
  const Engine& engine = decision_engine(d);
  PlayChecked p;
  p.players = d.players;
  p.seed = d.seed;
  p.policy = vm["policy"].as<std::string>();
  CheckedGame game = play_checked(engine, p);
  if (max_actions > 0 && game.choices.size() > static_cast<std::size_t>(max_actions)) {
    game.choices.resize(static_cast<std::size_t>(max_actions));
    game.legal_sizes.resize(static_cast<std::size_t>(max_actions));
  }
  const std::vector<std::uint8_t> bytes = encode_decision_input(d, game.choices, game.legal_sizes);
  // The encoding must play back the same game (the decoder is the fuzzer's).
  const DecisionGame back = play_decision_input(bytes.data(), bytes.size(), decision_check_options());
  if (back.game.choices != game.choices)
    throw std::runtime_error("bm fuzz seed: the encoded input does not replay the policy's game (" +
                             std::to_string(back.game.choices.size()) + " of " + std::to_string(game.choices.size()) +
                             " choices)");
  write_file_atomic(vm["out"].as<std::string>(), std::string(bytes.begin(), bytes.end()));
  text_stream({vm["out"].as<std::string>()})
      << vm["out"].as<std::string>() << ": " << bytes.size() << " bytes, " << game.choices.size() << " actions of "
      << d.ruleset << " (" << d.players << " player(s), seed " << d.seed << ", policy " << p.policy << ")"
      << (game.failed ? ", FAILS " + game.violation.invariant : "") << "\n";
  return game.failed ? kExitVerify : kExitOk;
}

}  // namespace

void help_fuzz() {
  std::cout << "usage: bm fuzz log INPUT [-o LOG] [--no-shrink] [--json]\n"
               "       bm fuzz seed --rules PRESET [--players N] [--seed S] [--policy P] -o FILE\n"
               "       bm fuzz targets [--json]\n\n"
               "The fuzz targets (fuzz/, docs/fuzzing.md) work on bytes; this command turns those\n"
               "bytes into games a person can read.\n\n"
               "  log    decodes a decision-fuzzer input (docs/fuzzing.md#decision-input): its first\n"
               "         bytes pick the preset, players, card set and seed, each further byte one of\n"
               "         the legal actions. Plays it under every invariant (docs/invariants.md) and\n"
               "         writes the game as a v1 log. A finding is shrunk like a `bm check` failure\n"
               "         and written as a log whose header carries the violation (log format 1.3).\n"
               "  seed   plays a policy game and writes it as a decision-fuzzer input (seed corpora).\n"
               "  targets  lists the fuzz targets.\n\n"
               "exit: 0 no finding, 1 the input breaks an invariant (the log is written), 2 bad usage\n"
               "or unreadable input\n\n"
            << log_options() << "\n"
            << seed_options()
            << "\nexamples:\n"
               "  bm fuzz log build-fuzz/crash-3f2a... -o finding.jsonl && bm replay finding.jsonl\n"
               "  bm fuzz seed --rules super --players 3 --seed 7 -o corpus/fuzz/decision_fuzzer/super-3p-7\n";
}

int cmd_fuzz(const std::vector<std::string>& args) {
  if (args.empty()) throw InputError("bm fuzz: say log, seed or targets (see `bm help fuzz`)");
  const std::vector<std::string> rest(args.begin() + 1, args.end());
  if (args[0] == "log") return fuzz_log(rest);
  if (args[0] == "seed") return fuzz_seed(rest);
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
  throw InputError("bm fuzz: unknown subcommand '" + args[0] + "'" + did_you_mean(args[0], {"log", "seed", "targets"}) +
                   " (log, seed or targets; see `bm help fuzz`)");
}

}  // namespace bm::cli
