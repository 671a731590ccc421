// BM014 Vampire Bordello (room): when a hero dies here (once per round): may heal one wound
// (G-20: a wound turns back into a soul).
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_vampire_bordello {

void run(Ctx& c, Task t) {
  const int p = t.player;
  auto& score = c.seat(p).score;
  if (t.step == 0) {
    if (std::any_of(score.begin(), score.end(), [](const ScoredHero& h) { return !h.soul; })) ask(c, t, p);
    return;
  }
  if (t.answer.pick == kDeclined) return;
  for (auto& h : score)
    if (h.hero == t.answer.pick && !h.soul) {
      h.soul = true;
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
  out.push_back(decline(t.player));
}

}  // namespace card_vampire_bordello

const AbilityDef ability_defs::vampire_bordello = {
    .run = card_vampire_bordello::run, .options = card_vampire_bordello::options, .trigger = Trigger::hero_died_here};

}  // namespace bm::detail
