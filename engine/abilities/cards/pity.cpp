// TNL066 Pity (adventure spell, G-16): the hero in a room of an opponent's dungeon is removed
// from the game (BM2-32: set aside until the game ends, no soul and no wound for anyone; the
// item it carries goes with it). Only the hero in a room ("heroes in dungeons", docs/cards.md),
// not one waiting at an entrance. G-18: fizzles when the hero left the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_pity {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, -1, out); }

void run(Ctx& c, Task t) {
  const Run& r = c.s.run;
  if (r.hero != t.target_card() || !r.in_room) return c.emit(EventType::fizzled, t.player, t.source());
  remove_running_hero(c, t.player);
}

}  // namespace card_pity

const AbilityDef ability_defs::pity = {
    .run = card_pity::run, .casts = card_pity::casts, .target_valid = running_hero_still_in_room};

}  // namespace bm::detail
