// TNL011 Angstigoth (boss), lasting Level Up (G-10, BM2-31): for the rest of the game, the first
// hero you kill each round (the round's first soul, G-12) draws you a room (C-7 when the room
// deck is empty).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_angstigoth {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

constexpr AbilityDef def = {.run = run, .trigger = Trigger::first_kill, .lasting = true};

}  // namespace card_angstigoth

const AbilityDef ability_defs::angstigoth = card_angstigoth::def;

}  // namespace bm::detail
