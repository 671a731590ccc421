// Effects of every classic card ability, findable by card id (BM001..BM080). Each effect is a
// small step machine run from a T_Effect task: a step either acts, or asks its player a
// question (D_Choose) and continues at the next step with the answer (Task::ch_*).
#include <algorithm>
#include <stdexcept>

#include "game/internal.hpp"

namespace bm::detail {
namespace {

Ability ab_of(const Task& t) { return static_cast<Ability>(t.a); }

std::vector<int> opponents(const Ctx& c, int p) {
  std::vector<int> out;
  for (int q : live_players_in_order(c))
    if (q != p) out.push_back(q);
  return out;
}

Action choose_player(int chooser, int q) {
  Action a;
  a.type = ActionType::choose;
  a.player = chooser;
  a.target_player = q;
  return a;
}

Action choose_option(int chooser, int opt) {
  Action a;
  a.type = ActionType::choose;
  a.player = chooser;
  a.option = opt;
  return a;
}

Action decline(int chooser) {
  Action a;
  a.type = ActionType::decline;
  a.player = chooser;
  return a;
}

bool remove_from(std::vector<int>& v, int card) {
  auto it = std::find(v.begin(), v.end(), card);
  if (it == v.end()) return false;
  v.erase(it);
  return true;
}

// A hero leaves the town / city row (Super: the rest shift left, S-CITY-2).
bool remove_from_town(Ctx& c, int hero) {
  if (!remove_from(c.s.town, hero)) return false;
  town_removed(c);
  return true;
}

std::vector<int> all_discards(const Ctx& c) {
  std::vector<int> v = c.s.discard;
  v.insert(v.end(), c.s.spell_discard.begin(), c.s.spell_discard.end());
  return v;
}

void take_from_discard(Ctx& c, int p, int card) {
  if (!remove_from(c.s.discard, card)) remove_from(c.s.spell_discard, card);
  hand_add(c, p, card);
  c.emit(EventType::take_card, p, card);
}

bool is_room_of(const Ctx& c, int card, RoomType t) {
  return c.d(card).kind == CardKind::room && c.d(card).room_type == t;
}

// Build placements for `card` in p's dungeon: kNewStack and every stack it may cover.
std::vector<int> placements(const Ctx& c, int p, int card) {
  std::vector<int> out;
  if (can_build_new_stack(c, p) && !c.d(card).advanced) out.push_back(kNewStack);  // G-3: advanced only on top
  for (int j = 0; j < static_cast<int>(c.P(p).dungeon.size()); ++j)
    if (can_build_on(c, p, j, card)) out.push_back(j);
  return out;
}

void build_options(const Ctx& c, int p, std::vector<Action>& out) {
  std::vector<int> seen;
  for (int card : c.P(p).hand) {
    if (c.d(card).kind != CardKind::room) continue;
    const int d = c.cs.design_of(card);
    if (std::find(seen.begin(), seen.end(), d) != seen.end()) continue;
    seen.push_back(d);
    for (int slot : placements(c, p, card)) {
      Action a;
      a.type = ActionType::choose;
      a.player = p;
      a.card = card;
      a.slot = slot;
      out.push_back(a);
    }
  }
}

int face_down_soul_count(const Ctx& c, int p) {
  int n = 0;
  for (const auto& h : c.P(p).score) n += h.soul ? 1 : 0;
  return n;
}

bool run_hero_in(const Ctx& c, int p, int hero) {
  return c.s.run.player == p && c.s.run.hero == hero && c.s.run.in_room;
}

void check_run_death(Ctx& c, int p) {
  Run& run = c.s.run;
  if (run.player == p && hero_dead(c, run.damage, hero_health(c, run.hero, run.health_bonus)))
    kill_hero(c, p, run.hero, run.in_room ? run.room : -1);
}

}  // namespace

void ask(Ctx& c, Task t, int chooser) {
  c.push(t);
  c.decide(D_Choose, chooser, t.a, t.step);
}

void push_effect(Ctx& c, Ability ab, int controller, int card, int target_player, int d, int e) {
  c.push(T_Effect, controller, 0, static_cast<int>(ab), card, target_player, d, e);
}

void push_engine_effect(Ctx& c, EngineEffect e, int player) { c.push(T_Effect, player, 0, static_cast<int>(e)); }

// ------------------------------------------------------------------------------------------
// Running effects
// ------------------------------------------------------------------------------------------
void run_effect(Ctx& c, Task t) {
  if (run_super_effect(c, t)) return;  // S-BOARD-3 engine effects and synthetic cards
  if (run_item_effect(c, t)) return;   // BM2-4 keep one active item
  const int p = t.player;
  GameState& s = c.s;
  if (t.a == E_Machinations) {
    // C-16 Machinations: may take a random room or spell (the top of that shuffled deck).
    if (t.step == 0) {
      if (s.room_deck.empty() && s.spell_deck.empty()) return;
      return ask(c, t, p);
    }
    if (t.ch_val == kDeclined) return;
    draw_card(c, p, t.ch_val == 0 ? CardKind::room : CardKind::spell);
    return;
  }
  switch (ab_of(t)) {
    // ---------------------------------------------------------------- Level Up (G-10)
    case Ability::draculord:  // BM001: look at a chosen opponent's hand and take one card
      if (t.step == 0) {
        bool any = false;
        for (int q : opponents(c, p)) any = any || !c.P(q).hand.empty();
        if (any) ask(c, t, p);
        return;
      }
      if (t.step == 1) {
        t.c = t.ch_player;
        c.emit(EventType::hand_revealed, t.c, -1, p);
        return ask(c, t, p);
      }
      if (hand_remove(c, t.c, t.ch_val)) {
        hand_add(c, p, t.ch_val);
        c.emit(EventType::take_card, p, t.ch_val, t.c);
      }
      return;
    case Ability::xyzax:  // BM002: take two cards of your choice from the discard pile
      if (t.step > 0) take_from_discard(c, p, t.ch_val);
      if (t.step < 2 && !all_discards(c).empty()) ask(c, t, p);
      return;
    case Ability::king_croak:   // BM003: search for an Advanced Monster Room ...
    case Ability::cleopatra: {  // BM007: ... or an Advanced Trap Room; may build it at once
      if (t.step == 0) {
        t.d = -1;
        const RoomType want = ab_of(t) == Ability::king_croak ? RoomType::monster : RoomType::trap;
        bool any = false;
        for (int card : s.room_deck) any = any || (c.d(card).advanced && is_room_of(c, card, want));
        for (int card : s.discard) any = any || (c.d(card).advanced && is_room_of(c, card, want));
        if (any) return ask(c, t, p);
        shuffle_deck(c, s.room_deck, ChanceKind::room_deck);  // G-19: a searched deck is shuffled
        return;
      }
      if (t.step == 1) {
        const int card = t.ch_val;
        if (t.ch_option == 0) remove_from(s.room_deck, card);
        else remove_from(s.discard, card);
        hand_add(c, p, card);
        c.emit(EventType::card_to_hand, p, card, t.ch_option);
        shuffle_deck(c, s.room_deck, ChanceKind::room_deck);  // G-19
        t.d = card;
        bool any = false;
        for (int j = 0; j < static_cast<int>(c.P(p).dungeon.size()); ++j) any = any || can_build_on(c, p, j, card);
        if (any) ask(c, t, p);
        return;
      }
      if (t.ch_val == kDeclined) return;
      hand_remove(c, p, t.d);
      place_room(c, p, t.d, t.ch_slot, false);
      c.emit(EventType::room_built, p, t.d, t.ch_slot);
      after_built(c, p, t.d);
      return;
    }
    case Ability::robobo: {  // BM004: every opponent destroys one room of their choice
      std::vector<int> opp = opponents(c, p);
      if (t.step == 1) {
        destroy_room(c, t.c, t.ch_slot, p);
        t.e += 1;
      } else {
        t.e = 0;
      }
      t.step = 0;
      while (t.e < static_cast<int>(opp.size())) {
        const int q = opp[static_cast<std::size_t>(t.e)];
        bool any = false;
        for (int j = 0; j < static_cast<int>(c.P(q).dungeon.size()); ++j) any = any || can_destroy(c, q, j);
        if (any) {
          t.c = q;
          t.step = 0;
          c.push(t);
          c.decide(D_Choose, q, t.a, 0);
          return;
        }
        t.e += 1;
      }
      return;
    }
    case Ability::cerebellus:     // BM005: draw three spells, then discard one spell
    case Ability::dark_laboratory: {  // BM022 on build: draw two spells, then discard one spell
      if (t.step == 0) {
        const int n = ab_of(t) == Ability::cerebellus ? 3 : 2;
        for (int i = 0; i < n; ++i) draw_card(c, p, CardKind::spell);
        bool any = false;
        for (int card : c.P(p).hand) any = any || c.d(card).kind == CardKind::spell;
        if (any) ask(c, t, p);
        return;
      }
      hand_remove(c, p, t.ch_val);
      to_discard(c, t.ch_val);
      c.emit(EventType::discard, p, t.ch_val);
      return;
    }
    case Ability::seducia: {  // BM006: any hero from town or the hero decks to your entrance
      if (t.step == 0) {
        if (s.town.empty() && s.ordinary_heroes.empty() && s.epic_heroes.empty()) return;
        return ask(c, t, p);
      }
      const int hero = t.ch_val;
      if (remove_from_town(c, hero)) {
      } else if (remove_from(s.ordinary_heroes, hero)) {
        shuffle_deck(c, s.ordinary_heroes, ChanceKind::ordinary_deck);  // G-19
      } else if (remove_from(s.epic_heroes, hero)) {
        shuffle_deck(c, s.epic_heroes, ChanceKind::epic_deck);
      }
      c.P(p).entrance.push_back(WaitingHero{hero, 0});
      c.emit(EventType::hero_to_entrance, p, hero);
      return;
    }
    case Ability::gorgona:  // BM008: kill a hero in town; it goes face down to your score
      if (t.step == 0) {
        if (!s.town.empty()) ask(c, t, p);
        return;
      }
      remove_from_town(c, t.ch_val);
      kill_hero(c, p, t.ch_val, -1);
      return;

    // ---------------------------------------------------------------- Rooms
    case Ability::dark_altar:  // BM009 (destroyed as cost): take any card from the discard pile
      if (t.step == 0) {
        if (!all_discards(c).empty()) ask(c, t, p);
        return;
      }
      take_from_discard(c, p, t.ch_val);
      return;
    case Ability::open_grave:  // BM010: hero died here: take a room card from the discard pile
      if (t.step == 0) {
        bool any = false;
        for (int card : s.discard) any = any || c.d(card).kind == CardKind::room;
        if (any) ask(c, t, p);
        return;
      }
      take_from_discard(c, p, t.ch_val);
      return;
    case Ability::specters_sanctum:  // BM011 on build: a chosen opponent discards a random spell
    case Ability::torture_chamber: {  // BM038 (destroyed as cost): ... discards a random room
      const CardKind kind = ab_of(t) == Ability::specters_sanctum ? CardKind::spell : CardKind::room;
      if (ab_of(t) == Ability::specters_sanctum && t.step == 0) {
        if (!opponents(c, p).empty()) ask(c, t, p);
        return;
      }
      const int q = ab_of(t) == Ability::specters_sanctum ? t.ch_player : t.c;
      if (q < 0 || c.P(q).eliminated) return;
      std::vector<int> cands;
      for (int card : c.P(q).hand)
        if (c.d(card).kind == kind) cands.push_back(card);
      if (cands.empty()) return;
      const int card = pick_random(c, cands, ChanceKind::random_card_from_hand);
      hand_remove(c, q, card);
      to_discard(c, card);
      c.emit(EventType::discard, q, card, p);
      return;
    }
    case Ability::succubus_spa:  // BM012: hero died here: take a random card from a chosen opponent
      if (t.step == 0) {
        bool any = false;
        for (int q : opponents(c, p)) any = any || !c.P(q).hand.empty();
        if (any) ask(c, t, p);
        return;
      }
      {
        const int q = t.ch_player;
        const int card = pick_random(c, c.P(q).hand, ChanceKind::random_card_from_hand);
        hand_remove(c, q, card);
        hand_add(c, p, card);
        c.emit(EventType::take_card, p, card, q);
      }
      return;
    case Ability::dracolich_lair:  // BM013: discard two room cards, take a room from the discard
      if (t.step == 1 || t.step == 2) {
        hand_remove(c, p, t.ch_val);
        to_discard(c, t.ch_val);
        c.emit(EventType::discard, p, t.ch_val);
      }
      if (t.step == 3) return take_from_discard(c, p, t.ch_val);
      if (t.step == 0) {
        // The two discards are chosen as it resolves; under S-9 (Super) answers may have
        // emptied the hand in between: without two rooms the ability does nothing.
        int rooms = 0;
        for (int card : c.P(p).hand) rooms += c.d(card).kind == CardKind::room ? 1 : 0;
        if (rooms < 2) return c.emit(EventType::fizzled, p, t.b);
      }
      return ask(c, t, p);
    case Ability::vampire_bordello: {  // BM014: hero died here: may heal one wound (G-20)
      if (t.step == 0) {
        if (face_down_soul_count(c, p) < static_cast<int>(c.P(p).score.size())) ask(c, t, p);
        return;
      }
      if (t.ch_val == kDeclined) return;
      for (auto& h : c.P(p).score)
        if (h.hero == t.ch_val && !h.soul) {
          h.soul = true;
          c.emit(EventType::healed, p, h.hero);
          break;
        }
      return;
    }
    case Ability::golem_factory:   // BM016: hero died here: draw a room card
    case Ability::beast_menagerie:  // BM019: you built another monster room: draw a room card
      draw_card(c, p, CardKind::room);
      return;
    case Ability::brainsucker_hive:  // BM021: hero died here: may draw a spell
    case Ability::haunted_library:   // BM023: may draw a spell instead of a room (beginning)
      if (t.step == 0) {
        if (ab_of(t) == Ability::haunted_library && s.spell_deck.empty() && !c.rs.reshuffle_empty_deck) {
          draw_card(c, p, CardKind::room);
          return;
        }
        return ask(c, t, p);
      }
      if (ab_of(t) == Ability::haunted_library)
        draw_card(c, p, t.ch_val == 1 ? CardKind::spell : CardKind::room);
      else if (t.ch_val != kDeclined)
        draw_card(c, p, CardKind::spell);
      return;
    case Ability::witchs_kitchen:  // BM024 (monster room discarded as cost): draw a spell
    case Ability::ligers_den:      // BM026: you played a spell: draw a spell
      draw_card(c, p, CardKind::spell);
      return;
    case Ability::bottomless_pit:  // BM027 (destroyed as cost): kill the hero in this room
      if (s.run.player == p && s.run.hero == t.d) kill_hero(c, p, t.d, -1);
      else c.emit(EventType::fizzled, p, t.b);
      return;
    case Ability::boulder_ramp: {  // BM028 (another room destroyed as cost): 5 damage to the hero here
      const int slot = find_slot(c, p, t.b);
      if (slot < 0 || !run_hero_in(c, p, t.d) || s.run.room != slot) {
        c.emit(EventType::fizzled, p, t.b);
        return;
      }
      s.run.damage += 5;
      c.emit(EventType::damage, p, t.d, 5, s.run.damage);
      check_run_death(c, p);
      return;
    }
    case Ability::jackpot_stash:  // BM030 (destroyed as cost): your rooms' treasure doubled this round
      c.P(p).jackpot = true;
      c.emit(EventType::treasure_doubled, p);
      return;
    case Ability::recycling_center:  // BM031: another room of yours destroyed: may draw two rooms
      if (t.step == 0) return ask(c, t, p);
      if (t.ch_val != kDeclined) {
        draw_card(c, p, CardKind::room);
        draw_card(c, p, CardKind::room);
      }
      return;
    case Ability::the_crushinator:  // BM032 (another room destroyed as cost): all your rooms +2
      c.P(p).crush_bonus += 2;
      c.emit(EventType::bonus, p, t.b, 2);
      return;
    case Ability::centipede_tunnel: {  // BM033 on build: may swap two rooms in any one dungeon
      if (t.step == 0) return ask(c, t, p);
      if (t.ch_val == kDeclined) return;
      auto& dg = c.P(t.ch_player).dungeon;
      std::swap(dg[static_cast<std::size_t>(t.ch_slot)], dg[static_cast<std::size_t>(t.ch_slot2)]);  // G-6: whole stacks
      c.emit(EventType::swapped, t.ch_player, -1, t.ch_slot, t.ch_slot2);
      return;
    }
    case Ability::construction_zone:  // BM034 on build: may immediately build one more room
    case Ability::motivation: {       // BM050: build one extra room this round (face down)
      if (t.step == 0) {
        std::vector<Action> opts;
        if (!s.no_build_this_round) build_options(c, p, opts);
        if (!opts.empty()) ask(c, t, p);
        return;
      }
      if (t.ch_val == kDeclined) return;
      hand_remove(c, p, t.ch_val);
      if (ab_of(t) == Ability::motivation) {
        place_room(c, p, t.ch_val, t.ch_slot, true);
        c.emit(EventType::room_placed, p, t.ch_val, t.ch_slot);
        return;
      }
      place_room(c, p, t.ch_val, t.ch_slot, false);
      c.emit(EventType::room_built, p, t.ch_val, t.ch_slot < 0 ? 0 : t.ch_slot);  // a new stack is stack 0
      after_built(c, p, t.ch_val);
      return;
    }
    case Ability::mimic_vault:  // BM036 on build: move an ordinary hero from town to your entrance
      if (t.step == 0) {
        bool any = false;
        for (int h : s.town) any = any || !c.d(h).is_epic();
        if (any) ask(c, t, p);
        return;
      }
      remove_from_town(c, t.ch_val);
      c.P(p).entrance.push_back(WaitingHero{t.ch_val, 0});
      c.emit(EventType::hero_to_entrance, p, t.ch_val);
      return;
    case Ability::monstrous_monument:  // BM037 on build: take a Monster Room from the discard pile
      if (t.step == 0) {
        bool any = false;
        for (int card : s.discard) any = any || is_room_of(c, card, RoomType::monster);
        if (any) ask(c, t, p);
        return;
      }
      take_from_discard(c, p, t.ch_val);
      return;
    case Ability::zombie_prison:  // BM039 (destroyed as cost): dead hero back to its owner's entrance
    case Ability::zombie_attack: {  // BM055: ... with +2 health until end of round
      const int q = t.c, hero = t.d;
      auto& sc = c.P(q).score;
      auto it = std::find_if(sc.begin(), sc.end(), [&](const ScoredHero& h) { return h.hero == hero && h.soul; });
      if (c.P(q).eliminated || it == sc.end()) {
        c.emit(EventType::fizzled, p, t.b);
        return;
      }
      sc.erase(it);
      c.P(q).entrance.push_back(WaitingHero{hero, ab_of(t) == Ability::zombie_attack ? 2 : 0});
      c.emit(EventType::hero_to_entrance, q, hero, p);
      return;
    }

    // ---------------------------------------------------------------- Spells
    case Ability::annihilator:  // BM040: a Trap Room +3 damage this round
    case Ability::giant_size:   // BM047: a Monster Room +3 damage this round
    case Ability::freeze: {     // BM046: deactivate a room this round (G-8)
      const int slot = find_slot(c, t.c, t.d);
      if (slot < 0 || !slot_active(c.P(t.c).dungeon[static_cast<std::size_t>(slot)])) {
        c.emit(EventType::fizzled, p, t.b);  // G-18: the target became unavailable
        return;
      }
      if (ab_of(t) == Ability::freeze) return deactivate_room(c, t.c, slot);
      c.P(t.c).dungeon[static_cast<std::size_t>(slot)].bonus_damage += 3;
      c.emit(EventType::bonus, t.c, t.d, 3);
      return;
    }
    case Ability::assassin:  // BM041: a hero in an opponent's dungeon +3 health this round
      if (s.run.hero != t.d || !s.run.in_room) return c.emit(EventType::fizzled, p, t.b);
      s.run.health_bonus += 3;
      c.emit(EventType::bonus, s.run.player, t.d, 3);
      return;
    case Ability::cave_in: {  // BM042: destroy one of your rooms and kill the hero in it
      const int slot = find_slot(c, p, t.d);
      if (slot < 0 || !can_destroy(c, p, slot)) return c.emit(EventType::fizzled, p, t.b);
      const int hero = (s.run.player == p && s.run.in_room && s.run.room == slot) ? s.run.hero : -1;
      destroy_room(c, p, slot, p);
      if (hero >= 0) kill_hero(c, p, hero, -1);
      return;
    }
    case Ability::exhaustion: {  // BM044: X damage to a hero in your dungeon, X = your rooms
      if (!run_hero_in(c, p, t.d)) return c.emit(EventType::fizzled, p, t.b);
      const int x = counted_rooms(c, p);  // G-8: deactivated rooms are not counted
      s.run.damage += x;
      c.emit(EventType::damage, p, t.d, x, s.run.damage);
      check_run_death(c, p);
      return;
    }
    case Ability::fear:  // BM045: a hero in any dungeon goes back to town (G-22)
      if (s.run.hero != t.d || !s.run.in_room) return c.emit(EventType::fizzled, p, t.b);
      hero_to_town(c, t.d);
      return;
    case Ability::jeopardy: {  // BM048: everyone discards their hand, draws one spell and two rooms
      for (int q : live_players_in_order(c)) {
        std::vector<int> hand = c.P(q).hand;
        for (int card : hand) {
          hand_remove(c, q, card);
          to_discard(c, card);
          c.emit(EventType::discard, q, card);
        }
        draw_card(c, q, CardKind::spell);
        draw_card(c, q, CardKind::room);
        draw_card(c, q, CardKind::room);
      }
      return;
    }
    case Ability::kobold_strike: {  // BM049: no rooms built this round; face-down rooms go home
      s.no_build_this_round = true;
      c.emit(EventType::no_builds, p);
      for (int q = 0; q < s.num_players; ++q) {
        auto& dg = c.P(q).dungeon;
        for (int j = static_cast<int>(dg.size()) - 1; j >= 0; --j) {
          RoomSlot& r = dg[static_cast<std::size_t>(j)];
          if (!r.face_down) continue;
          const int card = r.top();
          r.cards.pop_back();
          r.face_down = false;
          hand_add(c, q, card);
          c.emit(EventType::room_returned, q, card, j);
          if (r.cards.empty()) dg.erase(dg.begin() + j);
        }
      }
      return;
    }
    case Ability::princess_in_peril:  // BM051: a hero from town to your entrance
      if (!remove_from_town(c, t.d)) return c.emit(EventType::fizzled, p, t.b);
      c.P(p).entrance.push_back(WaitingHero{t.d, 0});
      c.emit(EventType::hero_to_entrance, p, t.d);
      return;
    case Ability::soul_harvest: {  // BM052: remove one of your souls from the game, draw two spells
      auto& sc = c.P(p).score;
      auto it = std::find_if(sc.begin(), sc.end(), [&](const ScoredHero& h) { return h.hero == t.d && h.soul; });
      if (it == sc.end()) return c.emit(EventType::fizzled, p, t.b);
      sc.erase(it);
      s.out_of_game.push_back(t.d);
      c.emit(EventType::soul_removed, p, t.d);
      draw_card(c, p, CardKind::spell);
      draw_card(c, p, CardKind::spell);
      return;
    }
    case Ability::teleportation:  // BM053: a hero in your dungeon back to your first room
      if (!run_hero_in(c, p, t.d)) return c.emit(EventType::fizzled, p, t.b);
      s.run.room = -1;
      s.run.in_room = false;
      c.emit(EventType::hero_to_room, p, t.d, 0);
      return;
    case Ability::trepidation:  // BM054: no hero enters the dungeon of a player with >= 2 more souls
      if (c.P(t.c).eliminated || souls_of(c, t.c) < souls_of(c, p) + 2) return c.emit(EventType::fizzled, p, t.b);
      c.P(t.c).trepidation = true;
      c.emit(EventType::trepidation, t.c, -1, p);
      return;
    case Ability::counterspell:  // BM043: cancel the spell it answers (G-18)
      if (t.e >= 0 && t.e < static_cast<int>(s.stack.size())) {
        s.stack[static_cast<std::size_t>(t.e)].cancelled = true;
      }
      return;
    default:
      return;  // continuous abilities (Goblin Armory, Ballroom, ...) have no effect task
  }
}

// ------------------------------------------------------------------------------------------
// Choices
// ------------------------------------------------------------------------------------------
std::vector<Action> choice_options(const Ctx& c, const Task& t) {
  const int p = t.player;
  const int chooser = c.s.decision.player;
  const GameState& s = c.s;
  std::vector<Action> out;
  auto any_card = [](int) { return true; };
  if (super_choice_options(c, t, out)) return out;
  if (item_choice_options(c, t, out)) return out;
  if (t.a == E_Machinations) {
    if (!s.room_deck.empty()) out.push_back(choose_option(p, 0));
    if (!s.spell_deck.empty()) out.push_back(choose_option(p, 1));
    out.push_back(decline(p));
    return out;
  }
  switch (ab_of(t)) {
    case Ability::draculord:
      if (t.step == 0) {
        for (int q : opponents(c, p))
          if (!c.P(q).hand.empty()) out.push_back(choose_player(p, q));
      } else {
        per_design(c, c.P(t.c).hand, p, any_card, out);
      }
      break;
    case Ability::xyzax:
    case Ability::dark_altar:
      per_design(c, all_discards(c), p, any_card, out);
      break;
    case Ability::king_croak:
    case Ability::cleopatra:
      if (t.step == 0) {
        const RoomType want = ab_of(t) == Ability::king_croak ? RoomType::monster : RoomType::trap;
        auto ok = [&](int card) { return c.d(card).advanced && is_room_of(c, card, want); };
        std::size_t before = out.size();
        per_design(c, s.room_deck, p, ok, out);
        for (std::size_t i = before; i < out.size(); ++i) out[i].option = 0;  // from the room deck
        before = out.size();
        per_design(c, s.discard, p, ok, out);
        for (std::size_t i = before; i < out.size(); ++i) out[i].option = 1;  // from the discard pile
      } else {
        for (int j = 0; j < static_cast<int>(c.P(p).dungeon.size()); ++j)
          if (can_build_on(c, p, j, t.d)) {
            Action a = choose_option(p, -1);
            a.card = t.d;
            a.slot = j;
            out.push_back(a);
          }
        out.push_back(decline(p));
      }
      break;
    case Ability::robobo:
      for (int j = 0; j < static_cast<int>(c.P(t.c).dungeon.size()); ++j)
        if (can_destroy(c, t.c, j)) {
          Action a = choose_option(chooser, -1);
          a.target_player = t.c;
          a.slot = j;
          a.card = c.P(t.c).dungeon[static_cast<std::size_t>(j)].top();
          out.push_back(a);
        }
      break;
    case Ability::cerebellus:
    case Ability::dark_laboratory:
      per_design(c, c.P(p).hand, p, [&](int card) { return c.d(card).kind == CardKind::spell; }, out);
      break;
    case Ability::seducia: {
      std::vector<int> heroes = s.town;
      heroes.insert(heroes.end(), s.ordinary_heroes.begin(), s.ordinary_heroes.end());
      heroes.insert(heroes.end(), s.epic_heroes.begin(), s.epic_heroes.end());
      std::sort(heroes.begin(), heroes.end());
      per_design(c, heroes, p, any_card, out);
      break;
    }
    case Ability::gorgona:
      per_design(c, s.town, p, any_card, out);
      break;
    case Ability::open_grave:
      per_design(c, s.discard, p, [&](int card) { return c.d(card).kind == CardKind::room; }, out);
      break;
    case Ability::monstrous_monument:
      per_design(c, s.discard, p, [&](int card) { return is_room_of(c, card, RoomType::monster); }, out);
      break;
    case Ability::specters_sanctum:
      for (int q : opponents(c, p)) out.push_back(choose_player(p, q));
      break;
    case Ability::succubus_spa:
      for (int q : opponents(c, p))
        if (!c.P(q).hand.empty()) out.push_back(choose_player(p, q));
      break;
    case Ability::dracolich_lair:
      if (t.step < 2) per_design(c, c.P(p).hand, p, [&](int card) { return c.d(card).kind == CardKind::room; }, out);
      else per_design(c, s.discard, p, [&](int card) { return c.d(card).kind == CardKind::room; }, out);
      break;
    case Ability::vampire_bordello: {
      std::vector<int> wounds;
      for (const auto& h : c.P(p).score)
        if (!h.soul) wounds.push_back(h.hero);
      per_design(c, wounds, p, any_card, out);
      out.push_back(decline(p));
      break;
    }
    case Ability::brainsucker_hive:
    case Ability::recycling_center:
      out.push_back(choose_option(p, 1));
      out.push_back(decline(p));
      break;
    case Ability::haunted_library:
      out.push_back(choose_option(p, 0));  // draw a room
      out.push_back(choose_option(p, 1));  // draw a spell instead
      break;
    case Ability::centipede_tunnel:
      out.push_back(decline(p));
      for (int q : live_players_in_order(c)) {
        const auto& dg = c.P(q).dungeon;
        for (int i = 0; i < static_cast<int>(dg.size()); ++i)
          for (int j = i + 1; j < static_cast<int>(dg.size()); ++j)
            if (slot_visible(dg[static_cast<std::size_t>(i)]) && slot_visible(dg[static_cast<std::size_t>(j)])) {
              Action a = choose_player(p, q);
              a.slot = i;
              a.slot2 = j;
              out.push_back(a);
            }
      }
      break;
    case Ability::construction_zone:
    case Ability::motivation:
      build_options(c, p, out);
      out.push_back(decline(p));
      break;
    case Ability::mimic_vault:
      per_design(c, s.town, p, [&](int h) { return !c.d(h).is_epic(); }, out);
      break;
    default:
      throw std::logic_error("no choice defined for ability " + std::string(ability_key(ab_of(t))));
  }
  return out;
}

void apply_choice(Ctx&, Task& t, const Action& a) {
  t.step += 1;
  t.ch_val = a.type == ActionType::decline ? kDeclined : (a.card >= 0 ? a.card : a.option);
  t.ch_slot = a.slot;
  t.ch_slot2 = a.slot2;
  t.ch_player = a.target_player;
  t.ch_option = a.option;
}

// ------------------------------------------------------------------------------------------
// Casting spells (G-16, G-18) and activating rooms (G-17)
// ------------------------------------------------------------------------------------------
namespace {

Action cast_action(int p, int card) {
  Action a;
  a.type = ActionType::cast;
  a.player = p;
  a.card = card;
  return a;
}

void room_targets(const Ctx& c, int p, int card, std::vector<Action>& out, int only_player, int type /*-1 any*/) {
  for (int q : live_players_in_order(c)) {
    if (only_player >= 0 && q != only_player) continue;
    const auto& dg = c.P(q).dungeon;
    for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
      const RoomSlot& r = dg[static_cast<std::size_t>(j)];
      if (!slot_active(r)) continue;
      if (type >= 0 && static_cast<int>(c.d(r.top()).room_type) != type) continue;
      Action a = cast_action(p, card);
      a.target_player = q;
      a.target_card = r.top();
      a.slot = j;
      out.push_back(a);
    }
  }
}

}  // namespace

void spell_casts(const Ctx& c, int p, int window_phase, std::vector<Action>& out) {
  const GameState& s = c.s;
  const PlayerState& pl = c.P(p);
  if (pl.eliminated) return;
  const Run& run = s.run;
  int last_design = -1;
  // BM2-4: a boss's active item is used like an adventure spell.
  auto castable = [&](int card) {
    const CardDesign& d = c.d(card);
    return (d.kind == CardKind::spell || d.kind == CardKind::item) && (d.phase & window_phase);  // G-16: phase icon
  };
  std::vector<int> item_only;
  if (pl.active_item >= 0) item_only.push_back(pl.active_item);
  for (const std::vector<int>* from : {&pl.hand, static_cast<const std::vector<int>*>(&item_only)})
  for (int card : *from) {
    const CardDesign& d = c.d(card);
    if (!castable(card)) continue;
    const int design = c.cs.design_of(card);
    if (design == last_design) continue;  // copies are interchangeable
    last_design = design;
    switch (d.ability) {
      case Ability::annihilator: room_targets(c, p, card, out, -1, static_cast<int>(RoomType::trap)); break;
      case Ability::giant_size: room_targets(c, p, card, out, -1, static_cast<int>(RoomType::monster)); break;
      case Ability::freeze: room_targets(c, p, card, out, -1, -1); break;
      case Ability::cave_in:
        for (int j = 0; j < static_cast<int>(pl.dungeon.size()); ++j)
          if (can_destroy(c, p, j)) {
            Action a = cast_action(p, card);
            a.target_player = p;
            a.target_card = pl.dungeon[static_cast<std::size_t>(j)].top();
            a.slot = j;
            out.push_back(a);
          }
        break;
      case Ability::assassin:  // a hero in an opponent's dungeon
      case Ability::fear:      // a hero in any dungeon
      case Ability::exhaustion:
      case Ability::teleportation: {  // a hero in your dungeon
        if (run.player < 0 || !run.in_room) break;
        const bool mine = run.player == p;
        if (d.ability == Ability::assassin && mine) break;
        if ((d.ability == Ability::exhaustion || d.ability == Ability::teleportation) && !mine) break;
        Action a = cast_action(p, card);
        a.target_player = run.player;
        a.target_card = run.hero;
        out.push_back(a);
        break;
      }
      case Ability::jeopardy:
      case Ability::kobold_strike:
        out.push_back(cast_action(p, card));
        break;
      case Ability::motivation: {  // only with fewer rooms than some opponent (G-8: deactivated not counted)
        bool fewer = false;
        for (int q : live_players_in_order(c))
          fewer = fewer || (q != p && counted_rooms(c, p) < counted_rooms(c, q));
        if (fewer) out.push_back(cast_action(p, card));
        break;
      }
      case Ability::princess_in_peril: {
        std::vector<int> seen;
        for (int h : s.town) {
          Action a = cast_action(p, card);
          a.target_card = h;
          out.push_back(a);
        }
        break;
      }
      case Ability::soul_harvest:
        for (const auto& h : pl.score)
          if (h.soul) {
            Action a = cast_action(p, card);
            a.target_player = p;
            a.target_card = h.hero;
            out.push_back(a);
          }
        break;
      case Ability::trepidation:
        for (int q : live_players_in_order(c))
          if (q != p && souls_of(c, q) >= souls_of(c, p) + 2) {
            Action a = cast_action(p, card);
            a.target_player = q;
            out.push_back(a);
          }
        break;
      case Ability::zombie_attack:
        for (int q : live_players_in_order(c)) {
          if (q == p) continue;
          for (const auto& h : c.P(q).score)
            if (h.soul) {
              Action a = cast_action(p, card);
              a.target_player = q;
              a.target_card = h.hero;
              out.push_back(a);
            }
        }
        break;
      case Ability::syn_power_surge:  // SYN-S01 (S-TOK-2): needs a visible room of yours
        for (const auto& r : pl.dungeon)
          if (slot_visible(r)) {
            out.push_back(cast_action(p, card));
            break;
          }
        break;
      default:
        break;  // Counterspell: only as an answer (G-18); unknown abilities are never castable
    }
  }
}

void room_activations(const Ctx& c, int p, std::vector<Action>& out) {
  const PlayerState& pl = c.P(p);
  if (pl.eliminated) return;
  const Run& run = c.s.run;
  const int n = static_cast<int>(pl.dungeon.size());
  auto act = [&](int slot) {
    Action a;
    a.type = ActionType::activate;
    a.player = p;
    a.slot = slot;
    a.card = pl.dungeon[static_cast<std::size_t>(slot)].top();
    return a;
  };
  for (int i = 0; i < n; ++i) {
    const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(i)];
    if (!slot_active(r)) continue;
    const bool hero_here = run.player == p && run.in_room && run.room == i;
    switch (c.d(r.top()).ability) {
      case Ability::dark_altar:  // the Altar itself goes to the discard first: always a card to take
        out.push_back(act(i));
        break;
      case Ability::dracolich_lair: {
        int rooms = 0;
        for (int card : pl.hand) rooms += c.d(card).kind == CardKind::room ? 1 : 0;
        if (!r.used_this_round && rooms >= 2) out.push_back(act(i));
        break;
      }
      case Ability::witchs_kitchen: {
        if (r.used_this_round) break;
        int last = -1;
        for (int card : pl.hand)
          if (is_room_of(c, card, RoomType::monster) && c.cs.design_of(card) != last) {
            last = c.cs.design_of(card);
            Action a = act(i);
            a.target_card = card;  // the monster room discarded as the cost
            out.push_back(a);
          }
        break;
      }
      case Ability::bottomless_pit:
        if (hero_here) {
          Action a = act(i);
          a.target_card = run.hero;
          out.push_back(a);
        }
        break;
      case Ability::boulder_ramp:
      case Ability::the_crushinator:
        if (c.d(r.top()).ability == Ability::boulder_ramp && !hero_here) break;
        if (c.d(r.top()).ability == Ability::the_crushinator && r.used_this_round) break;
        for (int j = 0; j < n; ++j)
          if (j != i && can_destroy(c, p, j)) {
            Action a = act(i);
            a.slot2 = j;  // the other room destroyed as the cost
            if (hero_here && c.d(r.top()).ability == Ability::boulder_ramp) a.target_card = run.hero;
            out.push_back(a);
          }
        break;
      case Ability::jackpot_stash:
        out.push_back(act(i));
        break;
      case Ability::torture_chamber:
        for (int q : opponents(c, p)) {
          Action a = act(i);
          a.target_player = q;
          out.push_back(a);
        }
        break;
      case Ability::zombie_prison:
        for (int q : opponents(c, p))
          for (const auto& h : c.P(q).score)
            if (h.soul) {
              Action a = act(i);
              a.target_player = q;
              a.target_card = h.hero;
              out.push_back(a);
            }
        break;
      default:
        break;
    }
  }
}

void cancel_responses(const Ctx& c, int p, std::vector<Action>& out) {
  const GameState& s = c.s;
  if (s.stack.empty() || c.P(p).eliminated) return;
  const StackItem& top = s.stack.back();
  // G-18: the other players; S-9 (Super): the same player too.
  if (!top.is_spell || top.cancelled || (top.controller == p && !super_family(c))) return;
  const PlayerState& pl = c.P(p);
  // BM043 Counterspell (phase both: castable in build and adventure windows).
  for (int card : pl.hand)
    if (c.d(card).ability == Ability::counterspell) {
      Action a;
      a.type = ActionType::cancel;
      a.player = p;
      a.card = card;
      out.push_back(a);
      break;
    }
  // BM025 All-Seeing Eye: once per round (each Eye), when an opponent plays a spell: discard a
  // spell to cancel it.
  for (int i = 0; i < static_cast<int>(pl.dungeon.size()); ++i) {
    const RoomSlot& eye = pl.dungeon[static_cast<std::size_t>(i)];
    if (!room_has(c, eye, Ability::all_seeing_eye) || eye.used_this_round) continue;
    int last = -1;
    for (int card : pl.hand)
      if (c.d(card).kind == CardKind::spell && c.cs.design_of(card) != last) {
        last = c.cs.design_of(card);
        Action a;
        a.type = ActionType::cancel;
        a.player = p;
        a.slot = i;
        a.card = card;  // the spell discarded as the cost
        out.push_back(a);
      }
    break;  // one Eye is enough to offer every cost
  }
}

void do_cast(Ctx& c, const Action& a) {
  GameState& s = c.s;
  PlayerState& pl = c.P(a.player);
  if (a.card == pl.active_item) pl.active_item = -1;  // BM2-4: the item leaves the scoring area while used
  else hand_remove(c, a.player, a.card);
  s.resolving.push_back(a.card);
  StackItem it;
  it.card = a.card;
  it.controller = a.player;
  it.is_spell = true;
  it.target_player = a.target_player;
  it.target_card = a.target_card;
  s.stack.push_back(it);
  c.emit(EventType::cast, a.player, a.card, a.target_player, a.target_card);
  c.push(T_Resolve);
  c.push(T_Respond, -1, 0, static_cast<int>(s.stack.size()) - 1, 0);
}

void do_cancel(Ctx& c, const Action& a) {
  GameState& s = c.s;
  const int target = static_cast<int>(s.stack.size()) - 1;
  if (a.slot < 0) {
    // Counterspell is itself a spell: it can be answered in turn (G-18).
    hand_remove(c, a.player, a.card);
    s.resolving.push_back(a.card);
    StackItem it;
    it.card = a.card;
    it.controller = a.player;
    it.target_stack = target;
    s.stack.push_back(it);
    c.emit(EventType::cast, a.player, a.card, -1, s.stack[static_cast<std::size_t>(target)].card);
    c.push(T_Resolve);
    c.push(T_Respond, -1, 0, static_cast<int>(s.stack.size()) - 1, 0);
    return;
  }
  // All-Seeing Eye: discard a spell, cancel at once (an ability, not a spell: no answer).
  PlayerState& pl = c.P(a.player);
  pl.dungeon[static_cast<std::size_t>(a.slot)].used_this_round = true;
  hand_remove(c, a.player, a.card);
  to_discard(c, a.card);
  c.emit(EventType::activated, a.player, pl.dungeon[static_cast<std::size_t>(a.slot)].top(), a.slot, a.card);
  c.emit(EventType::discard, a.player, a.card);
  s.stack[static_cast<std::size_t>(target)].cancelled = true;
}

namespace {
// G-18: a spell is cancelled (and does not count as played) when its declared target was
// destroyed or became unavailable before it resolves. A declared target never changes.
bool spell_target_valid(const Ctx& c, const StackItem& it) {
  const GameState& s = c.s;
  const int p = it.controller;
  auto soul_of = [&](int q, int hero) {
    if (q < 0 || c.P(q).eliminated) return false;
    for (const auto& h : c.P(q).score)
      if (h.hero == hero && h.soul) return true;
    return false;
  };
  switch (c.d(it.card).ability) {
    case Ability::annihilator:
    case Ability::giant_size:
    case Ability::freeze: {
      const int slot = find_slot(c, it.target_player, it.target_card);
      return slot >= 0 && slot_active(c.P(it.target_player).dungeon[static_cast<std::size_t>(slot)]);
    }
    case Ability::cave_in: {
      const int slot = find_slot(c, p, it.target_card);
      return slot >= 0 && can_destroy(c, p, slot);
    }
    case Ability::assassin:
    case Ability::fear:
      return s.run.hero == it.target_card && s.run.in_room;
    case Ability::exhaustion:
    case Ability::teleportation:
      return run_hero_in(c, p, it.target_card);
    case Ability::princess_in_peril:
      return std::find(s.town.begin(), s.town.end(), it.target_card) != s.town.end();
    case Ability::soul_harvest:
      return soul_of(p, it.target_card);
    case Ability::zombie_attack:
      return soul_of(it.target_player, it.target_card);
    case Ability::trepidation:
      return !c.P(it.target_player).eliminated && souls_of(c, it.target_player) >= souls_of(c, p) + 2;
    default:
      return true;  // no target
  }
}
}  // namespace

void resolve_top(Ctx& c) {
  GameState& s = c.s;
  const StackItem it = s.stack.back();
  s.stack.pop_back();
  if (!it.is_spell) {
    // S-9: a room ability waiting on the stack (Super); its cost was paid on activation.
    c.emit(EventType::resolved, it.controller, it.card);
    push_effect(c, c.d(it.card).ability, it.controller, it.card, it.target_player, it.target_card);
    return;
  }
  auto rit = std::find(s.resolving.begin(), s.resolving.end(), it.card);
  if (rit != s.resolving.end()) s.resolving.erase(rit);
  if (c.d(it.card).kind == CardKind::item) item_used(c, it.controller, it.card);  // BM2-4: face down, kept
  else to_discard(c, it.card);  // G-16: a spell is discarded after it is played
  if (it.cancelled) {
    // G-18: a cancelled spell does not count as played.
    c.emit(EventType::cancelled, it.controller, it.card);
    return;
  }
  if (it.is_spell && it.target_stack < 0 && !spell_target_valid(c, it)) {
    c.emit(EventType::fizzled, it.controller, it.card);  // G-18: target gone = cancelled
    return;
  }
  c.emit(EventType::resolved, it.controller, it.card);
  PlayerState& pl = c.P(it.controller);
  // BM026 Liger's Den: once per round (each Den), when you play a spell, draw a spell (after
  // it resolves).
  if (!pl.eliminated)
    for (auto& r : pl.dungeon)
      if (room_has(c, r, Ability::ligers_den) && !r.used_this_round) {
        r.used_this_round = true;
        push_effect(c, Ability::ligers_den, it.controller, r.top());
      }
  const Ability ab = c.d(it.card).ability;
  if (ab == Ability::counterspell) push_effect(c, ab, it.controller, it.card, -1, -1, it.target_stack);
  else push_effect(c, ab, it.controller, it.card, it.target_player, it.target_card);
}

void do_activate(Ctx& c, const Action& a) {
  const int p = a.player;
  PlayerState& pl = c.P(p);
  RoomSlot& r = pl.dungeon[static_cast<std::size_t>(a.slot)];
  const int room = r.top();
  const Ability ab = c.d(room).ability;
  c.emit(EventType::activated, p, room, a.slot, a.target_card);
  switch (ab) {
    case Ability::dark_altar:
    case Ability::bottomless_pit:
    case Ability::jackpot_stash:
    case Ability::torture_chamber:
    case Ability::zombie_prison:
      destroy_room(c, p, a.slot, p);  // cost: "destroy this room"
      break;
    case Ability::dracolich_lair:
      r.used_this_round = true;  // the two discards are chosen as it resolves
      break;
    case Ability::witchs_kitchen:
      r.used_this_round = true;
      hand_remove(c, p, a.target_card);  // cost: discard a Monster Room card
      to_discard(c, a.target_card);
      c.emit(EventType::discard, p, a.target_card);
      break;
    case Ability::boulder_ramp:
    case Ability::the_crushinator:
      if (ab == Ability::the_crushinator) r.used_this_round = true;
      destroy_room(c, p, a.slot2, p);  // cost: destroy another of your rooms
      break;
    default:
      throw std::logic_error("activate: room has no activated ability");
  }
  if (super_family(c)) {
    // S-9: a room ability can be answered like a spell; it resolves last in, first out.
    StackItem it;
    it.card = room;
    it.controller = p;
    it.is_spell = false;
    it.target_player = a.target_player;
    it.target_card = a.target_card;
    c.s.stack.push_back(it);
    c.push(T_Resolve);
    c.push(T_Respond, -1, 0, static_cast<int>(c.s.stack.size()) - 1, 0);
    return;
  }
  push_effect(c, ab, p, room, a.target_player, a.target_card);
}

// ------------------------------------------------------------------------------------------
// Triggers
// ------------------------------------------------------------------------------------------
void on_hero_death_triggers(Ctx& c, int p, int slot) {
  RoomSlot& r = c.P(p).dungeon[static_cast<std::size_t>(slot)];
  if (!slot_active(r) || r.used_this_round) return;
  const Ability ab = c.d(r.top()).ability;
  switch (ab) {
    case Ability::open_grave:        // BM010
    case Ability::succubus_spa:      // BM012
    case Ability::vampire_bordello:  // BM014
    case Ability::golem_factory:     // BM016
    case Ability::brainsucker_hive:  // BM021
      r.used_this_round = true;      // "once per turn" = once per round
      push_effect(c, ab, p, r.top());
      break;
    default:
      break;
  }
}

void on_room_built_triggers(Ctx& c, int p, int card) {
  if (c.P(p).eliminated || find_slot(c, p, card) < 0) return;  // gone before its effect
  switch (c.d(card).ability) {  // G-11: on-build effects trigger only when built
    case Ability::specters_sanctum:    // BM011
    case Ability::dark_laboratory:     // BM022
    case Ability::centipede_tunnel:    // BM033
    case Ability::construction_zone:   // BM034
    case Ability::mimic_vault:         // BM036
    case Ability::monstrous_monument:  // BM037
      push_effect(c, c.d(card).ability, p, card);
      break;
    default:
      break;
  }
}

void menagerie_trigger(Ctx& c, int p, int card, const std::vector<int>& just_built) {
  // BM019 Beast Menagerie: once per round (each Menagerie), when you build another Monster
  // Room: draw a room card.
  if (!is_room_of(c, card, RoomType::monster)) return;
  for (auto& r : c.P(p).dungeon)
    if (room_has(c, r, Ability::beast_menagerie) && !r.used_this_round &&
        std::find(just_built.begin(), just_built.end(), r.top()) == just_built.end()) {
      r.used_this_round = true;
      push_effect(c, Ability::beast_menagerie, p, r.top());
    }
}

bool on_room_entered(Ctx& c, int p, int slot) {
  // BM017 Minotaur's Maze: the first time a hero enters it each round, the hero goes back to
  // the previous room (and enters it again). In the first room there is no previous room.
  RoomSlot& r = c.P(p).dungeon[static_cast<std::size_t>(slot)];
  if (!room_has(c, r, Ability::minotaurs_maze) || r.triggered_this_round) return false;
  r.triggered_this_round = true;
  if (slot == 0) return false;
  c.s.run.room = slot - 2;
  c.s.run.in_room = false;
  c.emit(EventType::hero_to_room, p, c.s.run.hero, slot - 1);
  return true;
}

}  // namespace bm::detail
