// TNL002 Belladonna (boss), Level Up (G-10): heal one wound at once (G-20: a wound, an epic
// hero's too, turns back into a soul). A one-time Level Up (BM2-31): carried out in the Level
// Up itself, so it is not optional; with no wound it does nothing.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_belladonna {

void run(Ctx& c, Task t) {
  const int p = t.player;
  auto& score = c.seat(p).score;
  if (t.step == 0) {
    if (std::any_of(score.begin(), score.end(), [](const ScoredHero& h) { return !h.soul; })) ask(c, t, p);
    return;
  }
  for (auto& h : score)
    if (h.hero == t.answer.pick && !h.soul) {
      h.soul = true;  // G-20
      c.emit(EventType::healed, p, h.hero);
      break;
    }
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  std::vector<int> wounds;
  for (const auto& h : c.seat(t.player).score)
    if (!h.soul) wounds.push_back(h.hero);
  per_design(
      c, wounds, t.player, [](int) { return true; }, out);
}

}  // namespace card_belladonna

const AbilityDef ability_defs::belladonna = {.run = card_belladonna::run, .options = card_belladonna::options};

}  // namespace bm::detail
