// BM054 Trepidation (spell): no hero enters the dungeon of a player with at least two more souls
// than you this round (PlayerState::trepidation, read by G-15 bait). G-18: fizzles when that
// no longer holds.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_trepidation {

bool ahead(const Ctx& c, int p, int q) { return souls_of(c, q) >= souls_of(c, p) + 2; }

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int q : live_players_in_order(c))
    if (q != p && ahead(c, p, q)) {
      Action a = cast_action(p, card);
      a.target_player = q;
      out.push_back(a);
    }
}

bool valid(const Ctx& c, const StackItem& it) {
  return !c.seat(it.target_player).eliminated && ahead(c, it.controller, it.target_player);
}

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (c.seat(t.target_player()).eliminated || !ahead(c, p, t.target_player()))
    return c.emit(EventType::fizzled, p, t.source());
  c.seat(t.target_player()).trepidation = true;
  c.emit(EventType::trepidation, t.target_player(), -1, p);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_trepidation

const AbilityDef ability_defs::trepidation = card_trepidation::def;

}  // namespace bm::detail
