// TNL041 Wreck Room (room), activated (G-17) once per round, cost: destroy another of your rooms:
// draw a room card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::wreck_room = {.run = hooks::draw_one<CardKind::room>,
                                             .activations = once_per_round_destroy_other_activations,
                                             .pay_cost = pay_used_and_destroy_other};

}  // namespace bm::detail
