// THK007 Oversized Sword (Tools of Hero-Kind item, fighter). Power-up (BM2-38): its carrier has
// +5 Health while it goes through a dungeon (BM2-14). Reward (BM2-4, BM2-37: its boss uses it
// once, like a spell, then it is face down, BM2-7): one hero in any dungeon (going through it or
// waiting at its entrance) gets +5 Health until the end of the round; it fizzles (G-18) when that
// hero left the dungeon first.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_oversized_sword {

constexpr int kHealth = 5;

int health(const Ctx&, int, int) { return kHealth; }

void run(Ctx& c, Task t) { dungeon_hero_bonus(c, t, kHealth); }

}  // namespace card_oversized_sword

const AbilityDef ability_defs::oversized_sword =
    hooks::health_item(card_oversized_sword::health, card_oversized_sword::run);

}  // namespace bm::detail
