// Ruleset reader fuzzer: any bytes given to the ruleset reader (docs/rulesets.md)
// either load or are rejected with bm::InputError; never a crash, a hang, a leak or another
// exception. What loads must survive a round trip (ruleset_to_json -> load -> same hash) and
// play a few actions under the checker with the built-in cards.
#include <cstddef>
#include <cstdint>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "fuzz/targets/play_some.hpp"
#include "fuzz/targets/reader.hpp"
#include "bm/rules/ruleset.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto r =
      bm::fuzz::read_input(data, size, [](const nlohmann::json& j) { return bm::load_ruleset(j, "fuzz.json"); });
  if (!r) return 0;  // rejected with a message: the expected outcome
  bm::fuzz::round_trip(
      "ruleset_fuzzer", "ruleset", *r,
      [](const bm::Ruleset& x) { return bm::load_ruleset(bm::ruleset_to_json(x), "round-trip"); },
      [](const bm::Ruleset& a, const bm::Ruleset& b) { return a.hash() == b.hash(); },
      "the input is the reproducer: bm rules show <input>");
  const bm::CardSet& cards =
      r->super_like() && (size & 1u) ? bm::builtin_synthetic_super_cards() : bm::builtin_classic_cards();
  const bm::Engine engine(cards, *r, bm::builtin_super_board());
  const int players = r->family == bm::Family::solo ? 1 : 2;
  bm::fuzz::start_and_play(engine, players, size, 40, "ruleset_fuzzer");
  return 0;
}
