// BM009 Dark Altar (room), activated (G-17), cost: destroy this room: take any card from the
// discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dark_altar {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (!all_discards(c).empty()) ask(c, t, p);
    return;
  }
  take_from_discard(c, p, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, all_discards(c), t.player, [](int) { return true; }, out);
}

// The Altar itself goes to the discard pile first: there is always a card to take.
void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_dark_altar

const AbilityDef ability_defs::dark_altar = card_dark_altar::def;

}  // namespace bm::detail
