// BM080 The Fool (hero): goes to the player with the (strictly) fewest souls (G-15). No effect
// task: the card's data says so (its lure, Lure::fewest_souls, read by lure_target and
// bait_value in engine/game/flow.cpp for every hero with that lure).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

const AbilityDef ability_defs::the_fool = {};

}  // namespace bm::detail
