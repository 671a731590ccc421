// TNL023 Goblin Nursery (room), passive: the Monster Room directly left of it (the room before
// it, toward the entrance: G-3 builds new rooms on the left, heroes walk toward the boss) deals
// +2 damage (G-8: a deactivated room is an empty space for adjacency and gives nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_goblin_nursery {

int aura(const Ctx& c, int p, int from, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return from == slot + 1 && c.design(r.top()).room_type == RoomType::monster ? 2 : 0;
}

constexpr AbilityDef def = {.damage_aura = aura};

}  // namespace card_goblin_nursery

const AbilityDef ability_defs::goblin_nursery = card_goblin_nursery::def;

}  // namespace bm::detail
