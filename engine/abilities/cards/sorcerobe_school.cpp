// TNL036 Sorcerobe School (room), on build (G-11) or on uncover (BM2-16): draw a spell card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_sorcerobe_school {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::spell); }

constexpr AbilityDef def = {.run = run, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace card_sorcerobe_school

const AbilityDef ability_defs::sorcerobe_school = card_sorcerobe_school::def;

}  // namespace bm::detail
