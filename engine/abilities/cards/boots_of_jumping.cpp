// THK017 Boots of Jumping (Tools of Hero-Kind item, universal). Power-up (BM2-38, BM2-17): after
// each room its carrier leaves alive it skips the next room (no damage, no ability of that room
// acts on it, it does not survive it, BM2-18), so it enters the first room, skips the second,
// enters the third... Reward (BM2-4, BM2-37): the hero in a room of any dungeon skips the next
// room it would enter (the Shortcut! `skip` mark, BM2-17); it fizzles (G-18) when the hero left
// the room first.
// Engine reading: a room skipped is not left alive, so the room after it is entered; a room
// destroyed under the carrier (BM2-19) was not left alive either.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_boots_of_jumping {

// The room before this one was entered and left alive (Run::in_room still tells of it).
bool skips(const Ctx& c, int, int) { return c.s.run.in_room; }

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, 0, out); }

void run(Ctx& c, Task t) { skip_next_rooms(c, t, 1); }

}  // namespace card_boots_of_jumping

const AbilityDef ability_defs::boots_of_jumping = {.run = card_boots_of_jumping::run,
                                                   .casts = card_boots_of_jumping::casts,
                                                   .target_valid = running_hero_still_in_room,
                                                   .hero_skips = card_boots_of_jumping::skips};

}  // namespace bm::detail
