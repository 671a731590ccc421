// BM053 Teleportation (spell): a hero in your dungeon goes back to your first room (and enters it
// again). G-18: fizzles when the hero left the room.
// Also the BM2 synthetic item SYN-I06 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_teleportation {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, 1, out); }

bool valid(const Ctx& c, const StackItem& it) { return run_hero_in(c, it.controller, it.target_card); }

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (!run_hero_in(c, p, t.target_card())) return c.emit(EventType::fizzled, p, t.source());
  c.s.run.room = -1;
  c.s.run.in_room = false;
  c.emit(EventType::hero_to_room, p, t.target_card(), 0);
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_teleportation

const AbilityDef ability_defs::teleportation = card_teleportation::def;

}  // namespace bm::detail
