// TNL030 The Arena (room), activated (G-17) once per round, cost: show a Monster Room card from
// your hand (BM2-34: it stays in your hand): this room deals +X damage until the end of the
// round, X = the printed damage of the card shown (RoomSlot::bonus_damage, cleared at C-11 or
// when the room leaves play). One activation per design shown (target_card).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_the_arena {

bool is_monster(const Ctx& c, int card) { return is_room_of(c, card, RoomType::monster); }

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.source());
  if (slot < 0) return c.emit(EventType::fizzled, p, t.source());
  room_bonus_this_round(c, p, slot, c.design(t.target_card()).damage);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  discard_cost_activations(c, p, slot, is_monster, out);  // the same choice; the cost only shows it
}

constexpr AbilityDef def = {.run = run, .activations = activations, .pay_cost = mark_used};

}  // namespace card_the_arena

const AbilityDef ability_defs::the_arena = card_the_arena::def;

}  // namespace bm::detail
