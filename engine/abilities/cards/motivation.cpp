// BM050 Motivation (spell): only with fewer rooms than some opponent (G-8: deactivated rooms are
// not counted): build one extra room this round, face down (G-5).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_motivation {

void casts(const Ctx& c, int p, int card, std::vector<Action>& out) {
  bool fewer = false;
  for (int q : live_players_in_order(c)) fewer = fewer || (q != p && counted_rooms(c, p) < counted_rooms(c, q));
  if (fewer) out.push_back(cast_action(p, card));
}

constexpr AbilityDef def = {.run = hooks::build_one_more<true>, .options = build_one_more_options, .casts = casts};

}  // namespace card_motivation

const AbilityDef ability_defs::motivation = card_motivation::def;

}  // namespace bm::detail
