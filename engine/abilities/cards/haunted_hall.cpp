// TNL017 Haunted Hall (room), activated (G-17), cost: destroy this room: the hero standing in it
// goes back to the town (G-22: its damage is not kept; its place in the row is IP-16). The cost
// leaves the hero standing where the hall was (BM2-19); the effect fizzles (G-18) when the hero
// is no longer running in your dungeon.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_haunted_hall {

void run(Ctx& c, Task t) {
  if (target_hero_still_running(c, t)) hero_to_town(c, t.target_card());
}

constexpr AbilityDef def = {.run = run, .activations = hero_in_room_activation, .pay_cost = cost_destroy_this};

}  // namespace card_haunted_hall

const AbilityDef ability_defs::haunted_hall = card_haunted_hall::def;

}  // namespace bm::detail
