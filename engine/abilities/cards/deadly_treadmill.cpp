// TNL042 Deadly Treadmill (room), activated (G-17) once per round, cost: discard a room card:
// draw a room (the swapped room goes to the discard pile).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::deadly_treadmill = {.run = hooks::draw_one<CardKind::room>,
                                                   .activations = hooks::discard_cost_activations<CardKind::room>,
                                                   .pay_cost = pay_used_and_discard};

}  // namespace bm::detail
