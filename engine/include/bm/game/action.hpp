#pragma once
// A player decision. Every decision the engine waits for is one of these, chosen from the
// enumerable legal-action list (Engine::legal_actions). Logs store the readable form
// (action_to_json): card ids and dungeon positions, never a bare index.
#include <cstdint>
#include <string>

#include "bm/game/kinds.hpp"

namespace bm {

// ActionType and its table (name, rules, timeline row): game/kinds.hpp.

// Action::slot for a build that starts a new stack (G-3: left of the leftmost card).
constexpr int kNewStack = -2;

// 32 bytes: the type and `borrow` share the first four (a legal list is a vector of these, pushed
// for every action of every decision).
struct Action {
  ActionType type = ActionType::pass;
  // BM2-37 Magic Mirror: the face-up item whose reward the cast or cancel borrows (a card instance:
  // a card set holds at most kMaxCardInstances, 1,024: bm/cards/card_set.hpp).
  std::int16_t borrow = -1;
  int player = -1;
  int card = -1;           // a card instance (hand card, chosen card, hero)
  int slot = -1;           // a stack index in a dungeon (build target, activated room)
  int slot2 = -1;          // a second stack index (Centipede Tunnel swap, costs)
  int target_player = -1;  // a player (seat)
  int target_card = -1;    // a target room (top card instance) or hero instance
  int option = -1;         // small enumerations (deck choice: 0 room, 1 spell)
  bool operator==(const Action&) const = default;
};

const char* action_type_name(ActionType t);
bool action_type_from_name(const std::string& s, ActionType& out);

}  // namespace bm
