// Snapshot reader fuzzer: any bytes given to the snapshot reader (docs/snapshot.md)
// either load or are rejected with bm::InputError. The document names its ruleset and card set;
// the target builds that engine (built-in presets and card sets only) and loads the state. What
// loads must survive a round trip (state_to_json -> load -> equal state, equal hash) and play on
// for a few actions without an exception.
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "fuzz/targets/play_some.hpp"
#include "fuzz/targets/reader.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/state/snapshot.hpp"

namespace {

// The engine a document asks for: (preset name, built-in card set id), built once.
const bm::Engine* engine_for(const nlohmann::json& doc) {
  static std::map<std::string, std::unique_ptr<bm::Engine>> engines;
  if (!doc.is_object() || !doc.contains("ruleset") || !doc["ruleset"].is_object() || !doc.contains("cards") ||
      !doc["cards"].is_object())
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
  const bm::Engine* engine = nullptr;
  const auto s = bm::fuzz::read_input(data, size, [&](const nlohmann::json& doc) {
    engine = engine_for(doc);
    if (!engine) {  // not a built-in preset and card set: the reader still runs, on the classic engine
      static const bm::Engine classic(bm::builtin_classic_cards(), bm::Ruleset{});
      engine = &classic;
    }
    return bm::snapshot_from_document(*engine, doc, "fuzz.json");
  });
  if (!s) return 0;  // rejected with a message: the expected outcome
  bm::fuzz::round_trip(
      "snapshot_fuzzer", "snapshot", *s,
      [&](const bm::GameState& x) { return bm::state_from_json(*engine, bm::state_to_json(*engine, x), "round-trip"); },
      [&](const bm::GameState& a, const bm::GameState& b) { return a == b && engine->hash(a) == engine->hash(b); },
      "the input is the reproducer");
  // Without the checker: what it tracks between events (Level Ups so far, builds this phase,
  // minions this round) starts at a game's setup. The engine must still play on without an
  // exception.
  bm::fuzz::play_some(*engine, *s, size, 40, "snapshot_fuzzer", nullptr);
  return 0;
}
