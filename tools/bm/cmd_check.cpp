// bm check: the property-based invariant checker (docs/checking.md). Plays many seeded
// games under the invariant catalog (docs/invariants.md), shrinks every failure it shows to
// the smallest failing log, and writes each one as soon as it is found.
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <csignal>
#include <cstdio>
#include <cstdlib>

#include <iostream>
#include <memory>
#include <sstream>
#include <string_view>

#include "bm/cards/card_set.hpp"
#include "bm/checker/campaign.hpp"
#include "bm/checker/invariants.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/mutation.hpp"
#include "bm/play/policy.hpp"
#include "bm/core/text_escape.hpp"
#include "tools/bm/check_coverage.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/junit.hpp"
#include "tools/bm/shard_env.hpp"

namespace bm::cli {

namespace {

using nlohmann::json;

po::options_description check_options() {
  po::options_description d("bm check options");
  d.add_options()("rules", po::value<std::vector<std::string>>()->multitoken(),
                  "rulesets to check: preset names or ruleset files (default: classic)")(
      "all-presets", "check every built-in preset (bm rules list)")(
      "players", po::value<std::vector<int>>()->multitoken(),
      "player counts (default: every count each family allows)")(
      "policy", po::value<std::vector<std::string>>()->multitoken(),
      "policies (default: random spells bait hoard stall; see bm help play)")(
      "games", po::value<std::uint64_t>()->default_value(1000), "games in the whole campaign (all shards together)")(
      "seed", po::value<std::uint64_t>()->default_value(1), "campaign seed: game k plays seed mix(S, k)")(
      "shard", po::value<std::string>()->default_value("0/1"),
      "play only shard i of n (games with k mod n == i); auto: i and n from the scheduler "
      "(JOB_COMPLETION_INDEX with --shards, or SLURM_ARRAY_TASK_ID and SLURM_ARRAY_TASK_COUNT)")(
      "shards", po::value<int>(), "with --shard auto: the shard count (a Kubernetes Indexed Job's completions)")(
      "jobs", po::value<int>()->default_value(1), "worker threads (the results do not depend on it)")(
      "out", po::value<std::string>()->default_value(""),
      "directory for failure logs, failures.jsonl and report.json (created)")(
      "json", "print the JSON report on stdout")("junit", po::value<std::string>()->default_value(""),
                                                 "also write a JUnit XML report (rewritten as failures come in)")(
      "max-failures", po::value<std::int64_t>()->default_value(0), "stop after N failures (0: play every game)")(
      "shrink-attempts", po::value<int>()->default_value(3000), "candidate games the shrinker may play per failure")(
      "shrinks-per-invariant", po::value<int>()->default_value(3),
      "failures shrunk and logged per invariant (the rest are counted)")(
      "determinism-every", po::value<int>()->default_value(64),
      "replay every N-th game to check INV-DETERMINISM (0: never)")(
      "cards", po::value<std::string>()->default_value(""),
      "card set for every cell: a JSON file, or classic / super-synthetic / bm2-synthetic / bm2+tools-of-hero-kind "
      "(default: classic; super and solo rulesets are also checked with super-synthetic, bm2 rulesets with "
      "bm2-synthetic and, under unknown_facts: house (IP-50; the bm2 presets), the printed bm2+tools-of-hero-kind)")(
      "board", po::value<std::string>()->default_value(""), "city-board JSON file for super/solo (default: built-in)")(
      "list", "list the invariant catalog and exit (with --json: as a JSON array)")(
      "quiet", "no progress and no per-failure lines; only the summary")(
      "coverage",
      "count how often each rule ID's code path ran; report, per family, the IDs reached and never reached");
  add_set_option(d, "OPTION=VALUE: change one option of every ruleset checked (repeatable; `bm rules options`)");
  if (mutations_compiled())
    d.add_options()("mutant", po::value<std::string>(),
                    "TEST-ONLY: inject a known rule bug (bm-mutant; default: BM_MUTANT, else none)");
  return d;
}

std::vector<int> family_players(const Ruleset& r, const BoardDef& b) {
  std::vector<int> v;
  const PlayerRange range = player_range(r, b);
  for (int n = range.min; n <= range.max; ++n) v.push_back(n);
  return v;
}

void parse_shard(const std::string& s, int& i, int& n) {
  const auto slash = s.find('/');
  try {
    if (slash == std::string::npos) throw std::invalid_argument("no slash");
    std::size_t used = 0;
    i = std::stoi(s.substr(0, slash), &used);
    if (used != slash) throw std::invalid_argument("junk");
    n = std::stoi(s.substr(slash + 1), &used);
    if (used != s.size() - slash - 1) throw std::invalid_argument("junk");
  } catch (const std::exception&) { throw InputError("--shard '" + s + "': expected i/n, e.g. 0/4"); }
  if (n < 1 || n > 1000000 || i < 0 || i >= n) throw InputError("--shard '" + s + "': need 0 <= i < n <= 1000000");
}

// --shard i/n, or --shard auto [--shards N]: from the scheduler's environment (shard_env.hpp).
void read_shard(CampaignConfig& cfg, const po::variables_map& vm) {
  const std::string s = vm["shard"].as<std::string>();
  const int shards = vm.count("shards") ? vm["shards"].as<int>() : 0;
  if (vm.count("shards") && (shards < 1 || shards > 1000000))
    throw InputError("--shards " + std::to_string(shards) + ": must be 1..1000000");
  if (s != "auto") {
    if (vm.count("shards")) throw InputError("--shards goes with --shard auto (--shard i/n names the count itself)");
    parse_shard(s, cfg.shard, cfg.shards);
    return;
  }
  const ShardChoice c = shard_from_environment([](const char* name) { return std::getenv(name); }, shards);
  cfg.shard = c.index;
  cfg.shards = c.count;
  if (!vm.count("quiet")) std::cerr << "bm check: " << c.source << "\n";
}

std::string cell_name(const CampaignCell& c) {
  return terminal_escape_line(c.ruleset) +
         (c.cards && c.cards->id != "classic" ? " (" + terminal_escape_line(c.cards->id) + ")" : std::string()) + " " +
         std::to_string(c.players) + "p " + c.policy;
}

std::string failure_line(const CampaignCell& c, const FailureRecord& f) {
  std::ostringstream o;
  o << f.violation.invariant << " (" << f.violation.rules << ") in game " << f.game << " [" << cell_name(c) << ", seed "
    << f.seed << "]\n    " << f.violation.message << " [action " << f.violation.action << ", round "
    << f.violation.round << ", phase " << f.violation.phase << "]";
  if (f.shrunk) {
    o << "\n    shrunk in " << f.stats.attempts << " tries: " << f.actions << " -> " << f.minimal.choices.size()
      << " actions"
      << (static_cast<std::size_t>(f.actions) == f.minimal.choices.size() ? " (shrinking could not remove any)" : "")
      << ", " << c.players << " -> " << f.minimal.players << " players, ruleset "
      << terminal_escape_line(f.minimal.rules.name) << ", seed " << f.minimal.seed;
    if (!f.log.empty()) o << "\n    log: " << f.log << "  (bm replay " << f.log << ")";
  }
  if (!c.play_args.empty())  // the original game, before shrinking, played and checked again
    o << "\n    original game: bm play " << terminal_escape_line(c.play_args) << " --players " << c.players
      << " --seed " << f.seed << " --policy " << c.policy
      << " --out original.jsonl && bm replay --check original.jsonl";
  return o.str();
}

int check_merge(const std::vector<std::string>& args) {
  po::options_description d("bm check merge options");
  d.add_options()("reports", po::value<std::vector<std::string>>()->multitoken(), "report.json files of the shards")(
      "out", po::value<std::string>()->default_value(""), "write the merged report there (default: stdout)");
  po::positional_options_description pos;
  pos.add("reports", -1);
  const auto vm = parse(args, d, &pos);
  if (!vm.count("reports")) throw InputError("bm check merge: no REPORT given (see `bm help check`)");
  std::vector<json> reports;
  const auto names = vm["reports"].as<std::vector<std::string>>();
  const std::string out = vm["out"].as<std::string>();
  refuse_output_over_input(out, "--out", names);
  for (const auto& n : names) reports.push_back(read_json_file(n));  // size limit, duplicate keys, line:column errors
  const json merged = merge_reports(reports, names);
  if (out.empty()) std::cout << merged.dump(2) << "\n";
  else write_file_atomic(out, merged.dump(2) + "\n");
  std::cerr << "merged " << names.size() << " reports: " << merged["games_played"].get<std::uint64_t>() << " games, "
            << merged["failures_total"].get<std::uint64_t>() << " failures"
            << (merged["missing_shards"].empty() ? "" : ", missing shards " + merged["missing_shards"].dump()) << "\n";
  return merged["failures_total"].get<std::uint64_t>() > 0 ? kExitVerify : kExitOk;
}

}  // namespace

void help_check() {
  std::cout << "usage: bm check [options]\n       bm check merge REPORT... [--out FILE]\n"
               "       bm check --list [--json]\n\n"
               "Plays many seeded games and checks every rule invariant after every action and at\n"
               "every event (docs/invariants.md lists them, `bm check --list` too). A failing game\n"
               "is shrunk to the smallest one that still breaks the same invariant (fewest actions,\n"
               "players, ruleset options) and written to --out as a v1 log whose header names the\n"
               "invariant and its rules: `bm replay` it to see the failure again. Failures are\n"
               "written the moment they are found; a killed run keeps them.\n\n"
               "The campaign is a pure function of its options: game k plays seed mix(--seed, k) in\n"
               "cell k mod (rulesets x players x policies). --shard i/n plays the games with\n"
               "k mod n == i, so n machines split one campaign; `bm check merge` adds their\n"
               "report.json files together. --shard auto takes i and n from a cluster scheduler: a\n"
               "Kubernetes Indexed Job (JOB_COMPLETION_INDEX; n from --shards) or a Slurm job array\n"
               "(SLURM_ARRAY_TASK_ID, SLURM_ARRAY_TASK_COUNT, less SLURM_ARRAY_TASK_MIN); docs/scaling.md\n"
               "has a Job manifest, a batch script and a GNU parallel line. --jobs only changes the speed.\n\n"
               "exit: 0 no invariant failed, 1 some invariant failed, 2 bad usage or input\n\n"
            << check_options()
            << "\nexamples:\n"
               "  bm check                                   1,000 classic games, every policy and player count\n"
               "  bm check --all-presets --games 20000 --jobs 2 --out found/\n"
               "  bm check --rules super solo --policy spells --games 5000\n"
               "  bm check --set death_threshold=exceeds --games 2000   # one option changed\n"
               "  bm check --games 1000000 --shard 3/8 --out shard3/ --json > shard3.json\n"
               "  bm check merge shard*/report.json --out campaign.json\n"
               "  JOB_COMPLETION_INDEX=3 bm check --games 1000000 --shard auto --shards 8 --out shard3/\n"
               "                                             what a pod of an 8-completion Indexed Job runs\n";
}

namespace {

// --mutant NAME (bm-mutant only, TEST-ONLY): the rule bug the engine injects.
void select_mutant_option(const po::variables_map& vm) {
  if (!vm.count("mutant")) return;
  const std::string m = vm["mutant"].as<std::string>();
  if (!select_mutant(m)) {
    std::string names;
    for (const auto& x : mutant_list()) names += std::string(names.empty() ? "" : ", ") + x.name;
    throw InputError("--mutant '" + m + "': unknown mutant (" + names + ")");
  }
  if (m != "none")
    std::cerr << "bm check: TEST-ONLY mutant '" << m << "' is active: this engine breaks a rule on purpose\n";
}

std::vector<std::string> check_rulesets(const po::variables_map& vm) {
  if (vm.count("all-presets")) {
    if (vm.count("rules")) throw InputError("bm check: --rules and --all-presets together (choose one)");
    std::vector<std::string> rulesets;
    for (const auto& p : preset_list()) rulesets.push_back(p.name);
    return rulesets;
  }
  if (vm.count("rules")) return vm["rules"].as<std::vector<std::string>>();
  return {"classic"};
}

std::vector<std::string> check_policies(const po::variables_map& vm) {
  std::vector<std::string> policies;
  if (vm.count("policy")) policies = vm["policy"].as<std::vector<std::string>>();
  else
    for (const auto& n : policy_names())
      if (n != "first") policies.push_back(n);
  for (const auto& p : policies) make_policy(p, 0);  // unknown names fail here, with the list
  return policies;
}

// The player counts of one ruleset's cells: every count its family allows, or those of
// --players it allows (none: the ruleset has no cell).
std::vector<int> check_player_counts(const po::variables_map& vm, const Ruleset& r, const BoardDef& board) {
  std::vector<int> counts = family_players(r, board);
  if (!vm.count("players")) return counts;
  const auto want = vm["players"].as<std::vector<int>>();
  std::vector<int> keep;
  for (int n : want)
    if (std::find(counts.begin(), counts.end(), n) != counts.end()) keep.push_back(n);
  for (int n : want)
    if (n < 1 || n > 16)
      throw InputError("--players " + std::to_string(n) + ": no family is played by that many players");
  return keep;  // e.g. --players 3 with solo: that ruleset has no cell
}

// A word for the shell: as is when it needs no quoting, else in single quotes.
std::string shell_word(const std::string& w) {
  const bool plain = !w.empty() && std::all_of(w.begin(), w.end(), [](char ch) {
    return std::isalnum(static_cast<unsigned char>(ch)) ||
           std::string_view("-_./=+,:").find(ch) != std::string_view::npos;
  });
  if (plain) return w;
  std::string out = "'";
  for (char ch : w) out += ch == '\'' ? std::string("'\\''") : std::string(1, ch);
  return out + "'";
}

// The bm play words of a cell: the ruleset as given, each --set as given (a ruleset's name after
// settings, "super max_rounds=3", is a summary, not a name --rules reads), the card set.
std::string play_args(const std::string& given, const std::vector<std::string>& sets, const std::string& cards) {
  std::string out = "--rules " + shell_word(given);
  for (const auto& s : sets) out += " --set " + shell_word(s);
  if (!cards.empty()) out += " --cards " + shell_word(cards);
  return out;
}

// One cell per ruleset x card set x player count x policy.
void add_cells(CampaignConfig& cfg, const po::variables_map& vm) {
  const std::vector<std::string> rulesets = check_rulesets(vm);
  const std::vector<std::string> policies = check_policies(vm);
  const std::vector<OptionSetting> settings = settings_from(vm);
  const std::vector<std::string> set_words =
      vm.count("set") ? vm["set"].as<std::vector<std::string>>() : std::vector<std::string>{};
  // --cards as given, else the built-in set's id (classic needs none).
  const auto cards_word = [&](const CardSet* set) {
    if (!vm["cards"].as<std::string>().empty()) return vm["cards"].as<std::string>();
    return set && set->id != "classic" ? set->id : std::string();
  };
  for (const auto& given : rulesets) {
    const Ruleset r = apply_option_settings(resolve_ruleset(given), settings);
    const std::string name = settings.empty() ? given : r.name;
    const std::vector<int> counts = check_player_counts(vm, r, *cfg.board);
    // Without --cards, every built-in set the family is checked with (builtin_card_sets_for:
    // classic, the synthetic Super or Boss Monster 2 cards that exercise what no classic card
    // has, and the printed Boss Monster 2 cards under IP-50's house reading); with --cards,
    // that set alone.
    const std::vector<const CardSet*> sets =
        vm["cards"].as<std::string>().empty() ? builtin_card_sets_for(r) : std::vector<const CardSet*>{cfg.cards};
    // C-3: a set that cannot deal every player their bosses (two each under I choose you, C-16,
    // BM2-44: the 8 classic bosses seat at most four) is left out at that player count.
    for (const CardSet* set : sets)
      for (int n : counts)
        for (const auto& p : policies)
          if (deals_bosses(*set, r, n))
            cfg.cells.push_back(CampaignCell{name, r, n, p, set, play_args(given, set_words, cards_word(set))});
  }
  if (cfg.cells.empty()) throw InputError("bm check: no ruleset is played by the --players given");
}

// Games, seed, shard, jobs, failure and shrink limits, the output directory.
void read_limits(CampaignConfig& cfg, const po::variables_map& vm) {
  cfg.games = vm["games"].as<std::uint64_t>();
  if (cfg.games == 0 || cfg.games > 100000000000ULL) throw InputError("--games: must be between 1 and 10^11");
  cfg.seed = vm["seed"].as<std::uint64_t>();
  read_shard(cfg, vm);
  cfg.jobs = vm["jobs"].as<int>();
  if (cfg.jobs < 1 || cfg.jobs > 256) throw InputError("--jobs: must be between 1 and 256");
  // Signed, so that "-1" is refused instead of wrapping to 2^64 - 1.
  const std::int64_t max_failures = vm["max-failures"].as<std::int64_t>();
  if (max_failures < 0) throw InputError("--max-failures " + std::to_string(max_failures) + ": must be 0 or more");
  cfg.max_failures = static_cast<std::uint64_t>(max_failures);
  cfg.shrink_attempts = vm["shrink-attempts"].as<int>();
  if (cfg.shrink_attempts < 0 || cfg.shrink_attempts > 10000000)
    throw InputError("--shrink-attempts: must be between 0 and 10^7");
  cfg.shrinks_per_invariant = vm["shrinks-per-invariant"].as<int>();
  if (cfg.shrinks_per_invariant < 0) throw InputError("--shrinks-per-invariant: must be >= 0");
  cfg.determinism_every = vm["determinism-every"].as<int>();
  if (cfg.determinism_every < 0) throw InputError("--determinism-every: must be >= 0");
  cfg.out_dir = vm["out"].as<std::string>();
  while (cfg.out_dir.size() > 1 && cfg.out_dir.back() == '/') cfg.out_dir.pop_back();
}

// What the campaign writes while it runs: failures.jsonl, the JUnit report, report.json, the
// per-failure lines and the progress bar (on a terminal).
class CheckOutput {
 public:
  CheckOutput(CampaignConfig& cfg, const po::variables_map& vm)
      : cfg_(cfg),
        junit_(vm["junit"].as<std::string>()),
        junit_progressive_(!junit_.empty() && output_is_replaced(junit_)),
        quiet_(vm.count("quiet") > 0),
        cell_failures_(cfg.cells.size()) {
    tty_ = isatty(2) != 0 && !quiet_;
    if (!cfg_.out_dir.empty()) {
      // Locked for the run (one bm per directory); its files never through a link.
      out_dir_ = std::make_unique<OutputDir>(cfg_.out_dir, "--out", "bm check", OutputDir::Mode::in_place);
      out_dir_->claim({"failures.jsonl", "report.json"});  // refused before the campaign, not after
      failures_jsonl_ = std::make_unique<OutputFile>(*out_dir_, "failures.jsonl", OutputMode::journal);
      cfg_.out_files = out_dir_.get();
    }
    write_reports(nullptr);  // fail early on an unwritable path
    cfg_.on_failure = [this](const FailureRecord& f) { failure(f); };
    cfg_.on_progress = [this](const CampaignProgress& p) { progress(p); };
    // Fewer worker threads than --jobs: said even with --quiet, the run goes on.
    cfg_.on_warning = [this](const std::string& w) {
      std::cerr << (tty_ ? "\r\033[K" : "") << "bm: warning: " << w << "\n";
    };
  }

  void finish(const CampaignReport& rep) {
    if (tty_) std::cerr << "\r\033[K";
    if (failures_jsonl_) failures_jsonl_->commit();
    write_reports(&rep);
  }

 private:
  void write_reports(const CampaignReport* done) {
    if (!junit_.empty() && (done || junit_progressive_)) {
      std::vector<JunitCase> cases;
      for (std::size_t c = 0; c < cfg_.cells.size(); ++c) {
        JunitCase jc{cell_name(cfg_.cells[c]), "", false, "", "invariant"};
        if (!cell_failures_[c].empty()) {
          jc.failure =
              std::to_string(cell_failures_[c].size()) + " invariant failure(s); first: " + cell_failures_[c].front();
          for (const auto& f : cell_failures_[c]) jc.details += f + "\n";
        }
        cases.push_back(jc);
      }
      // The suite's name stays the same whatever --games is (a CI history keys on it).
      write_junit(junit_, "bm check", cases);
    }
    if (done && !cfg_.out_dir.empty()) out_dir_->write_file("report.json", done->to_json(cfg_).dump(2) + "\n");
  }

  void failure(const FailureRecord& f) {
    const CampaignCell& c = cfg_.cells[f.cell];
    if (failures_jsonl_) {
      json j = f.to_json(cfg_.cells);
      j["stage"] = f.shrunk ? "shrunk" : "found";
      failures_jsonl_->write(j.dump() + "\n");
      failures_jsonl_->flush();  // a kill keeps it; a write error stops the campaign (OutputError)
    }
    if (f.shrunk) {
      if (cell_failures_[f.cell].size() < 50) cell_failures_[f.cell].push_back(failure_line(c, f));
      if (!quiet_) {
        if (tty_) std::cerr << "\r\033[K";
        std::cerr << "FAILED " << failure_line(c, f) << "\n";
      }
    }
    write_reports(nullptr);
  }

  void progress(const CampaignProgress& p) {
    if (!tty_) return;
    std::cerr << "\r\033[K"
              << progress_text(p.games_done, p.games_total, p.seconds, std::to_string(p.failures) + " failures");
    std::cerr << std::flush;
  }

  CampaignConfig& cfg_;
  std::string junit_;
  bool junit_progressive_ = false;  // rewritten as failures come in (a file, not a FIFO)
  bool quiet_ = false;
  bool tty_ = false;
  std::vector<std::vector<std::string>> cell_failures_;
  std::unique_ptr<OutputDir> out_dir_;
  std::unique_ptr<OutputFile> failures_jsonl_;
};

// SIGINT/SIGTERM during a campaign: the workers stop after their current game and the
// campaign ends as if it had played no more (report.json with "complete": false and
// "interrupted": true, the summary, exit 130). SA_RESETHAND: a second Ctrl-C kills at once.
std::atomic<bool> g_interrupted{false};
static_assert(std::atomic<bool>::is_always_lock_free, "set from a signal handler");

extern "C" void on_interrupt(int) { g_interrupted.store(true); }

class InterruptGuard {
 public:
  InterruptGuard() {
    g_interrupted.store(false);
    struct sigaction sa {};
    sa.sa_handler = on_interrupt;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = static_cast<int>(SA_RESETHAND);
    sigaction(SIGINT, &sa, &old_int_);
    sigaction(SIGTERM, &sa, &old_term_);
  }
  ~InterruptGuard() {
    sigaction(SIGINT, &old_int_, nullptr);
    sigaction(SIGTERM, &old_term_, nullptr);
  }
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

 private:
  struct sigaction old_int_ {};
  struct sigaction old_term_ {};
};

void print_summary(std::ostream& os, const CampaignConfig& cfg, const CampaignReport& rep, const json& report) {
  os << "bm check: " << rep.games_played << " games (" << cfg.cells.size() << " cells";
  if (cfg.shards > 1) os << ", shard " << cfg.shard << "/" << cfg.shards;
  os << "), " << rep.actions << " actions, " << static_cast<std::uint64_t>(report["games_per_second"].get<double>())
     << " games/s, " << invariant_catalog().size() << " invariants\n";
  if (rep.failures_total == 0) {
    os << "  no invariant failed\n";
  } else {
    os << "  " << rep.failures_total << " failing games:";
    for (const auto& [inv, n] : rep.by_invariant) os << " " << inv << " x" << n;
    os << "\n";
    for (const auto& f : rep.failures)
      if (f.shrunk) os << "  " << failure_line(cfg.cells[f.cell], f) << "\n";
    if (rep.stopped_early) os << "  stopped after " << cfg.max_failures << " failures (--max-failures)\n";
  }
  if (rep.interrupted)
    os << "  interrupted: " << rep.games_played << " of this shard's games played, the report is incomplete\n";
  if (!cfg.out_dir.empty()) os << "  report: " << cfg.out_dir << "/report.json\n";
}

}  // namespace

int cmd_check(const std::vector<std::string>& args) {
  if (!args.empty() && args[0] == "merge") return check_merge(std::vector<std::string>(args.begin() + 1, args.end()));
  const auto vm = parse(args, check_options());
  if (vm.count("list")) {
    if (vm.count("json")) {
      json arr = json::array();
      for (const auto& i : invariant_catalog())
        arr.push_back({{"id", i.id}, {"rules", i.rules}, {"families", i.families}, {"what", i.what}});
      std::cout << arr.dump(1) << "\n";
      return kExitOk;
    }
    for (const auto& i : invariant_catalog())
      std::cout << i.id << "  [" << i.rules << "]  (" << i.families << ")\n    " << i.what << "\n";
    return kExitOk;
  }
  select_mutant_option(vm);
  CardSet card_storage;
  BoardDef board_storage;
  CampaignConfig cfg;
  cfg.cards = &cards_from(vm["cards"].as<std::string>(), card_storage);
  cfg.board = &board_from(vm["board"].as<std::string>(), board_storage);
  add_cells(cfg, vm);
  read_limits(cfg, vm);
  cfg.check.coverage = vm.count("coverage") > 0;
  std::vector<std::string> read = {vm["cards"].as<std::string>(), vm["board"].as<std::string>()};
  if (vm.count("rules"))
    for (const auto& r : vm["rules"].as<std::vector<std::string>>()) read.push_back(r);
  refuse_output_over_input(vm["junit"].as<std::string>(), "--junit", read);
  const InterruptGuard interrupt;  // before the output is opened: a Ctrl-C from here on is a clean stop
  cfg.cancel = &g_interrupted;
  CheckOutput output(cfg, vm);
  const CampaignReport rep = run_campaign(cfg);
  output.finish(rep);
  json report = rep.to_json(cfg);
  add_never_reached(report);
  // --junit -: the JUnit report goes to standard output, the summary to standard error.
  std::ostream& os = text_stream({vm["junit"].as<std::string>()});
  if (vm.count("json")) os << report.dump(2) << "\n";
  else print_summary(os, cfg, rep, report);
  if (!vm.count("json")) print_coverage(os, report);
  if (rep.interrupted) return kExitInterrupted;
  return rep.failures_total > 0 ? kExitVerify : kExitOk;
}

}  // namespace bm::cli
