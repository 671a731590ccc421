// TNL114 The Brothers (hero, ★, no treasure): go to the player with the (strictly) best souls
// minus wounds; a tie keeps them in town (BM2-13). No effect task: the card's data says so (its
// lure, Lure::best_score, read by lure_target and bait_value in engine/game/flow.cpp for every
// hero with that lure), as The Fool's fewest_souls is.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

const AbilityDef ability_defs::the_brothers = {};

}  // namespace bm::detail
