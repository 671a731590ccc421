#pragma once
// The complete game state: a value type, cheap to copy (cloned for shrinking and search). Cards
// are instance indices into the CardSet. The shared card zones and each seat's hand, dealt bosses,
// scored items and dungeon stacks are held flat in one array of the state (`arena`,
// state/card_zone.hpp); every other zone is an ordered vector. No pointers, no
// unordered containers, nothing that depends on addresses (brief: determinism).
//
// Conventions:
//  - decks: top card = back() of the vector.
//  - dungeon: index 0 is the entrance side (leftmost, G-2); back() is next to the boss.
//  - town: index 0 is the longest-waiting hero (C-15).
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "bm/core/rng.hpp"
#include "bm/game/action.hpp"
#include "bm/game/kinds.hpp"
#include "bm/state/card_zone.hpp"
#include "bm/state/in_place.hpp"
#include "bm/state/inline_vec.hpp"

namespace bm {

// Phase, TaskKind, DecisionKind and their tables: game/kinds.hpp.

// One stack of rooms in a dungeon (G-6). Only the top card is visible. Its flags and tokens:
// a plain value, moved with the stack's cards when stacks move (Dungeon).
struct RoomFlags {
  bool face_down = false;             // top card placed this build phase, not yet revealed (G-4, G-5)
  bool deactivated = false;           // G-8: until end of round
  int bonus_damage = 0;               // "until end of round" damage on this room (Annihilator, Giant Size)
  bool used_this_round = false;       // "once per turn" abilities (turn = round, seed 003)
  bool triggered_this_round = false;  // Minotaur's Maze used: this round, or on the hero now running (IP-38)
  int tokens = 0;                     // S-TOK-1: damage tokens on the top room (Super); returned when covered
  bool operator==(const RoomFlags&) const = default;
};

// A stack's cards are a zone of the state's card array (state/card_zone.hpp), bottom .. top: the
// stack lives in its seat's Dungeon, as a seat lives in its state.
struct RoomSlot : RoomFlags {
  RoomSlot(ZoneId z, const CardArena* a) : cards{z, a} {}
  Zone cards;  // bottom .. top
  int top() const { return cards.back(); }
  bool operator==(const RoomSlot&) const = default;

 private:
  friend class InPlace<RoomSlot, kDungeonCapacity>;  // copied only with its dungeon
  RoomSlot(const RoomSlot&) = default;
  RoomSlot& operator=(const RoomSlot&) = default;
};

// A seat's dungeon: up to kDungeonCapacity stacks in place, of which the first size() are built
// (index 0 the entrance side, G-2). Used as the vector of stacks was, but a stack is made, removed
// and swapped only here, which moves its cards and flags together: add_front (G-3, a new stack),
// erase (a stack destroyed or emptied), swap_stacks (G-6, whole stacks change places).
class Dungeon : public InPlace<RoomSlot, kDungeonCapacity> {
 public:
  Dungeon(int seat, const CardArena* a)
      : InPlace([seat, a](std::size_t k) { return RoomSlot(room_zone_id(seat, static_cast<int>(k)), a); }),
        first_(room_zone_id(seat, 0)) {}

  // A new empty stack at index 0, the entrance side (G-3); the others move one toward the boss.
  RoomSlot& add_front() {
    if (n_ >= kDungeonCapacity) full();
    arena().open_group_front(first_, kDungeonCapacity);
    for (std::size_t i = n_; i > 0; --i) flags(i) = flags(i - 1);
    flags(0) = RoomFlags{};
    ++n_;
    return s_[0];
  }
  // A new empty stack next to the boss (a position or a test building a dungeon stack by stack).
  RoomSlot& add_back() {
    if (n_ >= kDungeonCapacity) full();
    return s_[n_++];
  }
  // Removes the stack at `pos` with its cards; the later ones move one toward the entrance.
  RoomSlot* erase(const RoomSlot* pos) {
    const auto k = static_cast<std::size_t>(pos - s_);
    arena().drop_from_group(first_, kDungeonCapacity, static_cast<int>(k));
    for (std::size_t i = k; i + 1 < n_; ++i) flags(i) = flags(i + 1);
    --n_;
    flags(n_) = RoomFlags{};
    return s_ + k;
  }
  // Stacks i and j change places, cards and flags (G-6).
  void swap_stacks(std::size_t i, std::size_t j) {
    if (i == j) return;
    arena().swap_zones(s_[i].cards.id_, s_[j].cards.id_);
    std::swap(flags(i), flags(j));
  }
  // `n` empty stacks (n <= kDungeonCapacity): every stack's cards and flags cleared. (A stack
  // past size() is always empty with default flags: add_front, erase and reset keep it so.)
  void reset(std::size_t n) {
    if (n > kDungeonCapacity) full();
    for (std::size_t i = 0; i < n_; ++i) {
      s_[i].cards.clear();
      flags(i) = RoomFlags{};
    }
    n_ = n;
  }
  void clear() { reset(0); }
  bool operator==(const Dungeon& o) const { return same(o); }

 private:
  friend struct PlayerState;
  Dungeon(const Dungeon&) = default;
  Dungeon& operator=(const Dungeon&) = default;
  RoomFlags& flags(std::size_t i) { return s_[i]; }
  CardArena& arena() { return s_[0].cards.arena(); }
  [[noreturn]] static void full() {
    throw std::length_error("a dungeon holds at most " + std::to_string(kDungeonCapacity) + " stacks");
  }

  ZoneId first_;
};

// How many elements each list of the state holds in place (InlineVec): about the most that random
// games of every preset and player count held (2,000 games of each), so that a state of a real
// game almost never keeps a list on the heap and its copy allocates nothing (but Super's
// landmarks). A list may grow past it (it moves to the heap): none is a limit of the game.
// Measured at most: entrance 17 (99.99% of the states held 8 or fewer), score 31,
// agenda 27, stack 10, reveal log 41, round marks 36, hero items 13.
inline constexpr std::size_t kEntranceInPlace = 16;
inline constexpr std::size_t kScoreInPlace = 32;
inline constexpr std::size_t kAgendaInPlace = 32;
inline constexpr std::size_t kStackInPlace = 16;
inline constexpr std::size_t kRevealLogInPlace = 64;
inline constexpr std::size_t kRoundMarksInPlace = 48;
inline constexpr std::size_t kHeroItemsInPlace = 16;

struct WaitingHero {
  int hero = -1;
  int health_bonus = 0;  // until end of round (Zombie Attack)
  // G-12: damage dealt to the hero while it waits (Lightning Bolt!), which it takes into its run
  // this round; a later round never sees it (G-22, cleared at the end of the round).
  int damage = 0;
  bool operator==(const WaitingHero&) const = default;
};

struct ScoredHero {
  int hero = -1;
  bool soul = true;  // face down = soul (killed), face up = wound (reached the boss), G-12
  bool operator==(const ScoredHero&) const = default;
};

// BM2-3: an item carried by a hero (kept sorted by hero).
struct HeroItem {
  int hero = -1;
  int item = -1;
  bool operator==(const HeroItem&) const = default;
};

// A seat's state but its card zones (PlayerState): a plain value, reset by assigning a fresh one.
struct PlayerFields {
  int boss = -1;
  bool eliminated = false;  // C-14
  bool leveled_up = false;  // G-10: once per game
  bool mulligan_done = false;
  InlineVec<WaitingHero, kEntranceInPlace> entrance;  // G-14: first in, first out
  InlineVec<ScoredHero, kScoreInPlace> score;
  bool built_this_phase = false;        // placed or passed: the choice is final (G-4)
  bool gained_soul_this_round = false;  // Machinations (C-16)
  bool trepidation = false;             // trepidation: no hero enters this dungeon this round
  bool jackpot = false;                 // jackpot_stash: rooms' treasure doubled this round
  int crush_bonus = 0;                  // the_crushinator: +2 damage to every room this round
  // Super (S-BOARD-3..6): where the minion stands this round: kMinionHome, 0.. a board action
  // space (flattened index, board/spaces.hpp), kMinionRoom a room's space (minion_card = that
  // room) or kMinionBoss the boss's space (state/minion_codes.hpp).
  int minion = -1;
  int minion_card = -1;
  std::array<int, 4> boss_treasure{};  // S-BOARD-3 treasure spaces: icons until end of round
  // Boss Monster 2 (BM2-4, BM2-7): the one active (face-up) item, and an item just gained while
  // the boss chooses which to keep.
  int active_item = -1;
  int gained_item = -1;
  bool operator==(const PlayerFields&) const = default;
};

// One seat: its fields and its card zones, held in the state's card array (state/card_zone.hpp)
// as the shared zones are. A seat lives only in its state's Players (it finds the array by its
// zones' offsets): it is made there, copied only with its state, and reset in place.
struct PlayerState : PlayerFields {
  PlayerState(int seat, const CardArena* a)
      : boss_choices{player_zone_id(seat, PlayerZone::boss_choices), a},
        hand{player_zone_id(seat, PlayerZone::hand), a},
        scored_items{player_zone_id(seat, PlayerZone::scored_items), a},
        dungeon{seat, a} {}
  Zone boss_choices;  // C-16 "I choose you!": the two bosses dealt
  Zone hand;          // kept sorted by instance id (hands are sets, G-19)
  Zone scored_items;  // BM2-7: the face-down items of the scoring area
  Dungeon dungeon;    // G-2: the room stacks, index 0 the entrance side
  // Back to a seat that has just sat down: every field its default, every zone empty.
  void reset() {
    static_cast<PlayerFields&>(*this) = PlayerFields{};
    boss_choices.clear();
    hand.clear();
    scored_items.clear();
    dungeon.clear();
  }
  bool operator==(const PlayerState&) const = default;

 private:
  friend class InPlace<PlayerState, kMaxPlayers>;  // copied only with its state's seats
  PlayerState(const PlayerState&) = default;
  PlayerState& operator=(const PlayerState&) = default;
};

// The seats of a game: kMaxPlayers seats in place (so each seat's zones have a fixed offset to
// the state's card array), of which the first size() play. Used as the vector of seats was.
class Players : public InPlace<PlayerState, kMaxPlayers> {
 public:
  explicit Players(const CardArena* a)
      : InPlace([a](std::size_t seat) { return PlayerState(static_cast<int>(seat), a); }) {}
  Players(const Players&) = default;
  Players& operator=(const Players&) = default;

  // `n` seats (at most kMaxPlayers), each as it sits down: every seat's fields and zones reset.
  void reset(std::size_t n) {
    if (n > kMaxPlayers) throw std::length_error("a game seats at most " + std::to_string(kMaxPlayers) + " players");
    for (PlayerState& p : s_) p.reset();
    n_ = n;
  }
  bool operator==(const Players& o) const { return same(o); }
};

// A printed Boss Monster 2 effect that lasts until the end of the round (GameState::round_marks):
// a bonus on a dungeon, a room or a hero, or a count of this round's history the cards read.
enum class MarkKind : int {
  none,
  party_up,         // `player`'s dungeon: each hero starting through it gets +`value` health (BM2-14)
  fountain,         // room `card` of `player`: deals 0, +`value` health to each hero entering (BM2-14, BM2-20)
  stash,            // room `card` of `player`: one more treasure icon of type `value` (BM2-21)
  skip,             // hero `card`: skips the next `value` rooms it would enter (BM2-17)
  lured,            // `value` heroes were lured to `player`'s dungeon this round (BM2-27, BM2-28)
  rooms_destroyed,  // `value` rooms of `player` were destroyed this round (BM2-28)
  souls_gained,     // `player` gained `value` souls this round (BM2-28)
  no_treasure,      // room `card` of `player` shows no treasure (BM2-21)
  spell_cast,       // `player` cast spell card `card` this round (BM2-28)
  boss_used,        // `player`'s boss `card` used its once-per-round lasting ability (BM2-31)
  blanked,          // room `card` of `player` has no ability text (BM2-29, Meddling Kids!)
  heroes_entered,   // `value` heroes started through `player`'s dungeon this round (BM2-28)
  cannot_win,       // `player` cannot win on souls at this round's end check (BM2-30)
  not_lured,        // hero `card` is not lured this round (BM2-27, `player`'s Doc Scarecrow)
  item_new,         // item `card` came to `player`'s scoring area this round (IP-46 next_round only)
  wounds_harmless,  // `player`'s wounds cannot make it lose at this round's end check (BM2-40, Extra Life)
  power_spent,      // item `card`'s once-per-dungeon power-up acted in `player`'s dungeon this round (BM2-38)
  extra_wound,      // `player` holds `value` more wounds at this round's end check (BM2-40, Vorpal Blade)
  got_through,      // hero `card` got through `player`'s dungeon alive this round (BM2-28, G-12)
  dark_health,      // hero `card` has +`value` Health this round, bought once in total (BM2-11); `player` -1
  castle_waits,     // hero `card` waits at `player`'s entrance for the next adventure phase (IP-44 always_waits)
};

// One row per MarkKind, in enum order: its name (the snapshot's, docs/snapshot.md; bm serve's
// state view) and the rule IDs that make it (space-separated).
struct MarkKindInfo {
  std::string_view name;
  std::string_view rules;
};
inline constexpr std::array<MarkKindInfo, 22> kMarkKinds = {{
    {"none", ""},
    {"party_up", "BM2-14"},
    {"fountain", "BM2-14 BM2-20"},
    {"stash", "BM2-21"},
    {"skip", "BM2-17"},
    {"lured", "BM2-27 BM2-28"},
    {"rooms_destroyed", "BM2-28"},
    {"souls_gained", "BM2-28"},
    {"no_treasure", "BM2-21"},
    {"spell_cast", "BM2-28"},
    {"boss_used", "BM2-31"},
    {"blanked", "BM2-29"},
    {"heroes_entered", "BM2-28"},
    {"cannot_win", "BM2-30"},
    {"not_lured", "BM2-27"},
    {"item_new", "IP-46"},
    {"wounds_harmless", "BM2-40"},
    {"power_spent", "BM2-38"},
    {"extra_wound", "BM2-40"},
    {"got_through", "BM2-28 G-12"},
    {"dark_health", "BM2-11"},
    {"castle_waits", "IP-44"},
}};
inline std::string_view mark_kind_name(MarkKind k) { return kMarkKinds[static_cast<std::size_t>(k)].name; }
inline std::string_view mark_kind_rules(MarkKind k) { return kMarkKinds[static_cast<std::size_t>(k)].rules; }
inline bool mark_kind_from_name(std::string_view name, MarkKind& out) {
  for (std::size_t i = 1; i < kMarkKinds.size(); ++i)
    if (kMarkKinds[i].name == name) {
      out = static_cast<MarkKind>(i);
      return true;
    }
  return false;
}

struct RoundMark {
  MarkKind kind = MarkKind::none;
  int player = -1;
  int card = -1;  // the room (its card, while it is the top of its stack) or the hero; -1: none
  int value = 0;
  bool operator==(const RoundMark&) const = default;
};

// The hero currently going through a dungeon in the adventure phase (G-14).
struct Run {
  int player = -1;  // owner of the dungeon; -1 when no hero is running
  int hero = -1;
  int damage = 0;
  int health_bonus = 0;
  int room = -1;  // index of the room the hero is in (or last left)
  bool in_room = false;
  bool operator==(const Run&) const = default;
};

// A spell or ability waiting to resolve (G-18 cancel; S-9 last in, first out).
struct StackItem {
  int card = -1;  // the spell card (in the "resolving" zone) or the room/boss source
  int controller = -1;
  bool is_spell = true;
  bool cancelled = false;
  int target_player = -1;
  int target_card = -1;   // a room (top card) or a hero
  int target_stack = -1;  // Counterspell: index of the item it cancels
  int x = 0;              // BM2-26: the option a spell was cast with (0: the first, or a spell without options)
  int borrowed = -1;      // BM2-37 Magic Mirror: the face-up item whose reward this item uses (-1: its own)
  bool operator==(const StackItem&) const = default;
};

// The payload fields of tasks and decisions, one row per name: X(name, position, type).
// A name means one thing wherever it is used; which kinds use it is the `fields` column of
// BM_TASK_KINDS / BM_DECISION_KINDS (game/kinds.hpp). `type` is how a snapshot writes it:
// integer, card (a card id), ability (an ability key or engine effect name), window_phase
// ("build" / "adventure").
#define BM_TASK_FIELDS(X)                                                                                 \
  X(discards_left, 0, integer)     /* start_discard: cards still to discard (IP-2) */                     \
  X(rooms_before, 0, integer)      /* level_up_check: visible rooms before the build (-1: not counted) */ \
  X(window_phase, 0, window_phase) /* window: WindowPhase */                                              \
  X(card, 0, card)                 /* on_build: the room built */                                         \
  X(stack_index, 0, integer)       /* respond: the stack item answered */                                 \
  X(ability, 0, ability)           /* effect: Ability, or EngineEffect (1000..) */                        \
  X(cursor, 1, integer)            /* window, respond: position in the priority list */                   \
  X(source, 1, card)               /* effect: the card whose ability it is (engine.summon: the hero) */   \
  X(target_player, 2, integer)     /* effect: the target player (engine.summon: the landmark) */          \
  X(target_card, 3, integer)       /* effect: the declared target card (an instance), or scratch */       \
  X(target_stack, 4, integer)      /* effect: the stack item it cancels (Counterspell), or scratch */
#define BM_DECISION_FIELDS(X)                                                                  \
  X(discards_left, 0, integer)     /* discard: cards still to discard (IP-2) */                \
  X(first_build, 0, integer)       /* build: 1 = the first build (C-4), 0 = a round's build */ \
  X(window_phase, 0, window_phase) /* window: WindowPhase */                                   \
  X(stack_index, 0, integer)       /* respond: the stack item answered */                      \
  X(ability, 0, ability)           /* choose: the asking effect's ability */                   \
  X(effect_step, 1, integer)       /* choose: the asking effect's step */

enum class FieldType : int { integer, card, ability, window_phase };
struct FieldInfo {
  const char* name;
  int index;  // position in the payload
  FieldType type;
};
std::span<const FieldInfo> task_fields();      // the rows of BM_TASK_FIELDS
std::span<const FieldInfo> decision_fields();  // the rows of BM_DECISION_FIELDS
// The row named `name`, or null.
const FieldInfo* find_field(std::span<const FieldInfo> rows, std::string_view name);

#define BM_FIELD_ACCESSOR(name, i, type) \
  int& name() { return payload[i]; }     \
  int name() const { return payload[i]; }

// The answer to the last DecisionKind::choose a TaskKind::effect asked (engine/abilities).
struct Answer {
  int pick = -1;    // the chosen card, else the chosen option; kDeclined (-2): the player declined
  int slot = -1;    // the chosen stack (an index of a dungeon)
  int slot2 = -1;   // a second chosen stack (swaps, costs)
  int player = -1;  // the chosen player
  int option = -1;  // the chosen option (also when a card was chosen: e.g. where it was taken from)
  bool operator==(const Answer&) const = default;
};

// One unit of pending engine work. The engine runs the agenda (last in, first out) until a
// player must decide; this keeps the whole control flow inside the (copyable) state.
// The payload is five ints whose names depend on the kind (BM_TASK_FIELDS, and the `fields`
// column of BM_TASK_KINDS); code reads them through the named accessors only.
struct Task {
  static constexpr int kPayload = 5;
  TaskKind kind = TaskKind::none_;
  int player = -1;
  int step = 0;
  std::array<int, kPayload> payload{-1, -1, -1, -1, -1};
  Answer answer;  // TaskKind::effect only
  BM_TASK_FIELDS(BM_FIELD_ACCESSOR)
  // Names an effect's scratch use of a field, for one effect (the snapshot writes the field's name):
  int& summoned_hero() { return source(); }       // engine.summon: the hero summoned
  int summoned_hero() const { return source(); }  //
  int& landmark() { return target_player(); }     // engine.summon: the landmark it comes from
  int landmark() const { return target_player(); }
  int& found_room() { return target_card(); }  // a deck search: the room found, built at the next step
  int found_room() const { return target_card(); }
  int& first_slot() { return target_card(); }  // two rooms chosen in turn: the first one's stack
  int first_slot() const { return target_card(); }
  int& opponents_done() { return target_stack(); }  // opponents asked in turn: how many are done
  int opponents_done() const { return target_stack(); }
  bool operator==(const Task&) const = default;
};

// What the engine waits for. DecisionKind::none: nothing (the game advances or is over).
struct Decision {
  static constexpr int kPayload = 2;
  DecisionKind kind = DecisionKind::none;
  int player = -1;
  std::array<int, kPayload> payload{-1, -1};  // named per kind: BM_DECISION_FIELDS
  BM_DECISION_FIELDS(BM_FIELD_ACCESSOR)
  bool operator==(const Decision&) const = default;
};

// Derived from the rest of the state, never a part of the game: the casts and activations the
// engine found for the player it stopped at, when it stopped at a window or an answer window
// (C-10, C-12, G-16..G-18), kept so that the legal list asked right after reuses them instead of
// asking every card again (Engine::legal_actions). Valid only for the state it was made in
// (`stamp`: the actions applied then, with the decision it was made for). Not hashed, logged
// or compared, and a copy starts without it (the copy builds its own list when asked). Code
// that edits a stopped state in place (its zones, decision or round's effects) calls
// forget_derived (below) before its legal list is asked: the test arrangements do
// (tests/support/scenario.hpp). No engine path needs it (the engine makes the memo again at
// every window it stops at), nor does a state read from a snapshot or a position (made afresh).
struct WindowMemo {
  std::vector<Action> actions;
  int stamp = -1;  // GameState::actions when made; -1: nothing kept
  DecisionKind kind = DecisionKind::none;
  int player = -1;
  WindowMemo() = default;
  WindowMemo(const WindowMemo&) {}
  WindowMemo(WindowMemo&&) = default;
  WindowMemo& operator=(const WindowMemo&) {
    stamp = -1;  // keeps its own capacity, none of the other state's list
    return *this;
  }
  WindowMemo& operator=(WindowMemo&&) = default;
  bool operator==(const WindowMemo&) const { return true; }  // derived: no part of a state's value
};

struct GameState {
  int num_players = 0;
  int round = 0;
  Phase phase = Phase::setup;
  int active = -1;                    // the active player (C-12): building, or whose dungeon heroes are in
  InlineVec<int, kMaxPlayers> order;  // turn order by seat (IP-5), fixed at setup
  Players players{&arena};            // the seats; their card zones are in `arena` too
  // The shared card zones, held flat in `arena` (state/card_zone.hpp): used as vectors were.
#define BM_ZONE(name) Zone name{ZoneId::name, &arena};
  BM_ZONE(boss_deck)
  BM_ZONE(room_deck)
  BM_ZONE(spell_deck)
  BM_ZONE(ordinary_heroes)
  BM_ZONE(epic_heroes)
  BM_ZONE(discard)        // shared pile, or rooms only when piles are separate
  BM_ZONE(spell_discard)  // used only with separate piles
  BM_ZONE(town)           // classic town; Super: the city row, left to right (S-CITY-2)
  // Super, `city_arrival_slot: rightmost_free`: the first `city_left` heroes of `town` sit
  // packed from the left; the rest fill the row from the right end. Always town.size() under
  // the queue reading. Every departure shifts the row left (repacks).
  int city_left = 0;
  std::vector<std::vector<int>> landmarks;  // Super: heroes per landmark (board order); Tavern: back() = top
  BM_ZONE(market)                           // Super: cards in the market (S-CITY-1)
  int first_player = -1;                    // Super: the first-player marker (S-3, S-7)
  bool failed_reveal = false;  // Super IP-9 failed_reveal: a hero had to be revealed from an empty deck this round
  // Boss Monster 2 (BM2-2, BM2-3): the item deck (top = back()), revealed items waiting for a
  // hero (reveal order), items carried by heroes.
  BM_ZONE(item_deck)
  BM_ZONE(items_waiting)
  InlineVec<HeroItem, kHeroItemsInPlace> hero_items;
  BM_ZONE(out_of_game)  // boss choices not kept, Soul Harvest, eliminated players
  BM_ZONE(resolving)    // spells cast and not yet resolved
#undef BM_ZONE
  InlineVec<StackItem, kStackInPlace> stack;
  InlineVec<Task, kAgendaInPlace> agenda;
  Decision decision;
  Run run;
  // Printed Boss Monster 2 effects until the end of the round (C-11 clears them), in the order
  // they were made; empty in every game without those cards (hashed and written only when not empty).
  InlineVec<RoundMark, kRoundMarksInPlace> round_marks;
  bool no_build_this_round = false;              // kobold_strike: no rooms are built this round
  bool hero_moved_this_round = false;            // IP-6 play_out_town
  bool hero_revealed_this_round = false;         // IP-6 end_after_round
  InlineVec<int, kRevealLogInPlace> reveal_log;  // heroes in reveal order (returned_hero = reveal_order)
  int actions = 0;                               // player actions applied so far
  bool over = false;
  InlineVec<int, kMaxPlayers> winners;  // seats
  int end_rule = 0;                     // EndReason
  Rng rng;
  CardArena arena;         // the cards of the zones above and the seats', zone after zone (ZoneId order)
  WindowMemo window_memo;  // derived (above): not hashed, logged, compared nor copied
  bool operator==(const GameState&) const = default;
};

// Drops what is derived from the state's value (GameState::window_memo), for code that edited a
// stopped state in place: its next legal list is built from the state as it is now.
inline void forget_derived(GameState& s) { s.window_memo.stamp = -1; }

}  // namespace bm
