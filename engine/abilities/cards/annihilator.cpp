// BM040 Annihilator (spell): a Trap Room deals +3 damage this round (G-16; G-18: fizzles when
// the room is gone or deactivated).
// Also the BM2 synthetic item SYN-I03 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_annihilator {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  room_targets(c, p, card, false, RoomType::trap, out);
}

bool valid(const Ctx& c, const StackItem& it) { return target_room_active(c, it.target_player, it.target_card); }

void run(Ctx& c, Task t) { room_damage_bonus(c, t, 3); }

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_annihilator

const AbilityDef ability_defs::annihilator = card_annihilator::def;

}  // namespace bm::detail
