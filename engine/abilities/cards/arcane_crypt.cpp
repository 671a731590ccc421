// TNL016 Arcane Crypt (room), on build (G-11) or on uncover (BM2-16): you may take a spell card
// from the discard pile (either pile under `discard_piles`), or decline.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {
namespace card_arcane_crypt {

void run(Ctx& c, Task t) { take_discarded(c, t, CardKind::spell); }
void options(const Ctx& c, const Task& t, std::vector<Action>& out) {
  take_discarded_options(c, t, CardKind::spell, true, out);  // "may"
}

constexpr AbilityDef def = {.run = run, .options = options, .trigger = Trigger::on_build, .on_uncover = true};

}  // namespace card_arcane_crypt

const AbilityDef ability_defs::arcane_crypt = card_arcane_crypt::def;

}  // namespace bm::detail
