#pragma once
// One card ability, one unit. Everything an ability does (its effect steps when it resolves or
// triggers, the questions it asks, a spell's targets and their G-18 check, a room's activation
// and cost, its passive modifiers and triggers) lives in engine/abilities/cards/<key>.cpp, which
// defines the AbilityDef named after its key. The shared machinery (the spell stack, choices,
// activations, triggers, room damage) looks the ability up with ability_def() instead of
// switching on it. A null hook means "the ability does not do that".
//
// Adding a card with a new ability: its key in BM_ABILITIES (engine/include/bm/cards/ability.hpp, which
// is the table below), its unit engine/abilities/cards/<key>.cpp (listed in
// engine/CMakeLists.txt), and its card data (engine/cards/data/*.json). docs/architecture.md
// walks through an example.
#include <array>
#include <vector>

#include "bm/cards/ability.hpp"
#include "game/internal.hpp"

namespace bm::detail {

// When an ability fires by itself (a TaskKind::effect pushed by the machinery in triggers.cpp,
// spell_stack.cpp or zones.cpp).
enum class Trigger : int {
  none,
  on_build,              // G-11: when this room is built (not when revealed by a destruction)
  hero_died_here,        // a hero died in this room; once per round (used_this_round)
  other_room_built,      // you built another room passing `condition`; once per round
  other_room_destroyed,  // another room of yours was destroyed
  spell_played,          // you played a spell (after it resolves); once per round
  begin_draw,            // C-7: replaces the beginning-of-round room draw
  first_kill,            // BM2-31 lasting Level Up: you killed your first hero this round
  each_own_spell,        // you played a spell (after it resolves); every time, no once-per-round limit
  opponent_spell,        // an opponent played a spell (after it resolves); once per round
  // BM2-25: at the end of the round (flow.cpp end_of_round, IP-42 turn_order_after_expiry: after
  // "until end of round" effects end and rooms reactivate, before the end-of-game check), a room
  // when `condition` (if any) passes for it, read before the round's room flags clear; a lasting
  // Level Up (BM2-31) at the end of every round
  end_of_round,
  room_discarded,  // BM2-34 lasting Level Up: a room card passing `condition` went to the discard pile
  took_discard,    // you took a card out of the discard pile (common.cpp take_from_discard); once per round
  destroyed,       // this room was destroyed (zones.cpp destroy_room), by any effect or cost
};

struct AbilityDef {
  // The TaskKind::effect step machine: acts, or asks (ask(), DecisionKind::choose) and runs again at the next step
  // with the answer in Task::answer. Used on resolution (G-18), activation (G-17) and triggers.
  void (*run)(Ctx& c, Task t) = nullptr;
  // The options of the DecisionKind::choose that `run` asked (t = the TaskKind::effect on top of the agenda).
  void (*options)(const Ctx& c, const Task& t, std::vector<Action>& out) = nullptr;
  // A spell's casts from a window with every declared target (G-16; the phase is checked by
  // the caller). Null: not castable from a window.
  void (*casts)(const Ctx& c, int p, int card, std::vector<Action>& out) = nullptr;
  // G-18: the declared target is still there when the spell resolves. Null: no target.
  bool (*target_valid)(const Ctx& c, const StackItem& it) = nullptr;
  // G-17: the activations of this (active) room in p's `slot`, with costs and targets; a
  // levelled-up lasting boss's with `slot` kBossSlot (BM2-31: Doc Scarecrow, activation.cpp).
  void (*activations)(const Ctx& c, int p, int slot, std::vector<Action>& out) = nullptr;
  // G-17: pays the activation's cost (after the `activated` event).
  void (*pay_cost)(Ctx& c, const Action& a) = nullptr;
  // G-18: a room's answers to the spell on top of the stack (ActionType::cancel with `slot`); a
  // levelled-up lasting boss's (BM2-29, BM2-31: slot kBossSlot, the cancel's target_card = the
  // boss: Dr. Timebender).
  void (*room_answers)(const Ctx& c, int p, int slot, std::vector<Action>& out) = nullptr;
  // Pays such an answer's cost; the machinery then cancels the spell.
  void (*pay_answer)(Ctx& c, const Action& a) = nullptr;
  // G-18: a card in hand that cancels the spell on top of the stack (cast as a spell itself).
  bool answers_from_hand = false;
  // BM2-29: a card in hand discarded to cancel an opponent's spell on top of the stack at once; a
  // card ability, not a spell, so nothing answers it (spell_stack.cpp do_cancel). Antimagic Zone.
  bool cancels_from_hand = false;
  Trigger trigger = Trigger::none;
  // BM2-16: with Trigger::on_build, the effect fires also when the room is uncovered (the room above
  // it destroyed or taken back to hand; triggers.cpp on_room_uncovered, from zones.cpp destroy_room
  // and items.cpp do_portable_return).
  bool on_uncover = false;
  // BM2-18: the effect fires, once per round (used_this_round), when a hero leaves this room alive
  // for the next room or the boss (triggers.cpp on_room_survived, from flow.cpp task_hero_next); a
  // room the hero skipped or that was deactivated was not survived.
  bool on_survive = false;
  // Trigger::other_room_built: whether building `card` triggers this room. Trigger::end_of_round:
  // whether the room `card` (in play) acts this end of round. A lasting boss's trigger (BM2-31):
  // whether the card it is about (target_card) triggers it.
  bool (*condition)(const Ctx& c, int card) = nullptr;
  // Passive: the room's own damage instead of the printed one (a printed "*").
  int (*base_damage)(const Ctx& c, int p, int slot) = nullptr;
  // Passive: the bonus this active room in slot `from` gives the room in `slot` (same dungeon).
  int (*damage_aura)(const Ctx& c, int p, int from, int slot) = nullptr;
  // G-13: the room's ability when a hero enters it, before its damage; true when it moved the
  // hero (the room then deals no damage).
  bool (*on_enter)(Ctx& c, int p, int slot) = nullptr;
  // BM2-34: an effect of this (active) room's owner p makes opponent q discard `card` from hand;
  // true when the room takes the card into p's hand instead (common.cpp forced_discard).
  bool (*takes_discard)(Ctx& c, int p, int slot, int q, int card) = nullptr;
  // G-3: no advanced room may be built on top of this room.
  bool refuses_advanced = false;
  // When the ability's text forbids a build (explain_illegal, refusal.hpp): the rule whose
  // permission the text takes away (`refusal_rule`, a rule ID: G-3, G-4) and what the text says.
  const char* refusal_rule = nullptr;
  const char* refusal = nullptr;
  // BM2-31: a boss's lasting Level Up. Its Level Up does nothing at once; from then on, for the
  // rest of the game, the boss's hooks act as a room's in play do, read after the rooms
  // (lasting_boss below): `trigger` (other_room_built with `condition`, other_room_destroyed,
  // first_kill, end_of_round, room_discarded with `condition`; no once-per-round limit unless the
  // unit keeps one), `damage_aura` (with `from` = kBossSlot) and `activations` (slot kBossSlot).
  bool lasting = false;
  // A hero's own ability (BM2-11..BM2-17). It acts while the hero goes through a dungeon (the
  // hero of GameState::run: BM2-38, a hero's ability applies from the moment it starts through a
  // dungeon), read through running_powers below, never elsewhere:
  // `hero_health`, the Health it adds now (BM2-14; p = the dungeon's owner), read by hero_health
  // (zones.cpp) at every death check; `hero_on_spell`, a spell resolved while it is in the
  // dungeon (BM2-14, spell_stack.cpp resolve_top, before the spell's effect); `hero_skips`, it
  // passes the room of stack `slot` of p's dungeon by (BM2-17, flow.cpp task_hero_next).
  int (*hero_health)(const Ctx& c, int p, int hero) = nullptr;
  void (*hero_on_spell)(Ctx& c) = nullptr;
  bool (*hero_skips)(const Ctx& c, int p, int slot) = nullptr;
  // G-17, BM2-11: a hero's activated ability, used by another player than the hero's: the
  // activations player p may make now on `hero`, waiting at the entrance of `owner`'s dungeon or
  // going through it (owner -1: in town), with costs and targets (activation.cpp
  // hero_activations; the `activate` action names the hero, `target_player` its dungeon's owner).
  // Paid by `pay_cost`, then `run` acts with the hero as the source.
  void (*hero_activations)(const Ctx& c, int p, int owner, int hero, std::vector<Action>& out) = nullptr;
  // A carried item's power-up (BM2-38: it acts while its carrier goes through a dungeon, read
  // through running_powers below with the hooks above): `hero_starts`, the carrier starts through
  // p's dungeon (flow.cpp task_adventure_turn, before the first room); `hero_room_damage`, the
  // damage the room of stack `slot` deals the carrier instead of `dmg` (flow.cpp task_hero_next);
  // `hero_left_room`, the carrier leaves p's room `slot` alive (BM2-18, after the room's own
  // survive effect); `hero_survives`, the carrier reached p's boss alive (G-12, before it scores
  // as a wound and its item goes face down, BM2-7); `hero_escapes`, damage or an ability would
  // kill the carrier in p's dungeon (G-12, zones.cpp kill_hero, before anything of the death):
  // true when the hook saved it instead (it left the dungeon; BM2-39, Extra Life). `hero_waits`,
  // read for the item `item` of each hero at p's entrance (and of the one just leaving it) as a
  // hero starts through p's dungeon (flow.cpp task_adventure_turn, before anything acts on that
  // hero; BM2-38: a power-up acts while its carrier is at the entrance too): Staff of Healing.
  void (*hero_starts)(Ctx& c, int p) = nullptr;
  // `hero_enters`, the carrier enters p's room `slot` (flow.cpp task_hero_next, after the
  // `enters_room` event, before the room's ability and damage); true when it no longer stands in
  // the room then (The Bomb: the room was destroyed, BM2-19).
  bool (*hero_enters)(Ctx& c, int p, int slot) = nullptr;
  int (*hero_room_damage)(const Ctx& c, int p, int slot, int dmg) = nullptr;
  void (*hero_left_room)(Ctx& c, int p, int slot) = nullptr;
  void (*hero_survives)(Ctx& c, int p) = nullptr;
  bool (*hero_escapes)(Ctx& c, int p) = nullptr;
  void (*hero_waits)(Ctx& c, int p, int item) = nullptr;
  // BM2-29, BM2-38: while its carrier goes through a dungeon, the rooms of that dungeon have no
  // ability text (ability_blanked below; their name, damage, treasure and type stay). Cheat Code.
  bool carrier_blanks_rooms = false;
  // BM2-38: while its carrier waits at a dungeon's entrance or goes through it, that dungeon's
  // owner casts no spell, in any player's turn (spells_forbidden below). Ring of Invisibility.
  bool carrier_forbids_spells = false;
  // BM2-29, BM2-37: a face-up item whose reward cancels the spell on top of the stack at once (a
  // card ability: nothing answers it), then goes face down (BM2-7): whether its holder p may
  // cancel now (spell_stack.cpp cancel_responses, do_cancel). Ring of Invisibility.
  bool (*item_cancels)(const Ctx& c, int p) = nullptr;
  // BM2-37: the item's reward borrows another face-up item's reward (common.cpp borrowable_items):
  // its casts and cancels name the borrowed item (Action::borrow), and it resolves as that reward
  // (StackItem::borrowed, spell_stack.cpp). Magic Mirror.
  bool borrows_reward = false;
  // BM2-29: its effect blanks a room until the end of the round (a `blanked` round mark,
  // common.cpp blank_target_room): Meddling Kids!, Cheat Code's reward. A card set with none (and
  // no carrier_blanks_rooms) never blanks a room (CardSetTraits::rooms_blankable).
  bool blanks_rooms = false;
  // Equal to `AbilityDef{}`: no hook and no fact (The Fool's: its lure is card data), which
  // CardSetTraits::hero_powers reads.
  bool operator==(const AbilityDef&) const = default;
};

// damage_aura's `from` when the aura is a lasting boss's (BM2-31), not a room's.
inline constexpr int kBossSlot = -1;

// One AbilityDef per key of BM_ABILITIES, each defined in its unit.
namespace ability_defs {
#define BM_ABILITY_DEF_DECL(name) extern const AbilityDef name;
BM_ABILITIES(BM_ABILITY_DEF_DECL)
#undef BM_ABILITY_DEF_DECL
}  // namespace ability_defs

// The table, in enum order (registry.cpp); read inline, since every legal list and window test
// looks abilities up.
extern const std::array<const AbilityDef*, static_cast<std::size_t>(Ability::count_)> kAbilityDefs;
inline const AbilityDef& ability_def(Ability a) { return *kAbilityDefs[static_cast<std::size_t>(a)]; }

// BM2-29, BM2-38 (Cheat Code): room `card` stands on top of a stack of the dungeon a hero runs
// through whose carried item blanks that dungeon's rooms (AbilityDef::carrier_blanks_rooms).
inline bool blanked_by_carrier(const Ctx& c, int card) {
  if (c.s.hero_items.empty() || c.s.run.player < 0 || c.s.run.hero < 0) return false;
  const int item = item_of_hero(c.s, c.s.run.hero);
  if (item < 0 || !ability_def(c.design(item).ability).carrier_blanks_rooms) return false;
  for (const RoomSlot& r : c.seat(c.s.run.player).dungeon)
    if (!r.cards.empty() && r.top() == card) return true;
  return false;
}

// BM2-29: a room card with no ability text now: a `blanked` round mark (Meddling Kids!, Cheat
// Code's reward) until the end of the round, or a carrier of Cheat Code in its dungeon
// (blanked_by_carrier). Its printed damage and treasure stay. Inline: a set that can blank
// reads it at every room_def (an out-of-line check cost the printed 5-6 player games 1.8% more
// instructions); a set that cannot (CardSetTraits) reads no mark.
inline bool ability_blanked(const Ctx& c, int card) {
  if (!c.rooms_blankable) return false;
  for (const RoundMark& m : c.s.round_marks)
    if (m.kind == MarkKind::blanked && m.card == card) return true;
  return blanked_by_carrier(c, card);
}
// room_def for a card set that can blank a room: ability_blanked, then the table. Inline too (a
// function of its own in a .cpp cost the printed 5-6 player games 1.8% more instructions).
inline const AbilityDef& blankable_room_def(const Ctx& c, int card) {
  return ability_def(ability_blanked(c, card) ? Ability::none : c.design(card).ability);
}
// The ability of room `card` in play as the machinery reads it: every hook of a room (its
// activations, answers, triggers, damage, build refusals) is read through this one function, so a
// blanked room has none of them. A flag test and a table read where no card of the set can blank
// a room (CardSetTraits), so that it is inlined where a classic game reads it (g++ called the
// whole test out of line there: 1% of a random classic game's instructions).
inline const AbilityDef& room_def(const Ctx& c, int card) {
  if (c.rooms_blankable) return blankable_room_def(c, card);
  return ability_def(c.design(card).ability);
}

// What the window tests ask of a card first (a window opens rarely, and is tested for
// every player at every step): kTraitPhases, the phase icons of a spell or an item (G-16, BM2-4:
// 0 for any other card); kTraitActivations, a card with an activated ability (G-17: read for the
// top of a dungeon stack, and for a hero in town or at a dungeon, BM2-11).
inline constexpr std::uint8_t kTraitPhases = 0x7F;
inline constexpr std::uint8_t kTraitActivations = 0x80;
inline std::uint8_t window_traits_of(const CardDesign& d) {
  std::uint8_t t = 0;
  if (d.kind == CardKind::spell || d.kind == CardKind::item) t = static_cast<std::uint8_t>(d.phase & kTraitPhases);
  const AbilityDef& def = ability_def(d.ability);
  if (def.activations || def.hero_activations) t = static_cast<std::uint8_t>(t | kTraitActivations);
  return t;
}
inline std::uint8_t window_traits(const Ctx& c, int card) {
  return c.traits ? c.traits[static_cast<std::size_t>(card)] : window_traits_of(c.design(card));
}

// BM2-31: p's boss's ability when it is a lasting Level Up and the boss has levelled up, else null.
inline const AbilityDef* lasting_boss(const Ctx& c, int p) {
  if (!c.lasting_bosses) return nullptr;  // no boss of the set has one (CardSetTraits)
  const PlayerState& pl = c.seat(p);
  if (!pl.leveled_up || pl.eliminated || pl.boss < 0) return nullptr;
  const AbilityDef& d = ability_def(c.design(pl.boss).ability);
  return d.lasting ? &d : nullptr;
}

// The abilities that act on the hero going through a dungeon now (GameState::run): its own
// (BM2-11..BM2-17) and the power-up of the item it carries (BM2-38: a Tools of Hero-Kind item's
// unit; an item acting as a classic spell has no hero hooks), in that order; empty when no hero
// is running. The one way the machinery reads them.
struct RunningPowers {
  std::array<const AbilityDef*, 2> defs{};
  int n = 0;
  const AbilityDef* const* begin() const { return defs.data(); }
  const AbilityDef* const* end() const { return defs.data() + n; }
};
// Whether the running hero can have a power at all: some hero of the set has an ability of its
// own (CardSetTraits), or some hero carries an item. When not, running_powers is empty, and its
// hot readers (the run's rooms, the hero's Health) skip it.
inline bool powers_may_run(const Ctx& c) { return c.hero_powers || !c.s.hero_items.empty(); }
inline RunningPowers running_powers(const Ctx& c) {
  RunningPowers out;
  if (c.s.run.player < 0 || c.s.run.hero < 0) return out;
  // Left out when no hero of the set has an ability (CardSetTraits): the hero's is then `none`,
  // which has no hooks.
  if (c.hero_powers) out.defs[static_cast<std::size_t>(out.n++)] = &ability_def(c.design(c.s.run.hero).ability);
  if (c.s.hero_items.empty()) return out;
  const int item = item_of_hero(c.s, c.s.run.hero);
  if (item >= 0) out.defs[static_cast<std::size_t>(out.n++)] = &ability_def(c.design(item).ability);
  return out;
}

// BM2-38 (Ring of Invisibility): p may cast no spell now, since a hero waiting at p's entrance or
// going through p's dungeon carries an item with carrier_forbids_spells.
inline bool spells_forbidden(const Ctx& c, int p) {
  if (c.s.hero_items.empty()) return false;
  auto forbids = [&](int hero) {
    const int item = item_of_hero(c.s, hero);
    return item >= 0 && ability_def(c.design(item).ability).carrier_forbids_spells;
  };
  if (c.s.run.player == p && c.s.run.hero >= 0 && forbids(c.s.run.hero)) return true;
  for (const WaitingHero& w : c.seat(p).entrance)
    if (forbids(w.hero)) return true;
  return false;
}

// BM2-31 (abilities/triggers.cpp): p's levelled-up boss with a lasting Level Up whose trigger is
// `trigger` acts: its effect task, with these targets (Trigger::other_room_built: target_card =
// the room built, which must pass its `condition`).
void lasting_boss_trigger(Ctx& c, int p, Trigger trigger, int target_player = -1, int target_card = -1);

// BM2-25, BM2-31 (abilities/triggers.cpp): the live players, in turn order, whose levelled-up
// lasting boss acts at this end of round: its trigger is end_of_round and its `condition` (given
// the boss card) passes now, read before the round's history clears (flow.cpp end_of_round).
SeatList lasting_end_of_round(const Ctx& c);

// Trigger::room_discarded (abilities/triggers.cpp): room `card` went to the discard pile (zones.cpp
// to_discard); every levelled-up lasting boss with that trigger acts, in turn order.
void room_discarded_triggers(Ctx& c, int card);

// Trigger::spell_played (abilities/triggers.cpp): p's spell resolved (spell_stack.cpp).
void spell_played_triggers(Ctx& c, int p);

}  // namespace bm::detail
