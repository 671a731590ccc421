// THK005 Goblin Suit (Tools of Hero-Kind item, fighter). Power-up (BM2-38): ordinary
// (non-advanced) Monster Rooms deal its carrier no damage, whatever bonuses they have; their
// abilities still act on it (G-13). Reward (BM2-4, BM2-37): each active ordinary Monster Room of
// its boss's dungeon deals +1 damage until the end of the round (`bonus` events); offered only
// while the boss has such a room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_goblin_suit {

bool ordinary_monster(const Ctx& c, int card) {
  return is_room_of(c, card, RoomType::monster) && !c.design(card).advanced;
}

int damage(const Ctx& c, int p, int slot, int dmg) {
  return ordinary_monster(c, c.seat(p).dungeon[static_cast<std::size_t>(slot)].top()) ? 0 : dmg;
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (const RoomSlot& r : c.seat(p).dungeon)
    if (slot_active(r) && ordinary_monster(c, r.top())) return out.push_back(cast_action(p, card));
}

void run(Ctx& c, Task t) {
  const auto& dg = c.seat(t.player).dungeon;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (slot_active(dg[static_cast<std::size_t>(j)]) && ordinary_monster(c, dg[static_cast<std::size_t>(j)].top()))
      room_bonus_this_round(c, t.player, j, 1);
}

}  // namespace card_goblin_suit

const AbilityDef ability_defs::goblin_suit = {
    .run = card_goblin_suit::run, .casts = card_goblin_suit::casts, .hero_room_damage = card_goblin_suit::damage};

}  // namespace bm::detail
