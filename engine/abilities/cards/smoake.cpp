// TNL006 Smoake (boss), lasting Level Up (G-10, BM2-31): for the rest of the game, each time you
// build a Monster Room you may draw a room (C-7 when the room deck is empty). Every build counts,
// at a reveal or at once (as Beast Menagerie's), with no once-per-round limit; the build that
// levelled the boss up came before the ability and does not count.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_smoake {

bool monster_room(const Ctx& c, int card) { return is_room_of(c, card, RoomType::monster); }

void run(Ctx& c, Task t) {
  if (t.step == 0) return ask(c, t, t.player);
  if (t.answer.pick != kDeclined) draw_card(c, t.player, CardKind::room);
}

constexpr AbilityDef def = {.run = run,
                            .options = yes_or_decline,
                            .trigger = Trigger::other_room_built,
                            .condition = monster_room,
                            .lasting = true};

}  // namespace card_smoake

const AbilityDef ability_defs::smoake = card_smoake::def;

}  // namespace bm::detail
