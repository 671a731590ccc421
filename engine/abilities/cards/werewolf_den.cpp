// TNL053 Werewolf Den (room), activated (G-17) once per round, cost: discard any card of your hand:
// one hero gets +1 Health until the end of the round (BM2-14). Which heroes: the hero going through
// a dungeon (the Run's health bonus) and every hero waiting at an entrance (its WaitingHero bonus,
// which it takes into the dungeon); a hero in town keeps no bonus for a round (G-22), so it is no
// choice. Offered only while such a hero is there.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_werewolf_den {

bool any_card(const Ctx&, int) { return true; }

void add_choice(int chooser, int owner, int hero, std::vector<Action>& out) {
  Action a = choose_card(chooser, hero);
  a.target_player = owner;
  out.push_back(a);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  if (c.s.run.player >= 0) add_choice(t.player, c.s.run.player, c.s.run.hero, out);
  for (int q : live_players_in_order(c))
    for (const auto& w : c.seat(q).entrance) add_choice(t.player, q, w.hero, out);
}

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    std::vector<Action> heroes;
    options(c, t, heroes);
    if (!heroes.empty()) ask(c, t, t.player);
    return;
  }
  const int q = t.answer.player, hero = t.answer.pick;
  if (c.s.run.player == q && c.s.run.hero == hero) {
    c.s.run.health_bonus += 1;
    return;
  }
  for (auto& w : c.seat(q).entrance)
    if (w.hero == hero) return void(w.health_bonus += 1);
  c.emit(EventType::fizzled, t.player, t.source());  // the hero left before the effect
}

// Is there a hero to choose (options: the running hero, or one waiting at a live player's
// entrance)? Asked at every window, so without building the choices.
bool any_hero(const Ctx& c) {
  if (c.s.run.player >= 0) return true;
  for (int q : c.s.order)
    if (!c.seat(q).eliminated && !c.seat(q).entrance.empty()) return true;
  return false;
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (any_hero(c)) discard_cost_activations(c, p, slot, any_card, out);
}

}  // namespace card_werewolf_den

const AbilityDef ability_defs::werewolf_den = {.run = card_werewolf_den::run,
                                               .options = card_werewolf_den::options,
                                               .activations = card_werewolf_den::activations,
                                               .pay_cost = pay_used_and_discard};

}  // namespace bm::detail
