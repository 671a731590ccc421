// BM017 Minotaur's Maze (room): when a hero enters it, the hero goes back to the previous room
// and enters it again (G-13: before this room's damage). Which heroes it sends back is IP-38
// (no rulebook has the card's text):
//  - each_hero (the publisher's Advanced Rules Guide): every hero once per adventure phase; a
//    hero entering it again is not sent back; with no room to its left (the first room), or a
//    deactivated one (G-8), it does not trigger at all.
//  - once_per_round: only the first entry each round, by any hero; in the first room there is
//    no previous room and that entry uses the trigger up.
// The room's triggered_this_round flag remembers the use: for the round (once_per_round), or
// for the hero now running (each_hero: cleared when the next hero starts through the dungeon,
// flow.cpp task_adventure_turn, as a hero goes through one dungeon once per adventure phase).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_minotaurs_maze {

// IP-38 each_hero: the room to the Maze's left exists and is not deactivated.
bool left_room_open(const Ctx& c, int p, int slot) {
  if (slot == 0) return false;
  const RoomSlot& left = c.seat(p).dungeon[static_cast<std::size_t>(slot - 1)];
  return !left.deactivated;
}

bool on_enter(Ctx& c, int p, int slot) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  c.consulted("minotaurs_maze");  // IP-38: every entry into a Maze reads the option
  if (r.triggered_this_round) return false;
  if (!c.rs.maze_once_per_round && !left_room_open(c, p, slot)) return false;
  r.triggered_this_round = true;
  if (slot == 0) return false;
  hero_back_to_room(c, p, c.s.run.hero, slot - 1);
  return true;
}

constexpr AbilityDef def = {.on_enter = on_enter};

}  // namespace card_minotaurs_maze

const AbilityDef ability_defs::minotaurs_maze = card_minotaurs_maze::def;

}  // namespace bm::detail
