// BM032 The Crushinator (room), activated (G-17) once per round, cost: destroy another of your
// rooms: all your rooms deal +2 damage this round (PlayerState::crush_bonus, read by room_damage).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_the_crushinator {

void run(Ctx& c, Task t) {
  c.seat(t.player).crush_bonus += 2;
  c.emit(EventType::bonus, t.player, t.source(), 2);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round) other_room_costs(c, p, slot, -1, out);
}

void pay(Ctx& c, const Action& a) {
  mark_used(c, a);
  cost_destroy_other(c, a);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = pay};

}  // namespace card_the_crushinator

const AbilityDef ability_defs::the_crushinator = card_the_crushinator::def;

}  // namespace bm::detail
