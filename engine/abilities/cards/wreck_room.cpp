// TNL041 Wreck Room (room), activated (G-17) once per round, cost: destroy another of your rooms:
// draw a room card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_wreck_room {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

constexpr AbilityDef def = {
    .run = run, .activations = once_per_round_destroy_other_activations, .pay_cost = pay_used_and_destroy_other};

}  // namespace card_wreck_room

const AbilityDef ability_defs::wreck_room = card_wreck_room::def;

}  // namespace bm::detail
