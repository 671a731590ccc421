// TNL035 Observatory (room), activated (G-17) once per round, cost: discard a spell card: draw a
// spell (the swapped spell goes to the discard pile).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::observatory = {.run = hooks::draw_one<CardKind::spell>,
                                              .activations = hooks::discard_cost_activations<CardKind::spell>,
                                              .pay_cost = pay_used_and_discard};

}  // namespace bm::detail
