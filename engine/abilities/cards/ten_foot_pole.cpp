// THK015 Ten Foot Pole (Tools of Hero-Kind item, thief). Power-up (BM2-38): as its carrier starts
// through a dungeon, the first active Trap Room of that dungeon is deactivated until the end of
// the round (G-8), before any room acts on the carrier (so a first room that is a trap never
// acts). Reward (BM2-4, BM2-37): deactivate one active Trap Room of any dungeon until the end of
// the round (G-8; G-18: fizzles when the room is gone or already deactivated).
#include "abilities/ability_def.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::ten_foot_pole = hooks::deactivating_item<RoomType::trap>();

}  // namespace bm::detail
