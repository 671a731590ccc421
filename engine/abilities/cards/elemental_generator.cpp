// TNL038 Elemental Generator (room), passive: deals its printed damage +1 per spell card in your
// hand, counted when the damage is dealt (room_damage is read at that moment).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_elemental_generator {

int damage(const Ctx& c, int p, int slot) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return c.design(r.top()).damage + count_in_hand(c, p, CardKind::spell);
}

constexpr AbilityDef def = {.base_damage = damage};

}  // namespace card_elemental_generator

const AbilityDef ability_defs::elemental_generator = card_elemental_generator::def;

}  // namespace bm::detail
