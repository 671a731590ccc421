// BM046 Freeze (spell): deactivate a room until the end of the round (G-8; G-16; G-18: fizzles
// when the room is gone or already deactivated).
// Also the BM2 synthetic item SYN-I05 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_freeze {

constexpr AbilityDef def = {.run = deactivate_target_room,
                            .casts = hooks::room_targets<true, RoomType::monster>,
                            .target_valid = hooks::target_room_still_active};

}  // namespace card_freeze

const AbilityDef ability_defs::freeze = card_freeze::def;

}  // namespace bm::detail
