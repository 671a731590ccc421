// THK006 Claws of the Berserker (Tools of Hero-Kind item, fighter). Power-up (BM2-38): its
// carrier has +1 Health per active Monster Room of the dungeon it goes through, counted anew at
// every death check (BM2-14; G-8: a deactivated room does not count). Reward (BM2-4, BM2-37):
// one hero in any dungeon gets +1 Health per active Monster Room of its boss's own dungeon,
// counted when the item resolves, until the end of the round; it fizzles (G-18) when that hero
// left the dungeon first.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_claws_of_the_berserker {

int health(const Ctx& c, int p, int) { return active_rooms_of(c, p, RoomType::monster); }

void run(Ctx& c, Task t) { dungeon_hero_bonus(c, t, active_rooms_of(c, t.player, RoomType::monster)); }

}  // namespace card_claws_of_the_berserker

const AbilityDef ability_defs::claws_of_the_berserker =
    hooks::health_item(card_claws_of_the_berserker::health, card_claws_of_the_berserker::run);

}  // namespace bm::detail
