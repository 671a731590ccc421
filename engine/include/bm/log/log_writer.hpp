#pragma once
// Writes the v1 action log (JSON Lines, docs/log-format.md). Each line is flushed as soon as
// it is written, so an interrupted run keeps everything already recorded.
#include <cstdint>
#include <ostream>
#include <string>

#include <nlohmann/json.hpp>

#include "bm/game/engine.hpp"

namespace bm {

constexpr const char* kLogFormat = "bm-log";
constexpr int kLogMajor = 1;
// 1.1: Super and solo actions, phases, events, end reasons. 1.2: declared chance,
// partial observations, snapshot starts; every line type closed. 1.3: the header's
// `violation` (a checker finding). 1.4: the Boss Monster 2 family: family
// "bm2", items, take_back, setup_discard, end reason BM2-8.souls, chance kind item_deck.
// A log says the oldest minor version that has everything it uses: a log without a
// `violation` is written as 1.2, so every 1.2 reader still reads it.
// The one statement of the format's version: README.md, docs/log-format.md, docs/validating.md
// and the schema's title are checked against these by tests/docs/log_version.py.
constexpr int kLogMinor = 5;        // the newest minor version this bm reads and writes
constexpr int kLogMinorHashV2 = 5;  // what a log with "state_hash": "xxh3-v2" says (every family)
constexpr int kLogMinorBm2 = 4;     // what a log of the bm2 family says
constexpr int kLogMinorPlain = 2;   // what a log without 1.3 features says

// The minor versions a family's logs may say: from the one that introduced the
// family (classic 1.0, super and solo 1.1, bm2 1.4) to the newest this bm knows (kLogMinor), for
// every family: a later minor only adds, so a classic log labelled 1.4 is still a classic log.
// A log with "state_hash": "xxh3-v2" (`hash_v2`), of any family, says 1.5 or later.
// A minor this bm does not know (above kLogMinor) is refused, naming the versions it knows
// (replay/replay.cpp read_version); bm serve's handshake lists the same ranges.
struct LogMinorRange {
  int min, max;
};
LogMinorRange log_minor_range(Family f, bool hash_v2 = false);
// "1.0 to 1.5" (or "1.5" when min == max): the range as the messages and the handshake say it.
std::string log_version_range_text(LogMinorRange r);

// `declared`: a declared-chance log (docs/log-format.md#declared-chance): no seed, outcomes
// written on each line's "chance" array.
nlohmann::json log_header(const Engine& engine, std::uint64_t seed, int players, bool declared = false);
nlohmann::json game_result(const Engine& engine, const GameState& s);
// The action line exactly as LogWriter writes it (the replayer compares bm's own lines with it
// byte for byte before parsing them in full).
nlohmann::json action_line(const Engine& engine, int index, int round, Phase phase, const Action& a,
                           const GameState& after, const EventSink& events, const nlohmann::json& chance = nullptr);

class LogWriter {
 public:
  LogWriter(std::ostream& out, const Engine& engine, bool declared = false)
      : out_(out), engine_(engine), declared_(declared) {}
  // `violation`: the checker's annotation (docs/log-format.md#violation); makes the log 1.3.
  void header(std::uint64_t seed, int players, const nlohmann::json& violation = nullptr);
  // `chance`: the outcomes declared on this line (declared-chance logs; empty array or null: none).
  void setup(const GameState& s, const EventSink& events, const nlohmann::json& chance = nullptr);
  // `round` and `phase` are those of the state the action was chosen in.
  void action(int round, Phase phase, const Action& a, const GameState& after, const EventSink& events,
              const nlohmann::json& chance = nullptr);
  void result(const GameState& s);

 private:
  void line(const nlohmann::json& j);
  std::ostream& out_;
  const Engine& engine_;
  bool declared_ = false;
  int index_ = 0;
};

}  // namespace bm
