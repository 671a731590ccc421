// THK008 Vorpal Blade (Tools of Hero-Kind item, fighter). Power-up (BM2-38, BM2-40): when its
// carrier gets through the dungeon alive (reaches the boss, G-12), the dungeon's owner holds one
// extra wound until this round's end check, which counts it (an `extra_wound` round mark, read by
// zones.cpp loses_by_wounds); then it is gone. Reward (BM2-4, BM2-37, BM2-41): kill a hero that
// has taken damage of at least half its Health, halves of odd values rounded up (7 of 13); it
// scores as a soul for the dungeon it was in (G-12: face down). G-18: fizzles when the hero left
// that dungeon or has more Health now.
// Engine reading: only a hero in a dungeon has taken damage: the hero going through it (its damage
// so far, with what it took while waiting) and a hero waiting at an entrance that a card damaged
// there (Lightning Bolt!); no card leaves damage on a hero in town (G-22). So the targets are the
// heroes in any dungeon (common.cpp dungeon_hero_targets_if); "its Health" is its Health now, with
// its bonuses, as the death check reads it (hero_health); the item kills it, not a room, so no
// "dies in this room" ability fires.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_vorpal_blade {

void survives(Ctx& c, int p) { add_mark(c, MarkKind::extra_wound, p, -1, 1); }

// The hero has taken damage, at least half its Health (2 x damage >= Health).
bool half_taken(const Ctx& c, int hero, const DungeonHero& h) {
  return h.damage > 0 && 2 * h.damage >= hero_health(c, hero, h.health_bonus);
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  dungeon_hero_targets_if(c, p, card, out, half_taken);
}

bool target_holds(const Ctx& c, int q, int hero) {
  DungeonHero h;
  return dungeon_hero_state(c, q, hero, h) && half_taken(c, hero, h);
}

bool valid(const Ctx& c, const StackItem& it) { return target_holds(c, it.target_player, it.target_card); }

void run(Ctx& c, Task t) {
  const int q = t.target_player(), hero = t.target_card();
  if (!target_holds(c, q, hero)) return c.emit(EventType::fizzled, t.player, t.source());  // G-18
  if (c.s.run.hero == hero) kill_hero(c, q, hero, -1);  // BM2-41: for the dungeon it was in
  else kill_waiting_hero(c, q, hero);
}

}  // namespace card_vorpal_blade

const AbilityDef ability_defs::vorpal_blade = {.run = card_vorpal_blade::run,
                                               .casts = card_vorpal_blade::casts,
                                               .target_valid = card_vorpal_blade::valid,
                                               .hero_survives = card_vorpal_blade::survives};

}  // namespace bm::detail
