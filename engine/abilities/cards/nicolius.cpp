// TNL009 Nicolius (boss), lasting Level Up (BM2-31): for the rest of the game, at the end of every
// round (BM2-25, a triggered ability, so C-11's ban on activations does not apply), if some other
// player gained at least two more souls than you this round, you may draw a spell card
// (optional: `decline`). The round's souls are the round history BM2-28 asks for: the
// GameState::round_marks `souls_gained` count (zones.cpp kill_hero, kept only in games whose
// cards hold Nicolius; an epic hero counts its two souls, G-12). IP-42 (option
// end_of_round_order): with the other end-of-round triggers, in turn order, before the end
// check; the condition is read before the round's history clears (flow.cpp end_of_round).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_nicolius {

constexpr int kLead = 2;  // "out-gained you by two or more souls"

bool out_gained(const Ctx& c, int boss) {
  int owner = -1;
  for (int p : live_players_in_order(c)) owner = c.seat(p).boss == boss ? p : owner;
  if (owner < 0) return false;
  const int mine = mark_total(c, MarkKind::souls_gained, owner, -1);
  for (int q : live_players_in_order(c))
    if (q != owner && mark_total(c, MarkKind::souls_gained, q, -1) >= mine + kLead) return true;
  return false;
}

void run(Ctx& c, Task t) { may_draw(c, t, CardKind::spell); }

constexpr AbilityDef def = {
    .run = run, .options = yes_or_decline, .trigger = Trigger::end_of_round, .condition = out_gained, .lasting = true};

}  // namespace card_nicolius

const AbilityDef ability_defs::nicolius = card_nicolius::def;

}  // namespace bm::detail
