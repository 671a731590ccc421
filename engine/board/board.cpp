#include "bm/board/board.hpp"
#include "bm/board/spaces.hpp"

#include <set>
#include <stdexcept>
#include <string>

#include <nlohmann/json.hpp>

#include "bm/cards/card.hpp"
#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"

namespace bm::embedded {
extern const char* const super_board;
}

namespace bm {

using nlohmann::json;

namespace {

constexpr std::size_t kSourceMax = 600;
constexpr int kMaxPlayersLimit = 8;    // the 5-6 player extension (S-COMPAT-3) fits comfortably
constexpr std::size_t kMaxSlots = 16;  // city or market slots on one board
constexpr std::size_t kMaxSpaces = 8;  // action spaces on one landmark

constexpr SpaceKind kAllKinds[] = {SpaceKind::treasure,
                                   SpaceKind::summon,
                                   SpaceKind::market_card,
                                   SpaceKind::draw_room,
                                   SpaceKind::draw_spell_discard_spell,
                                   SpaceKind::temporary_damage};

std::string index_path(const std::string& base, const char* key, std::size_t i) {
  return base + "." + key + "[" + std::to_string(i) + "]";
}

// The member `key` of the object read by `r`, which must be present and of the given type.
const json& member(const JsonReader& r, const json& j, const char* key, json::value_t type, const char* type_name) {
  if (!j.contains(key)) r.fail(key, "missing");
  const json& v = j[key];
  if (v.type() != type) r.fail(key, std::string("must be ") + type_name + ", got " + v.type_name());
  return v;
}

bool valid_space_id(const std::string& s) {
  for (char ch : s) {
    const bool ok = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_' || ch == '.';
    if (!ok) return false;
  }
  return true;
}

ActionSpace read_space(const json& s, const std::string& where, std::set<std::string>& seen_ids) {
  JsonReader r(s, where);
  r.require_object();
  ActionSpace sp;
  sp.id = r.str("id", 1, 64);
  if (!valid_space_id(sp.id)) r.fail("id", "\"" + sp.id + "\": use lower-case letters, digits, '_' and '.' only");
  const std::string kind = r.str("kind", 1, 32);
  bool known = false;
  for (SpaceKind k : kAllKinds)
    if (space_kind_name(k) == kind) {
      sp.kind = k;
      known = true;
    }
  if (!known)
    r.fail("kind", "unknown action-space kind \"" + kind +
                       "\" (expected treasure, summon, market_card, draw_room, "
                       "draw_spell_discard_spell or temporary_damage)");
  switch (sp.kind) {
    case SpaceKind::summon:
      r.allow_only({"id", "kind", "covered_by_hero", "source", "health_token"});
      // IP-11: the printed token; a hero's health is at least 1, tokens are small numbers.
      sp.health_token = r.integer("health_token", -9, 9);
      break;
    case SpaceKind::temporary_damage:
      r.allow_only({"id", "kind", "covered_by_hero", "source", "damage"});
      sp.damage = r.integer("damage", 1, 9);
      break;
    default: r.allow_only({"id", "kind", "covered_by_hero", "source"}); break;
  }
  sp.covered_by_hero = r.boolean("covered_by_hero");
  if (sp.kind == SpaceKind::summon && sp.covered_by_hero)
    r.fail("covered_by_hero",
           "a summon space is usable only while a hero is on its landmark (S-BOARD-3), so the "
           "hero cannot cover it");
  sp.source = r.str("source", 1, kSourceMax);
  if (!seen_ids.insert(sp.id).second) r.fail("id", "duplicate action-space id \"" + sp.id + "\"");
  return sp;
}

Landmark read_landmark(const json& l, const std::string& where, std::set<std::string>& seen_space_ids) {
  JsonReader r(l, where);
  r.require_object();
  r.allow_only({"id", "name", "treasure", "stack", "source", "spaces"});
  Landmark lm;
  lm.id = r.str("id", 1, 32);
  const auto& ids = landmark_ids();
  bool known = false;
  for (const auto& id : ids) known = known || id == lm.id;
  if (!known) r.fail("id", "unknown landmark \"" + lm.id + "\" (expected temple, stadium, library, hideout or tavern)");
  lm.name = r.str("name", 1, 64);
  if (!l.contains("treasure")) r.fail("treasure", "missing (a treasure type, or null for the Tavern)");
  const json& t = l["treasure"];
  if (t.is_null()) {
    lm.treasure = -1;
  } else if (t.is_string()) {
    const std::string ts = t.get<std::string>();
    for (int k = 0; k < kTreasureTypes; ++k)
      if (treasure_name(k) == ts) lm.treasure = k;
    if (lm.treasure < 0)
      r.fail("treasure", "unknown treasure type \"" + ts + "\" (expected cleric, fighter, mage, thief or null)");
  } else {
    r.fail("treasure", std::string("must be a string or null, got ") + t.type_name());
  }
  lm.stack = r.boolean("stack");
  const bool is_tavern = lm.id == "tavern";
  if (is_tavern && lm.treasure >= 0)
    r.fail("treasure", "the Tavern has no treasure type (S-BOARD-1, S-COMPAT-1): must be null");
  if (!is_tavern && lm.treasure < 0) r.fail("treasure", "landmark \"" + lm.id + "\" needs a treasure type (S-CITY-2)");
  if (is_tavern && !lm.stack)
    r.fail("stack", "the Tavern holds any number of heroes, stacked (S-BOARD-2): must be true");
  if (!is_tavern && lm.stack)
    r.fail("stack", "landmark \"" + lm.id + "\" holds at most one hero (S-BOARD-2): must be false");
  lm.source = r.str("source", 1, kSourceMax);

  const json& spaces = member(r, l, "spaces", json::value_t::array, "an array of action spaces");
  if (spaces.empty()) r.fail("spaces", "must not be empty (every landmark has a summon space, S-BOARD-2)");
  if (spaces.size() > kMaxSpaces) r.fail("spaces", "more than " + std::to_string(kMaxSpaces) + " action spaces");
  int summons = 0, treasures = 0;
  for (std::size_t i = 0; i < spaces.size(); ++i) {
    const std::string sw = index_path(where, "spaces", i);
    ActionSpace sp = read_space(spaces[i], sw, seen_space_ids);
    if (sp.kind == SpaceKind::summon) ++summons;
    if (sp.kind == SpaceKind::treasure) {
      ++treasures;
      if (lm.treasure < 0)
        JsonReader(spaces[i], sw).fail("kind", "a treasure space needs a landmark with a treasure type");
    }
    lm.spaces.push_back(std::move(sp));
  }
  if (summons != 1)
    r.fail("spaces", "must hold exactly one summon space (S-BOARD-2), found " + std::to_string(summons));
  if (treasures > 1)
    r.fail("spaces", "at most one treasure space per landmark (S-BOARD-3), found " + std::to_string(treasures));
  return lm;
}

std::vector<CitySlot> read_city(const JsonReader& top, const json& j, BoardDef& b, const std::string& where) {
  const json& c = member(top, j, "city", json::value_t::object, "an object");
  JsonReader r(c, where);
  r.allow_only({"source", "slots"});
  b.city_source = r.str("source", 1, kSourceMax);
  const json& slots = member(r, c, "slots", json::value_t::array, "an array of city slots");
  if (slots.empty() || slots.size() > kMaxSlots)
    r.fail("slots", "must hold 1 to " + std::to_string(kMaxSlots) + " slots, got " + std::to_string(slots.size()));
  std::vector<CitySlot> out;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    JsonReader sr(slots[i], index_path(where, "slots", i));
    sr.require_object();
    sr.allow_only({"min_players"});
    CitySlot s;
    s.min_players = sr.integer("min_players", b.min_players, b.max_players);
    out.push_back(s);
  }
  return out;
}

std::vector<MarketSlot> read_market(const JsonReader& top, const json& j, BoardDef& b, const std::string& where) {
  const json& m = member(top, j, "market", json::value_t::object, "an object");
  JsonReader r(m, where);
  r.allow_only({"source", "slots"});
  b.market_source = r.str("source", 1, kSourceMax);
  const json& slots = member(r, m, "slots", json::value_t::array, "an array of market slots");
  if (slots.empty() || slots.size() > kMaxSlots)
    r.fail("slots", "must hold 1 to " + std::to_string(kMaxSlots) + " slots, got " + std::to_string(slots.size()));
  std::vector<MarketSlot> out;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    JsonReader sr(slots[i], index_path(where, "slots", i));
    sr.require_object();
    sr.allow_only({"kind", "min_players"});
    MarketSlot s;
    const std::string k = sr.str("kind", 1, 16);
    if (k == "spell") s.kind = MarketSlotKind::spell;
    else if (k == "room") s.kind = MarketSlotKind::room;
    else sr.fail("kind", "must be \"spell\" or \"room\", got \"" + k + "\"");
    s.min_players = sr.integer("min_players", b.min_players, b.max_players);
    out.push_back(s);
  }
  return out;
}

}  // namespace

std::string_view space_kind_name(SpaceKind k) {
  switch (k) {
    case SpaceKind::treasure: return "treasure";
    case SpaceKind::summon: return "summon";
    case SpaceKind::market_card: return "market_card";
    case SpaceKind::draw_room: return "draw_room";
    case SpaceKind::draw_spell_discard_spell: return "draw_spell_discard_spell";
    case SpaceKind::temporary_damage: return "temporary_damage";
  }
  return "?";
}

std::string_view market_slot_kind_name(MarketSlotKind k) { return k == MarketSlotKind::spell ? "spell" : "room"; }

const std::vector<std::string>& landmark_ids() {
  static const std::vector<std::string> ids = {"temple", "stadium", "library", "hideout", "tavern"};
  return ids;
}

const ActionSpace* Landmark::find_space(SpaceKind k) const {
  for (const auto& s : spaces)
    if (s.kind == k) return &s;
  return nullptr;
}

int BoardDef::city_slots(int players) const {
  int n = 0;
  for (const auto& s : city) n += players >= s.min_players ? 1 : 0;
  return n;
}

int BoardDef::market_spells(int players) const {
  int n = 0;
  for (const auto& s : market) n += (s.kind == MarketSlotKind::spell && players >= s.min_players) ? 1 : 0;
  return n;
}

int BoardDef::market_rooms(int players) const {
  int n = 0;
  for (const auto& s : market) n += (s.kind == MarketSlotKind::room && players >= s.min_players) ? 1 : 0;
  return n;
}

const Landmark* BoardDef::find_landmark(std::string_view lid) const {
  for (const auto& l : landmarks)
    if (l.id == lid) return &l;
  return nullptr;
}

const Landmark* BoardDef::landmark_for_treasure(int treasure) const {
  if (treasure < 0) return nullptr;
  for (const auto& l : landmarks)
    if (l.treasure == treasure) return &l;
  return nullptr;
}

const Landmark& BoardDef::tavern() const {
  const Landmark* t = find_landmark("tavern");
  if (t == nullptr) throw InputError("board '" + id + "': no tavern");  // load_board forbids this
  return *t;
}

const ActionSpace* BoardDef::find_space(std::string_view space_id) const {
  for (const auto& l : landmarks)
    for (const auto& s : l.spaces)
      if (s.id == space_id) return &s;
  return nullptr;
}

namespace {

void read_players(const JsonReader& r, const json& j, const std::string& source, BoardDef& b) {
  const json& p = member(r, j, "players", json::value_t::object, "an object");
  JsonReader pr(p, source + ": players");
  pr.allow_only({"min", "max"});
  b.min_players = pr.integer("min", 2, kMaxPlayersLimit);
  b.max_players = pr.integer("max", b.min_players, kMaxPlayersLimit);
}

// Landmark number i, after those already in b: not twice, in the S-BOARD-1 order, and no
// treasure type on two landmarks (S-CITY-2).
void check_landmark_place(const BoardDef& b, const Landmark& lm, const json& l, const std::string& lw, std::size_t i,
                          const std::set<std::string>& seen) {
  if (seen.count(lm.id) != 0) JsonReader(l, lw).fail("id", "duplicate landmark \"" + lm.id + "\"");
  // S-BOARD-1 / SO-2: the landmarks in the rulebooks' left-to-right order (solo drops read
  // it; logs and cards name landmarks by this order).
  if (lm.id != landmark_ids()[i])
    JsonReader(l, lw).fail("id", "landmark \"" + lm.id + "\" out of order: position " + std::to_string(i) +
                                     " must be \"" + landmark_ids()[i] +
                                     "\" (S-BOARD-1 order: temple, stadium, library, hideout, tavern)");
  for (const auto& other : b.landmarks)
    if (lm.treasure >= 0 && other.treasure == lm.treasure)
      JsonReader(l, lw).fail("treasure", "treasure type \"" + std::string(treasure_name(lm.treasure)) +
                                             "\" already belongs to landmark \"" + other.id +
                                             "\" (S-CITY-2 needs one landmark per type)");
}

void read_landmarks(const JsonReader& r, const json& j, const std::string& source, BoardDef& b) {
  const json& lms = member(r, j, "landmarks", json::value_t::array, "an array of landmarks");
  if (lms.size() > landmark_ids().size())
    r.fail("landmarks", "more than " + std::to_string(landmark_ids().size()) + " landmarks");
  std::set<std::string> seen, space_ids;
  for (std::size_t i = 0; i < lms.size(); ++i) {
    const std::string lw = source + ": landmarks[" + std::to_string(i) + "]";
    Landmark lm = read_landmark(lms[i], lw, space_ids);
    check_landmark_place(b, lm, lms[i], lw, i, seen);
    seen.insert(lm.id);
    b.landmarks.push_back(std::move(lm));
  }
  for (const auto& id : landmark_ids())
    if (seen.count(id) == 0) r.fail("landmarks", "missing landmark \"" + id + "\" (S-BOARD-1 names five)");
}

void read_solo(const JsonReader& r, const json& j, const std::string& source, BoardDef& b) {
  const json& s = member(r, j, "solo", json::value_t::object, "an object");
  JsonReader sr(s, source + ": solo");
  sr.allow_only({"source", "city_slots", "market"});
  b.solo.source = sr.str("source", 1, kSourceMax);
  b.solo.city_slots = sr.integer("city_slots", 1, static_cast<long long>(kMaxSlots));
  const json& m = member(sr, s, "market", json::value_t::object, "an object");
  JsonReader mr(m, source + ": solo.market");
  mr.allow_only({"spells", "rooms"});
  b.solo.market_spells = mr.integer("spells", 0, 8);
  b.solo.market_rooms = mr.integer("rooms", 0, 8);
  if (b.solo.market_spells + b.solo.market_rooms < 1)
    mr.fail("rooms", "the solo market needs at least one card (SO-3)");
}

void read_damage_tokens(const JsonReader& r, const json& j, const std::string& source, BoardDef& b) {
  const json& d = member(r, j, "damage_tokens", json::value_t::object, "an object");
  JsonReader dr(d, source + ": damage_tokens");
  dr.allow_only({"count", "finite", "source"});
  b.damage_tokens.count = dr.integer("count", 1, 999);
  b.damage_tokens.finite = dr.boolean("finite");
  b.damage_tokens.source = dr.str("source", 1, kSourceMax);
}

// load_board without the hash.
BoardDef read_board(const json& j, const std::string& source) {
  JsonReader r(j, source);
  r.require_object();
  r.allow_only(
      {"format", "version", "id", "name", "source", "players", "city", "landmarks", "market", "solo", "damage_tokens"});
  if (r.str("format", 1, 32) != "bm-board") r.fail("format", "must be \"bm-board\" (is this a board file?)");
  const int version = r.integer("version", 0, 1000000);
  if (version != 1) r.fail("version", "unsupported board version " + std::to_string(version) + " (this bm reads 1)");
  BoardDef b;
  b.id = r.str("id", 1, 64);
  b.name = r.opt_str("name", b.id, 0, 200);
  b.source = r.str("source", 1, kSourceMax);
  read_players(r, j, source, b);

  b.city = read_city(r, j, b, source + ": city");
  for (int n = b.min_players; n <= b.max_players; ++n)
    if (b.city_slots(n) < 1)
      throw InputError(source + ": city.slots: no city slot for " + std::to_string(n) + " players");

  read_landmarks(r, j, source, b);

  b.market = read_market(r, j, b, source + ": market");
  for (int n = b.min_players; n <= b.max_players; ++n)
    if (b.market_spells(n) + b.market_rooms(n) < 1)
      throw InputError(source + ": market.slots: no market slot for " + std::to_string(n) + " players");

  read_solo(r, j, source, b);
  read_damage_tokens(r, j, source, b);
  return b;
}

}  // namespace

BoardDef load_board(const json& j, const std::string& source) {
  BoardDef b = read_board(j, source);
  b.hash = board_hash(b);
  return b;
}

std::uint64_t board_hash(const BoardDef& b) { return canonical_json_hash(board_to_json(b)); }

BoardDef load_board_file(const std::string& path) { return load_board(read_json_file(path), path); }

json board_to_json(const BoardDef& b) {
  json city = json::array();
  for (const auto& s : b.city) city.push_back(json{{"min_players", s.min_players}});
  json market = json::array();
  for (const auto& s : b.market)
    market.push_back(json{{"kind", std::string(market_slot_kind_name(s.kind))}, {"min_players", s.min_players}});
  json landmarks = json::array();
  for (const auto& l : b.landmarks) {
    json spaces = json::array();
    for (const auto& s : l.spaces) {
      json o{{"id", s.id},
             {"kind", std::string(space_kind_name(s.kind))},
             {"covered_by_hero", s.covered_by_hero},
             {"source", s.source}};
      if (s.kind == SpaceKind::summon) o["health_token"] = s.health_token;
      if (s.kind == SpaceKind::temporary_damage) o["damage"] = s.damage;
      spaces.push_back(std::move(o));
    }
    landmarks.push_back(
        json{{"id", l.id},
             {"name", l.name},
             {"treasure", l.treasure < 0 ? json(nullptr) : json(std::string(treasure_name(l.treasure)))},
             {"stack", l.stack},
             {"source", l.source},
             {"spaces", spaces}});
  }
  return json{
      {"format", "bm-board"},
      {"version", 1},
      {"id", b.id},
      {"name", b.name},
      {"source", b.source},
      {"players", {{"min", b.min_players}, {"max", b.max_players}}},
      {"city", {{"source", b.city_source}, {"slots", city}}},
      {"landmarks", landmarks},
      {"market", {{"source", b.market_source}, {"slots", market}}},
      {"solo",
       {{"source", b.solo.source},
        {"city_slots", b.solo.city_slots},
        {"market", {{"spells", b.solo.market_spells}, {"rooms", b.solo.market_rooms}}}}},
      {"damage_tokens",
       {{"count", b.damage_tokens.count}, {"finite", b.damage_tokens.finite}, {"source", b.damage_tokens.source}}}};
}

// The board compiled into the binary, with its hash given rather than computed, as the built-in
// card sets' (engine/cards/card_set.cpp, builtin_card_set): board_hash's value for that file,
// checked by BuiltinBoard.KnownHashIsTheComputedOne in every build; it is the `board.hash` of
// every Super log.
const BoardDef& builtin_super_board() {
  static const BoardDef board = [] {
    constexpr std::uint64_t kHash = 0x45df17d215c5f999;
    BoardDef b = read_board(parse_json_text(embedded::super_board, "built-in board"), "built-in board 'super'");
    b.hash = kHash;
    return b;
  }();
  return board;
}

const BoardDef& no_board() {
  static const BoardDef board = [] {
    BoardDef b;
    b.id = "none";
    b.name = "no board";
    return b;
  }();
  return board;
}

// ---- flattened action spaces (board/spaces.hpp) ---------------------------------------

int space_count(const BoardDef& b) {
  int n = 0;
  for (const auto& l : b.landmarks) n += static_cast<int>(l.spaces.size());
  return n;
}

const ActionSpace& space_at(const BoardDef& b, int index, int* landmark) {
  int k = index;
  for (std::size_t li = 0; li < b.landmarks.size(); ++li) {
    const auto& sp = b.landmarks[li].spaces;
    if (k < static_cast<int>(sp.size())) {
      if (landmark) *landmark = static_cast<int>(li);
      return sp[static_cast<std::size_t>(k)];
    }
    k -= static_cast<int>(sp.size());
  }
  throw std::logic_error("no board action space " + std::to_string(index));
}

}  // namespace bm
