// The spell stack: casting spells (G-16), the answers to a spell on top of the stack and the
// answer windows (G-18 cancels; the classic active player's priority, C-12 and IP-35; Super:
// S-9), resolving the top item. What a spell does, which targets
// it declares and whether they still hold are its ability's (AbilityDef::casts, ::target_valid,
// ::run in engine/abilities/cards/).
#include <algorithm>
#include <initializer_list>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "bm/core/mutation.hpp"

namespace bm::detail {

bool lifo_stack(const Ctx& c) { return super_family(c) || c.rs.resolution_lifo; }

void push_resolve_and_window(Ctx& c) {
  c.push(TaskKind::resolve);
  Task& r = c.push(TaskKind::respond);
  r.stack_index() = static_cast<int>(c.s.stack.size()) - 1;
  r.cursor() = 0;
}

namespace {

// BM2-37: the ability a stack item resolves as: its own, or the reward it borrows (Magic Mirror).
Ability stack_ability(const Ctx& c, const StackItem& it) {
  return c.design(it.borrowed >= 0 ? it.borrowed : it.card).ability;
}

// G-18: a spell is cancelled (and does not count as played) when its declared target was
// destroyed or became unavailable before it resolves. A declared target never changes.
bool spell_target_valid(const Ctx& c, const StackItem& it) {
  const auto valid = ability_def(stack_ability(c, it)).target_valid;
  return !valid || valid(c, it);  // no target: always valid
}

}  // namespace

void spell_casts(const Ctx& c, int p, int window_phase, std::vector<Action>& out, bool first_only) {
  const PlayerState& pl = c.seat(p);
  if (pl.eliminated) return;
  int last_design = -1;
  // Adds the casts of `card`; true when the caller asked for the first only and has it.
  auto add = [&](int card) {
    // BM2-4: a boss's active item is used like an adventure spell. G-16: the phase icon.
    if (!(window_traits(c, card) & kTraitPhases & window_phase)) return false;
    const CardDesign& d = c.design(card);
    const int design = c.cs.design_of(card);
    if (design == last_design) return false;  // copies are interchangeable
    last_design = design;
    // A spell without casts (Counterspell: only as an answer, G-18) is never castable here.
    const std::size_t before = out.size();
    if (const auto casts = ability_def(d.ability).casts) casts(c, p, card, out);
    return first_only && out.size() > before;
  };
  if (!spells_forbidden(c, p))       // BM2-38: Ring of Invisibility (an item is no spell)
    for (int card : pl.hand.span())  // the casts are asked of a const state: no zone changes
      if (add(card)) return;
  if (pl.active_item >= 0 && item_usable_now(c, p, pl.active_item)) add(pl.active_item);
}

namespace {

// BM2-29, BM2-37: p's face-up `item` whose reward cancels (AbilityDef::item_cancels), or a reward
// that cancels borrowed by it (AbilityDef::borrows_reward, Magic Mirror: the cancel names it).
void item_cancels(const Ctx& c, int p, int item, std::vector<Action>& out) {
  auto offer = [&](int source, int borrow) {
    const auto cancels = ability_def(c.design(source).ability).item_cancels;
    if (!cancels || !cancels(c, p)) return;
    Action a = make_action(ActionType::cancel, p);
    a.card = item;
    a.borrow = static_cast<std::int16_t>(borrow);
    out.push_back(a);
  };
  offer(item, -1);
  if (ability_def(c.design(item).ability).borrows_reward)
    for (int other : borrowable_items(c, item)) offer(other, other);
}

}  // namespace

void cancel_responses(const Ctx& c, int p, std::vector<Action>& out) {
  const GameState& s = c.s;
  if (s.stack.empty() || c.seat(p).eliminated) return;
  const StackItem& top = s.stack.back();
  // G-18: the other players; S-9 (Super) and IP-48 lifo: the same player too.
  if (!top.is_spell || top.cancelled || (top.controller == p && !lifo_stack(c))) return;
  const PlayerState& pl = c.seat(p);
  // A card in hand that cancels (AbilityDef::answers_from_hand, a spell castable in either phase,
  // not while spells_forbidden, BM2-38; AbilityDef::cancels_from_hand, discarded, against an
  // opponent's spell only, BM2-29): one answer per such design.
  const bool no_spells = spells_forbidden(c, p);
  per_design(
      c, pl.hand, p,
      [&](int card) {
        const AbilityDef& d = ability_def(c.design(card).ability);
        return (d.answers_from_hand && !no_spells) || (d.cancels_from_hand && top.controller != p);
      },
      out, ActionType::cancel);
  if (pl.active_item >= 0) item_cancels(c, p, pl.active_item, out);
  // A room that answers (AbilityDef::room_answers), once per round each: the first unused one
  // is enough to offer every cost.
  for (int i = 0; i < static_cast<int>(pl.dungeon.size()); ++i) {
    const RoomSlot& r = pl.dungeon[static_cast<std::size_t>(i)];
    if (!slot_active(r) || r.used_this_round) continue;
    const auto answers = room_def(c, r.top()).room_answers;  // BM2-29: none when blanked
    if (!answers) continue;
    answers(c, p, i, out);
    break;
  }
  // BM2-29, BM2-31: a levelled-up boss whose lasting ability cancels (Dr. Timebender), against an
  // opponent's spell (the cancel names the boss as its target_card).
  const AbilityDef* boss = lasting_boss(c, p);
  if (boss && boss->room_answers && top.controller != p) boss->room_answers(c, p, kBossSlot, out);
}

bool active_player_answers(const Ctx& c, int p) {
  const GameState& s = c.s;
  if (lifo_stack(c) || c.rs.answer_cancel_only || s.stack.empty() || p != s.active) return false;
  if (mutated(Mutant::active_answer_skipped)) return false;
  const StackItem& top = s.stack.back();
  // C-12 (seed 001 l. 154): when another player announces a spell in your turn, you may play
  // spells and effects before it; a room's ability waiting on the stack is Super's alone.
  return top.is_spell && !top.cancelled && top.controller != p;
}

int answer_window_phase(const Ctx& c) {
  return c.s.phase == Phase::build ? as_int(WindowPhase::build) : as_int(WindowPhase::adventure);
}

void answer_actions(const Ctx& c, int p, std::vector<Action>& out) {
  cancel_responses(c, p, out);
  // S-9 (Super) and IP-48 lifo: anyone may answer with a spell or a room ability. C-12 (IP-35
  // active_priority): the active player may, before another player's spell resolves.
  if (!lifo_stack(c) && !active_player_answers(c, p)) return;
  spell_casts(c, p, answer_window_phase(c), out);
  room_activations(c, p, out);
}

void do_cast(Ctx& c, const Action& a) {
  PlayerState& pl = c.seat(a.player);
  if (a.card == pl.active_item) pl.active_item = -1;  // BM2-4: the item leaves the scoring area while used
  else hand_remove(c, a.player, a.card);
  c.s.resolving.push_back(a.card);
  StackItem it;
  it.card = a.card;
  it.controller = a.player;
  it.is_spell = true;
  it.target_player = a.target_player;
  it.target_card = a.target_card;
  it.x = std::max(a.option, 0);  // BM2-26: the option a two-option spell is cast with (0: the first)
  it.borrowed = a.borrow;        // BM2-37: the reward a Magic Mirror borrows (-1: its own)
  c.s.stack.push_back(it);
  if (c.design(a.card).kind == CardKind::spell)  // BM2-28: the round's spells cast (Save Point)
    remember_card(c, MarkKind::spell_cast, a.player, a.card, Ability::save_point);
  c.emit(EventType::cast, a.player, a.card, a.target_player, a.target_card);
  push_resolve_and_window(c);
}

void do_cancel(Ctx& c, const Action& a) {
  GameState& s = c.s;
  const int target = static_cast<int>(s.stack.size()) - 1;
  if (a.target_card >= 0 && a.target_card == c.seat(a.player).boss) {
    // BM2-29: the boss's cancelling ability (its cost, then the spell is cancelled at once; an
    // ability, not a spell: no answer to it).
    ability_def(c.design(a.target_card).ability).pay_answer(c, a);
    s.stack[static_cast<std::size_t>(target)].cancelled = true;
    return;
  }
  if (a.slot < 0 && a.card == c.seat(a.player).active_item) {
    // BM2-29, BM2-37: the item's reward cancels the spell at once (an ability no one answers),
    // then the item is face down (BM2-7). Shown as the other card abilities that cancel at once
    // (All-Seeing Eye, Dr. Timebender): an `activated` event naming the item used (a Magic Mirror
    // borrowing the reward names the Mirror), with the spell it cancels as its target.
    c.emit(EventType::activated, a.player, a.card, -1, s.stack[static_cast<std::size_t>(target)].card);
    c.seat(a.player).active_item = -1;
    item_used(c, a.player, a.card);
    s.stack[static_cast<std::size_t>(target)].cancelled = true;
    return;
  }
  if (a.slot < 0 && ability_def(c.design(a.card).ability).cancels_from_hand) {
    // BM2-29: the card discarded from hand cancels the spell at once, an ability no one answers.
    // Shown as the item's cancel above: an `activated` event naming the card (Antimagic Zone),
    // with the spell it cancels as its target, then its discard.
    c.emit(EventType::activated, a.player, a.card, -1, s.stack[static_cast<std::size_t>(target)].card);
    discard_from_hand(c, a.player, a.card);
    s.stack[static_cast<std::size_t>(target)].cancelled = true;
    return;
  }
  if (a.slot < 0) {
    // A cancel from hand is itself a spell: it can be answered in turn (G-18).
    hand_remove(c, a.player, a.card);
    s.resolving.push_back(a.card);
    StackItem it;
    it.card = a.card;
    it.controller = a.player;
    it.target_stack = target;
    s.stack.push_back(it);
    remember_card(c, MarkKind::spell_cast, a.player, a.card, Ability::save_point);  // BM2-28
    c.emit(EventType::cast, a.player, a.card, -1, s.stack[static_cast<std::size_t>(target)].card);
    push_resolve_and_window(c);
    return;
  }
  // A room's answer: its cost, then the spell is cancelled at once (an ability, not a spell:
  // no answer to it).
  const int room = c.seat(a.player).dungeon[static_cast<std::size_t>(a.slot)].top();
  ability_def(c.design(room).ability).pay_answer(c, a);
  s.stack[static_cast<std::size_t>(target)].cancelled = true;
}

void resolve_top(Ctx& c) {
  GameState& s = c.s;
  const StackItem it = s.stack.back();
  s.stack.pop_back();
  if (!it.is_spell) {
    // S-9: a room ability waiting on the stack (Super); its cost was paid on activation.
    c.emit(EventType::resolved, it.controller, it.card);
    push_effect(c, c.design(it.card).ability, it.controller, it.card, it.target_player, it.target_card);
    return;
  }
  auto rit = std::find(s.resolving.begin(), s.resolving.end(), it.card);
  if (rit != s.resolving.end()) s.resolving.erase(rit);
  if (c.design(it.card).kind == CardKind::item) item_used(c, it.controller, it.card);  // BM2-4: face down, kept
  else to_discard(c, it.card);  // G-16: a spell is discarded after it is played
  if (it.cancelled) {
    // G-18: a cancelled spell does not count as played.
    c.emit(EventType::cancelled, it.controller, it.card);
    return;
  }
  if (it.target_stack < 0 && !spell_target_valid(c, it)) {
    c.emit(EventType::fizzled, it.controller, it.card);  // G-18: target gone = cancelled
    return;
  }
  c.emit(EventType::resolved, it.controller, it.card);
  // BM2-14: a spell card resolved (not cancelled) while a hero with such an ability goes
  // through a dungeon (Swordmage): it acts at once, before the spell's effect.
  if (c.design(it.card).kind == CardKind::spell)
    for (const AbilityDef* hero : running_powers(c))
      if (hero->hero_on_spell) hero->hero_on_spell(c);
  spell_played_triggers(c, it.controller);  // they resolve after the spell (pushed first)
  const Ability ab = stack_ability(c, it);  // BM2-37: a borrowed reward acts as its own item's
  // A cancel (target_stack) learns which stack item it cancels in its effect task's target_stack.
  if (it.target_stack >= 0) push_effect(c, ab, it.controller, it.card, -1, -1, it.target_stack);
  // BM2-26: a spell cast with its second option (or more) learns it in target_stack (cast_option).
  else push_effect(c, ab, it.controller, it.card, it.target_player, it.target_card, it.x > 0 ? it.x : -1);
}

}  // namespace bm::detail
