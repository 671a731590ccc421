// THK014 Cheat Code (Tools of Hero-Kind item, thief). Power-up (BM2-38, BM2-29): while its carrier
// goes through a dungeon, the rooms of that dungeon have no ability text: no on-enter ability, no
// passive bonus or printed-"*" damage, no activation, answer or trigger, and an effect of such a
// room declared earlier does nothing when it resolves (ability_def.hpp ability_blanked; the room's
// name, printed damage, treasure and type still count, FAQ 232-235). Reward (BM2-4, BM2-37): one
// active room of any dungeon has no ability text until the end of the round (the `blanked` mark of
// Meddling Kids!, common.cpp blank_target_room; G-18: fizzles when the room is gone or deactivated).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::cheat_code = {.run = blank_target_room,
                                             .casts = hooks::room_targets<true, RoomType::monster>,
                                             .target_valid = hooks::target_room_still_active,
                                             .carrier_blanks_rooms = true,
                                             .blanks_rooms = true};

}  // namespace bm::detail
