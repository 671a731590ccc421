// TNL043 Collapsing Bridge (room): once per round (the corrected printing, FAQ 250-253), when a
// hero leaves this room alive (BM2-18: for the next room or the boss), this room deals +3 damage
// until the end of the round, so the heroes after it take 4 here.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_collapsing_bridge {

void run(Ctx& c, Task t) { own_room_bonus(c, t, 3); }

}  // namespace card_collapsing_bridge

const AbilityDef ability_defs::collapsing_bridge = {.run = card_collapsing_bridge::run, .on_survive = true};

}  // namespace bm::detail
