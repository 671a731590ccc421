#pragma once
// The scenario harness, part 2 of 3: deciding (docs/architecture.md, "Test helpers"). The
// legal actions in their readable form, the readable actions tests take, and the ways to
// pass or play on until the decision a test is about. Scenario::act/can/pass_until and the
// phase jumps are in scenario.hpp.
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/scenario.hpp"

namespace bm::test {

using nlohmann::json;

// ---- whole games ----
// The log `bm play --seed SEED` writes for a game of `players` under `engine` (the random
// policy; `declared`: the log declares its chance, as `bm play --chance declared`).
std::string played_log(const Engine& engine, int players, std::uint64_t seed, bool declared = false);
// A log's lines, without their newlines.
std::vector<std::string> log_lines(const std::string& text);
// The log text of `lines`: each followed by a newline (log_lines' inverse).
std::string log_text(const std::vector<std::string>& lines);

// ---- what may be done now ----
// The pass-like action among `legal` (pass, pass_build, keep, and decline when
// `with_decline`), or null when a real decision is pending.
const Action* pass_action(const std::vector<Action>& legal, bool with_decline = true);
// The readable form of the legal actions of one type ("place_minion", "cast", ...).
std::vector<json> legal_of(const Scenario& sc, const std::string& type);
// The legal actions (readable form) of one type that name `card`.
std::vector<json> legal_with(const Scenario& sc, const std::string& type, const std::string& card);
// Card ids (sorted, once each) of the spells that may be cast now, of the rooms that may be
// activated now.
std::vector<std::string> castable(const Scenario& sc);
std::vector<std::string> activatable(const Scenario& sc);
// The message of the IllegalAction that applying `a` throws ("" when it does not throw).
std::string illegal_message(Scenario& sc, const Action& a);

// ---- stop predicates ----
// Player p's own build turn (DecisionKind::build), not a spell window.
bool build_turn_of(const Scenario& sc, int p);
// Seat 0's own build turn: build_turn_of(sc, 0), as a predicate for pass_until.
inline bool p0_builds(const Scenario& sc) { return build_turn_of(sc, 0); }
// A choice is pending (DecisionKind::choose).
bool choosing(const Scenario& sc);
// A choice is pending or the adventure phase is over (a room's once-per-round question, C-10).
bool adventure_over(const Scenario& sc);
// The round a phase jump (start_build, start_bait, ...) plays in: the harness starts round 1
// when the game has not started one yet.
int round_now(const Scenario& sc);

// ---- stop predicates on a state alone (the scenario generators' ScenarioWriter::pass_until) ----
namespace stop {
using StatePredicate = std::function<bool(const GameState&)>;
// Seat p's own build decision (DecisionKind::build), not a spell window.
StatePredicate build_turn_of(int p);
// A spell window of seat p while hero instance `hero` stands in room `room` of a dungeon.
StatePredicate window_in_room(int p, int hero, int room);
// A choice pending for seat p (DecisionKind::choose).
StatePredicate choice_of(int p);
}  // namespace stop

// ---- readable actions (engine/log/action_json.cpp) ----
json cast_room(const std::string& spell, int player, const std::string& room, int stack);
json cast_hero(const std::string& spell, int player, const std::string& hero);
json cast_plain(const std::string& spell);
// The place_minion action on a board space ("hideout.treasure").
json minion_on(const std::string& space);
// The place_minion action on the player's own room `card` at stack `stack` (S-BOARD-5).
json minion_on_room(const std::string& card, int stack);
// The answer to a choice that names a room: `card` at stack `stack` of seat `owner`'s dungeon.
json choose_room(const std::string& card, int owner, int stack);

// ---- passing and playing on ----
// Seat q holds `spell` and Fear (BM045: cast on a hero in a room of any dungeon, so its window
// opens there): from the start of the adventure phase, passes until seat q may cast Fear on `hero`
// in seat `owner`'s dungeon, and returns the casts of `spell` seat q may make then (legal_with).
// Throws when that moment never comes.
std::vector<json> casts_beside_fear(Scenario& sc, int q, const std::string& spell, int owner, const std::string& hero);
// Starts the build phase (Scenario::start_build) and passes to seat 0's own build turn. Throws
// when the game ends first.
void start_p0_build_turn(Scenario& sc);
// Passes every window / build turn until `a` is legal for the player to move, then takes it.
void when_legal(Scenario& sc, const json& a);
// A Tools of Hero-Kind reward aimed into seat 1's dungeon, arranged on thk_two_players(): seat 1's
// dungeon `rooms` (entrance first) with `hero` at its entrance, seat 0 holding `item` face up. No
// phase jump: the test arranges more, then calls start_adventure().
Scenario thk_item_against_seat1(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero,
                                const std::string& item);
// Seat 0 decides while the running hero stands in a room (a stop predicate for pass_until).
bool p0_window_in_a_room(const Scenario& sc);
// thk_item_against_seat1() with Johnny (kFighter8) at seat 1's entrance, played from the start of
// the adventure phase to seat 0's first window while he stands in a room (p0_window_in_a_room).
// Throws when that window never comes.
Scenario thk_item_in_seat1_window(std::uint64_t seed, std::initializer_list<std::string> rooms,
                                  const std::string& item);
// A Tools of Hero-Kind reward aimed at a room (thk_two_players): seat 1's dungeon `rooms` with
// Johnny (kFighter8, Health 8) at its entrance; seat 0 holds `item` face up and, when `used`, uses
// it on seat 1's room `target` (stack `slot`) once Johnny stands in a room. Round 1 played out.
Scenario thk_item_on_seat1_room(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& item,
                                const std::string& target, int slot, bool used);
// The same with any use of the item, `cast` (a room, a hero, an untargeted reward).
Scenario thk_item_on_seat1(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& item,
                           const json& cast, bool used);
// thk_carrier_round() without `item`, then with it, each under a SCOPED_TRACE; `check` reads each
// finished round (`carried`: the hero carried the item).
void thk_carrier_rounds(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero,
                        const std::string& item, const std::function<void(const Scenario&, bool carried)>& check);
// The same with the heroes `queue` at seat 0's entrance, `carrier` carrying the item.
void thk_carrier_rounds(std::uint64_t seed, std::initializer_list<std::string> rooms,
                        std::initializer_list<std::string> queue, const std::string& carrier, const std::string& item,
                        const std::function<void(const Scenario&, bool carried)>& check);
// An item reward that cancels (BM2-29, BM2-37) on thk_two_players(): seat 0's dungeon Neanderthal
// Cave (3), Beast Menagerie (4) with Fire's Breath (kFighter6, Health 6) at its entrance, seat 0
// holding `item` face up and seat 1 `other_item` (when not empty); in seat 0's own adventure turn
// seat 1 freezes the Menagerie and, when `used`, seat 0 answers with `cancel`, which must be legal
// there (else it throws). Round 1 played out: cancelled, she takes 3 + 4 and dies there; not, she
// takes 3 + 0 and wounds seat 0.
Scenario thk_cancel_a_freeze(std::uint64_t seed, const std::string& item, const std::string& other_item,
                             const json& cancel, bool used);
// Passes every window and optional choice until the current phase (or round) is over.
void finish_phase(Scenario& sc);
// The same for phase `ph` of the current round (at once if it is already over). The next
// decision may be in the next round: count draws and the like with events_this_round().
void finish_phase(Scenario& sc, Phase ph);

// One pending decision, as pass_recording records it.
struct Seen {
  DecisionKind kind;
  int player;
  Phase phase;
  bool operator==(const Seen&) const = default;
};
std::ostream& operator<<(std::ostream& o, const Seen& d);
// Like Scenario::pass_until, recording every decision passed.
std::vector<Seen> pass_recording(Scenario& sc, const std::function<bool(const Scenario&)>& stop);

// ---- a boss levelling up (G-10) ----
// Seat 0 has the four rooms `dungeon` (entrance first) and only a Neanderthal Cave (BM018) in
// hand: building it makes the fifth room, which levels the boss up (G-10).
void four_rooms_and_a_fifth(Scenario& sc,
                            std::initializer_list<std::string> dungeon = {"BM035", "BM035", "BM035", "BM016"});
// The classic table of the Level Up tests: seat 0 `boss` (more XP than Gorgona's 500, so it builds
// first, C-5), seat 1 Gorgona (BM008), and four_rooms_and_a_fifth(dungeon).
Scenario level_up_table(const std::string& boss, std::uint64_t seed,
                        std::initializer_list<std::string> dungeon = {"BM035", "BM035", "BM035", "BM016"});
// Starts the build phase, passes to seat 0's build turn and builds that Neanderthal Cave on a new
// stack. Throws when the game ends first.
void build_fifth_room(Scenario& sc);
// build_fifth_room, then passes to the next choice (the Level Up's question, G-10); false when the
// game ended first.
bool level_up_choice(Scenario& sc);

// Plays on with plain choices until `stop` holds or the game ends: passes every window,
// cancel window and build turn, keeps the hand, takes the first market card, places the
// minion on the first legal space that is not a summon space (else the first one) and answers
// every other question with its first option. Returns false when the game ended.
bool autoplay_until(Scenario& sc, const std::function<bool(const Scenario&)>& stop);
// Plays on (autoplay_until) until the current round `r` is over or the game ends.
void autoplay_round(Scenario& sc, int r);
// The end of the hero deck (G-14, S-END-2, SO-6): the hero decks hold only `heroes` (each put on
// top in turn: the last one is revealed first), then the next round starts and is played out
// (autoplay_round). Returns that round's number.
int play_round_with_heroes_left(Scenario& sc, std::initializer_list<std::string> heroes);

}  // namespace bm::test
