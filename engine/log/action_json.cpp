#include "bm/log/action_json.hpp"

#include <cstdint>

#include <algorithm>
#include <array>
#include <charconv>
#include <string_view>

#include "bm/cards/card_set.hpp"
#include "bm/board/spaces.hpp"
#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/game/chance.hpp"
#include "bm/game/engine.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/census.hpp"
#include "bm/state/minion_codes.hpp"

namespace bm {

using nlohmann::json;

namespace {
// Board action-space ids by flattened index (board/spaces.hpp).
std::vector<std::string> space_ids(const BoardDef& b) {
  std::vector<std::string> ids;
  for (int k = 0; k < space_count(b); ++k) ids.push_back(space_at(b, k).id);
  return ids;
}
}  // namespace

json action_to_json(const CardSet& cs, const Action& a, const BoardDef* board) {
  json j;
  if (a.type == ActionType::place_minion && board) {
    // S-CITY-4: the space by its board id ("temple.treasure"), or "room" / "boss".
    Action rest = a;
    rest.option = -1;
    j = action_to_json(cs, rest, nullptr);
    const auto ids = space_ids(*board);
    if (a.option == kMinionRoom) j["space"] = "room";
    else if (a.option == kMinionBoss) j["space"] = "boss";
    else if (a.option >= 0 && a.option < static_cast<int>(ids.size()))
      j["space"] = ids[static_cast<std::size_t>(a.option)];
    else j["option"] = a.option;
    return j;
  }
  j["type"] = action_type_name(a.type);
  if (a.borrow >= 0) j["borrow"] = cs.id_of(a.borrow);
  if (a.card >= 0) j["card"] = cs.id_of(a.card);
  if (a.slot == kNewStack) j["stack"] = "new";
  else if (a.slot >= 0) j["stack"] = a.slot;
  if (a.slot2 >= 0) j["stack2"] = a.slot2;
  if (a.target_player >= 0) j["target_player"] = a.target_player;
  if (a.target_card >= 0) j["target"] = cs.id_of(a.target_card);
  if (a.option >= 0) j["option"] = a.option;
  return j;
}

namespace {

// A string value as dump() writes it; false when it would need escaping. `Out`: a std::string
// written, or a TextAt compared (core/text_at.hpp).
template <class Out>
bool append_plain(Out& out, std::string_view str) {
  if (!json_plain(str)) return false;
  out.push_back('"');
  out.append(str);
  out.push_back('"');
  return true;
}

// A card instance's id as a JSON string: pre-rendered (CardSet::quoted_ids) where it can be.
bool append_card(std::string& out, const CardSet& cs, int instance) {
  const std::string& q = cs.quoted_id_of(instance);
  if (q.empty()) return append_plain(out, cs.id_of(instance));
  out.append(q);
  return true;
}

// One `"key":value` member; `first` says whether a comma goes before it.
void append_key(std::string& out, const char* key, bool& first) {
  if (!first) out.push_back(',');
  first = false;
  out.push_back('"');
  out.append(key);
  out.append("\":");
}

// The place_minion space name (S-CITY-4), or null when the action writes its option number.
const char* minion_space(const BoardDef* board, int option, std::string& scratch) {
  if (!board || option < 0) return option == kMinionRoom ? "room" : option == kMinionBoss ? "boss" : nullptr;
  if (option == kMinionRoom) return "room";
  if (option == kMinionBoss) return "boss";
  if (option >= space_count(*board)) return nullptr;
  scratch = space_at(*board, option).id;
  return scratch.c_str();
}

// Whether action_from_json reads `a`'s fields back: the ranges it accepts.
bool readable_ranges(const Action& a) {
  return (a.slot == kNewStack || a.slot <= 99) && a.slot2 <= 99 && a.target_player < kMaxPlayers && a.option <= 199;
}

}  // namespace

bool append_action_json(std::string& out, const CardSet& cs, const Action& a, const BoardDef* board) {
  // Keys in the order nlohmann's objects keep them: borrow, card, option, space, stack, stack2,
  // target, target_player, type (the same fields action_to_json writes).
  const std::size_t mark = out.size();
  std::string scratch;
  const bool minion = a.type == ActionType::place_minion && board;
  const char* space = minion ? minion_space(board, a.option, scratch) : nullptr;
  const int option = minion && space ? -1 : a.option;
  const bool option_shown = minion ? !space : a.option >= 0;
  if (!readable_ranges(a) || (option_shown && option < 0)) return false;
  bool first = true, ok = true;
  out.push_back('{');
  if (a.borrow >= 0) append_key(out, "borrow", first), ok = ok && append_card(out, cs, a.borrow);
  if (a.card >= 0) append_key(out, "card", first), ok = ok && append_card(out, cs, a.card);
  if (option_shown) append_key(out, "option", first), out.append(std::to_string(option));
  if (space) append_key(out, "space", first), ok = ok && append_plain(out, space);
  if (a.slot == kNewStack) append_key(out, "stack", first), out.append("\"new\"");
  else if (a.slot >= 0) append_key(out, "stack", first), out.append(std::to_string(a.slot));
  if (a.slot2 >= 0) append_key(out, "stack2", first), out.append(std::to_string(a.slot2));
  if (a.target_card >= 0) append_key(out, "target", first), ok = ok && append_card(out, cs, a.target_card);
  if (a.target_player >= 0) append_key(out, "target_player", first), out.append(std::to_string(a.target_player));
  append_key(out, "type", first);
  ok = ok && append_plain(out, action_type_name(a.type));
  out.push_back('}');
  if (!ok) out.resize(mark);
  return ok;
}

namespace {

// The keys append_action_json writes, in its order, each as it is written before its value.
constexpr std::array<std::string_view, 9> kActionKeys = {
    "\"borrow\":", "\"card\":",   "\"option\":",        "\"space\":", "\"stack\":",
    "\"stack2\":", "\"target\":", "\"target_player\":", "\"type\":"};
constexpr std::size_t kTypeKey = 8;

// The first key (kActionKeys) the text at `p` can be, by its first letter: the keys before it
// cannot be there.
std::size_t first_key_at(std::string_view t, std::size_t p) {
  if (t.size() - p < 2 || t[p] != '"') return kActionKeys.size();
  switch (t[p + 1]) {
    case 'b': return 0;
    case 'c': return 1;
    case 'o': return 2;
    case 's': return 3;
    case 't': return 6;
    default: return kActionKeys.size();
  }
}

// A string at `p` as dump() writes it without escaping, quotes included (`p` then past it);
// empty when there is none or it holds an escape, a control or a non-ASCII byte.
std::string_view plain_string_at(std::string_view t, std::size_t& p) {
  if (p >= t.size() || t[p] != '"') return {};
  for (std::size_t q = p + 1; q < t.size(); ++q) {
    const auto ch = static_cast<unsigned char>(t[q]);
    if (ch == '"') {
      const std::string_view s = t.substr(p, q + 1 - p);
      p = q + 1;
      return s;
    }
    if (ch == '\\' || ch < 0x20 || ch >= 0x80) return {};
  }
  return {};
}

// A number 0..hi at `p` as dump() writes it (no sign, no leading zero, at most three digits);
// -1 when there is none.
int small_number_at(std::string_view t, std::size_t& p, int hi) {
  std::size_t q = p;
  int v = 0;
  while (q < t.size() && q - p < 4 && t[q] >= '0' && t[q] <= '9') v = v * 10 + (t[q++] - '0');
  if (q == p || q - p > 3 || (t[p] == '0' && q - p > 1) || v > hi) return -1;
  p = q;
  return v;
}

// The value of key `k` (kActionKeys) at `p` into `out`; false when it is not as bm writes it.
bool read_action_value(std::string_view t, std::size_t& p, std::size_t k, ActionText& out) {
  static constexpr std::array<std::string_view ActionText::*, 9> kStrings = {
      &ActionText::borrow, &ActionText::card, nullptr,          &ActionText::space, nullptr, nullptr,
      &ActionText::target, nullptr,           &ActionText::type};
  if (kStrings[k]) return !(out.*kStrings[k] = plain_string_at(t, p)).empty();
  if (k == 4 && p < t.size() && t[p] == '"') {  // "stack":"new"
    out.slot = plain_string_at(t, p) == "\"new\"" ? kNewStack : -1;
    return out.slot == kNewStack;
  }
  const int hi = k == 2 ? 199 : k == 7 ? kMaxPlayers - 1 : 99;  // readable_ranges
  const int v = small_number_at(t, p, hi);
  (k == 2 ? out.option : k == 4 ? out.slot : k == 5 ? out.slot2 : out.target_player) = v;
  return v >= 0;
}

// An action type's name (action_type_name) with its length, made once.
std::string_view action_type_text(ActionType type) {
  static const std::vector<std::string_view> names = [] {
    std::vector<std::string_view> all;
    for (std::size_t i = 0; i < kind_rows<ActionType>().size(); ++i)
      all.emplace_back(action_type_name(kind_at<ActionType>(i)));
    return all;
  }();
  return names[static_cast<std::size_t>(static_cast<int>(type) - kind_first<ActionType>())];
}

// Whether a card instance's id, as append_card writes it, is `want` (quotes included).
bool card_text_is(const CardSet& cs, int instance, std::string_view want) {
  if (instance < 0 || want.empty()) return instance < 0 && want.empty();
  const std::string& q = cs.quoted_id_of(instance);
  // same_bytes: short ids compared inline (text_at.hpp), not through the library's memcmp.
  if (!q.empty()) return q.size() == want.size() && same_bytes(q.data(), want.data(), q.size());
  const std::string& id = cs.id_of(instance);  // `want` holds no escape: a plain id alone equals it
  return want.size() == id.size() + 2 && same_bytes(want.data() + 1, id.data(), id.size());
}

}  // namespace

bool read_action_text(std::string_view t, ActionText& out) {
  out = ActionText{};
  out.text = t;
  if (t.size() < 2 || t.front() != '{' || t.back() != '}') return false;
  std::size_t p = 1, next_key = 0;
  for (;;) {
    std::size_t k = std::max(next_key, first_key_at(t, p));  // each key once, in bm's order
    while (k < kActionKeys.size() && !(t.size() - p >= kActionKeys[k].size() &&
                                       same_bytes(t.data() + p, kActionKeys[k].data(), kActionKeys[k].size())))
      ++k;
    if (k == kActionKeys.size()) return false;
    p += kActionKeys[k].size();
    if (!read_action_value(t, p, k, out) || p >= t.size()) return false;
    next_key = k + 1;
    if (t[p] == '}' && (k != kTypeKey || p + 1 != t.size())) return false;
    if (t[p] == '}') {
      out.type = out.type.substr(1, out.type.size() - 2);  // without its quotes
      return true;
    }
    if (t[p++] != ',') return false;
  }
}

bool action_text_is(const CardSet& cs, const Action& a, const ActionText& t, const BoardDef* board) {
  const std::string_view type = action_type_text(a.type);
  if (t.type.size() != type.size() || !same_bytes(t.type.data(), type.data(), type.size())) return false;
  if (a.type == ActionType::place_minion && board) {  // S-CITY-4: a space's board id; rare, written whole
    std::string text;
    return append_action_json(text, cs, a, board) && text == t.text;
  }
  auto shown = [](int v) { return v >= 0 ? v : -1; };  // what append_action_json writes of a number
  return t.space.empty() && shown(a.option) == t.option &&
         (a.slot == kNewStack ? kNewStack : shown(a.slot)) == t.slot && shown(a.slot2) == t.slot2 &&
         shown(a.target_player) == t.target_player && card_text_is(cs, a.card, t.card) &&
         card_text_is(cs, a.target_card, t.target) && card_text_is(cs, a.borrow, t.borrow);
}

namespace {

// A place_minion action's `space`: a board action-space id (S-BOARD-3), "room" or "boss".
int minion_space_option(const json& space, const BoardDef* board, const std::string& where) {
  auto bad = [&](const std::string& what) -> void { throw InputError(where + ": field 'action.space': " + what); };
  if (!space.is_string()) bad("must be a board action-space id, \"room\" or \"boss\"");
  const std::string sp = space.get<std::string>();
  if (sp == "room") return kMinionRoom;
  if (sp == "boss") return kMinionBoss;
  if (!board) bad("no city board for this log's family");
  const auto ids = space_ids(*board);
  auto it = std::find(ids.begin(), ids.end(), sp);
  if (it == ids.end()) bad("unknown action space " + space.dump() + " on board '" + board->id + "' (S-BOARD-3)");
  return static_cast<int>(it - ids.begin());
}

}  // namespace

namespace {

// BM2-37: the instance a `borrow` names: the first face-up item of that design on the table
// (census.hpp face_up_items, the order Magic Mirror's casts take), else its first instance (the
// legality check then refuses the action).
int borrowed_instance(const CardSet& cs, const GameState& s, int design) {
  for (int item : face_up_items(s))
    if (cs.design_of(item) == design) return item;
  return cs.first_instance[static_cast<std::size_t>(design)];
}

}  // namespace

Action action_from_json(const CardSet& cs, const GameState& s, int player, const json& j, const std::string& where,
                        const BoardDef* board) {
  auto bad = [&](const std::string& field, const std::string& what) -> void {
    throw InputError(where + ": field 'action." + field + "': " + what);
  };
  check_json_object(j, where, "action", {"type"},
                    {"card", "stack", "stack2", "target_player", "target", "option", "space", "borrow"});
  Action a;
  a.player = player;
  if (!j["type"].is_string()) bad("type", json_type_problem("a string", j["type"]));
  if (!action_type_from_name(j["type"].get<std::string>(), a.type))
    bad("type", "unknown action type " + j["type"].dump());
  auto small_int = [&](const char* k, int lo, int hi) {
    if (!j[k].is_number_integer()) bad(k, "must be an integer");
    // Unsigned values above 2^63 would wrap in a signed read: report them as written.
    if (j[k].is_number_unsigned() && j[k].get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
      bad(k, "out of range: " + j[k].dump() + " (allowed " + std::to_string(lo) + ".." + std::to_string(hi) + ")");
    const auto v = j[k].get<long long>();
    if (v < lo || v > hi)
      bad(k,
          "out of range: " + std::to_string(v) + " (allowed " + std::to_string(lo) + ".." + std::to_string(hi) + ")");
    return static_cast<int>(v);
  };
  auto card_id = [&](const char* k) {
    if (!j[k].is_string()) bad(k, "must be a card id string");
    const int d = cs.find(j[k].get<std::string>());
    if (d < 0)
      bad(k, "unknown card id " + j[k].dump() + " in card set '" + cs.id + "'" +
                 card_id_hint(cs, j[k].get<std::string>()));
    return d;
  };
  auto instance_for = [&](int design, bool prefer_hand) {
    const int first = cs.first_instance[static_cast<std::size_t>(design)];
    const int n = cs.designs[static_cast<std::size_t>(design)].quantity;
    if (prefer_hand && player >= 0 && player < static_cast<int>(s.players.size()))
      for (int c : s.players[static_cast<std::size_t>(player)].hand)
        if (c >= first && c < first + n) return c;
    if (prefer_hand && player >= 0 && player < static_cast<int>(s.players.size()))
      for (int c : {s.players[static_cast<std::size_t>(player)].active_item,
                    s.players[static_cast<std::size_t>(player)].gained_item})
        if (c >= first && c < first + n) return c;  // BM2-4: the boss's items
    for (const auto& pl : s.players)
      for (const auto& r : pl.dungeon)
        if (!r.cards.empty() && r.top() >= first && r.top() < first + n) return r.top();
    return first;
  };
  if (j.contains("card")) a.card = instance_for(card_id("card"), true);
  if (j.contains("borrow")) a.borrow = static_cast<std::int16_t>(borrowed_instance(cs, s, card_id("borrow")));
  if (j.contains("stack")) {
    if (j["stack"].is_string()) {
      if (j["stack"] != "new") bad("stack", "must be a stack index or \"new\"");
      a.slot = kNewStack;
    } else {
      a.slot = small_int("stack", 0, 99);
    }
  }
  if (j.contains("stack2")) a.slot2 = small_int("stack2", 0, 99);
  if (j.contains("target_player")) a.target_player = small_int("target_player", 0, kMaxPlayers - 1);
  if (j.contains("target")) a.target_card = instance_for(card_id("target"), false);
  if (j.contains("option")) a.option = small_int("option", 0, 199);
  if (j.contains("space")) {
    if (a.type != ActionType::place_minion) bad("space", "only a place_minion action names a space");
    a.option = minion_space_option(j["space"], board, where);
  }
  return a;
}

namespace {

enum Field { F_None, F_Signed, F_Int, F_Card, F_Phase, F_Deck, F_Kind, F_Reason, F_Landmark, F_Treasure };
struct EventShape {
  const char* a_name;
  Field a;
  const char* b_name;
  Field b;
};

EventShape shape(EventType t) {
  switch (t) {
    case EventType::round_start: return {"round", F_Int, nullptr, F_None};
    case EventType::phase: return {"phase", F_Phase, nullptr, F_None};
    case EventType::shuffle: return {"deck", F_Deck, "size", F_Int};
    case EventType::draw_failed: return {"deck", F_Kind, nullptr, F_None};
    case EventType::deck_reshuffled: return {"deck", F_Kind, nullptr, F_None};
    case EventType::room_placed:
    case EventType::room_returned:
    case EventType::room_revealed:
    case EventType::room_built:
    case EventType::deactivated:
    case EventType::reactivated: return {"stack", F_Int, nullptr, F_None};
    case EventType::destroyed: return {"stack", F_Int, "by", F_Int};
    case EventType::bait: return {"value", F_Signed, nullptr, F_None};  // BM2-13: The Brothers' souls - wounds
    case EventType::hero_stays: return {"tie", F_Int, nullptr, F_None};
    case EventType::enters_room: return {"room", F_Card, "stack", F_Int};
    case EventType::damage: return {"amount", F_Int, "total", F_Int};
    case EventType::hero_killed: return {"room", F_Card, "stack", F_Int};
    case EventType::hero_to_room: return {"stack", F_Int, nullptr, F_None};
    case EventType::hero_to_entrance:
    case EventType::hero_removed: return {"by", F_Int, nullptr, F_None};
    case EventType::cast: return {"target_player", F_Int, "target", F_Card};
    case EventType::activated: return {"stack", F_Int, "target", F_Card};
    case EventType::swapped: return {"stack", F_Int, "stack2", F_Int};
    case EventType::bonus: return {"amount", F_Signed, nullptr, F_None};  // older logs: Lightning Bolt!'s -3
    case EventType::take_card: return {"from_player", F_Int, nullptr, F_None};
    case EventType::card_to_hand: return {"from", F_Int, nullptr, F_None};
    case EventType::discard: return {"by", F_Int, nullptr, F_None};
    case EventType::trepidation: return {"by", F_Int, nullptr, F_None};
    case EventType::hand_revealed: return {"to_player", F_Int, nullptr, F_None};
    case EventType::game_end: return {"end_reason", F_Reason, nullptr, F_None};
    case EventType::city_arrival: return {"slot", F_Int, nullptr, F_None};
    case EventType::hero_to_landmark: return {"landmark", F_Landmark, nullptr, F_None};
    case EventType::minion_placed: return {"space", F_Int, nullptr, F_None};
    case EventType::minion_effect: return {"space", F_Int, "resolves", F_Int};
    case EventType::summon: return {"landmark", F_Landmark, "health_token", F_Signed};
    case EventType::boss_treasure: return {"treasure", F_Treasure, "amount", F_Int};
    case EventType::tokens: return {"added", F_Int, "total", F_Int};
    case EventType::tokens_returned: return {"returned", F_Int, nullptr, F_None};
    case EventType::item_given:
    case EventType::item_gained:
    case EventType::item_face_down: return {"hero", F_Card, nullptr, F_None};
    default: return {nullptr, F_None, nullptr, F_None};
  }
}

void put(json& j, const CardSet& cs, const char* name, Field f, int v) {
  if (name && f == F_Signed) {  // any integer, negative ones too (IP-11 Tavern token -2)
    j[name] = v;
    return;
  }
  if (!name || f == F_None || v == -1) return;
  switch (f) {
    case F_Int:
      if (v == kNewStack) j[name] = "new";
      else j[name] = v;
      break;
    case F_Card:
      if (v >= 0 && v < cs.instances()) j[name] = cs.id_of(v);
      break;
    case F_Phase: j[name] = phase_name(static_cast<Phase>(v)); break;
    case F_Deck: j[name] = chance_kind_name(static_cast<ChanceKind>(v)); break;
    case F_Kind: j[name] = std::string(kind_name(static_cast<CardKind>(v))); break;
    case F_Reason: j[name] = end_reason_name(static_cast<EndReason>(v)); break;
    case F_Landmark:
      if (v >= 0 && v < static_cast<int>(landmark_ids().size())) j[name] = landmark_ids()[static_cast<std::size_t>(v)];
      break;
    case F_Treasure: j[name] = std::string(treasure_name(v)); break;
    default: break;
  }
}

}  // namespace

namespace {

// The text of a field as nlohmann's dump() writes it; false when it would need escaping.
// A number as std::to_string writes it, without a string of its own; compared, as a value.
void append_number(std::string& out, int n) {
  char buf[16];
  const auto r = std::to_chars(buf, buf + sizeof buf, n);
  out.append(buf, r.ptr);
}
void append_number(TextAt& out, int n) { out.number(n); }

template <class Out>
bool field_text(const CardSet& cs, Field f, int v, bool is_signed, Out& out) {
  auto plain = [&out](std::string_view str) { return append_plain(out, str); };
  auto number = [&out](int n) { append_number(out, n); };
  if (is_signed) {
    number(v);
    return true;
  }
  switch (f) {
    case F_Int:
      if (v == kNewStack) return plain("new");
      number(v);
      return true;
    case F_Card: {  // pre-rendered (CardSet::quoted_ids)
      const std::string& q = cs.quoted_id_of(v);
      if (q.empty()) return plain(cs.id_of(v));
      out.append(q);
      return true;
    }
    case F_Phase: return plain(phase_name(static_cast<Phase>(v)));
    case F_Deck: return plain(chance_kind_name(static_cast<ChanceKind>(v)));
    case F_Kind: return plain(kind_name(static_cast<CardKind>(v)));
    case F_Reason: return plain(end_reason_name(static_cast<EndReason>(v)));
    case F_Landmark: return plain(landmark_ids()[static_cast<std::size_t>(v)]);
    case F_Treasure: return plain(treasure_name(v));
    default: return false;
  }
}

}  // namespace

namespace {

// An event type's members as event_to_json writes them (made once, not per event), in the
// order nlohmann's objects keep keys (sorted; the names of one shape are distinct, so any subset
// keeps that order). Of its five possible members (slot 0 "e", 1 "player", 2 "card", 3 the
// shape's a, 4 its b), each one the shape names has: when put() writes it (`presence`), its
// field and whether it is written signed, and its `"key":` text with what goes before it, so
// that one append writes both: `{` (`open_first`) or `,{` (`open`) when it opens the first or a
// later event, `,` (`follow`) after another member; slot 0's text is its whole `"e":"<type>"`.
enum class Presence : std::uint8_t {
  always,      // "e", and a signed field (any integer, negative ones too)
  nonneg,      // "player", "card": a value >= 0
  not_absent,  // written unless -1
  card,        // a card instance of the set
  landmark,    // a landmark of the board
};
struct EventMember {
  std::size_t slot = 0;
  Presence presence = Presence::always;
  Field field = F_None;
  bool is_signed = false;
  std::string_view open_first, open, follow;  // into the layout's `opens` and `follows`
};
struct EventLayout {
  std::array<EventMember, 5> members{};
  int n = 0;                                  // members the shape names (a shape may have no a or no b)
  std::array<std::string, 5> opens, follows;  // per member: `,{"key":` and `,"key":`
};

// Whether put() writes a member of this presence with value v (put's conditions, member by member).
bool present(const CardSet& cs, Presence p, int v) {
  switch (p) {
    case Presence::always: return true;
    case Presence::nonneg: return v >= 0;
    case Presence::not_absent: return v != -1;
    case Presence::card: return v >= 0 && v < cs.instances();
    case Presence::landmark: return v >= 0 && v < static_cast<int>(landmark_ids().size());
  }
  return false;
}

Presence presence_of(std::size_t slot, Field f) {
  if (slot == 0) return Presence::always;
  if (slot < 3) return Presence::nonneg;
  if (f == F_Signed) return Presence::always;
  if (f == F_Card) return Presence::card;
  if (f == F_Landmark) return Presence::landmark;
  return Presence::not_absent;
}

const EventLayout& event_layout(EventType t) {
  static const std::vector<EventLayout> layouts = [] {
    std::vector<EventLayout> all(kind_rows<EventType>().size());
    for (std::size_t i = 0; i < all.size(); ++i) {
      const EventType type = kind_at<EventType>(i);
      const EventShape sh = shape(type);
      const std::array<const char*, 5> names = {"e", "player", "card", sh.a_name, sh.b_name};
      const std::array<Field, 5> fields = {F_None, F_Int, F_Card, sh.a, sh.b};
      std::array<std::size_t, 5> order{};
      EventLayout& l = all[i];
      for (std::size_t slot = 0; slot < 5; ++slot)
        if (names[slot]) order[static_cast<std::size_t>(l.n++)] = slot;
      const auto count = static_cast<std::size_t>(l.n);
      for (std::size_t a = 1; a < count; ++a)  // by name: at most five, an insertion sort
        for (std::size_t b = a; b > 0 && std::string_view(names[order[b]]) < std::string_view(names[order[b - 1]]); --b)
          std::swap(order[b], order[b - 1]);
      for (std::size_t k = 0; k < count; ++k) {
        const std::size_t slot = order[k];
        EventMember& m = l.members[k];
        m.slot = slot;
        m.field = fields[slot];
        m.is_signed = slot == 1 || fields[slot] == F_Signed;
        m.presence = presence_of(slot, fields[slot]);
        std::string head = std::string("\"") + names[slot] + "\":";
        if (slot == 0) head.append("\"").append(event_type_name(type)).append("\"");
        l.opens[k] = ",{" + head;
        l.follows[k] = "," + head;
      }
    }
    // The views last as long as the vector, which no longer changes: made once every text is in place.
    for (EventLayout& l : all)
      for (std::size_t k = 0; k < static_cast<std::size_t>(l.n); ++k) {
        const std::string_view open = l.opens[k];
        l.members[k].open = open;
        l.members[k].open_first = open.substr(1);
        l.members[k].follow = l.follows[k];
      }
    return all;
  }();
  return layouts[static_cast<std::size_t>(static_cast<int>(t) - kind_first<EventType>())];
}

}  // namespace

namespace {

// Whether a comparison is still on (a std::string written is always).
bool going(const std::string&) { return true; }
bool going(const TextAt& at) { return at.same(); }

// events_to_json(cs, events).dump() written to `out` (append_events_json); false when a value
// would need escaping or, compared, once the text differs.
template <class Out>
bool write_events_json(Out& out, const CardSet& cs, const EventSink& events) {
  out.push_back('[');
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    const EventLayout& l = event_layout(e.type);
    const std::array<int, 5> value = {0, e.player, e.card, e.a, e.b};
    bool first = true;               // slot 0 is always written, so some member opens the event
    for (int k = 0; k < l.n; ++k) {  // the members event_to_json writes, in its order
      const EventMember& m = l.members[static_cast<std::size_t>(k)];
      const int v = value[m.slot];
      if (!present(cs, m.presence, v)) continue;
      out.append(first ? (i ? m.open : m.open_first) : m.follow);
      first = false;
      if (m.slot == 0) continue;  // `"e":"<type>"` whole
      if (!field_text(cs, m.field, v, m.is_signed, out)) return false;
    }
    out.push_back('}');
    if (!going(out)) return false;
  }
  out.push_back(']');
  return going(out);
}

}  // namespace

bool append_events_json(std::string& out, const CardSet& cs, const EventSink& events) {
  const std::size_t mark = out.size();
  if (write_events_json(out, cs, events)) return true;
  out.resize(mark);
  return false;
}

bool append_events_json(TextAt& out, const CardSet& cs, const EventSink& events) {
  return write_events_json(out, cs, events) && out.same();
}

std::vector<const char*> event_fields(std::string_view type) {
  for (int t = 0; t < static_cast<int>(EventType::count_); ++t) {
    const auto et = static_cast<EventType>(t);
    if (type != event_type_name(et)) continue;
    const EventShape sh = shape(et);
    std::vector<const char*> out{"e", "player", "card"};
    for (const char* n : {sh.a_name, sh.b_name})
      if (n) out.push_back(n);
    return out;
  }
  return {};
}

json event_to_json(const CardSet& cs, const Event& e) {
  json j;
  j["e"] = event_type_name(e.type);
  if (e.player >= 0) j["player"] = e.player;
  if (e.card >= 0) j["card"] = cs.id_of(e.card);
  const EventShape sh = shape(e.type);
  put(j, cs, sh.a_name, sh.a, e.a);
  put(j, cs, sh.b_name, sh.b, e.b);
  return j;
}

json events_to_json(const CardSet& cs, const EventSink& events) {
  json arr = json::array();
  for (const auto& e : events) arr.push_back(event_to_json(cs, e));
  return arr;
}

}  // namespace bm
