// Ready-made hooks: where an ability is one shared step of common.hpp with the card's printed
// number, card kind or room type, its unit's AbilityDef points at the step bound to those values
// here (e.g. `.run = hooks::draw_one<CardKind::room>`) instead of wrapping it in a function of
// its own. The card's trigger, the hooks it fills and its rule IDs stay in its unit.
#pragma once

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail::hooks {

// ---- run ----------------------------------------------------------------------------------
// Draw one card of `kind` (draw_card).
template <CardKind kind>
void draw_one(Ctx& c, Task t) {
  draw_card(c, t.player, kind);
}

// Draw n spells, then discard one spell (detail::draw_spells_discard_one).
template <int n>
void draw_spells_discard_one(Ctx& c, Task t) {
  detail::draw_spells_discard_one(c, t, n);
}

// This room (the effect's source) deals `amount` more damage until the end of the round
// (room_bonus_this_round); the effect fizzles (G-18) when the room is no longer on top of a
// visible stack of its owner's dungeon.
template <int amount>
void this_room_bonus(Ctx& c, Task t) {
  const int slot = find_slot(c, t.player, t.source());
  if (slot < 0) return c.emit(EventType::fizzled, t.player, t.source());
  room_bonus_this_round(c, t.player, slot, amount);
}

// The targeted room deals `amount` more damage this round, or the spell fizzles (G-18;
// detail::room_damage_bonus).
template <int amount>
void target_room_bonus(Ctx& c, Task t) {
  room_damage_bonus(c, t, amount);
}

// A scored hero back to its owner's entrance with `health_bonus` (detail::dead_hero_returns).
template <int health_bonus>
void dead_hero_returns(Ctx& c, Task t) {
  detail::dead_hero_returns(c, t, health_bonus);
}

// Search for an advanced room of `want` and its options (detail::search_advanced_room).
template <RoomType want>
void search_advanced_room(Ctx& c, Task t) {
  detail::search_advanced_room(c, t, want);
}
template <RoomType want>
void search_advanced_room_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  detail::search_advanced_room_options(c, t, want, out);
}

// Every opponent discards a card of `kind` of their choice, and its options
// (detail::each_opponent_discards).
template <CardKind kind>
void each_opponent_discards(Ctx& c, Task t) {
  detail::each_opponent_discards(c, t, kind);
}
template <CardKind kind>
void opponent_discard_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  detail::opponent_discard_options(c, t, kind, out);
}

// Take a card of `kind` from the discard pile, and its options (detail::take_discarded).
template <CardKind kind>
void take_discarded(Ctx& c, Task t) {
  detail::take_discarded(c, t, kind);
}
template <CardKind kind, bool may_decline>
void take_discarded_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  detail::take_discarded_options(c, t, kind, may_decline, out);
}

// Take one card that passes `pass` from the (room) discard pile (ask_for_one_of, one_of_options,
// take_from_discard). Monstrous Monument, Open Grave.
template <bool (*pass)(const Ctx& c, int card)>
void take_one_discarded(Ctx& c, Task t) {
  if (t.step == 0) return ask_for_one_of(c, t, c.s.discard, pass);
  take_from_discard(c, t.player, t.answer.pick);
}
template <bool (*pass)(const Ctx& c, int card)>
void take_one_discarded_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  one_of_options(c, t, c.s.discard, pass, out);
}

// "May build one more room" (detail::build_one_more; face down when `face_down`).
template <bool face_down>
void build_one_more(Ctx& c, Task t) {
  detail::build_one_more(c, t, face_down);
}

// ---- activations (G-17) ----------------------------------------------------------------------
// A card of `kind` (a predicate for the steps that take one).
template <CardKind kind>
bool is_kind(const Ctx& c, int card) {
  return c.design(card).kind == kind;
}
// Once per round, cost: discard a card of `kind` from hand (detail::discard_cost_activations;
// paid by pay_used_and_discard).
template <CardKind kind>
void discard_cost_activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  detail::discard_cost_activations(c, p, slot, is_kind<kind>, out);
}

// ---- a spell aimed at a room ------------------------------------------------------------------
// Casts on an active room of `type` (of any type when `any`) in any live player's dungeon
// (detail::room_targets).
template <bool any, RoomType type>
void room_targets(const Ctx& c, int p, int card, std::vector<Action>& out) {
  detail::room_targets(c, p, card, any, type, out);
}
// G-18: the targeted room is still there and active (target_room_active).
inline bool target_room_still_active(const Ctx& c, const StackItem& it) {
  return target_room_active(c, it.target_player, it.target_card);
}

// ---- Tools of Hero-Kind items ------------------------------------------------------------------
// An item whose power-up adds `health` to its carrier (BM2-14, BM2-38) and whose reward (`run`)
// gives a hero in any dungeon Health (dungeon_hero_targets; G-18: dungeon_hero_still_there).
// Oversized Sword, Claws of the Berserker.
constexpr AbilityDef health_item(int (*health)(const Ctx& c, int p, int hero), void (*run)(Ctx& c, Task t)) {
  return {.run = run, .casts = dungeon_hero_targets, .target_valid = dungeon_hero_still_there, .hero_health = health};
}

// An item whose power-up deactivates the first `type` room of the dungeon as its carrier starts
// through it (BM2-38, G-8) and whose reward deactivates one active `type` room of any dungeon
// until the end of the round (G-18: fizzles when the room is gone or already deactivated). Pet
// Monster (monster), Ten Foot Pole (trap).
template <RoomType type>
void deactivate_first(Ctx& c, int p) {
  deactivate_first_room(c, p, type);
}
template <RoomType type>
constexpr AbilityDef deactivating_item() {
  return {.run = deactivate_target_room,
          .casts = room_targets<false, type>,
          .target_valid = target_room_still_active,
          .hero_starts = deactivate_first<type>};
}

// A carried item's "if the carrier survives your dungeon, you lose n random cards of `kind` from
// hand" (BM2-38, `hero_survives`; random_discard with the owner p as both: no opponent's effect,
// so BM2-34 takes nothing). Holy Hand Grenade (rooms), Antimagic Lizard (spells).
template <CardKind kind, int n>
void lose_random(Ctx& c, int p) {
  for (int i = 0; i < n; ++i) random_discard(c, p, p, kind);
}

}  // namespace bm::detail::hooks
