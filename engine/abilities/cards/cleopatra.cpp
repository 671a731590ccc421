// BM007 Cleopatra (boss), Level Up (G-10): search the room deck and discard pile for an
// Advanced Trap Room, put it in your hand (G-19: the deck is shuffled); may build it at once.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {

const AbilityDef ability_defs::cleopatra = {.run = hooks::search_advanced_room<RoomType::trap>,
                                            .options = hooks::search_advanced_room_options<RoomType::trap>};

}  // namespace bm::detail
