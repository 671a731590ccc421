#pragma once
// How text a person reads names a card: "Cleopatra (BM007)", the name from the card table and
// the design id. The one formatter for it: bm replay's state text, divergence
// reports, scores and the timeline all call it; JSON output and logs keep the bare id.
#include <string>
#include <string_view>

#include "bm/cards/card.hpp"

namespace bm {

// "Name (ID)" for a design id of `cards`; an id the set does not hold comes back unchanged
// (never an invented name).
std::string card_name_with_id(const CardSet& cards, std::string_view design_id);

}  // namespace bm
