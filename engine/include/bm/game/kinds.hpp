#pragma once
// One metadata table per enum: every action type, event, task, decision, engine
// effect, phase and end reason carries, in one X-macro row here and nowhere else,
//   - its name: the exact string of logs and snapshots (never change one: logs would break),
//   - its rule IDs (space-separated; a second list where the Super/solo reading differs),
//   - its timeline rendering: the visualizer's row (viz ItemKind name) or what it does
//     instead ("events": drawn through the events it causes; "phase": opens a phase box;
//     "seat": names a seat's boss; "hidden": deliberately not drawn), and a short label.
// The engine, the log, the snapshot, replay, the checker and the visualizer all read these
// tables (kind_info, rules_for, kind_from_name); tests/game/kinds_test.cpp checks them.
// Adding an enumerator = adding one row; numeric values are written into snapshots and hashed,
// so rows are only ever appended.
#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "bm/rules/ruleset.hpp"

namespace bm {

// X(enumerator, name, rules, super_rules, row, label)
// Tasks and decisions have a seventh column, `fields`: the names of their payload fields in
// payload order (Task::payload[0..4], Decision::payload[0..1]), space-separated. Each name is
// one accessor of Task / Decision (BM_TASK_FIELDS, BM_DECISION_FIELDS in state/state.hpp, which
// also give its position and how a snapshot writes it); snapshots write the fields by these
// names (docs/snapshot.md). The pending effect's answer (Task::answer) is not a payload field.

// A player decision (game/action.hpp: Action).
#define BM_ACTION_TYPES(X)                                                                                     \
  X(keep, "keep", "G-23", "S-4 G-23", "hidden", "keep the starting hand")                                      \
  X(mulligan, "mulligan", "G-23", "S-4 G-23", "events", "redraw the starting hand")                            \
  X(choose_boss, "choose_boss", "C-16", "S-3", "events", "keep one of two bosses (I choose you!)")             \
  X(discard, "discard", "IP-2", "", "events", "discard a card from the starting hand")                         \
  X(build, "build", "G-3 G-4", "S-BUILD-1 G-3 G-4", "events", "build a room (slot kNewStack: a new stack)")    \
  X(pass_build, "pass_build", "G-4", "", "events", "build nothing this phase (final)")                         \
  X(cast, "cast", "G-16 C-12", "G-16 S-9", "events", "cast a spell with its declared targets (G-18)")          \
  X(activate, "activate", "G-17", "G-17 S-9", "events", "activate a room's ability (costs, targets declared)") \
  X(pass, "pass", "C-12", "", "hidden", "end this spell/ability window")                                       \
  X(cancel, "cancel", "G-18", "", "events",                                                                    \
    "cancel the top spell (card = Counterspell, or slot = All-Seeing Eye + card = spell discarded)")           \
  X(choose, "choose", "G-17", "", "choice", "answer a \"choose\" effect")                                      \
  X(decline, "decline", "G-17", "", "choice", "decline a \"may\" effect")                                      \
  X(market_pick, "market_pick", "S-CITY-4", "", "events", "take a market card")                                \
  X(place_minion, "place_minion", "S-CITY-4 S-BOARD-5", "", "events",                                          \
    "place the minion: option = board space (flattened), 100 own room `card`, 101 boss")                       \
  X(take_back, "take_back", "BM2-5", "", "events",                                                             \
    "take the portable room `card` on top of stack `slot` back into hand")

// What happened (game/event.hpp: Event; docs/log-format.md).
#define BM_EVENTS_CLASSIC(X)                                                                                   \
  X(round_start, "round_start", "C-6", "S-8", "hidden", "a round starts")                                      \
  X(phase, "phase", "C-6", "S-8", "phase", "a phase starts")                                                   \
  X(shuffle, "shuffle", "C-1 C-2", "", "hidden", "a deck is shuffled")                                         \
  X(deal_boss, "deal_boss", "C-3", "", "seat", "a boss is dealt")                                              \
  X(draw, "draw", "C-7", "", "hidden", "a card is drawn")                                                      \
  X(draw_failed, "draw_failed", "C-7", "", "other", "a deck is empty, nothing drawn")                          \
  X(mulligan, "mulligan", "G-23", "", "setup", "a player mulligans")                                           \
  X(discard, "discard", "G-19", "", "other", "a card is discarded")                                            \
  X(hero_revealed, "hero_revealed", "C-7 G-24", "", "hero", "a hero is revealed")                              \
  X(room_placed, "room_placed", "G-3 G-4", "", "build", "a room is built face down")                           \
  X(build_passed, "build_passed", "G-4", "", "build", "a player builds nothing")                               \
  X(room_returned, "room_returned", "G-4", "", "build", "a room goes back to hand (kobold_strike, take_back)") \
  X(room_revealed, "room_revealed", "G-7", "", "build", "the room beneath a destroyed one is visible again")   \
  X(room_built, "room_built", "G-4 G-11", "", "build", "a room is revealed as built")                          \
  X(level_up, "level_up", "G-10", "", "level_up", "a boss levels up")                                          \
  X(bait, "bait", "G-15 C-9", "S-BAIT-1 G-15", "hero", "a hero is lured")                                      \
  X(hero_stays, "hero_stays", "G-15", "", "hero", "a hero stays (tie or no match)")                            \
  X(hero_to_entrance, "hero_to_entrance", "G-15 G-14", "", "hero", "a hero is put at an entrance")             \
  X(enters_room, "enters_room", "G-12 G-13 G-14", "", "run", "a hero enters a room")                           \
  X(damage, "damage", "G-12 G-13", "", "run", "a room damages a hero")                                         \
  X(hero_killed, "hero_killed", "G-12", "", "run", "a hero dies (a soul)")                                     \
  X(hero_wounds, "hero_wounds", "G-12", "", "run", "a hero reaches the boss (a wound)")                        \
  X(hero_to_town, "hero_to_town", "G-22", "", "hero", "a hero goes back to town")                              \
  X(hero_to_room, "hero_to_room", "G-14", "", "hero", "a hero is sent back to a room")                         \
  X(cast, "cast", "G-16", "", "spell", "a spell is cast")                                                      \
  X(cancelled, "cancelled", "G-18", "", "spell", "a spell is cancelled")                                       \
  X(fizzled, "fizzled", "G-18", "", "spell", "a spell's target is gone")                                       \
  X(resolved, "resolved", "G-16", "", "spell", "a spell or ability resolves")                                  \
  X(activated, "activated", "G-17", "", "spell", "a room's ability is activated")                              \
  X(destroyed, "destroyed", "G-7", "", "destroy", "a room is destroyed")                                       \
  X(deactivated, "deactivated", "G-8", "", "destroy", "a room is deactivated")                                 \
  X(reactivated, "reactivated", "C-11 G-8", "", "destroy", "a room is active again")                           \
  X(swapped, "swapped", "G-6", "", "build", "two stacks swap places")                                          \
  X(bonus, "bonus", "G-16", "", "spell", "a room gains damage this round")                                     \
  X(take_card, "take_card", "G-17", "", "other", "a player takes a card")                                      \
  X(healed, "healed", "G-20", "", "other", "a wound becomes a soul")                                           \
  X(soul_removed, "soul_removed", "G-16", "", "other", "a player loses a soul")                                \
  X(trepidation, "trepidation", "G-16", "", "spell", "no hero enters a dungeon this round")                    \
  X(no_builds, "no_builds", "G-16", "", "spell", "no rooms are built this round")                              \
  X(treasure_doubled, "treasure_doubled", "G-17", "", "spell", "a dungeon's treasure doubles this round")      \
  X(eliminated, "eliminated", "C-14", "", "elimination", "a player is eliminated")                             \
  X(game_end, "game_end", "C-13 C-14", "S-END-2 SO-6", "end", "the game ends")                                 \
  X(boss_chosen, "boss_chosen", "C-16", "S-3", "setup", "a player keeps a boss")                               \
  X(card_to_hand, "card_to_hand", "G-19", "", "other", "a searched card goes to hand")                         \
  X(deck_reshuffled, "deck_reshuffled", "C-7", "", "other", "discards are reshuffled into the deck")           \
  X(hand_revealed, "hand_revealed", "G-17", "", "other", "a hand is shown to a player")
#define BM_EVENTS_SUPER(X)                                                                                         \
  X(market_refill, "market_refill", "S-CITY-1", "", "minion", "a card enters the market")                          \
  X(market_pick, "market_pick", "S-CITY-4", "", "minion", "a player takes a market card")                          \
  X(city_arrival, "city_arrival", "S-CITY-2", "", "hero", "a hero arrives in the city")                            \
  X(hero_to_landmark, "hero_to_landmark", "S-CITY-2 S-CITY-3 S-COMPAT-1", "", "hero", "a hero goes to a landmark") \
  X(minion_placed, "minion_placed", "S-CITY-4 S-BOARD-5", "", "minion", "a minion is placed")                      \
  X(minion_effect, "minion_effect", "S-MINION-1 S-BOARD-3", "", "minion", "a minion's space acts")                 \
  X(summon, "summon", "S-BOARD-3 IP-11", "", "hero", "a hero is summoned")                                         \
  X(boss_treasure, "boss_treasure", "S-BOARD-3", "", "minion", "a boss gains treasure this round")                 \
  X(tokens, "tokens", "S-TOK-1 S-TOK-2", "", "minion", "damage tokens are placed")                                 \
  X(marker_pass, "marker_pass", "S-7", "", "other", "the first-player marker passes")                              \
  X(market_discard, "market_discard", "S-MINION-1", "", "minion", "the market is discarded")                       \
  X(minion_home, "minion_home", "S-END-1", "", "hidden", "a minion goes home")                                     \
  X(tokens_returned, "tokens_returned", "S-TOK-1", "", "minion", "tokens return to the supply")
#define BM_EVENTS_BM2(X)                                                                                               \
  X(setup_discard, "setup_discard", "BM2-1", "", "other", "a card starts a discard pile")                              \
  X(item_revealed, "item_revealed", "BM2-2", "S-COMPAT-2 BM2-2", "other", "an item is revealed")                       \
  X(item_given, "item_given", "BM2-3", "S-COMPAT-2 BM2-3", "other", "a hero carries an item")                          \
  X(item_gained, "item_gained", "BM2-7 BM2-4", "S-COMPAT-2 BM2-7 BM2-4", "other",                                      \
    "a boss gains a defeated hero's item")                                                                             \
  X(item_face_down, "item_face_down", "BM2-4 BM2-7", "S-COMPAT-2 BM2-4 BM2-7", "other", "an item is turned face down") \
  X(hero_removed, "hero_removed", "BM2-32", "", "hero", "a hero in a dungeon is removed from the game")                \
  X(item_face_up, "item_face_up", "BM2-39", "", "other", "a face-down item is turned face up again")
#define BM_EVENTS(X) BM_EVENTS_CLASSIC(X) BM_EVENTS_SUPER(X) BM_EVENTS_BM2(X)

// Pending engine work on GameState::agenda (game/internal.hpp: Ctx, docs/architecture.md).
// The first enumerator is 1: 0 is no task.
#define BM_TASK_KINDS(X)                                                                                               \
  X(choose_boss, "choose_boss", "C-16", "S-3", "hidden", "choose a boss (I choose you!)", "")                          \
  X(mulligan, "mulligan", "G-23", "S-4 G-23", "hidden", "keep or mulligan", "")                                        \
  X(start_discard, "start_discard", "IP-2", "", "hidden", "starting-hand discards", "discards_left")                   \
  X(first_build, "first_build", "C-4", "S-5", "hidden", "the first build", "")                                         \
  X(reveal, "reveal", "G-4 C-8", "S-BUILD-2", "hidden", "reveal the rooms built face down", "")                        \
  X(round_start, "round_start", "C-6", "S-8", "hidden", "start a round", "")                                           \
  X(beginning, "beginning", "C-7", "", "hidden", "the beginning phase", "")                                            \
  X(begin_draw, "begin_draw", "C-7", "", "hidden", "the beginning draw (a room ability may replace it)", "")           \
  X(build_phase, "build_phase", "C-8", "S-BUILD-1", "hidden", "the build phase", "")                                   \
  X(build_turn, "build_turn", "C-8 G-3 G-4", "S-BUILD-1 G-3 G-4", "hidden", "a player's build turn", "")               \
  X(window, "window", "C-10 C-12 G-16 G-17", "C-10 C-12 G-16 G-17 S-9", "hidden", "a spell/ability window",            \
    "window_phase cursor")                                                                                             \
  X(level_up_check, "level_up_check", "G-10", "S-BUILD-2", "hidden", "check for Level Up", "rooms_before")             \
  X(on_build, "on_build", "G-11", "", "hidden", "a room's on-build ability", "card")                                   \
  X(bait, "bait", "G-15 C-9", "S-BAIT-1", "hidden", "the bait phase", "")                                              \
  X(adventure, "adventure", "C-10", "S-ADV-1", "hidden", "the adventure phase", "")                                    \
  X(adventure_turn, "adventure_turn", "C-10 G-14", "S-ADV-1 G-14", "hidden", "heroes enter one dungeon", "")           \
  X(hero_next, "hero_next", "G-13 G-14", "", "hidden", "a hero moves to the next room", "")                            \
  X(respond, "respond", "G-18", "G-18 S-9", "hidden", "a cancel window", "stack_index cursor")                         \
  X(resolve, "resolve", "G-18", "G-18 S-9", "hidden", "resolve the top of the stack", "")                              \
  X(effect, "effect", "G-16 G-17", "", "hidden", "an ability or spell effect in progress (engine/abilities)",          \
    "ability source target_player target_card target_stack")                                                           \
  X(end_of_round, "end_of_round", "C-11", "S-END-1", "hidden", "the end of the round", "")                             \
  X(end_check, "end_check", "C-13 C-14 IP-6 IP-7", "S-END-2 IP-9 SO-6", "hidden", "the end-of-round check", "")        \
  X(city, "city", "S-CITY-1 S-CITY-2 S-CITY-3 SO-2 SO-3", "", "hidden", "the city phase (game/city.cpp)", "")          \
  X(market_turn, "market_turn", "S-CITY-4", "", "hidden", "a player's market turn", "")                                \
  X(minion_phase, "minion_phase", "S-MINION-1", "", "hidden", "the minion phase", "")                                  \
  X(minion_effect, "minion_effect", "S-BOARD-3 S-BOARD-5 S-BOARD-6", "", "hidden", "a minion's action space acts", "") \
  X(market_discard, "market_discard", "S-MINION-1", "", "hidden", "discard the market", "")

// What the engine waits for (GameState::decision). The label is Engine::decision_name's text.
#define BM_DECISION_KINDS(X)                                                                                       \
  X(none, "none", "C-13", "", "hidden", "none", "")                                                                \
  X(choose_boss, "choose_boss", "C-16", "C-16 S-3", "hidden", "choose your boss", "")                              \
  X(mulligan, "mulligan", "G-23", "S-4 G-23", "hidden", "keep or mulligan the starting hand", "")                  \
  X(discard, "discard", "IP-2", "", "hidden", "discard from the starting hand", "discards_left")                   \
  X(build, "build", "C-8 G-3 G-4 G-16 G-17", "S-BUILD-1 G-3 G-4 G-16 G-17", "hidden", "build turn", "first_build") \
  X(window, "window", "C-12 G-16 G-17", "", "hidden", "spell window", "window_phase")                              \
  X(respond, "respond", "G-18", "G-18 S-9", "hidden", "cancel window", "stack_index")                              \
  X(choose, "choose", "G-16 G-17", "", "hidden", "choice", "ability effect_step")                                  \
  X(market_pick, "market_pick", "S-CITY-4", "", "hidden", "take one card from the market", "")                     \
  X(place_minion, "place_minion", "S-CITY-4 S-BOARD-4 S-BOARD-5", "", "hidden",                                    \
    "place your minion on an action space", "")

// TaskKind::effect's `ability` past the Ability enum: effects no card carries. First value 1000.
#define BM_ENGINE_EFFECTS(X)                                                                                  \
  X(machinations, "engine.machinations", "C-16", "", "hidden", "Machinations: take a random room or spell?")  \
  X(summon, "engine.summon", "S-BOARD-3", "", "hidden",                                                       \
    "summon: choose the dungeon (source = hero, target_player = landmark)")                                   \
  X(temple_take, "engine.temple_take", "S-BOARD-3", "", "hidden", "Temple: take one card left in the market") \
  X(library_discard, "engine.library_discard", "S-BOARD-3", "", "hidden", "Library: discard one spell")       \
  X(keep_item, "engine.keep_item", "BM2-4", "", "hidden", "keep one active item; the other is turned face down")

// The phases of a round (GameState::phase). city and minion (Super, S-8) come last so the
// classic phases keep their numbers.
#define BM_PHASES(X)                                                                               \
  X(setup, "setup", "C-1 C-2 C-3 C-4", "S-1 S-2 S-3 S-4 S-5", "phase", "setup")                    \
  X(beginning, "beginning", "C-6 C-7", "S-8", "phase", "beginning")                                \
  X(build, "build", "C-6 C-8", "S-8 S-BUILD-1 S-BUILD-2", "phase", "build")                        \
  X(bait, "bait", "C-6 C-9", "S-8 S-BAIT-1", "phase", "bait")                                      \
  X(adventure, "adventure", "C-6 C-10", "S-8 S-ADV-1", "phase", "adventure")                       \
  X(end_of_round, "end_of_round", "C-6 C-11 C-13", "S-8 S-END-1 S-END-2", "phase", "end of round") \
  X(game_over, "game_over", "C-6", "S-8", "phase", "game over")                                    \
  X(city, "city", "S-8 S-CITY-1 S-CITY-2 S-CITY-3 S-CITY-4", "", "phase", "city")                  \
  X(minion, "minion", "S-8 S-MINION-1", "", "phase", "minion")

// Why a game ended (result `end_reason`); the name is written into logs.
// End reasons have a seventh column, `words`: the ending as a player would say it, the same
// words for every reading of one ending (IP-6's end_after_round and play_out_town: "the hero
// decks ran out"), so two games whose end reasons differ only by the reading's name end the
// same way (bm compare); the pictures and pages show the words with the name beside.
#define BM_END_REASONS(X)                                                                                              \
  X(none, "none", "C-13", "", "end", "not over: the end check has not ended the game", "not over")                     \
  X(souls_win, "C-13.souls", "C-13", "", "end", "a player ended a round with >= 10 souls (and < 5 wounds)",            \
    "a player reached 10 souls")                                                                                       \
  X(last_standing, "C-14.last_player_standing", "C-14 IP-7", "", "end", "every other player was eliminated",           \
    "one player was left standing")                                                                                    \
  X(all_eliminated, "C-13.all_eliminated", "C-13 IP-37", "", "end",                                                    \
    "no_winner: every remaining player reached 5 wounds in the same round; nobody wins",                               \
    "every player left was eliminated at once")                                                                        \
  X(immortality_decks, "C-16.immortality_decks_empty", "C-16", "", "end", "Immortality: both hero decks are empty",    \
    "both hero decks ran out (Immortality)")                                                                           \
  X(deck_out, "IP-6.end_after_round", "IP-6", "", "end", "end_after_round: no hero could be revealed this round",      \
    "the hero decks ran out")                                                                                          \
  X(deck_out_stalled, "IP-6.play_out_town", "IP-6", "", "end", "play_out_town: decks empty, no hero moved this round", \
    "the hero decks ran out")                                                                                          \
  X(max_rounds, "safety.max_rounds", "IP-31 IP-6", "", "end", "safety net: the ruleset's max_rounds",                  \
    "the round limit was reached")                                                                                     \
  X(max_actions, "safety.max_actions", "IP-32 IP-6", "", "end", "safety net: the ruleset's max_actions",               \
    "the action limit was reached")                                                                                    \
  X(super_souls, "S-END-2.souls", "S-END-2", "", "end", "a player ended the round with >= 10 souls",                   \
    "a player reached 10 souls")                                                                                       \
  X(super_deck_empty, "S-END-2.IP-9.empty_at_check", "S-END-2 IP-9", "", "end",                                        \
    "empty_at_check: the city deck is empty at the check", "the city deck ran out")                                    \
  X(super_failed_reveal, "S-END-2.IP-9.failed_reveal", "S-END-2 IP-9", "", "end",                                      \
    "failed_reveal: a hero had to be revealed, none left", "the city deck ran out")                                    \
  X(solo_wounds, "SO-6.wounds", "SO-6", "", "end", "(1) 5 wounds, at the end of the round", "the boss took 5 wounds")  \
  X(solo_tavern, "SO-6.tavern", "SO-6", "", "end", "(2) a hero moved into the Tavern, at once",                        \
    "a hero reached the Tavern")                                                                                       \
  X(solo_deck_empty, "SO-6.deck_empty", "SO-6", "", "end", "(3) the last hero was revealed this round",                \
    "the last hero was revealed")                                                                                      \
  X(bm2_souls, "BM2-8.souls", "BM2-8", "", "end", "5-6 players: >= 10 souls; best souls - wounds wins",                \
    "a player reached 10 souls")                                                                                       \
  X(all_out_best_score, "IP-37.best_score", "C-13 IP-37 IP-4", "", "end",                                              \
    "best_score: every remaining player reached 5 wounds in the same round; best souls - wounds, then IP-4",           \
    "every player left was eliminated at once")                                                                        \
  X(score_all, "IP-49.score_all", "IP-49 C-13 IP-4", "", "end",                                                        \
    "score_all: a player ended a round with >= 10 souls or >= 5 wounds; best souls - wounds of all, then IP-4",        \
    "a player reached 10 souls or 5 wounds")                                                                           \
  X(deck_out_empty, "IP-6.end_when_empty", "IP-6 BM2-43", "", "end",                                                   \
    "end_when_empty: both hero decks ran out this round; best souls - wounds, then IP-4", "the hero decks ran out")

#define BM_KIND_ENUMERATOR(e, ...) e,
enum class ActionType : std::uint8_t { BM_ACTION_TYPES(BM_KIND_ENUMERATOR) };
enum class EventType : int { BM_EVENTS(BM_KIND_ENUMERATOR) count_ };
enum class TaskKind : int { none_ = 0, BM_TASK_KINDS(BM_KIND_ENUMERATOR) };
enum class DecisionKind : int { BM_DECISION_KINDS(BM_KIND_ENUMERATOR) };
enum class EngineEffect : int { first_ = 999, BM_ENGINE_EFFECTS(BM_KIND_ENUMERATOR) };
enum class Phase : int { BM_PHASES(BM_KIND_ENUMERATOR) };
enum class EndReason : int { BM_END_REASONS(BM_KIND_ENUMERATOR) };
#undef BM_KIND_ENUMERATOR

// Window phases (the window_phase of TaskKind::window and DecisionKind::window); also the phase bits of
// spells (G-16: build 1, adventure 2).
enum class WindowPhase : int { build = 1, adventure = 2 };

// The int a kind is stored as in Task/Decision payload fields (snapshots and hashes read it).
template <class E>
constexpr int as_int(E e) {
  return static_cast<int>(e);
}

struct KindInfo {
  const char* name;         // the exact string of logs and snapshots
  const char* rules;        // rule IDs, space-separated
  const char* super_rules;  // the Super/solo reading ("": the same as `rules`)
  const char* row;          // timeline rendering (see the top of this file)
  const char* label;        // a short human description
  const char* fields = "";  // tasks and decisions: the payload field names, in payload order
  const char* words = "";   // end reasons: the ending in words, the same for every reading of it
};
// The payload field names of a task or decision kind, in payload order (the `fields` column).
std::vector<std::string_view> field_names(const KindInfo& k);

// The rows of one enum's table, in enumerator order from its first enumerator.
template <class E>
std::span<const KindInfo> kind_rows();
template <>
std::span<const KindInfo> kind_rows<ActionType>();
template <>
std::span<const KindInfo> kind_rows<EventType>();
template <>
std::span<const KindInfo> kind_rows<TaskKind>();
template <>
std::span<const KindInfo> kind_rows<DecisionKind>();
template <>
std::span<const KindInfo> kind_rows<EngineEffect>();
template <>
std::span<const KindInfo> kind_rows<Phase>();
template <>
std::span<const KindInfo> kind_rows<EndReason>();
template <class E>
constexpr int kind_first() {
  if constexpr (std::is_same_v<E, TaskKind>) return 1;
  else if constexpr (std::is_same_v<E, EngineEffect>) return 1000;
  else return 0;
}
template <class E>
E kind_at(std::size_t i) {
  return static_cast<E>(static_cast<int>(i) + kind_first<E>());
}
// Null for a value outside the table (a corrupt task kind, a plain ability as an effect's `ability`).
template <class E>
const KindInfo* find_kind_info(E e) {
  const long long i = static_cast<long long>(static_cast<int>(e)) - kind_first<E>();
  const auto rows = kind_rows<E>();
  return i < 0 || i >= static_cast<long long>(rows.size()) ? nullptr : &rows[static_cast<std::size_t>(i)];
}
template <class E>
const KindInfo& kind_info(E e) {
  return kind_rows<E>()[static_cast<std::size_t>(static_cast<int>(e) - kind_first<E>())];
}
template <class E>
bool kind_from_name(std::string_view name, E& out) {
  const auto rows = kind_rows<E>();
  for (std::size_t i = 0; i < rows.size(); ++i)
    if (name == rows[i].name) {
      out = kind_at<E>(i);
      return true;
    }
  return false;
}
// The rule IDs of a row for a family (`super_like`: the super and solo families).
inline const char* rules_for(const KindInfo& k, bool super_like) {
  return super_like && k.super_rules[0] != '\0' ? k.super_rules : k.rules;
}
// "C-8 G-3 G-4" -> "C-8, G-3, G-4" (messages).
std::string rule_list(std::string_view ids);

// The rule IDs of an event named in a log ("" for a name no event has), for replay's
// divergence reports and the visualizer's tooltips.
std::string rules_of_event(const std::string& event_name, bool super_like);
// Whether rule `id` belongs to family `f` (a rule is cited and credited only where it
// can apply): G- every family; C- classic and bm2; S- super and solo; SO- solo; BM2- bm2; an IP
// where its option applies (option_applies); anything else (D-n, settled disagreements) none.
// A Super row of the tables lists both Super and solo rules ("S-END-2 SO-6"): filter it.
bool rule_in_family(std::string_view id, Family f);
// The rule IDs of a list (space- or comma-separated: "G-2 BM2-9", "G-2, BM2-9") that belong to
// family `f`, in order, space-separated.
std::string rules_in_family(std::string_view ids, Family f);
// rules_of_event for a family: the super_like row filtered by rule_in_family (replay's
// divergence reports, bm compare's parting rules).
std::string rules_of_event(const std::string& event_name, Family f);
// The rules of the fields of an event that differ (replay's divergence reports): for each field,
// the rules that decide that field where they are not the event's whole row (a damage event's
// `amount` is the room's damage, G-12 G-13; which dungeon a hero entered, `player`, is the bait,
// C-9 or S-BAIT-1 with G-15), else the event's row; in order, without repeats, filtered by
// rule_in_family. No fields: the event's row (rules_of_event).
std::string rules_of_event_fields(const std::string& event_name, const std::vector<std::string>& fields, Family f);

}  // namespace bm
