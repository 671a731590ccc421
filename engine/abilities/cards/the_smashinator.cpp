// TNL048 The Smashinator (room), activated (G-17) once per round, cost: destroy the top room of
// every other visible stack of your dungeon (G-7: each uncovers the room beneath, BM2-16; G-8,
// S-BOARD-6: a deactivated or protected room cannot be destroyed and stays): this room deals +6
// damage until the end of the round (RoomSlot::bonus_damage).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_the_smashinator {

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round) out.push_back(activate_action(c, p, slot));
}

void pay(Ctx& c, const Action& a) {
  mark_used(c, a);
  const int p = a.player;
  const int self = c.seat(p).dungeon[static_cast<std::size_t>(a.slot)].top();
  // From the boss side toward the entrance, so that a stack closing up moves no stack not yet seen.
  for (int j = static_cast<int>(c.seat(p).dungeon.size()) - 1; j >= 0; --j) {
    if (c.seat(p).dungeon[static_cast<std::size_t>(j)].top() == self) continue;
    if (can_destroy(c, p, j)) destroy_room(c, p, j, p);
  }
}

constexpr AbilityDef def = {.run = hooks::this_room_bonus<6>, .activations = activations, .pay_cost = pay};

}  // namespace card_the_smashinator

const AbilityDef ability_defs::the_smashinator = card_the_smashinator::def;

}  // namespace bm::detail
