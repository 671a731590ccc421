// TNL108 Druid (epic hybrid hero, cleric + mage; lured by the sum of both, BM2-12): +1 Health
// for each spell card in the hand of the player whose dungeon it goes through, counted anew at
// every death check, so it follows that hand as it changes (BM2-14).
// Engine reading: the count is read while the hero goes through the dungeon (the only time its
// Health decides anything); a hero dies at the damage that reaches its Health then (G-12), so a
// hand that grows after that damage does not bring it back.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_druid {

int health(const Ctx& c, int p, int) {
  int spells = 0;
  for (int card : c.seat(p).hand) spells += c.design(card).kind == CardKind::spell ? 1 : 0;
  return spells;
}

}  // namespace card_druid

const AbilityDef ability_defs::druid = {.hero_health = card_druid::health};

}  // namespace bm::detail
