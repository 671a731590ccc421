// TNL055 Save Point (room), activated (G-17), cost: destroy this room: take into your hand a spell
// card you cast this round that is already in the discard pile (either pile under
// `discard_piles`). The round's spells cast are the round history BM2-28 asks for: the
// GameState::round_marks `spell_cast` marks (spell_stack.cpp do_cast, and a Counterspell cast as
// an answer; kept only in games whose cards hold Save Point). Reading (docs/cards.md): "cast"
// counts a spell that was cancelled too (it was cast, and it is in the pile); an item a boss used
// like a spell (BM2-4) is not a spell card. Offered only while such a spell lies in the pile; the
// spell is chosen as it resolves (taking it out of the pile is a take, as Dragon Graveyard reads).
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_save_point {

bool cast_this_round(const Ctx& c, int p, int card) {
  if (c.design(card).kind != CardKind::spell) return false;
  return std::any_of(c.s.round_marks.begin(), c.s.round_marks.end(), [&](const RoundMark& m) {
    return m.kind == MarkKind::spell_cast && m.player == p && m.card == card;
  });
}

// Some spell p cast this round lies in a discard pile (all_discards: the pile, then the spells'
// pile). Read from the round's few marks rather than the whole pile: a room's activations are
// listed at every window.
bool any_to_take(const Ctx& c, int p) {
  auto in_pile = [&c](int card) {
    for (const auto* pile : {&c.s.discard, &c.s.spell_discard})
      if (std::find(pile->begin(), pile->end(), card) != pile->end()) return true;
    return false;
  };
  return std::any_of(c.s.round_marks.begin(), c.s.round_marks.end(), [&](const RoundMark& m) {
    return m.kind == MarkKind::spell_cast && m.player == p && c.design(m.card).kind == CardKind::spell &&
           in_pile(m.card);
  });
}

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    if (any_to_take(c, t.player)) ask(c, t, t.player);
    return;
  }
  take_from_discard(c, t.player, t.answer.pick);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, all_discards(c), t.player, [&](int card) { return cast_this_round(c, t.player, card); }, out);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (any_to_take(c, p)) out.push_back(activate_action(c, p, slot));
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = cost_destroy_this};

}  // namespace card_save_point

const AbilityDef ability_defs::save_point = card_save_point::def;

}  // namespace bm::detail
