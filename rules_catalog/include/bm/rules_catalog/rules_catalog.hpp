#pragma once
// The rules catalog compiled from docs/rules/*.md at build time (rules_catalog/rules_catalog_gen.cpp,
// rules_catalog/CMakeLists.txt): what `bm rules explain` prints and the replay viewer shows.
#include <nlohmann/json.hpp>

namespace bm {

// {ID: {id, title, file, statement, sources, options, [readings, default, note],
// code: [{file, function, line}], tests: [...], scenarios: [NAME]}}; parsed once.
const nlohmann::json& rules_catalog();

}  // namespace bm
