// TNL005 Shellda (boss), lasting Level Up (BM2-31): for the rest of the game, at the end of every
// round (BM2-25, a triggered ability, so C-11's ban on activations does not apply), you may swap
// two room stacks of any one dungeon, yours or an opponent's (G-6: whole stacks, as Centipede
// Tunnel; the shared effect swap_two_stacks). Optional: `decline`.
// IP-42 (option end_of_round_order): it comes after "until end of round" effects end and rooms
// reactivate (turn_order_after_expiry, the default) or before (before_expiry), in turn order with
// the other end-of-round triggers, before the end check (flow.cpp end_of_round). The round in which the boss levels up
// counts: the end of that round comes after the Level Up.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

const AbilityDef ability_defs::shellda = {
    .run = swap_two_stacks, .options = swap_two_stacks_options, .trigger = Trigger::end_of_round, .lasting = true};

}  // namespace bm::detail
