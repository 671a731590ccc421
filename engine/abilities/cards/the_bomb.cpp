// THK016 The Bomb (Tools of Hero-Kind item, thief). Power-up (BM2-38, BM2-19): as its carrier
// enters the last room of a dungeon (the stack next to the boss), that room is destroyed before
// its ability or damage act (FAQ 699-705), so the carrier leaves it without surviving it and
// reaches the boss; a room that cannot be destroyed (deactivated, G-8) stays. Reward (BM2-4,
// BM2-37): its boss destroys the room of its own dungeon in which a hero stands, and that hero
// takes 5 damage (G-12: it dies, scored by the boss, when that reaches its Health); it fizzles
// (G-18) when the hero left the room or the room can no longer be destroyed.
// Engine reading: the hero leaves the destroyed room (BM2-19) before the damage, so no room
// killed it and a room the destruction uncovers never acts on it.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_the_bomb {

constexpr int kDamage = 5;

// The hero stands nowhere after its room is destroyed under it (BM2-19); `by` = the player whose
// effect it is (-1: the carrier's power-up, no player's).
void destroy_under_hero(Ctx& c, int p, int slot, int by) {
  destroy_room(c, p, slot, by);
  c.s.run.in_room = false;
}

bool enters(Ctx& c, int p, int slot) {
  if (slot != static_cast<int>(c.seat(p).dungeon.size()) - 1 || !can_destroy(c, p, slot)) return false;
  destroy_under_hero(c, p, slot, -1);
  return true;
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (c.s.run.player == p && can_destroy(c, p, c.s.run.room)) running_hero_target(c, p, card, 1, out);
}

void run(Ctx& c, Task t) {
  const Run& r = c.s.run;
  if (r.player != t.player || r.hero != t.target_card() || !r.in_room || !can_destroy(c, t.player, r.room))
    return c.emit(EventType::fizzled, t.player, t.source());  // G-18
  const int hero = r.hero;
  destroy_under_hero(c, t.player, r.room, t.player);
  damage_run_hero(c, t.player, hero, kDamage);
}

}  // namespace card_the_bomb

const AbilityDef ability_defs::the_bomb = {.run = card_the_bomb::run,
                                           .casts = card_the_bomb::casts,
                                           .target_valid = running_hero_still_in_room,
                                           .hero_enters = card_the_bomb::enters};

}  // namespace bm::detail
