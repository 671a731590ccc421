// BM004 Robobo (boss), Level Up (G-10): every opponent destroys one room of their choice (G-7;
// G-5, G-8: only rooms that can be destroyed).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_robobo {

bool can_destroy_any(const Ctx& c, int q, int /*unused*/) {
  bool any = false;
  for (int j = 0; j < static_cast<int>(c.seat(q).dungeon.size()); ++j) any = any || can_destroy(c, q, j);
  return any;
}

void destroy_chosen(Ctx& c, const Task& t) { destroy_room(c, t.target_player(), t.answer.slot, t.player); }
void run(Ctx& c, Task t) { each_opponent_chooses(c, t, can_destroy_any, 0, destroy_chosen); }
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int chooser = c.s.decision.player;
  for (int j = 0; j < static_cast<int>(c.seat(t.target_player()).dungeon.size()); ++j)
    if (can_destroy(c, t.target_player(), j)) {
      Action a = choose_option(chooser, -1);
      a.target_player = t.target_player();
      a.slot = j;
      a.card = c.seat(t.target_player()).dungeon[static_cast<std::size_t>(j)].top();
      out.push_back(a);
    }
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_robobo

const AbilityDef ability_defs::robobo = card_robobo::def;

}  // namespace bm::detail
