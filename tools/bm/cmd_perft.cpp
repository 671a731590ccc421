// bm perft: the number of legal decision sequences from a position to a depth, and divide (the
// count under each first decision), so another engine can compare its move generation with bm's
// (docs/perft.md; engine/play/perft).
#include <iostream>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/log/action_json.hpp"
#include "bm/play/perft.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/constants.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

namespace {

po::options_description perft_options() {
  po::options_description d("bm perft options");
  d.add_options()("rules", po::value<std::string>()->default_value("classic"), "preset name or ruleset file")(
      "cards", po::value<std::string>()->default_value(""), "card set: a built-in id or a file")(
      "board", po::value<std::string>()->default_value(""), "Super's city board file")(
      "players", po::value<int>(), "players (default: 2, solo 1, bm2-6p 5)")(
      "seed", po::value<std::string>()->default_value("1"), "the game's seed (its chance)")(
      "after", po::value<int>()->default_value(0),
      "the position: after this many decisions of the game `bm play --seed S` plays (random policy)")(
      "depth", po::value<int>()->default_value(3), "decisions deep (1-8); the counts of every depth up to it")(
      "divide", "the count at the depth under each first decision")("json", "print JSON");
  add_set_option(d);
  return d;
}

struct Position {
  GameState state;
  std::uint64_t seed = 0;
  int after = 0;
};

// The state after `after` decisions of the random game of `seed` (play_game's policy and order).
Position position_of(const Engine& e, int players, std::uint64_t seed, int after) {
  Position p{e.start(players, seed), seed, 0};
  auto policy = make_policy("random", seed);
  std::vector<Action> legal;
  for (; p.after < after; ++p.after) {
    if (p.state.over)
      throw InputError("--after " + std::to_string(after) + ": the game of seed " + std::to_string(seed) +
                       " ends after " + std::to_string(p.after) + " decisions");
    e.legal_actions(p.state, legal);
    e.apply_trusted(p.state, legal[policy->choose(e, p.state, legal)]);
  }
  return p;
}

nlohmann::json position_json(const Engine& e, const Position& p) {
  const GameState& s = p.state;
  return {{"rules", e.rules().name},  {"cards", e.cards().id},
          {"players", s.num_players}, {"seed", p.seed},
          {"after", p.after},         {"hash", hex64(e.hash(s))},
          {"round", s.round},         {"phase", phase_name(s.phase)},
          {"player", e.to_move(s)},   {"decision", s.over ? std::string("game over") : e.decision_name(s)}};
}

}  // namespace

void help_perft() {
  std::cout
      << "usage: bm perft [--rules NAME] [--players N] [--seed S] [--after K] [--depth N] [--divide] [--json]\n\n"
         "Counts the legal decision sequences of exactly 1, 2, ..., N decisions from a position, as\n"
         "chess engines check their move generators (perft): an engine that lists one legal action\n"
         "too few or too many somewhere gets another count, and --divide (the count under each\n"
         "first decision) finds the branch. The position is the game `bm play --rules NAME --seed S`\n"
         "plays, after its first K decisions. Chance is fixed by the seed, never branched on: each\n"
         "branch draws what its own random state gives. A game that ends before N decisions adds\n"
         "nothing (only sequences of exactly N decisions count). docs/perft.md has a table of\n"
         "counts for every family.\n\n"
         "options:\n"
         "  --rules NAME   preset or ruleset file (default classic); --set OPTION=VALUE changes an option\n"
         "  --cards SET    card set (default: the family's, bm2 the printed bm2+tools-of-hero-kind); --board FILE\n"
         "  --players N    players (default 2, solo 1, bm2-6p 5)\n"
         "  --seed S       the game's seed (default 1)\n"
         "  --after K      the position after K decisions of that game (default 0: its start)\n"
         "  --depth N      1-8 (default 3)\n"
         "  --divide       the count at depth N under each first decision, in the legal list's order\n"
         "  --json         {position: {rules, cards, players, seed, after, hash, round, phase, player,\n"
         "                 decision}, depth, counts: [depth 1, ..., depth N], divide: [{action, count}]}\n\n"
         "exit codes: 0 counted, 2 bad usage (an unknown preset, a depth out of range, a game that\n"
         "ends before K decisions)\n\n"
         "examples:\n"
         "  bm perft --depth 3\n"
         "  bm perft --rules super --seed 7 --after 20 --depth 2 --divide\n"
         "  bm perft --rules bm2 --seed 3 --after 20 --depth 2 --json\n";
}

int cmd_perft(const std::vector<std::string>& args) {
  const auto vm = parse(args, perft_options());
  const Ruleset rules = rules_with_settings(vm["rules"].as<std::string>(), vm);
  const std::string cards_arg = vm["cards"].as<std::string>();
  CardSet storage;
  const CardSet& cards = cards_from(cards_arg.empty() ? default_card_set_id(rules) : cards_arg, storage);
  BoardDef board_storage;
  const BoardDef& board = board_from(vm["board"].as<std::string>(), board_storage);
  const int players = vm.count("players")                                     ? vm["players"].as<int>()
                      : rules.family == Family::solo                          ? 1
                      : rules.family == Family::bm2 && rules.bm2_players == 2 ? kBm2ManyPlayers
                                                                              : 2;
  if (players < 1 || players > kMaxPlayers)
    throw InputError("--players " + std::to_string(players) + ": must be 1.." + std::to_string(kMaxPlayers));
  const int depth = vm["depth"].as<int>(), after = vm["after"].as<int>();
  if (depth < 1 || depth > kPerftMaxDepth)
    throw InputError("--depth " + std::to_string(depth) + ": must be 1.." + std::to_string(kPerftMaxDepth));
  if (after < 0 || after > 1000000) throw InputError("--after " + std::to_string(after) + ": must be 0..1000000");
  const Engine engine(cards, rules, board);
  const Position p = position_of(engine, players, parse_seed(vm["seed"].as<std::string>()), after);
  const PerftCounts counted = perft_counts(engine, p.state, depth, vm.count("divide") > 0);
  const std::vector<std::uint64_t>& counts = counted.counts;
  const std::vector<std::pair<Action, std::uint64_t>>& divide = counted.divide;
  if (vm.count("json")) {
    nlohmann::json j{{"position", position_json(engine, p)}, {"depth", depth}, {"counts", counts}};
    if (vm.count("divide")) {
      j["divide"] = nlohmann::json::array();
      for (const auto& [a, n] : divide)
        j["divide"].push_back({{"action", action_to_json(cards, a, &board)}, {"count", n}});
    }
    std::cout << j.dump() << "\n";
    return kExitOk;
  }
  const nlohmann::json pos = position_json(engine, p);
  std::cout << "perft " << pos["rules"].get<std::string>() << ", " << players << (players == 1 ? " player" : " players")
            << ", seed " << p.seed << ", after " << p.after << " decisions: round " << p.state.round << ", phase "
            << pos["phase"].get<std::string>() << ", " << pos["decision"].get<std::string>()
            << (p.state.over ? "" : " (P" + std::to_string(engine.to_move(p.state)) + ")") << ", state "
            << pos["hash"].get<std::string>() << "\n";
  for (int d = 1; d <= depth; ++d)
    std::cout << "depth " << d << ": " << counts[static_cast<std::size_t>(d - 1)] << "\n";
  if (vm.count("divide")) {
    std::cout << "divide at depth " << depth << ":\n";
    for (const auto& [a, n] : divide) std::cout << "  " << action_to_json(cards, a, &board).dump() << "  " << n << "\n";
  }
  return kExitOk;
}

}  // namespace bm::cli
