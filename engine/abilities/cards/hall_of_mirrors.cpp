// TNL037 Hall of Mirrors (room): once per round (each Hall), when an opponent plays a spell (after
// it resolves; G-18: a cancelled or fizzled spell is not played), draw a spell card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_hall_of_mirrors {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::spell); }

constexpr AbilityDef def = {.run = run, .trigger = Trigger::opponent_spell};

}  // namespace card_hall_of_mirrors

const AbilityDef ability_defs::hall_of_mirrors = card_hall_of_mirrors::def;

}  // namespace bm::detail
