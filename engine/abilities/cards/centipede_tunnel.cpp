// BM033 Centipede Tunnel (room), on build (G-11): may swap two rooms in any one dungeon (G-6:
// whole stacks; the shared effect swap_two_stacks, abilities/common.cpp).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

const AbilityDef ability_defs::centipede_tunnel = {
    .run = swap_two_stacks, .options = swap_two_stacks_options, .trigger = Trigger::on_build};

}  // namespace bm::detail
