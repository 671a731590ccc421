// TNL065 Pause (adventure spell, G-16): the hero in a room of your dungeon goes back to your
// entrance at full health, at the end of its queue (BM2-33 (b), BM2-15; damage is not kept,
// G-22, a bonus until end of round is), and no further hero enters your dungeon this round
// (PlayerState::trepidation, as Trepidation: the heroes at your entrance wait for the next
// adventure phase). G-18: fizzles when the hero left the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_pause {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, 1, out); }

bool valid(const Ctx& c, const StackItem& it) { return run_hero_in(c, it.controller, it.target_card); }

void run(Ctx& c, Task t) {
  const int p = t.player, hero = t.target_card();
  if (!run_hero_in(c, p, hero)) return c.emit(EventType::fizzled, p, t.source());
  const int bonus = c.s.run.health_bonus;
  end_run(c);
  to_entrance(c, p, hero, bonus, p);
  c.seat(p).trepidation = true;
  c.emit(EventType::trepidation, p, -1, p);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_pause

const AbilityDef ability_defs::pause = card_pause::def;

}  // namespace bm::detail
