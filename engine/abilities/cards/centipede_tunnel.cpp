// BM033 Centipede Tunnel (room), on build (G-11): may swap two rooms in any one dungeon (G-6:
// whole stacks).
#include <utility>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_centipede_tunnel {

void run(Ctx& c, Task t) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick == kDeclined) return;
  auto& dg = c.seat(t.answer.player).dungeon;
  std::swap(dg[static_cast<std::size_t>(t.answer.slot)],
            dg[static_cast<std::size_t>(t.answer.slot2)]);  // G-6: whole stacks
  c.emit(EventType::swapped, t.answer.player, -1, t.answer.slot, t.answer.slot2);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  out.push_back(decline(p));
  for (int q : live_players_in_order(c)) {
    const auto& dg = c.seat(q).dungeon;
    for (int i = 0; i < static_cast<int>(dg.size()); ++i)
      for (int j = i + 1; j < static_cast<int>(dg.size()); ++j)
        if (slot_visible(dg[static_cast<std::size_t>(i)]) && slot_visible(dg[static_cast<std::size_t>(j)])) {
          Action a = choose_player(p, q);
          a.slot = i;
          a.slot2 = j;
          out.push_back(a);
        }
  }
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_centipede_tunnel

const AbilityDef ability_defs::centipede_tunnel = card_centipede_tunnel::def;

}  // namespace bm::detail
