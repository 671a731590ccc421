// Effects of the Super city board's action spaces that ask a question (S-BOARD-3: summon,
// Temple, Library) and of the synthetic cards (engine/cards/data/super_synthetic.json, SYN-*):
// mechanics no printed card of the built-in set exercises (issue 3). Same step-machine
// shape as effects.cpp: a step acts, or asks (D_Choose) and continues with the answer.
#include <algorithm>

#include "game/internal.hpp"

namespace bm::detail {
namespace {

bool has_visible_room(const Ctx& c, int p, int except_slot = -1) {
  const auto& dg = c.P(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (j != except_slot && slot_visible(dg[static_cast<std::size_t>(j)])) return true;
  return false;
}

void choose_rooms(const Ctx& c, int p, int except_slot, bool may_decline, std::vector<Action>& out) {
  const auto& dg = c.P(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
    if (j == except_slot || !slot_visible(dg[static_cast<std::size_t>(j)])) continue;
    Action a;
    a.type = ActionType::choose;
    a.player = p;
    a.slot = j;
    a.card = dg[static_cast<std::size_t>(j)].top();
    out.push_back(a);
  }
  if (may_decline) {
    Action a;
    a.type = ActionType::decline;
    a.player = p;
    out.push_back(a);
  }
}

// The chosen room still stands where it was chosen (the answer names its top card).
int chosen_room(const Ctx& c, int p, const Task& t) {
  const auto& dg = c.P(p).dungeon;
  if (t.ch_slot < 0 || t.ch_slot >= static_cast<int>(dg.size())) return -1;
  const RoomSlot& r = dg[static_cast<std::size_t>(t.ch_slot)];
  return slot_visible(r) && r.top() == t.ch_val ? t.ch_slot : -1;
}

}  // namespace

bool run_super_effect(Ctx& c, const Task& tk) {
  Task t = tk;
  const int p = t.player;
  GameState& s = c.s;
  switch (t.a) {
    case E_Summon:  // S-BOARD-3: the summoner chooses any dungeon, their own included
      if (t.step == 0) ask(c, t, p);
      else summon_hero(c, t.b, t.c, t.ch_player);
      return true;
    case E_TempleTake:  // S-BOARD-3 Temple: one card left in the market
      if (t.step == 0) {
        if (!s.market.empty()) ask(c, t, p);
      } else {
        auto it = std::find(s.market.begin(), s.market.end(), t.ch_val);
        if (it != s.market.end()) {
          s.market.erase(it);
          hand_add(c, p, t.ch_val);
          c.emit(EventType::market_pick, p, t.ch_val);
        }
      }
      return true;
    case E_LibraryDiscard:  // S-BOARD-3 Library: then discard one spell (the new one too)
      if (t.step == 0) {
        ask(c, t, p);
      } else if (hand_remove(c, p, t.ch_val)) {
        to_discard(c, t.ch_val);
        c.emit(EventType::discard, p, t.ch_val);
      }
      return true;
    default:
      break;
  }
  if (t.a < 0 || t.a >= static_cast<int>(Ability::count_)) return false;
  switch (static_cast<Ability>(t.a)) {
    case Ability::syn_token_forge: {  // SYN-R01 (S-BOARD-5, S-TOK-1): 1 token on this room
      const int slot = find_slot(c, p, t.b);
      if (slot >= 0 && slot_active(c.P(p).dungeon[static_cast<std::size_t>(slot)])) add_tokens(c, p, slot, 1);
      return true;
    }
    case Ability::syn_token_dungeon:  // SYN-B01 (S-TOK-2): the dungeon gains a token; the owner picks the room
      if (t.step == 0) {
        if (has_visible_room(c, p)) ask(c, t, p);
      } else if (const int slot = chosen_room(c, p, t); slot >= 0) {
        add_tokens(c, p, slot, 1);
      }
      return true;
    case Ability::syn_power_surge:  // SYN-S01 (S-TOK-2): 1 token on each of up to two rooms of yours
      if (t.step == 0) {
        if (has_visible_room(c, p)) ask(c, t, p);
        return true;
      }
      if (t.ch_val == kDeclined) return true;
      if (const int slot = chosen_room(c, p, t); slot >= 0) {
        add_tokens(c, p, slot, 1);
        if (t.step == 1 && has_visible_room(c, p, slot)) {
          t.d = slot;
          ask(c, t, p);
        }
      }
      return true;
    default:
      return false;
  }
}

bool super_choice_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  switch (t.a) {
    case E_Summon:
      for (int q : live_players_in_order(c)) {
        Action a;
        a.type = ActionType::choose;
        a.player = p;
        a.target_player = q;
        out.push_back(a);
      }
      return true;
    case E_TempleTake:
      per_design(c, c.s.market, p, [](int) { return true; }, out);
      return true;
    case E_LibraryDiscard:
      per_design(c, c.P(p).hand, p, [&](int card) { return c.d(card).kind == CardKind::spell; }, out);
      return true;
    default:
      break;
  }
  if (t.a < 0 || t.a >= static_cast<int>(Ability::count_)) return false;
  switch (static_cast<Ability>(t.a)) {
    case Ability::syn_token_dungeon:
      choose_rooms(c, p, -1, false, out);
      return true;
    case Ability::syn_power_surge:
      choose_rooms(c, p, t.step == 0 ? -1 : t.d, true, out);
      return true;
    default:
      return false;
  }
}

}  // namespace bm::detail
