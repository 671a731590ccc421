// TNL072 Wild Monster (adventure spell, G-16): build a Monster Room from your hand at once, face
// up, on top of one of your rooms (G-3 placement, not a new stack); it is built: the Level Up
// check and its own on-build effect follow (BM2-23 (a), G-10, G-11). Castable only when such a
// build exists, and not while Kobold Strike stops every build this round.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_wild_monster {

// The builds: one per Monster Room design in hand and each of p's stacks it may cover (G-3).
void builds(const Ctx& c, int p, std::vector<Action>& out) {
  if (c.s.no_build_this_round) return;
  std::vector<int> monsters;
  for (int card : c.seat(p).hand)
    if (is_room_of(c, card, RoomType::monster)) monsters.push_back(card);
  std::vector<Action> designs;
  per_design(
      c, monsters, p, [](int) { return true; }, designs);
  for (const Action& d : designs)
    for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
      if (can_build_on(c, p, j, d.card)) {
        Action a = choose_card(p, d.card);
        a.slot = j;
        out.push_back(a);
      }
}

bool any_build(const Ctx& c, int p) {
  if (c.s.no_build_this_round) return false;
  for (int card : c.seat(p).hand)
    if (is_room_of(c, card, RoomType::monster))
      for (int j = 0; j < static_cast<int>(c.seat(p).dungeon.size()); ++j)
        if (can_build_on(c, p, j, card)) return true;
  return false;
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (any_build(c, p)) out.push_back(cast_action(p, card));
}

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    if (any_build(c, t.player)) ask(c, t, t.player);
    return;
  }
  build_one_more(c, t, false);  // the chosen room, built face up at once
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { builds(c, t.player, out); }

constexpr AbilityDef def = {.run = run, .options = options, .casts = casts};

}  // namespace card_wild_monster

const AbilityDef ability_defs::wild_monster = card_wild_monster::def;

}  // namespace bm::detail
