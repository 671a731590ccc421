#pragma once
// One game held by bm serve: its rules, cards and board (owned, so the engine's references
// stay valid), the state, the log being written as the game goes, the chance it plays with
// (seeded, or declared by the client one outcome at a time), and the policy `suggest` uses.
#include <cstdint>
#include <functional>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/board/board.hpp"
#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/ruleset.hpp"

namespace bm::serve {

// What a game is played with: owned copies where the client supplied its own data.
struct GameData {
  Ruleset rules;
  CardSet own_cards;  // used when `cards` points at it
  BoardDef own_board;
  const CardSet* cards = nullptr;
  const BoardDef* board = nullptr;
};

struct StartOptions {
  int players = 2;
  std::uint64_t seed = 1;
  bool declared = false;            // declared chance: `chance` holds the setup's outcomes
  nlohmann::json chance = nullptr;  // the client's declarations (log form), or null
  std::string policy = "random";    // what `suggest` plays (seeded with `policy_seed`)
  std::uint64_t policy_seed = 1;
  nlohmann::json position = nullptr;  // a position to start from (docs/protocol.md#positions), or null
};

class Game {
 public:
  // Sets up a new game. Throws RpcError: invalid players, chance needed or rejected.
  Game(std::unique_ptr<GameData> data, const StartOptions& opt);
  // A game continuing from a snapshot document (docs/snapshot.md).
  Game(std::unique_ptr<GameData> data, const nlohmann::json& snapshot, bool declared, const StartOptions& opt);

  const Engine& engine() const { return *engine_; }
  const GameState& state() const { return s_; }
  bool declared() const { return declared_; }
  // The setup's events (log form), for the start answer.
  const nlohmann::json& setup_events() const { return setup_events_; }

  // Legal actions of the current state (cached until the state changes).
  const std::vector<Action>& legal();
  // What an action did: its events as JSON text (the log's form, in order) and the state hash
  // after them.
  struct Applied {
    std::string events;
    std::string hash;
  };
  // Applies a legal action (read from its JSON form or picked from legal()) and writes its
  // log line. Throws RpcError (chance needed or rejected) leaving the game as it was.
  Applied apply(const Action& a, const nlohmann::json& chance);
  // One optional decision passed before an action (apply's `implicit_passes`).
  struct Passed {
    nlohmann::json decision;  // the decision passed (decision_view)
    Action action;            // its pass or decline
    Applied done;             // what the pass did
  };
  // Picks an action among the legal ones of a state: its index, or -1.
  using Finder = std::function<int(const GameState&, const std::vector<Action>&)>;
  // Implicit passes (docs/protocol.md#implicit-passes): passes the optional decisions open now,
  // one by one (bm/game/implicit_passes.hpp), until `find` picks a legal action, then applies
  // it. Each pass gets its own log line, with the chance outcomes it used. False, the game
  // unchanged, when no series of passes gets there (a mandatory decision comes first).
  bool apply_after_passes(const Finder& find, const nlohmann::json& chance, std::vector<Passed>& passed, Applied& done);
  // Finishing through optional decisions (docs/protocol.md#finish): when passing
  // every optional decision left (implicit_passes.hpp) ends the game, passes them, one log line
  // each, and the result line follows. False, the game unchanged, when a mandatory decision
  // comes first: `stop` is then the state at that decision. True at once when the game is over.
  bool finish(const nlohmann::json& chance, std::vector<Passed>& passed, GameState& stop);
  // The index into legal() the game's policy picks now.
  std::size_t suggest();
  // The log so far, one JSON text per line (with the result line once the game is over).
  std::vector<std::string> log_lines() const;
  // What the server counts for this game against its byte limit (rpc.hpp kMaxHeldBytes):
  // kGameBaseBytes, the request that made it (its card set, board, ruleset, chance, position
  // or snapshot as JSON text), and its log so far.
  std::size_t held_bytes();
  void count_request(std::size_t bytes) { request_bytes_ = bytes; }

 private:
  void start_at_position(const StartOptions& opt, EventSink& events);
  void log_action(int round, Phase phase, const Action& a, const Applied& done, const nlohmann::json& chance,
                  bool last = true);
  Applied applied(const EventSink& events, const GameState& after) const;
  // The one run of passes behind apply_after_passes and finish (session.cpp): steps applied to a
  // copy of the state, committed to the game and its log only when the whole run succeeds.
  struct PassRun;
  std::unique_ptr<GameData> data_;
  std::unique_ptr<Engine> engine_;
  GameState s_;
  bool declared_ = false;
  std::vector<Action> legal_;
  int legal_at_ = -1;  // s_.actions when legal_ was computed; -1: stale
  std::ostringstream log_;
  std::unique_ptr<LogWriter> writer_;  // header, setup and result lines; action lines: log_action
  int log_index_ = 0;                  // the next action line's "i"
  nlohmann::json setup_events_ = nlohmann::json::array();
  std::unique_ptr<Policy> policy_;
  std::size_t request_bytes_ = 0;
};

}  // namespace bm::serve
