// THK018 Pet Monster (Tools of Hero-Kind item, universal). Power-up (BM2-38): as its carrier
// starts through a dungeon, the first active Monster Room of that dungeon (the one nearest the
// entrance) is deactivated until the end of the round (G-8), before any room acts on the carrier.
// Reward (BM2-4, BM2-37): deactivate one active Monster Room of any dungeon until the end of the
// round (G-8; G-18: fizzles when the room is gone or already deactivated).
#include "abilities/ability_def.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::pet_monster = hooks::deactivating_item<RoomType::monster>();

}  // namespace bm::detail
