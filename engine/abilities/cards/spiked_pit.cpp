// TNL044 Spiked Pit (room), on build (G-11) or on uncover (BM2-16): this room deals +3 damage
// until the end of the round (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves
// play).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_spiked_pit {

void run(Ctx& c, Task t) { own_room_bonus(c, t, 3); }

}  // namespace card_spiked_pit

const AbilityDef ability_defs::spiked_pit = {
    .run = card_spiked_pit::run, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace bm::detail
