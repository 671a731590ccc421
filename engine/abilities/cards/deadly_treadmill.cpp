// TNL042 Deadly Treadmill (room), activated (G-17) once per round, cost: discard a room card:
// draw a room (the swapped room goes to the discard pile).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_deadly_treadmill {

bool is_room(const Ctx& c, int card) { return c.design(card).kind == CardKind::room; }

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  discard_cost_activations(c, p, slot, is_room, out);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = pay_used_and_discard};

}  // namespace card_deadly_treadmill

const AbilityDef ability_defs::deadly_treadmill = card_deadly_treadmill::def;

}  // namespace bm::detail
