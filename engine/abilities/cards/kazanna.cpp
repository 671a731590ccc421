// TNL007 Kazanna (boss), Level Up (G-10): discard your whole hand, then draw three spells (G-19;
// C-7 when the spell deck runs out). A one-time Level Up (BM2-31): carried out in the Level Up
// itself, not optional.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_kazanna {

void run(Ctx& c, Task t) {
  const int p = t.player;
  const std::vector<int> hand = c.seat(p).hand.vec();
  for (int card : hand) discard_from_hand(c, p, card);
  for (int i = 0; i < 3; ++i) draw_card(c, p, CardKind::spell);
}

constexpr AbilityDef def = {.run = run};

}  // namespace card_kazanna

const AbilityDef ability_defs::kazanna = card_kazanna::def;

}  // namespace bm::detail
