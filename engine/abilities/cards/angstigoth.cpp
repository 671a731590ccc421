// TNL011 Angstigoth (boss), lasting Level Up (G-10, BM2-31): for the rest of the game, the first
// hero you kill each round (the round's first soul, G-12) draws you a room (C-7 when the room
// deck is empty).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::angstigoth = {
    .run = hooks::draw_one<CardKind::room>, .trigger = Trigger::first_kill, .lasting = true};

}  // namespace bm::detail
