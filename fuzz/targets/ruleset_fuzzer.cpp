// Ruleset reader fuzzer (issue 6): any bytes given to the ruleset reader (docs/rulesets.md)
// either load or are rejected with bm::InputError; never a crash, a hang, a leak or another
// exception. What loads must survive a round trip (ruleset_to_json -> load -> same hash) and
// play a few actions under the checker with the built-in cards.
#include <cstddef>
#include <cstdint>

#include "board/board.hpp"
#include "cards/card_set.hpp"
#include "core/error.hpp"
#include "core/json_read.hpp"
#include "fuzz/targets/finding.hpp"
#include "fuzz/targets/play_some.hpp"
#include "rules/ruleset.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  bm::Ruleset r;
  try {
    r = bm::load_ruleset(bm::parse_json_text(bm::fuzz::text_of(data, size), "fuzz.json"), "fuzz.json");
  } catch (const bm::InputError&) {
    return 0;  // rejected with a message: the expected outcome
  }
  bm::Ruleset again;
  try {
    again = bm::load_ruleset(bm::ruleset_to_json(r), "round-trip");
  } catch (const bm::InputError& e) {
    bm::fuzz::finding("ruleset_fuzzer", std::string("a loaded ruleset does not load again from its own JSON: ") + e.what(),
                      "the input is the reproducer: bm rules --show <input>");
  }
  if (again.hash() != r.hash())
    bm::fuzz::finding("ruleset_fuzzer", "a loaded ruleset changes its hash through ruleset_to_json", "the input is the reproducer");
  const bm::CardSet& cards = r.super_like() && (size & 1u) ? bm::builtin_synthetic_super_cards() : bm::builtin_classic_cards();
  const bm::Engine engine(cards, r, bm::builtin_super_board());
  const int players = r.family == bm::Family::solo ? 1 : 2;
  bm::fuzz::start_and_play(engine, players, size, 40, "ruleset_fuzzer");
  return 0;
}
