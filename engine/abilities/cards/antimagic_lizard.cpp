// THK009 Antimagic Lizard (Tools of Hero-Kind item, mage; its two sides rest on one source, APP).
// Power-up (BM2-38): when its carrier gets through the dungeon alive (reaches the boss, G-12), the
// dungeon's owner discards two random spell cards from hand (fewer when it holds fewer). Reward
// (BM2-4, BM2-37): one opponent of its boss's choice discards a random spell card from hand
// (nothing when it holds none; G-18: fizzles when that opponent left the game).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_antimagic_lizard {

void run(Ctx& c, Task t) { random_discard(c, t.player, t.target_player(), CardKind::spell); }

}  // namespace card_antimagic_lizard

const AbilityDef ability_defs::antimagic_lizard = {.run = card_antimagic_lizard::run,
                                                   .casts = opponent_casts,
                                                   .target_valid = target_opponent_in_game,
                                                   .hero_survives = hooks::lose_random<CardKind::spell, 2>};

}  // namespace bm::detail
