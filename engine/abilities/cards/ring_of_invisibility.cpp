// THK020 Ring of Invisibility (Tools of Hero-Kind item, universal). Power-up (BM2-38): while its
// carrier waits at a dungeon's entrance or goes through it, that dungeon's owner casts no spell,
// not even in another player's turn (FAQ 580-587): no spell from hand, no spell cast as a cancel
// (ability_def.hpp spells_forbidden, read by spell_stack.cpp); a face-up item, a room's ability
// and a card discarded as a cancel (BM2-29, Antimagic Zone) are no spells and stay. Reward (BM2-4,
// BM2-37, BM2-29): during its boss's own part of the adventure phase (the boss's player active),
// it cancels a spell on top of the stack at once, a card ability no one answers (so Counterspell
// cannot stop it); then it is face down (BM2-7). It is never cast on its own.
#include "abilities/ability_def.hpp"

namespace bm::detail {
namespace card_ring_of_invisibility {

bool cancels(const Ctx& c, int p) {
  const StackItem& top = c.s.stack.back();
  return c.s.phase == Phase::adventure && c.s.active == p && c.design(top.card).kind == CardKind::spell;
}

}  // namespace card_ring_of_invisibility

const AbilityDef ability_defs::ring_of_invisibility = {.carrier_forbids_spells = true,
                                                       .item_cancels = card_ring_of_invisibility::cancels};

}  // namespace bm::detail
