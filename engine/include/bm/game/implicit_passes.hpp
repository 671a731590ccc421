#pragma once
// Implicit passes (issue 20 §2; docs/validating.md#implicit-passes): a front end that does not
// model bm's optional windows sends its next action; bm passes the optional decisions open
// before it. A decision is optional when its legal actions hold its own "no": a `pass` (a spell
// window C-12, a cancel window G-18, an optional minion placement) or a `decline` (a "may"
// effect, G-17). Every other decision (a build turn, a boss choice, a mulligan, a "choose"
// without a decline, a market pick) is mandatory and is never passed.
#include <vector>

#include "bm/game/action.hpp"

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

}  // namespace bm
