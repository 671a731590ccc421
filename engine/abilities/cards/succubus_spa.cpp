// BM012 Succubus Spa (room): when a hero dies here (once per round): take a random card from a
// chosen opponent's hand (G-13: "dies here" after the damage; G-19: a random card).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_succubus_spa {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (any_opponent_hand(c, p)) ask(c, t, p);
    return;
  }
  const int q = t.answer.player;
  const int card = pick_random(c, c.seat(q).hand, ChanceKind::random_card_from_hand);
  hand_remove(c, q, card);
  hand_add(c, p, card);
  c.emit(EventType::take_card, p, card, q);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  for (int q : opponents(c, t.player))
    if (!c.seat(q).hand.empty()) out.push_back(choose_player(t.player, q));
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::hero_died_here};

}  // namespace card_succubus_spa

const AbilityDef ability_defs::succubus_spa = card_succubus_spa::def;

}  // namespace bm::detail
