// BM001 Draculord (boss), Level Up (G-10): look at a chosen opponent's hand and take one card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (any_opponent_hand(c, p)) ask(c, t, p);
    return;
  }
  if (t.step == 1) {
    t.c = t.ch_player;
    c.emit(EventType::hand_revealed, t.c, -1, p);
    return ask(c, t, p);
  }
  if (hand_remove(c, t.c, t.ch_val)) {
    hand_add(c, p, t.ch_val);
    c.emit(EventType::take_card, p, t.ch_val, t.c);
  }
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  if (t.step == 0) {
    for (int q : opponents(c, p))
      if (!c.P(q).hand.empty()) out.push_back(choose_player(p, q));
  } else {
    per_design(
        c, c.P(t.c).hand, p, [](int) { return true; }, out);
  }
}

}  // namespace

const AbilityDef ability_defs::draculord = {.run = run, .options = options};

}  // namespace bm::detail
