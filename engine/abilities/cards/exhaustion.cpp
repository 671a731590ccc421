// BM044 Exhaustion (spell): X damage to a hero in your dungeon, X = your rooms (G-8: deactivated
// rooms are not counted). G-18: fizzles when the hero left the room.
// Also the BM2 synthetic item SYN-I04 (BM2-4: used like an adventure spell).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_exhaustion {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) { running_hero_target(c, p, card, 1, out); }

bool valid(const Ctx& c, const StackItem& it) { return run_hero_in(c, it.controller, it.target_card); }

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (!run_hero_in(c, p, t.target_card())) return c.emit(EventType::fizzled, p, t.source());
  damage_run_hero(c, p, t.target_card(), counted_rooms(c, p));  // G-8: deactivated rooms are not counted
}

constexpr AbilityDef def = {.run = run, .casts = casts, .target_valid = valid};

}  // namespace card_exhaustion

const AbilityDef ability_defs::exhaustion = card_exhaustion::def;

}  // namespace bm::detail
