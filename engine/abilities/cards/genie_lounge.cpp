// TNL052 Genie Lounge (room), on build (G-11): if you hold no spell card, draw a spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_genie_lounge {

void run(Ctx& c, Task t) {
  if (count_in_hand(c, t.player, CardKind::spell) == 0) draw_card(c, t.player, CardKind::spell);
}

constexpr AbilityDef def = {.run = run, .trigger = Trigger::on_build};

}  // namespace card_genie_lounge

const AbilityDef ability_defs::genie_lounge = card_genie_lounge::def;

}  // namespace bm::detail
