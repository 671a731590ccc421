#pragma once
// Engine internals shared by engine/game/*.cpp and engine/abilities/*.cpp.
// Control flow lives in GameState::agenda (tasks, last in first out) so that the whole game,
// including "in the middle of resolving Xyzax's Level Up", is a copyable value.
#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <mutex>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/board/spaces.hpp"
#include "bm/game/end_decision.hpp"
#include "bm/game/engine.hpp"
#include "bm/rules/constants.hpp"
#include "bm/state/minion_codes.hpp"

namespace bm::detail {

// TaskKind, DecisionKind, WindowPhase and EngineEffect (with their names and rules):
// game/kinds.hpp.

// PlayerState::minion codes (kMinionHome, kMinionRoom, kMinionBoss): state/minion_codes.hpp.

struct Ctx;
void report_consulted(const Ctx& c, const char* key, std::span<const int> values);  // zones.cpp

struct Ctx {
  const CardSet& cs;
  const Ruleset& rs;
  GameState& s;
  EventSink* ev;
  ChanceSource* chance;
  const BoardDef& bd;
  Observer* obs = nullptr;  // the checker; null in plain play
  // Per card instance, what the window tests read first (Engine's table, window_traits_of):
  // null where a Ctx is made without an engine (tests), which then read the designs.
  const std::uint8_t* traits = nullptr;
  // Whether any card of the set has an activated ability on a room or boss, on a hero
  // (CardSetTraits); true where a Ctx is made without an engine (tests): every card is asked.
  bool room_activations = true;
  bool hero_activations = true;
  // Whether any hero of the set has an ability with a hook (running_powers), any card can blank
  // a room (ability_blanked), any boss has a lasting Level Up (lasting_boss): CardSetTraits;
  // true where a Ctx is made without an engine (every card is asked).
  bool hero_powers = true;
  bool rooms_blankable = true;
  bool lasting_bosses = true;
  // Whether any card of the set has an end-of-round trigger (BM2-25, end_of_round_triggers):
  // CardSetTraits; true where a Ctx is made without an engine.
  bool end_of_round_rooms = true;

  const CardDesign& design(int card) const { return cs.of(card); }
  PlayerState& seat(int p) { return s.players[static_cast<std::size_t>(p)]; }
  const PlayerState& seat(int p) const { return s.players[static_cast<std::size_t>(p)]; }
  // An event to the sink and the observer; with neither (a random game, a search), nothing is
  // built: the test is inline at every call site, the event made out of line (zones.cpp).
  void emit(EventType t, int player = -1, int card = -1, int a = -1, int b = -1) {
    if (ev || obs) emit_to_listeners(Event{t, player, card, a, b});
  }
  void emit_to_listeners(const Event& e);
  // Reports to the observer that the engine reads option `key` where its readings can decide
  // differently (Observer::on_option_consulted); nothing without an observer, nor for an option
  // of another family (the setup code classic and bm2 share reads C-16's variants, which a
  // bm2 ruleset cannot set).
  // `values`: the numbers the option's fact names at this point (option_fact). Nothing either
  // to an observer that does not want the reports (Observer::wants_options).
  void consulted(const char* key, std::initializer_list<int> values = {}) const {
    if (obs && obs->wants_options()) report_consulted(*this, key, std::span<const int>(values.begin(), values.size()));
  }
  void push(const Task& t) { s.agenda.push_back(t); }
  // A task with no payload; the caller names its fields on the returned task
  // (`c.push(TaskKind::window, p).window_phase() = ...`).
  Task& push(TaskKind kind, int player = -1, int step = 0) {
    Task t;
    t.kind = kind;
    t.player = player;
    t.step = step;
    s.agenda.push_back(t);
    return s.agenda.back();
  }
  // Sets the decision; the caller names its fields on the returned decision.
  Decision& decide(DecisionKind kind, int player) {
    s.decision = Decision{};
    s.decision.kind = kind;
    s.decision.player = player;
    return s.decision;
  }
};

// ---- zones.cpp: card movement and counting -------------------------------------------
void hand_add(Ctx& c, int p, int card);
bool hand_remove(Ctx& c, int p, int card);
int hand_find_design(const Ctx& c, int p, int design);  // instance in hand or -1
void to_discard(Ctx& c, int card);
Zone& discard_for(Ctx& c, CardKind kind);
int draw_card(Ctx& c, int p, CardKind kind);  // -1 when nothing could be drawn
int take_top(Ctx& c, int p, CardKind kind);   // the top card of that deck (empty_deck option), -1 if none
void shuffle_deck(Ctx& c, std::vector<int>& deck, ChanceKind what);
void shuffle_deck(Ctx& c, Zone& deck, ChanceKind what);  // the same shuffle, on a flat zone
int pick_random(Ctx& c, std::span<const int> options, ChanceKind what);
inline bool slot_visible(const RoomSlot& r) { return !r.cards.empty() && !r.face_down; }  // a face-up top card (G-6)
inline bool slot_active(const RoomSlot& r) {
  return slot_visible(r) && !r.deactivated;
}  // visible and not deactivated (G-8)
int visible_rooms(const Ctx& c, int p);  // the G-2 room limit (deactivated still count)
int counted_rooms(const Ctx& c, int p);  // counts, Level Up too: deactivated not (G-8)
// BM2-9: what a Level Up check carries for a build: the rooms counted before it when the build
// took the dungeon to its fifth counted room, else kLevelUpRooms (no fifth room built).
int fifth_room_mark(const Ctx& c, int p, int before);
int find_slot(const Ctx& c, int p, int top_card);           // slot whose visible top is `top_card`, or -1
bool room_has(const Ctx& c, const RoomSlot& r, Ability a);  // active room with ability
int room_damage(const Ctx& c, int p, int slot);
int room_icons(const Ctx& c, int p, const RoomSlot& r, int t);  // BM2-21: the icons of type t the room shows now
int treasure_value(const Ctx& c, int p, int t);
int souls_of(const Ctx& c, int p);
int wounds_of(const Ctx& c, int p);
// C-13 / BM2-8: `p` has enough wounds to lose at the end check (never with Immortality, C-16, in
// a 5-6 player bm2 game, BM2-8, or in the super and solo families, which eliminate nobody).
// The one test of "loses by wounds": end_check eliminates with it, Engine::score reports with it.
bool loses_by_wounds(const Ctx& c, int p);
bool held_in_town(const Ctx& c, int hero);   // flow.cpp: BM2-27, not lured this round (Doc Scarecrow)
bool reaches_soul_win(const Ctx& c, int p);  // flow.cpp: C-13, S-END-2, BM2-8 (ten souls)
// flow.cpp: BM2-30, IP-43: `p` is not under a "cannot win this round" mark (Meddling Kids!), or
// the mark does nothing (IP-43 no_effect at five or six players); the one test of that mark.
bool may_win_this_round(const Ctx& c, int p);
ScoreCandidate score_candidate(const Ctx& c, int p);  // end_decision.cpp: souls - wounds and XP (IP-4)
EndDecision end_decision_of(const Ctx& c, const std::vector<PlayerScore>& scores);  // end_decision.cpp
bool can_destroy(const Ctx& c, int p, int slot);                                    // G-5, G-8
void destroy_room(Ctx& c, int p, int slot, int by);          // G-7 (+ Trigger::other_room_destroyed)
void deactivate_room(Ctx& c, int p, int slot);               // G-8
bool can_build_on(const Ctx& c, int p, int slot, int card);  // G-3, G-5, G-8, AbilityDef::refuses_advanced
bool can_build_new_stack(const Ctx& c, int p);               // G-2, G-3
bool cover_tokens_at_placement(
    const Ctx& c);  // IP-36: a covered room's tokens return at placement (else at the reveal)
void place_room(Ctx& c, int p, int card, int slot, bool face_down);  // slot < 0 (kNewStack): new stack
void after_built(Ctx& c, int p, int card);                           // queue Level Up check and on-build (G-10, G-11)
int hero_health(const Ctx& c, int hero, int bonus);
bool hero_dead(const Ctx& c, int damage, int health);  // IP-3
// ---- round marks (GameState::round_marks: printed Boss Monster 2 effects until end of round) ----
void add_mark(Ctx& c, MarkKind k, int player, int card, int value);
// The sum of the values of the marks of kind `k` on `player` and `card` (-1: a mark on neither).
int mark_total(const Ctx& c, MarkKind k, int player, int card);
// BM2-30, BM2-40: a mark read by this round's end check, so kept past the end-of-round expiry
// until that check (cannot_win, wounds_harmless, extra_wound).
inline bool lasts_to_end_check(MarkKind k) {
  return k == MarkKind::cannot_win || k == MarkKind::wounds_harmless || k == MarkKind::extra_wound;
}
// A room mark (fountain, stash) acts while its card is the top of an active stack of that dungeon.
int room_mark_total(const Ctx& c, MarkKind k, int p, int slot);
void end_room_marks(Ctx& c, int card);  // the room was covered, destroyed or taken back to hand
// BM2-28: adds n to `player`'s count of kind `k` this round, kept only when some design of the
// card set has ability `reader` (the count is round history only that card reads; so every other
// game keeps its state and hashes).
void count_history(Ctx& c, MarkKind k, int player, int n, Ability reader);
// BM2-28: a mark of kind `k` on `player` and `card` this round, kept likewise only for `reader`.
void remember_card(Ctx& c, MarkKind k, int player, int card, Ability reader);
void kill_hero(Ctx& c, int p, int hero, int room_slot);  // G-12 (+ death triggers)
void hero_wounds(Ctx& c, int p, int hero);               // G-12
void hero_to_town(Ctx& c, int hero);                     // G-22, C-15, IP-16
// G-15, IP-16: where `hero` came out of the hero deck among the heroes revealed so far
// (GameState::reveal_log); a hero never revealed (arranged, or taken from a deck) ranks last.
int reveal_rank(const GameState& s, int hero);
void end_run(Ctx& c);

// A list of seats in an order, at most kMaxPlayers (BM2-6), held in place: the seat lists the
// round builds at every phase and window (priority_order, live_players_in_order) cost no heap
// allocation. A plain contiguous range (a std::span<const int> too): for, reverse
// iteration, indexing, size.
class SeatList {
 public:
  void push_back(int seat) {
    if (n_ >= seats_.size()) throw std::logic_error("SeatList: more than kMaxPlayers seats");
    seats_[n_++] = seat;
  }
  void resize(std::size_t n) { n_ = std::min(n, n_); }  // keeps the first n (never grows)
  std::size_t size() const { return n_; }
  bool empty() const { return n_ == 0; }
  int operator[](std::size_t i) const { return seats_[i]; }
  int front() const { return seats_[0]; }
  const int* begin() const { return seats_.data(); }
  const int* end() const { return seats_.data() + n_; }
  std::reverse_iterator<const int*> rbegin() const { return std::reverse_iterator<const int*>(end()); }
  std::reverse_iterator<const int*> rend() const { return std::reverse_iterator<const int*>(begin()); }
  const int* data() const { return seats_.data(); }
  bool operator==(const SeatList& o) const { return std::equal(begin(), end(), o.begin(), o.end()); }

 private:
  std::array<int, kMaxPlayers> seats_{};
  std::size_t n_ = 0;
};
SeatList priority_order(const Ctx& c, int active);  // C-12 (IP-5)
SeatList live_players_in_order(const Ctx& c);

// ---- abilities/: effects, targets, choices -------------------------------------------
// Effect tasks: TaskKind::effect{player = controller, ability, source, target_player,
// target_card, target_stack, step; answer} (state/state.hpp: BM_TASK_FIELDS).
Task& push_effect(Ctx& c, Ability ab, int controller, int source, int target_player = -1, int target_card = -1,
                  int target_stack = -1);
// Engine effects that no card carries (an effect task's `ability`): EngineEffect, game/kinds.hpp.
Task& push_engine_effect(Ctx& c, EngineEffect e, int player);
// The decks setup deals (C-1, C-2), unshuffled: the card set's cards by kind, the heroes its
// player count leaves out and the cards no game uses in `out`. collect_decks makes them (flow.cpp).
struct SetupDecks {
  std::vector<int> boss, room, spell, item, ordinary, epic, out;
};
SetupDecks collect_decks(const Ctx& c, int players);
// An engine's decks for each number of players, collected at the first game of that number
// (Engine::start): `once[n]` guards `decks[n]`.
struct KeptDecks {
  std::array<std::once_flag, kMaxPlayers + 1> once;
  std::array<SetupDecks, kMaxPlayers + 1> decks;
};
// C-1..C-4: a new game's setup. `decks`: collect_decks's for `players`, kept by the engine (null:
// collected here, where an observer wants the options the collection reads).
void setup_game(Ctx& c, int players, std::uint64_t seed, const SetupDecks* decks = nullptr);
void run_effect(Ctx& c, Task t);
// A TaskKind::effect asks its player a question (DecisionKind::choose); the answer lands in Task::answer.
void ask(Ctx& c, Task t, int chooser);
constexpr int kDeclined = -2;  // Answer::pick after a `decline`
// One action of `type` per distinct design among `cards` satisfying `pred` (copies are
// interchangeable).
// The designs seen are those of the actions this call added (no list of its own: no heap).
template <class Pred>
void per_design(const Ctx& c, std::span<const int> cards, int player, Pred pred, std::vector<Action>& out,
                ActionType type = ActionType::choose) {
  const std::size_t first = out.size();
  for (int card : cards) {
    const int d = c.cs.design_of(card);
    if (!pred(card) || std::any_of(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
                                   [&](const Action& a) { return c.cs.design_of(a.card) == d; }))
      continue;
    Action a;
    a.type = type;
    a.player = player;
    a.card = card;
    out.push_back(a);
  }
}
// abilities/super_effects.cpp: the S-BOARD-3 engine effects (summon, Temple, Library).
// Each returns false when `t` is not one of theirs.
bool run_super_effect(Ctx& c, const Task& t);
bool super_choice_options(const Ctx& c, const Task& t, std::vector<Action>& out);
// Options for the pending DecisionKind::choose, appended to `out`; `t` is the TaskKind::effect on
// top of the agenda.
void choice_options(const Ctx& c, const Task& t, std::vector<Action>& out);
// Applies a chosen option to the effect task (stores the choice and advances its step).
void apply_choice(Ctx& c, Task& t, const Action& a);
// Spells castable now by p in a window of the given phase, with every declared target.
// `first_only`: stop after the first card that adds any (the early-exit "does this window
// open" test, has_window_options in flow.cpp).
void spell_casts(const Ctx& c, int p, int window_phase, std::vector<Action>& out, bool first_only = false);
// Room abilities p can activate now (G-17), with declared costs and targets, then the boss's
// lasting one (BM2-31) and the heroes' own (BM2-11); `first_only` as above. `heroes` false: the
// caller knows that no hero can be activated now (heroes_may_activate), and none is asked.
void room_activations(const Ctx& c, int p, std::vector<Action>& out, bool first_only = false, bool heroes = true);
// BM2-11: is any hero, going through a dungeon, waiting at an entrance or in town, one with an
// activated ability of its own? (the same for every player: a window asks it once)
bool heroes_may_activate(const Ctx& c);
// G-18 responses available to p against the top of the stack.
void cancel_responses(const Ctx& c, int p, std::vector<Action>& out);
// One stack, last in first out, no priority: the Super family (S-9) and the classic family's
// IP-48 resolution lifo (the 10th Anniversary rulebook). Every spell and room ability goes on
// the stack and any player, the one who played it too, may answer it.
bool lifo_stack(const Ctx& c);
// C-12 (IP-35 answer_window active_priority): p is the active player (classic, bm2) and the top
// of the stack is another player's spell: p may answer it with spells and room abilities.
bool active_player_answers(const Ctx& c, int p);
// The window phase of an answer: the phase being played (G-16: the spell's phase icon).
int answer_window_phase(const Ctx& c);
// Every answer p has in the answer window over the top of the stack (DecisionKind::respond):
// cancels (G-18); under lifo_stack (S-9, IP-48) and for the classic active player (C-12, IP-35) also
// cast spells and activate room abilities.
void answer_actions(const Ctx& c, int p, std::vector<Action>& out);
void do_cast(Ctx& c, const Action& a);
void do_activate(Ctx& c, const Action& a);
void do_cancel(Ctx& c, const Action& a);
void resolve_top(Ctx& c);
// G-18: the top of the stack resolves after a cancel window over it (a respond task, then a
// resolve task: last in, first out).
void push_resolve_and_window(Ctx& c);
// Trigger hooks (abilities/triggers.cpp); each asks the abilities' table (abilities/ability_def.hpp)
void on_hero_death_triggers(Ctx& c, int p, int slot);
void on_room_built_triggers(Ctx& c, int p, int card);
// BM2-16: the room now on top of p's stack `slot` was uncovered (the room above it destroyed or
// taken back to hand): its "on build or on uncover" effect (AbilityDef::on_uncover) fires.
void on_room_uncovered(Ctx& c, int p, int slot);
// p built `card`: p's rooms not in `just_built` with Trigger::other_room_built fire (once per round each).
void built_room_triggers(Ctx& c, int p, int card, std::span<const int> just_built);
// BM2-18: the hero running through p's dungeon leaves room `slot` alive: whether that room acts
// on it (AbilityDef::on_survive, once per round), and the pushing of its effect (which marks it used).
bool survive_trigger_ready(const Ctx& c, int p, int slot);
void on_room_survived(Ctx& c, int p, int slot);
// BM2-25 (IP-42): the rooms with Trigger::end_of_round whose condition passes now, as (player,
// card) pairs in turn order and dungeon order; read before the round's room flags clear.
std::vector<std::array<int, 2>> end_of_round_triggers(const Ctx& c);
// Trigger::took_discard: p took a card out of the discard pile; each of p's such rooms acts once per round.
void took_discard_triggers(Ctx& c, int p);
bool on_room_entered(Ctx& c, int p, int slot);  // G-13: true when the room's ability moved the hero
void begin_draw(Ctx& c, int p);                 // C-7: draw one room, unless a room's Trigger::begin_draw replaces it

// ---- flow.cpp ------------------------------------------------------------------------
void advance(Ctx& c);
// The casts and activations the engine found for the pending window or answer window (its
// window_memo, kept when the engine stopped there), appended to `out`; false, and nothing
// appended, when the memo is not this state's decision's.
bool take_window_memo(const GameState& s, std::vector<Action>& out);
// The round's remaining phase tasks from `ph` on (C-6, S-8), for Engine::start_at. False if
// `ph` is not a phase the family's round has.
bool push_round_from(Ctx& c, Phase ph);
void set_phase(Ctx& c, Phase ph);  // enters a phase (the `phase` event)
// Ends the game now, scored souls - wounds then the IP-4 tie-break (safety nets).
void end_game_scored(Ctx& c, EndReason why);
void run_task(Ctx& c, Task t);

std::string card_label(const CardSet& cs, int card);

// ---- items.cpp: Boss Monster 2 (BM2-2..BM2-5, BM2-7) --------------------------------
bool bm2_family(const Ctx& c);
void reveal_items(Ctx& c, int count);                   // BM2-2 / S-COMPAT-2, then BM2-3 assignment
bool items_in_play(const Ctx& c);                       // BM2-2, S-COMPAT-2 (bm/cards/items.hpp)
void assign_items(Ctx& c);                              // BM2-3
bool item_usable_now(const Ctx& c, int p, int item);    // IP-46: not gained this round under next_round
int item_of_hero(const GameState& s, int hero);         // -1 when the hero carries none
bool can_carry_item(const Ctx& c, int hero, int item);  // BM2-3
void item_on_hero_killed(Ctx& c, int p, int hero);      // BM2-7: to the boss, active
void item_on_hero_wounds(Ctx& c, int p, int hero);      // BM2-7: face down in the scoring area
// The item `hero` carries goes face down into p's scoring area (BM2-7; Magnetic Ceiling, BM2-38);
// the item, or -1 when the hero carries none.
int take_item_face_down(Ctx& c, int p, int hero);
void item_turn_face_down(Ctx& c, int p);  // BM2-39: p's active item face down, unused
// BM2-39: p's face-down `item` face up (beside an active item: the keep-one choice, BM2-4, BM2-36);
// false when it is not face down in p's scoring area or a keep-one choice is pending.
bool item_turn_face_up(Ctx& c, int p, int item);
// Orcish Smithy (BM2-3 set aside): the waiting `item` to `hero`; false when the hero carries one
// or the item no longer waits.
bool give_loose_item(Ctx& c, int item, int hero);
void item_leaves_game(Ctx& c, int hero);      // BM2-32: with its removed carrier
void item_used(Ctx& c, int p, int item);      // BM2-4: face down after use (or cancel)
bool run_item_effect(Ctx& c, const Task& t);  // EngineEffect::keep_item
bool item_choice_options(const Ctx& c, const Task& t, std::vector<Action>& out);
// BM2-36, IP-51 use_old_first: p decides the keep-one choice and may use its old item now.
bool use_old_item_offered(const Ctx& c, int p);
void use_old_item_now(Ctx& c, const Action& a);                        // the cast of the old item at that choice
void portable_actions(const Ctx& c, int p, std::vector<Action>& out);  // BM2-5
void do_portable_return(Ctx& c, const Action& a);                      // BM2-5

// ---- city.cpp: the Super and solo families (S-*, SO-*) ------------------------------
bool super_family(const Ctx& c);
void super_setup_order(Ctx& c);                                // S-3: first player = highest XP; S-7 clockwise order
void super_round_order(Ctx& c);                                // S-7: order rotated from the first-player marker
void super_start_round(Ctx& c);                                // S-8
void super_bait(Ctx& c);                                       // S-BAIT-1, SO-4, SO-8
void super_end_of_round(Ctx& c);                               // S-END-1
void super_end_check(Ctx& c);                                  // S-END-2, IP-9, SO-6
void super_run_task(Ctx& c, const Task& t);                    // TaskKind::city .. TaskKind::market_discard
void summon_hero(Ctx& c, int hero, int landmark, int target);  // S-BOARD-3 summon
// G-15: the dungeon a hero goes to (strict maximum, The Fool), or -1; `value`/`tie` report why.
int lure_target(const Ctx& c, int hero, int& value, bool& tie);
void city_arrival(Ctx& c, int hero);  // S-CITY-2, S-CITY-3, IP-8, D1, SO-2
void town_removed(Ctx& c);            // a hero left the city: the row shifts left
void market_actions(const Ctx& c, int p, std::vector<Action>& out);
void minion_actions(const Ctx& c, int p, std::vector<Action>& out);
void apply_market_pick(Ctx& c, const Action& a);
void apply_place_minion(Ctx& c, const Action& a);
bool room_protected(const Ctx& c, int p, int slot);   // S-BOARD-6
void add_tokens(Ctx& c, int p, int slot, int n);      // S-TOK-1, SO-5, IP-10
int summon_health_token(const Ctx& c, int landmark);  // IP-11
// Board action spaces flattened in board order: space_count, space_at (board/spaces.hpp).
std::string minion_space_name(const BoardDef& b, int code);

// The facts an Engine reads once from its card set (CardSetTraits; engine.cpp): also asked by the
// tests that check each fast path against its full path.
CardSetTraits card_set_traits(const CardSet& cards);

}  // namespace bm::detail
