#pragma once
// Readable JSON forms of actions and events (docs/log-format.md). Cards appear as card ids
// (a design's "id", "BMnnn"), dungeon positions as stack indices from the entrance (0) toward the boss.
#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card.hpp"
#include "bm/core/text_at.hpp"
#include "bm/game/action.hpp"
#include <string_view>
#include <vector>

#include "bm/game/event.hpp"
#include "bm/state/state.hpp"

namespace bm {

// `board`: names minion spaces by their board id (Super families); nullptr writes the number.
nlohmann::json action_to_json(const CardSet& cs, const Action& a, const BoardDef* board = nullptr);
// Appends exactly action_to_json(cs, a, board).dump() to `out`, without building JSON values
// (the replayer's fast path). Returns false, leaving `out` as it was, when a value would need
// escaping or is outside what action_from_json reads back (then use action_to_json).
bool append_action_json(std::string& out, const CardSet& cs, const Action& a, const BoardDef* board = nullptr);
// An action's text as append_action_json writes it, read field by field (the replayer's fast
// path matches a logged action among the legal ones by these fields instead of writing each legal
// one). Card fields hold the id as written, quotes included; an absent field is empty or -1.
struct ActionText {
  std::string_view text;  // the whole action object
  std::string_view type, borrow, card, space, target;
  int option = -1, slot = -1, slot2 = -1, target_player = -1;  // slot: kNewStack for "new"
};
// Reads `text` as bm writes an action object: its keys in bm's order, each once, plain strings
// and numbers as bm writes them, within the ranges action_from_json reads back. False when the
// text is anything else (then compare the written form, append_action_json).
bool read_action_text(std::string_view text, ActionText& out);
// Whether append_action_json(cs, a, board) writes exactly t.text.
bool action_text_is(const CardSet& cs, const Action& a, const ActionText& t, const BoardDef* board = nullptr);
// Reads the readable form back (best effort for instance identity: a card id maps to the copy
// in the acting player's hand, else on top of a dungeon stack, else the first copy). Throws
// InputError naming the field for malformed input: unknown type or field, unknown card id,
// wrong types, absurd numbers.
Action action_from_json(const CardSet& cs, const GameState& s, int player, const nlohmann::json& j,
                        const std::string& where, const BoardDef* board = nullptr);
nlohmann::json event_to_json(const CardSet& cs, const Event& e);
nlohmann::json events_to_json(const CardSet& cs, const EventSink& events);
// Appends exactly events_to_json(cs, events).dump() to `out`, without building JSON values
// (the replayer's fast path for bm's own logs). Returns false, leaving `out` as it was, when
// a value would need escaping (then use events_to_json).
bool append_events_json(std::string& out, const CardSet& cs, const EventSink& events);
// The same text compared as it is produced with the text `out` holds (core/text_at.hpp): false
// when it differs or a value would need escaping.
bool append_events_json(TextAt& out, const CardSet& cs, const EventSink& events);
// The fields an event of type `type` ("room_placed") can have ("e", "player", "card",
// "stack"); empty for a type the engine does not know. The replayer refuses any other field in
// a logged event as an input error.
std::vector<const char*> event_fields(std::string_view type);

}  // namespace bm
