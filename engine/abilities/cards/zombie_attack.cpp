// BM055 Zombie Attack (spell): a dead hero in an opponent's score goes back to its owner's
// entrance with +2 health until the end of the round. G-18: fizzles when the soul is gone.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_zombie_attack {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int q : live_players_in_order(c)) {
    if (q != p) soul_targets(c, p, card, q, out);
  }
}

bool valid(const Ctx& c, const StackItem& it) { return has_soul(c, it.target_player, it.target_card); }

constexpr AbilityDef def = {.run = hooks::dead_hero_returns<2>, .casts = casts, .target_valid = valid};

}  // namespace card_zombie_attack

const AbilityDef ability_defs::zombie_attack = card_zombie_attack::def;

}  // namespace bm::detail
