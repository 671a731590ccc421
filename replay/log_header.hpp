#pragma once
// A log's header line (docs/log-format.md#header), read and checked into one value: the rules,
// card set, board, seed, players, chance and events a log is replayed with. The replayer's
// own part (replay.cpp); not a public interface.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "bm/replay/replay.hpp"
#include "bm/state/state_hash.hpp"

namespace bm::replay_header {

struct LogHeader {
  Ruleset rules;
  const CardSet* cards = nullptr;       // --cards, else the built-in set the header names
  const BoardDef* board = nullptr;      // --board, else the built-in Super board (super, solo) or no_board()
  const BoardDef* log_board = nullptr;  // the board actions name squares on (Super families only)
  std::uint64_t seed = 0;
  int players = 0;
  bool declared = false;  // "chance": "declared"
  bool partial = false;   // "events": "partial"
  int log_minor = -1;     // the MINOR of the header's "MAJOR.MINOR"
  StateHashKind state_hash = StateHashKind::legacy;
  nlohmann::json violation;  // the header's `violation` (a checker finding, log 1.3), if any
};

// Reads and checks line 1 of the log `name` (already parsed as JSON), with the options that
// decide the reading (--cards, --board, --set). Throws InputError saying what is wrong with
// which field (the replay's invalid-log verdict at line 1). `violation` is set as soon as the
// header's violation is read, so a refusal of a later field still reports it.
LogHeader read_log_header(const nlohmann::json& header, const std::string& name, const ReplayOptions& opt,
                          nlohmann::json& violation);

// The header cache: `bm validate` over thousands of logs of one ruleset and card set reads,
// checks and hashes that ruleset once per thread. The key is the header's meaning: the line as
// bm writes it (nlohmann's dump of its parse: keys sorted, no spaces, so another writer's key
// order and spacing give the same key) with the seed's digits cut out (headers of one ruleset
// differ only there), and what else decides the reading (--cards and --board by their hashes,
// --set); the value is the LogHeader read_log_header made of a header that passed every check.
// Only headers without per-log parts (violation, scenario) are kept, at most 64 of them a
// thread (a full cache is emptied before the next one is kept). Each thread has its own cache (bm validate --jobs: no
// lock per log). The result of a replay never depends on the cache: a hit is exactly the LogHeader the full read would
// make, since equal canonical forms are equal parses.
//
// A hit for line 1 (`text`, read with `opt`), as it is or, for another writer's line, as
// simdjson On-Demand writes it in bm's form (canonical_json.hpp, when it is sure to): the cached
// LogHeader with this log's seed and this call's card set and board. Otherwise nullopt, and
// `key` is what to keep the header under once it is read (empty: not known from the text; the
// caller then asks cached_parsed_header with its parse).
std::optional<LogHeader> cached_log_header(std::string_view text, const ReplayOptions& opt, std::string& key);
// The same for line 1 (`text`) parsed (`header`, by parse_json_text): its key is its dump's.
std::optional<LogHeader> cached_parsed_header(std::string_view text, const nlohmann::json& header,
                                              const ReplayOptions& opt, std::string& key);
// Keeps `h`, read with `opt` from a line whose key (cached_log_header) is `key`.
void cache_log_header(const std::string& key, const LogHeader& h, const ReplayOptions& opt);
// The engine a log with header `h` is replayed with: its card set, rules and board, and its
// state hash version.
std::shared_ptr<const Engine> engine_for(const LogHeader& h);
// The engine for the header kept under `key` (h is that header, as cached_log_header gave it or
// as it was read and kept): made the first time it is asked, then the same engine for every later
// log with that header in this thread (engine_for). Null where the header is not kept, or where its card set or
// board is the caller's (--cards, --board): the caller makes its own engine then.
std::shared_ptr<const Engine> cached_engine(const std::string& key, const LogHeader& h, const ReplayOptions& opt);
// How many headers this thread took from its cache (tests).
long long header_cache_hits();

// 16 lower-case hex digits (a hash as logs write it).
bool is_hex64(const nlohmann::json& v);

}  // namespace bm::replay_header
