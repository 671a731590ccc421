// TNL056 All Your Base (build spell, G-16): look at the hand of an opponent (the declared
// target); you may take one room card of it. G-18: fizzles when that opponent is out of the game.
#include <algorithm>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_all_your_base {

// One cast per opponent holding a card (a hand to look at).
void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int q : opponents(c, p))
    if (!c.seat(q).hand.empty()) {
      Action a = cast_action(p, card);
      a.target_player = q;
      out.push_back(a);
    }
}

bool valid(const Ctx& c, const StackItem& it) { return !c.seat(it.target_player).eliminated; }

bool has_room(const Ctx& c, int q) {
  const auto& h = c.seat(q).hand;
  return std::any_of(h.begin(), h.end(), [&](int card) { return is_card_kind(c, card, CardKind::room); });
}

void run(Ctx& c, Task t) {
  const int p = t.player, q = t.target_player();
  if (t.step == 0) {
    if (c.seat(q).eliminated) return c.emit(EventType::fizzled, p, t.source());
    c.emit(EventType::hand_revealed, q, -1, p);
    if (has_room(c, q)) ask(c, t, p);
    return;
  }
  if (t.answer.pick == kDeclined || !hand_remove(c, q, t.answer.pick)) return;
  hand_add(c, p, t.answer.pick);
  c.emit(EventType::take_card, p, t.answer.pick, q);
}

// The room cards of the hand looked at (one per design), or take nothing.
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  per_design(
      c, c.seat(t.target_player()).hand, t.player, [&](int card) { return is_card_kind(c, card, CardKind::room); },
      out);
  out.push_back(decline(t.player));
}

constexpr AbilityDef def = {.run = run, .options = options, .casts = casts, .target_valid = valid};

}  // namespace card_all_your_base

const AbilityDef ability_defs::all_your_base = card_all_your_base::def;

}  // namespace bm::detail
