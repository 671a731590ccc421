#include "checker/shrink.hpp"

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

bool still_fails(const CardSet& cards, const BoardDef& board, FailingGame& g, const std::string& invariant, const CheckOptions& check) {
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

FailingGame shrink_failure(const CardSet& cards, const BoardDef& board, const FailingGame& start, int max_attempts,
                           const CheckOptions& check, ShrinkStats* stats) {
  const std::string inv = start.violation.invariant;
  FailingGame best = start;
  ShrinkStats st;
  st.original_actions = static_cast<int>(start.choices.size());
  st.original_players = start.players;
  st.original_ruleset = start.rules.name;
  st.original_seed = start.seed;
  auto budget = [&] { return st.attempts < max_attempts; };
  // Accepts `c` when it still fails with fewer actions, or as many and simpler choices
  // (`simpler_game`: fewer players or a simpler ruleset, which the caller guarantees).
  // The first rounds also take sideways steps (as many actions, other choices): they often
  // open a shorter path that no single step reaches; later rounds only go downhill, so the
  // search ends.
  int round = 0;
  constexpr int kSidewaysRounds = 3;
  auto attempt = [&](FailingGame c, bool simpler_game = false) {
    if (!budget()) return false;
    ++st.attempts;
    if (!still_fails(cards, board, c, inv, check)) return false;
    if (c.choices.size() > best.choices.size()) return false;
    if (c.choices.size() == best.choices.size() && !simpler_game && round >= kSidewaysRounds && choice_cost(c) >= choice_cost(best)) return false;
    best = std::move(c);
    return true;
  };
  // Cut to the failing action first (the game may have been recorded past it).
  {
    FailingGame c = best;
    if (budget()) {
      ++st.attempts;
      if (still_fails(cards, board, c, inv, check)) best = c;
    }
  }
  bool progress = true;
  while (progress && budget()) {
    progress = false;
    ++round;
    // Fewer players.
    for (int n = player_range(best.rules, board).min; n < best.players && budget(); ++n) {
      FailingGame c = best;
      c.players = n;
      if (attempt(c, true)) {
        progress = true;
        break;
      }
    }
    // A simpler ruleset.
    for (const Ruleset& r : simpler_rulesets(best.rules)) {
      if (!budget()) break;
      FailingGame c = best;
      c.rules = r;
      if (attempt(c, true)) {
        progress = true;
        break;
      }
    }
    // Fewer choices: delete chunks, halving the chunk size (the classic delta-debugging pass).
    for (std::size_t size = best.choices.size() / 2; size >= 1 && budget(); size /= 2) {
      for (std::size_t i = 0; i + size <= best.choices.size() && budget();) {
        FailingGame c = best;
        c.choices.erase(c.choices.begin() + static_cast<std::ptrdiff_t>(i), c.choices.begin() + static_cast<std::ptrdiff_t>(i + size));
        if (attempt(c)) progress = true;
        else i += size;
      }
    }
    // Simpler choices: each to the last legal action (in a spell window: pass, C-12), to the
    // first (in a build: a new stack of the first room), else halved.
    for (std::size_t i = 0; i < best.choices.size() && budget(); ++i) {
      if (i < best.legal_sizes.size() && best.legal_sizes[i] > 1 && best.choices[i] != best.legal_sizes[i] - 1) {
        FailingGame c = best;
        c.choices[i] = best.legal_sizes[i] - 1;
        if (attempt(c)) {
          progress = true;
          continue;
        }
      }
      if (best.choices[i] == 0) continue;
      FailingGame c = best;
      c.choices[i] = 0;
      if (attempt(c)) {
        progress = true;
        continue;
      }
      if (best.choices[i] > 1) {
        c = best;
        c.choices[i] /= 2;
        if (attempt(c)) progress = true;
      }
    }
  }
  // A small seed, if one fails as quickly with these choices.
  for (std::uint64_t seed = 1; seed <= 16 && seed < best.seed && budget(); ++seed) {
    FailingGame c = best;
    c.seed = seed;
    if (attempt(c, true)) break;
  }
  if (stats) *stats = st;
  return best;
}

}  // namespace bm
