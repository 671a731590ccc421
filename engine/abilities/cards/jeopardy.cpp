// BM048 Jeopardy (spell): every player discards their hand, then draws one spell and two rooms
// (G-16; G-19).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_jeopardy {

void casts(const Ctx&, int p, int card, std::vector<Action>& out) { out.push_back(cast_action(p, card)); }

void run(Ctx& c, Task) {
  for (int q : live_players_in_order(c)) {
    const std::vector<int> hand = c.seat(q).hand.vec();
    for (int card : hand) discard_from_hand(c, q, card);
    draw_card(c, q, CardKind::spell);
    draw_card(c, q, CardKind::room);
    draw_card(c, q, CardKind::room);
  }
}

constexpr AbilityDef def = {.run = run, .casts = casts};

}  // namespace card_jeopardy

const AbilityDef ability_defs::jeopardy = card_jeopardy::def;

}  // namespace bm::detail
