#include "bm/play/policy.hpp"

#include <algorithm>
#include <array>
#include <initializer_list>

#include "bm/board/spaces.hpp"
#include "bm/core/error.hpp"
#include "bm/core/suggest.hpp"

namespace bm {
namespace {

bool is_type(const Action& a, ActionType t) { return a.type == t; }

// Indices of the legal actions whose type satisfies `pred`, in the engine's order.
template <class Pred>
std::vector<std::size_t> indices_where(const std::vector<Action>& legal, Pred pred) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (pred(legal[i])) out.push_back(i);
  return out;
}

std::vector<std::size_t> indices_of(const std::vector<Action>& legal, ActionType t) {
  return indices_where(legal, [t](const Action& a) { return is_type(a, t); });
}

// A spell, an ability or a cancel: what the quiet policies leave while anything else is legal.
bool is_play(const Action& a) {
  return a.type == ActionType::cast || a.type == ActionType::activate || a.type == ActionType::cancel;
}

// The first legal action of the first type in `preferred` that is legal, or legal.size() when none is.
std::size_t first_preferred(const std::vector<Action>& legal, std::initializer_list<ActionType> preferred) {
  for (ActionType t : preferred) {
    const auto found = indices_of(legal, t);
    if (!found.empty()) return found.front();
  }
  return legal.size();
}

// A uniform pick among candidate indices (non-empty).
std::size_t pick(Rng& rng, const std::vector<std::size_t>& candidates) {
  return candidates[static_cast<std::size_t>(rng.below(candidates.size()))];
}

// The candidate with the highest score (non-empty candidates); ties broken uniformly with rng.
template <class Score>
std::size_t best_scoring(Rng& rng, const std::vector<std::size_t>& candidates, Score score) {
  std::vector<std::size_t> best;
  int best_score = 0;
  for (std::size_t i : candidates) {
    const int sc = score(i);
    if (best.empty() || sc > best_score) {
      best.assign(1, i);
      best_score = sc;
    } else if (sc == best_score) {
      best.push_back(i);
    }
  }
  return pick(rng, best);
}

class RandomPolicy final : public Policy {
 public:
  explicit RandomPolicy(std::uint64_t seed) : rng_(seed ^ 0x5EEDF00DCAFEULL) {}
  std::size_t choose(const Engine&, const GameState&, const std::vector<Action>& legal) override {
    return static_cast<std::size_t>(rng_.below(legal.size()));
  }

 private:
  Rng rng_;
};

class FirstPolicy final : public Policy {
 public:
  std::size_t choose(const Engine&, const GameState&, const std::vector<Action>&) override { return 0; }
};

// "spells": plays spells and abilities whenever it can, answers effects, builds and
// mulligans; drives the game through the spell stack, cancels and chosen effects.
class SpellsPolicy final : public Policy {
 public:
  explicit SpellsPolicy(std::uint64_t seed) : rng_(seed ^ 0x5BE11CA57E11ULL) {}
  std::size_t choose(const Engine&, const GameState&, const std::vector<Action>& legal) override {
    const auto plays = indices_where(legal, is_play);
    if (!plays.empty()) return pick(rng_, plays);
    const auto chooses = indices_of(legal, ActionType::choose);
    if (!chooses.empty()) return pick(rng_, chooses);
    const bool any_build = !indices_of(legal, ActionType::build).empty();
    const bool any_mulligan = !indices_of(legal, ActionType::mulligan).empty();
    const auto rest = indices_where(legal, [&](const Action& a) {
      if (any_build && a.type == ActionType::pass_build) return false;
      if (any_mulligan && a.type == ActionType::keep) return false;
      return true;
    });
    return rest.empty() ? static_cast<std::size_t>(rng_.below(legal.size())) : pick(rng_, rest);
  }

 private:
  Rng rng_;
};

using TreasureIcons = std::array<int, kTreasureTypes>;

void add_icons(TreasureIcons& into, const CardDesign& d, int sign) {
  for (std::size_t t = 0; t < into.size(); ++t) into[t] += sign * d.treasure[t];
}

// A card's treasure icons of every type together.
int icon_count(const CardDesign& d) {
  int n = 0;
  for (int v : d.treasure) n += v;
  return n;
}

// A stack whose top room counts for visible treasure: face up and active.
bool shows_treasure(const RoomSlot& r) { return !r.cards.empty() && !r.face_down && !r.deactivated; }

// A player's visible treasure (G-9 reading, static): the boss, the top card of every stack
// that is face up and active, and (Super, S-BOARD-3) the treasure spaces on the boss.
TreasureIcons visible_treasure(const CardSet& cs, const PlayerState& pl) {
  TreasureIcons t{};
  if (pl.boss >= 0) add_icons(t, cs.of(pl.boss), 1);
  for (const RoomSlot& r : pl.dungeon)
    if (shows_treasure(r)) add_icons(t, cs.of(r.top()), 1);
  for (std::size_t i = 0; i < t.size(); ++i) t[i] += pl.boss_treasure[i];
  return t;
}

// The best visible treasure of the other live players, type by type.
TreasureIcons best_other_treasure(const CardSet& cs, const GameState& s, int me) {
  TreasureIcons others{};
  for (std::size_t p = 0; p < s.players.size(); ++p) {
    if (static_cast<int>(p) == me || s.players[p].eliminated) continue;
    const TreasureIcons t = visible_treasure(cs, s.players[p]);
    for (std::size_t i = 0; i < t.size(); ++i) others[i] = std::max(others[i], t[i]);
  }
  return others;
}

// `mine` (own's visible treasure) after building room `a.card`: its icons added, and those of the
// visible room it covers on stack `a.slot` taken away.
TreasureIcons treasure_after_build(const CardSet& cs, const PlayerState& own, TreasureIcons mine, const Action& a) {
  add_icons(mine, cs.of(a.card), 1);
  if (a.slot >= 0 && a.slot < static_cast<int>(own.dungeon.size())) {
    const RoomSlot& r = own.dungeon[static_cast<std::size_t>(a.slot)];
    if (shows_treasure(r)) add_icons(mine, cs.of(r.top()), -1);
  }
  return mine;
}

// "bait": greedy treasure lead. Builds the room that maximizes its strict treasure lead over
// the best other live player, never passes a build, takes the richest market room, and
// otherwise plays at random but without spells or abilities (heroes are baited by rooms).
class BaitPolicy final : public Policy {
 public:
  explicit BaitPolicy(std::uint64_t seed) : rng_(seed ^ 0xBA17B0A7ED5EULL) {}
  std::size_t choose(const Engine& e, const GameState& s, const std::vector<Action>& legal) override {
    const CardSet& cs = e.cards();
    const auto builds = indices_of(legal, ActionType::build);
    if (!builds.empty()) return best_build(cs, s, legal, builds);
    const auto picks = indices_of(legal, ActionType::market_pick);
    if (!picks.empty())
      return best_by(picks, [&](std::size_t i) {
        const CardDesign& d = cs.of(legal[i].card);
        return d.kind == CardKind::room ? icon_count(d) : -1;
      });
    const auto quiet = indices_where(
        legal, [](const Action& a) { return a.type != ActionType::cast && a.type != ActionType::activate; });
    return quiet.empty() ? static_cast<std::size_t>(rng_.below(legal.size())) : pick(rng_, quiet);
  }

 private:
  // The candidate with the highest score; ties broken uniformly with the policy's stream.
  template <class Score>
  std::size_t best_by(const std::vector<std::size_t>& candidates, Score score) {
    return best_scoring(rng_, candidates, score);
  }

  std::size_t best_build(const CardSet& cs, const GameState& s, const std::vector<Action>& legal,
                         const std::vector<std::size_t>& builds) {
    const int me = s.decision.player;
    const PlayerState& own = s.players[static_cast<std::size_t>(me)];
    const TreasureIcons mine = visible_treasure(cs, own);
    const TreasureIcons others = best_other_treasure(cs, s, me);
    return best_by(builds, [&](std::size_t i) {
      const TreasureIcons after = treasure_after_build(cs, own, mine, legal[i]);
      int lead = 0;
      for (std::size_t t = 0; t < after.size(); ++t) lead += std::max(0, after[t] - others[t]);
      return lead;
    });
  }

  Rng rng_;
};

// "hoard": keeps its cards. No spells, abilities or cancels while anything else is legal;
// passes half of its builds, keeps its hand, declines optional effects. Drives games to
// deck-out endings and full towns.
class HoardPolicy final : public Policy {
 public:
  explicit HoardPolicy(std::uint64_t seed) : rng_(seed ^ 0x40A2DC0FFE25ULL) {}
  std::size_t choose(const Engine&, const GameState&, const std::vector<Action>& legal) override {
    const auto quiet = indices_where(legal, [](const Action& a) { return !is_play(a); });
    if (quiet.empty()) return static_cast<std::size_t>(rng_.below(legal.size()));
    const auto passes = indices_of(legal, ActionType::pass_build);
    if (!passes.empty()) {
      const auto builds = indices_of(legal, ActionType::build);
      if (builds.empty() || rng_.below(2) == 0) return passes.front();
      return pick(rng_, builds);
    }
    const std::size_t kept = first_preferred(legal, {ActionType::keep, ActionType::decline});
    return kept < legal.size() ? kept : pick(rng_, quiet);
  }

 private:
  Rng rng_;
};

// "stall": plays to make the game last until the hero decks run out (the deck-out endings IP-6
// and SO-6 (3), which no other policy reaches). Keeps its hand and declines optional effects.
// With other players (classic, bm2, super) it never casts, activates or cancels while anything
// else is legal, and builds, or passes, so that its visible treasure matches the best other
// player's in every type as closely as it can (then the most damage): a tie lures no hero
// (G-15, C-9), so the heroes wait in town and nobody gains souls or wounds while the decks run
// out. Alone (solo) heroes left in the city are pushed on towards the Tavern (SO-2, SO-6 (2))
// and heroes that survive wound (SO-6 (1)), so it builds and takes from the market the room
// adding the most damage and treasure (damage counts twice: SO-4 lures by treasure), never
// passes a build, and casts and activates whenever it can.
class StallPolicy final : public Policy {
 public:
  explicit StallPolicy(std::uint64_t seed) : rng_(seed ^ 0x57A11C0FFEE5ULL) {}
  std::size_t choose(const Engine& e, const GameState& s, const std::vector<Action>& legal) override {
    const CardSet& cs = e.cards();
    const bool alone = e.rules().family == Family::solo;
    const auto builds = indices_where(
        legal, [](const Action& a) { return a.type == ActionType::build || a.type == ActionType::pass_build; });
    if (!builds.empty()) return alone ? strongest(cs, s, legal, builds) : matching(cs, s, legal, builds);
    const auto picks = indices_of(legal, ActionType::market_pick);
    if (!picks.empty()) return strongest(cs, s, legal, picks);
    if (alone) {
      const auto plays = indices_where(
          legal, [](const Action& a) { return a.type == ActionType::cast || a.type == ActionType::activate; });
      if (!plays.empty()) return pick(rng_, plays);
      // SO-6: a hero reaching the Tavern ends the game; the minion pulls a landmark's hero into
      // the dungeon (a summon space) whenever it can, so the landmarks keep room for the next.
      const BoardDef& b = e.board();
      const auto summons = indices_where(legal, [&b](const Action& a) {
        return a.type == ActionType::place_minion && a.option >= 0 && a.option < space_count(b) &&
               space_at(b, a.option).kind == SpaceKind::summon;
      });
      if (!summons.empty()) return pick(rng_, summons);
    }
    const auto quiet = indices_where(legal, [](const Action& a) { return !is_play(a); });
    if (quiet.empty()) return static_cast<std::size_t>(rng_.below(legal.size()));
    const std::size_t kept = first_preferred(legal, {ActionType::keep, ActionType::decline, ActionType::pass});
    return kept < legal.size() ? kept : pick(rng_, quiet);
  }

 private:
  // The candidate with the lowest cost; ties broken uniformly with the policy's stream.
  template <class Cost>
  std::size_t cheapest(const std::vector<std::size_t>& candidates, Cost cost) {
    return best_scoring(rng_, candidates, [&](std::size_t i) { return -cost(i); });
  }

  // A room's worth alone: its damage counts twice its treasure icons.
  static int worth(const CardDesign& d) { return 2 * icon_count(d) + 4 * d.damage; }

  // Solo: the build or market card that adds the most damage and treasure (a build on a
  // stack loses the room it covers); a pass or a spell comes last.
  std::size_t strongest(const CardSet& cs, const GameState& s, const std::vector<Action>& legal,
                        const std::vector<std::size_t>& from) {
    const PlayerState& own = s.players[static_cast<std::size_t>(s.decision.player)];
    return cheapest(from, [&](std::size_t i) {
      const Action& a = legal[i];
      if (a.type == ActionType::pass_build || a.card < 0 || cs.of(a.card).kind != CardKind::room) return 1000;
      int gain = worth(cs.of(a.card));
      if (a.type == ActionType::build && a.slot >= 0 && a.slot < static_cast<int>(own.dungeon.size())) {
        const RoomSlot& r = own.dungeon[static_cast<std::size_t>(a.slot)];
        if (!r.cards.empty() && !r.face_down) gain -= worth(cs.of(r.top()));
      }
      return -gain;
    });
  }

  // With other players: the build (or pass) after which its treasure differs least from the
  // best other live player's, type by type; then the most damage.
  std::size_t matching(const CardSet& cs, const GameState& s, const std::vector<Action>& legal,
                       const std::vector<std::size_t>& from) {
    const int me = s.decision.player;
    const PlayerState& own = s.players[static_cast<std::size_t>(me)];
    const TreasureIcons mine = visible_treasure(cs, own);
    const TreasureIcons others = best_other_treasure(cs, s, me);
    return cheapest(from, [&](std::size_t i) {
      const Action& a = legal[i];
      const bool build = a.type == ActionType::build;
      const TreasureIcons after = build ? treasure_after_build(cs, own, mine, a) : mine;
      const int damage = build ? cs.of(a.card).damage : 0;
      int gap = 0;
      for (std::size_t t = 0; t < after.size(); ++t)
        gap += after[t] > others[t] ? after[t] - others[t] : others[t] - after[t];
      return 16 * gap - damage;
    });
  }

  Rng rng_;
};

}  // namespace

std::vector<std::string> policy_names() { return {"random", "first", "spells", "bait", "hoard", "stall"}; }

std::unique_ptr<Policy> make_policy(const std::string& name, std::uint64_t seed) {
  if (name == "random") return std::make_unique<RandomPolicy>(seed);
  if (name == "first") return std::make_unique<FirstPolicy>();
  if (name == "spells") return std::make_unique<SpellsPolicy>(seed);
  if (name == "bait") return std::make_unique<BaitPolicy>(seed);
  if (name == "hoard") return std::make_unique<HoardPolicy>(seed);
  if (name == "stall") return std::make_unique<StallPolicy>(seed);
  throw InputError("--policy '" + name + "': unknown policy" + did_you_mean(name, policy_names()) +
                   " (random, first, spells, bait, hoard, stall)");
}

}  // namespace bm
