// TNL022 Rust Monster Pen (room), activated (G-17) once per round, cost: discard a Monster Room card from your
// hand: one active Trap Room of your choice, in any dungeon, deals 1 less damage until the end
// of the round (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves play; BM2-20: a
// room's damage never goes below 0, room_damage). Offered only while such a room stands.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_rust_monster_pen {

bool is_cost(const Ctx& c, int card) { return is_room_of(c, card, RoomType::monster); }

bool is_target(const Ctx& c, int q, int slot) {
  const RoomSlot& r = c.seat(q).dungeon[static_cast<std::size_t>(slot)];
  return slot_active(r) && c.design(r.top()).room_type == RoomType::trap;
}

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    if (any_room_in_any_dungeon(c, is_target)) ask(c, t, t.player);
    return;
  }
  const int q = t.answer.player;
  const int slot = chosen_room(c, q, t);
  if (slot >= 0 && is_target(c, q, slot)) room_bonus_this_round(c, q, slot, -1);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  rooms_in_any_dungeon(c, t.player, is_target, out);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (any_room_in_any_dungeon(c, is_target)) discard_cost_activations(c, p, slot, is_cost, out);
}

}  // namespace card_rust_monster_pen

const AbilityDef ability_defs::rust_monster_pen = {.run = card_rust_monster_pen::run,
                                                   .options = card_rust_monster_pen::options,
                                                   .activations = card_rust_monster_pen::activations,
                                                   .pay_cost = pay_used_and_discard};

}  // namespace bm::detail
