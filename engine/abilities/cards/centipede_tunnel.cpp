// BM033 Centipede Tunnel (room), on build (G-11): may swap two rooms in any one dungeon (G-6:
// whole stacks).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_centipede_tunnel {

void run(Ctx& c, Task t) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick == kDeclined) return;
  swap_chosen_stacks(c, t);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { swap_options(c, t.player, -1, true, out); }

}  // namespace card_centipede_tunnel

const AbilityDef ability_defs::centipede_tunnel = {
    .run = card_centipede_tunnel::run, .options = card_centipede_tunnel::options, .trigger = Trigger::on_build};

}  // namespace bm::detail
