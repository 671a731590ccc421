// TNL045 Decapitator (room), activated (G-17) in the build phase only, cost: destroy this room:
// one room of your choice in any dungeon shows no treasure until the end of the round (BM2-21:
// a GameState::round_marks `no_treasure` mark on its card, read by zones.cpp room_icons). It
// counts for bait (G-15) and for building an advanced room on it (G-3: a room with no treasure
// shares no type). Offered only while another room showing treasure stands; the room chosen as it
// resolves (the room the Decapitator's destruction uncovers may be chosen). Reading
// (docs/cards.md): the room shows no icon at all, its printed ones and any added one (Secret
// Stash); the mark ends when the room is covered, destroyed or taken back to hand (a room built
// over it shows its own treasure).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_decapitator {

bool shows_treasure(const Ctx& c, int q, int slot) {
  const RoomSlot& r = c.seat(q).dungeon[static_cast<std::size_t>(slot)];
  if (!slot_active(r)) return false;
  for (int t = 0; t < kTreasureTypes; ++t)
    if (room_icons(c, q, r, t) > 0) return true;
  return false;
}

void run(Ctx& c, Task t) {
  const int slot = room_of_any_dungeon(c, t, shows_treasure);
  if (slot < 0) return;
  const int q = t.answer.player;
  add_mark(c, MarkKind::no_treasure, q, c.seat(q).dungeon[static_cast<std::size_t>(slot)].top(), 0);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  rooms_in_any_dungeon(c, t.player, shows_treasure, out);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (c.s.phase == Phase::build)
    destroy_this_then_pick_activation(c, p, slot, shows_treasure, out);  // build phase only
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_decapitator

const AbilityDef ability_defs::decapitator = card_decapitator::def;

}  // namespace bm::detail
