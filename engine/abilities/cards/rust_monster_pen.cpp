// TNL022 Rust Monster Pen (room), activated (G-17) once per round, cost: discard a Monster Room
// card from your hand: one active Trap Room of your choice, in any dungeon, deals 1 less damage
// until the end of the round (BM2-20; the shared effect in abilities/weaken_room.hpp).
#include "abilities/weaken_room.hpp"

namespace bm::detail {

const AbilityDef ability_defs::rust_monster_pen = WeakenRoom<RoomType::monster, RoomType::trap>::def();

}  // namespace bm::detail
