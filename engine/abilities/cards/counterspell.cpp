// BM043 Counterspell (spell): cancel the spell it answers (G-18). Only as an answer, in either
// phase; itself a spell, so it can be answered in turn. Task::e = the stack item it cancels.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace {

void run(Ctx& c, Task t) {
  if (t.e >= 0 && t.e < static_cast<int>(c.s.stack.size())) c.s.stack[static_cast<std::size_t>(t.e)].cancelled = true;
}

}  // namespace

const AbilityDef ability_defs::counterspell = {.run = run, .answers_from_hand = true};

}  // namespace bm::detail
