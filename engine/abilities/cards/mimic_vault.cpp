// BM036 Mimic Vault (room), on build (G-11): move an ordinary hero from the town to your entrance.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_mimic_vault {

bool ordinary(const Ctx& c, int hero) { return !c.design(hero).is_epic(); }

void run(Ctx& c, Task t) {
  if (t.step == 0) return ask_for_one_of(c, t, c.s.town, ordinary);
  remove_from_town(c, t.answer.pick);
  to_entrance(c, t.player, t.answer.pick, 0);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { one_of_options(c, t, c.s.town, ordinary, out); }

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_mimic_vault

const AbilityDef ability_defs::mimic_vault = card_mimic_vault::def;

}  // namespace bm::detail
