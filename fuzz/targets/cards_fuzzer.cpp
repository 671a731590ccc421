// Card-set reader fuzzer (issue 6): any bytes given to the card-set reader (docs/cards.md)
// either load or are rejected with bm::InputError. What loads must survive a round trip
// (card_set_to_json -> load -> same hash) and, when the engine accepts it for a game, play a
// few actions under the checker (classic rules, and Super rules for sets with Super cards).
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
  bm::CardSet cards;
  try {
    cards = bm::load_card_set(bm::parse_json_text(bm::fuzz::text_of(data, size), "fuzz.json"), "fuzz.json");
  } catch (const bm::InputError&) {
    return 0;  // rejected with a message: the expected outcome
  }
  bm::CardSet again;
  try {
    again = bm::load_card_set(bm::card_set_to_json(cards), "round-trip");
  } catch (const bm::InputError& e) {
    bm::fuzz::finding("cards_fuzzer", std::string("a loaded card set does not load again from its own JSON: ") + e.what(),
                      "the input is the reproducer: bm cards list --cards <input>");
  }
  if (again.hash != cards.hash)
    bm::fuzz::finding("cards_fuzzer", "a loaded card set changes its hash through card_set_to_json", "the input is the reproducer");
  bm::Ruleset rules;
  bm::find_preset((size & 1u) ? "super" : "classic", rules);
  const bm::Engine engine(cards, rules, bm::builtin_super_board());
  bm::fuzz::start_and_play(engine, 2, size, 40, "cards_fuzzer");
  return 0;
}
