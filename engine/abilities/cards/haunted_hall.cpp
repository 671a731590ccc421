// TNL017 Haunted Hall (room), activated (G-17), cost: destroy this room: the hero standing in it
// goes back to the town (G-22: its damage is not kept; its place in the row is IP-16). The cost
// leaves the hero standing where the hall was (BM2-19); the effect fizzles (G-18) when the hero
// is no longer running in your dungeon.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_haunted_hall {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (c.s.run.player != p || c.s.run.hero != t.target_card()) return c.emit(EventType::fizzled, p, t.source());
  hero_to_town(c, t.target_card());
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (!hero_in_room(c, p, slot)) return;
  Action a = activate_action(c, p, slot);
  a.target_card = c.s.run.hero;
  out.push_back(a);
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_haunted_hall

const AbilityDef ability_defs::haunted_hall = card_haunted_hall::def;

}  // namespace bm::detail
