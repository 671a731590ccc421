// BM008 Gorgona (boss), Level Up (G-10): kill a hero in town; it goes face down to your score (G-12).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_gorgona {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (!c.s.town.empty()) ask(c, t, p);
    return;
  }
  remove_from_town(c, t.answer.pick);
  kill_hero(c, p, t.answer.pick, -1);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.s.town, t.player, [](int) { return true; }, out);
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_gorgona

const AbilityDef ability_defs::gorgona = card_gorgona::def;

}  // namespace bm::detail
