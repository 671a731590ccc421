#pragma once
// One game under the checker: a policy (or a list of forced choices) decides, the invariant
// catalog watches. The game is identified by (ruleset, card set, board, players, seed, choices):
// `choices[i]` is the index of the action taken at decision i in the engine's legal list, so a
// failing game is a short list of small numbers that the shrinker can cut (checker/include/bm/checker/shrink.hpp).
#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

#include "bm/checker/game_checker.hpp"
#include "bm/game/engine.hpp"

namespace bm {

class LogWriter;

struct CheckedGame {
  bool failed = false;
  Violation violation;
  std::vector<std::uint32_t> choices;      // one per action applied (the failing one included)
  std::vector<std::uint32_t> legal_sizes;  // how many actions were legal at each of those decisions
  int actions = 0;
  bool over = false;
  int end_rule = 0;
  std::uint64_t final_hash = 0;          // set when verify_determinism or forced choices (else 0)
  std::vector<std::uint64_t> exercised;  // per invariant (Inv): situations where it could have failed
  std::vector<std::uint64_t> coverage;   // with CheckOptions::coverage: per coverage_slot (bm/checker/coverage.hpp)
  std::set<std::string> consulted;       // with CheckOptions::coverage: the options the engine consulted
};

struct PlayChecked {
  int players = 2;
  std::uint64_t seed = 1;
  std::string policy = "random";  // used when `forced` is null
  const std::vector<std::uint32_t>* forced =
      nullptr;  // replay these (each modulo the legal count); stop when they run out
  // Chooses instead (the decision fuzzer's bytes, fuzz/decision_input.hpp): given how many
  // actions are legal, sets the index and returns true, or returns false to stop the game there.
  std::function<bool(std::uint32_t legal, std::uint32_t& k)> choose;
  LogWriter* log = nullptr;         // receives the header, the setup and every action as it is applied
  bool verify_determinism = false;  // INV-DETERMINISM: play the choices again, compare
  CheckOptions check;
};

CheckedGame play_checked(const Engine& engine, const PlayChecked& p);

}  // namespace bm
