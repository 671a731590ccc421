// TNL112 Archer (epic hybrid hero, fighter + thief; lured by the sum of both, BM2-12): skips the
// last room of the dungeon it goes through, the one next to the boss (BM2-17): it takes no
// damage there and no ability of that room acts on it; the room's treasure still counts for
// bait (G-15).
// Engine reading: "the last room" is the last stack of the dungeon, whether or not it is
// deactivated (G-8: a deactivated room deals nothing anyway).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_archer {

bool skips(const Ctx& c, int p, int slot) { return slot == static_cast<int>(c.seat(p).dungeon.size()) - 1; }

}  // namespace card_archer

const AbilityDef ability_defs::archer = {.hero_skips = card_archer::skips};

}  // namespace bm::detail
