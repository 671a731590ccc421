// THK003 Inquisitor's Robes (Tools of Hero-Kind item, cleric). Power-up (BM2-38, BM2-18): the
// first Advanced Room of the dungeon that its carrier leaves alive is destroyed (G-7: the room
// beneath is uncovered, not destroyed), after the room's own survive effect; once per dungeon and
// round (a `power_spent` round mark on the item). Reward (BM2-4, BM2-37): destroy one Advanced
// Room on top of a stack of any dungeon (G-18: fizzles when that room is gone or can no longer be
// destroyed). Neither side fires a "destroy this room" ability of the room destroyed: those are
// activated abilities whose cost is the destruction (G-17), never set off by another effect.
// Engine reading: a deactivated Advanced Room cannot be destroyed (G-8), so the carrier passes it
// and the next Advanced Room it leaves alive is destroyed.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_inquisitors_robes {

// The top of q's stack `slot` is an Advanced Room that can be destroyed now (G-5, G-8).
bool advanced_top(const Ctx& c, int q, int slot) {
  return can_destroy(c, q, slot) && c.design(c.seat(q).dungeon[static_cast<std::size_t>(slot)].top()).advanced;
}

void left_room(Ctx& c, int p, int slot) {
  const int item = item_of_hero(c.s, c.s.run.hero);
  if (!advanced_top(c, p, slot) || mark_total(c, MarkKind::power_spent, p, item) > 0) return;
  add_mark(c, MarkKind::power_spent, p, item, 1);
  destroy_room(c, p, slot, -1);  // no player's effect: the carrier's item
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  std::vector<Action> any;
  room_targets(c, p, card, true, RoomType::monster, any);
  for (const Action& a : any)
    if (advanced_top(c, a.target_player, a.slot)) out.push_back(a);
}

bool valid(const Ctx& c, const StackItem& it) {
  const int slot = find_slot(c, it.target_player, it.target_card);
  return slot >= 0 && advanced_top(c, it.target_player, slot);
}

void run(Ctx& c, Task t) {
  const int slot = live_target_room(c, t);  // G-18: fizzles when the room is gone or switched off
  if (slot < 0) return;
  if (!can_destroy(c, t.target_player(), slot)) return c.emit(EventType::fizzled, t.player, t.source());
  destroy_room(c, t.target_player(), slot, t.player);
}

}  // namespace card_inquisitors_robes

const AbilityDef ability_defs::inquisitors_robes = {.run = card_inquisitors_robes::run,
                                                    .casts = card_inquisitors_robes::casts,
                                                    .target_valid = card_inquisitors_robes::valid,
                                                    .hero_left_room = card_inquisitors_robes::left_room};

}  // namespace bm::detail
