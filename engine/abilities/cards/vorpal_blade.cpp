// THK008 Vorpal Blade (Tools of Hero-Kind item, fighter). Power-up (BM2-38, BM2-40): when its
// carrier gets through the dungeon alive (reaches the boss, G-12), the dungeon's owner holds one
// extra wound until this round's end check, which counts it (an `extra_wound` round mark, read by
// zones.cpp loses_by_wounds); then it is gone. Reward (BM2-4, BM2-37, BM2-41): kill a hero that
// has taken damage of at least half its Health, halves of odd values rounded up (7 of 13); it
// scores as a soul for the dungeon it was in (G-12: face down). G-18: fizzles when the hero left
// its room or has more Health now.
// Engine reading: only a hero going through a dungeon has taken damage (G-22: damage is not kept
// once it is out), so the targets are the hero in a room of any dungeon; "its Health" is its
// Health now, with its bonuses, as the death check reads it (hero_health); the item kills it,
// not the room, so no "dies in this room" ability fires.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_vorpal_blade {

void survives(Ctx& c, int p) { add_mark(c, MarkKind::extra_wound, p, -1, 1); }

// The running hero has taken at least half its Health in damage (2 x damage >= Health).
bool half_taken(const Ctx& c) {
  const Run& r = c.s.run;
  return 2 * r.damage >= hero_health(c, r.hero, r.health_bonus);
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (c.s.run.in_room && half_taken(c)) running_hero_target(c, p, card, 0, out);
}

bool valid(const Ctx& c, const StackItem& it) {
  return running_hero_still_in_room(c, it) && c.s.run.player == it.target_player && half_taken(c);
}

void run(Ctx& c, Task t) {
  const Run& r = c.s.run;
  if (r.hero != t.target_card() || r.player != t.target_player() || !r.in_room || !half_taken(c))
    return c.emit(EventType::fizzled, t.player, t.source());  // G-18
  kill_hero(c, t.target_player(), t.target_card(), -1);       // BM2-41: for the dungeon it was in
}

}  // namespace card_vorpal_blade

const AbilityDef ability_defs::vorpal_blade = {.run = card_vorpal_blade::run,
                                               .casts = card_vorpal_blade::casts,
                                               .target_valid = card_vorpal_blade::valid,
                                               .hero_survives = card_vorpal_blade::survives};

}  // namespace bm::detail
