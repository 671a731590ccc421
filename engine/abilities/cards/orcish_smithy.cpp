// THK022 Orcish Smithy (Tools of Hero-Kind advanced monster room), activated (G-17) once per
// round in the build phase: an item lying loose in town (revealed, no hero could carry it, BM2-3)
// goes to any hero in town that carries none, whatever its treasure, a star hero too (the text
// sets aside BM2-3's match and BM2-10's "no items" star). One activation per waiting item
// (target_card); the hero is chosen as it resolves (G-18: it fizzles when the item no longer
// waits or no such hero is left).
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_orcish_smithy {

bool bare(const Ctx& c, int hero) { return item_of_hero(c.s, hero) < 0; }

bool waits(const Ctx& c, int item) {
  const auto& w = c.s.items_waiting;
  return std::find(w.begin(), w.end(), item) != w.end();
}

bool any_bare_hero(const Ctx& c) {
  return std::any_of(c.s.town.begin(), c.s.town.end(), [&](int h) { return bare(c, h); });
}

void run(Ctx& c, Task t) {
  if (t.step == 1) {
    if (!give_loose_item(c, t.target_card(), t.answer.pick)) c.emit(EventType::fizzled, t.player, t.source());
    return;
  }
  if (!waits(c, t.target_card()) || !any_bare_hero(c)) return c.emit(EventType::fizzled, t.player, t.source());
  ask(c, t, t.player);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.s.town, t.player, [&](int h) { return bare(c, h); }, out);
}

void activations(const Ctx& c, int p, int slot, std::vector<Action>& out) {
  if (c.s.phase != Phase::build || c.seat(p).dungeon[static_cast<std::size_t>(slot)].used_this_round ||
      !any_bare_hero(c))
    return;
  for (int item : c.s.items_waiting) {
    Action a = activate_action(c, p, slot);
    a.target_card = item;
    out.push_back(a);
  }
}

constexpr AbilityDef def = {.run = run, .options = options, .activations = activations, .pay_cost = mark_used};

}  // namespace card_orcish_smithy

const AbilityDef ability_defs::orcish_smithy = card_orcish_smithy::def;

}  // namespace bm::detail
