// BM037 Monstrous Monument (room), on build (G-11): take a Monster Room from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_monstrous_monument {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    bool any = false;
    for (int card : c.s.discard) any = any || is_room_of(c, card, RoomType::monster);
    if (any) ask(c, t, p);
    return;
  }
  take_from_discard(c, p, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.s.discard, t.player, [&](int card) { return is_room_of(c, card, RoomType::monster); }, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build};

}  // namespace card_monstrous_monument

const AbilityDef ability_defs::monstrous_monument = card_monstrous_monument::def;

}  // namespace bm::detail
