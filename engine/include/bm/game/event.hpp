#pragma once
// Events: what happened, in an order a third party can audit (docs/log-format.md).
#include <span>
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
// invariants). Observing changes nothing: a game with or without an observer is the
// same game. Null (the default) costs one branch per event.
class Observer {
 public:
  virtual ~Observer() = default;
  virtual void on_event(const GameState& s, const Event& e) = 0;
  // The engine read option `key` (its key in the option table, engine/rules/ruleset.cpp:
  // "death_threshold") at a point where its readings can decide differently: a damage check
  // with damage equal to health (IP-3), a tie on souls - wounds (IP-4), ... (`Ctx::consulted`
  // at each such point). bm compare counts the games in which an option was consulted. The
  // default does nothing; like events, consulting changes nothing in the game. `values`: the
  // numbers the readings turn on at that point, in the order the option's fact names them
  // (option_fact, engine/rules/ruleset.cpp: IP-3's damage and health); empty where the fact is
  // words alone.
  virtual void on_option_consulted(const GameState& s, const char* key, std::span<const int> values) {
    (void)s;
    (void)key;
    (void)values;
  }
  // Whether on_option_consulted is to be called at all (true by default). An observer that does
  // nothing with the reports says no (the invariant checker without coverage), and the engine
  // then skips testing each consulted option, thousands of times a game. Like the reports, the
  // answer changes nothing in the game.
  virtual bool wants_options() const { return true; }
};

}  // namespace bm
