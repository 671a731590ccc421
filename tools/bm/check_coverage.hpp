#pragma once
// bm check --coverage: which rule IDs the campaign's games reached, per family,
// with counts, and which rule IDs of the catalog they never reached.
#include <ostream>

#include <nlohmann/json.hpp>

#include "bm/checker/campaign.hpp"

namespace bm::cli {

// The report's "coverage" ({family: {ID: count}}, from CampaignReport) gets a companion
// "never_reached": {family: [ID...]}, the catalog IDs of that family no game reached.
void add_never_reached(nlohmann::json& report);
// Text: per family, the rule IDs reached with their counts, then those never reached.
void print_coverage(std::ostream& os, const nlohmann::json& report);

}  // namespace bm::cli
