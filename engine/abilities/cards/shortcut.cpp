// TNL068 Shortcut! (adventure spell, G-16), a two-option spell (BM2-26: the option and its
// condition are settled when it is cast): the hero in a room of any dungeon skips the next room
// it would enter (option 0), or, when that dungeon has five rooms (its face-up rooms, deactivated
// ones too; five or more under BM2-9's seven rooms), the next two (option 1). Skipping (BM2-17): the hero
// passes the room by, takes no damage there, no ability of that room acts on it, it neither enters
// nor survives it (a GameState::round_marks `skip` mark on the hero, flow.cpp hero_next; a hero
// with no room left before the boss goes on to the boss). G-18: fizzles when the hero left the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_shortcut {

constexpr int kFiveRooms = 5;

// Option 1 needs five face-up rooms in the dungeon the hero goes through.
bool five_rooms(const Ctx& c, int) { return visible_rooms(c, c.s.run.player) >= kFiveRooms; }

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  running_hero_two_options(c, p, card, 0, five_rooms, out);
}

void run(Ctx& c, Task t) { skip_next_rooms(c, t, cast_option(t) + 1); }

}  // namespace card_shortcut

const AbilityDef ability_defs::shortcut = {
    .run = card_shortcut::run, .casts = card_shortcut::casts, .target_valid = running_hero_still_in_room};

}  // namespace bm::detail
