// BM047 Giant Size (spell): a Monster Room deals +3 damage this round (G-16; G-18: fizzles when
// the room is gone or deactivated).
// Also the BM2 synthetic item SYN-I02 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::giant_size = {.run = hooks::target_room_bonus<3>,
                                             .casts = hooks::room_targets<false, RoomType::monster>,
                                             .target_valid = hooks::target_room_still_active};

}  // namespace bm::detail
