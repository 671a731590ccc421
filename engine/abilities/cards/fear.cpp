// BM045 Fear (spell): a hero in any dungeon goes back to the town (G-22). G-18: fizzles when the
// hero left the room.
// Also the BM2 synthetic item SYN-I01 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_fear {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, 0, out); }

void run(Ctx& c, Task t) {
  if (c.s.run.hero != t.target_card() || !c.s.run.in_room) return c.emit(EventType::fizzled, t.player, t.source());
  hero_to_town(c, t.target_card());
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = running_hero_still_in_room};

}  // namespace card_fear

const AbilityDef ability_defs::fear = card_fear::def;

}  // namespace bm::detail
