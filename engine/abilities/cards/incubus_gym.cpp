// TNL019 Incubus Gym (room), on build (G-11): every opponent, in turn order, discards one room
// card of their own choice (one with no room card in hand discards nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_incubus_gym {

bool is_room(const Ctx& c, int card) { return c.design(card).kind == CardKind::room; }

bool has_room_card(const Ctx& c, int q) { return count_in_hand(c, q, CardKind::room) > 0; }
void discard_chosen(Ctx& c, const Task& t) {
  const int q = t.target_player();
  hand_remove(c, q, t.answer.pick);
  to_discard(c, t.answer.pick);
  c.emit(EventType::discard, q, t.answer.pick, t.player);
}
void run(Ctx& c, Task t) { each_opponent_chooses(c, t, has_room_card, discard_chosen); }
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int q = t.target_player();
  per_design(
      c, c.seat(q).hand, q, [&](int card) { return is_room(c, card); }, out);
}

}  // namespace card_incubus_gym

const AbilityDef ability_defs::incubus_gym = {
    .run = card_incubus_gym::run, .options = card_incubus_gym::options, .trigger = Trigger::on_build};

}  // namespace bm::detail
