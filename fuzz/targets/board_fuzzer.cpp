// Board reader fuzzer: any bytes given to the Super board reader (docs/board.md)
// either load or are rejected with bm::InputError. What loads must survive a round trip
// (board_to_json -> load -> same JSON) and play a few actions of a Super game under the checker.
#include <cstddef>
#include <cstdint>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "fuzz/targets/play_some.hpp"
#include "fuzz/targets/reader.hpp"
#include "bm/rules/ruleset.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto board =
      bm::fuzz::read_input(data, size, [](const nlohmann::json& j) { return bm::load_board(j, "fuzz.json"); });
  if (!board) return 0;  // rejected with a message: the expected outcome
  bm::fuzz::round_trip(
      "board_fuzzer", "board", *board,
      [](const bm::BoardDef& x) { return bm::load_board(bm::board_to_json(x), "round-trip"); },
      [](const bm::BoardDef& a, const bm::BoardDef& b) { return bm::board_to_json(a) == bm::board_to_json(b); },
      "the input is the reproducer: bm play --rules super --board <input>");
  bm::Ruleset rules;
  bm::find_preset((size & 1u) ? "super" : "super-literal", rules);
  const bm::Engine engine(bm::builtin_synthetic_super_cards(), rules, *board);
  bm::fuzz::start_and_play(engine, board->min_players, size, 40, "board_fuzzer");
  return 0;
}
