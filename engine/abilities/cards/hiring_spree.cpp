// TNL060 Hiring Spree (build spell, G-16): draw three rooms (C-7 when the room deck runs out),
// then give one room card of your hand, of your choice, to another player of your choice.
// Reading: the room given may be any room of your hand, not only one just drawn; with no
// other player in the game (solo, SO-5) nothing is given.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_hiring_spree {

void casts(const Ctx&, int p, int card, std::vector<Action>& out) { out.push_back(cast_action(p, card)); }

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    for (int i = 0; i < 3; ++i) draw_card(c, p, CardKind::room);
    if (count_in_hand(c, p, CardKind::room) > 0 && !opponents(c, p).empty()) ask(c, t, p);
    return;
  }
  const int q = t.answer.player;
  if (!hand_remove(c, p, t.answer.pick)) return;
  hand_add(c, q, t.answer.pick);
  c.emit(EventType::take_card, q, t.answer.pick, p);
}

// One choice per (room design in hand, other player).
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  for (int q : opponents(c, p)) {
    const std::size_t first = out.size();
    per_design(
        c, c.seat(p).hand, p, [&](int card) { return is_card_kind(c, card, CardKind::room); }, out);
    for (std::size_t i = first; i < out.size(); ++i) out[i].target_player = q;
  }
}

constexpr AbilityDef def = {.run = run, .options = options, .casts = casts};

}  // namespace card_hiring_spree

const AbilityDef ability_defs::hiring_spree = card_hiring_spree::def;

}  // namespace bm::detail
