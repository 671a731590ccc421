// THK012 Necronomicon (Tools of Hero-Kind item, mage; its two sides rest on one source, APP).
// Power-up (BM2-38): when its carrier gets through the dungeon alive (reaches the boss, G-12), each
// opponent of that dungeon's owner draws a spell, in turn order. Reward (BM2-4, BM2-37): its boss
// draws a spell.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_necronomicon {

void survives(Ctx& c, int p) {
  for (int q : opponents(c, p)) draw_card(c, q, CardKind::spell);
}

}  // namespace card_necronomicon

const AbilityDef ability_defs::necronomicon = {
    .run = hooks::draw_one<CardKind::spell>, .casts = untargeted_cast, .hero_survives = card_necronomicon::survives};

}  // namespace bm::detail
