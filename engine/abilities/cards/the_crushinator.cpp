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

constexpr AbilityDef def = {
    .run = run, .activations = once_per_round_destroy_other_activations, .pay_cost = pay_used_and_destroy_other};

}  // namespace card_the_crushinator

const AbilityDef ability_defs::the_crushinator = card_the_crushinator::def;

}  // namespace bm::detail
