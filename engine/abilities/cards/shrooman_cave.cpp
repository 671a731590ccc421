// TNL027 Shrooman Cave (room), on build (G-11) or on uncover (BM2-16): another active Monster Room
// of your dungeon (not this one), of your choice, deals +3 damage until the end of the round
// (RoomSlot::bonus_damage, cleared at C-11 or when that room leaves play). Nothing when there is
// no other Monster Room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_shrooman_cave {

bool other_monster(const Ctx& c, int p, int slot, int self) {
  const RoomSlot& r = c.seat(p).dungeon[static_cast<std::size_t>(slot)];
  return slot_active(r) && r.top() != self && c.design(r.top()).room_type == RoomType::monster;
}

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
      if (other_monster(c, p, j, t.source())) return ask(c, t, p);
    return;
  }
  const int slot = chosen_room(c, p, t);
  if (slot >= 0 && other_monster(c, p, slot, t.source())) room_bonus_this_round(c, p, slot, 3);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  const std::size_t first = out.size();
  choose_rooms(c, p, -1, false, out);
  out.erase(std::remove_if(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                           [&](const Action& a) { return !other_monster(c, p, a.slot, t.source()); }),
            out.end());
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace card_shrooman_cave

const AbilityDef ability_defs::shrooman_cave = card_shrooman_cave::def;

}  // namespace bm::detail
