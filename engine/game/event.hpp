#pragma once
// Events: what happened, in an order a third party can audit (docs/log-format.md).
#include <vector>

namespace bm {

#define BM_EVENTS(X)                                                                         \
  X(round_start) X(phase) X(shuffle) X(deal_boss) X(draw) X(draw_failed)    \
  X(mulligan) X(discard) X(hero_revealed) X(room_placed) X(build_passed) X(room_returned)     \
  X(room_revealed) X(room_built) X(level_up) X(bait) X(hero_stays) X(hero_to_entrance)        \
  X(enters_room) X(damage) X(hero_killed) X(hero_wounds) X(hero_to_town) X(hero_to_room)      \
  X(cast) X(cancelled) X(fizzled) X(resolved) X(activated) X(destroyed) X(deactivated)        \
  X(reactivated) X(swapped) X(bonus) X(take_card) X(healed) X(soul_removed) X(trepidation)    \
  X(no_builds) X(treasure_doubled) X(eliminated) X(game_end) X(boss_chosen)      \
  X(card_to_hand) X(deck_reshuffled) X(hand_revealed)                                         \
  /* Super / solo (S-*, SO-*) */                                                             \
  X(market_refill) X(market_pick) X(city_arrival) X(hero_to_landmark) X(minion_placed)       \
  X(minion_effect) X(summon) X(boss_treasure) X(tokens) X(marker_pass) X(market_discard)     \
  X(minion_home) X(tokens_returned)                                                          \
  /* Boss Monster 2 (BM2-*) */                                                               \
  X(setup_discard) X(item_revealed) X(item_given) X(item_gained) X(item_face_down)

enum class EventType : int {
#define BM_EVENT_ENUM(n) n,
  BM_EVENTS(BM_EVENT_ENUM)
#undef BM_EVENT_ENUM
      count_
};

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
