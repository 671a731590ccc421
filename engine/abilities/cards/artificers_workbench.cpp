// THK023 Artificer's Workbench (Tools of Hero-Kind advanced trap room), activated (G-17) once
// per round: the cost is turning your face-up item face down without using it (BM2-39: its boss
// side does not fire; it stays in your scoring area, where Burial Mound or Excavation may turn it
// up again); the effect, draw a Spell. Offered while the owner holds an active item.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_artificers_workbench {

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round && c.seat(p).active_item >= 0)
    out.push_back(activate_action(c, p, slot));
}

void pay(Ctx& c, const Action& a) {
  mark_used(c, a);
  item_turn_face_down(c, a.player);
}

constexpr AbilityDef def = {.run = hooks::draw_one<CardKind::spell>, .activations = activations, .pay_cost = pay};

}  // namespace card_artificers_workbench

const AbilityDef ability_defs::artificers_workbench = card_artificers_workbench::def;

}  // namespace bm::detail
