// TNL031 Antimagic Zone (room): played from the hand, not from the dungeon: discard it to cancel
// an opponent's spell (BM2-29, FAQ 136-141). A card ability, not a spell: it cancels at once and
// nothing answers it (Counterspell cancels spells only); like every cancel, any opponent of the
// caster may use it when the spell is cast (G-18). Built in a dungeon it is a plain trap room.
#include "abilities/ability_def.hpp"

namespace bm::detail {

const AbilityDef ability_defs::antimagic_zone = {.cancels_from_hand = true};

}  // namespace bm::detail
