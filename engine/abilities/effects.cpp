// Effect tasks (TaskKind::effect) and their questions (DecisionKind::choose). Every card ability's steps live in
// its unit (engine/abilities/cards/<key>.cpp, AbilityDef::run and ::options); this file pushes
// effect tasks, runs the one on top of the agenda through the abilities' table, and handles
// the engine's own effects (C-16 Machinations here; S-BOARD-3 in super_effects.cpp, BM2-4 in
// game/items.cpp). A step either acts, or asks its player (DecisionKind::choose) and continues at the
// next step with the answer (Task::answer).
#include <stdexcept>
#include <string>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

bool is_card_ability(int a) { return a >= 0 && a < static_cast<int>(Ability::count_); }

// C-16 Machinations: may take a random room or spell (the top of that shuffled deck).
void run_machinations(Ctx& c, const Task& t) {
  const int p = t.player;
  if (t.step == 0) {
    if (c.s.room_deck.empty() && c.s.spell_deck.empty()) return;
    return ask(c, t, p);
  }
  if (t.answer.pick == kDeclined) return;
  draw_card(c, p, t.answer.pick == 0 ? CardKind::room : CardKind::spell);
}

void machinations_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  const int p = t.player;
  if (!c.s.room_deck.empty()) out.push_back(choose_option(p, 0));
  if (!c.s.spell_deck.empty()) out.push_back(choose_option(p, 1));
  out.push_back(decline(p));
}

}  // namespace

void ask(Ctx& c, Task t, int chooser) {
  c.push(t);
  Decision& d = c.decide(DecisionKind::choose, chooser);
  d.ability() = t.ability();
  d.effect_step() = t.step;
}

Task& push_effect(Ctx& c, Ability ab, int controller, int source, int target_player, int target_card,
                  int target_stack) {
  Task& t = c.push(TaskKind::effect, controller);
  t.ability() = static_cast<int>(ab);
  t.source() = source;
  t.target_player() = target_player;
  t.target_card() = target_card;
  t.target_stack() = target_stack;
  return t;
}

Task& push_engine_effect(Ctx& c, EngineEffect e, int player) {
  Task& t = c.push(TaskKind::effect, player);
  t.ability() = as_int(e);
  return t;
}

void run_effect(Ctx& c, Task t) {
  if (run_super_effect(c, t)) return;  // S-BOARD-3 engine effects
  if (run_item_effect(c, t)) return;   // BM2-4 keep one active item
  if (t.ability() == as_int(EngineEffect::machinations)) return run_machinations(c, t);
  if (!is_card_ability(t.ability())) return;
  // BM2-29: the ability of a room that lost its text (Meddling Kids!) after it was declared or
  // triggered does nothing.
  if (t.source() >= 0 && ability_blanked(c, t.source())) return c.emit(EventType::fizzled, t.player, t.source());
  // Continuous abilities (Goblin Armory, Ballroom, ...) have no effect task.
  if (const auto run = ability_def(static_cast<Ability>(t.ability())).run) run(c, t);
}

void choice_options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  if (super_choice_options(c, t, out)) return;
  if (item_choice_options(c, t, out)) return;
  if (t.ability() == as_int(EngineEffect::machinations)) return machinations_options(c, t, out);
  const auto options = is_card_ability(t.ability()) ? ability_def(static_cast<Ability>(t.ability())).options : nullptr;
  if (!options) {
    const std::string key = is_card_ability(t.ability()) ? std::string(ability_key(static_cast<Ability>(t.ability())))
                                                         : std::to_string(t.ability());
    throw std::logic_error("no choice defined for ability " + key);
  }
  options(c, t, out);
}

void apply_choice(Ctx&, Task& t, const Action& a) {
  t.step += 1;
  t.answer.pick = a.type == ActionType::decline ? kDeclined : (a.card >= 0 ? a.card : a.option);
  t.answer.slot = a.slot;
  t.answer.slot2 = a.slot2;
  t.answer.player = a.target_player;
  t.answer.option = a.option;
}

}  // namespace bm::detail
