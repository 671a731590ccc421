// TNL061 Lightning Bolt! (adventure spell, G-16), a spell of two parts joined by "and" (BM2-26:
// the first part always, the second optional, chosen when it is cast): 3 damage to the hero in a
// room of your dungeon (G-12, IP-3); cast with option 1, you also discard another spell card and
// every hero waiting at your entrance takes 3 damage. Option 1 is offered only while you hold
// another spell and a hero waits at your entrance. Reading (docs/cards.md): the spell discarded
// is chosen when the bolt resolves (a cancelled bolt costs nothing more); a waiting hero keeps no
// damage (G-22), so its 3 damage is kept as -3 Health until the end of the round (WaitingHero's
// health_bonus, carried into its run), and a hero whose Health that brings to its damage dies at
// once, a soul of the caster (IP-3 decides the threshold). G-18: fizzles when the hero left the room.
#include <algorithm>

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

// 3 damage to every hero waiting at p's entrance, kept as -3 Health (G-22); the dead leave the
// queue as p's souls (G-12).
void strike_entrance(Ctx& c, int p) {
  std::vector<int> dead;
  for (WaitingHero& w : c.seat(p).entrance) {
    w.health_bonus -= kDamage;
    c.emit(EventType::bonus, p, w.hero, -kDamage);
    if (hero_dead(c, 0, hero_health(c, w.hero, w.health_bonus))) dead.push_back(w.hero);
  }
  auto& queue = c.seat(p).entrance;
  for (int hero : dead) {
    queue.erase(std::find_if(queue.begin(), queue.end(), [&](const WaitingHero& w) { return w.hero == hero; }));
    kill_hero(c, p, hero, -1);
  }
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
