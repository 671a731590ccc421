#pragma once
// The rules catalog compiled from docs/rules/*.md at build time (tools/bm/rules_catalog_gen.cpp,
// tools/bm/rules_catalog.cmake): what `bm rules explain` prints and the replay viewer shows.
#include <nlohmann/json.hpp>

namespace bm {

// {ID: {id, title, file, statement, sources, options, [readings, default, note],
// code: [{file, function, line}], tests: [...], scenarios: [NAME]}}; parsed once.
const nlohmann::json& rules_catalog();

}  // namespace bm
