#include "bm/checker/campaign.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <thread>

#include "bm/cards/card_set.hpp"
#include "bm/checker/coverage.hpp"
#include "bm/checker/invariants.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/workers.hpp"

namespace bm {

using nlohmann::json;

std::uint64_t game_seed(std::uint64_t campaign_seed, std::uint64_t game) {
  // splitmix64 of (seed, game): every game its own well-mixed seed, identical on every platform.
  std::uint64_t z = campaign_seed * 0x9E3779B97F4A7C15ULL + game + 0x632BE59BD9B4E019ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  z ^= z >> 31;
  return z == 0 ? 1 : z;
}

std::string failure_log_name(const CampaignCell& cell, const FailureRecord& f) {
  // Every part from data goes through file_name_component: a card-set id "x/../../escaped"
  // or a ruleset file path cannot put the log outside --out.
  std::string name = file_name_component(f.violation.invariant);
  name.append("-").append(file_name_component(cell.ruleset));
  if (cell.cards && cell.cards->id != "classic") name.append("-").append(file_name_component(cell.cards->id));
  name.append("-").append(std::to_string(cell.players)).append("p-").append(file_name_component(cell.policy));
  return name.append("-g").append(std::to_string(f.game)).append(".jsonl");
}

json FailureRecord::to_json(const std::vector<CampaignCell>& cells) const {
  const CampaignCell& c = cells[cell];
  json j{{"game", game},
         {"ruleset", c.ruleset},
         {"players", c.players},
         {"policy", c.policy},
         {"cards", c.cards ? c.cards->id : std::string("default")},
         {"seed", seed},
         {"invariant", violation.invariant},
         {"rules", violation.rules},
         {"message", violation.message},
         {"action", violation.action},
         {"round", violation.round},
         {"phase", violation.phase},
         {"actions", actions}};
  if (shrunk)
    j["shrunk"] = {{"actions", minimal.choices.size()}, {"players", minimal.players},
                   {"ruleset", minimal.rules.name},     {"seed", minimal.seed},
                   {"attempts", stats.attempts},        {"message", minimal.violation.message}};
  if (!log.empty()) j["log"] = log;
  return j;
}

json CampaignReport::to_json(const CampaignConfig& c) const {
  json cells = json::array();
  for (std::size_t i = 0; i < c.cells.size(); ++i)
    cells.push_back({{"ruleset", c.cells[i].ruleset},
                     {"players", c.cells[i].players},
                     {"policy", c.cells[i].policy},
                     {"cards", c.cells[i].cards ? c.cells[i].cards->id : (c.cards ? c.cards->id : std::string())},
                     {"games", cell_games[i]},
                     {"failures", cell_failures[i]}});
  json inv = json::object(), ex = json::object();
  for (std::size_t k = 0; k < invariant_catalog().size(); ++k) {
    const auto& i = invariant_catalog()[k];
    auto it = by_invariant.find(i.id);
    inv[i.id] = it == by_invariant.end() ? 0 : it->second;
    ex[i.id] = k < exercised.size() ? exercised[k] : 0;
  }
  json fails = json::array();
  for (const auto& f : failures) fails.push_back(f.to_json(c.cells));
  json j{{"format", "bm-check-report"},
         {"version", 1},
         {"campaign",
          {{"seed", c.seed},
           {"games", c.games},
           {"shards", c.shards},
           {"determinism_every", c.determinism_every},
           {"shrink_attempts", c.shrink_attempts},
           {"shrinks_per_invariant", c.shrinks_per_invariant}}},
         {"shards", json::array({c.shard})},
         {"games_played", games_played},
         {"actions", actions},
         {"failures_total", failures_total},
         {"complete", !stopped_early && !interrupted},
         {"interrupted", interrupted},
         {"cells", cells},
         {"invariants", inv},
         {"exercised", ex},
         {"endings", endings},
         {"failures", fails},
         {"elapsed_seconds", seconds},
         {"games_per_second", seconds > 0 ? static_cast<double>(games_played) / seconds : 0.0}};
  if (c.check.coverage) j["coverage"] = coverage;
  return j;
}

namespace {

struct GameOutcome {
  bool failed = false;
  CheckedGame game;
};

constexpr std::size_t kMaxRecords = 1000;  // failures listed in the report; every one is counted

void check_config(const CampaignConfig& cfg) {
  if (cfg.cells.empty()) throw InputError("bm check: nothing to check (no ruleset, player count and policy)");
  if (cfg.shards < 1 || cfg.shard < 0 || cfg.shard >= cfg.shards)
    throw InputError("bm check: --shard must be i/n with 0 <= i < n");
  if (!cfg.cards || !cfg.board) throw InputError("bm check: no card set or board");
  // IP-50: unknown facts are no reason only when every cell plays the house reading.
  const bool house = std::all_of(cfg.cells.begin(), cfg.cells.end(),
                                 [](const CampaignCell& cell) { return cell.rules.unknown_facts_house; });
  if (const std::string why = unplayable_cards(*cfg.cards, house); !why.empty()) throw InputError("bm check: " + why);
}

// One shard of a campaign under way: the settings, an engine per cell, the report so far and
// the failure bookkeeping. A batch's workers only read it (each writes its own games' outcomes
// and its own action count); the pass over the batch's results, in game order, writes the rest.
class CampaignRun {
 public:
  explicit CampaignRun(const CampaignConfig& cfg);
  // This shard's games: k = shard, shard + shards, ...
  std::uint64_t total() const;
  std::uint64_t batch() const { return 256 * static_cast<std::uint64_t>(jobs_); }
  bool cancelled() const { return cfg_.cancel && cfg_.cancel->load(std::memory_order_relaxed); }
  bool stopped() const { return rep_.stopped_early || rep_.interrupted; }
  std::uint64_t games_played() const { return rep_.games_played; }
  std::uint64_t failures_seen() const { return failures_seen_; }
  // Games first .. first + n - 1 of this shard, on the workers.
  // Returns how many were played: n, or fewer when cancelled (always the first ones).
  std::uint64_t play_batch(std::uint64_t first, std::uint64_t n);
  // Their results, in game order (the same for any number of jobs).
  void record_batch(std::uint64_t first, std::uint64_t n);
  CampaignReport finish(double seconds);

 private:
  const CardSet& cards_of(const CampaignCell& c) const { return c.cards ? *c.cards : *cfg_.cards; }
  std::uint64_t game_number(std::uint64_t first, std::uint64_t i) const {
    return static_cast<std::uint64_t>(cfg_.shard) + (first + i) * shards_;
  }
  std::size_t cell_of(std::uint64_t k) const { return static_cast<std::size_t>(k % cfg_.cells.size()); }
  void play_one(std::uint64_t k, GameOutcome& o, std::uint64_t& actions) const;
  bool record_game(std::uint64_t k, const GameOutcome& o);
  FailureRecord failure_of(std::uint64_t k, std::size_t cell, const GameOutcome& o) const;
  void shrink_and_log(std::uint64_t k, const GameOutcome& o, FailureRecord& f) const;

  const CampaignConfig& cfg_;
  const std::uint64_t shards_;
  int jobs_;  // lowered when the system refuses threads (start_workers)
  std::vector<Engine> engines_;
  CampaignReport rep_;
  std::map<std::string, int> shrunk_per_inv_;
  std::uint64_t failures_seen_ = 0;
  std::vector<GameOutcome> out_;
  std::vector<std::uint64_t> actions_;  // per worker
};

CampaignRun::CampaignRun(const CampaignConfig& cfg)
    : cfg_(cfg), shards_(static_cast<std::uint64_t>(cfg.shards)), jobs_(std::max(1, cfg.jobs)) {
  rep_.cell_games.assign(cfg.cells.size(), 0);
  rep_.cell_failures.assign(cfg.cells.size(), 0);
  rep_.exercised.assign(kInvariants, 0);
  engines_.reserve(cfg.cells.size());
  for (const auto& c : cfg.cells) engines_.emplace_back(cards_of(c), c.rules, *cfg.board);
  actions_.assign(static_cast<std::size_t>(jobs_), 0);
}

std::uint64_t CampaignRun::total() const {
  const auto shard = static_cast<std::uint64_t>(cfg_.shard);
  return cfg_.games > shard ? (cfg_.games - shard + shards_ - 1) / shards_ : 0;
}

void CampaignRun::play_one(std::uint64_t k, GameOutcome& o, std::uint64_t& actions) const {
  const std::size_t cell = cell_of(k);
  PlayChecked p;
  p.players = cfg_.cells[cell].players;
  p.seed = game_seed(cfg_.seed, k);
  p.policy = cfg_.cells[cell].policy;
  p.check = cfg_.check;
  p.verify_determinism = cfg_.determinism_every > 0 && k % static_cast<std::uint64_t>(cfg_.determinism_every) == 0;
  o.game = play_checked(engines_[cell], p);
  o.failed = o.game.failed;
  actions += static_cast<std::uint64_t>(o.game.actions);
  if (!o.failed) {  // keep memory flat
    o.game.choices.clear();
    o.game.legal_sizes.clear();
  }
}

std::uint64_t CampaignRun::play_batch(std::uint64_t first, std::uint64_t n) {
  out_.assign(static_cast<std::size_t>(n), GameOutcome{});
  std::atomic<std::uint64_t> next{0};
  // A worker checks the cancel flag before it takes a game and finishes every game it took, so
  // the games played are exactly 0 .. min(next, n) - 1.
  auto worker = [&](int w) {
    for (;;) {
      if (cancelled()) return;
      const std::uint64_t i = next.fetch_add(1);
      if (i >= n) return;
      play_one(game_number(first, i), out_[static_cast<std::size_t>(i)], actions_[static_cast<std::size_t>(w)]);
    }
  };
  if (jobs_ == 1) {
    worker(0);
  } else {
    std::vector<std::thread> pool;
    const WorkerStart s = start_workers(pool, jobs_, worker);
    if (s.started < jobs_) {
      // Fewer threads than --jobs (a process limit): the batch goes on with those, the caller
      // runs worker 0 when none started, and later batches ask for no more.
      if (cfg_.on_warning) cfg_.on_warning(workers_warning(jobs_, s));
      jobs_ = std::max(1, s.started);
      if (s.started == 0) worker(0);
    }
    for (auto& t : pool) t.join();
  }
  const std::uint64_t played = std::min(next.load(), n);
  if (played < n) rep_.interrupted = true;
  return played;
}

void CampaignRun::record_batch(std::uint64_t first, std::uint64_t n) {
  for (std::uint64_t i = 0; i < n; ++i)
    if (record_game(game_number(first, i), out_[static_cast<std::size_t>(i)])) break;
  rep_.actions = 0;
  for (auto a : actions_) rep_.actions += a;
}

// Counts game k; a failing game is recorded, and shrunk and logged while its invariant has
// shrinks left. True when the campaign stops here (max_failures reached).
bool CampaignRun::record_game(std::uint64_t k, const GameOutcome& o) {
  const std::size_t cell = cell_of(k);
  rep_.games_played += 1;
  rep_.cell_games[cell] += 1;
  for (std::size_t x = 0; x < o.game.exercised.size() && x < kInvariants; ++x) rep_.exercised[x] += o.game.exercised[x];
  rep_.endings[o.game.over ? end_reason_name(static_cast<EndReason>(o.game.end_rule)) : "not_over"] += 1;
  if (!o.game.coverage.empty()) {
    const Ruleset& rules = cfg_.cells[cell].rules;
    add_rule_counts(o.game.coverage, rules, o.game.over, o.game.end_rule, o.game.consulted,
                    rep_.coverage[family_name(rules.family)]);
  }
  if (!o.failed) return false;
  rep_.cell_failures[cell] += 1;
  FailureRecord f = failure_of(k, cell, o);
  rep_.by_invariant[f.violation.invariant] += 1;
  if (cfg_.on_failure) cfg_.on_failure(f);  // recorded before any shrinking: a kill loses nothing found
  if (shrunk_per_inv_[f.violation.invariant] < cfg_.shrinks_per_invariant && !cancelled()) {
    shrunk_per_inv_[f.violation.invariant] += 1;
    shrink_and_log(k, o, f);
    if (cfg_.on_failure) cfg_.on_failure(f);
  }
  ++failures_seen_;
  if (rep_.failures.size() < kMaxRecords) rep_.failures.push_back(std::move(f));
  if (cfg_.max_failures > 0 && failures_seen_ >= cfg_.max_failures) {
    rep_.stopped_early = true;
    return true;
  }
  return false;
}

FailureRecord CampaignRun::failure_of(std::uint64_t k, std::size_t cell, const GameOutcome& o) const {
  FailureRecord f;
  f.game = k;
  f.cell = cell;
  f.seed = game_seed(cfg_.seed, k);
  f.violation = o.game.violation;
  f.actions = o.game.actions;
  return f;
}

// Shrinks the failing game k into f.minimal and, with an output folder, writes its log.
void CampaignRun::shrink_and_log(std::uint64_t k, const GameOutcome& o, FailureRecord& f) const {
  const CampaignCell& cell = cfg_.cells[f.cell];
  FailingGame g;
  g.rules = cell.rules;
  g.players = cell.players;
  g.seed = f.seed;
  g.choices = o.game.choices;
  g.legal_sizes = o.game.legal_sizes;
  g.violation = f.violation;
  f.minimal = shrink_failure(cards_of(cell), *cfg_.board, g, cfg_.shrink_attempts, cfg_.check, &f.stats);
  f.shrunk = true;
  if (cfg_.out_dir.empty()) return;
  FoundBy by{cell.ruleset, cell.players, f.seed, cell.policy, k, f.actions};
  const std::string name = failure_log_name(cell, f), path = cfg_.out_dir + "/" + name;
  try {
    const nlohmann::json note = violation_annotation(f.minimal.violation, by, &f.stats);
    if (cfg_.out_files) write_failure_log(*cfg_.out_files, name, cards_of(cell), *cfg_.board, f.minimal, note);
    else write_failure_log(path, cards_of(cell), *cfg_.board, f.minimal, note);
    f.log = path;
  } catch (const OutputError&) {
    throw;  // a full disk stops the campaign with exit 4: no finding is dropped silently
  } catch (const std::exception& e) {
    f.log.clear();
    f.minimal.violation.message += std::string(" (no log written: ") + e.what() + ")";
  }
}

CampaignReport CampaignRun::finish(double seconds) {
  rep_.failures_total = failures_seen_;
  rep_.seconds = seconds;
  return std::move(rep_);
}

}  // namespace

CampaignReport run_campaign(const CampaignConfig& cfg) {
  check_config(cfg);
  const auto t0 = std::chrono::steady_clock::now();
  auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count(); };
  CampaignRun run(cfg);
  const std::uint64_t total = run.total();
  for (std::uint64_t first = 0; first < total && !run.stopped(); first += run.batch()) {
    const std::uint64_t n = std::min(run.batch(), total - first);
    run.record_batch(first, run.play_batch(first, n));
    if (cfg.on_progress) cfg.on_progress(CampaignProgress{run.games_played(), total, run.failures_seen(), elapsed()});
  }
  return run.finish(elapsed());
}

namespace {

// The fields merge adds up or compares, with the types and ranges bm check writes (a report
// with "failures": "x" or games -5 is refused, not merged).
void check_report_shape(const json& j, const std::string& at) {
  for (const char* key : {"campaign", "shards", "cells", "invariants", "failures", "games_played", "actions"})
    if (!j.contains(key)) throw InputError(at + ": field '" + std::string(key) + "' missing");
  const auto count = [&](const json& v, const std::string& field) {
    if (!v.is_number_unsigned()) throw InputError(at + ": field '" + field + "': must be a whole number >= 0");
  };
  const auto array = [&](const json& v, const std::string& field) {
    if (!v.is_array()) throw InputError(at + ": field '" + field + "': must be an array");
  };
  if (!j["campaign"].is_object()) throw InputError(at + ": field 'campaign': must be an object");
  for (const auto& [k, v] : j["campaign"].items()) count(v, "campaign." + k);
  if (j["campaign"].value("games", 0) == 0) throw InputError(at + ": field 'campaign.games': must be 1 or more");
  count(j["games_played"], "games_played");
  count(j["actions"], "actions");
  array(j["failures"], "failures");
  for (const auto& f : j["failures"])
    if (!f.is_object()) throw InputError(at + ": field 'failures': every failure is an object");
  array(j["shards"], "shards");
  for (const auto& s : j["shards"]) count(s, "shards[]");
  array(j["cells"], "cells");
  for (const auto& c : j["cells"]) {
    if (!c.is_object()) throw InputError(at + ": field 'cells': every cell is an object");
    count(c.value("games", json()), "cells[].games");
    count(c.value("failures", json()), "cells[].failures");
  }
  if (!j["invariants"].is_object()) throw InputError(at + ": field 'invariants': must be an object");
  for (const auto& [k, v] : j["invariants"].items()) count(v, "invariants." + k);
}

}  // namespace

namespace {

// Sums the shards' rule coverage (family -> rule ID -> count), when they have one.
void merge_coverage(json& merged, const json& j, std::size_t r) {
  if (r == 0) merged.erase("coverage");
  if (!j.contains("coverage") || !j["coverage"].is_object()) return;
  for (const auto& [family, ids] : j["coverage"].items()) {
    if (!ids.is_object()) continue;
    for (const auto& [id, n] : ids.items())
      if (n.is_number_unsigned())
        merged["coverage"][family][id] =
            merged["coverage"][family].value(id, std::uint64_t{0}) + n.get<std::uint64_t>();
  }
}

}  // namespace

json merge_reports(const std::vector<json>& reports, const std::vector<std::string>& names) {
  if (reports.empty()) throw InputError("bm check merge: no report given");
  json merged;
  std::vector<int> shards_seen;
  for (std::size_t r = 0; r < reports.size(); ++r) {
    const json& j = reports[r];
    const std::string at = names[r];
    if (!j.is_object() || j.value("format", "") != "bm-check-report" || j.value("version", 0) != 1)
      throw InputError(at + ": not a bm check report (format bm-check-report, version 1)");
    check_report_shape(j, at);
    if (r == 0) {
      merged = j;
      merged["failures"] = json::array();
      merged["shards"] = json::array();
      merged["games_played"] = 0;
      merged["actions"] = 0;
      merged["elapsed_seconds"] = 0.0;
      for (auto& c : merged["cells"]) c["games"] = 0, c["failures"] = 0;
      for (auto it = merged["invariants"].begin(); it != merged["invariants"].end(); ++it) it.value() = 0;
      if (merged.contains("exercised"))
        for (auto it = merged["exercised"].begin(); it != merged["exercised"].end(); ++it) it.value() = 0;
      merged["complete"] = true;
    } else if (j["campaign"] != merged["campaign"]) {
      throw InputError(at + ": a shard of another campaign (its seed, games, shard count or settings differ from " +
                       names[0] + ")");
    }
    if (j["cells"].size() != merged["cells"].size())
      throw InputError(at + ": its cells differ from " + names[0] + "'s");
    for (std::size_t c = 0; c < j["cells"].size(); ++c) {
      const json& a = j["cells"][c];
      json& m = merged["cells"][c];
      if (a["ruleset"] != m["ruleset"] || a["players"] != m["players"] || a["policy"] != m["policy"] ||
          a.value("cards", "") != m.value("cards", ""))
        throw InputError(at + ": its cells differ from " + names[0] + "'s");
      m["games"] = m["games"].get<std::uint64_t>() + a["games"].get<std::uint64_t>();
      m["failures"] = m["failures"].get<std::uint64_t>() + a["failures"].get<std::uint64_t>();
    }
    for (const auto& s : j["shards"]) {
      const int sh = s.get<int>();
      if (std::find(shards_seen.begin(), shards_seen.end(), sh) != shards_seen.end())
        throw InputError(at + ": shard " + std::to_string(sh) + " is given twice");
      shards_seen.push_back(sh);
    }
    for (auto it = j["invariants"].begin(); it != j["invariants"].end(); ++it)
      merged["invariants"][it.key()] =
          merged["invariants"].value(it.key(), std::uint64_t{0}) + it.value().get<std::uint64_t>();
    if (j.contains("exercised") && j["exercised"].is_object())
      for (auto it = j["exercised"].begin(); it != j["exercised"].end(); ++it)
        merged["exercised"][it.key()] =
            merged["exercised"].value(it.key(), std::uint64_t{0}) + it.value().get<std::uint64_t>();
    if (j.contains("endings") && j["endings"].is_object()) {
      if (r == 0) merged["endings"] = json::object();
      for (auto it = j["endings"].begin(); it != j["endings"].end(); ++it)
        merged["endings"][it.key()] =
            merged["endings"].value(it.key(), std::uint64_t{0}) + it.value().get<std::uint64_t>();
    }
    merge_coverage(merged, j, r);
    for (const auto& f : j["failures"]) merged["failures"].push_back(f);
    merged["games_played"] = merged["games_played"].get<std::uint64_t>() + j["games_played"].get<std::uint64_t>();
    merged["actions"] = merged["actions"].get<std::uint64_t>() + j["actions"].get<std::uint64_t>();
    merged["elapsed_seconds"] = std::max(merged["elapsed_seconds"].get<double>(), j.value("elapsed_seconds", 0.0));
    if (!j.value("complete", false)) merged["complete"] = false;
  }
  std::sort(shards_seen.begin(), shards_seen.end());
  merged["shards"] = shards_seen;
  const int n = merged["campaign"].value("shards", 1);
  json missing = json::array();
  for (int i = 0; i < n; ++i)
    if (!std::binary_search(shards_seen.begin(), shards_seen.end(), i)) missing.push_back(i);
  merged["missing_shards"] = missing;
  if (!missing.empty()) merged["complete"] = false;
  auto& fails = merged["failures"];
  std::sort(fails.begin(), fails.end(), [](const json& a, const json& b) {
    return a.value("game", std::uint64_t{0}) < b.value("game", std::uint64_t{0});
  });
  merged["failures_total"] = fails.size();
  const double secs = merged["elapsed_seconds"].get<double>();
  merged["games_per_second"] = secs > 0 ? merged["games_played"].get<double>() / secs : 0.0;
  return merged;
}

}  // namespace bm
