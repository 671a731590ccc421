// BM003 King Croak (boss), Level Up (G-10): search the room deck and discard pile for an
// Advanced Monster Room, put it in your hand (G-19: the deck is shuffled); may build it at once.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_king_croak {

void run(Ctx& c, Task t) { search_advanced_room(c, t, RoomType::monster); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  search_advanced_room_options(c, t, RoomType::monster, out);
}

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_king_croak

const AbilityDef ability_defs::king_croak = card_king_croak::def;

}  // namespace bm::detail
