// TNL044 Spiked Pit (room), on build (G-11) or on uncover (BM2-16): this room deals +3 damage
// until the end of the round (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves
// play).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::spiked_pit = {
    .run = hooks::this_room_bonus<3>, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace bm::detail
