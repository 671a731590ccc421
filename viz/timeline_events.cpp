// The timeline's rows per event (docs/visualizer.md): one small handler per event type, found
// through a table indexed by EventType (engine/include/bm/game/event.hpp). An event a row already shows
// (a hero's arrival, a room revealed, a spell resolved) extends that row; an event type this
// bm does not know (a log from outside) gets a plain row. Every row cites the rules of the
// events behind it: the event's row of the event table (engine/include/bm/game/kinds.hpp) unless a handler
// names rules that depend on the event's fields (a hero to town or to an entrance; a spell
// resolved or cancelled).
#include <algorithm>
#include <array>
#include <map>

#include "bm/cards/card_name.hpp"
#include "bm/rules/constants.hpp"
#include "bm/viz/log_fields.hpp"
#include "bm/viz/timeline.hpp"

namespace bm::viz {

using json = nlohmann::json;

namespace {

// "Hero in P1: Room A → Room B, 5 dmg ✝ killed by Room B" (the dungeon's owner gets the soul
// or the wound, G-12).
std::string run_text(const Item& it, const CardSet& cards) {
  const HeroRun& r = it.run;
  const int d = cards.find(r.hero);
  std::string t =
      (d < 0 ? r.hero : cards.designs[static_cast<std::size_t>(d)].name) + " in P" + std::to_string(r.dungeon);
  if (!r.path.empty() || r.damage > 0) {
    t += ":";
    for (std::size_t i = 0; i < r.path.size(); ++i)
      t += (i == 0 || r.path[i].rfind("↩", 0) == 0 ? " " : " → ") + r.path[i];
    t += (r.path.empty() ? " " : ", ") + std::to_string(r.damage) + " dmg";
  }
  if (r.outcome == "killed") {
    const int k = r.killer.empty() ? -1 : cards.find(r.killer);
    t += r.killer.empty()
             ? " ✝ killed (soul)"
             : " ✝ killed by " + (k < 0 ? r.killer : cards.designs[static_cast<std::size_t>(k)].name) + " (soul)";
  } else if (r.outcome == "wound") {
    t += " ⚔ reaches the boss (wound)";
  }
  return t;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

}  // namespace

struct TimelineEvents {
  // One event as the handlers read it.
  struct Ev {
    const json& e;
    const std::string& t;  // its type ("e")
    int p = -1;            // "player"
    json card;             // "card" (null when absent)
    std::string cid;       // the card's design id when a string
  };
  using Handler = void (*)(TimelineBuilder&, const Ev&);

  // An event folded into an existing row: its type and its rules join the row's tooltip.
  // `once`: the type is listed once however often it recurs (a run's rooms and damage).
  static void extend(Item& r, const std::string& t, Family family, bool once = false) {
    if (!once || std::find(r.events.begin(), r.events.end(), t) == r.events.end()) r.events.push_back(t);
    split_rules(rules_of_event(t, family), r.rules);
  }

  // Bookkeeping without a row of its own: shuffles, draws, the minion going home.
  static void none(TimelineBuilder&, const Ev&) {}

  // An event type without a handler: its name, seat and card.
  static void other(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other,
          v.t.empty() ? std::string("(event)")
                      : v.t + (v.p >= 0 ? " " + b.seat(v.p) : "") + (v.cid.empty() ? "" : " " + b.name(v.card)),
          v.p, v.t);
  }

  // --- round structure and setup (C-1..C-7, C-16, G-23) ---
  static void round_start(TimelineBuilder& b, const Ev& v) {
    const int round = int_of(v.e, "round", b.round_);
    // The dungeons as the round that ends leaves them (nothing changes them before round_start).
    if (round > 1 && !b.tl_.phases.empty()) b.dungeons("after round " + std::to_string(round - 1));
    b.round_ = round;
  }
  static void phase(TimelineBuilder& b, const Ev& v) { b.open(b.round_, str_of(v.e, "phase")); }
  static void boss(TimelineBuilder& b, const Ev& v) {
    if (v.p >= 0 && static_cast<std::size_t>(v.p) < b.tl_.seats.size()) {
      b.tl_.seats[static_cast<std::size_t>(v.p)].boss = v.cid;
      b.tl_.seats[static_cast<std::size_t>(v.p)].boss_name = b.name(v.card);
      b.tl_.seats[static_cast<std::size_t>(v.p)].boss_label = card_name_with_id(b.cards_, v.cid.substr(0, 40));
    }
    if (v.t == "boss_chosen") b.add(ItemKind::setup, b.seat(v.p) + " keeps " + b.name(v.card), v.p, v.t);
  }
  static void mulligan(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::setup, b.seat(v.p) + " mulligans", v.p, v.t);
  }
  static void discard(TimelineBuilder& b, const Ev& v) {
    const int by = int_of(v.e, "by");
    // A whole hand discarded at once (Jeopardy, a mulligan) is one row per player.
    auto& items = b.box().items;
    const std::string head = b.seat(v.p) + " discards ";
    if (by < 0 && !items.empty() && items.back().action == b.action_ && items.back().player == v.p &&
        items.back().text.rfind(head, 0) == 0 && items.back().text.find("(forced") == std::string::npos) {
      items.back().text += ", " + b.name(v.card);
      return;
    }
    b.add(ItemKind::other, head + b.name(v.card) + (by >= 0 ? " (forced by " + b.seat(by) + ")" : ""), v.p, v.t);
  }
  static void draw_failed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other,
          (v.p >= 0 ? b.seat(v.p) + ": " : std::string()) + str_of(v.e, "deck") + " deck empty, nothing drawn", v.p,
          v.t);
  }
  static void deck_reshuffled(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other, str_of(v.e, "deck") + " discards reshuffled into the deck", -1, v.t);
  }

  // --- heroes arriving and luring (C-7, C-9, G-15; S-CITY-2, S-CITY-3, S-BOARD-3) ---
  static void hero_revealed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::hero, "hero revealed: " + b.name(v.card), -1, v.t);
  }
  // Where a revealed hero went (S-CITY-2): on the reveal's row when it has no destination yet.
  static void hero_destination(TimelineBuilder& b, const Ev& v, const std::string& where,
                               const std::string& otherwise) {
    Item* r = b.find_last(ItemKind::hero, "hero revealed: " + b.name(v.card));
    if (r && r->text.find(" → ") == std::string::npos) {
      r->text += where;
      extend(*r, v.t, b.family_);
    } else {
      b.add(ItemKind::hero, b.name(v.card) + otherwise + where, -1, v.t);
    }
  }
  static void city_arrival(TimelineBuilder& b, const Ev& v) {
    hero_destination(b, v, " → city slot " + str_of(v.e, "slot"), "");
  }
  static void hero_to_landmark(TimelineBuilder& b, const Ev& v) {
    hero_destination(b, v, " → " + str_of(v.e, "landmark"), " leaves the city");
  }
  static void bait(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::hero, b.name(v.card) + " lured to " + b.seat(v.p) + " (value " + str_of(v.e, "value") + ")", v.p,
          v.t);
  }
  static void hero_stays(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::hero, b.name(v.card) + " stays" + (int_of(v.e, "tie") == 1 ? " (tie)" : " (no match)"), -1, v.t);
  }
  static void to_entrance(TimelineBuilder& b, const Ev& v) {
    const bool summon = v.t == "summon";
    std::string txt = b.name(v.card) + (summon ? " summoned from " + str_of(v.e, "landmark") + " to " : " put at ") +
                      b.seat(v.p) + "'s entrance";
    const int by = int_of(v.e, "by");
    if (by >= 0) txt += " by " + b.seat(by);
    const int tok = int_of(v.e, "health_token", 0);
    if (summon && tok != 0) txt += " (health " + std::string(tok > 0 ? "+" : "") + std::to_string(tok) + ")";
    b.add(ItemKind::hero, txt, v.p, v.t);
  }

  // --- a hero's run through a dungeon (G-12..G-14, G-22) ---
  static Item& new_run(TimelineBuilder& b, const Ev& v) {
    Item& n = b.add(ItemKind::run, "", v.p, v.t);
    n.run.hero = v.cid;
    n.run.dungeon = v.p;
    return n;
  }
  // A run goes on after the spells and effects that changed it (a spell cast mid-run, a room
  // destroyed): its row moves below theirs, so the picture reads in the order things happened.
  static Item* run_last(TimelineBuilder& b, Item* r) {
    auto& items = b.box().items;
    if (items.empty() || r == &items.back()) return r;
    const auto at = std::find_if(items.begin(), items.end(), [r](const Item& it) { return &it == r; });
    if (at == items.end()) return r;  // a run of an earlier phase box stays there
    std::rotate(at, at + 1, items.end());
    return &items.back();
  }
  static void enters_room(TimelineBuilder& b, const Ev& v) {
    Item* r = b.find_open_run(v.cid, v.p);
    if (!r) r = &new_run(b, v);
    else extend(*(r = run_last(b, r)), v.t, b.family_, true);
    r->run.rooms.push_back(str_of(v.e, "room"));
    r->run.path.push_back(b.name(json(r->run.rooms.back())));
    r->text = run_text(*r, b.cards_);
  }
  static void damage(TimelineBuilder& b, const Ev& v) {
    Item* r = b.find_open_run(v.cid, v.p);
    if (!r) return;
    r = run_last(b, r);
    r->run.damage = int_of(v.e, "total", r->run.damage);
    r->text = run_text(*r, b.cards_);
    extend(*r, v.t, b.family_, true);
  }
  static void run_ends(TimelineBuilder& b, const Ev& v) {
    Item* r = b.find_open_run(v.cid, v.p);
    const bool killed = v.t == "hero_killed";
    // Killed outside a room (a spell) or a log that records no entries: a run of its own.
    if (!r) r = &new_run(b, v);
    else extend(*(r = run_last(b, r)), v.t, b.family_);
    r->run.outcome = killed ? "killed" : "wound";
    r->run.killer = killed ? str_of(v.e, "room") : "";
    r->text = run_text(*r, b.cards_);
  }
  static void sent_back(TimelineBuilder& b, const Ev& v) {
    Item* r = b.find_open_run(v.cid, -1);
    const bool town = v.t == "hero_to_town";
    const std::string what =
        town ? (b.super_like_ ? " ↩ back to the city" : " ↩ back to town") : " ↩ sent back to " + stack_text(v.e);
    if (!r) {
      b.add(ItemKind::hero, b.name(v.card) + what, v.p, v.t, town ? "G-22" : "G-14");
      return;
    }
    r = run_last(b, r);
    r->run.path.push_back(what.substr(1));
    extend(*r, v.t, b.family_);
    if (town) r->run.outcome = "sent_back";
    r->text = run_text(*r, b.cards_);
  }

  // BM2-32: a hero in a dungeon removed from the game (Pity): the end of its run, nobody scores it.
  static void removed(TimelineBuilder& b, const Ev& v) {
    const int by = int_of(v.e, "by");
    const std::string what = " ✕ removed from the game" + (by >= 0 ? " by " + b.seat(by) : std::string());
    Item* r = b.find_open_run(v.cid, -1);
    if (!r) {
      b.add(ItemKind::hero, b.name(v.card) + what, v.p, v.t, "BM2-32");
      return;
    }
    r = run_last(b, r);
    r->run.path.push_back(what.substr(1));
    extend(*r, v.t, b.family_);
    r->text = run_text(*r, b.cards_);
  }

  // --- building (G-3..G-8, G-11) ---
  static void room_placed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::build, b.seat(v.p) + " builds " + b.name(v.card) + " on " + stack_text(v.e) + " (face down)", v.p,
          v.t);
  }
  static void room_built(TimelineBuilder& b, const Ev& v) {
    // A room placed face down this turn is revealed on its own row (G-4, G-11).
    static const std::string kFaceDown = "(face down)";
    Item* r = b.find_last(ItemKind::build, b.seat(v.p) + " builds " + b.name(v.card) + " on ");
    if (r && ends_with(r->text, kFaceDown)) {
      r->text.replace(r->text.size() - kFaceDown.size(), kFaceDown.size(), "(revealed at " + stack_text(v.e) + ")");
      extend(*r, v.t, b.family_);
    } else {
      b.add(ItemKind::build, b.seat(v.p) + " builds " + b.name(v.card) + " at " + stack_text(v.e) + " (at once)", v.p,
            v.t);
    }
  }
  static void build_passed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::build, b.seat(v.p) + " builds nothing", v.p, v.t);
  }
  static void room_returned(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::build, b.seat(v.p) + ": " + b.name(v.card) + " back to hand from " + stack_text(v.e), v.p, v.t);
  }
  static void room_revealed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::build,
          b.seat(v.p) + ": " + b.name(v.card) + " visible again at " + stack_text(v.e) + " (not built)", v.p, v.t);
  }
  static void swapped(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::build, b.seat(v.p) + ": " + stack_text(v.e) + " and " + stack_text(v.e, "stack2") + " swapped", v.p,
          v.t);
  }
  static void destroyed(TimelineBuilder& b, const Ev& v) {
    const int by = int_of(v.e, "by");
    b.add(ItemKind::destroy,
          b.seat(v.p) + "'s " + b.name(v.card) + " destroyed at " + stack_text(v.e) +
              (by >= 0 ? " by " + b.seat(by) : ""),
          v.p, v.t);
  }
  static void deactivated(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::destroy, b.seat(v.p) + "'s " + b.name(v.card) + " deactivated at " + stack_text(v.e), v.p, v.t);
  }
  static void reactivated(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::destroy, b.seat(v.p) + "'s " + b.name(v.card) + " reactivated", v.p, v.t);
  }
  static void level_up(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::level_up, "★ " + b.seat(v.p) + " Level Up: " + b.name(v.card), v.p, v.t);
  }

  // --- spells and abilities (G-16..G-20, S-9) ---
  static void cast(TimelineBuilder& b, const Ev& v) {
    std::string txt = b.seat(v.p) + " casts " + b.name(v.card);
    const int tp = int_of(v.e, "target_player");
    if (v.e.contains("target")) txt += " on " + b.name(v.e["target"]);
    if (tp >= 0) txt += (v.e.contains("target") ? " (" + b.seat(tp) + ")" : " on " + b.seat(tp));
    txt += b.borrowed_text(v.card);  // BM2-37: Magic Mirror names the item whose reward it uses
    b.add(ItemKind::spell, txt, v.p, v.t);
  }
  static void activated(TimelineBuilder& b, const Ev& v) {
    // No stack: a boss's, a hero's or an item's own ability (BM2-31, BM2-11, BM2-29).
    const std::string at = stack_text(v.e);
    std::string txt = b.seat(v.p) + " activates " + b.name(v.card) + (at.empty() ? "" : " (" + at + ")");
    if (v.e.contains("target")) txt += " → " + b.name(v.e["target"]);
    b.add(ItemKind::spell, txt, v.p, v.t);
  }
  static void spell_ends(TimelineBuilder& b, const Ev& v) {
    // Marks the matching cast or activation with how it ended and, for resolutions, in which
    // order in this phase (G-18, S-9: the newest first).
    Item* r = nullptr;
    auto& items = b.box().items;
    for (auto it = items.rbegin(); it != items.rend() && !r; ++it)
      if (it->kind == ItemKind::spell && it->player == v.p && it->text.find(b.name(v.card)) != std::string::npos &&
          it->text.find(" ⇒ ") == std::string::npos)
        r = &*it;
    const std::string how = v.t == "resolved"    ? " ⇒ resolved " + ordinal(++b.resolved_in_phase_)
                            : v.t == "cancelled" ? " ⇒ cancelled" + b.cancelled_by_borrowed()  // BM2-37
                                                 : " ⇒ fizzled";
    if (r) {
      r->text += how;
      extend(*r, v.t, b.family_);
    } else {
      b.add(ItemKind::spell, b.seat(v.p) + ": " + b.name(v.card) + how, v.p, v.t, v.t == "resolved" ? "G-16" : "G-18");
    }
  }
  static void bonus(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::spell, b.seat(v.p) + ": " + b.name(v.card) + " +" + str_of(v.e, "amount") + " this round", v.p, v.t,
          "G-16");
  }
  static void take_card(TimelineBuilder& b, const Ev& v) {
    const int from = int_of(v.e, "from_player");
    b.add(ItemKind::other,
          b.seat(v.p) + " takes " + b.name(v.card) +
              (from >= 0 ? " from " + b.seat(from) + "'s hand" : " from the discard pile"),
          v.p, v.t);
  }
  static void card_to_hand(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other,
          b.seat(v.p) + " searches " + b.name(v.card) +
              (int_of(v.e, "from") == 1 ? " from the discard pile" : " from the room deck"),
          v.p, v.t);
  }
  static void healed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other, b.seat(v.p) + " heals a wound (" + b.name(v.card) + ")", v.p, v.t);
  }
  static void soul_removed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other, b.seat(v.p) + " loses the soul " + b.name(v.card), v.p, v.t);
  }
  static void trepidation(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::spell,
          "no hero enters " + b.seat(v.p) + "'s dungeon this round (by " + b.seat(int_of(v.e, "by")) + ")", v.p, v.t);
  }
  static void no_builds(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::spell, "no rooms built this round (" + b.seat(v.p) + ")", v.p, v.t);
  }
  static void treasure_doubled(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::spell, b.seat(v.p) + "'s treasure doubled this round", v.p, v.t);
  }
  static void hand_revealed(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other, b.seat(v.p) + " shows the hand to " + b.seat(int_of(v.e, "to_player")), v.p, v.t);
  }

  // --- the end (C-13, C-14) ---
  // C-13, C-14: the wounds the player has (the engine's state in a replay; from the file alone, the
  // rule's threshold until the result line gives the count: TimelineBuilder::eliminations_from_result).
  static void eliminated(TimelineBuilder& b, const Ev& v) {
    std::string wounds = "at least " + std::to_string(kWoundsToLose);
    if (b.state_ && v.p >= 0 && v.p < b.state_->num_players) {
      int n = 0;
      for (const ScoredHero& h : b.state_->players[static_cast<std::size_t>(v.p)].score)
        n += h.soul ? 0 : b.cards_.of(h.hero).souls;
      wounds = std::to_string(n);
    }
    b.add(ItemKind::elimination, "✖ " + b.seat(v.p) + " eliminated (" + wounds + " wounds)", v.p, v.t);
  }
  static void game_end(TimelineBuilder& b, const Ev& v) {
    const int w = int_of(v.e, "player");
    b.add(ItemKind::end, "GAME OVER: " + str_of(v.e, "end_reason") + (w >= 0 ? ", winner " + b.seat(w) : ", no winner"),
          w, v.t);
    b.dungeons("at the end");
  }

  // --- Super / solo: market, minions, tokens (S-CITY-1, S-CITY-4, S-MINION-1, S-BOARD-*, S-TOK-*, S-7) ---
  // Cards of one action's market refill or discard share a row.
  static void market_row(TimelineBuilder& b, const Ev& v, const std::string& head) {
    Item* r = b.find_last(ItemKind::minion, head);
    if (r && r->action == b.action_) r->text += ", " + b.name(v.card);
    else b.add(ItemKind::minion, head + b.name(v.card), -1, v.t);
  }
  static void market_refill(TimelineBuilder& b, const Ev& v) { market_row(b, v, "market: "); }
  static void market_discard(TimelineBuilder& b, const Ev& v) { market_row(b, v, "market discarded: "); }
  static void market_pick(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::minion, b.seat(v.p) + " takes " + b.name(v.card) + " from the market", v.p, v.t);
  }
  static void minion_placed(TimelineBuilder& b, const Ev& v) {
    const int sp = int_of(v.e, "space");
    b.add(ItemKind::minion,
          b.seat(v.p) + "'s minion → " + b.space(sp) + (v.e.contains("card") ? " (" + b.name(v.card) + ")" : ""), v.p,
          v.t);
  }
  static void minion_effect(TimelineBuilder& b, const Ev& v) {
    const int sp = int_of(v.e, "space");
    const bool resolves = int_of(v.e, "resolves", 1) != 0;
    b.add(
        ItemKind::minion,
        b.seat(v.p) + "'s minion acts at " + b.space(sp) + (resolves ? "" : ": nothing (room deactivated, S-BOARD-6)"),
        v.p, v.t, resolves ? "" : "S-MINION-1 S-BOARD-6");
  }
  static void boss_treasure(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::minion,
          b.seat(v.p) + "'s boss +" + str_of(v.e, "amount") + " " + str_of(v.e, "treasure") + " this round", v.p, v.t,
          "S-BOARD-3");
  }
  static void tokens(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::minion,
          b.seat(v.p) + ": " + b.name(v.card) + " +" + str_of(v.e, "added") + " damage token(s), " +
              str_of(v.e, "total") + " in all",
          v.p, v.t);
  }
  static void tokens_returned(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::minion, b.seat(v.p) + ": " + str_of(v.e, "returned") + " token(s) off " + b.name(v.card), v.p, v.t);
  }
  static void marker_pass(TimelineBuilder& b, const Ev& v) {
    b.add(ItemKind::other, "first player: " + b.seat(v.p), v.p, v.t);
  }

  static constexpr std::size_t kCount = static_cast<std::size_t>(EventType::count_);
  static constexpr std::array<Handler, kCount> table();
};

constexpr std::array<TimelineEvents::Handler, TimelineEvents::kCount> TimelineEvents::table() {
  using E = EventType;
  std::array<Handler, kCount> h{};
  h.fill(&other);
  auto set = [&h](E t, Handler f) { h[static_cast<std::size_t>(t)] = f; };
  for (E t : {E::shuffle, E::draw, E::minion_home}) set(t, &none);
  set(E::round_start, &round_start), set(E::phase, &phase), set(E::deal_boss, &boss), set(E::boss_chosen, &boss);
  set(E::mulligan, &mulligan), set(E::discard, &discard), set(E::draw_failed, &draw_failed),
      set(E::deck_reshuffled, &deck_reshuffled);
  set(E::hero_revealed, &hero_revealed), set(E::city_arrival, &city_arrival),
      set(E::hero_to_landmark, &hero_to_landmark);
  set(E::bait, &bait), set(E::hero_stays, &hero_stays), set(E::hero_to_entrance, &to_entrance),
      set(E::summon, &to_entrance);
  set(E::enters_room, &enters_room), set(E::damage, &damage), set(E::hero_killed, &run_ends),
      set(E::hero_wounds, &run_ends);
  set(E::hero_to_town, &sent_back), set(E::hero_to_room, &sent_back), set(E::hero_removed, &removed);
  set(E::room_placed, &room_placed), set(E::room_built, &room_built), set(E::build_passed, &build_passed);
  set(E::room_returned, &room_returned), set(E::room_revealed, &room_revealed), set(E::swapped, &swapped);
  set(E::destroyed, &destroyed), set(E::deactivated, &deactivated), set(E::reactivated, &reactivated),
      set(E::level_up, &level_up);
  set(E::cast, &cast), set(E::activated, &activated);
  for (E t : {E::resolved, E::cancelled, E::fizzled}) set(t, &spell_ends);
  set(E::bonus, &bonus), set(E::take_card, &take_card), set(E::card_to_hand, &card_to_hand), set(E::healed, &healed);
  set(E::soul_removed, &soul_removed), set(E::trepidation, &trepidation), set(E::no_builds, &no_builds);
  set(E::treasure_doubled, &treasure_doubled), set(E::hand_revealed, &hand_revealed);
  set(E::eliminated, &eliminated), set(E::game_end, &game_end);
  set(E::market_refill, &market_refill), set(E::market_discard, &market_discard), set(E::market_pick, &market_pick);
  set(E::minion_placed, &minion_placed), set(E::minion_effect, &minion_effect), set(E::boss_treasure, &boss_treasure);
  set(E::tokens, &tokens), set(E::tokens_returned, &tokens_returned), set(E::marker_pass, &marker_pass);
  return h;
}

namespace {

// The handler of an event type name; `other` for names this bm does not know.
TimelineEvents::Handler handler_of(const std::string& type) {
  static constexpr auto kTable = TimelineEvents::table();
  static const std::map<std::string, EventType> kByName = [] {
    std::map<std::string, EventType> m;
    for (std::size_t i = 0; i < TimelineEvents::kCount; ++i)
      m.emplace(event_type_name(static_cast<EventType>(i)), static_cast<EventType>(i));
    return m;
  }();
  const auto it = kByName.find(type);
  return it == kByName.end() ? &TimelineEvents::other : kTable[static_cast<std::size_t>(it->second)];
}

}  // namespace

void TimelineBuilder::event(const json& e) {
  const std::string t = str_of(e, "e");
  TimelineEvents::Ev v{e, t, int_of(e, "player"), e.is_object() && e.contains("card") ? e["card"] : json(), ""};
  if (v.card.is_string()) v.cid = v.card.get<std::string>();
  handler_of(t)(*this, v);
}

}  // namespace bm::viz
