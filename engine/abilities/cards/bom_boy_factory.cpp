// TNL050 Bom-Boy Factory (room): destroyed as soon as a hero dies in it (G-12, after the damage)
// or leaves it alive (BM2-18). BM2-19: a hero that survives it goes on to the next room; the room
// the destruction uncovers neither damages it nor acts on it. A room that cannot be destroyed
// (S-BOARD-6: a minion on it) stays.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_bom_boy_factory {

void run(Ctx& c, Task t) {
  const int slot = find_slot(c, t.player, t.source());
  if (slot >= 0 && can_destroy(c, t.player, slot)) destroy_room(c, t.player, slot, t.player);
}

}  // namespace card_bom_boy_factory

const AbilityDef ability_defs::bom_boy_factory = {
    .run = card_bom_boy_factory::run, .trigger = Trigger::hero_died_here, .on_survive = true};

}  // namespace bm::detail
