#pragma once
// Test-only rule mutations: known rule bugs the checker must catch (docs/invariants.md).
//
// The production engine is compiled without BM_MUTATIONS: every `mutated(...)` below is then
// the constant `false` and the compiler removes the mutated branch; `bm` cannot be mutated.
// The test-only executable `bm-mutant` (tools/bm/CMakeLists.txt) compiles the same sources
// with BM_MUTATIONS defined and selects one mutant at startup (`--mutant NAME`); the tests in
// tests/checker/mutants.sh show that `bm check` finds each one and shrinks it.
#include <string>
#include <vector>

namespace bm {

enum class Mutant : int {
  none,
  sixth_room,             // G-2 broken: a sixth stack may be started
  shared_minion_space,    // S-BOARD-5 broken: a minion may join another on an action space
  lifo_heroes,            // G-14 broken: the newest hero at an entrance goes first
  bait_tie_first,         // G-15 broken: a tied hero goes to the first tied player in turn order
  skip_soul_check,        // C-13 / S-END-2 broken: the >= 10 souls end check is skipped
  level_up_twice,         // G-10 broken: Level Up fires at every build phase ending with 5 rooms
  duplicate_on_destroy,   // G-7 broken: a destroyed room goes to the discard pile twice
  landmark_any_treasure,  // S-CITY-2 broken: a hero pushed out of the city takes the first free landmark, any treasure
  early_soul_win,         // C-13 / S-END-2 broken: nine souls already end the game as a soul win
  item_to_landmark,       // S-COMPAT-2 broken: an item may go to a hero at a landmark
  level_up_deactivated,   // G-8 / G-10 broken: a deactivated room counts toward the five rooms of Level Up
  active_answer_skipped,  // C-12 broken: the active player may only cancel another player's spell, never act first
  unaimed_room_action,    // SO-5 broken: a room action aimed at other players is not offered with none in the game
  cover_tokens_other_time,  // S-TOK-1 / IP-36 broken: a covered room's tokens return at the other reading's moment
  all_out_no_winner,        // IP-37 broken: best_score declares no winner when everyone is out at once
  maze_first_hero_only,     // IP-38 broken: each_hero sends back only the first hero of the round
  score_all_ignored,        // IP-49 broken: score_all plays on past a round with ten souls or five wounds
  tie_partial_pass,         // BM2-42 broken: crash_landing deals a last, partial pass of tied heroes too
};

struct MutantInfo {
  Mutant mutant;
  const char* name;
  const char* rule;
  const char* what;
};
const std::vector<MutantInfo>& mutant_list();
// Selects the active mutant by name ("none" clears it). False for an unknown name, or when
// the binary was built without BM_MUTATIONS (only "none" is accepted then).
bool select_mutant(const std::string& name);
bool mutations_compiled();

#ifdef BM_MUTATIONS
extern Mutant g_active_mutant;  // set once at startup, before any game (never by game logic)
inline bool mutated(Mutant m) { return g_active_mutant == m; }
#else
constexpr bool mutated(Mutant) { return false; }
#endif

}  // namespace bm
