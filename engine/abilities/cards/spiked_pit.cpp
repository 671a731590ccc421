// TNL044 Spiked Pit (room), on build (G-11) or on uncover (BM2-16): this room deals +3 damage
// until the end of the round (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves
// play).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_spiked_pit {

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.source());
  if (slot < 0) return c.emit(EventType::fizzled, p, t.source());
  room_bonus_this_round(c, p, slot, 3);
}

constexpr AbilityDef def = {.run = run, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace card_spiked_pit

const AbilityDef ability_defs::spiked_pit = card_spiked_pit::def;

}  // namespace bm::detail
