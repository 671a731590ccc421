// BM020 Monster's Ballroom (room), passive: its damage (printed "*") is the number of active
// Monster Rooms in your dungeon (G-8: deactivated rooms are not counted).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_monsters_ballroom {

int damage(const Ctx& c, int p, int) {
  int n = 0;
  for (const auto& o : c.seat(p).dungeon)
    n += (slot_active(o) && c.design(o.top()).room_type == RoomType::monster) ? 1 : 0;
  return n;
}

constexpr AbilityDef def = {.base_damage = damage};

}  // namespace card_monsters_ballroom

const AbilityDef ability_defs::monsters_ballroom = card_monsters_ballroom::def;

}  // namespace bm::detail
