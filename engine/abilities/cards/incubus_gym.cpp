// TNL019 Incubus Gym (room), on build (G-11): every opponent, in turn order, discards one room
// card of their own choice (one with no room card in hand discards nothing).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_incubus_gym {

void run(Ctx& c, Task t) { each_opponent_discards(c, t, CardKind::room); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  opponent_discard_options(c, t, CardKind::room, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_incubus_gym

const AbilityDef ability_defs::incubus_gym = card_incubus_gym::def;

}  // namespace bm::detail
