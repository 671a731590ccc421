// TNL020 Dragon Graveyard (advanced room): once per round, when you take a card out of the
// discard pile (any effect of yours: common.cpp take_from_discard, a deck-and-discard search that
// finds its room in the pile), you also draw a room card (C-7 when the room deck is empty).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dragon_graveyard {

void run(Ctx& c, Task t) { draw_card(c, t.player, CardKind::room); }

}  // namespace card_dragon_graveyard

const AbilityDef ability_defs::dragon_graveyard = {.run = card_dragon_graveyard::run, .trigger = Trigger::took_discard};

}  // namespace bm::detail
