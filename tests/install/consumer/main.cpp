// Plays one seeded classic game through bm's installed public API, checks its outcome against
// the rules, records its log and has the installed replayer verify it; prints the result line.
// usage: bm_consumer SEED   (exit 0 when every check holds)
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <sstream>
#include <string>

#include "bm/cards/card_set.hpp"
#include "bm/game/engine.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/replay/replay.hpp"
#include "bm/rules/constants.hpp"
#include "bm/rules/ruleset.hpp"

namespace {
int failures = 0;
void expect(bool ok, const std::string& what) {
  if (ok) return;
  std::cerr << "bm_consumer: FAIL " << what << "\n";
  ++failures;
}
}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: bm_consumer SEED\n";
    return 2;
  }
  bm::Ruleset rules;
  expect(bm::find_preset("classic", rules), "the classic preset exists");
  const bm::Engine engine(bm::builtin_classic_cards(), rules);
  bm::PlayOptions opt;
  opt.players = 2;
  opt.seed = std::strtoull(argv[1], nullptr, 10);
  std::ostringstream log;
  bm::LogWriter writer(log, engine);
  const bm::GameState end = bm::play_game(engine, opt, &writer);

  // C-13 / C-14: the game ends when a player has ten souls or all but one are eliminated
  // (five wounds); the winner is not eliminated.
  expect(end.over, "the game is over");
  expect(end.winners.size() == 1, "one winner");
  if (end.winners.size() == 1) {
    const int w = end.winners[0];
    const int other = 1 - w;
    const bm::PlayerScore ws = engine.score(end, w), os = engine.score(end, other);
    expect(ws.wounds < bm::kWoundsToLose, "the winner is not eliminated (C-13)");
    expect(ws.souls >= bm::kSoulsToWin || os.wounds >= bm::kWoundsToLose,
           "the winner has ten souls or the other player five wounds (C-13, C-14)");
  }
  // The log the library wrote replays through the installed replayer, result line included.
  const bm::ReplayVerdict v = bm::replay_log_text(log.str(), "consumer.jsonl", bm::ReplayOptions{});
  expect(v.ok, "the log replays: " + v.message);
  expect(v.result_line, "the log ends with its result line");
  expect(v.actions == end.actions, "every action replayed");
  std::cout << bm::game_result(engine, end).dump() << "\n";
  return failures == 0 ? 0 : 1;
}
