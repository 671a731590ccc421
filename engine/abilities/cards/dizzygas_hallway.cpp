// BM029 Dizzygas Hallway (room), passive: the next room (toward the boss), if a Trap Room, deals
// +2 damage (G-8: a deactivated Hallway gives nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dizzygas_hallway {

int aura(const Ctx& c, int p, int from, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return from == slot - 1 && c.design(r.top()).room_type == RoomType::trap ? 2 : 0;
}

constexpr AbilityDef def = {.damage_aura = aura};

}  // namespace card_dizzygas_hallway

const AbilityDef ability_defs::dizzygas_hallway = card_dizzygas_hallway::def;

}  // namespace bm::detail
