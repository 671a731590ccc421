// TNL028 Goblin Mess Hall (room), passive: every other Monster Room of your dungeon deals +1
// damage (G-8: a deactivated Mess Hall gives nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_goblin_mess_hall {

int aura(const Ctx& c, int p, int from, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return from != slot && c.design(r.top()).room_type == RoomType::monster ? 1 : 0;
}

constexpr AbilityDef def = {.damage_aura = aura};

}  // namespace card_goblin_mess_hall

const AbilityDef ability_defs::goblin_mess_hall = card_goblin_mess_hall::def;

}  // namespace bm::detail
