// BM028 Boulder Ramp (room), activated (G-17), cost: destroy another of your rooms: 5 damage to
// the hero in this room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_boulder_ramp {

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.source());
  if (slot < 0 || !run_hero_in(c, p, t.target_card()) || c.s.run.room != slot) {
    c.emit(EventType::fizzled, p, t.source());
    return;
  }
  damage_run_hero(c, p, t.target_card(), 5);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (hero_in_room(c, p, slot)) other_room_costs(c, p, slot, c.s.run.hero, out);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = cost_destroy_other};

}  // namespace card_boulder_ramp

const AbilityDef ability_defs::boulder_ramp = card_boulder_ramp::def;

}  // namespace bm::detail
