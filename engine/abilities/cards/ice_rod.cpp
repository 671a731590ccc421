// THK010 Ice Rod (Tools of Hero-Kind item, mage). Power-up (BM2-38, BM2-18): each room of the
// dungeon its carrier leaves alive is deactivated until the end of the round (G-8), so the heroes
// after it meet those rooms switched off. Reward (BM2-4, BM2-37): deactivate one active room of an
// opponent's dungeon until the end of the round (G-8; G-18: fizzles when the room is gone or
// already deactivated).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_ice_rod {

void left_room(Ctx& c, int p, int slot) {
  if (slot_active(c.seat(p).dungeon[static_cast<std::size_t>(slot)])) deactivate_room(c, p, slot);
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  std::vector<Action> any;
  room_targets(c, p, card, true, RoomType::monster, any);
  for (const Action& a : any)
    if (a.target_player != p) out.push_back(a);
}

}  // namespace card_ice_rod

const AbilityDef ability_defs::ice_rod = {.run = deactivate_target_room,
                                          .casts = card_ice_rod::casts,
                                          .target_valid = hooks::target_room_still_active,
                                          .hero_left_room = card_ice_rod::left_room};

}  // namespace bm::detail
