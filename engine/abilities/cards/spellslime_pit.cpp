// TNL034 Spellslime Pit (room): each spell you play (after it resolves; G-18: a cancelled or
// fizzled spell is not played) gives this room +1 damage until the end of the round
// (RoomSlot::bonus_damage, cleared at C-11 or when the room leaves play); no once-per-round limit.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_spellslime_pit {

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.source());
  if (slot < 0) return c.emit(EventType::fizzled, p, t.source());
  room_bonus_this_round(c, p, slot, 1);
}

constexpr AbilityDef def = {.run = run, .trigger = Trigger::each_own_spell};

}  // namespace card_spellslime_pit

const AbilityDef ability_defs::spellslime_pit = card_spellslime_pit::def;

}  // namespace bm::detail
