// BM036 Mimic Vault (room), on build (G-11): move an ordinary hero from the town to your entrance.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_mimic_vault {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    bool any = false;
    for (int h : c.s.town) any = any || !c.design(h).is_epic();
    if (any) ask(c, t, p);
    return;
  }
  remove_from_town(c, t.answer.pick);
  to_entrance(c, p, t.answer.pick, 0);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.s.town, t.player, [&](int h) { return !c.design(h).is_epic(); }, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_mimic_vault

const AbilityDef ability_defs::mimic_vault = card_mimic_vault::def;

}  // namespace bm::detail
