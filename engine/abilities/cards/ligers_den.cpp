// BM026 Liger's Den (room): once per round (each Den), when you play a spell, draw a spell (after
// the spell resolves; G-18: a cancelled spell is not played).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_ligers_den {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::spell); }

constexpr AbilityDef def = {.run = run, .trigger = Trigger::spell_played};

}  // namespace card_ligers_den

const AbilityDef ability_defs::ligers_den = card_ligers_den::def;

}  // namespace bm::detail
