// BM019 Beast Menagerie (room): once per round, when you build another Monster Room, draw a room
// card. It triggers at the moment of building: rooms revealed together do not trigger each
// other (the Menagerie must already be built; G-4, C-8: rooms revealed together).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_beast_menagerie {

bool monster_room(const Ctx& c, int card) { return is_room_of(c, card, RoomType::monster); }

constexpr AbilityDef def = {
    .run = hooks::draw_one<CardKind::room>, .trigger = Trigger::other_room_built, .condition = monster_room};

}  // namespace card_beast_menagerie

const AbilityDef ability_defs::beast_menagerie = card_beast_menagerie::def;

}  // namespace bm::detail
