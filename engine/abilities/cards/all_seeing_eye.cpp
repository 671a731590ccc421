// BM025 All-Seeing Eye (room): once per round (each Eye), when an opponent plays a spell, discard
// a spell to cancel it (G-18; S-9 in Super: the player's own spell too). An ability, not a
// spell: nothing answers it.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_all_seeing_eye {

void answers(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  int last = -1;
  for (int card : c.seat(p).hand)
    if (c.design(card).kind == CardKind::spell && c.cs.design_of(card) != last) {
      last = c.cs.design_of(card);
      Action a = make_action(ActionType::cancel, p);
      a.slot = slot;
      a.card = card;  // the spell discarded as the cost
      out.push_back(a);
    }
}

void pay(Ctx& c, const Action& a) {
  RoomSlot& eye = c.seat(a.player).dungeon[static_cast<std::size_t>(a.slot)];
  eye.used_this_round = true;
  hand_remove(c, a.player, a.card);
  to_discard(c, a.card);
  c.emit(EventType::activated, a.player, eye.top(), a.slot, a.card);
  c.emit(EventType::discard, a.player, a.card);
}

constexpr AbilityDef def = {.room_answers = answers, .pay_answer = pay};

}  // namespace card_all_seeing_eye

const AbilityDef ability_defs::all_seeing_eye = card_all_seeing_eye::def;

}  // namespace bm::detail
