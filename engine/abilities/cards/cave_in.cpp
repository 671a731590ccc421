// BM042 Cave-In (spell): destroy one of your rooms (G-7) and kill the hero in it (G-12). G-18:
// fizzles when the room can no longer be destroyed.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_cave_in {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  const auto& dg = c.seat(p).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (can_destroy(c, p, j)) {
      Action a = cast_action(p, card);
      a.target_player = p;
      a.target_card = dg[static_cast<std::size_t>(j)].top();
      a.slot = j;
      out.push_back(a);
    }
}

bool valid(const Ctx& c, const StackItem& it) {
  const int slot = find_slot(c, it.controller, it.target_card);
  return slot >= 0 && can_destroy(c, it.controller, slot);
}

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.target_card());
  if (slot < 0 || !can_destroy(c, p, slot)) return c.emit(EventType::fizzled, p, t.source());
  const int hero = hero_in_room(c, p, slot) ? c.s.run.hero : -1;
  destroy_room(c, p, slot, p);
  if (hero >= 0) kill_hero(c, p, hero, -1);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_cave_in

const AbilityDef ability_defs::cave_in = card_cave_in::def;

}  // namespace bm::detail
