// TNL054 Cursed Tomb (room): when it is destroyed by any effect or cost (it has no ability that
// destroys it), every opponent of its owner loses two room cards from hand, of their own choice
// (discarded; one holding fewer loses what they hold). Played as two passes of "every opponent,
// in turn order, discards one room card" (common.cpp each_opponent_discards): the second pass
// waits under the first.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_cursed_tomb {

constexpr int kSecondPass = 1;  // target_card of the second pass's task

void run(Ctx& c, Task t) {
  if (t.step == 0 && t.target_card() != kSecondPass)
    push_effect(c, Ability::cursed_tomb, t.player, t.source(), -1, kSecondPass);
  each_opponent_discards(c, t, CardKind::room);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  opponent_discard_options(c, t, CardKind::room, out);
}

}  // namespace card_cursed_tomb

const AbilityDef ability_defs::cursed_tomb = {
    .run = card_cursed_tomb::run, .options = card_cursed_tomb::options, .trigger = Trigger::destroyed};

}  // namespace bm::detail
