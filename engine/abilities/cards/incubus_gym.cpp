// TNL019 Incubus Gym (room), on build (G-11): every opponent, in turn order, discards one room
// card of their own choice (one with no room card in hand discards nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_incubus_gym {

bool is_room(const Ctx& c, int card) { return c.design(card).kind == CardKind::room; }

// target_player = the opponent choosing now; opponents_done = how many opponents are done.
void run(Ctx& c, Task t) {
  const SeatList opp = opponents(c, t.player);
  if (t.step == 1) {
    const int q = t.target_player();
    hand_remove(c, q, t.answer.pick);
    to_discard(c, t.answer.pick);
    c.emit(EventType::discard, q, t.answer.pick, t.player);
    t.opponents_done() += 1;
  } else {
    t.opponents_done() = 0;
  }
  t.step = 0;
  while (t.opponents_done() < static_cast<int>(opp.size())) {
    const int q = opp[static_cast<std::size_t>(t.opponents_done())];
    if (count_in_hand(c, q, CardKind::room) > 0) {
      t.target_player() = q;
      return ask(c, t, q);
    }
    t.opponents_done() += 1;
  }
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int q = t.target_player();
  per_design(
      c, c.seat(q).hand, q, [&](int card) { return is_room(c, card); }, out);
}

}  // namespace card_incubus_gym

const AbilityDef ability_defs::incubus_gym = {
    .run = card_incubus_gym::run, .options = card_incubus_gym::options, .trigger = Trigger::on_build};

}  // namespace bm::detail
