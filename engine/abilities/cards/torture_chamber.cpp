// BM038 Torture Chamber (room), activated (G-17), cost: destroy this room: a chosen opponent
// discards a random room card. With no other player in the game (solo) it may still be used,
// its cost paid, and does nothing (SO-5). With opponents, one of them with no room card in hand
// may still be chosen: the ability is wasted, its cost paid (the publisher's Advanced Rules
// Guide, public copy: Balrog57/monster_boss docs/rules/rules.md @ ef32048).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_torture_chamber {

void run(Ctx& c, Task t) { random_discard(c, t.player, t.target_player(), CardKind::room); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (activation_without_opponents(c, p, slot, out)) return;  // SO-5
  for (int q : opponents(c, p)) {
    Action a = activate_action(c, p, slot);
    a.target_player = q;
    out.push_back(a);
  }
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_torture_chamber

const AbilityDef ability_defs::torture_chamber = card_torture_chamber::def;

}  // namespace bm::detail
