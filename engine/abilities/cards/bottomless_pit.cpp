// BM027 Bottomless Pit (room), activated (G-17), cost: destroy this room: kill the hero in it (G-12).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_bottomless_pit {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (c.s.run.player == p && c.s.run.hero == t.target_card()) kill_hero(c, p, t.target_card(), -1);
  else c.emit(EventType::fizzled, p, t.source());
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!hero_in_room(c, p, slot)) return;
  Action a = activate_action(c, p, slot);
  a.target_card = c.s.run.hero;
  out.push_back(a);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_bottomless_pit

const AbilityDef ability_defs::bottomless_pit = card_bottomless_pit::def;

}  // namespace bm::detail
