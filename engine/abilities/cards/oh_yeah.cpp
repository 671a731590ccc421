// TNL063 Oh, Yeah! (spell, both phases, G-16), a two-option spell (BM2-26: the option and its
// condition are settled when it is cast): swap two face-up rooms of your dungeon, whole stacks
// (G-6, option 0; as Centipede Tunnel's swap, but in your dungeon and not optional); or, when two
// or more of your rooms were destroyed this round (any player's effect or cost; the round history
// of BM2-28, a GameState::round_marks `rooms_destroyed` mark kept by zones.cpp destroy_room in games
// whose cards include this one), destroy a room of any dungeon (G-7, option 1; your own too; G-5,
// G-8, S-BOARD-6: not a face-down, deactivated or protected one). Both are chosen as it resolves;
// castable only when the chosen option has something to act on.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_oh_yeah {

constexpr int kDestroyedRooms = 2;

int visible_stacks(const Ctx& c, int p) {
  int n = 0;
  for (const RoomSlot& r : c.seat(p).dungeon) n += slot_visible(r) ? 1 : 0;
  return n;
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (visible_stacks(c, p) >= 2) out.push_back(cast_action(p, card));
  if (mark_total(c, MarkKind::rooms_destroyed, p, -1) >= kDestroyedRooms && any_room_in_any_dungeon(c, can_destroy)) {
    Action a = cast_action(p, card);
    a.option = 1;
    out.push_back(a);
  }
}

void run(Ctx& c, Task t) {
  const bool destroy = cast_option(t) == 1;
  if (t.step == 0) {
    if (destroy ? any_room_in_any_dungeon(c, can_destroy) : visible_stacks(c, t.player) >= 2) ask(c, t, t.player);
    return;
  }
  if (!destroy) return swap_chosen_stacks(c, t);
  const int q = t.answer.player, slot = chosen_room(c, q, t);
  if (slot >= 0 && can_destroy(c, q, slot)) destroy_room(c, q, slot, t.player);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  if (cast_option(t) == 1) rooms_in_any_dungeon(c, t.player, can_destroy, out);
  else swap_options(c, t.player, t.player, false, out);
}

}  // namespace card_oh_yeah

const AbilityDef ability_defs::oh_yeah = {
    .run = card_oh_yeah::run, .options = card_oh_yeah::options, .casts = card_oh_yeah::casts};

}  // namespace bm::detail
