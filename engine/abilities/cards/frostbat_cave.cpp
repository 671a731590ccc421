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
  const int slot = room_of_any_dungeon(c, t, active);
  if (slot >= 0) deactivate_room(c, t.answer.player, slot);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { rooms_in_any_dungeon(c, t.player, active, out); }

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  destroy_this_then_pick_activation(c, p, slot, active, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_frostbat_cave

const AbilityDef ability_defs::frostbat_cave = card_frostbat_cave::def;

}  // namespace bm::detail
