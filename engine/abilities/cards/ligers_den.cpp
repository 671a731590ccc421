// BM026 Liger's Den (room): once per round (each Den), when you play a spell, draw a spell (after
// the spell resolves; G-18: a cancelled spell is not played).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::ligers_den = {.run = hooks::draw_one<CardKind::spell>, .trigger = Trigger::spell_played};

}  // namespace bm::detail
