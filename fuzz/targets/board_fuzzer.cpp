// Board reader fuzzer (issue 6): any bytes given to the Super board reader (docs/board.md)
// either load or are rejected with bm::InputError. What loads must survive a round trip
// (board_to_json -> load -> same JSON) and play a few actions of a Super game under the checker.
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
  bm::BoardDef board;
  try {
    board = bm::load_board(bm::parse_json_text(bm::fuzz::text_of(data, size), "fuzz.json"), "fuzz.json");
  } catch (const bm::InputError&) {
    return 0;  // rejected with a message: the expected outcome
  }
  try {
    const bm::BoardDef again = bm::load_board(bm::board_to_json(board), "round-trip");
    if (bm::board_to_json(again) != bm::board_to_json(board))
      bm::fuzz::finding("board_fuzzer", "a loaded board changes through board_to_json", "the input is the reproducer");
  } catch (const bm::InputError& e) {
    bm::fuzz::finding("board_fuzzer", std::string("a loaded board does not load again from its own JSON: ") + e.what(),
                      "the input is the reproducer: bm play --rules super --board <input>");
  }
  bm::Ruleset rules;
  bm::find_preset((size & 1u) ? "super" : "super-literal", rules);
  const bm::Engine engine(bm::builtin_synthetic_super_cards(), rules, board);
  bm::fuzz::start_and_play(engine, board.min_players, size, 40, "board_fuzzer");
  return 0;
}
