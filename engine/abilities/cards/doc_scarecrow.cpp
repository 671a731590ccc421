// TNL001 Doc Scarecrow (boss), a lasting Level Up (BM2-31): from then on, in each build phase,
// once per round, the boss's ability is activated (G-17, with `slot` kBossSlot: activation.cpp
// room_activations, do_activate) at the cost of one card of the hand, discarded (any card, one
// activation per design, target_card = the card paid): one hero in town, chosen as it resolves,
// is not lured this round (a GameState::round_marks `not_lured` mark on the hero, read by flow.cpp
// do_bait: the hero stays in town, BM2-27: only the bait phase's lure is kept from it, an effect
// may still put it at an entrance). The Level Up comes at a reveal, where no window opens, so the
// ability is first usable in the next round's build phase (BM2-31). Offered only while a hero
// waits in town; its once-per-round use is a `boss_used` mark, as Dr. Timebender's.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_doc_scarecrow {

void activations(const Ctx& c, int p, int, std::vector<Action>& out) {
  if (c.s.phase != Phase::build || c.s.town.empty()) return;              // BM2-31: in the build phase
  if (mark_total(c, MarkKind::boss_used, p, c.seat(p).boss) > 0) return;  // once per round
  const std::size_t first = out.size();
  per_design(
      c, c.seat(p).hand, p, [](int) { return true; }, out);
  for (std::size_t i = first; i < out.size(); ++i) {
    const int paid = out[i].card;
    out[i] = make_action(ActionType::activate, p);
    out[i].card = c.seat(p).boss;
    out[i].slot = kBossSlot;
    out[i].target_card = paid;
  }
}

void pay(Ctx& c, const Action& a) {
  add_mark(c, MarkKind::boss_used, a.player, c.seat(a.player).boss, 1);
  discard_from_hand(c, a.player, a.target_card);
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  for (int hero : c.s.town) out.push_back(choose_card(t.player, hero));
}

void run(Ctx& c, Task t) {
  if (t.step == 0) {
    if (c.s.town.empty()) return c.emit(EventType::fizzled, t.player, t.source());
    return ask(c, t, t.player);
  }
  add_mark(c, MarkKind::not_lured, t.player, t.answer.pick, 1);  // BM2-27: read at bait
}

constexpr AbilityDef def = {
    .run = run, .options = options, .activations = activations, .pay_cost = pay, .lasting = true};

}  // namespace card_doc_scarecrow

const AbilityDef ability_defs::doc_scarecrow = card_doc_scarecrow::def;

}  // namespace bm::detail
