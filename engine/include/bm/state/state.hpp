#pragma once
// The complete game state: a value type, cheap to copy (later: cloned for shrinking and
// search). Cards are instance indices into the CardSet. Every zone is an ordered vector; no
// pointers, no unordered containers, nothing that depends on addresses (brief: determinism).
//
// Conventions:
//  - decks: top card = back() of the vector.
//  - dungeon: index 0 is the entrance side (leftmost, G-2); back() is next to the boss.
//  - town: index 0 is the longest-waiting hero (C-15).
#include <array>
#include <cstdint>
#include <vector>

#include "bm/core/rng.hpp"
#include "bm/game/kinds.hpp"

namespace bm {

// Phase, TaskKind, DecisionKind and their tables: game/kinds.hpp.

// One stack of rooms in a dungeon (G-6). Only the top card is visible.
struct RoomSlot {
  std::vector<int> cards;             // bottom .. top
  bool face_down = false;             // top card placed this build phase, not yet revealed (G-4, G-5)
  bool deactivated = false;           // G-8: until end of round
  int bonus_damage = 0;               // "until end of round" damage on this room (Annihilator, Giant Size)
  bool used_this_round = false;       // "once per turn" abilities (turn = round, seed 003)
  bool triggered_this_round = false;  // Minotaur's Maze: its first entry this round
  int tokens = 0;                     // S-TOK-1: damage tokens on the top room (Super); returned when covered
  int top() const { return cards.back(); }
  bool operator==(const RoomSlot&) const = default;
};

struct WaitingHero {
  int hero = -1;
  int health_bonus = 0;  // until end of round (Zombie Attack); damage is never kept (G-22)
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

struct PlayerState {
  int boss = -1;
  std::vector<int> boss_choices;  // C-16 "I choose you!": the two bosses dealt
  bool eliminated = false;        // C-14
  bool leveled_up = false;        // G-10: once per game
  bool mulligan_done = false;
  std::vector<int> hand;  // kept sorted by instance id (hands are sets, G-19)
  std::vector<RoomSlot> dungeon;
  std::vector<WaitingHero> entrance;  // G-14: first in, first out
  std::vector<ScoredHero> score;
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
  // Boss Monster 2 (BM2-4, BM2-7): the one active (face-up) item, an item just gained while
  // the boss chooses which to keep, and the face-down items of the scoring area.
  int active_item = -1;
  int gained_item = -1;
  std::vector<int> scored_items;
  bool operator==(const PlayerState&) const = default;
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
  int x = 0;
  bool operator==(const StackItem&) const = default;
};

// One unit of pending engine work. The engine runs the agenda (last in, first out) until a
// player must decide; this keeps the whole control flow inside the (copyable) state.
struct Task {
  TaskKind kind = TaskKind::none_;
  int player = -1;
  int step = 0;
  int a = -1, b = -1, c = -1, d = -1, e = -1;
  // The answer to the last DecisionKind::choose this task asked (engine/abilities): chosen card or
  // option, stack indices and player; `val == -2` means the player declined.
  int ch_val = -1, ch_slot = -1, ch_slot2 = -1, ch_player = -1, ch_option = -1;
  bool operator==(const Task&) const = default;
};

// What the engine waits for. DecisionKind::none: nothing (the game advances or is over).
struct Decision {
  DecisionKind kind = DecisionKind::none;
  int player = -1;
  int a = -1, b = -1;
  bool operator==(const Decision&) const = default;
};

struct GameState {
  int num_players = 0;
  int round = 0;
  Phase phase = Phase::setup;
  int active = -1;         // the active player (C-12): building, or whose dungeon heroes are in
  std::vector<int> order;  // turn order by seat (IP-5), fixed at setup
  std::vector<PlayerState> players;
  std::vector<int> boss_deck, room_deck, spell_deck, ordinary_heroes, epic_heroes;
  std::vector<int> discard;        // shared pile, or rooms only when piles are separate
  std::vector<int> spell_discard;  // used only with separate piles
  std::vector<int> town;           // classic town; Super: the city row, left to right (S-CITY-2)
  // Super, `city_arrival_slot: rightmost_free`: the first `city_left` heroes of `town` sit
  // packed from the left; the rest fill the row from the right end. Always town.size() under
  // the queue reading. Every departure shifts the row left (repacks).
  int city_left = 0;
  std::vector<std::vector<int>> landmarks;  // Super: heroes per landmark (board order); Tavern: back() = top
  std::vector<int> market;                  // Super: cards in the market (S-CITY-1)
  int first_player = -1;                    // Super: the first-player marker (S-3, S-7)
  bool failed_reveal = false;  // Super IP-9 failed_reveal: a hero had to be revealed from an empty deck this round
  // Boss Monster 2 (BM2-2, BM2-3): the item deck (top = back()), revealed items waiting for a
  // hero (reveal order), items carried by heroes.
  std::vector<int> item_deck;
  std::vector<int> items_waiting;
  std::vector<HeroItem> hero_items;
  std::vector<int> out_of_game;  // boss choices not kept, Soul Harvest, eliminated players
  std::vector<int> resolving;    // spells cast and not yet resolved
  std::vector<StackItem> stack;
  std::vector<Task> agenda;
  Decision decision;
  Run run;
  bool no_build_this_round = false;       // kobold_strike: no rooms are built this round
  bool hero_moved_this_round = false;     // IP-6 play_out_town
  bool hero_revealed_this_round = false;  // IP-6 end_after_round
  std::vector<int> reveal_log;            // heroes in reveal order (returned_hero = reveal_order)
  int actions = 0;                        // player actions applied so far
  bool over = false;
  std::vector<int> winners;  // seats
  int end_rule = 0;          // EndReason
  Rng rng;
  bool operator==(const GameState&) const = default;
};

}  // namespace bm
