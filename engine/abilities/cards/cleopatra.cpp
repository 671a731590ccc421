// BM007 Cleopatra (boss), Level Up (G-10): search the room deck and discard pile for an
// Advanced Trap Room, put it in your hand (G-19: the deck is shuffled); may build it at once.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_cleopatra {

void run(Ctx& c, Task t) { search_advanced_room(c, t, RoomType::trap); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  search_advanced_room_options(c, t, RoomType::trap, out);
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_cleopatra

const AbilityDef ability_defs::cleopatra = card_cleopatra::def;

}  // namespace bm::detail
