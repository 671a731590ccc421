#pragma once
// The rules engine: a pure function of (card set, ruleset, state, action). It advances the
// game automatically until some player must decide, then waits for one of the legal actions.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bm/board/board.hpp"
#include "bm/cards/card.hpp"
#include "bm/game/action.hpp"
#include "bm/game/chance.hpp"
#include "bm/game/event.hpp"
#include "bm/game/refusal.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/state.hpp"

namespace bm {

// Phase and EndReason (each names the rule or option that ended the game): game/kinds.hpp.
const char* end_reason_name(EndReason r);
// An end reason's name (as a log writes it) in words with the name beside, from the table's
// `words` column: "the city deck ran out (S-END-2.IP-9.empty_at_check)"; an unknown name as is.
std::string end_reason_text(const std::string& name);
// Do two end reasons (names) describe the same ending, whatever reading's name they carry?
// (the same `words`: IP-9's empty_at_check and failed_reveal both end on an empty city deck)
bool same_ending(const std::string& a, const std::string& b);
const char* phase_name(Phase p);

struct EndDecision;

struct PlayerScore {
  int souls = 0;
  int wounds = 0;
  // C-13, C-14, BM2-8: the player lost by wounds. Set when the engine removed them during the
  // game, and, once the game is over, for every player the final end check found with five or
  // more wounds (a game that ends on ten souls or with every player at five wounds does not
  // remove anyone, yet those players have lost). Every report (the log's result, bm serve's
  // state, the replay summary) reads this, never PlayerState::eliminated alone.
  bool eliminated = false;
};

// How many players a family allows: classic 2-4 (C-1), super the board's range (S-1,
// S-BOARD-1), solo 1 (SO-1). Engine::start rejects any other count.
struct PlayerRange {
  int min = 2, max = 4;
};
PlayerRange player_range(const Ruleset& rules, const BoardDef& board);

// Which state hash an engine computes (docs/state-hash.md): `legacy`, the Hasher chain every log
// before 1.5 carries (a header without "state_hash"), or `xxh3_v2`, XXH3-64 over the flat
// encoding, what bm writes from log 1.5 on (header "state_hash": "xxh3-v2").
enum class StateHashKind : std::uint8_t { legacy, xxh3_v2 };
// The header's name for a kind ("xxh3-v2"); legacy has none (the header omits the field).
inline constexpr const char* kStateHashV2Name = "xxh3-v2";

// Per card set, what the window tests read first (detail::window_traits_of): each card instance's
// traits, and whether any card of the set has an activated ability (G-17) on a room or boss, or
// on a hero (BM2-11): a set without any (the classic cards) offers no activation in any window,
// so the tests ask no room, boss or hero there. And facts that let a whole check be skipped
// where its answer is empty for every game of the set: whether any hero has an ability with a
// hook (BM2-11..BM2-17: else a running hero has no power but its item's; The Fool's ability is
// only its lure, card data), whether any card can
// blank a room (BM2-29: Meddling Kids!, Cheat Code), whether any boss has a lasting Level Up
// (BM2-31). The classic cards have none of these.
struct CardSetTraits {
  std::vector<std::uint8_t> cards;
  std::vector<std::uint8_t> copied;  // per card instance: its design has more than one copy
  bool room_activations = false;
  bool hero_activations = false;
  bool hero_powers = false;
  bool rooms_blankable = false;
  bool lasting_bosses = false;
  bool end_of_round_rooms = false;
};

namespace detail {
struct KeptDecks;  // game/internal.hpp
}

class Engine {
 public:
  // `board`: the Super city board (S-BOARD-*), used by the super and solo families.
  Engine(const CardSet& cards, const Ruleset& rules);
  Engine(const CardSet& cards, const Ruleset& rules, const BoardDef& board);

  // Sets up a new game (C-1..C-4) and advances to the first decision.
  // `observer` sees every event with the live state (engine/include/bm/game/event.hpp).
  GameState start(int players, std::uint64_t seed, EventSink* events = nullptr, ChanceSource* chance = nullptr,
                  Observer* observer = nullptr) const;

  // Starts a game from a position (state/position.hpp): `s` holds the zones and counters at
  // the start of `phase` of round s.round, no decision and no agenda. The engine enters that
  // phase (its events go to `events`) and advances to the first decision. Phases: beginning,
  // build, bait, adventure (classic, bm2); city, build, minion, bait, adventure (super, solo).
  GameState start_at(GameState s, Phase phase, EventSink* events = nullptr, ChanceSource* chance = nullptr,
                     Observer* observer = nullptr) const;

  // Legal actions, in a deterministic order. Empty only when the game is over.
  std::vector<Action> legal_actions(const GameState& s) const;
  // The same list into a caller-owned vector (cleared first; its capacity is kept, so a caller
  // that reuses one list across a game allocates only when a decision offers more actions than
  // any before: the random-game driver, the checker, bm bench).
  void legal_actions(const GameState& s, std::vector<Action>& out) const;
  bool is_legal(const GameState& s, const Action& a) const;

  // Applies a legal action and advances. Throws IllegalAction (rule, action, round, phase,
  // legal alternatives) for an illegal one; the state is then unchanged.
  void apply(GameState& s, const Action& a, EventSink* events = nullptr, ChanceSource* chance = nullptr,
             Observer* observer = nullptr) const;
  // The trusted entry point: `apply` without the legality check (a second
  // legal_actions and a search), for a caller that took `a` from legal_actions(s) of this very
  // state, unchanged since: the random-game driver (play_game), the checker's own play, bm bench.
  // The contract is the caller's: any other action (a log's, a client's, anything read from
  // outside) is undefined behaviour here and must go through `apply`, which refuses it with its
  // rule (the replayer, bm serve and the referee do). Debug builds (no NDEBUG) assert the
  // contract. Same state, events and hash as `apply` (tests/sim/trusted_apply_test.cpp).
  void apply_trusted(GameState& s, const Action& a, EventSink* events = nullptr, ChanceSource* chance = nullptr,
                     Observer* observer = nullptr) const;

  // The rule an illegal action breaks (always a rule ID, refusal.hpp): at the decision pending
  // in `s`, or the rule that ended the game.
  Refusal refusal(const GameState& s, const Action& a) const;
  // The rule an illegal action breaks and what is legal instead (the IllegalAction message).
  std::string explain_illegal(const GameState& s, const Action& a) const;

  // Stable 64-bit hash of the game state (docs/state-hash.md says what it covers), of the
  // engine's kind: xxh3_v2 unless set_state_hash chose legacy (to verify an older log).
  std::uint64_t hash(const GameState& s) const;
  std::uint64_t hash(const GameState& s, StateHashKind kind) const;
  StateHashKind state_hash() const { return state_hash_; }
  void set_state_hash(StateHashKind k) { state_hash_ = k; }

  PlayerScore score(const GameState& s, int player) const;
  // The Health `hero` has now (BM2-14: its printed Health, plus, while it runs a dungeon, the
  // run's bonus, its own ability and its item's power-up, BM2-38; while it waits at an entrance,
  // its bonus there): what damage is set against (G-12, IP-3).
  int hero_health(const GameState& s, int hero) const;
  // Why the game ended the way it did (game/end_decision.hpp): the players the end rule compared,
  // their scores and XP, and the comparison that chose the winner. Step not_over before the end.
  EndDecision end_decision(const GameState& s) const;
  // Who must decide now (-1 when the game is over).
  int to_move(const GameState& s) const { return s.over ? -1 : s.decision.player; }
  // A short description of the pending decision, citing its rule ("build turn (G-3, G-4)").
  std::string decision_name(const GameState& s) const;
  // Human-readable one-line description of an action ("P1 builds BMnnn on a new stack").
  std::string describe(const GameState& s, const Action& a) const;

  const CardSet& cards() const { return cards_; }
  const Ruleset& rules() const { return rules_; }
  const BoardDef& board() const { return *board_; }

 private:
  const CardSet& cards_;
  Ruleset rules_;
  const BoardDef* board_;
  StateHashKind state_hash_ = StateHashKind::xxh3_v2;
  // What a window test reads first: made once from the card set, which an engine never sees
  // change (CardSetTraits).
  CardSetTraits traits_;
  // Why `start` refuses this card set under these rules (unplayable_cards), empty when it does
  // not: the same for every game, so read once.
  std::string unplayable_;
  // The decks a game's setup deals, unshuffled (detail::collect_decks), for each number of
  // players: the same for every game, so collected at the first game of that number (once, even
  // when two threads start games of one engine) and kept.
  std::shared_ptr<detail::KeptDecks> decks_;
};

// SO-7 / SO-8: the solo title for a final score (challenge mode adds the prefix "True").
std::string solo_title(int score, bool challenge);

}  // namespace bm
