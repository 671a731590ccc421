// THK004 Staff of Healing (Tools of Hero-Kind item, cleric). Power-up (BM2-38, BM2-14): while its
// carrier waits at a dungeon's entrance, every hero that starts through that dungeon this round
// has +2 Health until the end of the round: the carrier, the heroes waiting with it, and any that
// come later this round; it stays when the carrier dies or the staff leaves play. Played as a
// `party_up` round mark on the item (once per dungeon and round), which flow.cpp
// task_adventure_turn adds with Party Up's as each hero starts through. Reward (BM2-4, BM2-37,
// G-20): heal one wound an ordinary (not epic) hero gave its boss (that hero turned face down, a
// soul); offered only while the boss holds such a wound.
// Engine reading: the reward follows the paraphrase (any wound of an ordinary hero), not the
// guide's "face-down ordinary hero", which reads inverted (the open point 3 of the card facts).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_staff_of_healing {

constexpr int kHealth = 2;

void waits(Ctx& c, int p, int item) {
  if (mark_total(c, MarkKind::party_up, p, item) == 0) add_mark(c, MarkKind::party_up, p, item, kHealth);
}

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  if (has_wound(c, p, true)) out.push_back(cast_action(p, card));
}

void run(Ctx& c, Task t) { heal_a_wound(c, t, true); }

void options(const Ctx& c, const Task& t, std::vector<Action>& out) { heal_a_wound_options(c, t, false, out, true); }

}  // namespace card_staff_of_healing

const AbilityDef ability_defs::staff_of_healing = {.run = card_staff_of_healing::run,
                                                   .options = card_staff_of_healing::options,
                                                   .casts = card_staff_of_healing::casts,
                                                   .hero_waits = card_staff_of_healing::waits};

}  // namespace bm::detail
