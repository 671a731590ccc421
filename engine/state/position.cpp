#include "bm/state/position.hpp"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <vector>

#include "bm/cards/card_set.hpp"
#include "bm/board/spaces.hpp"
#include "bm/cards/items.hpp"
#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "bm/game/kinds.hpp"
#include "bm/state/minion_codes.hpp"
#include "bm/state/snapshot.hpp"

namespace bm {

using nlohmann::json;

namespace {

// Turns a position (docs/protocol.md#positions) into the snapshot's state object, which the
// snapshot reader then validates in full: design ids become card instances (each design's
// copies in the order the position names them), decks and piles top-first become bottom-first.
class PositionReader {
 public:
  PositionReader(const Engine& e, const std::string& where) : e_(e), where_(where) {
    const CardSet& cs = e.cards();
    for (int i = 0; i < cs.instances(); ++i) {
      const int k = i - cs.first_instance[static_cast<std::size_t>(cs.design_of(i))];
      copies_[cs.id_of(i)].push_back(k == 0 ? cs.id_of(i) : cs.id_of(i) + "#" + std::to_string(k));
    }
  }
  json state(const json& pos);

 private:
  [[noreturn]] void fail(const std::string& path, const std::string& why) const {
    throw InputError(where_ + ": " + path + ": " + why);
  }
  const json& obj(const json& j, const std::string& path, std::initializer_list<const char*> keys) const;
  const json& obj(const json& j, const std::string& path, FieldNames keys) const;
  json card(const json& j, const std::string& path);
  json ref(const json& j, const std::string& path) const;
  json refs(const json& j, const std::string& path) const;
  json entrance(const json& en, const std::string& path);
  json cards(const json& j, const std::string& path, bool top_first);
  json flag(const json& o, const char* key) const { return o.contains(key) ? o[key] : json(false); }
  json count(const json& o, const char* key) const { return o.contains(key) ? o[key] : json(0); }
  json player(const json& p, const std::string& path);
  json dungeon(const json& d, const std::string& path);
  json minion(const json& p, const std::string& path) const;
  json minion_room(const json& p, const json& dungeon, const std::string& path) const;
  json round_marks(const json& pos, const json& players) const;
  json mark_room(const json& named, const json& resolved, const json& player, const json& dungeon,
                 const std::string& path) const;
  void zones(const json& pos, json& st);
  void internals(json& st) const;

  const Engine& e_;
  std::string where_;
  std::map<std::string, std::vector<std::string>> copies_;
  std::map<std::string, std::size_t> used_;
  std::map<std::string, std::string> placed_;  // where the position names a card ("town[0]") -> that copy
  bool first_phase_ = false;                   // the position is at its round's first phase
};

const json& PositionReader::obj(const json& j, const std::string& path, std::initializer_list<const char*> keys) const {
  return obj(j, path, FieldNames(keys));
}

const json& PositionReader::obj(const json& j, const std::string& path, FieldNames keys) const {
  check_json_object(j, where_, path, {}, keys);  // every field of a position may be left out
  return j;
}

json PositionReader::card(const json& j, const std::string& path) {
  if (j.is_null()) return j;
  if (!j.is_string()) fail(path, "expected a card id such as \"BM015\"");
  const std::string id = j.get<std::string>();
  auto it = copies_.find(id);
  if (it == copies_.end())
    fail(path, "unknown card id '" + id + "' in card set '" + e_.cards().id + "'" + card_id_hint(e_.cards(), id));
  std::size_t& n = used_[id];
  if (n >= it->second.size())
    fail(path,
         "card '" + id + "' named more times than the card set has copies (" + std::to_string(it->second.size()) + ")");
  placed_[path.substr(path.find('.') + 1)] = it->second[n];  // "position.town[0]" -> "town[0]"
  return it->second[n++];
}

// A reference to a card the position places elsewhere (reveal_log, a mark's hero, spell or item,
// the hero carrying an item): a design id means the copy the position names first; {card, at}
// the copy named at `at`, a field path of the position ("players[1].entrance[0]"), which must
// name that design. The snapshot reader checks the rest (the kind of card).
json PositionReader::ref(const json& j, const std::string& path) const {
  if (!j.is_object()) return j;
  check_json_object(j, where_, path, {"card", "at"}, {});
  if (!j["card"].is_string() || !j["at"].is_string())
    fail(path, "expected {\"card\": a card id, \"at\": where the position names that copy, as \"town[0]\"}");
  const std::string id = j["card"].get<std::string>(), at = j["at"].get<std::string>();
  const auto it = placed_.find(at);
  if (it == placed_.end()) fail(path + ".at", "the position names no card at '" + at + "'");
  const std::string design = it->second.substr(0, it->second.find('#'));
  if (design != id) fail(path + ".at", "'" + at + "' names card '" + design + "', not '" + id + "'");
  return it->second;
}

json PositionReader::refs(const json& j, const std::string& path) const {
  if (!j.is_array()) return j;  // the snapshot reader refuses it, naming the field
  json out = json::array();
  for (std::size_t i = 0; i < j.size(); ++i) out.push_back(ref(j[i], path + "[" + std::to_string(i) + "]"));
  return out;
}

// G-14: the heroes waiting at the entrance, the next to enter first: each a card id, or
// {hero, health_bonus}: Health added until the end of the round (Zombie Attack). C-11 ends it,
// so a position at the round's first phase holds none.
json PositionReader::entrance(const json& en, const std::string& path) {
  if (en.is_null()) return json::array();
  if (!en.is_array()) fail(path, "expected a list of heroes (card ids or {hero, health_bonus})");
  json out = json::array();
  for (std::size_t i = 0; i < en.size(); ++i) {
    const std::string ep = path + "[" + std::to_string(i) + "]";
    if (!en[i].is_object()) {
      out.push_back({{"hero", card(en[i], ep)}, {"health_bonus", 0}});
      continue;
    }
    check_json_object(en[i], where_, ep, {"hero"}, {"health_bonus"});
    const json bonus = count(en[i], "health_bonus");
    if (!bonus.is_number_integer()) fail(ep + ".health_bonus", "expected an integer");
    if (first_phase_ && bonus.get<long long>() != 0)
      fail(ep + ".health_bonus",
           "a health bonus lasts until the end of the round (C-11), so none is left at the round's first phase");
    out.push_back({{"hero", card(en[i]["hero"], ep)}, {"health_bonus", bonus}});
  }
  return out;
}

json PositionReader::cards(const json& j, const std::string& path, bool top_first) {
  if (j.is_null()) return json::array();
  if (!j.is_array()) fail(path, "expected a list of card ids");
  json out = json::array();
  for (std::size_t i = 0; i < j.size(); ++i) out.push_back(card(j[i], path + "[" + std::to_string(i) + "]"));
  if (top_first) std::reverse(out.begin(), out.end());  // the engine keeps a deck's top last
  return out;
}

json PositionReader::dungeon(const json& d, const std::string& path) {
  if (!d.is_array()) fail(path, "expected a list of stacks (entrance first)");
  json out = json::array();
  for (std::size_t i = 0; i < d.size(); ++i) {
    const std::string sp = path + "[" + std::to_string(i) + "]";
    const json& so = obj(d[i], sp, FieldNames(kRoomStackFields));
    out.push_back({{"cards", cards(so.value("cards", json()), sp + ".cards", false)},
                   {"face_down", flag(so, "face_down")},
                   {"deactivated", flag(so, "deactivated")},
                   {"bonus_damage", count(so, "bonus_damage")},
                   {"used_this_round", flag(so, "used_this_round")},
                   {"triggered_this_round", flag(so, "triggered_this_round")},
                   {"tokens", count(so, "tokens")}});
  }
  return out;
}

// A room a position names by its design in `dungeon` (the reader's stacks, entrance first): the
// top card of the first stack showing it (not a card of its own, so it uses no copy), or null.
json top_showing(const json& dungeon, const std::string& id) {
  for (const json& stack : dungeon) {
    const json& cs = stack["cards"];
    if (cs.empty()) continue;
    const std::string top = cs.back().get<std::string>();
    if (top.substr(0, top.find('#')) == id) return cs.back();
  }
  return nullptr;
}

// S-BOARD-6: the room a minion stands on is one of the player's rooms, named by its design.
json PositionReader::minion_room(const json& p, const json& dungeon, const std::string& path) const {
  const json room = p.value("minion_room", json());
  if (room.is_null()) return room;
  if (!room.is_string()) fail(path + ".minion_room", "expected a card id of a room in this player's dungeon");
  const json top = top_showing(dungeon, room.get<std::string>());
  if (top.is_null())
    fail(path + ".minion_room",
         "no stack of this player's dungeon shows room '" + room.get<std::string>() + "' (S-BOARD-6)");
  return top;
}

// The marks whose card is a room of the mark's player (BM2-20, BM2-21, BM2-29).
bool names_a_room(const json& kind) {
  for (const char* k : {"fountain", "stash", "no_treasure", "blanked"})
    if (kind == k) return true;
  return false;
}

// A room mark's room (BM2-20, BM2-21, BM2-29) in its player's `dungeon` (the reader's stacks): a
// design id names the top card of the first stack showing it; {card, at} the copy named at `at`
// (`resolved`), which must top one of the stacks.
json PositionReader::mark_room(const json& named, const json& resolved, const json& player, const json& dungeon,
                               const std::string& path) const {
  if (named.is_object()) {
    for (const json& stack : dungeon)
      if (!stack["cards"].empty() && stack["cards"].back() == resolved) return resolved;
    fail(path + ".at", "the card named there tops no stack of player " + player.dump() + "'s dungeon");
  }
  const json top = top_showing(dungeon, named.get<std::string>());
  if (top.is_null()) fail(path, "no stack of player " + player.dump() + "'s dungeon shows room " + named.dump());
  return top;
}

// GameState::round_marks: the printed effects until the end of the round, in the snapshot's form
// {kind, player, card, value} (`card` and `value` may be left out: null, 0). A room's mark names
// the room by design, the top card of the first stack of `player`'s dungeon showing it; any other
// mark names a card by its design id, that design's first copy (a reference, as `reveal_log`).
// The snapshot reader checks the rest (kinds, players, cards).
json PositionReader::round_marks(const json& pos, const json& players) const {
  const json marks = pos.value("round_marks", json::array());
  if (!marks.is_array()) fail("position.round_marks", "expected a list of {kind, player, card, value}");
  json out = json::array();
  for (std::size_t i = 0; i < marks.size(); ++i) {
    const std::string path = "position.round_marks[" + std::to_string(i) + "]";
    check_json_object(marks[i], where_, path, {"kind", "player"}, {"card", "value"});
    const json& m = marks[i];
    json card = ref(m.value("card", json()), path + ".card");
    const json& p = m["player"];
    if (names_a_room(m["kind"]) && card.is_string() && p.is_number_integer() && p.get<long long>() >= 0 &&
        p.get<long long>() < static_cast<long long>(players.size()))
      card = mark_room(m["card"], card, p, players[p.get<std::size_t>()]["dungeon"], path + ".card");
    out.push_back({{"kind", m["kind"]}, {"player", p}, {"card", card}, {"value", count(m, "value")}});
  }
  return out;
}

// S-CITY-4, S-BOARD-3..5: where the minion stands, by the place_minion action's space name.
json PositionReader::minion(const json& p, const std::string& path) const {
  if (!p.contains("minion") || p["minion"].is_null()) return kMinionHome;
  if (!p["minion"].is_string()) fail(path + ".minion", "expected a board space id, \"room\", \"boss\" or null");
  const std::string sp = p["minion"].get<std::string>();
  if (sp == "room") return kMinionRoom;
  if (sp == "boss") return kMinionBoss;
  const BoardDef& b = e_.board();
  for (int k = 0; k < space_count(b); ++k)
    if (space_at(b, k).id == sp) return k;
  fail(path + ".minion", "unknown action space '" + sp + "' on board '" + b.id + "' (S-BOARD-3)");
}

json PositionReader::player(const json& p, const std::string& path) {
  obj(p, path,
      {"boss", "boss_choices", "hand", "dungeon", "entrance", "souls", "wounds", "eliminated", "leveled_up",
       "gained_soul_this_round", "trepidation", "jackpot", "crush_bonus", "minion", "minion_room", "boss_treasure",
       "item", "scored_items"});
  json score = json::array();
  for (const char* kind : {"souls", "wounds"}) {
    const json heroes = cards(p.value(kind, json()), path + "." + kind, false);
    for (const json& h : heroes) score.push_back({{"hero", h}, {"soul", std::string(kind) == "souls"}});
  }
  const json waiting = entrance(p.value("entrance", json()), path + ".entrance");
  json out{{"boss", card(p.value("boss", json()), path + ".boss")},
           {"boss_choices", cards(p.value("boss_choices", json()), path + ".boss_choices", false)},
           {"eliminated", flag(p, "eliminated")},
           {"leveled_up", flag(p, "leveled_up")},
           {"mulligan_done", true},
           {"hand", cards(p.value("hand", json()), path + ".hand", false)},
           {"dungeon", dungeon(p.value("dungeon", json::array()), path + ".dungeon")},
           {"entrance", waiting},
           {"score", score},
           {"built_this_phase", false},
           {"gained_soul_this_round", flag(p, "gained_soul_this_round")},
           {"trepidation", flag(p, "trepidation")},
           {"jackpot", flag(p, "jackpot")},
           {"crush_bonus", count(p, "crush_bonus")},
           {"minion", minion(p, path)},
           {"minion_card", nullptr},
           {"boss_treasure", p.value("boss_treasure", json::array({0, 0, 0, 0}))}};
  out["minion_card"] = minion_room(p, out["dungeon"], path);
  if (items_in_play(e_.rules(), e_.cards())) {  // BM2-4, BM2-7, S-COMPAT-2
    out["active_item"] = card(p.value("item", json()), path + ".item");
    out["gained_item"] = nullptr;
    out["scored_items"] = cards(p.value("scored_items", json()), path + ".scored_items", false);
  }
  return out;
}

void PositionReader::zones(const json& pos, json& st) {
  const json decks = pos.value("decks", json::object());
  obj(decks, "position.decks", {"bosses", "rooms", "spells", "ordinary_heroes", "epic_heroes", "items"});
  st["boss_deck"] = cards(decks.value("bosses", json()), "position.decks.bosses", true);
  st["room_deck"] = cards(decks.value("rooms", json()), "position.decks.rooms", true);
  st["spell_deck"] = cards(decks.value("spells", json()), "position.decks.spells", true);
  st["ordinary_heroes"] = cards(decks.value("ordinary_heroes", json()), "position.decks.ordinary_heroes", true);
  st["epic_heroes"] = cards(decks.value("epic_heroes", json()), "position.decks.epic_heroes", true);
  st["discard"] = cards(pos.value("discard", json()), "position.discard", true);
  st["spell_discard"] = cards(pos.value("spell_discard", json()), "position.spell_discard", true);
  st["town"] = cards(pos.value("town", json()), "position.town", false);
  st["city_left"] = pos.contains("city_left") ? pos["city_left"] : json(st["town"].size());
  json landmarks = json::array();
  const json lm = pos.value("landmarks", json::array());
  if (!lm.is_array()) fail("position.landmarks", "expected a list of hero lists (board order)");
  for (std::size_t i = 0; i < lm.size(); ++i)
    landmarks.push_back(cards(lm[i], "position.landmarks[" + std::to_string(i) + "]", false));
  st["landmarks"] = landmarks;
  st["market"] = cards(pos.value("market", json()), "position.market", false);
  st["out_of_game"] = cards(pos.value("out_of_game", json()), "position.out_of_game", false);
  if (!items_in_play(e_.rules(), e_.cards())) return;  // BM2-2, S-COMPAT-2
  st["item_deck"] = cards(decks.value("items", json()), "position.decks.items", true);
  st["items_waiting"] = cards(pos.value("items_waiting", json()), "position.items_waiting", false);
  json carried = json::array();
  const json hi = pos.value("hero_items", json::array());
  if (!hi.is_array()) fail("position.hero_items", "expected a list of {hero, item}");
  for (std::size_t i = 0; i < hi.size(); ++i) {
    const std::string path = "position.hero_items[" + std::to_string(i) + "]";
    const json& o = obj(hi[i], path, {"hero", "item"});
    carried.push_back({{"hero", ref(o.value("hero", json()), path + ".hero")},
                       {"item", card(o.value("item", json()), path + ".item")}});
  }
  st["hero_items"] = carried;
}

// What a position leaves out: no pending work, no decision, nothing on the stack, no hero
// running. The reader checks the rest.
void PositionReader::internals(json& st) const {
  st["active"] = -1;
  st["resolving"] = json::array();
  st["stack"] = json::array();
  st["agenda"] = json::array();
  st["decision"] = {{"kind", "none"}, {"player", -1}};
  st["run"] = {{"player", -1}, {"hero", nullptr}, {"damage", 0}, {"health_bonus", 0}, {"room", -1}, {"in_room", false}};
  st["actions"] = 0;
  st["over"] = false;
  st["winners"] = json::array();
  st["end_rule"] = "none";
  st["rng"] = json::array({"0000000000000001", "0000000000000001", "0000000000000001", "0000000000000001"});
}

json PositionReader::state(const json& pos) {
  // A position states at least its round, phase, seat order and players; the rest may be left out.
  check_json_object(pos, where_, "position", {"round", "phase", "order", "players"},
                    {"first_player", "decks", "discard", "spell_discard", "town", "city_left", "landmarks", "market",
                     "out_of_game", "items_waiting", "hero_items", "hero_moved_this_round", "hero_revealed_this_round",
                     "failed_reveal", "no_build_this_round", "reveal_log", "round_marks"});
  if (!pos["players"].is_array()) fail("position.players", "expected a list of players (seat order)");
  first_phase_ = pos["phase"] == "beginning" || pos["phase"] == "city";  // C-6, S-8
  json st{{"num_players", pos["players"].size()},
          {"round", pos["round"]},
          {"phase", pos["phase"]},
          {"order", pos["order"]},
          {"first_player", pos.value("first_player", -1)}};
  json players = json::array();
  for (std::size_t i = 0; i < pos["players"].size(); ++i)
    players.push_back(player(pos["players"][i], "position.players[" + std::to_string(i) + "]"));
  st["players"] = players;
  zones(pos, st);
  st["reveal_log"] = refs(pos.value("reveal_log", json::array()), "position.reveal_log");  // heroes placed above
  for (const char* f : {"hero_moved_this_round", "hero_revealed_this_round", "failed_reveal", "no_build_this_round"})
    st[f] = flag(pos, f);
  internals(st);
  const json marks = round_marks(pos, players);
  if (!marks.empty()) st["round_marks"] = marks;  // as a snapshot writes them: only when there are some
  return st;
}

}  // namespace

GameState start_from_position(const Engine& engine, const json& position, const std::string& where, std::uint64_t seed,
                              EventSink* events, ChanceSource* chance) {
  PositionReader reader(engine, where);
  const json st = reader.state(position);
  if (!position["round"].is_number_integer() || position["round"].get<long long>() < 1)
    throw InputError(where + ": position.round: expected a round number from 1 (a position is inside the game)");
  GameState s = state_from_json(engine, st, where + " (position)", 2, true);
  if (s.order.empty()) throw InputError(where + ": position.order: the turn order must list every seat");
  s.rng.seed(seed);
  const Phase phase = s.phase;
  return engine.start_at(std::move(s), phase, events, chance);
}

}  // namespace bm
