// BM017 Minotaur's Maze (room): the first time a hero enters it each round, the hero goes back to
// the previous room and enters it again (G-13: before this room's damage). In the first room
// there is no previous room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

bool on_enter(Ctx& c, int p, int slot) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (r.triggered_this_round) return false;
  r.triggered_this_round = true;
  if (slot == 0) return false;
  c.s.run.room = slot - 2;
  c.s.run.in_room = false;
  c.emit(EventType::hero_to_room, p, c.s.run.hero, slot - 1);
  return true;
}

}  // namespace

const AbilityDef ability_defs::minotaurs_maze = {.on_enter = on_enter};

}  // namespace bm::detail
