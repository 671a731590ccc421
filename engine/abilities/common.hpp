#pragma once
// Mechanics many abilities share: action builders for the questions effects ask, finding
// opponents, taking from the discard pile, searching a deck, build placements, damage to the
// running hero, activation costs. The card units (engine/abilities/cards/) and the board's
// effects (engine/game/city.cpp, items.cpp, abilities/super_effects.cpp) build on these.
#include <vector>

#include "game/internal.hpp"

namespace bm::detail {

// ---- action builders ----------------------------------------------------------------------
Action make_action(ActionType type, int player);
Action choose_player(int chooser, int q);    // choose: target_player = q
Action choose_option(int chooser, int opt);  // choose: option = opt
Action choose_card(int chooser, int card);   // choose: card
Action decline(int chooser);
Action cast_action(int p, int card);
Action activate_action(const Ctx& c, int p, int slot);  // activate the room on top of `slot`
// Choose one of p's visible rooms (slot + top card), except `except_slot`; then decline if allowed.
void choose_rooms(const Ctx& c, int p, int except_slot, bool may_decline, std::vector<Action>& out);

// ---- players and zones ------------------------------------------------------------------------
SeatList opponents(const Ctx& c, int p);      // live players other than p, in turn order (no heap)
bool any_opponent_hand(const Ctx& c, int p);  // some opponent holds a card
// A choice of one card among those of `zone` that `pass`: step 0 asks t.player when one does
// (ask_for_one_of); the options are one per design (one_of_options). Mimic Vault (an ordinary hero
// in town), Monstrous Monument and Open Grave (a room of the discard pile).
void ask_for_one_of(Ctx& c, const Task& t, std::span<const int> zone, bool (*pass)(const Ctx& c, int card));
void one_of_options(const Ctx& c, const Task& t, std::span<const int> zone, bool (*pass)(const Ctx& c, int card),
                    std::vector<Action>& out);
// SO-5: a room action aimed at other players may still be used when there is no other player
// in the game (solo; likewise the last player standing of a game played on, IP-7): its cost is paid, the part aimed at
// the absent players does nothing. With no opponent this adds that one activation of p's room `slot`, with no target
// player (-1), and returns true; with opponents it adds nothing and returns false (the card aims at each one).
bool activation_without_opponents(const Ctx& c, int p, int slot, std::vector<Action>& out);
// Every opponent of t.player in turn order, one at a time, each doing something of their own
// choice (Robobo, Incubus Gym): at step 1 `answered` carries out the choosing opponent's answer;
// then the next opponent `eligible` accepts is asked (t.target_player() = the one choosing,
// t.opponents_done() = how many are done). One that is not eligible is passed over.
// `arg` is passed on to `eligible` (e.g. the card kind to discard).
void each_opponent_chooses(Ctx& c, Task t, bool (*eligible)(const Ctx& c, int q, int arg), int arg,
                           void (*answered)(Ctx& c, const Task& t));
// G-20: healing turns one of t.player's wounds (a hero scored as a wound) back into a soul: step
// 0 asks when there is a wound, step 1 heals the chosen one (nothing when declined); the options
// are one per wounded design, then a decline when `may_decline`. Belladonna, Vampire Bordello;
// `ordinary_only`: only a wound an ordinary (not epic) hero gave (Staff of Healing).
void heal_a_wound(Ctx& c, const Task& t, bool ordinary_only = false);
// Take one card of `kind` from the discard pile (either pile under `discard_piles`) into
// t.player's hand: step 0 asks when the pile holds one, step 1 takes the chosen card (nothing
// when declined); the options are one per design, then a decline when `may_decline`.
// Madman's Manor and Arcane Crypt (spells).
void take_discarded(Ctx& c, const Task& t, CardKind kind);
void take_discarded_options(const Ctx& c, const Task& t, CardKind kind, bool may_decline, std::vector<Action>& out);
// The same for a card passing `pred` (Bag of Holding: a room showing two or more treasure icons).
void take_discarded(Ctx& c, const Task& t, bool (*pred)(const Ctx& c, int card));
void take_discarded_options(const Ctx& c, const Task& t, bool (*pred)(const Ctx& c, int card), bool may_decline,
                            std::vector<Action>& out);
void heal_a_wound_options(const Ctx& c, const Task& t, bool may_decline, std::vector<Action>& out,
                          bool ordinary_only = false);
// p holds a wound that heal_a_wound may heal.
bool has_wound(const Ctx& c, int p, bool ordinary_only);
bool remove_from(std::vector<int>& v, int card);
bool remove_from(Zone& v, int card);
bool remove_from_town(Ctx& c, int hero);      // Super: the rest shift left (S-CITY-2)
std::vector<int> all_discards(const Ctx& c);  // the discard pile, then the spell discards
void take_from_discard(Ctx& c, int p, int card);
void discard_from_hand(Ctx& c, int p, int card);  // hand_remove + to_discard + `discard` event
bool is_room_of(const Ctx& c, int card, RoomType t);
bool is_card_kind(const Ctx& c, int card, CardKind k);
int count_in_hand(const Ctx& c, int p, CardKind k);
void to_entrance(Ctx& c, int p, int hero, int health_bonus, int by = -1);  // + hero_to_entrance event
bool has_soul(const Ctx& c, int q, int hero);  // q is in the game and scored `hero` as a soul
// A soul of q leaves the game (G-16 Soul Harvest, BM2-32): out of the game, `soul_removed`
// event. False (nothing done) when q no longer holds `hero` as a soul.
bool remove_soul(Ctx& c, int q, int hero);
// A spell of p aimed at a soul in q's scoring area: one cast per scored soul (Soul Harvest on
// p's own, Zombie Attack on an opponent's).
void soul_targets(const Ctx& c, int p, int card, int q, std::vector<Action>& out);
// BM2-32: the hero running through p's dungeon leaves the game (with its item), `hero_removed`
// event (`by` = the player whose effect it is); the next hero at p's entrance goes on.
void remove_running_hero(Ctx& c, int by);

// ---- building -----------------------------------------------------------------------------
// The build choices for p now: every room design in hand on kNewStack and each stack it may cover.
void build_options(const Ctx& c, int p, std::vector<Action>& out);

// ---- heroes in dungeons -------------------------------------------------------------------
bool run_hero_in(const Ctx& c, int p, int hero);       // `hero` stands in a room of p's dungeon
bool hero_in_room(const Ctx& c, int p, int slot);      // a hero stands in p's room `slot`
void damage_run_hero(Ctx& c, int p, int hero, int n);  // n damage, then IP-3 death check (G-12)
// The running hero `hero` goes back to room `slot` of p's dungeon and enters it next (a
// `hero_to_room` event; hero_next moves it on from slot - 1). Teleportation and Warp Tube (the
// first room, BM2-33), Minotaur's Maze (the room before).
void hero_back_to_room(Ctx& c, int p, int hero, int slot);
// Targets on the spot: the running hero, if it stands in a room (mine: 1 p's, -1 another's, 0 any).
void running_hero_target(const Ctx& c, int p, int card, int mine, std::vector<Action>& out);
bool running_hero_still_in_room(const Ctx& c, const StackItem& it);  // G-18 for those targets
// A spell against the hero in a room of the caster's own dungeon (running_hero_target, mine 1):
// its targets, its G-18 check on the stack (the hero still stands in a room of the caster's
// dungeon), and the same check as it resolves: false after a `fizzled` event when the hero left.
// Exhaustion, Teleportation, Pause, It's On!, Lightning Bolt!.
void own_running_hero_target(const Ctx& c, int p, int card, std::vector<Action>& out);
bool own_running_hero_still_in_room(const Ctx& c, const StackItem& it);
bool own_target_hero_in_room(Ctx& c, const Task& t);
// BM2-26: those targets cast with option 0, and again with option 1 when `second` (asked of the
// caster p) opens it now. Shortcut!, Lightning Bolt!.
void running_hero_two_options(const Ctx& c, int p, int card, int mine, bool (*second)(const Ctx& c, int p),
                              std::vector<Action>& out);
// BM2-17: the hero a spell targets (t.target_card()), still in a room, skips the next `n` rooms
// it would enter (a round mark `skip`, flow.cpp task_hero_next); fizzles (G-18) when it left the
// room. Shortcut!, Boots of Jumping's reward.
void skip_next_rooms(Ctx& c, const Task& t, int n);
// G-17: the activation of p's room `slot` aimed at the hero standing in it (target_card = that
// hero); none when no hero stands there. Bottomless Pit, Haunted Hall, Warp Tube.
void hero_in_room_activation(const Ctx& c, int p, int slot, std::vector<Action>& out);
// G-18: the hero such an activation aimed at (t.target_card()) still runs in t.player's dungeon;
// otherwise the effect fizzles (`fizzled` event) and this returns false.
bool target_hero_still_running(Ctx& c, const Task& t);

// What a hero in a dungeon has taken so far (G-12: the running hero's damage, or what it took
// while waiting at the entrance, Lightning Bolt!) and its Health bonus until the end of the round.
struct DungeonHero {
  int damage = 0;
  int health_bonus = 0;
};
// A hero in any dungeon (BM2-38's "in a dungeon": at an entrance or going through it): one cast
// per hero, the running one first, then each live player's entrance in turn order
// (target_player = that dungeon's owner, target_card = the hero). Tools of Hero-Kind rewards.
void dungeon_hero_targets(const Ctx& c, int p, int card, std::vector<Action>& out);
// The same, only for the heroes `keep` names (Vorpal Blade: enough damage taken).
void dungeon_hero_targets_if(const Ctx& c, int p, int card, std::vector<Action>& out,
                             bool (*keep)(const Ctx& c, int hero, const DungeonHero& h));
// G-18 for those targets: the hero still runs through, or waits at, the same dungeon.
bool dungeon_hero_still_there(const Ctx& c, const StackItem& it);
// Hero `hero` running through q's dungeon or waiting at its entrance: what it has taken and its
// bonus in `out`; false when it is in neither place.
bool dungeon_hero_state(const Ctx& c, int q, int hero, DungeonHero& out);
// G-12: a hero waiting at q's entrance dies there (a spell or item kills it, or Lightning Bolt!'s
// damage reaches its Health): it leaves the queue and scores as q's soul, killed in no room.
void kill_waiting_hero(Ctx& c, int q, int hero);
// BM2-14: hero `hero` of q's dungeon (running or waiting at q's entrance) gets `amount` more
// Health until the end of the round (`bonus` event); false when it is in neither place.
bool dungeon_hero_health(Ctx& c, int q, int hero, int amount);

// The reward of such a cast: the targeted hero gets `amount` more Health until the end of the
// round (dungeon_hero_health), or the item fizzles (G-18) when the hero left that dungeon.
void dungeon_hero_bonus(Ctx& c, const Task& t, int amount);
// G-8: p's active rooms of type `t` (a deactivated one is not counted).
int active_rooms_of(const Ctx& c, int p, RoomType t);

// ---- rooms as targets -----------------------------------------------------------------------
// A spell on an active room of p's own dungeon, cast with `option` (-1: none; BM2-26).
void own_room_targets(const Ctx& c, int p, int card, int option, std::vector<Action>& out);
// BM2-26: the option the spell whose effect this is was cast with (0: the first).
inline int cast_option(const Task& t) { return t.target_stack() > 0 ? t.target_stack() : 0; }
// G-6: choose two face-up stacks of one dungeon (every live player's, or only `only`'s when >= 0),
// then decline if allowed; swap_chosen_stacks swaps the answer's (whole stacks, `swapped` event).
void swap_options(const Ctx& c, int chooser, int only, bool may_decline, std::vector<Action>& out);
void swap_chosen_stacks(Ctx& c, const Task& t);
// A spell on an active room of any live player, of `type` (or any type when `any`).
void room_targets(const Ctx& c, int p, int card, bool any, RoomType type, std::vector<Action>& out);
bool target_room_active(const Ctx& c, int q, int top_card);  // G-18: still there and active

// ---- activation costs (G-17) ------------------------------------------------------------------
void cost_destroy_this(Ctx& c, const Action& a);   // "destroy this room"
void cost_destroy_other(Ctx& c, const Action& a);  // destroy another of your rooms (a.slot2)
void mark_used(Ctx& c, const Action& a);           // once per round: the room is used
// The other rooms of p that can be destroyed as a cost, one activation each (slot2).
void other_room_costs(const Ctx& c, int p, int slot, int hero, std::vector<Action>& out);
// Once per round, cost: discard a card of p's hand passing `pred`: one activation of p's room
// `slot` per design (target_card = the card discarded), none when the room was used this round.
void discard_cost_activations(const Ctx& c, int p, int slot, bool (*pred)(const Ctx& c, int card),
                              std::vector<Action>& out);
void pay_used_and_discard(Ctx& c, const Action& a);  // pays one of those: used, then the discard
// Once per round, cost: destroy another of p's rooms: other_room_costs (no target) while p's room
// `slot` is unused this round, paid by pay_used_and_destroy_other. Chump Chomper, The
// Crushinator, Wreck Room.
void once_per_round_destroy_other_activations(const Ctx& c, int p, int slot, std::vector<Action>& out);
void pay_used_and_destroy_other(Ctx& c, const Action& a);  // pays one of those: used, then the destruction
// "Discard two room cards", chosen as the effect resolves: step 0 asks for the first (or the
// effect fizzles when t.player no longer holds two: under S-9 answers may have emptied the hand),
// step 1 discards it and asks for the second, step 2 discards that; true at step 2, when the
// effect goes on (its own question next). Options of steps 0 and 1: room_in_hand_options.
// Dracolich Lair, Burial Mound.
bool discard_two_rooms(Ctx& c, const Task& t);
void room_in_hand_options(const Ctx& c, const Task& t, std::vector<Action>& out);  // one per design

// ---- shared effect steps --------------------------------------------------------------------
// "May swap two rooms in any one dungeon" (G-6: whole stacks, face-up ones, deactivated allowed;
// ask at step 0 with `decline`, swap at step 1). Centipede Tunnel (on build), Shellda (BM2-25).
void swap_two_stacks(Ctx& c, Task t);
void swap_two_stacks_options(const Ctx& c, const Task& t, std::vector<Action>& out);
// "Draw n spells, then discard one spell" (ask at step 0, discard at step 1).
void draw_spells_discard_one(Ctx& c, Task t, int n);
void spell_in_hand_options(const Ctx& c, const Task& t, std::vector<Action>& out);
// q discards `card` from hand because an effect of `by` makes them (the `discard` event names
// `by`); when `by` is an opponent of q, a room of `by` may take the card instead (BM2-34,
// AbilityDef::takes_discard: Imp Temple).
void forced_discard(Ctx& c, int q, int card, int by);
// A spell (or item reward) cast with no target.
void untargeted_cast(const Ctx& c, int p, int card, std::vector<Action>& out);
// A spell cast on one opponent (target_player), one cast per live opponent in turn order; G-18:
// target_opponent_in_game (the opponent is still in the game).
void opponent_casts(const Ctx& c, int p, int card, std::vector<Action>& out);
bool target_opponent_in_game(const Ctx& c, const StackItem& it);
// BM2-37 (Magic Mirror): the items whose reward `item` may borrow now: the face-up items on the
// table (bm/state/census.hpp face_up_items) but `item` itself and any other borrowing item (its
// reward would name no effect of its own), one per design (copies are interchangeable), in the
// list's order.
std::vector<int> borrowable_items(const Ctx& c, int item);
// A chosen opponent (target_player q) discards a random card of `kind` (`by` = p).
void random_discard(Ctx& c, int p, int q, CardKind kind);
// Every opponent of t.player, in turn order, discards one card of `kind` of their own choice (one
// holding none discards nothing; `by` = t.player). Task: target_player = the opponent choosing
// now, opponents_done = how many are done. Incubus Gym (rooms), Wraith's Throne (spells).
void each_opponent_discards(Ctx& c, Task t, CardKind kind);
void opponent_discard_options(const Ctx& c, const Task& t, CardKind kind, std::vector<Action>& out);
// Search the room deck and discard pile for an advanced room of `want`; may build it at once.
void search_advanced_room(Ctx& c, Task t, RoomType want);
void search_advanced_room_options(const Ctx& c, const Task& t, RoomType want, std::vector<Action>& out);
// "May build one more room" (face down when `face_down`, else built with its effects).
void build_one_more(Ctx& c, Task t, bool face_down);
// Its options: every build choice of t.player now (build_options), then a decline.
void build_one_more_options(const Ctx& c, const Task& t, std::vector<Action>& out);
// A scored hero back to its owner's entrance (+ health bonus), or fizzle when gone.
void dead_hero_returns(Ctx& c, const Task& t, int health_bonus);
// G-18: the room a spell targets (target_player = its owner, target_card = its top card) if still there and
// active; otherwise the spell fizzles (`fizzled` event) and this returns -1.
int live_target_room(Ctx& c, const Task& t);
// G-8: the room a spell targets is deactivated until the end of the round, or the spell fizzles
// (G-18, live_target_room). Freeze, Pet Monster, Ten Foot Pole, Ice Rod.
void deactivate_target_room(Ctx& c, Task t);
// BM2-29: the room a spell targets has no ability text until the end of the round (a `blanked`
// round mark, read by ability_def.hpp ability_blanked), or the spell fizzles (G-18,
// live_target_room). Meddling Kids! (its first option), Cheat Code's reward: each such ability
// sets AbilityDef::blanks_rooms, else a game of its card set never reads the mark.
void blank_target_room(Ctx& c, Task t);
// G-8: p's first active room of type `type` (the one nearest the entrance) is deactivated until
// the end of the round; nothing when p has none. Pet Monster, Ten Foot Pole.
void deactivate_first_room(Ctx& c, int p, RoomType type);
// The targeted room deals `amount` more damage this round (`bonus` event), or the spell fizzles
// (G-18, live_target_room). Annihilator and Giant Size (G-16).
void room_damage_bonus(Ctx& c, const Task& t, int amount);
// p has a visible room other than `except_slot`.
bool has_visible_room(const Ctx& c, int p, int except_slot = -1);
// The room chosen with choose_rooms, if it still stands where it was chosen, else -1.
int chosen_room(const Ctx& c, int p, const Task& t);
// One choose per visible room of every live player's dungeon passing `pred` (card = its top card,
// slot = its stack, target_player = its owner); read the answer with chosen_room(c,
// t.answer.player, t).
void rooms_in_any_dungeon(const Ctx& c, int chooser, bool (*pred)(const Ctx& c, int q, int slot),
                          std::vector<Action>& out);
bool any_room_in_any_dungeon(const Ctx& c, bool (*pred)(const Ctx& c, int q, int slot));
// "A room of any dungeon passing `pred`", chosen by t.player: step 0 asks when one stands (options:
// rooms_in_any_dungeon) and returns -1; step 1 returns the chosen room's stack in t.answer.player's
// dungeon when it still stands there and passes `pred`, else -1. Frostbat Cave, Megaworm Burrow,
// Decapitator.
int room_of_any_dungeon(Ctx& c, const Task& t, bool (*pred)(const Ctx& c, int q, int slot));
// G-17: the activation of p's room `slot` whose cost destroys it and whose effect then picks a
// room passing `pred` (room_of_any_dungeon): offered while another such room stands, or the stack
// holds a room the destruction uncovers. Frostbat Cave, Decapitator.
void destroy_this_then_pick_activation(const Ctx& c, int p, int slot, bool (*pred)(const Ctx& c, int q, int slot),
                                       std::vector<Action>& out);
// The room on top of q's stack `slot` gets `amount` more (or less) damage until the end of the
// round (RoomSlot::bonus_damage; BM2-20: room_damage never goes below 0), with a `bonus` event.
void room_bonus_this_round(Ctx& c, int q, int slot, int amount);
// The room whose ability `t` is (t.source(), in t.player's dungeon) deals `amount` more damage until
// the end of the round; nothing but a `fizzled` event when it is no longer in play. Spiked Pit,
// Collapsing Bridge.
void own_room_bonus(Ctx& c, const Task& t, int amount);
// "You may draw a card of `kind`": step 0 asks (yes_or_decline), step 1 draws unless declined.
void may_draw(Ctx& c, const Task& t, CardKind kind);
// choose / decline a yes-no option (option 1)
void yes_or_decline(const Ctx& c, const Task& t, std::vector<Action>& out);

}  // namespace bm::detail
