// BM027 Bottomless Pit (room), activated (G-17), cost: destroy this room: kill the hero in it (G-12).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_bottomless_pit {

void run(Ctx& c, Task t) {
  if (target_hero_still_running(c, t)) kill_hero(c, t.player, t.target_card(), -1);
}

constexpr AbilityDef def = {.run = run, .activations = hero_in_room_activation, .pay_cost = cost_destroy_this};

}  // namespace card_bottomless_pit

const AbilityDef ability_defs::bottomless_pit = card_bottomless_pit::def;

}  // namespace bm::detail
