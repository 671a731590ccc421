// TNL013 Dark Portal (room), activated (G-17) once per round, cost: discard a spell card: take a
// room card of your choice from the discard pile. Offered only while a room card lies there.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dark_portal {

bool is_room(const Ctx& c, int card) { return c.design(card).kind == CardKind::room; }

bool room_in_discard(const Ctx& c) {
  for (int card : c.s.discard)
    if (is_room(c, card)) return true;
  return false;
}

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    if (room_in_discard(c)) ask(c, t, t.player);
    return;
  }
  take_from_discard(c, t.player, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.s.discard, t.player, [&](int card) { return is_room(c, card); }, out);
}

bool is_spell(const Ctx& c, int card) { return c.design(card).kind == CardKind::spell; }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (room_in_discard(c)) discard_cost_activations(c, p, slot, is_spell, out);
}

constexpr AbilityDef def = {
    .run = run, .options = options, .activations = activations, .pay_cost = pay_used_and_discard};

}  // namespace card_dark_portal

const AbilityDef ability_defs::dark_portal = card_dark_portal::def;

}  // namespace bm::detail
