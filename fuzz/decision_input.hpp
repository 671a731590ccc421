#pragma once
// The decision fuzzer's input format (docs/fuzzing.md#decision-input): byte 0
// picks a start, a mid-game position from a fixed table (a preset, players, card set, seed and
// policy played to some depth), then each further byte picks one of the legal actions at a
// decision that has a choice, for at most kFuzzedDecisions decisions. An execution is short: the
// fuzzer copies the start's cached game (state and checker) and plays on from there. The same
// decoding serves the libFuzzer target (fuzz/targets/decision_fuzzer.cpp) and `bm fuzz log`,
// which plays the start's prefix from the setup, so a finding is a whole v1 log a person reads.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bm/checker/checked_game.hpp"
#include "bm/game/engine.hpp"

namespace bm {

class LogWriter;

// Byte 0: the start (modulo decision_starts().size()); missing, it reads as 0.
constexpr std::size_t kDecisionHeaderBytes = 1;
// At most this many decisions with a choice are played from the start (more bytes are ignored).
constexpr int kFuzzedDecisions = 30;

// One entry of the start table: the game, played by `policy` (seeded with `seed`) from the
// setup for `depth` actions. The table is fixed (decision_starts): every preset, card set and
// the family's smallest and largest player count, each game cut at five depths.
struct DecisionStart {
  std::size_t index = 0;   // in decision_starts()
  std::size_t preset = 0;  // index into preset_list()
  std::string ruleset;     // its name
  int players = 2;
  bool synthetic_cards = false;  // the family's synthetic set (super-synthetic, bm2-synthetic)
  std::uint32_t seed = 0;
  std::string policy;
  int depth_part = 0;  // 0..4: after the setup, at 1/4, 1/2 and 3/4 of the policy game, 10 actions before its end
};

// The table's entries (no game is played to list them).
const std::vector<DecisionStart>& decision_starts();

// What the decision fuzzer checks, and `bm fuzz log` with it: every invariant at every event and
// after every action, with the costlier whole-state checks sampled as `bm check` samples them
// (CheckOptions; docs/invariants.md#sampling). `strict` checks everything after every action
// (several times slower; `bm fuzz log --strict`).
CheckOptions decision_check_options(bool strict = false);

// The engine of a start; engines are built once per (preset, card set) and kept.
const Engine& decision_engine(const DecisionStart& d);

// The start's prefix: the policy's choices from the setup to the start's depth (fewer when the
// policy game ends or breaks an invariant sooner). Played once per process and kept.
const std::vector<std::uint32_t>& decision_prefix(const DecisionStart& d);

// Plays every start's prefix now (the fuzzer does it once, before its first input).
void build_decision_starts();

struct DecisionGame {
  DecisionStart start;
  CheckedGame game;                // choices from the setup (the prefix's included), violation, ...
  std::size_t prefix_actions = 0;  // how many of game.choices are the start's prefix
  std::size_t bytes_used = 0;      // header included
};

// Plays the input under the invariant checker (decision_check_options()) from a copy of the
// start's cached game: a decision with n > 1 legal actions takes the next byte (two bytes,
// little endian, when n > 256) modulo n; a decision with one legal action takes no byte. It stops
// when the input runs out, after kFuzzedDecisions decisions with a choice, when the game ends,
// or at the first violation (an exception from the engine is a violation of INV-LEGAL).
DecisionGame play_decision_input(const std::uint8_t* data, std::size_t size);

// The same game played from the setup (the prefix, then the input's bytes) under `check`:
// `log`, when given, receives the header, setup and every action as it is applied (so a crash
// leaves the game up to the crashing action on disk). Under decision_check_options() its
// outcome equals play_decision_input's (tests/checker/decision_starts_test.cpp).
DecisionGame play_decision_input_from_setup(const std::uint8_t* data, std::size_t size, const CheckOptions& check,
                                            LogWriter* log = nullptr);

// `bm fuzz seed`: the input that plays `policy` (seeded with `seed`) from start `d` for at most
// `decisions` decisions with a choice; `game` receives that game (from the setup).
std::vector<std::uint8_t> policy_decision_input(const DecisionStart& d, const std::string& policy, std::uint64_t seed,
                                                int decisions, CheckedGame& game);

}  // namespace bm
