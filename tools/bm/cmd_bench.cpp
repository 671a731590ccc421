// bm bench: the determinism signature, random complete games per second, and the figures of
// the figures of tools/bm/bench_figures.hpp, optionally set against a baseline (--compare).
#include <chrono>
#include <cmath>
#include <cstdio>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/play/play.hpp"
#include "bm/rules/constants.hpp"
#include "tools/bm/bench_figures.hpp"
#include "bm/play/bench_signature.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

namespace {
po::options_description bench_options() {
  po::options_description d("bm bench options");
  d.add_options()("games", po::value<int>()->default_value(20000),
                  "random games for the throughput figure (1..10000000)")(
      "rules", po::value<std::string>()->default_value("classic"), "ruleset for the throughput figure")(
      "players", po::value<int>(), "players for the throughput figure (default 2; solo 1)")(
      "min-time", po::value<double>()->default_value(0.3, "0.3"),
      "seconds each figure is timed for at least (0..60; 0: one timed run)")(
      "compare", po::value<std::string>(),
      "a baseline written by `bm bench --json` (e.g. docs/figures/bench-baseline.json): print "
      "each figure's ratio now / baseline")("json", "print one JSON object");
  return d;
}

struct Throughput {
  std::string rules;
  int players = 2;
  int games = 0;
  double seconds = 0, games_per_second = 0, actions_per_second = 0;
};

Throughput measure_throughput(const po::variables_map& vm) {
  Throughput t;
  t.games = vm["games"].as<int>();
  const Ruleset rules = resolve_ruleset(vm["rules"].as<std::string>());
  const Engine engine(default_card_set(rules), rules);  // the cards bm plays the ruleset with
  PlayOptions opt;
  opt.players = vm.count("players") ? vm["players"].as<int>() : (rules.family == Family::solo ? 1 : 2);
  if (opt.players < 1 || opt.players > kMaxPlayers)
    throw InputError("--players must be 1.." + std::to_string(kMaxPlayers));
  engine.start(opt.players, 0);  // the family's player count (C-1, S-1, SO-1), with a clear error
  long long actions = 0;
  const auto t0 = std::chrono::steady_clock::now();
  for (int g = 0; g < t.games; ++g) {
    opt.seed = static_cast<std::uint64_t>(g) + 1;
    actions += play_game(engine, opt).actions;
  }
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  const double secs = t.seconds > 0 ? t.seconds : 1e-9;
  t.rules = rules.name;
  t.players = opt.players;
  t.games_per_second = t.games / secs;
  t.actions_per_second = static_cast<double>(actions) / secs;
  return t;
}

// The baseline's figures: {"KEY": {"value": number, ...}}, as `bm bench --json` writes them. An
// older bm's output (before the figures, e.g. c0654dd's) has only the throughput line's
// "games_per_second": it is read with no figures, so only the throughput is set against it.
nlohmann::json read_baseline(const std::string& path) {
  nlohmann::json j = read_json_file(path);
  const bool throughput = j.is_object() && j.contains("games_per_second") && j["games_per_second"].is_number() &&
                          j["games_per_second"].get<double>() >= 0;
  if (j.is_object() && !j.contains("figures") && throughput) j["figures"] = nlohmann::json::object();
  if (!j.is_object() || !j.contains("figures") || !j["figures"].is_object())
    throw InputError("--compare " + path +
                     ": not a `bm bench --json` output (no \"figures\" object, and no \"games_per_second\" number)");
  if (j.contains("games_per_second") && !throughput)
    throw InputError("--compare " + path + ": \"games_per_second\" is not a number >= 0");
  for (const auto& [key, f] : j["figures"].items())
    if (!f.is_object() || !f.contains("value") || !f["value"].is_number() || f["value"].get<double>() < 0)
      throw InputError("--compare " + path + ": figure '" + terminal_escape_line(key) +
                       "' has no \"value\" number >= 0");
  return j;
}

std::string number_text(double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, std::fabs(v) >= 100 ? "%.0f" : "%.3g", v);
  return buf;
}

// "better" / "worse" beyond 5% either way, else "same" (ratio: now / baseline).
std::string verdict(const BenchFigure& f, double ratio) {
  const double gain = f.higher_is_better ? ratio : (ratio > 0 ? 1 / ratio : 0);
  return gain > 1.05 ? "better" : gain < 0.95 ? "worse" : "same";
}

// {"baseline": PATH, "figures": {KEY: {baseline, now, ratio, verdict}}, "not_measured": [...],
//  "throughput": {baseline, now, ratio, verdict} when the baseline has the throughput line}
nlohmann::json compare_json(const std::vector<BenchFigure>& figures, const nlohmann::json& base,
                            const std::string& path, const Throughput& t) {
  nlohmann::json c{
      {"baseline", path}, {"figures", nlohmann::json::object()}, {"not_measured", nlohmann::json::array()}};
  if (base.contains("measured_at")) c["measured_at"] = base["measured_at"];
  if (base.contains("games_per_second")) {
    const double b = base["games_per_second"].get<double>();
    const BenchFigure g{"throughput", "", t.games_per_second, "games/s", true};
    nlohmann::json row{{"baseline", b}, {"now", t.games_per_second}, {"ratio", nullptr}, {"verdict", "n/a"}};
    if (b > 0) row["ratio"] = t.games_per_second / b, row["verdict"] = verdict(g, t.games_per_second / b);
    c["throughput"] = row;
  }
  for (const auto& f : figures) {
    if (!base["figures"].contains(f.key)) continue;
    const double b = base["figures"][f.key]["value"].get<double>();
    nlohmann::json row{{"baseline", b}, {"now", f.value}, {"ratio", nullptr}, {"verdict", "n/a"}};
    if (b > 0) row["ratio"] = f.value / b, row["verdict"] = verdict(f, f.value / b);
    c["figures"][f.key] = row;
  }
  for (const auto& [key, v] : base["figures"].items())
    if (!c["figures"].contains(key)) c["not_measured"].push_back(key);
  return c;
}

void print_figures(const std::vector<BenchFigure>& figures, double min_time, const nlohmann::json* cmp) {
  std::cout << "figures (per CPU second of one core, each timed for at least " << min_time << " s of it):\n";
  if (cmp) {
    std::cout << "  against " << terminal_escape_line(cmp->at("baseline").get<std::string>());
    if (cmp->contains("measured_at")) std::cout << " (" << terminal_escape_line(cmp->at("measured_at").dump()) << ")";
    std::cout << "; ratio = now / baseline\n";
    if (cmp->contains("throughput") && !cmp->at("throughput")["ratio"].is_null()) {
      const auto& row = cmp->at("throughput");
      std::cout << "  throughput line: " << number_text(row["now"].get<double>()) << " games/s, baseline "
                << number_text(row["baseline"].get<double>()) << "  x" << number_text(row["ratio"].get<double>()) << " "
                << row["verdict"].get<std::string>() << "\n";
    }
  }
  char line[256];
  for (const auto& f : figures) {
    std::snprintf(line, sizeof line, "  %-32s %12s %-9s", f.key.c_str(), number_text(f.value).c_str(), f.unit.c_str());
    std::cout << line;
    if (const BenchTarget* t = bench_target(f.key))  // "target >= 50000: met"
      std::cout << "  target " << (f.higher_is_better ? ">= " : "<= ") << number_text(t->bound) << " (" << t->why
                << "): " << target_verdict(f, *t);
    const nlohmann::json* row = cmp && cmp->at("figures").contains(f.key) ? &cmp->at("figures").at(f.key) : nullptr;
    if (row && !(*row)["ratio"].is_null()) {
      std::snprintf(line, sizeof line, "  baseline %12s  x%-6.3f %s",
                    number_text((*row)["baseline"].get<double>()).c_str(), (*row)["ratio"].get<double>(),
                    (*row)["verdict"].get<std::string>().c_str());
      std::cout << line << "\n";
    } else if (cmp) {
      std::cout << "  baseline " << (row ? "0 (no ratio)" : "none") << "\n";
    } else {
      std::cout << "  " << f.what << "\n";
    }
  }
  if (cmp && !cmp->at("not_measured").empty())
    std::cout << "  in the baseline, not measured now: " << terminal_escape_line(cmp->at("not_measured").dump())
              << "\n";
}

}  // namespace

void help_bench() {
  std::cout
      << "usage: bm bench [options]\n\n"
         "Prints the determinism signature: a fixed list of seeded random games over every\n"
         "preset and its player counts (2-4; solo 1) on the preset's default cards (classic; bm2 the\n"
         "printed bm2+tools-of-hero-kind), their final state hashes folded into one value. Any change\n"
         "of engine behaviour changes it; tests pin it. Then measures complete random games\n"
         "per second on one core (the clock is used here only, never in game logic), and the\n"
         "figures of docs/figures/speed.md: replay-and-verify and bare re-application of\n"
         "4-player classic games (actions/s), state hash and copy (ns), random and checked games\n"
         "per second of every preset, bm serve applies per second, sizeof(GameState) and the heap\n"
         "a state holds per preset, and the cost against players (1-6) and against log length.\n"
         "--json writes them; --compare sets them against a baseline that --json wrote (ratio\n"
         "now / baseline; 'better' or 'worse' beyond 5%, by each figure's direction), and the\n"
         "throughput line against the baseline's; an older bm's --json (before these figures,\n"
         "e.g. the baseline c0654dd) gives the throughput line only. A figure with a target\n"
         "says whether it is met (random classic games, mallocs per\n"
         "action, replay and its share of re-application, state hash).\n\n"
      << bench_options()
      << "\nexamples:\n"
         "  bm bench --games 200 --min-time 0.01\n"
         "  bm bench --min-time 0.05 --json > figures.json && bm bench --min-time 0.05 --compare figures.json\n"
         "  bm bench --compare docs/figures/bench-baseline.json   the committed baseline (docs/figures/speed.md)\n";
}

int cmd_bench(const std::vector<std::string>& args) {
  const auto vm = parse(args, bench_options());
  const int games = vm["games"].as<int>();
  if (games < 1 || games > 10000000) throw InputError("--games " + std::to_string(games) + ": must be 1..10000000");
  const double min_time = vm["min-time"].as<double>();
  if (!(min_time >= 0 && min_time <= 60)) throw InputError("--min-time: must be 0..60 seconds");
  const nlohmann::json base =
      vm.count("compare") ? read_baseline(vm["compare"].as<std::string>()) : nlohmann::json();  // fail before measuring
  const SignatureResult sig = bench_signature();
  const Throughput t = measure_throughput(vm);
  if (!vm.count("json"))
    std::cout << "signature: " << hex64(sig.signature) << " (" << sig.games << " games, " << sig.actions
              << " actions)\n"
              << "throughput: " << games << " random " << terminal_escape_line(t.rules) << " games, " << t.players
              << " players, in " << t.seconds << " s = " << static_cast<long long>(t.games_per_second) << " games/s ("
              << static_cast<long long>(t.actions_per_second) << " actions/s)\n"
              << std::flush;
  const std::vector<BenchFigure> figures = measure_figures(min_time);
  const nlohmann::json cmp =
      vm.count("compare") ? compare_json(figures, base, vm["compare"].as<std::string>(), t) : nlohmann::json();
  if (!vm.count("json")) {
    print_figures(figures, min_time, vm.count("compare") ? &cmp : nullptr);
    return kExitOk;
  }
  nlohmann::json j{{"signature", hex64(sig.signature)},
                   {"signature_games", sig.games},
                   {"signature_actions", sig.actions},
                   {"games", games},
                   {"seconds", t.seconds},
                   {"games_per_second", t.games_per_second},
                   {"actions_per_second", t.actions_per_second},
                   {"rules", t.rules},
                   {"players", t.players},
                   {"min_time", min_time},
                   {"figures", figures_to_json(figures)}};
  if (vm.count("compare")) j["compare"] = cmp;
  std::cout << j.dump(1) << "\n";
  return kExitOk;
}

}  // namespace bm::cli
