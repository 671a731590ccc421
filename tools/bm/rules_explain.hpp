#pragma once
// `bm rules explain ID`: one rule of the catalog compiled from docs/rules/*.md,
// with the code, tests, scenarios and invariants that cite it (rules_catalog/rules_catalog_gen.cpp).
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace bm::cli {

// The catalog: {ID: {id, title, file, statement, sources, options, [readings, default, note],
// code: [{file, function, line}], tests: [...], scenarios: [NAME]}}.
const nlohmann::json& rule_catalog();
// Is `id` an entry of the catalog (exact spelling, "C-13")?
bool is_catalog_rule(const std::string& id);
// `bm rules explain` with its arguments after "explain".
// `bm rules explain ID` (or an option name: its IP) with its arguments after "explain".
int rules_explain(const std::vector<std::string>& args);
// `bm rules ids [--family F] [--json]`: every rule ID with its title and statement, in catalog order.
int rules_ids(const std::vector<std::string>& args);
// `bm rules search WORDS... [--json]`: the rules whose title, statement or sources hold every word.
int rules_search(const std::vector<std::string>& args);

}  // namespace bm::cli
