#pragma once
// Smaller logs from a log: `bm log cut` (a log that starts from the state before
// action N, as a snapshot start, its actions renumbered) and `bm replay --minimize` (the smallest
// log that still fails the same way: the prefix cut into a snapshot start at the latest point
// that keeps the failure, then actions removed while it stays, delta-debugging style). Both
// replay what they make before returning it, and both are pure functions of their input: the
// same log gives the same bytes. The header of a log made here records where it came from and
// what was removed (`reduced`, docs/log-format.md#reduced).
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/replay/replay.hpp"

namespace bm {

// How a replay fails, for "fails the same way": the kind of failure (ReplayVerdict::what), the
// rule IDs involved, the event type of an event divergence and the invariant of an invariant
// failure. Where it fails (line, action index) is compared by the caller.
struct LogFailure {
  ReplayWhat what = ReplayWhat::none;
  std::vector<std::string> rules;  // sorted
  std::string event;               // "e" of the divergent event (the log's, else the engine's)
  std::string invariant;           // INV-... of an invariant failure
  static LogFailure of(const ReplayVerdict& v);
  nlohmann::json to_json() const;
  bool operator==(const LogFailure&) const = default;
};

struct ReducedLog {
  std::string text;        // the new log, JSON Lines
  ReplayVerdict verdict;   // its replay (ok for a cut of a verified range; the same failure for --minimize)
  ReplayVerdict original;  // the input's replay
  int actions_before = 0;  // action lines in the input
  int actions_after = 0;   // action lines in the new log
  int attempts = 0;        // candidate logs replayed (minimize)
  nlohmann::json reduced;  // the header's `reduced` object
};

// bm log cut: the actions `from`..`to` (no `to`: to the end, result line included) of the log,
// starting from a snapshot of the state before action `from`, renumbered from 0. The input must
// replay through action from - 1; the cut must replay as the input does over that range (verified,
// or the same failure at the same action). `name` is the input's name as given (its last path
// component goes into the header). Throws InputError (invalid log or range: a negative `from` or
// `to` too) or ReplayFailure.
ReducedLog cut_log(const std::string& text, const std::string& name, int from, std::optional<int> to,
                   const ReplayOptions& opt);

// bm replay --minimize: the smallest log found that still fails as the input does (LogFailure,
// at the same action). At most `max_attempts` candidates are replayed. Throws InputError for an
// invalid log and ReplayFailure for a log that does not fail.
ReducedLog minimize_log(const std::string& text, const std::string& name, const ReplayOptions& opt,
                        int max_attempts = 2000);

// A log that cannot be cut or minimized as asked because of how it replays (not because it is
// unreadable): the verdict says how it replays (exit 1 for a divergence before the cut, 2 when
// there is nothing to minimize).
struct ReplayFailure : std::runtime_error {
  ReplayVerdict verdict;
  bool nothing_to_minimize = false;
  ReplayFailure(const std::string& msg, ReplayVerdict v, bool nothing = false)
      : std::runtime_error(msg), verdict(std::move(v)), nothing_to_minimize(nothing) {}
};

}  // namespace bm
