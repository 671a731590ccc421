// TNL035 Observatory (room), activated (G-17) once per round, cost: discard a spell card: draw a
// spell (the swapped spell goes to the discard pile).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_observatory {

bool is_spell(const Ctx& c, int card) { return c.design(card).kind == CardKind::spell; }

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::spell); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  discard_cost_activations(c, p, slot, is_spell, out);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = pay_used_and_discard};

}  // namespace card_observatory

const AbilityDef ability_defs::observatory = card_observatory::def;

}  // namespace bm::detail
