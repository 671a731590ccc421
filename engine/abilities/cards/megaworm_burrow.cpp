// TNL029 Megaworm Burrow (room), on build (G-11): destroy one advanced room of your choice in any
// dungeon (G-7: its top card goes to the discard pile and the room beneath is uncovered, BM2-16).
// The choice is not optional; the text does not say "another", so the Burrow itself (advanced) is
// among the choices. G-5, G-8, S-BOARD-6: a face-down, deactivated or protected room cannot be
// destroyed, so it is not offered.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_megaworm_burrow {

bool advanced_destroyable(const Ctx& c, int q, int slot) {
  const RoomSlot& r = c.seat(q).dungeon[static_cast<std::size_t>(slot)];
  return can_destroy(c, q, slot) && c.design(r.top()).advanced;
}

void run(Ctx& c, Task t) {
  const int slot = room_of_any_dungeon(c, t, advanced_destroyable);
  if (slot >= 0) destroy_room(c, t.answer.player, slot, t.player);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  rooms_in_any_dungeon(c, t.player, advanced_destroyable, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_megaworm_burrow

const AbilityDef ability_defs::megaworm_burrow = card_megaworm_burrow::def;

}  // namespace bm::detail
