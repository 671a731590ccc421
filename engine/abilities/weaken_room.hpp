// One effect two printed rooms share: an activated room (G-17, once per round) whose cost is a
// room card of type `Cost` discarded from hand, and whose effect is that one active room of type
// `Target`, in any dungeon, deals 1 less damage until the end of the round
// (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves play; BM2-20: a room's damage
// never goes below 0, room_damage). Offered only while such a room stands. TNL040 Bullet Builder
// (trap card: a monster room), TNL022 Rust Monster Pen (monster card: a trap room).
#pragma once

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

template <RoomType Cost, RoomType Target>
struct WeakenRoom {
  static bool is_cost(const Ctx& c, int card) { return is_room_of(c, card, Cost); }

  static bool is_target(const Ctx& c, int q, int slot) {
    const RoomSlot& r = c.seat(q).dungeon[static_cast<std::size_t>(slot)];
    return slot_active(r) && c.design(r.top()).room_type == Target;
  }

  static void run(Ctx& c, Task t) {
    if (t.step == 0) {
      if (any_room_in_any_dungeon(c, is_target)) ask(c, t, t.player);
      return;
    }
    const int q = t.answer.player;
    const int slot = chosen_room(c, q, t);
    if (slot >= 0 && is_target(c, q, slot)) room_bonus_this_round(c, q, slot, -1);
  }

  static void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
    rooms_in_any_dungeon(c, t.player, is_target, out);
  }

  static void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
    if (any_room_in_any_dungeon(c, is_target)) discard_cost_activations(c, p, slot, is_cost, out);
  }

  static constexpr AbilityDef def() {
    return {.run = run, .options = options, .activations = activations, .pay_cost = pay_used_and_discard};
  }
};

}  // namespace bm::detail
