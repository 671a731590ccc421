// TNL070 Surprise Gift (build spell, G-16): the caster's one build of the round (G-4) goes face
// down onto a face-up room of an opponent's dungeon instead of their own (BM2-23 (b)). It is
// cast with the receiver's room declared (target_player, target, stack, as Freeze); as it
// resolves the caster chooses a room of their hand that may be built there (G-3 read for the
// receiver's room: an advanced room only on a room sharing a treasure type; G-5, G-8: not on a
// face-down or deactivated room), places it face down (room_placed in the receiver's seat) and
// has made their build of the round. It is revealed with every other face-down room (G-4,
// flow.cpp reveal_rooms): it is a room of the receiver's dungeon, so its on-build effect, the
// Level Up check and the receiver's "when you build another room" triggers are the receiver's
// (BM2-23). Covering a room leaves the receiver's count of rooms as it was (G-8), so the gift
// never completes a fifth room (IP-41 does not arise: docs/rules/interpretation-points.md).
// Castable only while the caster has not built this round, no effect stops every build (Kobold
// Strike) and some room in hand fits the declared room. It fizzles (G-18) when the declared room
// is no longer the face-up top of its stack, or nothing in hand fits it any more.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_surprise_gift {

bool may_build(const Ctx& c, int p) { return !c.s.no_build_this_round && !c.seat(p).built_this_phase; }

// A room of p's hand that may be built on q's stack `slot`.
bool fits(const Ctx& c, int p, int q, int slot) {
  for (int card : c.seat(p).hand)
    if (c.design(card).kind == CardKind::room && can_build_on(c, q, slot, card)) return true;
  return false;
}

// One cast per face-up room of an opponent's dungeon that some room of p's hand fits.
void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (!may_build(c, p)) return;
  for (int q : opponents(c, p)) {
    const auto& dg = c.seat(q).dungeon;
    for (int j = 0; j < static_cast<int>(dg.size()); ++j) {
      if (!fits(c, p, q, j)) continue;
      Action a = cast_action(p, card);
      a.target_player = q;
      a.target_card = dg[static_cast<std::size_t>(j)].top();
      a.slot = j;
      out.push_back(a);
    }
  }
}

// G-18: the declared room is still the face-up top of its stack.
bool target_valid(const Ctx& c, const StackItem& it) { return find_slot(c, it.target_player, it.target_card) >= 0; }

// The rooms of the caster's hand that fit the declared room (one per design).
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int q = t.target_player(), slot = find_slot(c, q, t.target_card());
  per_design(
      c, c.seat(t.player).hand, t.player,
      [&](int card) { return c.design(card).kind == CardKind::room && can_build_on(c, q, slot, card); }, out);
}

void run(Ctx& c, Task t) {
  const int p = t.player, q = t.target_player();
  const int slot = find_slot(c, q, t.target_card());
  if (t.step == 0) {
    if (slot < 0 || !may_build(c, p) || !fits(c, p, q, slot)) return c.emit(EventType::fizzled, p, t.source());
    return ask(c, t, p);
  }
  hand_remove(c, p, t.answer.pick);
  place_room(c, q, t.answer.pick, slot, true);  // G-4: face down until the reveal
  c.seat(p).built_this_phase = true;            // BM2-23: the caster's one build of the round
  c.emit(EventType::room_placed, q, t.answer.pick, slot);
}

constexpr AbilityDef def = {.run = run, .options = options, .casts = casts, .target_valid = target_valid};

}  // namespace card_surprise_gift

const AbilityDef ability_defs::surprise_gift = card_surprise_gift::def;

}  // namespace bm::detail
