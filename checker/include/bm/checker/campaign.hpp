#pragma once
// A checking campaign (bm check): many seeded games over cells of (ruleset, players,
// policy), every one under the invariant catalog. Game k of a campaign has seed
// game_seed(campaign seed, k) and plays cell k mod (number of cells); shard i of n plays the
// games with k mod n == i, so shards partition the campaign exactly and their reports merge.
//
// The workers (--jobs) take the games in order, and each game is recorded (counted, its failure
// shrunk and logged) in game order once it and every game before it are played, so the report,
// the failures shrunk and the logs written are the same for any number of jobs. Only the timing
// figures differ.
#include <atomic>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/checker/failure_log.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm {

class OutputDir;  // bm/core/file_write.hpp

struct CampaignCell {
  std::string ruleset;  // a preset name, or the ruleset file the user gave
  Ruleset rules;
  int players = 2;
  std::string policy = "random";
  const CardSet* cards = nullptr;  // null: CampaignConfig::cards
  // The command-line words that select this cell's ruleset and card set for bm play ("--rules
  // super --set max_rounds=3 --cards super-synthetic"): a finding's command that plays the
  // original game again (bm check). Empty: not known (a campaign set up without a command line).
  std::string play_args = {};
};

struct FailureRecord {
  std::uint64_t game = 0;
  std::size_t cell = 0;
  std::uint64_t seed = 0;
  Violation violation;  // as first seen (before shrinking)
  int actions = 0;      // actions of the failing game
  bool shrunk = false;
  FailingGame minimal;  // the shrunk game (when shrunk)
  ShrinkStats stats;
  std::string log;  // the log written (empty: none)
  nlohmann::json to_json(const std::vector<CampaignCell>& cells) const;
};

struct CampaignProgress {
  std::uint64_t games_done = 0;
  std::uint64_t games_total = 0;  // in this shard
  std::uint64_t failures = 0;
  double seconds = 0;
};

struct CampaignConfig {
  std::vector<CampaignCell> cells;
  std::uint64_t games = 1000;  // in the whole campaign (all shards)
  std::uint64_t seed = 1;
  int shard = 0, shards = 1;
  int jobs = 1;
  std::string out_dir;             // failure logs go here (empty: none written)
  OutputDir* out_files = nullptr;  // when set: out_dir, locked, written through its descriptor
  int shrink_attempts = 3000;      // per failure
  int shrinks_per_invariant = 3;   // failures shrunk (and logged) per invariant; the rest are counted
  int determinism_every = 64;      // INV-DETERMINISM on every N-th game (0: never)
  std::uint64_t max_failures = 0;  // stop after this many failures (0: play every game)
  CheckOptions check;
  const CardSet* cards = nullptr;  // for cells that name none
  const BoardDef* board = nullptr;
  std::function<void(const CampaignProgress&)> on_progress;  // after every 256 x jobs games, and at the end
  std::function<void(const FailureRecord&)> on_failure;      // as soon as a failure is recorded (and again once shrunk)
  // Fewer worker threads than `jobs` could start (a process limit): the campaign goes on with
  // those (bm/core/workers.hpp); called once with the warning text.
  std::function<void(const std::string&)> on_warning;
  // Set (e.g. by a SIGINT handler) to stop: each worker finishes the game it plays and takes no
  // other, the games played so far are recorded (a prefix of the shard's games, so the partial
  // report is still exact) and nothing more is shrunk. Null: never cancelled.
  const std::atomic<bool>* cancel = nullptr;
};

struct CampaignReport {
  std::uint64_t games_played = 0;
  std::uint64_t actions = 0;  // of the games recorded (games_played), whatever --jobs
  std::vector<std::uint64_t> cell_games, cell_failures;
  std::map<std::string, std::uint64_t> by_invariant;
  std::vector<std::uint64_t> exercised;          // per invariant (Inv), summed over the games
  std::map<std::string, std::uint64_t> endings;  // games per end reason (C-13.souls_win, ...)
  // CheckOptions::coverage (bm check --coverage): family -> rule ID -> times its code path ran
  // (checker/include/bm/checker/coverage.hpp). Empty otherwise.
  std::map<std::string, std::map<std::string, std::uint64_t>> coverage;
  std::vector<FailureRecord> failures;  // the first 1,000 (failures_total counts them all)
  std::uint64_t failures_total = 0;
  bool stopped_early = false;  // max_failures reached
  bool interrupted = false;    // CampaignConfig::cancel was set before the last game
  double seconds = 0;
  nlohmann::json to_json(const CampaignConfig& c) const;
};

std::uint64_t game_seed(std::uint64_t campaign_seed, std::uint64_t game);
std::string failure_log_name(const CampaignCell& cell, const FailureRecord& f);

CampaignReport run_campaign(const CampaignConfig& config);

// Combines the JSON reports of a campaign's shards (bm check merge). Throws InputError when
// they are not shards of one campaign (different seed, games or cells, or a repeated shard).
nlohmann::json merge_reports(const std::vector<nlohmann::json>& reports, const std::vector<std::string>& names);

}  // namespace bm
