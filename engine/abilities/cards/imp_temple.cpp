// TNL014 Imp Temple (room): once per round, when an effect of yours makes an opponent discard a
// card from hand, the card goes to your hand instead of the discard pile (BM2-34; common.cpp
// forced_discard: the random discards of Specter's Sanctum, Succubus Spa and Torture Chamber, the
// chosen ones of Incubus Gym, Wraith's Throne and Cursed Tomb). Not optional. The discards that
// every player makes alike (Jeopardy) are no opponent made to discard by you.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_imp_temple {

bool takes(Ctx& c, int p, int slot, int q, int card) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (r.used_this_round) return false;
  r.used_this_round = true;
  hand_add(c, p, card);
  c.emit(EventType::activated, p, r.top(), slot, card);
  c.emit(EventType::take_card, p, card, q);  // from q's hand
  return true;
}

}  // namespace card_imp_temple

const AbilityDef ability_defs::imp_temple = {.takes_discard = card_imp_temple::takes};

}  // namespace bm::detail
