// bm play: one complete seeded game; writes its log (core/file_write); verifies it by replay.
#include <iostream>
#include <sstream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/hash.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/constants.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/state_text.hpp"

namespace bm::cli {

namespace {
po::options_description play_options() {
  po::options_description d("bm play options");
  d.add_options()("rules", po::value<std::string>()->default_value("classic"),
                  "ruleset: a preset name (bm rules list) or a ruleset JSON file")(
      "cards", po::value<std::string>()->default_value(""),
      "card-set JSON file, or a built-in set: classic (default), super-synthetic, bm2-synthetic (synthetic test "
      "cards, not printed), bm2+tools-of-hero-kind (the printed Boss Monster 2 cards with the Tools of Hero-Kind "
      "items, also named bm2,tools-of-hero-kind: the default for bm2 rulesets, played with unknown_facts: house, "
      "IP-50); A,B combines sets")(
      "board", po::value<std::string>()->default_value(""),
      "city-board JSON file for the super and solo families (default: the built-in board, docs/board.md)")(
      "players", po::value<int>(),
      "number of players: classic 2..4 (C-1), super 2..4 (S-1), solo 1 (SO-1), bm2 2..6 (bm2 2..4, bm2-6p 5..6); "
      "default 2, solo 1, bm2-6p 5")("seed", po::value<std::string>()->default_value("1"),
                                     "game seed (0..2^64-1): same seed, same game")(
      "policy", po::value<std::string>()->default_value("random"),
      "how every seat decides:\n"
      "  random  uniform over the legal actions\n"
      "  first   always the first legal action\n"
      "  spells  casts, activates and cancels whenever it can\n"
      "  bait    builds for the treasure lead, never passes\n"
      "          a build, casts no spells\n"
      "  hoard   keeps its cards: no spells, passes half its\n"
      "          builds, keeps its hand, declines effects\n"
      "  stall   plays for the deck-out endings (IP-6, SO-6):\n"
      "          no spells, keeps its treasure level with the\n"
      "          others' (solo: strongest rooms, all spells)")("out", po::value<std::string>()->default_value(""),
                                                               "write the v1 action log (JSON Lines) to this file")(
      "chance", po::value<std::string>()->default_value("seeded"),
      "seeded: the log names the seed; declared: the log states every shuffle and random pick (the form other front "
      "ends write, docs/validating.md)")("no-verify", "do not replay-verify the written log")(
      "json", "print the summary as one JSON object");
  add_set_option(d);
  return d;
}
}  // namespace

void help_play() {
  std::cout
      << "usage: bm play [options]\n\n"
         "Plays one complete game with the given policy for every seat. The game is a pure\n"
         "function of (ruleset, card set, players, seed, policy): run it twice, get the same\n"
         "log byte for byte. With --out the log is streamed to FILE (one JSON object per line,\n"
         "docs/log-format.md) and then re-executed by the replayer to prove it verifies.\n\n"
      << play_options()
      << "\nexamples:\n"
         "  bm play --seed 42 --out game.jsonl          # play, log, verify, summary\n"
         "  bm play --rules classic-es --players 4 --json\n"
         "  bm play --rules super --players 4 --out super.jsonl   # Super Boss Monster on the city board\n"
         "  bm play --rules solo --json                  # solo: score and title (SO-7)\n"
         "  bm play --rules bm2 --players 4             # Boss Monster 2 with the printed cards and items\n"
         "  bm play --rules bm2-6p --players 6          # Boss Monster 2 for 5-6 players (BM2-6, BM2-8)\n"
         "  bm play --rules my-rules.json --seed 7      # a user ruleset (bm rules show classic > my-rules.json)\n"
         "  bm play --set death_threshold=exceeds --seed 7   # one option changed (IP-3)\n";
}

namespace {

// The human-readable summary of a played game (`--json` prints `summary` itself).
void print_play_summary(std::ostream& os, const nlohmann::json& summary, const CardSet& cards, const Ruleset& rules,
                        const PlayOptions& opt, const std::string& decided, const std::string& out, bool verify,
                        bool verified) {
  os << "game: " << terminal_escape_line(rules.name) << ", " << opt.players << " players, seed " << opt.seed
     << ", policy " << opt.policy << "\n";
  os << result_text(cards, summary);  // "  player 0 Cleopatra (BM007): ..."
  if (summary.contains("title"))
    os << "solo score: " << summary["score"].get<int>() << " (" << summary["title"].get<std::string>() << ")\n";
  os << "winner: " << (summary["winner"].is_null() ? std::string("none") : "player " + summary["winner"].dump())
     << "\nend: " << summary["end_reason"].get<std::string>() << " after " << summary["rounds"].get<int>()
     << " rounds, " << summary["actions"].get<int>() << " actions\n"
     << decided << "final hash: " << summary["final_hash"].get<std::string>() << "\n";
  if (!out.empty()) {
    os << "log: " << out << "\n";
    if (verify)
      os << "replay: " << (verified ? "verified (every action, event and hash identical)" : summary["replay"].dump())
         << "\n";
  }
}

}  // namespace

int cmd_play(const std::vector<std::string>& args) {
  const auto vm = parse(args, play_options());
  CardSet storage;
  const Ruleset rules = rules_with_settings(vm["rules"].as<std::string>(), vm);
  // Without --cards, the ruleset's default set (default_card_set_id, docs/cards.md).
  const std::string cards_arg = vm["cards"].as<std::string>();
  const CardSet& cards = cards_from(cards_arg.empty() ? default_card_set_id(rules) : cards_arg, storage);
  PlayOptions opt;
  opt.players = vm.count("players")                                     ? vm["players"].as<int>()
                : rules.family == Family::solo                          ? 1
                : rules.family == Family::bm2 && rules.bm2_players == 2 ? kBm2ManyPlayers
                                                                        : 2;  // bm2-6p: 5-6 players (BM2-6)
  if (opt.players < 1 || opt.players > kMaxPlayers)
    throw InputError("--players " + std::to_string(opt.players) + ": must be 1.." + std::to_string(kMaxPlayers) +
                     " (classic and super 2..4, bm2 2..6, solo 1)");
  BoardDef board_storage;
  const BoardDef& board = board_from(vm["board"].as<std::string>(), board_storage);
  opt.seed = parse_seed(vm["seed"].as<std::string>());
  opt.policy = vm["policy"].as<std::string>();
  const std::string chance = vm["chance"].as<std::string>();
  if (chance != "seeded" && chance != "declared")
    throw InputError("--chance '" + chance + "': must be seeded or declared");
  opt.declared_chance = chance == "declared";
  make_policy(opt.policy, 0);  // validate the name before playing
  const Engine engine(cards, rules, board);
  engine.start(opt.players, 0);  // validates the player count for the family before anything is written
  const std::string out = vm["out"].as<std::string>();
  GameState s;
  std::ostringstream text;  // the log, verified from this text once it is written
  if (!out.empty()) {
    refuse_output_over_input(out, "--out", {vm["rules"].as<std::string>(), cards_arg, vm["board"].as<std::string>()});
    {
      LogWriter w(text, engine, opt.declared_chance);
      s = play_game(engine, opt, &w);
    }
    write_file_atomic(out, text.str());
  } else {
    s = play_game(engine, opt, nullptr);
  }
  nlohmann::json summary = game_result(engine, s);
  summary.erase("type");
  summary["ruleset"] = rules.name;
  summary["players"] = opt.players;
  summary["seed"] = opt.seed;
  summary["end_decision"] = end_decision_json(engine.end_decision(s));  // why the winner won (docs/cli.md)
  bool verified = true;
  if (!out.empty()) {
    summary["log"] = out;
    if (!vm.count("no-verify")) {
      ReplayOptions ro;
      ro.cards = &cards;
      ro.board = &board;
      // The text just written (checked write by write): also when OUT is a device or a FIFO.
      const ReplayVerdict v = replay_log_text(text.str(), out, ro);
      verified = v.ok;
      summary["replay"] = v.ok ? nlohmann::json("verified") : v.to_json();
    }
  }
  // --out -: the log goes to standard output, the summary to standard error.
  std::ostream& os = text_stream({out});
  if (vm.count("json")) os << summary.dump() << "\n";
  else
    print_play_summary(os, summary, cards, rules, opt, tie_decided_text(engine, s), out, !vm.count("no-verify"),
                       verified);
  return verified ? kExitOk : kExitVerify;
}

}  // namespace bm::cli
