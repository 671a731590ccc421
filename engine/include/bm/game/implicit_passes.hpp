#pragma once
// Implicit passes (docs/validating.md#implicit-passes): a front end that does not
// model bm's optional windows sends its next action; bm passes the optional decisions open
// before it. A decision is optional when its legal actions hold its own "no": a `pass` (a spell
// window C-12, a cancel window G-18, an optional minion placement) or a `decline` (a "may"
// effect, G-17). Every other decision (a build turn, a boss choice, a mulligan, a "choose"
// without a decline, a market pick) is mandatory and is never passed.
//
// the same walk says (a) whether the game ends when every optional decision left
// is passed (a front end that never sends `pass` finishes a game through the last adventure's
// windows: serve's `finish`, validate's result line), and (b) which decision an action was
// meant for, so that a refusal names the rule at that decision, not at the window open now.
#include <vector>

#include "bm/game/action.hpp"
#include "bm/game/engine.hpp"
#include "bm/game/kinds.hpp"

namespace bm {

// The most optional decisions passed before one action (a safety net: a round has mandatory
// build turns, so a real series of open windows is far shorter).
constexpr int kMaxImplicitPasses = 200;

// The "no" answer of an optional decision, from its legal actions; false: the decision is
// mandatory (or the game is over).
inline bool optional_pass(const std::vector<Action>& legal, Action& out) {
  for (const Action& a : legal)
    if (a.type == ActionType::pass || a.type == ActionType::decline) {
      out = a;
      return true;
    }
  return false;
}

// Whether a decision of kind `k` ever takes an action of type `t` (the table of
// docs/architecture.md#decisions-and-legal-actions; the Super answer window also takes casts
// and activations, S-9).
inline bool decision_takes(DecisionKind k, ActionType t) {
  switch (k) {
    case DecisionKind::choose_boss: return t == ActionType::choose_boss;
    case DecisionKind::mulligan: return t == ActionType::keep || t == ActionType::mulligan;
    case DecisionKind::discard: return t == ActionType::discard;
    case DecisionKind::build:
      return t == ActionType::build || t == ActionType::pass_build || t == ActionType::cast ||
             t == ActionType::activate || t == ActionType::take_back;
    case DecisionKind::window: return t == ActionType::cast || t == ActionType::activate || t == ActionType::pass;
    case DecisionKind::respond:
      return t == ActionType::cancel || t == ActionType::pass || t == ActionType::cast || t == ActionType::activate;
    case DecisionKind::market_pick: return t == ActionType::market_pick;
    case DecisionKind::place_minion: return t == ActionType::place_minion || t == ActionType::pass;
    case DecisionKind::choose:  // a cast: the old item at a keep-one choice (BM2-36, IP-51 use_old_first)
      return t == ActionType::choose || t == ActionType::decline || t == ActionType::cast;
    default: return false;
  }
}

// Passes optional decisions of `t` (in place) until `stop(t)` holds, the game is over or a
// mandatory decision is open. Returns the passes made, in order (at most kMaxImplicitPasses).
// `chance` (may be null) supplies the outcomes the passes need; ChanceNeeded and
// ChanceDivergence propagate.
template <class Stop>
std::vector<Action> pass_until(const Engine& e, GameState& t, Stop stop, ChanceSource* chance = nullptr) {
  std::vector<Action> passes;
  Action pass;
  while (!t.over && !stop(t) && static_cast<int>(passes.size()) < kMaxImplicitPasses &&
         optional_pass(e.legal_actions(t), pass)) {
    e.apply(t, pass, nullptr, chance);
    passes.push_back(pass);
  }
  return passes;
}

// Whether passing every optional decision left ends the game: on return `t` is the state the
// passes reach (over, or at the first mandatory decision).
inline bool passes_end_game(const Engine& e, GameState& t, ChanceSource* chance = nullptr) {
  pass_until(
      e, t, [](const GameState&) { return false; }, chance);
  return t.over;
}

// Under implicit passes, the decision an action of `type` sent by `player` (-1: whoever
// decides) was meant for: passing the optional decisions from `t` on (in place), the first one
// of that player whose kind takes the type, else the first mandatory decision. Returns the
// number of optional decisions passed before it (0: the decision open now).
inline int decision_meant_for(const Engine& e, GameState& t, ActionType type, int player) {
  const GameState now = t;
  const auto passes = pass_until(e, t, [&](const GameState& x) {
    return decision_takes(x.decision.kind, type) && (player < 0 || x.decision.player == player);
  });
  if (t.over) {  // no decision of the game takes it: the one open now
    t = now;
    return 0;
  }
  return static_cast<int>(passes.size());
}

}  // namespace bm
