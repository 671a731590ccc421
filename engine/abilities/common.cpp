// Mechanics many abilities share (see common.hpp).
#include "abilities/common.hpp"

#include <algorithm>
#include <cassert>
#include <utility>

#include "abilities/ability_def.hpp"
#include "bm/core/mutation.hpp"
#include "bm/state/census.hpp"

namespace bm::detail {

// ---- action builders ----------------------------------------------------------------------
Action make_action(ActionType type, int player) {
  Action a;
  a.type = type;
  a.player = player;
  return a;
}

Action choose_player(int chooser, int q) {
  Action a = make_action(ActionType::choose, chooser);
  a.target_player = q;
  return a;
}

Action choose_option(int chooser, int opt) {
  Action a = make_action(ActionType::choose, chooser);
  a.option = opt;
  return a;
}

Action choose_card(int chooser, int card) {
  Action a = make_action(ActionType::choose, chooser);
  a.card = card;
  return a;
}

Action decline(int chooser) { return make_action(ActionType::decline, chooser); }

Action cast_action(int p, int card) {
  Action a = make_action(ActionType::cast, p);
  a.card = card;
  return a;
}

Action activate_action(const Ctx& c, int p, int slot) {
  Action a = make_action(ActionType::activate, p);
  a.slot = slot;
  a.card = c.seat(p).dungeon[static_cast<std::size_t>(slot)].top();
  return a;
}

void choose_rooms(const Ctx& c, int p, int except_slot, bool may_decline, std::vector<Action>& out) {
  const auto& dg = c.seat(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
    if (j == except_slot || !slot_visible(dg[static_cast<std::size_t>(j)])) continue;
    Action a = choose_card(p, dg[static_cast<std::size_t>(j)].top());
    a.slot = j;
    out.push_back(a);
  }
  if (may_decline) out.push_back(decline(p));
}

// ---- players and zones ------------------------------------------------------------------------
SeatList opponents(const Ctx& c, int p) {
  SeatList out;
  for (int q : live_players_in_order(c))
    if (q != p) out.push_back(q);
  return out;
}

bool activation_without_opponents(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!opponents(c, p).empty()) return false;
  // SO-5 (rulebook 000 l. 624, rulebook 002 l. 1120-1124): "may still be played, but has no
  // effect". The activation keeps no target player; its cost (e.g. destroying the room, which
  // uncovers the room beneath and may trigger a Recycling Center) is paid as usual.
  if (!mutated(Mutant::unaimed_room_action)) out.push_back(activate_action(c, p, slot));
  return true;
}

void each_opponent_chooses(Ctx& c, Task t, bool (*eligible)(const Ctx& c, int q, int arg), int arg,
                           void (*answered)(Ctx& c, const Task& t)) {
  const SeatList opp = opponents(c, t.player);
  if (t.step == 1) {
    answered(c, t);
    t.opponents_done() += 1;
  } else {
    t.opponents_done() = 0;
  }
  t.step = 0;
  while (t.opponents_done() < static_cast<int>(opp.size())) {
    const int q = opp[static_cast<std::size_t>(t.opponents_done())];
    if (eligible(c, q, arg)) {
      t.target_player() = q;
      return ask(c, t, q);
    }
    t.opponents_done() += 1;
  }
}

namespace {
bool healable(const Ctx& c, const ScoredHero& h, bool ordinary_only) {
  return !h.soul && !(ordinary_only && c.design(h.hero).is_epic());
}
}  // namespace

bool has_wound(const Ctx& c, int p, bool ordinary_only) {
  const auto& score = c.seat(p).score;
  return std::any_of(score.begin(), score.end(), [&](const ScoredHero& h) { return healable(c, h, ordinary_only); });
}

void heal_a_wound(Ctx& c, const Task& t, bool ordinary_only) {
  auto& score = c.seat(t.player).score;
  if (t.step == 0) {
    if (has_wound(c, t.player, ordinary_only)) ask(c, t, t.player);
    return;
  }
  for (auto& h : score)
    if (h.hero == t.answer.pick && healable(c, h, ordinary_only)) {  // a decline picks no hero
      h.soul = true;                                                 // G-20
      c.emit(EventType::healed, t.player, h.hero);
      return;
    }
}

namespace {
template <typename Pred>
void take_discarded_if(Ctx& c, const Task& t, Pred pred) {
  if (t.step == 0) {
    bool any = false;
    for (int card : all_discards(c)) any = any || pred(card);
    if (any) ask(c, t, t.player);
    return;
  }
  if (t.answer.pick != kDeclined) take_from_discard(c, t.player, t.answer.pick);
}

template <typename Pred>
void take_discarded_if_options(const Ctx& c, const Task& t, Pred pred, bool may_decline, std::vector<Action>& out) {
  per_design(c, all_discards(c), t.player, pred, out);
  if (may_decline) out.push_back(decline(t.player));
}
}  // namespace

void take_discarded(Ctx& c, const Task& t, CardKind kind) {
  take_discarded_if(c, t, [&](int card) { return c.design(card).kind == kind; });
}

void take_discarded_options(const Ctx& c, const Task& t, CardKind kind, bool may_decline, std::vector<Action>& out) {
  take_discarded_if_options(
      c, t, [&](int card) { return c.design(card).kind == kind; }, may_decline, out);
}

void take_discarded(Ctx& c, const Task& t, bool (*pred)(const Ctx& c, int card)) {
  take_discarded_if(c, t, [&](int card) { return pred(c, card); });
}

void take_discarded_options(const Ctx& c, const Task& t, bool (*pred)(const Ctx& c, int card), bool may_decline,
                            std::vector<Action>& out) {
  take_discarded_if_options(
      c, t, [&](int card) { return pred(c, card); }, may_decline, out);
}

void heal_a_wound_options(const Ctx& c, const Task& t, bool may_decline, std::vector<Action>& out, bool ordinary_only) {
  std::vector<int> wounds;
  for (const auto& h : c.seat(t.player).score)
    if (healable(c, h, ordinary_only)) wounds.push_back(h.hero);
  per_design(
      c, wounds, t.player, [](int) { return true; }, out);
  if (may_decline) out.push_back(decline(t.player));
}

void ask_for_one_of(Ctx& c, const Task& t, std::span<const int> zone, bool (*pass)(const Ctx& c, int card)) {
  if (std::any_of(zone.begin(), zone.end(), [&](int card) { return pass(c, card); })) ask(c, t, t.player);
}

void one_of_options(const Ctx& c, const Task& t, std::span<const int> zone, bool (*pass)(const Ctx& c, int card),
                    std::vector<Action>& out) {
  per_design(
      c, zone, t.player, [&](int card) { return pass(c, card); }, out);
}

bool any_opponent_hand(const Ctx& c, int p) {
  bool any = false;
  for (int q : opponents(c, p)) any = any || !c.seat(q).hand.empty();
  return any;
}

namespace {
template <class Cards>
bool remove_card(Cards& v, int card) {
  auto it = std::find(v.begin(), v.end(), card);
  if (it == v.end()) return false;
  v.erase(it);
  return true;
}
}  // namespace

bool remove_from(std::vector<int>& v, int card) { return remove_card(v, card); }
bool remove_from(Zone& v, int card) { return remove_card(v, card); }

bool remove_from_town(Ctx& c, int hero) {
  if (!remove_from(c.s.town, hero)) return false;
  town_removed(c);
  return true;
}

std::vector<int> all_discards(const Ctx& c) {
  std::vector<int> v = c.s.discard.vec();
  v.insert(v.end(), c.s.spell_discard.begin(), c.s.spell_discard.end());
  return v;
}

void take_from_discard(Ctx& c, int p, int card) {
  if (!remove_from(c.s.discard, card)) remove_from(c.s.spell_discard, card);
  hand_add(c, p, card);
  c.emit(EventType::take_card, p, card);
  took_discard_triggers(c, p);  // Dragon Graveyard
}

void discard_from_hand(Ctx& c, int p, int card) {
  hand_remove(c, p, card);
  to_discard(c, card);
  c.emit(EventType::discard, p, card);
}

bool is_room_of(const Ctx& c, int card, RoomType t) {
  return c.design(card).kind == CardKind::room && c.design(card).room_type == t;
}

bool is_card_kind(const Ctx& c, int card, CardKind k) { return c.design(card).kind == k; }

int count_in_hand(const Ctx& c, int p, CardKind k) {
  int n = 0;
  for (int card : c.seat(p).hand) n += c.design(card).kind == k ? 1 : 0;
  return n;
}

void to_entrance(Ctx& c, int p, int hero, int health_bonus, int by) {
  c.seat(p).entrance.push_back(WaitingHero{hero, health_bonus});
  c.emit(EventType::hero_to_entrance, p, hero, by);
}

bool has_soul(const Ctx& c, int q, int hero) {
  if (q < 0 || c.seat(q).eliminated) return false;
  for (const auto& h : c.seat(q).score)
    if (h.hero == hero && h.soul) return true;
  return false;
}

bool remove_soul(Ctx& c, int q, int hero) {
  auto& sc = c.seat(q).score;
  auto it = std::find_if(sc.begin(), sc.end(), [&](const ScoredHero& h) { return h.hero == hero && h.soul; });
  if (it == sc.end()) return false;
  sc.erase(it);
  c.s.out_of_game.push_back(hero);  // BM2-32: no effect reaches it any more
  c.emit(EventType::soul_removed, q, hero);
  return true;
}

void remove_running_hero(Ctx& c, int by) {
  const int p = c.s.run.player, hero = c.s.run.hero;
  end_run(c);
  c.s.out_of_game.push_back(hero);  // BM2-32: no effect reaches it any more
  item_leaves_game(c, hero);
  c.emit(EventType::hero_removed, p, hero, by);
}

// ---- building -----------------------------------------------------------------------------
namespace {
// Build placements for `card` in p's dungeon: kNewStack, then every stack it may cover, straight
// into the legal list (no list of its own).
void add_placements(const Ctx& c, int p, int card, std::vector<Action>& out) {
  const auto add = [&](int slot) {
    Action a = choose_card(p, card);
    a.slot = slot;
    out.push_back(a);
  };
  if (can_build_new_stack(c, p) && !c.design(card).advanced) add(kNewStack);  // G-3: advanced only on top
  for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
    if (can_build_on(c, p, j, card)) add(j);
}
}  // namespace

void build_options(const Ctx& c, int p, std::vector<Action>& out) {
  const std::span<const int> hand = c.seat(p).hand.span();  // no zone changes in the loop
  for (auto it = hand.begin(); it != hand.end(); ++it) {
    if (c.design(*it).kind != CardKind::room) continue;
    // One card of a design offers the builds (copies are the same choice): the first in the hand.
    const int d = c.cs.design_of(*it);
    if (std::any_of(hand.begin(), it, [&](int earlier) { return c.cs.design_of(earlier) == d; })) continue;
    add_placements(c, p, *it, out);
  }
}

// ---- heroes in dungeons -------------------------------------------------------------------
bool run_hero_in(const Ctx& c, int p, int hero) {
  return c.s.run.player == p && c.s.run.hero == hero && c.s.run.in_room;
}

bool hero_in_room(const Ctx& c, int p, int slot) {
  const Run& run = c.s.run;
  return run.player == p && run.in_room && run.room == slot;
}

void hero_in_room_activation(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!hero_in_room(c, p, slot)) return;
  Action a = activate_action(c, p, slot);
  a.target_card = c.s.run.hero;
  out.push_back(a);
}

bool target_hero_still_running(Ctx& c, const Task& t) {
  if (c.s.run.player == t.player && c.s.run.hero == t.target_card()) return true;
  c.emit(EventType::fizzled, t.player, t.source());
  return false;
}

void damage_run_hero(Ctx& c, int p, int hero, int n) {
  Run& run = c.s.run;
  run.damage += n;
  c.emit(EventType::damage, p, hero, n, run.damage);
  if (run.player == p && hero_dead(c, run.damage, hero_health(c, run.hero, run.health_bonus)))
    kill_hero(c, p, run.hero, run.in_room ? run.room : -1);
}

void hero_back_to_room(Ctx& c, int p, int hero, int slot) {
  c.s.run.room = slot - 1;
  c.s.run.in_room = false;
  c.emit(EventType::hero_to_room, p, hero, slot);
}

void running_hero_target(const Ctx& c, int p, int card, int mine, std::vector<Action>& out) {
  const Run& run = c.s.run;
  if (run.player < 0 || !run.in_room) return;
  if (mine > 0 && run.player != p) return;
  if (mine < 0 && run.player == p) return;
  Action a = cast_action(p, card);
  a.target_player = run.player;
  a.target_card = run.hero;
  out.push_back(a);
}

void running_hero_two_options(const Ctx& c, int p, int card, int mine, bool (*second)(const Ctx& c, int p),
                              std::vector<Action>& out) {
  const std::size_t before = out.size();
  running_hero_target(c, p, card, mine, out);
  if (out.size() == before) return;
  out.back().option = 0;
  if (!second(c, p)) return;
  Action other = out.back();
  other.option = 1;
  out.push_back(other);
}

void own_running_hero_target(const Ctx& c, int p, int card, std::vector<Action>& out) {
  running_hero_target(c, p, card, 1, out);
}

bool own_running_hero_still_in_room(const Ctx& c, const StackItem& it) {
  return run_hero_in(c, it.controller, it.target_card);
}

bool own_target_hero_in_room(Ctx& c, const Task& t) {
  if (run_hero_in(c, t.player, t.target_card())) return true;
  c.emit(EventType::fizzled, t.player, t.source());
  return false;
}

bool running_hero_still_in_room(const Ctx& c, const StackItem& it) {
  return c.s.run.hero == it.target_card && c.s.run.in_room;
}

void skip_next_rooms(Ctx& c, const Task& t, int n) {
  const Run& r = c.s.run;
  if (r.hero != t.target_card() || !r.in_room) return c.emit(EventType::fizzled, t.player, t.source());
  add_mark(c, MarkKind::skip, r.player, r.hero, n);
}

void dungeon_hero_targets(const Ctx& c, int p, int card, std::vector<Action>& out) {
  dungeon_hero_targets_if(c, p, card, out, nullptr);
}

void dungeon_hero_targets_if(const Ctx& c, int p, int card, std::vector<Action>& out,
                             bool (*keep)(const Ctx& c, int hero, const DungeonHero& h)) {
  const auto add = [&](int q, int hero, const DungeonHero& h) {
    if (keep && !keep(c, hero, h)) return;
    Action a = cast_action(p, card);
    a.target_player = q;
    a.target_card = hero;
    out.push_back(a);
  };
  const Run& run = c.s.run;
  if (run.player >= 0 && run.hero >= 0) add(run.player, run.hero, DungeonHero{run.damage, run.health_bonus});
  for (int q : live_players_in_order(c))
    for (const WaitingHero& w : c.seat(q).entrance) add(q, w.hero, DungeonHero{w.damage, w.health_bonus});
}

bool dungeon_hero_state(const Ctx& c, int q, int hero, DungeonHero& out) {
  const Run& run = c.s.run;
  if (run.player == q && run.hero == hero) {
    out = DungeonHero{run.damage, run.health_bonus};
    return true;
  }
  if (q < 0 || q >= c.s.num_players) return false;
  for (const WaitingHero& w : c.seat(q).entrance)
    if (w.hero == hero) {
      out = DungeonHero{w.damage, w.health_bonus};
      return true;
    }
  return false;
}

void kill_waiting_hero(Ctx& c, int q, int hero) {
  auto& queue = c.seat(q).entrance;
  const auto it = std::find_if(queue.begin(), queue.end(), [&](const WaitingHero& w) { return w.hero == hero; });
  if (it == queue.end()) return;
  queue.erase(it);
  kill_hero(c, q, hero, -1);
}

namespace {
WaitingHero* waiting_hero(Ctx& c, int q, int hero) {
  for (WaitingHero& w : c.seat(q).entrance)
    if (w.hero == hero) return &w;
  return nullptr;
}
}  // namespace

bool dungeon_hero_still_there(const Ctx& c, const StackItem& it) {
  DungeonHero h;
  return dungeon_hero_state(c, it.target_player, it.target_card, h);
}

bool dungeon_hero_health(Ctx& c, int q, int hero, int amount) {
  if (c.s.run.player == q && c.s.run.hero == hero) c.s.run.health_bonus += amount;
  else if (WaitingHero* w = waiting_hero(c, q, hero)) w->health_bonus += amount;
  else return false;
  c.emit(EventType::bonus, q, hero, amount);
  return true;
}

void dungeon_hero_bonus(Ctx& c, const Task& t, int amount) {
  if (!dungeon_hero_health(c, t.target_player(), t.target_card(), amount))
    c.emit(EventType::fizzled, t.player, t.source());
}

int active_rooms_of(const Ctx& c, int p, RoomType t) {
  int n = 0;
  for (const RoomSlot& r : c.seat(p).dungeon) n += slot_active(r) && c.design(r.top()).room_type == t ? 1 : 0;
  return n;
}

// ---- rooms as targets -----------------------------------------------------------------------
void room_targets(const Ctx& c, int p, int card, bool any, RoomType type, std::vector<Action>& out) {
  for (int q : live_players_in_order(c)) {
    const auto& dg = c.seat(q).dungeon;
    for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
      const RoomSlot& r = dg[static_cast<std::size_t>(j)];
      if (!slot_active(r)) continue;
      if (!any && c.design(r.top()).room_type != type) continue;
      Action a = cast_action(p, card);
      a.target_player = q;
      a.target_card = r.top();
      a.slot = j;
      out.push_back(a);
    }
  }
}

void own_room_targets(const Ctx& c, int p, int card, int option, std::vector<Action>& out) {
  const auto& dg = c.seat(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
    if (!slot_active(dg[static_cast<std::size_t>(j)])) continue;
    Action a = cast_action(p, card);
    a.target_player = p;
    a.target_card = dg[static_cast<std::size_t>(j)].top();
    a.option = option;
    out.push_back(a);
  }
}

void swap_options(const Ctx& c, int chooser, int only, bool may_decline, std::vector<Action>& out) {
  if (may_decline) out.push_back(decline(chooser));
  for (int q : live_players_in_order(c)) {
    if (only >= 0 && q != only) continue;
    const auto& dg = c.seat(q).dungeon;
    for (int i = 0; i < static_cast<int>(dg.size()); ++i)
      for (int j = i + 1; j < static_cast<int>(dg.size()); ++j)
        if (slot_visible(dg[static_cast<std::size_t>(i)]) && slot_visible(dg[static_cast<std::size_t>(j)])) {
          Action a = choose_player(chooser, q);
          a.slot = i;
          a.slot2 = j;
          out.push_back(a);
        }
  }
}

void swap_chosen_stacks(Ctx& c, const Task& t) {
  auto& dg = c.seat(t.answer.player).dungeon;
  dg.swap_stacks(static_cast<std::size_t>(t.answer.slot),
                 static_cast<std::size_t>(t.answer.slot2));  // G-6: whole stacks
  c.emit(EventType::swapped, t.answer.player, -1, t.answer.slot, t.answer.slot2);
}

bool target_room_active(const Ctx& c, int q, int top_card) {
  const int slot = find_slot(c, q, top_card);
  return slot >= 0 && slot_active(c.seat(q).dungeon[static_cast<std::size_t>(slot)]);
}

// ---- activation costs (G-17) ------------------------------------------------------------------
void cost_destroy_this(Ctx& c, const Action& a) { destroy_room(c, a.player, a.slot, a.player); }

void cost_destroy_other(Ctx& c, const Action& a) { destroy_room(c, a.player, a.slot2, a.player); }

void mark_used(Ctx& c, const Action& a) {
  c.seat(a.player).dungeon[static_cast<std::size_t>(a.slot)].used_this_round = true;
}

void other_room_costs(const Ctx& c, int p, int slot, int hero, std::vector<Action>& out) {
  for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
    if (j != slot && can_destroy(c, p, j)) {
      Action a = activate_action(c, p, slot);
      a.slot2 = j;  // the other room destroyed as the cost
      if (hero >= 0) a.target_card = hero;
      out.push_back(a);
    }
}

void discard_cost_activations(const Ctx& c, int p, int slot, bool (*pred)(const Ctx& c, int card),
                              std::vector<Action>& out) {
  if (c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round) return;
  const std::size_t first = out.size();
  per_design(
      c, c.seat(p).hand, p, [&](int card) { return pred(c, card); }, out);
  for (std::size_t i = first; i < out.size(); ++i) {
    const int discarded = out[i].card;
    out[i] = activate_action(c, p, slot);
    out[i].target_card = discarded;
  }
}

void pay_used_and_discard(Ctx& c, const Action& a) {
  mark_used(c, a);
  discard_from_hand(c, a.player, a.target_card);
}

void once_per_round_destroy_other_activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round) other_room_costs(c, p, slot, -1, out);
}

void pay_used_and_destroy_other(Ctx& c, const Action& a) {
  mark_used(c, a);
  cost_destroy_other(c, a);
}

bool discard_two_rooms(Ctx& c, const Task& t) {
  const int p = t.player;
  if (t.step == 1 || t.step == 2) discard_from_hand(c, p, t.answer.pick);
  if (t.step == 2) return true;
  if (t.step == 0 && count_in_hand(c, p, CardKind::room) < 2) {
    c.emit(EventType::fizzled, p, t.source());
    return false;
  }
  ask(c, t, p);
  return false;
}

void room_in_hand_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.seat(t.player).hand, t.player, [&](int card) { return is_card_kind(c, card, CardKind::room); }, out);
}

// ---- shared effect steps --------------------------------------------------------------------
void draw_spells_discard_one(Ctx& c, Task t, int n) {
  const int p = t.player;
  if (t.step == 0) {
    for (int i = 0; i < n; ++i) draw_card(c, p, CardKind::spell);
    if (count_in_hand(c, p, CardKind::spell) > 0) ask(c, t, p);
    return;
  }
  discard_from_hand(c, p, t.answer.pick);
}

void spell_in_hand_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.seat(t.player).hand, t.player, [&](int card) { return c.design(card).kind == CardKind::spell; }, out);
}

void untargeted_cast(const Ctx&, int p, int card, std::vector<Action>& out) { out.push_back(cast_action(p, card)); }

void opponent_casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int q : opponents(c, p)) {
    Action a = cast_action(p, card);
    a.target_player = q;
    out.push_back(a);
  }
}

bool target_opponent_in_game(const Ctx& c, const StackItem& it) {
  return it.target_player >= 0 && !c.seat(it.target_player).eliminated;
}

std::vector<int> borrowable_items(const Ctx& c, int item) {
  std::vector<int> out;
  for (int other : face_up_items(c.s)) {
    const CardDesign& d = c.design(other);
    if (other == item || d.ability_pending || ability_def(d.ability).borrows_reward) continue;
    const int design = c.cs.design_of(other);
    if (std::none_of(out.begin(), out.end(), [&](int o) { return c.cs.design_of(o) == design; })) out.push_back(other);
  }
  return out;
}

void random_discard(Ctx& c, int p, int q, CardKind kind) {
  if (q < 0 || c.seat(q).eliminated) return;
  std::vector<int> cands;
  for (int card : c.seat(q).hand)
    if (c.design(card).kind == kind) cands.push_back(card);
  if (cands.empty()) return;
  forced_discard(c, q, pick_random(c, cands, ChanceKind::random_card_from_hand), p);
}

void forced_discard(Ctx& c, int q, int card, int by) {
  hand_remove(c, q, card);
  if (by >= 0 && by != q && !c.seat(by).eliminated) {
    auto& dg = c.seat(by).dungeon;
    for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
      const RoomSlot& r = dg[static_cast<std::size_t>(j)];
      if (!slot_active(r)) continue;
      const auto take = room_def(c, r.top()).takes_discard;
      if (take && take(c, by, j, q, card)) return;
    }
  }
  to_discard(c, card);
  c.emit(EventType::discard, q, card, by);
}

namespace {
bool holds_card_of_kind(const Ctx& c, int q, int kind) { return count_in_hand(c, q, static_cast<CardKind>(kind)) > 0; }
void discard_chosen_card(Ctx& c, const Task& t) { forced_discard(c, t.target_player(), t.answer.pick, t.player); }
}  // namespace

void each_opponent_discards(Ctx& c, Task t, CardKind kind) {
  each_opponent_chooses(c, t, holds_card_of_kind, static_cast<int>(kind), discard_chosen_card);
}

void opponent_discard_options(const Ctx& c, const Task& t, CardKind kind, std::vector<Action>& out) {
  const int q = t.target_player();
  per_design(
      c, c.seat(q).hand, q, [&](int card) { return c.design(card).kind == kind; }, out);
}

void search_advanced_room(Ctx& c, Task t, RoomType want) {
  const int p = t.player;
  GameState& s = c.s;
  if (t.step == 0) {
    t.found_room() = -1;
    bool any = false;
    for (int card : s.room_deck) any = any || (c.design(card).advanced && is_room_of(c, card, want));
    for (int card : s.discard) any = any || (c.design(card).advanced && is_room_of(c, card, want));
    if (any) return ask(c, t, p);
    shuffle_deck(c, s.room_deck, ChanceKind::room_deck);  // G-19: a searched deck is shuffled
    return;
  }
  if (t.step == 1) {
    const int card = t.answer.pick;
    if (t.answer.option == 0) remove_from(s.room_deck, card);
    else remove_from(s.discard, card);
    hand_add(c, p, card);
    c.emit(EventType::card_to_hand, p, card, t.answer.option);
    shuffle_deck(c, s.room_deck, ChanceKind::room_deck);    // G-19
    if (t.answer.option == 1) took_discard_triggers(c, p);  // taken out of the discard pile
    t.found_room() = card;
    bool any = false;
    for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j) any = any || can_build_on(c, p, j, card);
    if (any) ask(c, t, p);
    return;
  }
  if (t.answer.pick == kDeclined) return;
  hand_remove(c, p, t.found_room());
  place_room(c, p, t.found_room(), t.answer.slot, false);
  c.emit(EventType::room_built, p, t.found_room(), t.answer.slot);
  after_built(c, p, t.found_room());
}

void search_advanced_room_options(const Ctx& c, const Task& t, RoomType want, std::vector<Action>& out) {
  const int p = t.player;
  if (t.step == 0) {
    auto ok = [&](int card) { return c.design(card).advanced && is_room_of(c, card, want); };
    std::size_t before = out.size();
    per_design(c, c.s.room_deck, p, ok, out);
    for (std::size_t i = before; i < out.size(); ++i) out[i].option = 0;  // from the room deck
    before = out.size();
    per_design(c, c.s.discard, p, ok, out);
    for (std::size_t i = before; i < out.size(); ++i) out[i].option = 1;  // from the discard pile
    return;
  }
  for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
    if (can_build_on(c, p, j, t.found_room())) {
      Action a = choose_option(p, -1);
      a.card = t.found_room();
      a.slot = j;
      out.push_back(a);
    }
  out.push_back(decline(p));
}

void build_one_more(Ctx& c, Task t, bool face_down) {
  const int p = t.player;
  if (t.step == 0) {
    std::vector<Action> opts;
    if (!c.s.no_build_this_round) build_options(c, p, opts);
    if (!opts.empty()) ask(c, t, p);
    return;
  }
  if (t.answer.pick == kDeclined) return;
  hand_remove(c, p, t.answer.pick);
  if (face_down) {
    place_room(c, p, t.answer.pick, t.answer.slot, true);
    c.emit(EventType::room_placed, p, t.answer.pick, t.answer.slot);
    return;
  }
  place_room(c, p, t.answer.pick, t.answer.slot, false);
  c.emit(EventType::room_built, p, t.answer.pick, t.answer.slot < 0 ? 0 : t.answer.slot);  // a new stack is stack 0
  after_built(c, p, t.answer.pick);
}

void build_one_more_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  build_options(c, t.player, out);
  out.push_back(decline(t.player));
}

void dead_hero_returns(Ctx& c, const Task& t, int health_bonus) {
  const int p = t.player, q = t.target_player(), hero = t.target_card();
  if (q < 0) return;  // SO-5: a room action used with no other player in the game does nothing
  auto& sc = c.seat(q).score;
  auto it = std::find_if(sc.begin(), sc.end(), [&](const ScoredHero& h) { return h.hero == hero && h.soul; });
  if (c.seat(q).eliminated || it == sc.end()) {
    c.emit(EventType::fizzled, p, t.source());
    return;
  }
  sc.erase(it);
  c.seat(q).entrance.push_back(WaitingHero{hero, health_bonus});
  c.emit(EventType::hero_to_entrance, q, hero, p);
}

int live_target_room(Ctx& c, const Task& t) {
  const int slot = find_slot(c, t.target_player(), t.target_card());
  if (slot < 0 || !slot_active(c.seat(t.target_player()).dungeon[static_cast<std::size_t>(slot)])) {
    c.emit(EventType::fizzled, t.player, t.source());  // G-18: the target became unavailable
    return -1;
  }
  return slot;
}

void deactivate_target_room(Ctx& c, Task t) {
  const int slot = live_target_room(c, t);
  if (slot >= 0) deactivate_room(c, t.target_player(), slot);
}

void blank_target_room(Ctx& c, Task t) {
  // The card set must say it blanks rooms (AbilityDef::blanks_rooms), else ability_blanked skips the mark.
  assert(c.rooms_blankable);
  if (live_target_room(c, t) < 0) return;
  add_mark(c, MarkKind::blanked, t.target_player(), t.target_card(), 1);  // BM2-29
}

void deactivate_first_room(Ctx& c, int p, RoomType type) {
  const auto& dg = c.seat(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (slot_active(dg[static_cast<std::size_t>(j)]) && is_room_of(c, dg[static_cast<std::size_t>(j)].top(), type))
      return deactivate_room(c, p, j);
}

void room_damage_bonus(Ctx& c, const Task& t, int amount) {
  const int slot = live_target_room(c, t);
  if (slot < 0) return;
  c.seat(t.target_player()).dungeon[static_cast<std::size_t>(slot)].bonus_damage += amount;
  c.emit(EventType::bonus, t.target_player(), t.target_card(), amount);
}

bool has_visible_room(const Ctx& c, int p, int except_slot) {
  const auto& dg = c.seat(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (j != except_slot && slot_visible(dg[static_cast<std::size_t>(j)])) return true;
  return false;
}

int chosen_room(const Ctx& c, int p, const Task& t) {
  const auto& dg = c.seat(p).dungeon;
  if (t.answer.slot < 0 || t.answer.slot >= static_cast<int>(dg.size())) return -1;
  const RoomSlot& r = dg[static_cast<std::size_t>(t.answer.slot)];
  return slot_visible(r) && r.top() == t.answer.pick ? t.answer.slot : -1;
}

void rooms_in_any_dungeon(const Ctx& c, int chooser, bool (*pred)(const Ctx& c, int q, int slot),
                          std::vector<Action>& out) {
  for (int q : live_players_in_order(c)) {
    const auto& dg = c.seat(q).dungeon;
    for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
      if (!slot_visible(dg[static_cast<std::size_t>(j)]) || !pred(c, q, j)) continue;
      Action a = choose_card(chooser, dg[static_cast<std::size_t>(j)].top());
      a.slot = j;
      a.target_player = q;
      out.push_back(a);
    }
  }
}

bool any_room_in_any_dungeon(const Ctx& c, bool (*pred)(const Ctx& c, int q, int slot)) {
  for (int q : live_players_in_order(c))
    for (int j = 0; j < static_cast<int>(c.seat(q).dungeon.size()); ++j)
      if (slot_visible(c.seat(q).dungeon[static_cast<std::size_t>(j)]) && pred(c, q, j)) return true;
  return false;
}

int room_of_any_dungeon(Ctx& c, const Task& t, bool (*pred)(const Ctx& c, int q, int slot)) {
  if (t.step == 0) {
    if (any_room_in_any_dungeon(c, pred)) ask(c, t, t.player);
    return -1;
  }
  const int slot = chosen_room(c, t.answer.player, t);
  return slot >= 0 && pred(c, t.answer.player, slot) ? slot : -1;
}

void destroy_this_then_pick_activation(const Ctx& c, int p, int slot, bool (*pred)(const Ctx& c, int q, int slot),
                                       std::vector<Action>& out) {
  bool other = c.seat(p).dungeon[static_cast<std::size_t>(slot)].cards.size() > 1;  // the room it uncovers
  for (int q : live_players_in_order(c))
    for (int j = 0; j < static_cast<int>(c.seat(q).dungeon.size()); ++j)
      other = other ||
              ((q != p || j != slot) && slot_visible(c.seat(q).dungeon[static_cast<std::size_t>(j)]) && pred(c, q, j));
  if (other) out.push_back(activate_action(c, p, slot));
}

void room_bonus_this_round(Ctx& c, int q, int slot, int amount) {
  RoomSlot& r = c.seat(q).dungeon[static_cast<std::size_t>(slot)];
  r.bonus_damage += amount;
  c.emit(EventType::bonus, q, r.top(), amount);
}

void own_room_bonus(Ctx& c, const Task& t, int amount) {
  const int slot = find_slot(c, t.player, t.source());
  if (slot < 0) return c.emit(EventType::fizzled, t.player, t.source());
  room_bonus_this_round(c, t.player, slot, amount);
}

void may_draw(Ctx& c, const Task& t, CardKind kind) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick != kDeclined) draw_card(c, t.player, kind);
}

void yes_or_decline(const Ctx&, const Task& t, std::vector<Action>& out) {
  out.push_back(choose_option(t.player, 1));
  out.push_back(decline(t.player));
}

void soul_targets(const Ctx& c, int p, int card, int q, std::vector<Action>& out) {
  for (const auto& h : c.seat(q).score)
    if (h.soul) {
      Action a = cast_action(p, card);
      a.target_player = q;
      a.target_card = h.hero;
      out.push_back(a);
    }
}

void swap_two_stacks(Ctx& c, Task t) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick == kDeclined) return;
  auto& dg = c.seat(t.answer.player).dungeon;
  dg.swap_stacks(static_cast<std::size_t>(t.answer.slot),
                 static_cast<std::size_t>(t.answer.slot2));  // G-6: whole stacks
  c.emit(EventType::swapped, t.answer.player, -1, t.answer.slot, t.answer.slot2);
}

void swap_two_stacks_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  out.push_back(decline(p));
  for (int q : live_players_in_order(c)) {
    const auto& dg = c.seat(q).dungeon;
    for (int i = 0; i < static_cast<int>(dg.size()); ++i)
      for (int j = i + 1; j < static_cast<int>(dg.size()); ++j)
        if (slot_visible(dg[static_cast<std::size_t>(i)]) && slot_visible(dg[static_cast<std::size_t>(j)])) {
          Action a = choose_player(p, q);
          a.slot = i;
          a.slot2 = j;
          out.push_back(a);
        }
  }
}

}  // namespace bm::detail
