// BM046 Freeze (spell): deactivate a room until the end of the round (G-8; G-16; G-18: fizzles
// when the room is gone or already deactivated).
// Also the BM2 synthetic item SYN-I05 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_freeze {

void run(Ctx& c, Task t) {
  const int slot = live_target_room(c, t);
  if (slot >= 0) deactivate_room(c, t.target_player(), slot);
}

constexpr AbilityDef def = {
    .run = run, .casts = hooks::room_targets<true, RoomType::monster>, .target_valid = hooks::target_room_still_active};

}  // namespace card_freeze

const AbilityDef ability_defs::freeze = card_freeze::def;

}  // namespace bm::detail
