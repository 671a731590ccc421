// BM010 Open Grave (room): when a hero dies here (once per round; G-13: "dies here" after the
// damage): take a room card from the discard pile.
#include "abilities/ability_def.hpp"
#include "abilities/common.hpp"
#include "abilities/hooks.hpp"

namespace bm::detail {
namespace card_open_grave {

bool room_card(const Ctx& c, int card) { return c.design(card).kind == CardKind::room; }

constexpr AbilityDef def = {.run = hooks::take_one_discarded<room_card>,
                            .options = hooks::take_one_discarded_options<room_card>,
                            .trigger = Trigger::hero_died_here};

}  // namespace card_open_grave

const AbilityDef ability_defs::open_grave = card_open_grave::def;

}  // namespace bm::detail
