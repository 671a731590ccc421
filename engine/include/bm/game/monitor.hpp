#pragma once
// A game monitor watches a game action by action and event by event (the checker, docs/checking.md
// is one). Whoever drives a game (bm check, bm replay --check) calls the hooks in this order:
// after_setup once, then for every action before_action, Engine::apply with the monitor as its
// observer, after_action. `failure()` is empty while nothing is wrong.
#include <string>
#include <vector>

#include "bm/game/action.hpp"
#include "bm/game/event.hpp"
#include "bm/state/state.hpp"

namespace bm {

class GameMonitor : public Observer {
 public:
  virtual void after_setup(const GameState& s) = 0;
  virtual void before_action(const GameState& s, const std::vector<Action>& legal, const Action& chosen) = 0;
  virtual void after_action(const GameState& s) = 0;
  // Called when Engine::apply threw while applying a listed action.
  virtual void apply_failed(const GameState& s, const Action& a, const std::string& what) = 0;
  virtual std::string failure() const = 0;
};

}  // namespace bm
