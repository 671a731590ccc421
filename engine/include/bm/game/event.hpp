#pragma once
// Events: what happened, in an order a third party can audit (docs/log-format.md).
#include <vector>

#include "bm/game/kinds.hpp"

namespace bm {

// EventType and its table (name, rules, timeline row): game/kinds.hpp.

struct Event {
  EventType type = EventType::phase;
  int player = -1;
  int card = -1;
  int a = -1;
  int b = -1;
  bool operator==(const Event&) const = default;
};

const char* event_type_name(EventType t);

using EventSink = std::vector<Event>;

struct GameState;

// Sees every event at the moment the engine emits it, with the live state (the checker's
// invariants, issue 5). Observing changes nothing: a game with or without an observer is the
// same game. Null (the default) costs one branch per event.
class Observer {
 public:
  virtual ~Observer() = default;
  virtual void on_event(const GameState& s, const Event& e) = 0;
};

}  // namespace bm
