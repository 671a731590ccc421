// TNL034 Spellslime Pit (room): each spell you play (after it resolves; G-18: a cancelled or
// fizzled spell is not played) gives this room +1 damage until the end of the round
// (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves play); no once-per-round limit.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::spellslime_pit = {.run = hooks::this_room_bonus<1>, .trigger = Trigger::each_own_spell};

}  // namespace bm::detail
