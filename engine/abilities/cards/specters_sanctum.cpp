// BM011 Specter's Sanctum (room), on build (G-11): a chosen opponent discards a random spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_specters_sanctum {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (!opponents(c, p).empty()) ask(c, t, p);
    return;
  }
  random_discard(c, p, t.answer.player, CardKind::spell);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  for (int q : opponents(c, t.player)) out.push_back(choose_player(t.player, q));
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_specters_sanctum

const AbilityDef ability_defs::specters_sanctum = card_specters_sanctum::def;

}  // namespace bm::detail
