// TNL012 Eclipse (boss), lasting Level Up (G-10, BM2-31): for the rest of the game, whenever you
// destroy one of your own rooms (G-7: by an effect or a cost of yours), the room it uncovers deals
// +3 damage until the end of the round (RoomSlot::bonus_damage, C-11). Nothing when the stack had
// no room beneath, nor when an opponent's effect destroyed the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_eclipse {

// target_player = who destroyed the room, target_card = the room uncovered (-1: none).
void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.target_player() != p || t.target_card() < 0) return;
  const int slot = find_slot(c, p, t.target_card());
  if (slot < 0) return;  // destroyed or covered before this resolved
  c.seat(p).dungeon[static_cast<std::size_t>(slot)].bonus_damage += 3;
  c.emit(EventType::bonus, p, t.target_card(), 3);
}

constexpr AbilityDef def = {.run = run, .trigger = Trigger::other_room_destroyed, .lasting = true};

}  // namespace card_eclipse

const AbilityDef ability_defs::eclipse = card_eclipse::def;

}  // namespace bm::detail
