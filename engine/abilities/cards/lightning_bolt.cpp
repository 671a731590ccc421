// TNL061 Lightning Bolt! (adventure spell, G-16), a spell of two parts joined by "and" (BM2-26:
// the first part always, the second optional, chosen when it is cast): 3 damage to the hero in a
// room of your dungeon (G-12, IP-3); cast with option 1, you also discard another spell card and
// every hero waiting at your entrance takes 3 damage. Option 1 is offered only while you hold
// another spell and a hero waits at your entrance. Reading (docs/cards.md): the spell discarded
// is chosen when the bolt resolves (a cancelled bolt costs nothing more); the card deals damage
// (G-12), so a waiting hero keeps its 3 as damage (WaitingHero::damage), which it takes into its
// run this round (never into a later one, G-22) and which every card reading damage sees (Vorpal
// Blade); a hero whose damage that brings to its Health dies at once, a soul of the caster (IP-3
// decides the threshold). G-18: fizzles when the hero left the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_lightning_bolt {

constexpr int kDamage = 3;

// BM2-26: the second part needs another spell card to discard and a hero at p's entrance.
bool second_part(const Ctx& c, int p) {
  return !c.seat(p).entrance.empty() && count_in_hand(c, p, CardKind::spell) >= 2;
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  running_hero_two_options(c, p, card, 1, second_part, out);
}

// 3 damage to every hero waiting at p's entrance (G-12: a `damage` event, its total the damage
// it has taken there); the dead leave the queue as p's souls.
void strike_entrance(Ctx& c, int p) {
  std::vector<int> dead;
  for (WaitingHero& w : c.seat(p).entrance) {
    w.damage += kDamage;
    c.emit(EventType::damage, p, w.hero, kDamage, w.damage);
    if (hero_dead(c, w.damage, hero_health(c, w.hero, w.health_bonus))) dead.push_back(w.hero);
  }
  for (int hero : dead) kill_waiting_hero(c, p, hero);
}

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (!own_target_hero_in_room(c, t)) return;
    damage_run_hero(c, p, t.target_card(), kDamage);
    if (cast_option(t) == 1 && count_in_hand(c, p, CardKind::spell) > 0) ask(c, t, p);
    return;
  }
  discard_from_hand(c, p, t.answer.pick);
  strike_entrance(c, p);
}

constexpr AbilityDef def = {
    .run = run, .options = spell_in_hand_options, .casts = casts, .target_valid = own_running_hero_still_in_room};

}  // namespace card_lightning_bolt

const AbilityDef ability_defs::lightning_bolt = card_lightning_bolt::def;

}  // namespace bm::detail
