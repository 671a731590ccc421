// TNL008 Dr. Timebender (boss), lasting Level Up (BM2-31): for the rest of the game, once per
// round, when an opponent casts a spell, you may discard a spell card from hand to cancel it at
// once (G-18, BM2-29: a cancelling ability of the boss, not a spell, so Counterspell cannot answer
// it). The answer is a `cancel` whose `card` is the spell discarded and whose `target_card` is the
// boss (spell_stack.cpp cancel_responses and do_cancel, through room_answers and pay_answer with
// kBossSlot). Its once-per-round use is a GameState::round_marks `boss_used` mark on the player.
// The Level Up comes at a reveal, where no answer window opens, so the first use is after that
// reveal, as BM2-31 asks of a lasting activated ability.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_dr_timebender {

void answers(const Ctx& c, int p, int, std::vector<Action>& out) {
  if (mark_total(c, MarkKind::boss_used, p, c.seat(p).boss) > 0) return;  // once per round
  const std::size_t first = out.size();
  per_design(
      c, c.seat(p).hand, p, [&](int card) { return c.design(card).kind == CardKind::spell; }, out, ActionType::cancel);
  for (std::size_t i = first; i < out.size(); ++i) out[i].target_card = c.seat(p).boss;
}

void pay(Ctx& c, const Action& a) {
  const int boss = c.seat(a.player).boss;
  add_mark(c, MarkKind::boss_used, a.player, boss, 1);
  c.emit(EventType::activated, a.player, boss, -1, a.card);
  discard_from_hand(c, a.player, a.card);
}

constexpr AbilityDef def = {.room_answers = answers, .pay_answer = pay, .lasting = true};

}  // namespace card_dr_timebender

const AbilityDef ability_defs::dr_timebender = card_dr_timebender::def;

}  // namespace bm::detail
