#pragma once
// What the four reader fuzzers share (rulesets, card sets, boards, snapshots): the input parsed
// as JSON and given to a reader, where rejection with bm::InputError is the expected outcome;
// and the round trip that whatever loads must survive.
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/json_read.hpp"
#include "fuzz/targets/finding.hpp"

namespace bm::fuzz {

// `load(json)` on the input; nullopt when the JSON or the reader rejects it with InputError.
// Any other exception escapes: libFuzzer reports it as a crash.
template <class Load>
auto read_input(const std::uint8_t* data, std::size_t size, Load load)
    -> std::optional<decltype(load(nlohmann::json()))> {
  try {
    return load(parse_json_text(text_of(data, size), "fuzz.json"));
  } catch (const InputError&) { return std::nullopt; }
}

// `reload(x)` rebuilds `x` from its own JSON; it must not be rejected, and `same(x, reloaded)`.
template <class T, class Reload, class Same>
void round_trip(const char* target, const char* what, const T& x, Reload reload, Same same, const char* reproduce) {
  try {
    if (!same(x, reload(x)))
      finding(target, std::string("a loaded ") + what + " changes through its own JSON", reproduce);
  } catch (const InputError& e) {
    finding(target, std::string("a loaded ") + what + " does not load again from its own JSON: " + e.what(), reproduce);
  }
}

}  // namespace bm::fuzz
