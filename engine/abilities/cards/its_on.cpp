// TNL059 It's On! (adventure spell, G-16), a two-option spell (BM2-26: the option and its
// condition are settled when it is cast): the hero in a room of your dungeon dies if its remaining
// health (printed health + bonuses - damage taken) is 3 or less, or, when you have 3 wounds or
// more (C-13 counting, an epic hero's wound counts 2), whatever its health. Both options kill the
// same hero, so the spell is castable when either condition holds and is cast without naming one.
// The kill happens in no room (as Bottomless Pit's): no "dies here" ability triggers. G-18:
// fizzles when the hero left the room (the condition is not checked again, BM2-26).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_its_on {

constexpr int kLowHealth = 3;  // first option: remaining health 3 or less
constexpr int kWounds = 3;     // second option: the caster has 3 wounds or more

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  const Run& r = c.s.run;
  if (r.player != p || !r.in_room) return;
  const int remaining = hero_health(c, r.hero, r.health_bonus) - r.damage;
  if (remaining <= kLowHealth || wounds_of(c, p) >= kWounds) own_running_hero_target(c, p, card, out);
}

void run(Ctx& c, Task t) {
  if (!own_target_hero_in_room(c, t)) return;
  kill_hero(c, t.player, t.target_card(), -1);
}

}  // namespace card_its_on

const AbilityDef ability_defs::its_on = {
    .run = card_its_on::run, .casts = card_its_on::casts, .target_valid = own_running_hero_still_in_room};

}  // namespace bm::detail
