#pragma once
// The scenario harness, part 1 of 3: building a game (docs/architecture.md, "Test helpers").
//   scenario.hpp  a real seeded game (Scenario), arranged card by card, and jumps to a phase
//   drive.hpp     deciding: legal actions, readable actions, passing until a decision
//   expect.hpp    reading outcomes: events, hands, end reasons
// Every expected value stays in the tests, derived from the rules they cite (docs/rules/).
// A Scenario starts a real seeded game, then arranges the exact situation a test needs by
// moving named cards between zones (every card stays in exactly one place), and jumps to the
// start of a phase. Tests then drive decisions by readable actions and assert outcomes.
#include <functional>
#include <initializer_list>
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "game/internal.hpp"
#include "bm/log/action_json.hpp"

namespace bm::test {

class Scenario {
 public:
  explicit Scenario(const std::string& preset = "classic", int players = 2, std::uint64_t seed = 1);
  Scenario(const Ruleset& rules, int players, std::uint64_t seed);
  // A game on another card set (e.g. builtin_synthetic_super_cards()).
  Scenario(const CardSet& cards, const Ruleset& rules, int players, std::uint64_t seed);

  // ---- arranging (call before a phase jump) ----
  // Each call forgets what the engine derived from the state (forget_derived, state.hpp), so an
  // arrangement made while the game is stopped at a window is seen by the next legal list. A
  // test that edits `s` by hand while stopped at a decision calls forget_derived(s) itself.
  // The instance of card `id` (copy k of that design).
  int card(const std::string& id, int copy = 0) const;
  // Empties every hand, dungeon, entrance, scoring area and the town into the decks
  // (heroes back to their hero deck), leaving bosses in place.
  void clear_board();
  void set_boss(int p, const std::string& id);
  void set_hand(int p, std::initializer_list<std::string> ids);
  void add_to_hand(int p, const std::string& id);
  // Dungeon from the entrance (index 0) toward the boss; one room per stack.
  void set_dungeon(int p, std::initializer_list<std::string> ids);
  // Puts `id` on top of stack `slot` of p's dungeon.
  void stack_on(int p, int slot, const std::string& id);
  void set_town(std::initializer_list<std::string> heroes);
  void add_entrance(int p, const std::string& hero);
  void add_score(int p, const std::string& hero, bool soul);
  void to_discard(const std::string& id);
  // Puts `id` on top of its deck (the next card drawn).
  void deck_top(const std::string& id);
  void empty_hero_decks();  // heroes moved out of the game (for deck-out tests)

  // ---- Boss Monster 2 (BM2-3, BM2-4) ----
  // Hero `hero` carries item `item` (taken from the item deck).
  void give_item(const std::string& hero, const std::string& item);
  // Item `item` (from the item deck) is p's boss's active item.
  void set_active_item(int p, const std::string& item);
  // Item `item` (from the item deck) lies face down in p's scoring area (BM2-7).
  void add_face_down_item(int p, const std::string& item);
  // Item `item` (from the item deck) lies loose in town, revealed but carried by no hero (BM2-3).
  void add_waiting_item(const std::string& item);

  // ---- Super / solo families (S-*, SO-*) ----
  // Plays the setup the plain way (each player keeps the first boss dealt, keeps the hand,
  // builds nothing first) and stops at round 1's first market pick (S-CITY-4).
  void finish_super_setup();
  // The city row, left to right, packed from the left (GameState::city_left = size).
  void set_city(std::initializer_list<std::string> heroes);
  // Heroes on a landmark ("temple", "stadium", "library", "hideout", "tavern"); for the
  // Tavern the last one listed is the top of the stack.
  void set_landmark(const std::string& landmark, std::initializer_list<std::string> heroes);
  void set_market(std::initializer_list<std::string> ids);
  // The first-player marker and the clockwise order from it (S-3, S-7).
  void set_first_player(int p);
  // Stands p's minion on a board space ("hideout.treasure"), on the own room of stack `slot`
  // ("room"), or on the boss ("boss"), as if placed in the city phase.
  void set_minion(int p, const std::string& space, int slot = -1);
  void set_tokens(int p, int slot, int n);  // damage tokens on the room of stack `slot` (S-TOK-1)
  int landmark_index(const std::string& id) const;
  std::vector<std::string> landmark_heroes(const std::string& landmark) const;
  std::vector<std::string> market_ids() const;

  // ---- jumping: clears the agenda and starts the given point of the current round ----
  void start_round();  // next round: beginning phase
  void start_build();  // build phase of the current round (heroes/draws skipped)
  void start_bait();
  void start_adventure();
  void start_end_of_round();
  // Super (S-8): the city phase of the current round, then build, minion, bait, adventure, end.
  void start_city();
  // Super: the minion phase of the current round (S-MINION-1), then bait, adventure, end.
  void start_minion_phase();
  // Replaces the agenda (bottom first) and runs it to the next decision (no round change).
  void run_agenda(std::vector<Task> bottom_to_top, Phase phase);

  // ---- driving ----
  std::vector<Action> legal() const { return engine.legal_actions(s); }
  std::vector<nlohmann::json> legal_json() const;
  // Applies the legal action whose readable form equals `j` (player = who decides now).
  void act(const nlohmann::json& j);
  bool can(const nlohmann::json& j) const;
  // Passes every spell window / cancel window / optional build until `stop` is true or a
  // decision that is not a pass-able window is pending. Returns false when the game ended.
  bool pass_until(const std::function<bool(const Scenario&)>& stop);
  // Passes every window and builds nothing until the game reaches `phase` (or ends).
  bool pass_to_phase(Phase phase);
  // Passes everything until the round ends (next round's first decision) or the game ends.
  void pass_round();
  // Passes everything until round `r` is over (the first decision of a later round, or the
  // end). Unlike pass_round() it stays right when act() already carried the game past r.
  void finish_round(int r);
  int to_move() const { return engine.to_move(s); }
  DecisionKind decision() const { return s.decision.kind; }

  // ---- observing ----
  int souls(int p) const { return engine.score(s, p).souls; }
  int wounds(int p) const { return engine.score(s, p).wounds; }
  std::vector<std::string> dungeon_ids(int p) const;  // visible top cards, entrance first
  std::vector<std::string> hand_ids(int p) const;
  std::vector<std::string> town_ids() const;
  std::vector<std::string> entrance_ids(int p) const;
  std::vector<std::string> score_ids(int p, bool souls) const;
  std::vector<std::string> ids(std::span<const int> cards) const;        // card ids, same order
  std::vector<std::string> discard_ids() const;                          // discard pile(s), pile order
  std::vector<int> damage_to(const std::string& hero) const;             // damage amounts, in order
  std::vector<nlohmann::json> events_of(const std::string& type) const;  // all events seen so far
  bool saw(const std::string& type, const nlohmann::json& fields = nlohmann::json::object()) const;
  // Every card in exactly one place, and the total never changes.
  void check_conservation() const;

  const CardSet& cards;
  Ruleset rules;
  Engine engine;
  EventSink events;  // every event since the start (declared before s: start() fills it)
  GameState s;

 private:
  void remove_everywhere(int card);
  nlohmann::json readable(const Action& a) const;  // action_to_json (with the board in Super)
  void set_agenda(std::initializer_list<TaskKind> bottom_to_top, Phase phase);
  Zone& deck_of(int card);
};

// ---- building a game -------------------------------------------------------------------

// A built-in preset by name (throws when there is none).
Ruleset preset(const std::string& name);
// The card set the tests play a family with: the synthetic Boss Monster 2 cards for bm2 (the
// tests name their SYN- cards; the bm2 presets' own default, the printed cards, is
// default_card_set), the classic cards for every other family.
const CardSet& family_cards(const Ruleset& r);
// An engine on ruleset `r` with family_cards(r) and the built-in board; by preset name.
Engine engine_for(const Ruleset& r);
Engine engine_for(const std::string& preset_name);

// A cleared board (empty hands, dungeons, town, scores) with one boss per seat, on the classic
// cards or on `cs` (e.g. builtin_synthetic_bm2_cards()). The turn order follows the bosses
// (C-5, IP-5).
Scenario board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed = 11,
               const CardSet* cs = nullptr);
Scenario board(const std::string& preset_name, std::initializer_list<std::string> bosses, std::uint64_t seed = 11,
               const CardSet* cs = nullptr);

// A Super / solo game played through its setup (S-3..S-5: each player keeps the first boss
// dealt, keeps the hand, builds nothing) up to round 1's first market pick, then cleared:
// empty hands, dungeons, city, landmarks, market, minions. Bosses as given (seat order);
// the first-player marker on seat 0, order clockwise (S-7). Call a start_* jump next.
Scenario super_board(const Ruleset& r, std::initializer_list<std::string> bosses, std::uint64_t seed = 11,
                     const CardSet* cs = nullptr);
Scenario super_board(const std::string& preset_name, std::initializer_list<std::string> bosses, std::uint64_t seed = 11,
                     const CardSet* cs = nullptr);

// The room tests' classic table: seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP), so seat 1
// acts first in every phase (C-5).
Scenario two_players(std::uint64_t seed);
// two_players() with seat 0's dungeon `rooms` (entrance first) and `hero` waiting at its entrance:
// the room and spell tests' one hero through one dungeon.
Scenario hero_at_seat0(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero);

// The classic cards plus the printed Boss Monster 2 (The Next Level) rooms and spells whose
// abilities are implemented (not `ability_pending`): TNL cards mix with the classic rooms and
// spells (BM2-44), so a TNL card's test plays it in a classic game.
const CardSet& classic_with_tnl_cards();
// two_players() on classic_with_tnl_cards(): seat 0 Robobo, seat 1 Gorgona (acts first, C-5).
Scenario tnl_two_players(std::uint64_t seed);
// The synthetic Boss Monster 2 cards plus the printed bm2 designs `ids`, a set named `id`: a
// printed card's test plays it on the bm2 rules (the set `bm2` itself is refused for play).
CardSet bm2_synthetic_plus(const std::vector<std::string>& ids, const std::string& id);

// The synthetic Boss Monster 2 cards plus the Tools of Hero-Kind cards whose units exist (not
// `ability_pending`) and whose facts are all known (Excavation's phase is not): an item's or a
// room's test plays it in a bm2 game with the synthetic items beside it.
const CardSet& bm2_with_thk_items();
// A bm2 game on bm2_with_thk_items(): seat 0 Robobo (400 XP), seat 1 Gorgona (500 XP, acts
// first, C-5).
Scenario thk_two_players(std::uint64_t seed);
// thk_two_players() where `hero`, carrying `item` (none when empty), goes alone through seat 0's
// dungeon `rooms` (entrance first); round 1 played out, every window passed.
Scenario thk_carrier_round(std::uint64_t seed, std::initializer_list<std::string> rooms, const std::string& hero,
                           const std::string& item);
// The same with the heroes `queue` waiting at seat 0's entrance in that order, `carrier` (one of
// them) carrying `item`.
Scenario thk_carrier_round(std::uint64_t seed, std::initializer_list<std::string> rooms,
                           std::initializer_list<std::string> queue, const std::string& carrier,
                           const std::string& item);

// Heroes of the built-in classic set by class, treasure and health.
inline const std::string kCleric4 = "BM056", kCleric6 = "BM058", kCleric8 = "BM060";
inline const std::string kFighter4 = "BM062", kFighter6 = "BM064", kFighter8 = "BM066";
inline const std::string kMage4 = "BM068", kMage6 = "BM070", kMage8 = "BM072";
inline const std::string kThief4 = "BM074", kThief6 = "BM076", kThief8 = "BM078";

// Which free heroes give() takes first: the rule tests take the low numbers; the corpus
// generators take the high ones (the heroes their scenarios arrange are low numbers).
enum class HeroOrder { lowest_first, highest_first };
// Solo (SO-2): the city row full (kCleric6, kFighter4, kMage4, kThief4, waiting longest first) and
// one hero on every landmark but the Tavern (temple kCleric8, stadium kFighter6, library kMage6,
// hideout kThief6).
void fill_solo_city(Scenario& sc);
// fill_solo_city, and the hero deck holds only kFighter8 (revealed first), kMage8, kThief8: the
// next hero revealed has no free place, and the city row's longest-waiting hero is pushed on
// toward the Tavern (SO-2, SO-6).
void solo_city_before_the_tavern(Scenario& sc);

// Gives p heroes in the scoring area worth `souls` souls (face down) and `wounds` wounds
// (face up), using heroes nobody holds yet and none of `avoid` (epic heroes count 2,
// ordinary 1; G-12): the classic heroes BM056..BM096, or on a set without them (the printed
// cards) the set's heroes in its order.
void give(Scenario& sc, int p, int souls, int wounds, HeroOrder order = HeroOrder::lowest_first,
          std::initializer_list<std::string> avoid = {});

// An agenda task (Scenario::run_agenda).
Task task(TaskKind kind, int player = -1, int step = 0);
// Runs the given tasks (in execution order) and then stops at a harmless pause so that the
// state right after them can be inspected (the pause is a boss-choice decision with nothing
// to choose: never continue a scenario past it; start another jump instead).
void run_then_pause(Scenario& sc, std::initializer_list<TaskKind> in_order, Phase phase);
bool paused(const Scenario& sc);

// The instance of design `id` in p's hand (throws when there is none).
int hand_card(const Scenario& sc, int p, const std::string& id);

// A list of card ids.
using Ids = std::vector<std::string>;
// A sorted copy (compare card-id lists whose order the rules do not fix).
std::vector<std::string> sorted(std::vector<std::string> v);
// The list itself (an initializer list as a vector, for EXPECT_EQ).
inline std::vector<std::string> ids_of(std::initializer_list<std::string> v) { return std::vector<std::string>(v); }

}  // namespace bm::test
