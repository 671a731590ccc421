#pragma once
// Why a game ended the way it did: the whole chain of the end rule's decision, as one value
// (EndDecision). The engine chooses a winner with pick_by_score; Engine::end_decision reads a
// finished state and says which players the end rule compared, each one's souls, wounds, score
// and XP, and which comparison decided (the score, or the ruleset's tie-break, IP-4, with its
// reading). Every report of a game's end (bm play's summary, bm replay's verdict and its
// divergence on a result line, --report, the timeline's end box) renders this one value.
#include <span>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "bm/game/kinds.hpp"

namespace bm {

// One player compared by a score: souls - wounds (C-13, S-END-2, SO-6, BM2-8) and the boss's XP.
struct ScoreCandidate {
  int player = -1;
  int score = 0;
  int xp = 0;
};

// The engine's choice among `in_turn_order`: the best score, then IP-4's tie-break (the higher
// XP under highest_xp, the lower under lowest_xp); a tie on both keeps the first in turn order.
// `xp_consulted`: two players compared on the way had the same score and different XP (the
// readings of IP-4 could choose differently: Observer::on_option_consulted).
struct ScorePick {
  int winner = -1;
  bool xp_consulted = false;
};
ScorePick pick_by_score(std::span<const ScoreCandidate> in_turn_order, bool tie_highest_xp);

// Which comparison decided the winner.
enum class EndStep : int {
  not_over,     // the game is not over
  no_winner,    // the end rule names no winner (IP-37 no_winner)
  only_player,  // one player was left to compare (C-14 last player standing, the solo game)
  score,        // the best souls - wounds
  tie_break,    // a tie on the score, broken by XP (IP-4)
  turn_order,   // a tie on the score and on XP: the first in turn order (no rule breaks it)
};
const char* end_step_name(EndStep s);

struct EndStanding {
  int player = -1;
  bool compared = false;    // among the players the end rule compared
  bool eliminated = false;  // lost by wounds (PlayerScore::eliminated)
  int souls = 0;
  int wounds = 0;
  int score = 0;  // souls - wounds
  int xp = 0;     // the boss's XP (IP-4)
};

struct EndDecision {
  EndReason reason = EndReason::none;
  EndStep step = EndStep::not_over;
  int winner = -1;
  std::vector<EndStanding> players;  // every seat, in seat order
  std::vector<int> compared;         // the seats compared, in the order the engine compared them (turn order)
  std::vector<int> tied;             // the compared seats with the best score (steps tie_break, turn_order)
  std::string tie_break;             // IP-4's reading, "highest_xp" or "lowest_xp" (steps tie_break, turn_order)
  std::vector<std::string> rules;    // the end reason's rule IDs, the family's scoring rule, IP-4 when it decided
};

// One paragraph: "the city deck ran out (S-END-2.IP-9.empty_at_check; S-END-2 IP-9): compared by
// souls - wounds in turn order: P0 7 - 14 = -7 (XP 7), ...; P0 and P2 tie at -7; IP-4 tie_break
// highest_xp: the higher XP wins, P0 (XP 7) over P2 (XP 5): winner P0".
std::string end_decision_text(const EndDecision& d);
// The same as JSON (docs/cli.md#the-end-decision): end_reason, rules, step, winner, compared,
// tied, tie_break, players [{player, compared, eliminated, souls, wounds, score, xp}].
nlohmann::json end_decision_json(const EndDecision& d);

}  // namespace bm
