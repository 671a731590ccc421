#include "bm/core/mutation.hpp"

namespace bm {

#ifdef BM_MUTATIONS
Mutant g_active_mutant = Mutant::none;
#endif

const std::vector<MutantInfo>& mutant_list() {
  static const std::vector<MutantInfo> list = {
      {Mutant::sixth_room, "sixth_room", "G-2", "a sixth stack may be started"},
      {Mutant::shared_minion_space, "shared_minion_space", "S-BOARD-5", "a minion may join another on an action space"},
      {Mutant::lifo_heroes, "lifo_heroes", "G-14", "the newest hero at an entrance goes first"},
      {Mutant::bait_tie_first, "bait_tie_first", "G-15", "a tied hero goes to the first tied player in turn order"},
      {Mutant::skip_soul_check, "skip_soul_check", "C-13, S-END-2", "the >= 10 souls end check is skipped"},
      {Mutant::level_up_twice, "level_up_twice", "G-10",
       "Level Up fires at every build phase that ends with five rooms"},
      {Mutant::duplicate_on_destroy, "duplicate_on_destroy", "G-7", "a destroyed room goes to the discard pile twice"},
      {Mutant::landmark_any_treasure, "landmark_any_treasure", "S-CITY-2",
       "a hero pushed out of the city takes the first free landmark, whatever its treasure"},
      {Mutant::early_soul_win, "early_soul_win", "C-13, S-END-2", "nine souls already end the game as a soul win"},
      {Mutant::item_to_landmark, "item_to_landmark", "S-COMPAT-2",
       "an item no hero in the city can carry goes to a hero at a landmark"},
      {Mutant::level_up_deactivated, "level_up_deactivated", "G-8, G-10",
       "a deactivated room counts toward the five rooms that trigger Level Up"},
      {Mutant::active_answer_skipped, "active_answer_skipped", "C-12",
       "the answer window after another player's spell offers the active player only cancels"},
      {Mutant::unaimed_room_action, "unaimed_room_action", "SO-5",
       "with no other player in the game, a room action aimed at other players cannot be used"},
      {Mutant::cover_tokens_other_time, "cover_tokens_other_time", "S-TOK-1, IP-36",
       "a covered room's tokens return at the moment of the other cover_token_return reading"},
      {Mutant::all_out_no_winner, "all_out_no_winner", "IP-37, C-13",
       "everyone at five wounds at once ends with no winner under best_score"},
      {Mutant::maze_first_hero_only, "maze_first_hero_only", "IP-38",
       "Minotaur's Maze sends back only the first hero of the round under each_hero"},
      {Mutant::score_all_ignored, "score_all_ignored", "IP-49, C-13",
       "end_rule score_all plays on after a round in which someone has ten souls or five wounds"},
      {Mutant::tie_partial_pass, "tie_partial_pass", "BM2-42",
       "bm2_tie_split crash_landing deals the tied heroes left after the full passes too, one each in pass order"},
  };
  return list;
}

bool mutations_compiled() {
#ifdef BM_MUTATIONS
  return true;
#else
  return false;
#endif
}

bool select_mutant(const std::string& name) {
  if (name == "none") {
#ifdef BM_MUTATIONS
    g_active_mutant = Mutant::none;
#endif
    return true;
  }
#ifdef BM_MUTATIONS
  for (const auto& m : mutant_list())
    if (name == m.name) {
      g_active_mutant = m.mutant;
      return true;
    }
#endif
  return false;
}

}  // namespace bm
