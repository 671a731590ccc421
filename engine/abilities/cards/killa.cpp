// TNL004 Killa (boss), lasting Level Up (G-10, BM2-31): for the rest of the game, while you have
// three wounds or more (G-12), your last active room (the active one nearest the boss; G-8: a
// deactivated room is skipped) deals +3 damage.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_killa {

int aura(const Ctx& c, int p, int, int slot) {
  if (wounds_of(c, p) < 3) return 0;
  const auto& dg = c.seat(p).dungeon;
  int last = -1;
  for (int j = 0; j < static_cast<int>(dg.size()); ++j)
    if (slot_active(dg[static_cast<std::size_t>(j)])) last = j;
  return slot == last ? 3 : 0;
}

constexpr AbilityDef def = {.damage_aura = aura, .lasting = true};

}  // namespace card_killa

const AbilityDef ability_defs::killa = card_killa::def;

}  // namespace bm::detail
