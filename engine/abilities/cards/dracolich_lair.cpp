// BM013 Dracolich Lair (room), activated (G-17) once per round: discard two room cards, then take
// a room card from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dracolich_lair {

bool is_room(const Ctx& c, int card) { return c.design(card).kind == CardKind::room; }

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 1 || t.step == 2) discard_from_hand(c, p, t.answer.pick);
  if (t.step == 3) return take_from_discard(c, p, t.answer.pick);
  if (t.step == 0) {
    // The two discards are chosen as it resolves; under S-9 (Super) answers may have emptied
    // the hand in between: without two rooms the ability does nothing.
    if (count_in_hand(c, p, CardKind::room) < 2) return c.emit(EventType::fizzled, p, t.source());
  }
  return ask(c, t, p);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  auto room = [&](int card) { return is_room(c, card); };
  if (t.step < 2) per_design(c, c.seat(t.player).hand, t.player, room, out);
  else per_design(c, c.s.discard, t.player, room, out);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (!r.used_this_round && count_in_hand(c, p, CardKind::room) >= 2) out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = mark_used};

}  // namespace card_dracolich_lair

const AbilityDef ability_defs::dracolich_lair = card_dracolich_lair::def;

}  // namespace bm::detail
