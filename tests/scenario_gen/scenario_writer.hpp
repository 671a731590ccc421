#pragma once
// Writes one scenario of the corpus (corpus/scenarios/, corpus/README.md): a small v1 log that
// starts from an arranged state (a snapshot line), records every decision, and lists as
// partial observations the events the RULES say must happen (written by a person, never
// copied from engine output). The writer only places each expected event on the line where
// it happens, and refuses to write a file the engine does not agree with: an expectation
// that fails here is an engine bug or a misread rule, to be settled before committing.
//
//   test::Scenario sc("classic", 2, 1);          // arrange with the harness
//   sc.set_dungeon(0, {"BM015"}); ... sc.start_bait();
//   ScenarioWriter w(sc, "G-15_bait-tie-stays", {"G-15", "C-9"}, "Bait tie: the hero stays in town",
//                    "Both dungeons show one fighter icon: the fighter stays in town.");
//   w.begin();                                   // header + snapshot of the arranged state
//   w.expect({{"e","hero_stays"},{"card","BM062"}});  // from the rules
//   w.pass_until_phase(Phase::adventure);        // records every pass as a decision
//   w.save(dir);                                 // dir/G-15_bait-tie-stays.jsonl, verified
#include <functional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/log/chance_json.hpp"
#include "support/drive.hpp"
#include "support/scenario.hpp"

namespace bm::test {

class ScenarioWriter {
 public:
  // `name`: the file name without .jsonl, starting with the main rule ID ("G-15_bait-tie").
  ScenarioWriter(Scenario& sc, std::string name, std::vector<std::string> rules, std::string title, std::string expect);

  // Writes the header and the snapshot of the arranged state. Call after arranging and the
  // phase jump, before any decision.
  void begin();
  // The player to move takes the legal action whose readable form is `action`.
  void act(const nlohmann::json& action);
  // Passes, declines and keeps (recording each) until `stop` holds or a real decision is
  // pending. Returns false when the game ended.
  bool pass_until(const std::function<bool(const GameState&)>& stop);
  bool pass_until_phase(Phase p);
  void pass_round();  // until the next round starts (or the game ends)
  // Plays on with plain decisions (recorded) until the game ends: passes, takes the first
  // market card, places the minion on the first legal treasure space (Super, solo).
  void play_to_end();
  // An event the rules say happens in a decision recorded from now on, after the events
  // expected before it (expectations are met in the order they are given). Matched on the
  // fields given.
  void expect(const nlohmann::json& event);
  // An event that must not happen in any decision recorded from now on.
  void expect_not(const nlohmann::json& event);
  // A refused scenario: after the last decision, the player to move tries
  // `action` (readable form, as `act` takes it), which the rules forbid; the engine must refuse
  // it citing the scenario's first rule ID first on its "rule:" line. Written to the header as
  // scenario.refuses, which tests/corpus/refusals_test.cpp replays. Call last, before save().
  void refuse(const nlohmann::json& action);
  // The game must be over at save(); these result fields are checked (partially).
  void expect_result(const nlohmann::json& fields);
  // Places the expectations, writes DIR/NAME.jsonl and replays it with bm's replayer; throws
  // std::runtime_error naming the expectation when the engine disagrees (with SCEN_DEBUG set,
  // first prints every engine event of each recorded decision).
  void save(const std::string& dir);

  const GameState& state() const { return sc_.s; }

 private:
  struct Line {
    nlohmann::json action;
    int player = 0, round = 0;
    std::string phase;
    nlohmann::json chance;
    nlohmann::json engine_events;  // what the engine produced (used only to place expectations)
  };
  struct Expectation {
    std::size_t from_line = 0;  // lines_.size() when it was stated
    nlohmann::json event;
  };
  void apply(const Action& a);
  void check_begun() const;
  void write(const std::string& dir);

  Scenario& sc_;
  std::string name_;
  nlohmann::json meta_;
  RecordingChance chance_;
  nlohmann::json header_, snapshot_;
  std::vector<Line> lines_;
  std::vector<Expectation> expects_, absent_;
  nlohmann::json result_;
  std::size_t refused_at_ = 0;  // lines_.size() + 1 when refuse() was called
  bool begun_ = false;
};

// Runs `make(dir)` for every scenario of a generator; main() of each gen_*.cpp. Usage:
// C-16 Immortality and BM2-44 Unlimited Lives play one board: seat 0 holds 10 souls and 4 wounds,
// seat 1 6 souls, both hero decks empty, a hero at seat 0's entrance brings the 5th wound.
// `immortality_end_board` sets it up (the build phase next); `expect_immortality_end` expects
// what both rules say: no elimination, the game ends at this round's end, seat 1 (6) beats
// seat 0 (10 - 5).
void immortality_end_board(Scenario& sc);
void expect_immortality_end(ScenarioWriter& w);

// GENERATOR OUT_DIR. Prints one line per scenario written; exit 1 on the first failure.
int run_generator(int argc, char** argv,
                  const std::vector<std::pair<std::string, std::function<void(const std::string&)>>>& all);

}  // namespace bm::test
