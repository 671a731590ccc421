#include "bm/checker/shrink.hpp"

#include <nlohmann/json.hpp>

namespace bm {

namespace {

using nlohmann::json;

const char* base_preset(Family f) {
  switch (f) {
    case Family::super: return "super";
    case Family::solo: return "solo";
    default: return "classic";
  }
}

// Rulesets one step simpler than `r`: the family's base preset, then `r` with one option set
// back to the base preset's reading (in the options' key order: deterministic).
std::vector<Ruleset> simpler_rulesets(const Ruleset& r) {
  std::vector<Ruleset> out;
  Ruleset base;
  if (!find_preset(base_preset(r.family), base) || base.hash() == r.hash()) return out;
  out.push_back(base);
  const json have = ruleset_to_json(r), want = ruleset_to_json(base);
  const json& ho = have.contains("options") ? have["options"] : json::object();
  const json& wo = want.contains("options") ? want["options"] : json::object();
  for (auto it = ho.begin(); it != ho.end(); ++it) {
    json candidate = have;
    if (wo.contains(it.key())) {
      if (wo[it.key()] == it.value()) continue;
      candidate["options"][it.key()] = wo[it.key()];
    } else {
      candidate["options"].erase(it.key());
    }
    // Named for what it is: not the preset any more (the log header carries every option).
    const std::string from = r.name.rfind("shrunk-from-", 0) == 0 ? r.name : "shrunk-from-" + r.name;
    candidate["name"] = from.substr(0, 64);
    try {
      Ruleset c = load_ruleset(candidate, "shrink");
      c.max_rounds = r.max_rounds;
      c.max_actions = r.max_actions;
      out.push_back(c);
    } catch (const std::exception&) {
      // an option that another depends on: not a simpler ruleset on its own
    }
  }
  return out;
}

// How far from "simplest" the choices are: the last legal action (a pass in a spell window,
// C-12) costs 0, the first 1, the k-th k+1. Shrinking only ever lowers (length, cost), so it ends.
std::uint64_t choice_cost(const FailingGame& g) {
  std::uint64_t cost = 0;
  for (std::size_t i = 0; i < g.choices.size(); ++i) {
    const bool last = i < g.legal_sizes.size() && g.legal_sizes[i] > 0 && g.choices[i] == g.legal_sizes[i] - 1;
    cost += last ? 0 : static_cast<std::uint64_t>(g.choices[i]) + 1;
  }
  return cost;
}

}  // namespace

bool still_fails(const CardSet& cards, const BoardDef& board, FailingGame& g, const std::string& invariant,
                 const CheckOptions& check) {
  const Engine engine(cards, g.rules, board);
  PlayChecked p;
  p.players = g.players;
  p.seed = g.seed;
  p.forced = &g.choices;
  p.check = check;
  p.verify_determinism = invariant == "INV-DETERMINISM";
  CheckedGame r;
  try {
    r = play_checked(engine, p);
  } catch (const std::exception&) {
    return false;  // e.g. a player count the family does not allow
  }
  if (!r.failed || r.violation.invariant != invariant) return false;
  g.choices = r.choices;
  g.legal_sizes = r.legal_sizes;
  g.violation = r.violation;
  return true;
}

namespace {

// One shrink under way: the best failing game so far, the attempts spent and the passes that
// try smaller games. The first rounds also take sideways steps (as many actions, other
// choices): they often open a shorter path that no single step reaches; later rounds only go
// downhill, so the search ends.
class Shrinker {
 public:
  Shrinker(const CardSet& cards, const BoardDef& board, const FailingGame& start, int max_attempts,
           const CheckOptions& check)
      : cards_(cards),
        board_(board),
        check_(check),
        inv_(start.violation.invariant),
        max_attempts_(max_attempts),
        best_(start) {
    st_.original_actions = static_cast<int>(start.choices.size());
    st_.original_players = start.players;
    st_.original_ruleset = start.rules.name;
    st_.original_seed = start.seed;
  }

  FailingGame run(ShrinkStats* stats);

 private:
  static constexpr int kSidewaysRounds = 3;

  bool budget() const { return st_.attempts < max_attempts_; }
  bool attempt(FailingGame c, bool simpler_game = false);
  void cut_to_failure();
  bool fewer_players();
  bool simpler_ruleset();
  bool fewer_choices();
  bool simpler_choices();
  void small_seed();

  const CardSet& cards_;
  const BoardDef& board_;
  const CheckOptions& check_;
  const std::string inv_;
  const int max_attempts_;
  FailingGame best_;
  ShrinkStats st_;
  int round_ = 0;
};

// Accepts `c` when it still fails with fewer actions, or as many and simpler choices
// (`simpler_game`: fewer players or a simpler ruleset, which the caller guarantees).
bool Shrinker::attempt(FailingGame c, bool simpler_game) {
  if (!budget()) return false;
  ++st_.attempts;
  if (!still_fails(cards_, board_, c, inv_, check_)) return false;
  if (c.choices.size() > best_.choices.size()) return false;
  if (c.choices.size() == best_.choices.size() && !simpler_game && round_ >= kSidewaysRounds &&
      choice_cost(c) >= choice_cost(best_))
    return false;
  best_ = std::move(c);
  return true;
}

// Cut to the failing action first (the game may have been recorded past it).
void Shrinker::cut_to_failure() {
  FailingGame c = best_;
  if (budget()) {
    ++st_.attempts;
    if (still_fails(cards_, board_, c, inv_, check_)) best_ = c;
  }
}

// Fewer players.
bool Shrinker::fewer_players() {
  for (int n = player_range(best_.rules, board_).min; n < best_.players && budget(); ++n) {
    FailingGame c = best_;
    c.players = n;
    if (attempt(c, true)) return true;
  }
  return false;
}

// A simpler ruleset.
bool Shrinker::simpler_ruleset() {
  for (const Ruleset& r : simpler_rulesets(best_.rules)) {
    if (!budget()) break;
    FailingGame c = best_;
    c.rules = r;
    if (attempt(c, true)) return true;
  }
  return false;
}

// Fewer choices: delete chunks, halving the chunk size (the classic delta-debugging pass).
bool Shrinker::fewer_choices() {
  bool progress = false;
  for (std::size_t size = best_.choices.size() / 2; size >= 1 && budget(); size /= 2) {
    for (std::size_t i = 0; i + size <= best_.choices.size() && budget();) {
      FailingGame c = best_;
      c.choices.erase(c.choices.begin() + static_cast<std::ptrdiff_t>(i),
                      c.choices.begin() + static_cast<std::ptrdiff_t>(i + size));
      if (attempt(c)) progress = true;
      else i += size;
    }
  }
  return progress;
}

// Simpler choices: each to the last legal action (in a spell window: pass, C-12), to the
// first (in a build: a new stack of the first room), else halved.
bool Shrinker::simpler_choices() {
  bool progress = false;
  for (std::size_t i = 0; i < best_.choices.size() && budget(); ++i) {
    if (i < best_.legal_sizes.size() && best_.legal_sizes[i] > 1 && best_.choices[i] != best_.legal_sizes[i] - 1) {
      FailingGame c = best_;
      c.choices[i] = best_.legal_sizes[i] - 1;
      if (attempt(c)) {
        progress = true;
        continue;
      }
    }
    if (best_.choices[i] == 0) continue;
    FailingGame c = best_;
    c.choices[i] = 0;
    if (attempt(c)) {
      progress = true;
      continue;
    }
    if (best_.choices[i] > 1) {
      c = best_;
      c.choices[i] /= 2;
      if (attempt(c)) progress = true;
    }
  }
  return progress;
}

// A small seed, if one fails as quickly with these choices.
void Shrinker::small_seed() {
  for (std::uint64_t seed = 1; seed <= 16 && seed < best_.seed && budget(); ++seed) {
    FailingGame c = best_;
    c.seed = seed;
    if (attempt(c, true)) break;
  }
}

FailingGame Shrinker::run(ShrinkStats* stats) {
  cut_to_failure();
  bool progress = true;
  while (progress && budget()) {
    ++round_;
    // Every pass runs in every round, in this order (no short-circuit).
    const bool players = fewer_players();
    const bool ruleset = simpler_ruleset();
    const bool fewer = fewer_choices();
    const bool simpler = simpler_choices();
    progress = players || ruleset || fewer || simpler;
  }
  small_seed();
  if (stats) *stats = st_;
  return best_;
}

}  // namespace

FailingGame shrink_failure(const CardSet& cards, const BoardDef& board, const FailingGame& start, int max_attempts,
                           const CheckOptions& check, ShrinkStats* stats) {
  return Shrinker(cards, board, start, max_attempts, check).run(stats);
}

}  // namespace bm
