// BM001 Draculord (boss), Level Up (G-10): look at a chosen opponent's hand and take one card.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_draculord {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (any_opponent_hand(c, p)) ask(c, t, p);
    return;
  }
  if (t.step == 1) {
    t.target_player() = t.answer.player;
    c.emit(EventType::hand_revealed, t.target_player(), -1, p);
    return ask(c, t, p);
  }
  if (hand_remove(c, t.target_player(), t.answer.pick)) {
    hand_add(c, p, t.answer.pick);
    c.emit(EventType::take_card, p, t.answer.pick, t.target_player());
  }
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  if (t.step == 0) {
    for (int q : opponents(c, p))
      if (!c.seat(q).hand.empty()) out.push_back(choose_player(p, q));
  } else {
    per_design(
        c, c.seat(t.target_player()).hand, p, [](int) { return true; }, out);
  }
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_draculord

const AbilityDef ability_defs::draculord = card_draculord::def;

}  // namespace bm::detail
