// BM024 Witch's Kitchen (room), activated (G-17) once per round, cost: discard a Monster Room
// card: draw a spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_witchs_kitchen {

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round) return;
  int last = -1;
  for (int card : c.seat(p).hand)
    if (is_room_of(c, card, RoomType::monster) && c.cs.design_of(card) != last) {
      last = c.cs.design_of(card);
      Action a = activate_action(c, p, slot);
      a.target_card = card;  // the monster room discarded as the cost
      out.push_back(a);
    }
}

void pay(Ctx& c, const Action& a) {
  mark_used(c, a);
  discard_from_hand(c, a.player, a.target_card);
}

constexpr AbilityDef def = {.run = hooks::draw_one<CardKind::spell>, .activations = activations, .pay_cost = pay};

}  // namespace card_witchs_kitchen

const AbilityDef ability_defs::witchs_kitchen = card_witchs_kitchen::def;

}  // namespace bm::detail
