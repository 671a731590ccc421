// TNL064 Party Up (adventure spell, G-16): for the rest of the round, each hero that starts
// through the chosen dungeon (any live player's, the caster's too) gets +1 health (BM2-14; a
// GameState::round_marks `party_up` mark, read by flow.cpp when the hero starts its run; two
// casts add up). A hero already inside that dungeon has entered it: it gets nothing. G-18:
// fizzles when that player is out of the game.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_party_up {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int q : live_players_in_order(c)) {
    Action a = cast_action(p, card);
    a.target_player = q;
    out.push_back(a);
  }
}

bool valid(const Ctx& c, const StackItem& it) { return !c.seat(it.target_player).eliminated; }

void run(Ctx& c, Task t) {
  if (c.seat(t.target_player()).eliminated) return c.emit(EventType::fizzled, t.player, t.source());
  add_mark(c, MarkKind::party_up, t.target_player(), -1, 1);
}

}  // namespace card_party_up

const AbilityDef ability_defs::party_up = {
    .run = card_party_up::run, .casts = card_party_up::casts, .target_valid = card_party_up::valid};

}  // namespace bm::detail
