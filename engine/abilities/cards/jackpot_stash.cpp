// BM030 Jackpot Stash (room), activated (G-17), cost: destroy this room: your rooms' treasure is
// doubled this round (PlayerState::jackpot, read by treasure_value for G-15).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_jackpot_stash {

void run(Ctx& c, Task t) {
  c.seat(t.player).jackpot = true;
  c.emit(EventType::treasure_doubled, t.player);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_jackpot_stash

const AbilityDef ability_defs::jackpot_stash = card_jackpot_stash::def;

}  // namespace bm::detail
