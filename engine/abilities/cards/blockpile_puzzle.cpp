// TNL047 Blockpile Puzzle (advanced room), at the end of every round while it is in play (BM2-25,
// IP-42; FAQ 187-190): you must destroy one room of your own dungeon, this one included. Mandatory:
// no decline; only a room that can be destroyed is offered (G-8 and S-BOARD-6 protect some); a
// Puzzle already gone when its turn comes does nothing.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_blockpile_puzzle {

bool any_destroyable(const Ctx& c, int p) {
  for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
    if (can_destroy(c, p, j)) return true;
  return false;
}

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (find_slot(c, p, t.source()) < 0) return c.emit(EventType::fizzled, p, t.source());
    if (any_destroyable(c, p)) ask(c, t, p);
    return;
  }
  const int slot = chosen_room(c, p, t);
  if (slot >= 0 && can_destroy(c, p, slot)) destroy_room(c, p, slot, p);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const auto& dg = c.seat(t.player).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (can_destroy(c, t.player, j)) {
      Action a = choose_card(t.player, dg[static_cast<std::size_t>(j)].top());
      a.slot = j;
      out.push_back(a);
    }
}

}  // namespace card_blockpile_puzzle

const AbilityDef ability_defs::blockpile_puzzle = {
    .run = card_blockpile_puzzle::run, .options = card_blockpile_puzzle::options, .trigger = Trigger::end_of_round};

}  // namespace bm::detail
