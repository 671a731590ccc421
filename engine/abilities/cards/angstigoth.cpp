// TNL011 Angstigoth (boss), lasting Level Up (G-10, BM2-31): for the rest of the game, the first
// hero you kill each round (the round's first soul, G-12) draws you a room (C-7 when the room
// deck is empty).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

}  // namespace

const AbilityDef ability_defs::angstigoth = {.run = run, .trigger = Trigger::first_kill, .lasting = true};

}  // namespace bm::detail
