// THK002 Holy Hand Grenade (Tools of Hero-Kind item, cleric; its two sides rest on one source,
// APP). Power-up (BM2-38): when its carrier gets through the dungeon alive (reaches the boss,
// G-12), the dungeon's owner discards two random room cards from hand (fewer when it holds
// fewer). Reward (BM2-4, BM2-37): each opponent of its boss, in turn order, discards a random room
// card from hand.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_holy_hand_grenade {

void run(Ctx& c, Task t) {
  for (int q : opponents(c, t.player)) random_discard(c, t.player, q, CardKind::room);
}

}  // namespace card_holy_hand_grenade

const AbilityDef ability_defs::holy_hand_grenade = {.run = card_holy_hand_grenade::run,
                                                    .casts = untargeted_cast,
                                                    .hero_survives = hooks::lose_random<CardKind::room, 2>};

}  // namespace bm::detail
