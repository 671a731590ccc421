// Snapshot reader fuzzer (issue 6): any bytes given to the snapshot reader (docs/snapshot.md)
// either load or are rejected with bm::InputError. The document names its ruleset and card set;
// the target builds that engine (built-in presets and card sets only) and loads the state. What
// loads must survive a round trip (state_to_json -> load -> equal state, equal hash) and play on
// for a few actions without an exception.
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "board/board.hpp"
#include "cards/card_set.hpp"
#include "core/error.hpp"
#include "core/json_read.hpp"
#include "fuzz/targets/finding.hpp"
#include "fuzz/targets/play_some.hpp"
#include "rules/ruleset.hpp"
#include "state/snapshot.hpp"

namespace {

// The engine a document asks for: (preset name, built-in card set id), built once.
const bm::Engine* engine_for(const nlohmann::json& doc) {
  static std::map<std::string, std::unique_ptr<bm::Engine>> engines;
  if (!doc.is_object() || !doc.contains("ruleset") || !doc["ruleset"].is_object() || !doc.contains("cards") || !doc["cards"].is_object())
    return nullptr;
  const auto& rn = doc["ruleset"];
  const auto& cn = doc["cards"];
  if (!rn.contains("name") || !rn["name"].is_string() || !cn.contains("id") || !cn["id"].is_string()) return nullptr;
  const std::string preset = rn["name"].get<std::string>(), set = cn["id"].get<std::string>();
  bm::Ruleset rules;
  const bm::CardSet* cards = bm::find_builtin_card_set(set);
  if (!cards || !bm::find_preset(preset, rules)) return nullptr;
  auto& e = engines[preset + "/" + set];
  if (!e) e = std::make_unique<bm::Engine>(*cards, rules, bm::builtin_super_board());
  return e.get();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  nlohmann::json doc;
  try {
    doc = bm::parse_json_text(bm::fuzz::text_of(data, size), "fuzz.json");
  } catch (const bm::InputError&) {
    return 0;
  }
  const bm::Engine* engine = engine_for(doc);
  if (!engine) {  // not a built-in preset and card set: the reader still runs, on the classic engine
    static const bm::Engine classic(bm::builtin_classic_cards(), bm::Ruleset{});
    engine = &classic;
  }
  bm::GameState s;
  try {
    s = bm::snapshot_from_document(*engine, doc, "fuzz.json");
  } catch (const bm::InputError&) {
    return 0;  // rejected with a message: the expected outcome
  }
  try {
    const bm::GameState again = bm::state_from_json(*engine, bm::state_to_json(*engine, s), "round-trip");
    if (!(again == s) || engine->hash(again) != engine->hash(s))
      bm::fuzz::finding("snapshot_fuzzer", "a loaded snapshot changes through state_to_json", "the input is the reproducer");
  } catch (const bm::InputError& e) {
    bm::fuzz::finding("snapshot_fuzzer", std::string("a loaded snapshot does not load again from its own JSON: ") + e.what(),
                      "the input is the reproducer");
  }
  // Without the checker: its tracking (heroes sent to landmarks, builds this phase, ...) starts
  // at a game's setup, not in the middle. The engine must still play on without an exception.
  bm::fuzz::play_some(*engine, s, size, 40, "snapshot_fuzzer", nullptr);
  return 0;
}
