// BM023 Haunted Library (room): in the beginning of the round (C-7) you may draw a spell instead
// of the room card. With the spell deck empty and no reshuffle (empty_deck option) the room
// is drawn.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_haunted_library {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (c.s.spell_deck.empty()) c.consulted("empty_deck");
    if (c.s.spell_deck.empty() && !c.rs.reshuffle_empty_deck) {
      draw_card(c, p, CardKind::room);
      return;
    }
    return ask(c, t, p);
  }
  draw_card(c, p, t.answer.pick == 1 ? CardKind::spell : CardKind::room);
}

void options(const Ctx&, const Task& t, std::vector<Action>& out) {
  out.push_back(choose_option(t.player, 0));  // draw a room
  out.push_back(choose_option(t.player, 1));  // draw a spell instead
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::begin_draw};

}  // namespace card_haunted_library

const AbilityDef ability_defs::haunted_library = card_haunted_library::def;

}  // namespace bm::detail
