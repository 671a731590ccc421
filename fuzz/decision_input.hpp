#pragma once
// The decision fuzzer's input format (docs/fuzzing.md#decision-input): a few header bytes pick
// the game (preset, players, card set, seed), then each byte picks one of the legal actions at
// a decision that has a choice. The same decoding serves the libFuzzer target
// (fuzz/targets/decision_fuzzer.cpp) and `bm fuzz log`, which turns a finding into a v1 log,
// so a person reads a game, not bytes.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "bm/checker/checked_game.hpp"
#include "bm/game/engine.hpp"

namespace bm {

class LogWriter;

// Header: byte 0 preset (index into preset_list(), modulo their number), byte 1 players
// (modulo the family's range), byte 2 flags (bit 0: the family's synthetic card set — super-synthetic, or bm2-synthetic
// for bm2 — for a super, bm2 or solo preset), bytes 3-6 the seed (little endian). Missing header bytes read as 0.
constexpr std::size_t kDecisionHeaderBytes = 7;

struct DecisionSetup {
  std::size_t preset = 0;  // index into preset_list()
  std::string ruleset;     // its name
  int players = 2;
  bool synthetic_cards = false;
  std::uint32_t seed = 0;
};

// What the decision fuzzer checks, and `bm fuzz log` with it: every invariant at every event and
// after every action, with the costlier whole-state checks sampled as `bm check` samples them
// (CheckOptions; docs/invariants.md#sampling): a full census every 16 actions, a state copy
// and two hashes every 64, the legal list's duplicates every 8. `strict` checks everything
// after every action (several times slower; `bm fuzz log --strict`).
CheckOptions decision_check_options(bool strict = false);

// Decodes the header.
DecisionSetup decode_decision_setup(const std::uint8_t* data, std::size_t size);

// The engine for a setup; engines are built once per (preset, card set) and kept.
const Engine& decision_engine(const DecisionSetup& d);

struct DecisionGame {
  DecisionSetup setup;
  CheckedGame game;            // choices (one per action, forced ones included), violation, ...
  std::size_t bytes_used = 0;  // header included
};

// Plays the input under the invariant checker: after the header, a decision with n > 1 legal
// actions takes the next byte (two bytes, little endian, when n > 256) modulo n; a decision
// with one legal action takes no byte. The game stops when the input runs out, when it ends,
// or at the first violation (an exception from the engine is a violation of INV-LEGAL).
// `log`, when given, receives the header, setup and every action as it is applied (so a
// crash leaves the game up to the crashing action on disk).
DecisionGame play_decision_input(const std::uint8_t* data, std::size_t size, const CheckOptions& check,
                                 LogWriter* log = nullptr);

// The inverse: the bytes that make play_decision_input replay `choices` (indices into each
// decision's legal list, as CheckedGame records them) for this setup.
std::vector<std::uint8_t> encode_decision_input(const DecisionSetup& d, const std::vector<std::uint32_t>& choices,
                                                const std::vector<std::uint32_t>& legal_sizes);

}  // namespace bm
