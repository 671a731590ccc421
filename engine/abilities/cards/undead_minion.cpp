// TNL071 Undead Minion (adventure spell, G-16): remove one of your souls from the game (the
// declared target, BM2-32), then deal damage equal to its printed health to the hero in a room
// of your dungeon (G-12, IP-3). Castable only while a hero stands in a room of your dungeon
// ("heroes in dungeons", docs/cards.md). G-18: fizzles when the soul is gone or the hero left.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_undead_minion {

bool hero_in_my_room(const Ctx& c, int p) { return c.s.run.player == p && c.s.run.in_room; }

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (hero_in_my_room(c, p)) soul_targets(c, p, card, p, out);
}

bool valid(const Ctx& c, const StackItem& it) {
  return has_soul(c, it.controller, it.target_card) && hero_in_my_room(c, it.controller);
}

void run(Ctx& c, Task t) {
  const int p = t.player, soul = t.target_card();
  if (!hero_in_my_room(c, p) || !remove_soul(c, p, soul)) return c.emit(EventType::fizzled, p, t.source());
  damage_run_hero(c, p, c.s.run.hero, c.design(soul).health);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_undead_minion

const AbilityDef ability_defs::undead_minion = card_undead_minion::def;

}  // namespace bm::detail
