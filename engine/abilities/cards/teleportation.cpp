// BM053 Teleportation (spell): a hero in your dungeon goes back to your first room (and enters it
// again). G-18: fizzles when the hero left the room.
// Also the BM2 synthetic item SYN-I06 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_teleportation {

void run(Ctx& c, Task t) {
  if (own_target_hero_in_room(c, t)) hero_back_to_room(c, t.player, t.target_card(), 0);
}

constexpr AbilityDef def = {
    .run = run, .casts = own_running_hero_target, .target_valid = own_running_hero_still_in_room};

}  // namespace card_teleportation

const AbilityDef ability_defs::teleportation = card_teleportation::def;

}  // namespace bm::detail
