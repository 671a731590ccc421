// TNL032 Lost Library (room), activated (G-17), cost: destroy this room: draw two spells, then
// discard one spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_lost_library {

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = hooks::draw_spells_discard_one<2>,
                            .options = spell_in_hand_options,
                            .activations = activations,
                            .pay_cost = cost_destroy_this};

}  // namespace card_lost_library

const AbilityDef ability_defs::lost_library = card_lost_library::def;

}  // namespace bm::detail
