// TNL041 Wreck Room (room), activated (G-17) once per round, cost: destroy another of your rooms:
// draw a room card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_wreck_room {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round) other_room_costs(c, p, slot, -1, out);
}

void pay(Ctx& c, const Action& a) {
  mark_used(c, a);
  cost_destroy_other(c, a);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = pay};

}  // namespace card_wreck_room

const AbilityDef ability_defs::wreck_room = card_wreck_room::def;

}  // namespace bm::detail
