// TNL057 Another Castle (adventure spell, G-16): the hero in a room of your dungeon (not one at
// your entrance) goes to the end of an opponent's entrance queue (BM2-33 (a), BM2-15). It has
// already taken the damage of the room it is in (the spell is cast in the window after that
// damage, C-10, and a hero killed by it is gone); the damage is not kept (G-22), a health bonus
// until end of round is (as Pause). Declared targets: the hero and the opponent (one cast per
// live opponent). IP-44 (option `another_castle`): `runs_if_to_come`, the default, the hero runs
// through that dungeon this round when that player's adventure turn is still to come, else it
// waits for the next adventure phase; `always_waits`, it waits even when that turn is to come (a
// `castle_waits` mark that flow.cpp task_adventure_turn reads). G-18: fizzles when the hero left
// the room or the opponent is out.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_another_castle {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  const Run& r = c.s.run;
  if (r.player != p || !r.in_room) return;
  for (int q : opponents(c, p)) {
    Action a = cast_action(p, card);
    a.target_player = q;
    a.target_card = r.hero;
    out.push_back(a);
  }
}

// C-10: player q's adventure turn of this round is still to come (its task waits on the agenda).
bool turn_to_come(const Ctx& c, int q) {
  for (const Task& t : c.s.agenda)
    if (t.kind == TaskKind::adventure_turn && t.player == q) return true;
  return false;
}

bool valid(const Ctx& c, const StackItem& it) {
  return run_hero_in(c, it.controller, it.target_card) && !c.seat(it.target_player).eliminated;
}

void run(Ctx& c, Task t) {
  const int p = t.player, hero = t.target_card(), q = t.target_player();
  if (!run_hero_in(c, p, hero) || c.seat(q).eliminated) return c.emit(EventType::fizzled, p, t.source());
  const int bonus = c.s.run.health_bonus;
  end_run(c);
  to_entrance(c, q, hero, bonus, p);
  if (!turn_to_come(c, q)) return;  // IP-44: both readings: it waits for the next adventure phase
  c.consulted("another_castle");    // IP-44: the readings part on a turn still to come
  // IP-44 always_waits: the hero waits at q's entrance until the next adventure phase.
  if (c.rs.castle_always_waits) add_mark(c, MarkKind::castle_waits, q, hero, 1);
}

}  // namespace card_another_castle

const AbilityDef ability_defs::another_castle = {
    .run = card_another_castle::run, .casts = card_another_castle::casts, .target_valid = card_another_castle::valid};

}  // namespace bm::detail
