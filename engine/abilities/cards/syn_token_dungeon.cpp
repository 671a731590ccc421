// SYN-B01 Synthetic Foreman (boss, synthetic; S-TOK-2): its action space gives the dungeon a
// damage token; the owner picks the room.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_syn_token_dungeon {

void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (has_visible_room(c, p)) ask(c, t, p);
  } else if (const int slot = chosen_room(c, p, t); slot >= 0) {
    add_tokens(c, p, slot, 1);
  }
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { choose_rooms(c, t.player, -1, false, out); }

constexpr AbilityDef def = {.run = run, .options = options};

}  // namespace card_syn_token_dungeon

const AbilityDef ability_defs::syn_token_dungeon = card_syn_token_dungeon::def;

}  // namespace bm::detail
