#pragma once
// A player decision. Every decision the engine waits for is one of these, chosen from the
// enumerable legal-action list (Engine::legal_actions). Logs store the readable form
// (action_to_json): card ids and dungeon positions, never a bare index.
#include <string>

namespace bm {

enum class ActionType : int {
  keep,         // G-23: keep the starting hand
  mulligan,     // G-23: redraw the starting hand
  choose_boss,  // C-16 "I choose you!": card = the boss kept
  discard,      // IP-2: discard card from the starting hand
  build,        // G-3/G-4: card from hand; slot kNewStack = new stack, else on top of that stack
  pass_build,   // G-4: build nothing this phase (final)
  cast,         // G-16: cast spell `card` with its declared targets (G-18)
  activate,     // G-17: activate the ability of the room in `slot` (costs/targets declared)
  pass,         // end this spell/ability window (C-12)
  cancel,       // G-18: cancel the spell on top of the stack (card = Counterspell, or slot = All-Seeing Eye + card = spell discarded)
  choose,       // answer a "choose" effect: card / target_player / slots / option
  decline,      // decline a "may" effect
  market_pick,  // S-CITY-4: take `card` from the market
  place_minion, // S-CITY-4: option = board space (flattened), 100 = own room `card`, 101 = boss
  take_back,    // BM2-5: take the portable room `card` on top of stack `slot` back into hand
};

// Action::slot for a build that starts a new stack (G-3: left of the leftmost card).
constexpr int kNewStack = -2;

struct Action {
  ActionType type = ActionType::pass;
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
