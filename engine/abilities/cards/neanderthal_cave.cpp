// BM018 Neanderthal Cave (room), passive: no advanced room can be built on top of it (G-3).
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"

namespace bm::detail {

const AbilityDef ability_defs::neanderthal_cave = {
    .refuses_advanced = true, .refusal_rule = "G-3", .refusal = "advanced rooms cannot be built on it"};

}  // namespace bm::detail
