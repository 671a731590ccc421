// TNL036 Sorcerobe School (room), on build (G-11) or on uncover (BM2-16): draw a spell card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_sorcerobe_school {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::spell); }

}  // namespace card_sorcerobe_school

const AbilityDef ability_defs::sorcerobe_school = {
    .run = card_sorcerobe_school::run, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace bm::detail
