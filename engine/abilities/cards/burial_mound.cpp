// THK021 Burial Mound (Tools of Hero-Kind advanced trap room), activated (G-17) once per round:
// pay two Room cards from hand (the cost rests on one source, APP) to flip one of your face-down
// items back up (BM2-39: turning it over does not fire its boss side; beside an active item it is
// a second item gained, and the owner keeps one of the two, BM2-4, BM2-36). Offered while the
// owner holds two room cards and a face-down item; the two rooms are chosen as it resolves, as
// Dracolich Lair's are (common.cpp discard_two_rooms).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_burial_mound {

// BM2-39: p has a face-down item to recover (and no keep-one choice pending, BM2-4).
bool can_recover(const Ctx& c, int p) {
  const PlayerState& pl = c.seat(p);
  return !pl.scored_items.empty() && pl.gained_item < 0;
}

void run(Ctx& c, Task t) {
  if (t.step == 3) {
    if (!item_turn_face_up(c, t.player, t.answer.pick)) c.emit(EventType::fizzled, t.player, t.source());
    return;
  }
  if (!discard_two_rooms(c, t)) return;
  if (!can_recover(c, t.player)) return c.emit(EventType::fizzled, t.player, t.source());
  ask(c, t, t.player);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  if (t.step < 2) return room_in_hand_options(c, t, out);
  for (int item : c.seat(t.player).scored_items) out.push_back(choose_card(t.player, item));
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (!r.used_this_round && can_recover(c, p) && count_in_hand(c, p, CardKind::room) >= 2)
    out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = mark_used};

}  // namespace card_burial_mound

const AbilityDef ability_defs::burial_mound = card_burial_mound::def;

}  // namespace bm::detail
