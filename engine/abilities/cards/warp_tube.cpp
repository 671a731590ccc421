// TNL049 Warp Tube (room), activated (G-17), cost: destroy this room: the hero in it goes back to
// your first room and goes on through the dungeon from there (BM2-33, as Teleportation, BM053).
// The cost leaves the hero standing where the tube was (BM2-19); the effect fizzles (G-18) when
// the hero is no longer running in your dungeon.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_warp_tube {

void run(Ctx& c, Task t) {
  if (target_hero_still_running(c, t)) hero_back_to_room(c, t.player, t.target_card(), 0);
}

constexpr AbilityDef def = {.run = run, .activations = hero_in_room_activation, .pay_cost = cost_destroy_this};

}  // namespace card_warp_tube

const AbilityDef ability_defs::warp_tube = card_warp_tube::def;

}  // namespace bm::detail
