// BM041 Assassin (spell): a hero in an opponent's dungeon gets +3 health this round (G-16; G-18:
// fizzles when the hero left the room).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_assassin {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, -1, out); }

void run(Ctx& c, Task t) {
  Run& r = c.s.run;
  if (r.hero != t.target_card() || !r.in_room) return c.emit(EventType::fizzled, t.player, t.source());
  r.health_bonus += 3;
  c.emit(EventType::bonus, r.player, t.target_card(), 3);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = running_hero_still_in_room};

}  // namespace card_assassin

const AbilityDef ability_defs::assassin = card_assassin::def;

}  // namespace bm::detail
