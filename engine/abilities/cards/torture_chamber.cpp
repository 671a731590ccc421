// BM038 Torture Chamber (room), activated (G-17), cost: destroy this room: a chosen opponent
// discards a random room card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

void run(Ctx& c, Task t) { random_discard(c, t.player, t.target_player(), CardKind::room); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  for (int q : opponents(c, p)) {
    Action a = activate_action(c, p, slot);
    a.target_player = q;
    out.push_back(a);
  }
}

}  // namespace

const AbilityDef ability_defs::torture_chamber = {
    .run = run, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace bm::detail
