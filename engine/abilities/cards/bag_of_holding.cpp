// THK013 Bag of Holding (Tools of Hero-Kind item, thief). Power-up (BM2-38, BM2-18): each room
// showing two or more treasure icons (the same type twice or two types, FAQ 160-166) that its
// carrier leaves alive is destroyed (G-7: a room beneath is uncovered; BM2-19: the carrier goes on
// to the next room), after the room's own survive effect; a deactivated room shows no treasure
// (G-8) and cannot be destroyed, so it stays. Reward (BM2-4, BM2-37): its boss takes one room
// showing two or more treasure icons from the discard pile into its hand (offered while the pile
// holds one; G-18: nothing when none is left there when it resolves).
#include <numeric>

#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_bag_of_holding {

constexpr int kIcons = 2;

// A room card whose printed treasure shows two or more icons.
bool holds_treasure(const Ctx& c, int card) {
  const CardDesign& d = c.design(card);
  return d.kind == CardKind::room && std::accumulate(d.treasure.begin(), d.treasure.end(), 0) >= kIcons;
}

void left_room(Ctx& c, int p, int slot) {
  if (can_destroy(c, p, slot) && holds_treasure(c, c.seat(p).dungeon[static_cast<std::size_t>(slot)].top()))
    destroy_room(c, p, slot, -1);
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  for (int d : all_discards(c))
    if (holds_treasure(c, d)) return untargeted_cast(c, p, card, out);
}

void run(Ctx& c, Task t) { take_discarded(c, t, holds_treasure); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  take_discarded_options(c, t, holds_treasure, false, out);
}

}  // namespace card_bag_of_holding

const AbilityDef ability_defs::bag_of_holding = {.run = card_bag_of_holding::run,
                                                 .options = card_bag_of_holding::options,
                                                 .casts = card_bag_of_holding::casts,
                                                 .hero_left_room = card_bag_of_holding::left_room};

}  // namespace bm::detail
