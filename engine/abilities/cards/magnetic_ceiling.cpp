// THK024 Magnetic Ceiling (Tools of Hero-Kind advanced trap room): once per round, when a hero
// carrying an item enters it (G-13), its owner takes that item face down into their scoring area
// (BM2-7's face-down place; its boss side never fires). BM2-38: the carrier's own and its item's
// abilities act first, as it starts through the dungeon and on entering; the item is gone before
// this room's damage, so a power-up read at the damage (Goblin Suit) or at the death check
// (Oversized Sword's Health) no longer helps the carrier here.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_magnetic_ceiling {

bool enter(Ctx& c, int p, int slot) {
  RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  if (r.used_this_round || item_of_hero(c.s, c.s.run.hero) < 0) return false;
  r.used_this_round = true;
  take_item_face_down(c, p, c.s.run.hero);
  return false;  // the hero stays in the room and takes its damage
}

constexpr AbilityDef def = {.on_enter = enter};

}  // namespace card_magnetic_ceiling

const AbilityDef ability_defs::magnetic_ceiling = card_magnetic_ceiling::def;

}  // namespace bm::detail
