// TNL104 Swordmage (epic hybrid hero, fighter + mage; lured by the sum of both, BM2-12): +2
// Health until the end of the round each time a spell is played, by any player, while it goes
// through a dungeon (BM2-14). The bonus comes when the spell resolves, before its effect: a
// cancelled spell (G-18, also one whose target is gone) gives nothing.
// Engine reading: "a spell" is a spell card, not a boss's item used as one (BM2-4); a hero dies
// at the damage that reaches its Health (G-12), so a later bonus does not bring it back.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_swordmage {

constexpr int kHealthPerSpell = 2;

void on_spell(Ctx& c) { c.s.run.health_bonus += kHealthPerSpell; }

}  // namespace card_swordmage

const AbilityDef ability_defs::swordmage = {.hero_on_spell = card_swordmage::on_spell};

}  // namespace bm::detail
