// TNL021 Wraith's Throne (room): when a hero dies here (once per round; G-13: "dies here" after
// the damage): every opponent, in turn order, discards one spell card. Which spell is the
// discarding player's own choice (the text says no "random", as Incubus Gym's rooms); one
// holding no spell discards nothing.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::wraiths_throne = {.run = hooks::each_opponent_discards<CardKind::spell>,
                                                 .options = hooks::opponent_discard_options<CardKind::spell>,
                                                 .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
