#pragma once
// The rules engine: a pure function of (card set, ruleset, state, action). It advances the
// game automatically until some player must decide, then waits for one of the legal actions.
#include <cstdint>
#include <string>
#include <vector>

#include "board/board.hpp"
#include "cards/card.hpp"
#include "game/action.hpp"
#include "game/chance.hpp"
#include "game/event.hpp"
#include "rules/ruleset.hpp"
#include "state/state.hpp"

namespace bm {

// Why a game ended (result `end_reason`). Each names the rule or option that ended it.
enum class EndReason : int {
  none,
  souls_win,          // C-13: a player ended a round with >= 10 souls (and < 5 wounds)
  last_standing,      // C-14 / IP-7: every other player was eliminated
  all_eliminated,     // C-13: every remaining player reached 5 wounds in the same round
  immortality_decks,  // C-16 Immortality: both hero decks are empty
  deck_out,           // IP-6 (end_after_round): no hero could be revealed this round
  deck_out_stalled,   // IP-6 (play_out_town): decks empty and no hero moved this round
  max_rounds,         // safety: ruleset max_rounds
  max_actions,        // safety: ruleset max_actions
  super_souls,        // S-END-2: a player ended the round with >= 10 souls
  super_deck_empty,   // S-END-2 / IP-9 empty_at_check: the city deck is empty at the check
  super_failed_reveal,  // S-END-2 / IP-9 failed_reveal: a hero had to be revealed, none left
  solo_wounds,        // SO-6 (1): 5 wounds, at the end of the round
  solo_tavern,        // SO-6 (2): a hero moved into the Tavern, at once
  solo_deck_empty,    // SO-6 (3): the last hero was revealed this round
  bm2_souls,          // BM2-8 (5-6 players): a player ended the round with >= 10 souls; best souls - wounds wins
};
const char* end_reason_name(EndReason r);
const char* phase_name(Phase p);

struct PlayerScore {
  int souls = 0;
  int wounds = 0;
};

// How many players a family allows: classic 2-4 (C-1), super the board's range (S-1,
// S-BOARD-1), solo 1 (SO-1). Engine::start rejects any other count.
struct PlayerRange {
  int min = 2, max = 4;
};
PlayerRange player_range(const Ruleset& rules, const BoardDef& board);

class Engine {
 public:
  // `board`: the Super city board (S-BOARD-*), used by the super and solo families.
  Engine(const CardSet& cards, const Ruleset& rules);
  Engine(const CardSet& cards, const Ruleset& rules, const BoardDef& board);

  // Sets up a new game (C-1..C-4) and advances to the first decision.
  // `observer` sees every event with the live state (engine/game/event.hpp).
  GameState start(int players, std::uint64_t seed, EventSink* events = nullptr,
                  ChanceSource* chance = nullptr, Observer* observer = nullptr) const;

  // Legal actions, in a deterministic order. Empty only when the game is over.
  std::vector<Action> legal_actions(const GameState& s) const;
  bool is_legal(const GameState& s, const Action& a) const;

  // Applies a legal action and advances. Throws IllegalAction (rule, action, round, phase,
  // legal alternatives) for an illegal one; the state is then unchanged.
  void apply(GameState& s, const Action& a, EventSink* events = nullptr,
             ChanceSource* chance = nullptr, Observer* observer = nullptr) const;

  // The rule an illegal action breaks and what is legal instead (the IllegalAction message).
  std::string explain_illegal(const GameState& s, const Action& a) const;

  // Stable 64-bit hash of the game state (docs/state-hash.md says what it covers).
  std::uint64_t hash(const GameState& s) const;

  PlayerScore score(const GameState& s, int player) const;
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
};

// SO-7 / SO-8: the solo title for a final score (challenge mode adds the prefix "True").
std::string solo_title(int score, bool challenge);

}  // namespace bm
