// TNL019 Incubus Gym (room), on build (G-11): every opponent, in turn order, discards one room
// card of their own choice (one with no room card in hand discards nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::incubus_gym = {.run = hooks::each_opponent_discards<CardKind::room>,
                                              .options = hooks::opponent_discard_options<CardKind::room>,
                                              .trigger = Trigger::on_build};

}  // namespace bm::detail
