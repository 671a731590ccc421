// SYN-R01 Synthetic Token Forge (room, synthetic; S-BOARD-5, S-TOK-1): its action space (the
// minion on it, S-BOARD-4) puts 1 damage token on this room while it is active.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_syn_token_forge {

void run(Ctx& c, Task t) {
  const int p = t.player;
  const int slot = find_slot(c, p, t.source());
  if (slot >= 0 && slot_active(c.seat(p).dungeon[static_cast<std::size_t>(slot)])) add_tokens(c, p, slot, 1);
}

constexpr AbilityDef def = {.run = run};

}  // namespace card_syn_token_forge

const AbilityDef ability_defs::syn_token_forge = card_syn_token_forge::def;

}  // namespace bm::detail
