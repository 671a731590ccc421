// TNL033 Frostbat Cave (room), activated (G-17), cost: destroy this room: deactivate one active
// room of your choice in any dungeon until the end of the round (G-8; C-11 reopens it). Offered
// only while some other active room stands in a dungeon; the room its destruction uncovers may be
// chosen.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_frostbat_cave {

bool active(const Ctx& c, int q, int slot) { return slot_active(c.seat(q).dungeon[static_cast<std::size_t>(slot)]); }

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    if (any_room_in_any_dungeon(c, active)) ask(c, t, t.player);
    return;
  }
  const int q = t.answer.player;
  const int slot = chosen_room(c, q, t);
  if (slot >= 0 && active(c, q, slot)) deactivate_room(c, q, slot);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { rooms_in_any_dungeon(c, t.player, active, out); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  int others = 0;
  for (int q : live_players_in_order(c))
    for (const auto& r : c.seat(q).dungeon) others += slot_active(r) ? 1 : 0;
  const RoomSlot& own = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (others > 1 || own.cards.size() > 1) out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_frostbat_cave

const AbilityDef ability_defs::frostbat_cave = card_frostbat_cave::def;

}  // namespace bm::detail
