// BM044 Exhaustion (spell): X damage to a hero in your dungeon, X = your rooms (G-8: deactivated
// rooms are not counted). G-18: fizzles when the hero left the room.
// Also the BM2 synthetic item SYN-I04 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_exhaustion {

void run(Ctx& c, Task t) {
  if (!own_target_hero_in_room(c, t)) return;
  damage_run_hero(c, t.player, t.target_card(), counted_rooms(c, t.player));  // G-8: deactivated rooms are not counted
}

constexpr AbilityDef def = {
    .run = run, .casts = own_running_hero_target, .target_valid = own_running_hero_still_in_room};

}  // namespace card_exhaustion

const AbilityDef ability_defs::exhaustion = card_exhaustion::def;

}  // namespace bm::detail
