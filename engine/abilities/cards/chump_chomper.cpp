// TNL046 Chump Chomper (room), activated (G-17) once per round, cost: destroy another of your
// rooms: this room deals +4 damage until the end of the round (RoomSlot::bonus_damage, cleared
// at C-11 or when the room leaves play).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::chump_chomper = {.run = hooks::this_room_bonus<4>,
                                                .activations = once_per_round_destroy_other_activations,
                                                .pay_cost = pay_used_and_destroy_other};

}  // namespace bm::detail
