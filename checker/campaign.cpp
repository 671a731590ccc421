#include "bm/checker/campaign.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <string>

#include "bm/cards/card_set.hpp"
#include "bm/checker/coverage.hpp"
#include "bm/checker/invariants.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/in_order.hpp"

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
// the failure bookkeeping. The workers only read it while they play (each game's outcome is its
// own); the games are recorded in game order (bm/core/in_order.hpp), one at a time, by the worker
// that completes the next game to record, while the others play on.
class CampaignRun {
 public:
  explicit CampaignRun(const CampaignConfig& cfg);
  // This shard's games: k = shard, shard + shards, ...
  std::uint64_t total() const;
  // Plays this shard's games and records each in game order (the same for any number of jobs),
  // until the last, max_failures or the cancel flag.
  void run();
  CampaignReport finish();

 private:
  // Games the workers may play past the next one to record (256 a worker, the memory kept for
  // games waiting for their turn); the progress is told after every this many games.
  std::uint64_t batch() const { return 256 * static_cast<std::uint64_t>(jobs_); }
  bool cancelled() const { return cfg_.cancel && cfg_.cancel->load(std::memory_order_relaxed); }
  double elapsed() const { return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0_).count(); }
  const CardSet& cards_of(const CampaignCell& c) const { return c.cards ? *c.cards : *cfg_.cards; }
  std::uint64_t game_number(std::uint64_t i) const { return static_cast<std::uint64_t>(cfg_.shard) + i * shards_; }
  std::size_t cell_of(std::uint64_t k) const { return static_cast<std::size_t>(k % cfg_.cells.size()); }
  bool more();
  GameOutcome play_one(std::uint64_t k) const;
  void record(std::uint64_t i, const GameOutcome& o);
  void progress();
  bool record_game(std::uint64_t k, const GameOutcome& o);
  FailureRecord failure_of(std::uint64_t k, std::size_t cell, const GameOutcome& o) const;
  void shrink_and_log(std::uint64_t k, const GameOutcome& o, FailureRecord& f) const;

  const CampaignConfig& cfg_;
  const std::uint64_t shards_;
  const int jobs_;
  const std::chrono::steady_clock::time_point t0_ = std::chrono::steady_clock::now();
  std::vector<Engine> engines_;
  CampaignReport rep_;
  std::map<std::string, int> shrunk_per_inv_;
  std::uint64_t failures_seen_ = 0;
  std::uint64_t progress_at_ = 0;         // games_played when the progress was last told
  std::atomic<bool> stop_{false};         // max_failures reached: no game is started or recorded after
  std::atomic<bool> interrupted_{false};  // a worker found the cancel flag set
};

CampaignRun::CampaignRun(const CampaignConfig& cfg)
    : cfg_(cfg), shards_(static_cast<std::uint64_t>(cfg.shards)), jobs_(std::max(1, cfg.jobs)) {
  rep_.cell_games.assign(cfg.cells.size(), 0);
  rep_.cell_failures.assign(cfg.cells.size(), 0);
  rep_.exercised.assign(kInvariants, 0);
  engines_.reserve(cfg.cells.size());
  for (const auto& c : cfg.cells) engines_.emplace_back(cards_of(c), c.rules, *cfg.board);
}

std::uint64_t CampaignRun::total() const {
  const auto shard = static_cast<std::uint64_t>(cfg_.shard);
  return cfg_.games > shard ? (cfg_.games - shard + shards_ - 1) / shards_ : 0;
}

void CampaignRun::run() {
  InOrderOptions opt;
  opt.jobs = jobs_;
  opt.window = static_cast<std::size_t>(batch());
  opt.more = [this] { return more(); };
  // Fewer worker threads than --jobs (a process limit): the campaign goes on with those.
  opt.on_warning = [this](const std::string& w) {
    if (cfg_.on_warning) cfg_.on_warning(w);
  };
  in_order<GameOutcome>(
      static_cast<std::size_t>(total()), opt, [this](std::size_t i) { return play_one(game_number(i)); },
      [this](std::size_t i, GameOutcome&& o) { record(i, o); });
  if (progress_at_ != rep_.games_played) progress();
}

// Asked before a worker takes a game. A worker finishes every game it took, so the games played
// are always the first ones, 0 .. n - 1, and every one of them is recorded.
bool CampaignRun::more() {
  if (stop_.load(std::memory_order_relaxed)) return false;
  if (!cancelled()) return true;
  interrupted_.store(true, std::memory_order_relaxed);
  return false;
}

GameOutcome CampaignRun::play_one(std::uint64_t k) const {
  const std::size_t cell = cell_of(k);
  PlayChecked p;
  p.players = cfg_.cells[cell].players;
  p.seed = game_seed(cfg_.seed, k);
  p.policy = cfg_.cells[cell].policy;
  p.check = cfg_.check;
  p.verify_determinism = cfg_.determinism_every > 0 && k % static_cast<std::uint64_t>(cfg_.determinism_every) == 0;
  GameOutcome o;
  o.game = play_checked(engines_[cell], p);
  o.failed = o.game.failed;
  if (!o.failed) {  // only a failure is shrunk: freed here, by the thread that made them
    o.game.choices = {};
    o.game.legal_sizes = {};
  }
  return o;
}

// Game i of this shard, in game order: recorded unless the campaign stopped at an earlier
// failure (a worker may have played it before that was known).
void CampaignRun::record(std::uint64_t i, const GameOutcome& o) {
  if (stop_.load(std::memory_order_relaxed)) return;
  if (record_game(game_number(i), o)) stop_.store(true, std::memory_order_relaxed);
  if (rep_.games_played % batch() == 0) progress();
}

void CampaignRun::progress() {
  progress_at_ = rep_.games_played;
  if (cfg_.on_progress) cfg_.on_progress(CampaignProgress{rep_.games_played, total(), failures_seen_, elapsed()});
}

// Counts game k; a failing game is recorded, and shrunk and logged while its invariant has
// shrinks left. True when the campaign stops here (max_failures reached).
bool CampaignRun::record_game(std::uint64_t k, const GameOutcome& o) {
  const std::size_t cell = cell_of(k);
  rep_.games_played += 1;
  rep_.actions += static_cast<std::uint64_t>(o.game.actions);  // the games recorded only: the same for any jobs
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

CampaignReport CampaignRun::finish() {
  rep_.failures_total = failures_seen_;
  rep_.interrupted = interrupted_.load() && rep_.games_played < total();
  rep_.seconds = elapsed();
  return std::move(rep_);
}

}  // namespace

CampaignReport run_campaign(const CampaignConfig& cfg) {
  check_config(cfg);
  CampaignRun run(cfg);
  run.run();
  return run.finish();
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
