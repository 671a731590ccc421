// TNL003 Torix Uz'Kali (boss), lasting Level Up (BM2-31): for the rest of the game, a Monster Room
// card headed for the discard pile, anyone's (discarded from a hand or destroyed in a dungeon),
// may come to your hand instead (BM2-34). A triggered ability: it acts from the Level Up on.
// Engine reading: the card reaches the discard pile first and her effect then asks, once the
// effect under way is done (the agenda: triggers.cpp room_discarded_triggers, from zones.cpp
// to_discard); "instead" holds because nothing can take it from the pile in between unless an
// effect under way does, in which case the card stays where that effect put it. Optional:
// `decline`. Several Monster Rooms discarded at once are asked about one at a time.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_torix_uzkali {

bool monster_room(const Ctx& c, int card) { return is_room_of(c, card, RoomType::monster); }

bool still_discarded(const Ctx& c, int card) {
  const Zone& pile = c.s.discard;
  return std::find(pile.begin(), pile.end(), card) != pile.end();
}

void run(Ctx& c, Task t) {
  const int card = t.target_card();
  if (t.step == 0) {
    if (still_discarded(c, card)) ask(c, t, t.player);
    return;
  }
  if (t.answer.pick != kDeclined && still_discarded(c, card)) take_from_discard(c, t.player, card);
}

void options(const Ctx&, const Task& t, std::vector<Action>& out) {
  out.push_back(choose_card(t.player, t.target_card()));
  out.push_back(decline(t.player));
}

}  // namespace card_torix_uzkali

const AbilityDef ability_defs::torix_uzkali = {.run = card_torix_uzkali::run,
                                               .options = card_torix_uzkali::options,
                                               .trigger = Trigger::room_discarded,
                                               .condition = card_torix_uzkali::monster_room,
                                               .lasting = true};

}  // namespace bm::detail
