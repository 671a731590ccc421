// Builds the phase timeline from replayed or recorded steps (issue 7, docs/visualizer.md).
// Every item cites the rules of the events behind it (replay/replay.hpp rules_of_event).
#include "viz/timeline.hpp"

#include <algorithm>
#include <sstream>

#include "core/error.hpp"
#include "game/engine.hpp"
#include "log/action_json.hpp"
#include "state/minion_codes.hpp"

namespace bm::viz {

using json = nlohmann::json;

namespace {

int int_of(const json& e, const char* k, int fallback = -1) {
  if (!e.is_object()) return fallback;
  const auto it = e.find(k);
  if (it == e.end() || !it->is_number_integer()) return fallback;
  const auto v = it->get<long long>();
  if (v < -1000000 || v > 1000000) return fallback;
  return static_cast<int>(v);
}

std::string str_of(const json& e, const char* k) {
  if (!e.is_object()) return "";
  const auto it = e.find(k);
  if (it == e.end()) return "";
  if (it->is_string()) return it->get<std::string>().substr(0, 80);
  if (it->is_number_integer()) return it->dump();
  return "";
}

std::string stack_text(const json& e, const char* k = "stack") {
  if (!e.is_object() || !e.contains(k)) return "";
  const json& v = e[k];
  if (v.is_string() && v.get<std::string>() == "new") return "a new stack";
  if (v.is_number_integer()) return "stack " + v.dump();
  return "";
}

std::string ordinal(int n) {
  const int m = n % 100;
  const char* suf = (m >= 11 && m <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suf;
}

void split_rules(const std::string& ids, std::vector<std::string>& out) {
  std::istringstream in(ids);
  std::string r;
  while (in >> r)
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
}

// Rules an action carries out (tooltips of action items).
// "Hero in P1: Room A → Room B, 5 dmg ✝ killed by Room B" (the dungeon's owner gets the soul
// or the wound, G-12).
std::string run_text(const Item& it, const CardSet& cards) {
  const HeroRun& r = it.run;
  const int d = cards.find(r.hero);
  std::string t = (d < 0 ? r.hero : cards.designs[static_cast<std::size_t>(d)].name) + " in P" + std::to_string(r.dungeon);
  if (!r.path.empty() || r.damage > 0) {
    t += ":";
    for (std::size_t i = 0; i < r.path.size(); ++i) t += (i == 0 || r.path[i].rfind("↩", 0) == 0 ? " " : " → ") + r.path[i];
    t += (r.path.empty() ? " " : ", ") + std::to_string(r.damage) + " dmg";
  }
  if (r.outcome == "killed") {
    const int k = r.killer.empty() ? -1 : cards.find(r.killer);
    t += r.killer.empty() ? " ✝ killed (soul)" : " ✝ killed by " + (k < 0 ? r.killer : cards.designs[static_cast<std::size_t>(k)].name) + " (soul)";
  } else if (r.outcome == "wound") {
    t += " ⚔ reaches the boss (wound)";
  }
  return t;
}

const char* rules_of_action(const std::string& type, bool super_like) {
  if (type == "build") return super_like ? "S-BUILD-1 G-3 G-4" : "G-3 G-4";
  if (type == "pass_build") return "G-4";
  if (type == "cast") return super_like ? "G-16 S-9" : "G-16 C-12";
  if (type == "activate") return super_like ? "G-17 S-9" : "G-17";
  if (type == "cancel") return "G-18";
  if (type == "choose" || type == "decline") return "G-17";
  if (type == "market_pick") return "S-CITY-4";
  if (type == "place_minion") return "S-CITY-4 S-BOARD-5";
  if (type == "choose_boss") return super_like ? "S-3" : "C-16";
  if (type == "mulligan" || type == "keep") return super_like ? "S-4 G-23" : "G-23";
  if (type == "discard") return "IP-2";
  return "";
}

}  // namespace

const char* item_kind_name(ItemKind k) {
  switch (k) {
    case ItemKind::setup: return "setup";
    case ItemKind::hero: return "hero";
    case ItemKind::run: return "run";
    case ItemKind::build: return "build";
    case ItemKind::destroy: return "destroy";
    case ItemKind::spell: return "spell";
    case ItemKind::minion: return "minion";
    case ItemKind::level_up: return "level_up";
    case ItemKind::elimination: return "elimination";
    case ItemKind::end: return "end";
    case ItemKind::choice: return "choice";
    case ItemKind::other: return "other";
  }
  return "other";
}

TimelineBuilder::TimelineBuilder(const CardSet& cards, const BoardDef* board, int players, bool super_like)
    : cards_(cards), board_(board), super_like_(super_like) {
  tl_.players = players;
  tl_.seats.resize(static_cast<std::size_t>(std::clamp(players, 0, 8)));
  if (board_)
    for (const auto& lm : board_->landmarks)
      for (const auto& sp : lm.spaces) space_names_.push_back(sp.id);
}

std::string TimelineBuilder::name(const json& id) const {
  if (!id.is_string()) return id.is_null() ? "?" : id.dump().substr(0, 40);
  const std::string s = id.get<std::string>();
  const int d = cards_.find(s);
  if (d < 0) return s.substr(0, 40);
  return cards_.designs[static_cast<std::size_t>(d)].name;
}

std::string TimelineBuilder::seat(int p) const {
  if (p < 0) return "?";
  std::string s = std::to_string(p);
  s.insert(s.begin(), 'P');
  return s;
}

std::string TimelineBuilder::space(int n) const {
  if (n == kMinionRoom) return "own room";
  if (n == kMinionBoss) return "own boss";
  if (n >= 0 && static_cast<std::size_t>(n) < space_names_.size()) return space_names_[static_cast<std::size_t>(n)];
  return "space " + std::to_string(n);
}

PhaseBox& TimelineBuilder::box() {
  if (tl_.phases.empty()) open(0, "setup");
  return tl_.phases.back();
}

void TimelineBuilder::open(int round, const std::string& phase) {
  if (!tl_.phases.empty() && tl_.phases.back().round == round && tl_.phases.back().phase == phase) return;
  PhaseBox b;
  b.round = round;
  b.phase = phase;
  tl_.phases.push_back(std::move(b));
  resolved_in_phase_ = 0;
}

Item& TimelineBuilder::add(ItemKind k, std::string text, int player, const std::string& event_type, const std::string& rules) {
  PhaseBox& b = box();
  Item it;
  it.kind = k;
  it.text = std::move(text);
  it.player = player;
  it.action = action_;
  it.line = line_;
  if (!event_type.empty()) it.events.push_back(event_type);
  split_rules(rules.empty() && !event_type.empty() ? rules_of_event(event_type, super_like_) : rules, it.rules);
  b.items.push_back(std::move(it));
  return b.items.back();
}

Item* TimelineBuilder::find_open_run(const std::string& hero, int dungeon) {
  // The latest unfinished run of this hero in this dungeon: a run lives in one adventure, so
  // only the last few phases are searched (a long log stays linear).
  int boxes = 0;
  for (auto b = tl_.phases.rbegin(); b != tl_.phases.rend() && boxes < 3; ++b, ++boxes)
    for (auto it = b->items.rbegin(); it != b->items.rend(); ++it)
      if (it->kind == ItemKind::run && it->run.hero == hero && (dungeon < 0 || it->run.dungeon == dungeon) && it->run.outcome.empty())
        return &*it;
  return nullptr;
}

Item* TimelineBuilder::find_last(ItemKind k, const std::string& needle) {
  auto& items = box().items;
  for (auto it = items.rbegin(); it != items.rend(); ++it)
    if (it->kind == k && it->text.find(needle) != std::string::npos) return &*it;
  return nullptr;
}

void TimelineBuilder::action_item(const ReplayStep& st) {
  // Most actions show through their events (room_placed, cast, activated, market_pick,
  // minion_placed, ...); these answers leave no event of their own.
  const std::string type = str_of(st.action, "type");
  if (type != "choose" && type != "decline" && type != "keep") return;
  if (type == "keep") return;  // keeping a starting hand changes nothing worth a row
  std::string what = type == "decline" ? seat(st.player) + " declines" : seat(st.player) + " chooses";
  if (type == "choose") {
    std::vector<std::string> parts;
    if (st.action.contains("card")) parts.push_back(name(st.action["card"]));
    if (st.action.contains("option")) parts.push_back("option " + str_of(st.action, "option"));
    if (st.action.contains("target_player")) parts.push_back(seat(int_of(st.action, "target_player")));
    const std::string s1 = stack_text(st.action), s2 = stack_text(st.action, "stack2");
    if (!s1.empty()) parts.push_back(s1);
    if (!s2.empty()) parts.push_back(s2);
    for (std::size_t i = 0; i < parts.size(); ++i) what += (i ? ", " : " ") + parts[i];
  }
  add(ItemKind::choice, what, st.player, "", rules_of_action(type, super_like_));
}

void TimelineBuilder::event(const json& e) {
  const std::string t = str_of(e, "e");
  const int p = int_of(e, "player");
  const json card = e.is_object() && e.contains("card") ? e["card"] : json();
  const std::string cid = card.is_string() ? card.get<std::string>() : "";
  if (t == "round_start") {
    round_ = int_of(e, "round", round_);
    return;
  }
  if (t == "phase") {
    open(round_, str_of(e, "phase"));
    return;
  }
  if (t == "shuffle" || t == "draw" || t == "minion_home" || t == "hero_stays_placeholder") return;
  if (t == "deal_boss" || t == "boss_chosen") {
    if (p >= 0 && static_cast<std::size_t>(p) < tl_.seats.size()) {
      tl_.seats[static_cast<std::size_t>(p)].boss = cid;
      tl_.seats[static_cast<std::size_t>(p)].boss_name = name(card);
    }
    if (t == "boss_chosen") add(ItemKind::setup, seat(p) + " keeps " + name(card), p, t);
    return;
  }
  if (t == "mulligan") { add(ItemKind::setup, seat(p) + " mulligans", p, t); return; }
  if (t == "discard") {
    const int by = int_of(e, "by");
    // A whole hand discarded at once (Jeopardy, a mulligan) is one row per player.
    auto& items = box().items;
    const std::string head = seat(p) + " discards ";
    if (by < 0 && !items.empty() && items.back().action == action_ && items.back().player == p && items.back().text.rfind(head, 0) == 0 &&
        items.back().text.find("(forced") == std::string::npos) {
      items.back().text += ", " + name(card);
      return;
    }
    add(ItemKind::other, head + name(card) + (by >= 0 ? " (forced by " + seat(by) + ")" : ""), p, t);
    return;
  }
  if (t == "draw_failed") { add(ItemKind::other, (p >= 0 ? seat(p) + ": " : std::string()) + str_of(e, "deck") + " deck empty, nothing drawn", p, t); return; }
  if (t == "deck_reshuffled") { add(ItemKind::other, str_of(e, "deck") + " discards reshuffled into the deck", -1, t, "C-7"); return; }
  if (t == "hero_revealed") { add(ItemKind::hero, "hero revealed: " + name(card), -1, t); return; }
  if (t == "city_arrival") {
    Item* r = find_last(ItemKind::hero, "hero revealed: " + name(card));
    const std::string where = " → city slot " + str_of(e, "slot");
    if (r && r->text.find(" → ") == std::string::npos) {
      r->text += where;
      r->events.push_back(t);
      split_rules(rules_of_event(t, true), r->rules);
    } else {
      add(ItemKind::hero, name(card) + where, -1, t);
    }
    return;
  }
  if (t == "hero_to_landmark") {
    Item* r = find_last(ItemKind::hero, "hero revealed: " + name(card));
    const std::string where = " → " + str_of(e, "landmark");
    if (r && r->text.find(" → ") == std::string::npos) {
      r->text += where;
      r->events.push_back(t);
      split_rules(rules_of_event(t, true), r->rules);
    } else {
      add(ItemKind::hero, name(card) + " leaves the city" + where, -1, t);
    }
    return;
  }
  if (t == "bait") {
    add(ItemKind::hero, name(card) + " lured to " + seat(p) + " (value " + str_of(e, "value") + ")", p, t);
    return;
  }
  if (t == "hero_stays") {
    add(ItemKind::hero, name(card) + " stays" + (int_of(e, "tie") == 1 ? " (tie)" : " (no match)"), -1, t);
    return;
  }
  if (t == "hero_to_entrance" || t == "summon") {
    std::string txt = name(card) + (t == "summon" ? " summoned from " + str_of(e, "landmark") + " to " : " put at ") + seat(p) + "'s entrance";
    const int by = int_of(e, "by");
    if (by >= 0) txt += " by " + seat(by);
    const int tok = int_of(e, "health_token", 0);
    if (t == "summon" && tok != 0) txt += " (health " + std::string(tok > 0 ? "+" : "") + std::to_string(tok) + ")";
    add(ItemKind::hero, txt, p, t);
    return;
  }
  if (t == "enters_room") {
    Item* r = find_open_run(cid, p);
    if (!r) {
      Item& n = add(ItemKind::run, "", p, t);
      n.run.hero = cid;
      n.run.dungeon = p;
      r = &n;
    } else if (std::find(r->events.begin(), r->events.end(), t) == r->events.end()) {
      r->events.push_back(t);
    }
    r->run.rooms.push_back(str_of(e, "room"));
    r->run.path.push_back(name(json(r->run.rooms.back())));
    r->text = run_text(*r, cards_);
    return;
  }
  if (t == "damage") {
    Item* r = find_open_run(cid, p);
    if (!r) return;
    r->run.damage = int_of(e, "total", r->run.damage);
    r->text = run_text(*r, cards_);
    if (std::find(r->events.begin(), r->events.end(), t) == r->events.end()) r->events.push_back(t);
    split_rules(rules_of_event(t, super_like_), r->rules);
    return;
  }
  if (t == "hero_killed" || t == "hero_wounds") {
    Item* r = find_open_run(cid, p);
    const bool killed = t == "hero_killed";
    const std::string room = str_of(e, "room");
    if (!r) {
      // Killed outside a room (a spell) or a log that records no entries.
      add(killed ? ItemKind::run : ItemKind::run, "", p, t);
      r = &box().items.back();
      r->run.hero = cid;
      r->run.dungeon = p;
    } else {
      r->events.push_back(t);
    }
    r->run.outcome = killed ? "killed" : "wound";
    r->run.killer = killed ? room : "";
    split_rules(rules_of_event(t, super_like_), r->rules);
    r->text = run_text(*r, cards_);
    return;
  }
  if (t == "hero_to_town" || t == "hero_to_room") {
    Item* r = find_open_run(cid, -1);
    const std::string what = t == "hero_to_town" ? (super_like_ ? " ↩ back to the city" : " ↩ back to town") : " ↩ sent back to " + stack_text(e);
    if (r) {
      r->run.path.push_back(what.substr(1));
      r->events.push_back(t);
      split_rules(rules_of_event(t, super_like_), r->rules);
      if (t == "hero_to_town") r->run.outcome = "sent_back";
      r->text = run_text(*r, cards_);
    } else {
      add(ItemKind::hero, name(card) + what, p, t, t == "hero_to_town" ? "G-22" : "G-14");
    }
    return;
  }
  if (t == "room_placed") {
    add(ItemKind::build, seat(p) + " builds " + name(card) + " on " + stack_text(e) + " (face down)", p, t);
    return;
  }
  if (t == "room_built") {
    const std::string placed = seat(p) + " builds " + name(card) + " on ";
    Item* r = find_last(ItemKind::build, placed);
    if (r && r->text.size() > 12 && r->text.compare(r->text.size() - 12, 12, "(face down)") == 0) {
      r->text = r->text.substr(0, r->text.size() - 11) + "revealed at " + stack_text(e) + ")";
      r->events.push_back(t);
      split_rules(rules_of_event(t, super_like_), r->rules);
    } else if (r && r->text.find("(face down)") != std::string::npos) {
      r->text.replace(r->text.find("(face down)"), 11, "(revealed at " + stack_text(e) + ")");
      r->events.push_back(t);
      split_rules(rules_of_event(t, super_like_), r->rules);
    } else {
      add(ItemKind::build, seat(p) + " builds " + name(card) + " at " + stack_text(e) + " (at once)", p, t);
    }
    return;
  }
  if (t == "build_passed") { add(ItemKind::build, seat(p) + " builds nothing", p, t, "G-4"); return; }
  if (t == "room_returned") { add(ItemKind::build, seat(p) + ": " + name(card) + " back to hand from " + stack_text(e), p, t, "G-4"); return; }
  if (t == "room_revealed") { add(ItemKind::build, seat(p) + ": " + name(card) + " visible again at " + stack_text(e) + " (not built)", p, t, "G-7"); return; }
  if (t == "swapped") { add(ItemKind::build, seat(p) + ": " + stack_text(e) + " and " + stack_text(e, "stack2") + " swapped", p, t, "G-6"); return; }
  if (t == "destroyed") {
    const int by = int_of(e, "by");
    add(ItemKind::destroy, seat(p) + "'s " + name(card) + " destroyed at " + stack_text(e) + (by >= 0 ? " by " + seat(by) : ""), p, t);
    return;
  }
  if (t == "deactivated") { add(ItemKind::destroy, seat(p) + "'s " + name(card) + " deactivated at " + stack_text(e), p, t); return; }
  if (t == "reactivated") { add(ItemKind::destroy, seat(p) + "'s " + name(card) + " reactivated", p, t); return; }
  if (t == "level_up") { add(ItemKind::level_up, "★ " + seat(p) + " Level Up: " + name(card), p, t); return; }
  if (t == "cast") {
    std::string txt = seat(p) + " casts " + name(card);
    const int tp = int_of(e, "target_player");
    if (e.contains("target")) txt += " on " + name(e["target"]);
    if (tp >= 0) txt += (e.contains("target") ? " (" + seat(tp) + ")" : " on " + seat(tp));
    add(ItemKind::spell, txt, p, t);
    return;
  }
  if (t == "activated") {
    std::string txt = seat(p) + " activates " + name(card) + " (" + stack_text(e) + ")";
    if (e.contains("target")) txt += " → " + name(e["target"]);
    add(ItemKind::spell, txt, p, t);
    return;
  }
  if (t == "resolved" || t == "cancelled" || t == "fizzled") {
    // Mark the matching cast or activation with how it ended and, for resolutions, in which
    // order in this phase (G-18, S-9: the newest first).
    Item* r = nullptr;
    auto& items = box().items;
    for (auto it = items.rbegin(); it != items.rend() && !r; ++it)
      if (it->kind == ItemKind::spell && it->player == p && it->text.find(name(card)) != std::string::npos &&
          it->text.find(" ⇒ ") == std::string::npos)
        r = &*it;
    const std::string how = t == "resolved" ? " ⇒ resolved " + ordinal(++resolved_in_phase_) : t == "cancelled" ? " ⇒ cancelled" : " ⇒ fizzled";
    if (r) {
      r->text += how;
      r->events.push_back(t);
      split_rules(rules_of_event(t, super_like_), r->rules);
    } else {
      add(ItemKind::spell, seat(p) + ": " + name(card) + how, p, t, t == "resolved" ? "G-16" : "G-18");
    }
    return;
  }
  if (t == "bonus") { add(ItemKind::spell, seat(p) + ": " + name(card) + " +" + str_of(e, "amount") + " this round", p, t, "G-16"); return; }
  if (t == "take_card") {
    const int from = int_of(e, "from_player");
    add(ItemKind::other, seat(p) + " takes " + name(card) + (from >= 0 ? " from " + seat(from) + "'s hand" : " from the discard pile"), p, t, "G-17");
    return;
  }
  if (t == "card_to_hand") { add(ItemKind::other, seat(p) + " searches " + name(card) + (int_of(e, "from") == 1 ? " from the discard pile" : " from the room deck"), p, t, "G-19"); return; }
  if (t == "healed") { add(ItemKind::other, seat(p) + " heals a wound (" + name(card) + ")", p, t); return; }
  if (t == "soul_removed") { add(ItemKind::other, seat(p) + " loses the soul " + name(card), p, t, "G-16"); return; }
  if (t == "trepidation") { add(ItemKind::spell, "no hero enters " + seat(p) + "'s dungeon this round (by " + seat(int_of(e, "by")) + ")", p, t, "G-16"); return; }
  if (t == "no_builds") { add(ItemKind::spell, "no rooms built this round (" + seat(p) + ")", p, t, "G-16"); return; }
  if (t == "treasure_doubled") { add(ItemKind::spell, seat(p) + "'s treasure doubled this round", p, t, "G-17"); return; }
  if (t == "hand_revealed") { add(ItemKind::other, seat(p) + " shows the hand to " + seat(int_of(e, "to_player")), p, t, "G-17"); return; }
  if (t == "eliminated") { add(ItemKind::elimination, "✖ " + seat(p) + " eliminated (5 wounds)", p, t); return; }
  if (t == "game_end") {
    const int w = int_of(e, "player");
    add(ItemKind::end, "GAME OVER: " + str_of(e, "end_reason") + (w >= 0 ? ", winner " + seat(w) : ", no winner"), w, t);
    return;
  }
  // Super / solo.
  if (t == "market_refill") {
    Item* r = find_last(ItemKind::minion, "market: ");
    if (r && r->action == action_) {
      r->text += ", " + name(card);
    } else {
      add(ItemKind::minion, "market: " + name(card), -1, t);
    }
    return;
  }
  if (t == "market_pick") { add(ItemKind::minion, seat(p) + " takes " + name(card) + " from the market", p, t); return; }
  if (t == "market_discard") {
    Item* r = find_last(ItemKind::minion, "market discarded: ");
    if (r && r->action == action_) r->text += ", " + name(card);
    else add(ItemKind::minion, "market discarded: " + name(card), -1, t);
    return;
  }
  if (t == "minion_placed") {
    const int sp = int_of(e, "space");
    add(ItemKind::minion, seat(p) + "'s minion → " + space(sp) + (e.contains("card") ? " (" + name(card) + ")" : ""), p, t);
    return;
  }
  if (t == "minion_effect") {
    const int sp = int_of(e, "space");
    add(ItemKind::minion, seat(p) + "'s minion acts at " + space(sp) + (int_of(e, "resolves", 1) == 0 ? ": nothing (room deactivated, S-BOARD-6)" : ""), p, t,
        int_of(e, "resolves", 1) == 0 ? "S-MINION-1 S-BOARD-6" : "");
    return;
  }
  if (t == "boss_treasure") { add(ItemKind::minion, seat(p) + "'s boss +" + str_of(e, "amount") + " " + str_of(e, "treasure") + " this round", p, t, "S-BOARD-3"); return; }
  if (t == "tokens") { add(ItemKind::minion, seat(p) + ": " + name(card) + " +" + str_of(e, "added") + " damage token(s), " + str_of(e, "total") + " in all", p, t); return; }
  if (t == "tokens_returned") { add(ItemKind::minion, seat(p) + ": " + str_of(e, "returned") + " token(s) off " + name(card), p, t); return; }
  if (t == "marker_pass") { add(ItemKind::other, "first player: " + seat(p), p, t); return; }
  add(ItemKind::other, t.empty() ? std::string("(event)") : t + (p >= 0 ? " " + seat(p) : "") + (cid.empty() ? "" : " " + name(card)), p, t);
}

void TimelineBuilder::step(const ReplayStep& st) {
  action_ = st.index;
  line_ = st.line;
  round_ = st.round;
  if (st.index >= 0) {
    open(st.round, st.phase.empty() ? (tl_.phases.empty() ? std::string("setup") : tl_.phases.back().phase) : st.phase);
    PhaseBox& b = box();
    if (b.first_action < 0) b.first_action = st.index;
    b.last_action = st.index;
    tl_.actions = std::max(tl_.actions, st.index + 1);
    action_item(st);
  } else {
    open(st.round, st.phase.empty() ? "setup" : st.phase);
    // A game that starts from a snapshot has its bosses already (no deal_boss events).
    if (st.state)
      for (std::size_t p = 0; p < tl_.seats.size() && p < st.state->players.size(); ++p) {
        const int boss = st.state->players[p].boss;
        if (boss < 0 || boss >= cards_.instances()) continue;
        tl_.seats[p].boss = cards_.of(boss).id;
        tl_.seats[p].boss_name = cards_.of(boss).name;
      }
    if (st.snapshot.is_object() && st.snapshot.contains("players") && st.snapshot["players"].is_array())
      for (std::size_t p = 0; p < tl_.seats.size() && p < st.snapshot["players"].size(); ++p) {
        const json& boss = st.snapshot["players"][p].is_object() && st.snapshot["players"][p].contains("boss") ? st.snapshot["players"][p]["boss"] : json();
        if (!boss.is_string()) continue;
        tl_.seats[p].boss = boss.get<std::string>().substr(0, 40);
        tl_.seats[p].boss_name = name(boss);
      }
  }
  if (st.events.is_array())
    for (const auto& e : st.events) event(e);
}

void TimelineBuilder::set_result(const json& result) { tl_.result = result; }

Timeline TimelineBuilder::finish() {
  // Runs never finished (a log cut short) say so.
  for (auto& b : tl_.phases)
    for (auto& it : b.items)
      if (it.kind == ItemKind::run && it.run.outcome.empty() && it.text.find("↩") == std::string::npos) it.text += " …";
  return std::move(tl_);
}

Timeline filter_timeline(const Timeline& t, const VizFilter& f) {
  Timeline out = t;
  out.phases.clear();
  for (const auto& b : t.phases) {
    if (b.round < f.round_from || (f.round_to >= 0 && b.round > f.round_to)) continue;
    PhaseBox nb = b;
    if (f.player >= 0) {
      nb.items.clear();
      for (const auto& it : b.items)
        if (it.player == f.player || it.player < 0 || it.kind == ItemKind::end) nb.items.push_back(it);
    }
    out.phases.push_back(std::move(nb));
  }
  if (out.phases.empty())
    throw InputError("--rounds " + std::to_string(f.round_from) + ".." + (f.round_to >= 0 ? std::to_string(f.round_to) : std::string()) +
                     ": the game has no phase in these rounds (it has rounds " + std::to_string(t.phases.empty() ? 0 : t.phases.front().round) + ".." +
                     std::to_string(t.phases.empty() ? 0 : t.phases.back().round) + ")");
  return out;
}

ReplayedTimeline timeline_from_replay(const std::string& text, const std::string& name, const ReplayOptions& base) {
  ReplayOptions opt = base;
  std::unique_ptr<TimelineBuilder> builder;
  std::string family;
  opt.on_step = [&](const ReplayStep& st) { builder->step(st); };
  // The replayer reads and checks the header; read it here too, only for names (card set,
  // board, family, players), before replaying.
  const std::size_t nl = text.find('\n');
  const json header = json::parse(text.substr(0, nl), nullptr, false);
  const CardSet* cards = base.cards;
  if (!cards && header.is_object() && header.contains("cards") && header["cards"].is_object() && header["cards"].contains("id") &&
      header["cards"]["id"].is_string())
    cards = find_builtin_card_set(header["cards"]["id"].get<std::string>());
  if (!cards) cards = &builtin_classic_cards();
  bool super_like = false;
  if (header.is_object() && header.contains("ruleset") && header["ruleset"].is_object() && header["ruleset"].contains("family") &&
      header["ruleset"]["family"].is_string()) {
    family = header["ruleset"]["family"].get<std::string>();
    super_like = family == "super" || family == "solo";
  }
  const BoardDef* board = super_like ? (base.board ? base.board : &builtin_super_board()) : nullptr;
  const int header_players = header.is_object() ? int_of(header, "players", 0) : 0;
  builder = std::make_unique<TimelineBuilder>(*cards, board, std::clamp(header_players, 0, 8), super_like);
  ReplayedTimeline out;
  out.verdict = replay_log_text(text, name, opt);
  if (out.verdict.input_error) throw InputError(out.verdict.message);
  builder->set_result(out.verdict.result);
  out.timeline = builder->finish();
  Timeline& t = out.timeline;
  t.source = "engine replay";
  t.family = family;
  std::string seed = header.is_object() && header.contains("seed") && header["seed"].is_number_unsigned() ? header["seed"].dump() : "";
  std::string rs = header.is_object() && header.contains("ruleset") && header["ruleset"].is_object() ? str_of(header["ruleset"], "name") : "";
  t.title = name + " · " + (rs.empty() ? family : rs) + " · " + std::to_string(header_players) + (header_players == 1 ? " player" : " players") +
            (seed.empty() ? std::string(" · declared chance") : " · seed " + seed);
  if (!out.verdict.ok) {
    t.diverge_action = out.verdict.action_index;
    t.diverge_line = out.verdict.line;
    t.diverge_text = (out.verdict.what.empty() ? std::string("divergence") : out.verdict.what) + ": " + out.verdict.message;
    mark_action(t, out.verdict.action_index, t.diverge_text);
  }
  return out;
}

Timeline timeline_from_log(const std::string& text, const std::string& name, const CardSet* cards_in, const BoardDef* board_in) {
  std::vector<json> lines;
  std::size_t pos = 0;
  int ln = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    ++ln;
    if (end > pos) {
      if (end - pos > kMaxLogLine) throw InputError(name + ":" + std::to_string(ln) + ": line longer than " + std::to_string(kMaxLogLine) + " bytes");
      json j = json::parse(text.begin() + static_cast<std::ptrdiff_t>(pos), text.begin() + static_cast<std::ptrdiff_t>(end), nullptr, false);
      if (j.is_discarded() || !j.is_object()) throw InputError(name + ":" + std::to_string(ln) + ": not a JSON object (docs/log-format.md)");
      j["__line"] = ln;
      lines.push_back(std::move(j));
    }
    pos = end + 1;
  }
  if (lines.empty() || str_of(lines[0], "type") != "header") throw InputError(name + ":1: a log starts with a header line (docs/log-format.md)");
  const json& h = lines[0];
  const CardSet* cards = cards_in;
  if (!cards && h.contains("cards") && h["cards"].is_object()) cards = find_builtin_card_set(str_of(h["cards"], "id"));
  if (!cards) cards = &builtin_classic_cards();
  const std::string family = h.contains("ruleset") && h["ruleset"].is_object() ? str_of(h["ruleset"], "family") : "";
  const bool super_like = family == "super" || family == "solo";
  const int players = std::clamp(int_of(h, "players", 0), 0, 8);
  TimelineBuilder b(*cards, super_like ? (board_in ? board_in : &builtin_super_board()) : nullptr, players, super_like);
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const json& j = lines[i];
    const std::string type = str_of(j, "type");
    ReplayStep st;
    st.line = int_of(j, "__line", 0);
    if (type == "setup" || type == "snapshot") {
      st.index = -1;
      st.phase = type == "setup" ? "setup" : "";
      if (type == "snapshot" && j.contains("state") && j["state"].is_object()) {
        st.round = int_of(j["state"], "round", 0);
        st.phase = str_of(j["state"], "phase");
      }
      st.events = j.contains("events") ? j["events"] : json::array();
      if (type == "snapshot" && j.contains("state")) st.snapshot = j["state"];
      b.step(st);
    } else if (type == "action") {
      st.index = int_of(j, "i", -1);
      if (st.index < 0) continue;
      st.round = int_of(j, "round", b.timeline().phases.empty() ? 0 : b.timeline().phases.back().round);
      st.phase = str_of(j, "phase");
      st.player = int_of(j, "player");
      st.action = j.contains("action") ? j["action"] : json();
      st.events = j.contains("events") ? j["events"] : json::array();
      b.step(st);
    } else if (type == "result") {
      json r = j;
      r.erase("__line");
      b.set_result(r);
    }
  }
  Timeline t = b.finish();
  t.source = "as recorded in the log";
  t.family = family;
  const std::string rs = h.contains("ruleset") && h["ruleset"].is_object() ? str_of(h["ruleset"], "name") : "";
  t.title = name + " · " + (rs.empty() ? family : rs) + " · " + std::to_string(players) + (players == 1 ? " player" : " players") +
            (h.contains("seed") ? " · seed " + h["seed"].dump().substr(0, 24) : std::string(" · declared chance"));
  return t;
}

namespace {
bool same_box(const PhaseBox& a, const PhaseBox& b) {
  if (a.round != b.round || a.phase != b.phase || a.items.size() != b.items.size()) return false;
  for (std::size_t i = 0; i < a.items.size(); ++i)
    if (a.items[i].text != b.items[i].text || a.items[i].kind != b.items[i].kind) return false;
  return true;
}
}  // namespace

int mark_first_difference(Timeline& a, Timeline& b) {
  const std::size_t n = std::min(a.phases.size(), b.phases.size());
  for (std::size_t i = 0; i < n; ++i) {
    if (same_box(a.phases[i], b.phases[i])) continue;
    const std::string note = "first difference: round " + std::to_string(a.phases[i].round) + ", " + a.phases[i].phase;
    a.phases[i].highlight = b.phases[i].highlight = true;
    a.phases[i].note = b.phases[i].note = note;
    return static_cast<int>(i);
  }
  if (a.phases.size() == b.phases.size()) return -1;
  Timeline& longer = a.phases.size() > b.phases.size() ? a : b;
  longer.phases[n].highlight = true;
  longer.phases[n].note = "first difference: the other game has no such phase";
  return static_cast<int>(n);
}

void mark_action(Timeline& t, int action, const std::string& note) {
  if (t.phases.empty()) return;
  PhaseBox* target = &t.phases.front();
  if (action < 0) {
    target = &t.phases.back();
  } else {
    for (auto& b : t.phases)
      if (b.first_action >= 0 && b.first_action <= action) target = &b;
  }
  target->highlight = true;
  target->note = note;
}

json timeline_to_json(const Timeline& t) {
  json j;
  j["title"] = t.title;
  j["source"] = t.source;
  j["family"] = t.family;
  j["players"] = t.players;
  j["actions"] = t.actions;
  json seats = json::array();
  for (const auto& s : t.seats) seats.push_back({{"boss", s.boss}, {"boss_name", s.boss_name}});
  j["seats"] = seats;
  json phases = json::array();
  for (const auto& b : t.phases) {
    json items = json::array();
    for (const auto& it : b.items) {
      json ij = {{"kind", item_kind_name(it.kind)}, {"text", it.text}, {"player", it.player}, {"action", it.action}, {"line", it.line}, {"rules", it.rules}};
      if (it.kind == ItemKind::run)
        ij["run"] = {{"hero", it.run.hero}, {"dungeon", it.run.dungeon}, {"rooms", it.run.rooms}, {"damage", it.run.damage}, {"outcome", it.run.outcome}, {"killer", it.run.killer}};
      items.push_back(std::move(ij));
    }
    json pj = {{"round", b.round}, {"phase", b.phase}, {"items", items}, {"first_action", b.first_action}, {"last_action", b.last_action}};
    if (b.highlight) pj["highlight"] = b.note;
    phases.push_back(std::move(pj));
  }
  j["phases"] = phases;
  j["result"] = t.result;
  if (t.diverge_action >= 0 || !t.diverge_text.empty()) j["divergence"] = {{"action", t.diverge_action}, {"line", t.diverge_line}, {"message", t.diverge_text}};
  return j;
}

}  // namespace bm::viz
