#pragma once
// The replayer's fast path (replay.cpp hands it each line first): a line written as bm writes
// it is proven by its bytes. The engine applies the legal action whose readable form is the
// line's action text (found by the text's fields), and the line LogWriter would write for it
// is compared byte for byte with the log's as the engine's rendering is produced; equal bytes
// prove every field the reference path would check (index, round, phase, player, events), and
// the logged hash is compared as a value, now or with its batch
// (deferred hash checks). A foreign line is first written in bm's form (simdjson On-Demand,
// canonical_json.hpp, else nlohmann's dump of the reference path's parse). Anything else is
// not taken: the reference path reads it and gives its precise report. The verdicts are the
// reference path's either way; only the speed differs. The replayer's own part.
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "canonical_json.hpp"
#include "session.hpp"

namespace bm::replayer {

class FastPath {
 public:
  explicit FastPath(Session& ctx);

  // Line 2 as bm writes a setup line (another writer's key order and spacing first written in
  // bm's form by simdjson On-Demand), when the log is one the fast path reads: true when it took
  // it (the state is the setup's, `i` the line after it); false leaves everything to the
  // reference path.
  bool setup(std::size_t& i);

  // What became of a line handed to the fast path: `no` (untouched: the reference path reads
  // it), `ok` (taken: the next line), `stop` (taken, and --until ends the replay there),
  // `mismatch` (a deferred hash check failed: restore() and replay from the checkpoint).
  enum class Took { no, ok, stop, mismatch };
  // Line index `i` as it is, then in bm's form through simdjson; bm's own result line. Before
  // it reads the line in any other way, checks the deferred hashes.
  Took line(std::size_t i, int& expected_index);
  // The same line after the reference path parsed it (`j`): nlohmann's dump of it, when
  // simdjson did not write the line.
  Took parsed(std::size_t i, int& expected_index, const nlohmann::json& j);

  // The deferred hash checks: true when every logged hash of the batch is the engine's.
  bool verify();
  // A deferred check failed: back to the state before the batch, and no more deferral (the
  // lines from there are checked one by one and the failing one reports as usual).
  void restore(std::size_t& i, int& expected_index);
  // The first line the replay may still read again from line index `i` on: the line itself,
  // or the checkpoint of a batch of deferred checks.
  std::size_t keep_from(std::size_t i) const;

 private:
  // Whether the log's lines may take the fast path at all (the header's chance and events, the
  // options that watch every step).
  bool applies() const;
  Took take(std::size_t i, int& expected_index, std::string_view text);
  // try_action: `no` leaves the state untouched; `mismatch` (only while hash checks are
  // deferred) changed it: go back to the checkpoint.
  enum class Canon { no, ok, mismatch };
  Canon try_action(std::size_t i, int index, std::string_view text);
  bool written_as_bm(std::string_view text, std::size_t action_end, int index, Phase phase, int round, int player,
                     std::uint64_t& logged);
  void check_hash_later(std::uint64_t logged);
  int match_action(std::string_view want);
  bool result(std::string_view text);
  void take_checkpoint(std::size_t i, int index);

  Session& ctx_;
  std::string canonical_;    // a foreign line as bm writes it
  CanonicalJson* simd_;      // this thread's simdjson reader, or none (ReplayOptions::simdjson)
  bool fast_ = false;        // applies() for the line at hand
  bool simd_tried_ = false;  // simdjson wrote the line at hand
  std::vector<Action> legal_;
  GameState next_;  // the state after the line while hash checks are not deferred
  // Deferred hash checks: each accepted line's state hash words and the logged hash, checked
  // kBatch lines at a time (hash_words_many overlaps their chains). A mismatch goes back to
  // the checkpoint (the state before the batch's first line) and replays the batch line by
  // line, so the failing line is reported exactly as without deferral. --show-state's round
  // callbacks see each state as it is reached: no deferral there.
  static constexpr std::size_t kBatch = 16;
  // Hash v2 is fast enough alone: its value is computed at once (`direct`), no words are kept.
  struct Pending {
    std::size_t begin, end;  // in words_
    std::uint64_t logged;
    bool direct = false;
    std::uint64_t computed = 0;
  };
  bool defer_ = false;
  std::vector<std::uint64_t> words_;
  std::vector<Pending> pending_;
  std::vector<std::span<const std::uint64_t>> runs_;
  std::vector<std::uint64_t> computed_;
  struct Checkpoint {
    GameState state;
    std::size_t line = 0;
    int index = 0, actions = 0, fast_lines = 0, hashes = 0, events = 0;
    bool stopped_early = false;
    EventSink line_events;  // the events of the line before the batch (the shifted-events note)
    int cur_line = 0;
  } checkpoint_;
};

}  // namespace bm::replayer
