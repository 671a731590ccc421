// THK001 Extra Life (Tools of Hero-Kind item, cleric). Power-up (BM2-38, BM2-39): its carrier
// cannot die in the dungeon it goes through: when damage or an ability would kill it there
// (G-12), it goes back to town instead (G-22: its damage is not kept) and the item goes face down
// to the scoring area of that dungeon's owner. Reward (BM2-4, BM2-37, BM2-40): until this round's
// end check its boss's wounds cannot make it lose (a `wounds_harmless` round mark, read by
// zones.cpp loses_by_wounds); an opponent may still win on souls, and the next round's check
// counts the wounds again.
// Engine reading: the detached item lies face down (the card's sources put it in the scoring area
// without saying which face; face down, it is no item the boss can use).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_extra_life {

bool escapes(Ctx& c, int p) {
  const int hero = c.s.run.hero;
  item_on_hero_wounds(c, p, hero);  // BM2-39: the item to p's scoring area, face down (as BM2-7's)
  hero_to_town(c, hero);            // G-22: back to town, its damage gone; the run ends
  return true;
}

void run(Ctx& c, Task t) { add_mark(c, MarkKind::wounds_harmless, t.player, -1, 1); }  // BM2-40

}  // namespace card_extra_life

const AbilityDef ability_defs::extra_life = {
    .run = card_extra_life::run, .casts = untargeted_cast, .hero_escapes = card_extra_life::escapes};

}  // namespace bm::detail
