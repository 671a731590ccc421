// BM015 Goblin Armory (room), passive: adjacent Monster Rooms deal +1 damage (G-8: a deactivated
// room is an empty space for adjacency and gives nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_goblin_armory {

int aura(const Ctx& c, int p, int from, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return (from == slot - 1 || from == slot + 1) && c.design(r.top()).room_type == RoomType::monster ? 1 : 0;
}

constexpr AbilityDef def = {.damage_aura = aura};

}  // namespace card_goblin_armory

const AbilityDef ability_defs::goblin_armory = card_goblin_armory::def;

}  // namespace bm::detail
