#pragma once
// Error kinds and the documented exit codes (docs/cli.md): InputError and IllegalAction -> 2
// (bad usage, unreadable or invalid input); OutputError -> 4 (an output could not be written);
// any other exception -> 3 (internal error).
// Verification failures (exit 1) are verdicts, not exceptions (replay/include/bm/replay/replay.hpp).
#include <stdexcept>
#include <string>

namespace bm {

// Invalid input: a file, a field, an option value. `where` names the file/line/JSON path.
class InputError : public std::runtime_error {
 public:
  explicit InputError(const std::string& msg) : std::runtime_error(msg) {}
};

// An action that is not legal in the current state. The message names the rule, the action,
// the round and phase, and lists the legal actions (non-negotiable 3).
class IllegalAction : public std::runtime_error {
 public:
  explicit IllegalAction(const std::string& msg) : std::runtime_error(msg) {}
};

// An output that could not be written, flushed or put in place: "writing F: <strerror>"
// (core/file_write.hpp). Not an InputError: the input was fine, the disk or the target was not.
class OutputError : public std::runtime_error {
 public:
  explicit OutputError(const std::string& msg) : std::runtime_error(msg) {}
};

}  // namespace bm
