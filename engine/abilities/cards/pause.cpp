// TNL065 Pause (adventure spell, G-16): the hero in a room of your dungeon goes back to your
// entrance at full health, at the end of its queue (BM2-33 (b), BM2-15; damage is not kept,
// G-22, a bonus until end of round is), and no further hero enters your dungeon this round
// (PlayerState::trepidation, as Trepidation: the heroes at your entrance wait for the next
// adventure phase). G-18: fizzles when the hero left the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_pause {

void run(Ctx& c, Task t) {
  const int p = t.player, hero = t.target_card();
  if (!own_target_hero_in_room(c, t)) return;
  const int bonus = c.s.run.health_bonus;
  end_run(c);
  to_entrance(c, p, hero, bonus, p);
  c.seat(p).trepidation = true;
  c.emit(EventType::trepidation, p, -1, p);
}

constexpr AbilityDef def = {
    .run = run, .casts = own_running_hero_target, .target_valid = own_running_hero_still_in_room};

}  // namespace card_pause

const AbilityDef ability_defs::pause = card_pause::def;

}  // namespace bm::detail
