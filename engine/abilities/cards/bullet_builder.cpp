// TNL040 Bullet Builder (room), activated (G-17) once per round, cost: discard a Trap Room card
// from your hand: one active Monster Room of your choice, in any dungeon, deals 1 less damage
// until the end of the round (BM2-20; the shared effect in abilities/weaken_room.hpp).
#include "abilities/weaken_room.hpp"

namespace bm::detail {

const AbilityDef ability_defs::bullet_builder = WeakenRoom<RoomType::trap, RoomType::monster>::def();

}  // namespace bm::detail
