// Stateful property test of the invariant checker with rc::state: the commands are
// player decisions. `Decide` carries an index and takes legal[index % legal.size()], so every
// sequence RapidCheck generates or shrinks (removing commands, lowering indices toward 0 =
// the first legal action) is a legal game. After every command the GameChecker (attached as the
// engine's observer from Engine::start on) must have seen no violation, a copy of the state
// must hash the same, and the game must equal the model's reference game, played by a separate
// Engine without any observer.
//
// Reproducing a failure: RapidCheck prints the minimal counterexample (the ruleset, players,
// seed and the command list, e.g. "Decide(3)", "DecideFirst", "Snapshot") and a line
//   Some of your RapidCheck properties had failures. To reproduce these, run with:
//   RC_PARAMS="reproduce=<string>"
// Run that one property again with it (the same shrunk case, at once):
//   RC_PARAMS="reproduce=<string>" ./build/tests/bm_tests --gtest_filter='CheckerStateful.DecisionsKeepEveryInvariant'
// Longer or with a fixed seed: RC_PARAMS="max_success=2000 seed=42"; add verbose_progress=1
// (or verbose_shrinking=1) to watch it.
//
// Why the model holds a game state: rc::state checks a command's precondition ("the game is not
// over") on the model alone, both when it generates the sequence (before anything runs on the
// system under test) and when it re-validates a shrunk sequence. So besides the ruleset name,
// players, seed and the number of decisions taken, the model keeps a reference game state,
// advanced by the same decisions on a separate Engine with no checker attached.
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>
#include <rapidcheck/state.h>

#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/checker/game_checker.hpp"
#include "checker/rc_generators.hpp"
#include "bm/state/snapshot.hpp"

namespace {

using namespace bm;

struct GameModel {
  std::string ruleset;
  int players = 1;
  std::uint64_t seed = 0;
  int decisions = 0;
  std::shared_ptr<const Engine> engine;  // the reference engine: no observer
  GameState state;                       // the reference game after `decisions` decisions

  // The decision the commands make: legal[index % legal.size()].
  void decide(std::uint32_t index) {
    const std::vector<Action> legal = engine->legal_actions(state);
    RC_ASSERT(!legal.empty());
    engine->apply(state, legal[index % static_cast<std::uint32_t>(legal.size())]);
    ++decisions;
  }
};

// The system under test: an Engine, the GameChecker watching it, and the game. Heap-allocated
// so the checker's reference to the engine stays valid; the checker is attached at start.
struct GameSut {
  std::unique_ptr<Engine> engine;
  std::unique_ptr<GameChecker> checker;
  GameState state;

  GameSut(const CardSet& cards, const Ruleset& rules, int players, std::uint64_t seed)
      : engine(std::make_unique<Engine>(cards, rules)),
        // Every action: INV-HASH-CLONE and the INV-LEGAL repeat check (the defaults: every 8th).
        checker(std::make_unique<GameChecker>(*engine, CheckOptions{1, 1})) {
    state = engine->start(players, seed, nullptr, nullptr, checker.get());
    checker->after_setup(state);
  }

  void decide(std::uint32_t index) {
    const std::vector<Action> legal = engine->legal_actions(state);
    RC_ASSERT(!legal.empty());
    const Action a = legal[index % static_cast<std::uint32_t>(legal.size())];
    checker->before_action(state, legal, a);
    if (!checker->failed()) {
      engine->apply(state, a, nullptr, nullptr, checker.get());
      checker->after_action(state);
    }
  }

  // The checks after every command.
  void verify(const GameModel& expected) const {
    if (checker->failed()) RC_LOG() << "violation: " << checker->violation().to_text() << "\n";
    RC_ASSERT(!checker->failed());
    const GameState copy = state;
    RC_ASSERT(engine->hash(copy) == engine->hash(state));
    RC_ASSERT(state.actions == expected.state.actions);
    RC_ASSERT(engine->hash(state) == expected.engine->hash(expected.state));
    RC_ASSERT(state == expected.state);
    RC_ASSERT(engine->legal_actions(state).empty() == state.over);
  }
};

using DecisionCommand = rc::state::Command<GameModel, GameSut>;

// A player decision: legal[index % legal.size()].
struct Decide : DecisionCommand {
  std::uint32_t index = *rc::gen::inRange<std::uint32_t>(0, 1000);

  void checkPreconditions(const GameModel& m) const override { RC_PRE(!m.state.over); }
  void apply(GameModel& m) const override { m.decide(index); }
  void run(const GameModel& m, GameSut& sut) const override {
    sut.decide(index);
    sut.verify(nextState(m));
  }
  void show(std::ostream& os) const override { os << "Decide(" << index << ")"; }
};

// The first legal action (what every Decide shrinks toward).
struct DecideFirst : DecisionCommand {
  void checkPreconditions(const GameModel& m) const override { RC_PRE(!m.state.over); }
  void apply(GameModel& m) const override { m.decide(0); }
  void run(const GameModel& m, GameSut& sut) const override {
    sut.decide(0);
    sut.verify(nextState(m));
  }
  void show(std::ostream& os) const override { os << "DecideFirst"; }
};

// A run of decisions in one command, so that a sequence of at most ~100 commands also reaches
// the late game; it stops early when the game ends. Shrinks like a list of Decide.
struct DecideRun : DecisionCommand {
  std::vector<std::uint32_t> indices = *rc::gen::container<std::vector<std::uint32_t>>(
      static_cast<std::size_t>(*rc::gen::resize(100, rc::gen::inRange(1, 40))),
      rc::gen::inRange<std::uint32_t>(0, 1000));

  void checkPreconditions(const GameModel& m) const override { RC_PRE(!m.state.over); }
  void apply(GameModel& m) const override {
    for (std::uint32_t i : indices)
      if (!m.state.over) m.decide(i);
  }
  void run(const GameModel& m, GameSut& sut) const override {
    GameModel step = m;
    for (std::uint32_t i : indices) {
      if (step.state.over) break;
      step.decide(i);
      sut.decide(i);
      sut.verify(step);
    }
  }
  void show(std::ostream& os) const override {
    os << "DecideRun(";
    for (std::size_t k = 0; k < indices.size(); ++k) os << (k ? " " : "") << indices[k];
    os << ")";
  }
};

// Snapshot the game (docs/snapshot.md), load it back and play on from the loaded copy: the
// checker, which keeps tracking between events, must not notice. Valid at any time, including
// after the end of the game (so a sequence can always be completed).
struct Snapshot : DecisionCommand {
  void run(const GameModel& m, GameSut& sut) const override {
    const nlohmann::json doc = snapshot_document(*sut.engine, sut.state);
    GameState loaded = snapshot_from_document(*sut.engine, nlohmann::json::parse(doc.dump()), "rc snapshot");
    RC_ASSERT(loaded == sut.state);
    RC_ASSERT(sut.engine->hash(loaded) == sut.engine->hash(sut.state));
    sut.state = std::move(loaded);
    sut.verify(m);
  }
  void show(std::ostream& os) const override { os << "Snapshot"; }
};

RC_GTEST_PROP(CheckerStateful, DecisionsKeepEveryInvariant, ()) {
  const Ruleset rules = *rcgen::genRuleset();
  const auto [cards_id, players] = *rcgen::genCardsAndPlayers(rules);
  const std::uint64_t seed = *rcgen::genSeed();
  const CardSet& cards = *find_builtin_card_set(cards_id);

  GameModel model;
  model.ruleset = rules.name;
  model.players = players;
  model.seed = seed;
  model.engine = std::make_shared<const Engine>(cards, rules);
  model.state = model.engine->start(players, seed);

  GameSut sut(cards, rules, players, seed);
  sut.verify(model);
  rc::state::check(model, sut, rc::state::gen::execOneOfWithArgs<Decide, DecideFirst, DecideRun, Snapshot>());
  RC_TAG(family_name(rules.family), sut.state.over ? "played to the end" : "stopped mid-game");
}

}  // namespace
