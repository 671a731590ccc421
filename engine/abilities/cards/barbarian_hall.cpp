// TNL024 Barbarian Hall (room), on build (G-11): if you hold a spell card you must discard one
// spell of your choice (no choice to decline; nothing happens with no spell in hand).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_barbarian_hall {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (count_in_hand(c, p, CardKind::spell) > 0) ask(c, t, p);
    return;
  }
  discard_from_hand(c, p, t.answer.pick);
}

constexpr AbilityDef def = {.run = run, .options = spell_in_hand_options, .trigger = Trigger::on_build};

}  // namespace card_barbarian_hall

const AbilityDef ability_defs::barbarian_hall = card_barbarian_hall::def;

}  // namespace bm::detail
