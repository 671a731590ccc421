// TNL046 Chump Chomper (room), activated (G-17) once per round, cost: destroy another of your
// rooms: this room deals +4 damage until the end of the round (RoomSlot::bonus_damage, cleared
// at C-11 or when the room leaves play).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_chump_chomper {

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.source());
  if (slot < 0) return c.emit(EventType::fizzled, p, t.source());
  c.seat(p).dungeon[static_cast<std::size_t>(slot)].bonus_damage += 4;
  c.emit(EventType::bonus, p, t.source(), 4);
}

constexpr AbilityDef def = {
    .run = run, .activations = once_per_round_destroy_other_activations, .pay_cost = pay_used_and_destroy_other};

}  // namespace card_chump_chomper

const AbilityDef ability_defs::chump_chomper = card_chump_chomper::def;

}  // namespace bm::detail
