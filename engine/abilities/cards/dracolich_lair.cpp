// BM013 Dracolich Lair (room), activated (G-17) once per round: discard two room cards, then take
// a room card from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dracolich_lair {

void run(Ctx& c, Task t) {
  if (t.step == 3) return take_from_discard(c, t.player, t.answer.pick);
  if (discard_two_rooms(c, t)) ask(c, t, t.player);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  if (t.step < 2) return room_in_hand_options(c, t, out);
  per_design(
      c, c.s.discard, t.player, [&](int card) { return is_card_kind(c, card, CardKind::room); }, out);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (!r.used_this_round && count_in_hand(c, p, CardKind::room) >= 2) out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = mark_used};

}  // namespace card_dracolich_lair

const AbilityDef ability_defs::dracolich_lair = card_dracolich_lair::def;

}  // namespace bm::detail
