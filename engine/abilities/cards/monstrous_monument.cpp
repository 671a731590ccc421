// BM037 Monstrous Monument (room), on build (G-11): take a Monster Room from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_monstrous_monument {

bool monster_room(const Ctx& c, int card) { return is_room_of(c, card, RoomType::monster); }

constexpr AbilityDef def = {.run = hooks::take_one_discarded<monster_room>,
                            .options = hooks::take_one_discarded_options<monster_room>,
                            .trigger = Trigger::on_build};

}  // namespace card_monstrous_monument

const AbilityDef ability_defs::monstrous_monument = card_monstrous_monument::def;

}  // namespace bm::detail
