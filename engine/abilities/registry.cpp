// The abilities' table: one AbilityDef per Ability, in enum order, built from BM_ABILITIES
// (engine/include/bm/cards/ability.hpp). Constant-initialized: no static-initialization order to mind.
#include <array>

#include "abilities/ability_def.hpp"

namespace bm::detail {

constexpr std::array<const AbilityDef*, static_cast<std::size_t>(Ability::count_)> kAbilityDefs = {
#define BM_ABILITY_DEF_PTR(name) &ability_defs::name,
    BM_ABILITIES(BM_ABILITY_DEF_PTR)
#undef BM_ABILITY_DEF_PTR
};

const AbilityDef ability_defs::none = {};  // no ability

}  // namespace bm::detail

namespace bm {

bool ability_answers_on_stack(Ability a) { return detail::ability_def(a).answers_from_hand; }

}  // namespace bm
