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

// play_checked's loop, one decision at a time: the game, its checker and what was chosen so far.
// A copy goes on from the same point exactly as the original would (the state and the checker's
// tracking are copied), which is how the decision fuzzer starts its short executions from cached
// mid-game states (fuzz/decision_input.hpp). Without a log nothing refers outside
// the object but the engine.
class CheckedRun {
 public:
  // Sets the game up (engine.start) under the checker; `log` receives the header and setup.
  CheckedRun(const Engine& engine, int players, std::uint64_t seed, const CheckOptions& check,
             LogWriter* log = nullptr);
  // The game ended or an invariant failed: no further action.
  bool done() const { return s_.over || checker_.failed(); }
  const GameState& state() const { return s_; }
  const Engine& engine() const { return *engine_; }
  // The legal actions at the current decision (recomputed on each call).
  const std::vector<Action>& legal();
  // Applies legal()[k % n] (the empty action when none is legal) under the checker, recording
  // the choice; call legal() first. A log given to the constructor receives the action.
  void apply(std::uint32_t k);
  const std::vector<std::uint32_t>& choices() const { return out_.choices; }
  // The outcome; `final_hash` sets CheckedGame::final_hash. A log receives the result line.
  CheckedGame finish(bool final_hash);

 private:
  const Engine* engine_;
  LogWriter* log_;
  GameChecker checker_;
  EventSink events_;
  GameState s_;
  std::vector<Action> legal_;
  CheckedGame out_;
};

}  // namespace bm
