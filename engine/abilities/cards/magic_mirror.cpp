// THK011 Magic Mirror (Tools of Hero-Kind item, mage; its treasure rests on one source).
// Power-up (BM2-38): just before its carrier starts through a dungeon (flow.cpp
// task_adventure_turn, `hero_starts`), that dungeon's stacks are put in reverse order for good
// (G-6: whole stacks, face-down and deactivated ones too), shown as one `swapped` event per pair
// from the entrance inwards.
// Reward (BM2-4, BM2-37): used once like any item, it borrows the reward of one other face-up item
// on the table (waiting in town, carried by a hero wherever it is, or another boss's active item:
// census.hpp face_up_items). The cast names the borrowed item (`borrow`) and that reward's own
// declared targets; it is answered and cancelled like any item (G-18) and resolves as that reward,
// with that reward's G-18 check (spell_stack.cpp). The borrowed item stays where it is; the Mirror
// goes face down (BM2-7). A reward that cancels (Ring of Invisibility) is borrowed as a cancel
// (spell_stack.cpp cancel_responses). Engine readings: once cast, the borrowed reward resolves
// even if its item has been turned face down meanwhile (the effect was borrowed, not the card);
// a Mirror borrows no other Mirror's reward, which names no effect of its own.
#include <utility>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_magic_mirror {

void starts(Ctx& c, int p) {
  auto& dg = c.seat(p).dungeon;
  for (int i = 0, j = static_cast<int>(dg.size()) - 1; i < j; ++i, --j) {
    dg.swap_stacks(static_cast<std::size_t>(i), static_cast<std::size_t>(j));  // G-6: whole stacks
    c.emit(EventType::swapped, p, -1, i, j);
  }
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int item : borrowable_items(c, card)) {
    const auto item_casts = ability_def(c.design(item).ability).casts;
    if (!item_casts) continue;  // a reward that only cancels: cancel_responses offers it
    const std::size_t from = out.size();
    item_casts(c, p, item, out);
    for (std::size_t k = from; k < out.size(); ++k) {
      out[k].card = card;
      out[k].borrow = static_cast<std::int16_t>(item);
    }
  }
}

}  // namespace card_magic_mirror

const AbilityDef ability_defs::magic_mirror = {
    .casts = card_magic_mirror::casts, .hero_starts = card_magic_mirror::starts, .borrows_reward = true};

}  // namespace bm::detail
