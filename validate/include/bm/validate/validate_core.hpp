#pragma once
// The core of `bm validate` without its command line: the replay options a
// validation uses, the verdict of one log and its `--json` report entry. Native `bm validate`
// (tools/bm/cmd_validate.cpp) and the WebAssembly referee (wasm/bindings.cpp) both go through
// here, so the entry a log gets is the same text in both by construction.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/replay/replay.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::validate {

// The options of `bm validate` that change a verdict (docs/cli.md#bm-validate).
struct Options {
  bool check = false;               // --check: every invariant after every action
  bool allow_incomplete = false;    // --allow-incomplete: a log without its result line passes
  bool implicit_passes = false;     // --implicit-passes (docs/validating.md#implicit-passes)
  std::vector<OptionSetting> set;   // --set OPTION=VALUE
  const CardSet* cards = nullptr;   // --cards (null: the built-in set the header names)
  const BoardDef* board = nullptr;  // --board (null: the built-in Super board)
};

// ReplayOptions for a validation, with the invariant checker (GameChecker) as the monitor for
// --check and for logs whose header reports a violation.
ReplayOptions replay_options(const Options& o);
// The monitor maker every replay that checks invariants uses (bm replay, bm validate).
void use_game_checker(ReplayOptions& ro);

// One log's verdict: valid, divergent (the engine disagrees), incomplete (no result line;
// ReplayOptions::require_result) or invalid (not a readable log).
enum class Verdict { valid, divergent, incomplete, invalid };
Verdict verdict_of(const ReplayVerdict& v);
const char* verdict_name(Verdict k);

// The --json report entry of one log (docs/cli.md#bm-validate): the `bm replay --json` object
// plus the fields a CI step reads first; `path` is the log's name as given.
nlohmann::json report_entry(const std::string& path, const ReplayVerdict& v);

// An entry as its --json line (without its newline). Text the log brought in that is not valid
// UTF-8 (a path, a field it quotes) is written with U+FFFD in its place, never a failure.
std::string report_line(const nlohmann::json& entry);

// The --json report line (without its newline) of the log whose text is `log_text`, named `path`.
std::string validate_json(const std::string& log_text, const std::string& path, const Options& o);

}  // namespace bm::validate
