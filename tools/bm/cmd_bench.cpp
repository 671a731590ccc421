// bm bench: the determinism signature, and random complete games per second.
#include <chrono>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/play/play.hpp"
#include "bm/rules/constants.hpp"
#include "tools/bm/bench_signature.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

namespace {
po::options_description bench_options() {
  po::options_description d("bm bench options");
  d.add_options()("games", po::value<int>()->default_value(20000),
                  "random games for the throughput figure (1..10000000)")(
      "rules", po::value<std::string>()->default_value("classic"), "ruleset for the throughput figure")(
      "players", po::value<int>(), "players for the throughput figure (default 2; solo 1)")("json",
                                                                                            "print one JSON object");
  return d;
}
}  // namespace

void help_bench() {
  std::cout
      << "usage: bm bench [options]\n\n"
         "Prints the determinism signature: a fixed list of seeded random games over every\n"
         "preset and its player counts (2-4; solo 1), their final state hashes folded into one value. Any change\n"
         "of engine behaviour changes it; tests pin it. Then measures complete random games\n"
         "per second on one core (the clock is used here only, never in game logic).\n\n"
      << bench_options();
}

int cmd_bench(const std::vector<std::string>& args) {
  const auto vm = parse(args, bench_options());
  const int games = vm["games"].as<int>();
  if (games < 1 || games > 10000000) throw InputError("--games " + std::to_string(games) + ": must be 1..10000000");
  const SignatureResult sig = bench_signature();
  const Ruleset rules = resolve_ruleset(vm["rules"].as<std::string>());
  const Engine engine(builtin_classic_cards(), rules);
  PlayOptions opt;
  opt.players = vm.count("players") ? vm["players"].as<int>() : (rules.family == Family::solo ? 1 : 2);
  if (opt.players < 1 || opt.players > kMaxPlayers)
    throw InputError("--players must be 1.." + std::to_string(kMaxPlayers));
  engine.start(opt.players, 0);  // the family's player count (C-1, S-1, SO-1), with a clear error
  long long actions = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < games; ++g) {
    opt.seed = static_cast<std::uint64_t>(g) + 1;
    actions += play_game(engine, opt).actions;
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double gps = games / (secs > 0 ? secs : 1e-9);
  if (vm.count("json")) {
    std::cout << nlohmann::json{{"signature", hex64(sig.signature)},
                                {"signature_games", sig.games},
                                {"signature_actions", sig.actions},
                                {"games", games},
                                {"seconds", secs},
                                {"games_per_second", gps},
                                {"actions_per_second", static_cast<double>(actions) / (secs > 0 ? secs : 1e-9)},
                                {"rules", rules.name},
                                {"players", opt.players}}
                     .dump()
              << "\n";
  } else {
    std::cout << "signature: " << hex64(sig.signature) << " (" << sig.games << " games, " << sig.actions
              << " actions)\n"
              << "throughput: " << games << " random " << terminal_escape_line(rules.name) << " games, " << opt.players
              << " players, in " << secs << " s = " << static_cast<long long>(gps) << " games/s ("
              << static_cast<long long>(static_cast<double>(actions) / secs) << " actions/s)\n";
  }
  return kExitOk;
}

}  // namespace bm::cli
