// SYN-S01 Synthetic Power Surge (spell, synthetic; S-TOK-2): 1 damage token on each of up to two
// rooms of yours. Needs a visible room of yours to be cast.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_syn_power_surge {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (has_visible_room(c, p)) out.push_back(cast_action(p, card));
}

// first_slot = the stack already chosen (the second choice excludes it).
void run(Ctx& c, Task t) {
  const int p = t.player;
  if (t.step == 0) {
    if (has_visible_room(c, p)) ask(c, t, p);
    return;
  }
  if (t.answer.pick == kDeclined) return;
  if (const int slot = chosen_room(c, p, t); slot >= 0) {
    add_tokens(c, p, slot, 1);
    if (t.step == 1 && has_visible_room(c, p, slot)) {
      t.first_slot() = slot;
      ask(c, t, p);
    }
  }
}

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  choose_rooms(c, t.player, t.step == 0 ? -1 : t.first_slot(), true, out);
}

constexpr AbilityDef def = {.run = run, .options = options, .casts = casts};

}  // namespace card_syn_power_surge

const AbilityDef ability_defs::syn_power_surge = card_syn_power_surge::def;

}  // namespace bm::detail
