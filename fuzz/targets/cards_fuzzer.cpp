// Card-set reader fuzzer: any bytes given to the card-set reader (docs/cards.md)
// either load or are rejected with bm::InputError. What loads must survive a round trip
// (card_set_to_json -> load -> same hash) and, when the engine accepts it for a game, play a
// few actions under the checker (classic rules, and Super rules for sets with Super cards).
#include <cstddef>
#include <cstdint>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "fuzz/targets/play_some.hpp"
#include "fuzz/targets/reader.hpp"
#include "bm/rules/ruleset.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto cards =
      bm::fuzz::read_input(data, size, [](const nlohmann::json& j) { return bm::load_card_set(j, "fuzz.json"); });
  if (!cards) return 0;  // rejected with a message: the expected outcome
  bm::fuzz::round_trip(
      "cards_fuzzer", "card set", *cards,
      [](const bm::CardSet& x) { return bm::load_card_set(bm::card_set_to_json(x), "round-trip"); },
      [](const bm::CardSet& a, const bm::CardSet& b) { return a.hash == b.hash; },
      "the input is the reproducer: bm cards list --cards <input>");
  bm::Ruleset rules;
  bm::find_preset((size & 1u) ? "super" : "classic", rules);
  const bm::Engine engine(*cards, rules, bm::builtin_super_board());
  bm::fuzz::start_and_play(engine, 2, size, 40, "cards_fuzzer");
  return 0;
}
