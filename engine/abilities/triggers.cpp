// Triggered abilities: when a hero dies in a room, a room is built, another room is built or
// destroyed (zones.cpp), a spell is played, a hero enters a room (G-13), the beginning draw
// (C-7). Which abilities trigger, and on what, is in their AbilityDef (Trigger, ::condition,
// ::on_enter); each pushes its TaskKind::effect.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

const AbilityDef& def_of_room(const Ctx& c, const RoomSlot& r) { return room_def(c, r.top()); }  // BM2-29

}  // namespace

void on_hero_death_triggers(Ctx& c, int p, int slot) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (!slot_active(r) || r.used_this_round) return;
  if (def_of_room(c, r).trigger != Trigger::hero_died_here) return;
  r.used_this_round = true;  // "once per turn" = once per round
  push_effect(c, c.design(r.top()).ability, p, r.top());
}

void on_room_built_triggers(Ctx& c, int p, int card) {
  if (c.seat(p).eliminated || find_slot(c, p, card) < 0) return;  // gone before its effect
  // G-11: on-build effects trigger only when built
  if (room_def(c, card).trigger == Trigger::on_build) push_effect(c, c.design(card).ability, p, card);
}

void on_room_uncovered(Ctx& c, int p, int slot) {
  // BM2-16: uncovering is not building (G-11: on-build-only effects stay silent); an effect that
  // says "on build or on uncover" fires at once, in any phase. A deactivated room does nothing (G-8).
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (c.seat(p).eliminated || !slot_active(r) || !def_of_room(c, r).on_uncover) return;
  push_effect(c, c.design(r.top()).ability, p, r.top());
}

void built_room_triggers(Ctx& c, int p, int card, std::span<const int> just_built) {
  for (auto& r : c.seat(p).dungeon) {
    if (!slot_active(r) || r.used_this_round) continue;
    const AbilityDef& def = def_of_room(c, r);
    if (def.trigger != Trigger::other_room_built || !def.condition(c, card)) continue;
    if (std::find(just_built.begin(), just_built.end(), r.top()) != just_built.end()) continue;
    r.used_this_round = true;
    push_effect(c, c.design(r.top()).ability, p, r.top());
  }
  lasting_boss_trigger(c, p, Trigger::other_room_built, -1, card);  // BM2-31 (Smoake)
}

void lasting_boss_trigger(Ctx& c, int p, Trigger trigger, int target_player, int target_card) {
  const AbilityDef* def = lasting_boss(c, p);
  if (!def || def->trigger != trigger) return;
  if (def->condition && !def->condition(c, target_card)) return;
  const int boss = c.seat(p).boss;
  push_effect(c, c.design(boss).ability, p, boss, target_player, target_card);
}

SeatList lasting_end_of_round(const Ctx& c) {
  SeatList out;
  for (int p : live_players_in_order(c)) {
    const AbilityDef* def = lasting_boss(c, p);
    if (def && def->trigger == Trigger::end_of_round && (!def->condition || def->condition(c, c.seat(p).boss)))
      out.push_back(p);
  }
  return out;
}

void room_discarded_triggers(Ctx& c, int card) {
  bool any = false;  // most games have no such boss: no turn order to work out then
  for (int p = 0; p < c.s.num_players; ++p) any = any || lasting_boss(c, p) != nullptr;
  if (!any) return;
  const SeatList live = live_players_in_order(c);
  for (auto it = live.rbegin(); it != live.rend(); ++it)  // pushed last first: turn order
    lasting_boss_trigger(c, *it, Trigger::room_discarded, -1, card);
}

void spell_played_triggers(Ctx& c, int p) {
  PlayerState& pl = c.seat(p);
  if (pl.eliminated) return;
  for (auto& r : pl.dungeon) {
    if (!slot_active(r)) continue;
    const Trigger trigger = def_of_room(c, r).trigger;
    if (trigger == Trigger::each_own_spell) push_effect(c, c.design(r.top()).ability, p, r.top());
    if (trigger != Trigger::spell_played || r.used_this_round) continue;
    r.used_this_round = true;
    push_effect(c, c.design(r.top()).ability, p, r.top());
  }
  // The opponents' rooms that act on a spell played by another player (Hall of Mirrors).
  for (int q : opponents(c, p))
    for (auto& r : c.seat(q).dungeon)
      if (slot_active(r) && !r.used_this_round && def_of_room(c, r).trigger == Trigger::opponent_spell) {
        r.used_this_round = true;
        push_effect(c, c.design(r.top()).ability, q, r.top());
      }
}

bool survive_trigger_ready(const Ctx& c, int p, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return slot_active(r) && !r.used_this_round && def_of_room(c, r).on_survive;
}

void on_room_survived(Ctx& c, int p, int slot) {
  if (!survive_trigger_ready(c, p, slot)) return;
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  r.used_this_round = true;
  push_effect(c, c.design(r.top()).ability, p, r.top(), p, c.s.run.hero);
}

std::vector<std::array<int, 2>> end_of_round_triggers(const Ctx& c) {
  std::vector<std::array<int, 2>> out;
  if (!c.end_of_round_rooms) return out;  // no card of the set has one (CardSetTraits)
  for (int p : live_players_in_order(c))
    for (const auto& r : c.seat(p).dungeon) {
      if (!slot_visible(r) || def_of_room(c, r).trigger != Trigger::end_of_round) continue;
      const auto cond = def_of_room(c, r).condition;
      if (!cond || cond(c, r.top())) out.push_back({p, r.top()});
    }
  return out;
}

void took_discard_triggers(Ctx& c, int p) {
  if (c.seat(p).eliminated) return;
  for (auto& r : c.seat(p).dungeon)
    if (slot_active(r) && !r.used_this_round && def_of_room(c, r).trigger == Trigger::took_discard) {
      r.used_this_round = true;
      push_effect(c, c.design(r.top()).ability, p, r.top());
    }
}

bool on_room_entered(Ctx& c, int p, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (!slot_active(r)) return false;
  const auto enter = def_of_room(c, r).on_enter;
  return enter && enter(c, p, slot);
}

void begin_draw(Ctx& c, int p) {
  for (const auto& r : c.seat(p).dungeon)
    if (slot_active(r) && def_of_room(c, r).trigger == Trigger::begin_draw) {
      push_effect(c, c.design(r.top()).ability, p, -1);
      return;
    }
  draw_card(c, p, CardKind::room);
}

}  // namespace bm::detail
