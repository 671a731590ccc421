// BM039 Zombie Prison (room), activated (G-17), cost: destroy this room: a dead hero in an
// opponent's score goes back to its owner's entrance. With no other player in the game (solo)
// it may still be used, its cost paid, and does nothing (SO-5).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_zombie_prison {

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (activation_without_opponents(c, p, slot, out)) return;  // SO-5
  for (int q : opponents(c, p))
    for (const auto& h : c.seat(q).score)
      if (h.soul) {
        Action a = activate_action(c, p, slot);
        a.target_player = q;
        a.target_card = h.hero;
        out.push_back(a);
      }
}

constexpr AbilityDef def = {
    .run = hooks::dead_hero_returns<0>, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_zombie_prison

const AbilityDef ability_defs::zombie_prison = card_zombie_prison::def;

}  // namespace bm::detail
