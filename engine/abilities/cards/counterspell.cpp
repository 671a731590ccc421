// BM043 Counterspell (spell): cancel the spell it answers (G-18). Only as an answer, in either
// phase; itself a spell, so it can be answered in turn. Its effect task's target_stack = the stack item it cancels.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_counterspell {

void run(Ctx& c, Task t) {
  const int i = t.target_stack();
  if (i >= 0 && i < static_cast<int>(c.s.stack.size())) c.s.stack[static_cast<std::size_t>(i)].cancelled = true;
}

constexpr AbilityDef def = {.run = run, .answers_from_hand = true};

}  // namespace card_counterspell

const AbilityDef ability_defs::counterspell = card_counterspell::def;

}  // namespace bm::detail
