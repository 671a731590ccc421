#pragma once
// Lenient readers of a log's JSON for the timeline (docs/visualizer.md): a log from outside may
// hold anything, so a missing or mistyped field reads as a fallback instead of throwing, and
// strings are cut to a readable length.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace bm::viz {

// An integer field within ±1,000,000, else `fallback`.
int int_of(const nlohmann::json& e, const char* k, int fallback = -1);
// A string field (at most 80 bytes) or an integer field as text, else "".
std::string str_of(const nlohmann::json& e, const char* k);
// A stack field as words: "stack 2", "a new stack", or "".
std::string stack_text(const nlohmann::json& e, const char* k = "stack");
// 1st, 2nd, 3rd, 4th, 11th, ...
std::string ordinal(int n);
// Appends the space-separated rule IDs in `ids` that `out` does not hold yet.
void split_rules(const std::string& ids, std::vector<std::string>& out);

}  // namespace bm::viz
