#pragma once
// Loading and validating card sets (docs/cards.md). Errors name the source, card id and field.
#include <string>

#include <nlohmann/json_fwd.hpp>

#include "cards/card.hpp"

namespace bm {

// Parses and validates a card set; throws InputError("<source>: card BM027: field 'damage': ...").
CardSet load_card_set(const nlohmann::json& j, const std::string& source);
CardSet load_card_set_file(const std::string& path);
// The classic set compiled into the binary (shared/cards/classic facts, engine/cards/data/).
const CardSet& builtin_classic_cards();
// Canonical JSON of a card set (what its hash covers).
nlohmann::json card_set_to_json(const CardSet& set);

}  // namespace bm
