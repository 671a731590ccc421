// The header line of a log, read and checked into one LogHeader (log_header.hpp).
#include "log_header.hpp"

#include <algorithm>
#include <map>
#include <memory>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/rules/constants.hpp"
#include "canonical_json.hpp"

namespace bm::replay_header {

using nlohmann::json;

bool is_hex64(const json& v) {
  if (!v.is_string()) return false;
  const std::string& h = v.get_ref<const std::string&>();
  return h.size() == 16 && h.find_first_not_of("0123456789abcdef") == std::string::npos;
}

namespace {

// The board a log is replayed on: --board, else the built-in Super board for the families that
// play on one, and no board for the others, whose engines never read it (only the super and solo
// families do): reading the built-in board was a twelfth of a process replaying one classic log.
// Actions name its squares in the Super families only (S-BOARD-*).
void use_board(LogHeader& h, const ReplayOptions& opt) {
  h.board = opt.board ? opt.board : h.rules.super_like() ? &builtin_super_board() : &no_board();
  h.log_board = h.rules.super_like() ? h.board : nullptr;
}

// The caller's own board: --board naming another board than the built-in one. The command line
// and the WebAssembly referee pass the built-in board when none is named; that is the default,
// and keeps the header cache's engines as a null board does.
const BoardDef* own_board(const ReplayOptions& opt) {
  return opt.board && opt.board != &builtin_super_board() ? opt.board : nullptr;
}

// Reads one header into h_; every refusal is an InputError (the log is invalid at line 1).
class HeaderReader {
 public:
  HeaderReader(const std::string& name, const ReplayOptions& opt, json& violation)
      : name_(name), opt_(opt), violation_(violation) {}
  LogHeader read(const json& header) {
    read_header(header);
    return std::move(h_);
  }

 private:
  [[noreturn]] static void refuse(const std::string& msg) { throw InputError(msg); }
  std::string at(int ln) const { return name_ + ":" + std::to_string(ln); }
  // An object of the header has its `required` fields and no others outside `optional`, in
  // the one wording of core/json_read (check_json_object); line 1, as every header refusal.
  static void check_object(const json& j, const std::string& where, int /*line 1*/, const std::string& path,
                           FieldNames required, FieldNames optional) {
    const std::string problem = json_object_problem(j, where, path, required, optional, "");
    if (!problem.empty()) refuse(problem);
  }
  void read_header(const json& header);
  void apply_settings(const json& ruleset);
  std::string read_version(const json& header);
  void read_card_set(const json& header);
  void read_board(const json& header);
  void read_violation(const json& v, const std::string& ver);
  void read_reduced(const json& r) const;
  void read_scenario(const json& sc) const;

  const std::string& name_;
  const ReplayOptions& opt_;
  json& violation_;  // the caller's copy of h_.violation, set when it is read
  LogHeader h_;
};

// ReplayOptions::set (--set): options the header's ruleset does not write take the given value;
// one it writes must already have it (a recorded game keeps its rules).
void HeaderReader::apply_settings(const json& ruleset) {
  const json options =
      ruleset.contains("options") && ruleset["options"].is_object() ? ruleset["options"] : json::object();
  std::vector<OptionSetting> apply;
  for (const auto& s : opt_.set) {
    if (!options.contains(s.key)) {
      apply.push_back(s);
    } else if (options[s.key] != parse_json_text(s.value_json, "--set " + s.key)) {
      throw InputError("--set " + s.key + "=" + s.value_json + ": the log's ruleset pins " + s.key + " to " +
                       options[s.key].dump() +
                       "; a recorded game is replayed under the rules it was played with (to play its seed under "
                       "another reading: bm play --set, bm compare)");
    }
  }
  const std::string name = h_.rules.name;
  h_.rules = apply_option_settings(h_.rules, apply);
  h_.rules.name = name;
}

// The header line (docs/log-format.md#header): version, ruleset, card set, seed, players,
// board, chance and events; then the engine the log is replayed with.
void HeaderReader::read_header(const json& header) {
  const std::string h = at(1);
  const std::string ver = read_version(header);
  check_object(header, h, 1, "", {"type", "format", "version", "ruleset", "cards", "players"},
               {"engine", "ruleset_hash", "seed", "chance", "board", "events", "scenario", "violation", "state_hash",
                "reduced"});
  // 1.5: which state hash the log's hashes are (docs/state-hash.md); none: the legacy chain.
  h_.state_hash = StateHashKind::legacy;
  if (header.contains("state_hash")) {
    if (header["state_hash"] != kStateHashV2Name)
      refuse(h + ": field 'state_hash': " + header["state_hash"].dump().substr(0, 40) + " is not \"" +
             kStateHashV2Name + "\" (omit the field for the legacy hash chain)");
    if (h_.log_minor < kLogMinorHashV2)
      refuse(h + ": field 'state_hash': needs log version 1." + std::to_string(kLogMinorHashV2) +
             " or later (the header says " + ver.substr(0, 40) + ")");
    h_.state_hash = StateHashKind::xxh3_v2;
  }
  if (header.contains("violation")) read_violation(header["violation"], ver);
  if (header.contains("scenario")) read_scenario(header["scenario"]);
  if (header.contains("reduced")) read_reduced(header["reduced"]);
  if (header.contains("engine") && !header["engine"].is_string()) refuse(h + ": field 'engine': must be a string");
  try {
    if (!header.contains("ruleset")) refuse(h + ": field 'ruleset': missing");
    h_.rules = load_ruleset(header["ruleset"], h + ": ruleset");
    if (!opt_.set.empty()) apply_settings(header["ruleset"]);
  } catch (const InputError& e) { refuse(e.what()); }
  if (const LogMinorRange range = log_minor_range(h_.rules.family, h_.state_hash == StateHashKind::xxh3_v2);
      h_.log_minor < range.min || h_.log_minor > range.max)
    refuse(h + ": field 'version': family \"" + family_name(h_.rules.family) + "\" logs are version " +
           log_version_range_text(range) + " (the header says " + ver.substr(0, 40) + ")");
  if (header.contains("ruleset_hash") && !is_hex64(header["ruleset_hash"]))
    refuse(h + ": field 'ruleset_hash': must be 16 lower-case hex digits");
  if (header.contains("ruleset_hash") && header["ruleset_hash"] != hex64(h_.rules.hash()))
    refuse(h + ": field 'ruleset_hash': " + header["ruleset_hash"].dump().substr(0, 40) +
           " is not the hash of the ruleset in the header (" + hex64(h_.rules.hash()) + ")");
  const json chance = header.contains("chance") ? header["chance"] : json("seeded");
  if (chance != "seeded" && chance != "declared")
    refuse(h + ": field 'chance': " + chance.dump().substr(0, 40) + " is not \"seeded\" or \"declared\"");
  h_.declared = chance == "declared";
  const json events = header.contains("events") ? header["events"] : json("complete");
  if (events != "complete" && events != "partial")
    refuse(h + ": field 'events': " + events.dump().substr(0, 40) + " is not \"complete\" or \"partial\"");
  h_.partial = events == "partial";
  read_card_set(header);
  if (header.contains("seed")) {
    if (!header["seed"].is_number_unsigned()) refuse(h + ": field 'seed': must be an integer from 0 to 2^64-1");
    h_.seed = header["seed"].get<std::uint64_t>();
  } else if (!h_.declared) {
    refuse(h +
           ": field 'seed': missing (a \"seeded\" log needs its seed; a log from another front end declares "
           "its chance instead: \"chance\": \"declared\")");
  }
  if (!header.contains("players") || !header["players"].is_number_integer())
    refuse(h + ": field 'players': must be an integer");
  const long long players = header["players"].get<long long>();
  if (players < 1 || players > kMaxPlayers)
    refuse(h + ": field 'players': " + std::to_string(players) + " is not 1.." + std::to_string(kMaxPlayers));
  h_.players = static_cast<int>(players);
  read_board(header);
}

// The card set the log was played with: --cards, else the built-in set the header names; its
// hash must match the header's.
void HeaderReader::read_card_set(const json& header) {
  const std::string h = at(1);
  // No card set given: the built-in set the header names (classic, super-synthetic).
  h_.cards = opt_.cards;
  if (!h_.cards && header.contains("cards") && header["cards"].is_object() && header["cards"].contains("id") &&
      header["cards"]["id"].is_string())
    h_.cards = find_builtin_card_set(header["cards"]["id"].get<std::string>());
  if (!h_.cards) h_.cards = &builtin_classic_cards();
  const json& ch = header["cards"];
  check_object(ch, h, 1, "cards", {"hash"}, {"id"});
  if (!is_hex64(ch["hash"])) refuse(h + ": field 'cards.hash': must be 16 lower-case hex digits");
  if (ch.contains("id") && !ch["id"].is_string()) refuse(h + ": field 'cards.id': must be a string");
  if (ch["hash"] != hex64(h_.cards->hash))
    refuse(h + ": field 'cards.hash': the log was played with card set " +
           ch.value("id", std::string("?")).substr(0, 80) + " (hash " + ch["hash"].dump().substr(0, 40) +
           "), not with '" + h_.cards->id + "' (" + hex64(h_.cards->hash) + "); pass --cards FILE");
}

// The city board of a Super-family log (S-BOARD-*): --board, else the built-in board.
void HeaderReader::read_board(const json& header) {
  const std::string h = at(1);
  use_board(h_, opt_);
  if (h_.rules.super_like()) {
    // S-BOARD-*: Super logs name the city board they were played on.
    if (!header.contains("board"))
      refuse(h + ": field 'board': missing (family " + family_name(h_.rules.family) +
             " is played on a city board: {\"id\", \"hash\"})");
    check_object(header["board"], h, 1, "board", {"hash"}, {"id"});
    if (!is_hex64(header["board"]["hash"])) refuse(h + ": field 'board.hash': must be 16 lower-case hex digits");
    if (header["board"].contains("id") && !header["board"]["id"].is_string())
      refuse(h + ": field 'board.id': must be a string");
    if (header["board"]["hash"] != hex64(h_.board->hash))
      refuse(h + ": field 'board.hash': the log was played on board " +
             header["board"].value("id", std::string("?")).substr(0, 80) + " (hash " +
             header["board"]["hash"].dump().substr(0, 40) + "), not on '" + h_.board->id + "' (" +
             hex64(h_.board->hash) + "); pass --board FILE");
  } else if (header.contains("board")) {
    refuse(h + ": field 'board': the classic family has no city board");
  }
}

// The format and "MAJOR.MINOR" version; sets h_.log_minor and returns the version string.
std::string HeaderReader::read_version(const json& header) {
  const std::string h = at(1);
  if (header["type"] != "header")
    refuse(h + ": missing header: line 1 is a " + header["type"].get<std::string>().substr(0, 40) +
           " line; a log starts with its \"type\": \"header\" line");
  if (!header.contains("format") || header["format"] != kLogFormat) refuse(h + ": field 'format': must be \"bm-log\"");
  if (!header.contains("version") || !header["version"].is_string())
    refuse(h + ": field 'version': must be a string \"MAJOR.MINOR\"");
  const std::string ver = header["version"];
  const std::string major = ver.substr(0, ver.find('.'));
  if (major != std::to_string(kLogMajor))
    refuse(h + ": field 'version': unsupported log version \"" + ver.substr(0, 40) +
           "\" (this bm reads 1.x; a new major version changes the format)");
  const std::string minor = ver.find('.') == std::string::npos ? "" : ver.substr(ver.find('.') + 1);
  if (minor.empty() || minor.size() > 6 || minor.find_first_not_of("0123456789") != std::string::npos)
    refuse(h + ": field 'version': \"" + ver.substr(0, 40) + "\" is not \"MAJOR.MINOR\" (e.g. \"1." +
           std::to_string(kLogMinor) + "\")");
  // A minor this bm does not know is refused (not read as if it were one it knows);
  // "1.04" is not a version either.
  const auto unknown = [&] {
    refuse(h + ": field 'version': this bm knows log versions " + log_version_range_text(LogMinorRange{0, kLogMinor}) +
           " (the header says " + ver.substr(0, 40) + "; a newer bm may know it)");
  };
  if (minor.size() > 1 && minor[0] == '0') unknown();
  h_.log_minor = std::stoi(minor);
  if (h_.log_minor > kLogMinor) unknown();
  return ver;
}

// A checker finding (bm check, log 1.3): the invariant, its rules and where it broke.
void HeaderReader::read_violation(const json& v, const std::string& ver) {
  const std::string h = at(1);
  const std::string at_v = h + ": field 'violation";
  if (h_.log_minor < 3) refuse(at_v + "': needs log version 1.3 or later (the header says " + ver.substr(0, 40) + ")");
  check_object(v, h, 1, "violation", {"invariant", "action"},
               {"rules", "message", "round", "phase", "found", "shrink"});
  if (!v["invariant"].is_string() || v["invariant"].get<std::string>().rfind("INV-", 0) != 0)
    refuse(at_v + ".invariant': must be an invariant ID (INV-..., docs/invariants.md)");
  if (!v["action"].is_number_integer() || v["action"].get<long long>() < -1 || v["action"].get<long long>() > 100000000)
    refuse(at_v + ".action': must be the index of the action where it broke (-1: setup)");
  if (v.contains("message") && !v["message"].is_string()) refuse(at_v + ".message': must be a string");
  if (v.contains("rules") && !v["rules"].is_array()) refuse(at_v + ".rules': must be an array of rule IDs");
  h_.violation = v;
  violation_ = v;
}

// Where a log made by `bm log cut` or `bm replay --minimize` came from
// (docs/log-format.md#reduced): provenance only, it changes nothing in how the log replays.
void HeaderReader::read_reduced(const json& r) const {
  const std::string at_r = at(1) + ": field 'reduced";
  check_object(r, at(1), 1, "reduced", {},
               {"by", "log", "log_hash", "actions", "from", "to", "removed", "failure", "attempts", "original_actions",
                "original_lines"});
  for (const char* k : {"by", "log"})
    if (r.contains(k) && !r[k].is_string()) refuse(at_r + "." + k + "': must be a string");
  if (r.contains("log_hash") && !is_hex64(r["log_hash"])) refuse(at_r + ".log_hash': must be 16 lower-case hex digits");
  for (const char* k : {"actions", "from", "to", "attempts"})
    if (r.contains(k) && !r[k].is_number_integer()) refuse(at_r + "." + k + "': must be an integer");
  if (r.contains("removed") &&
      (!r["removed"].is_array() ||
       std::any_of(r["removed"].begin(), r["removed"].end(), [](const json& x) { return !x.is_number_integer(); })))
    refuse(at_r + ".removed': must be an array of action indices");
  // The map from the new log's actions to the input's action indices and 1-based lines.
  for (const char* k : {"original_actions", "original_lines"})
    if (r.contains(k) && (!r[k].is_array() || std::any_of(r[k].begin(), r[k].end(), [](const json& x) {
          return !x.is_number_integer() || x.get<long long>() < 0;
        })))
      refuse(at_r + "." + k + "': must be an array of the input's " +
             (std::string(k) == "original_lines" ? "line numbers" : "action indices") + ", one per action of this log");
  if (r.contains("failure") && !r["failure"].is_object()) refuse(at_r + ".failure': must be an object");
}

// Scenario corpus metadata (corpus/README.md): the rules a scenario demonstrates.
void HeaderReader::read_scenario(const json& sc) const {
  const std::string h = at(1);
  const std::string at_sc = h + ": field 'scenario";
  check_object(sc, h, 1, "scenario", {"rules", "title", "expect"}, {"fixed_in", "refuses"});
  if (sc.contains("refuses") &&
      (!sc["refuses"].is_object() || !sc["refuses"].contains("action") || !sc["refuses"]["action"].is_object() ||
       !sc["refuses"].contains("rule") || !sc["refuses"]["rule"].is_string() || sc["refuses"].size() != 2))
    refuse(at_sc + ".refuses': must be {action: the refused action, rule: the rule ID the refusal cites}");
  if (sc.contains("fixed_in") &&
      (!sc["fixed_in"].is_string() || sc["fixed_in"].get<std::string>().size() < 7 ||
       sc["fixed_in"].get<std::string>().find_first_not_of("0123456789abcdef") != std::string::npos))
    refuse(at_sc + ".fixed_in': must be a git commit id (7 to 40 lower-case hex digits)");
  if (!sc.contains("rules") || !sc["rules"].is_array() || sc["rules"].empty())
    refuse(at_sc + ".rules': must be a non-empty array of rule IDs");
  for (const auto& id : sc["rules"])
    if (!id.is_string() || rule_ids_in(id.get<std::string>()) != std::vector<std::string>{id.get<std::string>()})
      refuse(at_sc + ".rules': " + id.dump().substr(0, 40) + " is not a rule ID (G-12, S-CITY-2, IP-3, ...)");
  for (const char* k : {"title", "expect"})
    if (!sc.contains(k) || !sc[k].is_string()) refuse(at_sc + "." + k + "': must be a string");
}

}  // namespace

namespace {

constexpr std::size_t kHeaderCacheSize = 64;
// A header kept, and the engine made for it once a log with that header was replayed (made
// only where the header's card set and board are built-in objects, which live as long as the
// program: not with --cards or --board, whose objects are the caller's).
struct Kept {
  LogHeader header;
  std::shared_ptr<const Engine> engine;
};
// One cache per thread: bm validate's workers each keep their own, so a log takes no lock (a
// worker reads each header it meets once).
struct HeaderCache {
  std::map<std::string, Kept> headers;
  std::string form;  // another writer's header line as bm writes it
  long long hits = 0;
};
HeaderCache& header_cache() {
  thread_local HeaderCache cache;
  return cache;
}

// Whether a header line may be kept at all, in any form: not too long, without per-log parts
// (asked of the line as it is, and of its canonical form, where no escape hides a key).
constexpr std::size_t kMaxKeptHeader = 64u << 10;
bool may_keep(std::string_view text) {
  return text.size() <= kMaxKeptHeader && text.find("\"violation\"") == std::string_view::npos &&
         text.find("\"scenario\"") == std::string_view::npos;
}

// The cache key of a header line in bm's form, its canonical form, that may_keep (empty: not
// cacheable); `cut` when the seed's digits were cut out of it, then `seed` is their value.
std::string header_key(std::string_view text, const ReplayOptions& opt, bool& cut, std::uint64_t& seed) {
  static constexpr std::string_view kSeed = "\"seed\":";
  seed = 0;
  cut = false;
  std::string key;
  const std::size_t at = text.find(kSeed);
  if (at == std::string_view::npos) {
    key.assign(text);
  } else {
    if (text.find(kSeed, at + 1) != std::string_view::npos) return "";
    std::size_t k = at + kSeed.size();
    const std::size_t digits = k;
    for (; k < text.size() && text[k] >= '0' && text[k] <= '9'; ++k) {
      const auto d = static_cast<std::uint64_t>(text[k] - '0');
      if (seed > (~std::uint64_t{0} - d) / 10) return "";  // past 2^64-1: the full read refuses it
      seed = seed * 10 + d;
    }
    // A JSON integer: digits, no leading zero, then the end of the value.
    if (k == digits || (text[digits] == '0' && k > digits + 1) || k >= text.size() ||
        (text[k] != ',' && text[k] != '}'))
      return "";
    key.assign(text.substr(0, digits)).append(text.substr(k));
    cut = true;
  }
  key.push_back('\n');
  if (opt.cards) key.append("cards ").append(hex64(opt.cards->hash)).push_back('\n');
  if (const BoardDef* b = own_board(opt)) key.append("board ").append(hex64(b->hash)).push_back('\n');
  for (const auto& st : opt.set) key.append("set ").append(st.key).append("=").append(st.value_json).push_back('\n');
  return key;
}

// The LogHeader kept for the header line whose canonical form is `form`: with this log's seed
// and this call's card set and board. `key` is the form's key.
std::optional<LogHeader> cached_form(std::string_view form, const ReplayOptions& opt, std::string& key) {
  std::uint64_t seed = 0;
  bool cut = false;
  key = header_key(form, opt, cut, seed);
  if (key.empty()) return std::nullopt;
  HeaderCache& cache = header_cache();
  const auto it = cache.headers.find(key);
  if (it == cache.headers.end()) return std::nullopt;
  LogHeader h = it->second.header;
  if (cut) h.seed = seed;  // else the key holds the seed: the cached one is this log's
  // --cards and --board are this call's objects (the key holds their hashes only).
  if (opt.cards) h.cards = opt.cards;
  use_board(h, opt);
  ++cache.hits;
  return h;
}

}  // namespace

std::optional<LogHeader> cached_log_header(std::string_view text, const ReplayOptions& opt, std::string& key) {
  key.clear();
  // bm's own header line is its canonical form (nlohmann's dump). A hit needs no may_keep scan:
  // only a form that passed it is kept, and this line is that form but for the seed's digits,
  // where no key can hide (the length is checked here, as may_keep would).
  if (text.size() > kMaxKeptHeader) return std::nullopt;
  if (auto h = cached_form(text, opt, key)) return h;
  if (!may_keep(text)) {
    key.clear();
    return std::nullopt;
  }
  // Another writer's: written as bm writes it by simdjson On-Demand, when it is sure to write
  // nlohmann's dump of the line; else the caller's parse decides (cached_parsed_header).
  CanonicalJson* reader = CanonicalJson::for_this_thread(opt.simdjson);
  std::string& form = header_cache().form;
  if (!reader || !reader->write(text, form) || !may_keep(form)) {
    key.clear();
    return std::nullopt;
  }
  if (form == text) return std::nullopt;  // bm's form: `key` is already its key
  return cached_form(form, opt, key);
}

std::optional<LogHeader> cached_parsed_header(std::string_view text, const json& header, const ReplayOptions& opt,
                                              std::string& key) {
  key.clear();
  if (!may_keep(text)) return std::nullopt;
  std::string& form = header_cache().form;
  try {
    form = header.dump();
  } catch (const json::exception&) { return std::nullopt; }
  if (!may_keep(form)) return std::nullopt;
  return cached_form(form, opt, key);
}

void cache_log_header(const std::string& key, const LogHeader& h, const ReplayOptions& opt) {
  HeaderCache& cache = header_cache();
  if (key.empty() || !h.violation.is_null()) return;
  // A full cache starts again, so a long run over many rulesets (a test suite, a directory of
  // every preset's logs) keeps the recent ones instead of none.
  if (cache.headers.size() >= kHeaderCacheSize) cache.headers.clear();
  LogHeader kept = h;
  // Not kept: the caller's --cards and --board, which a later hit takes from its own options.
  if (opt.cards) kept.cards = nullptr;
  kept.board = kept.log_board = nullptr;
  cache.headers.emplace(key, Kept{std::move(kept), nullptr});
}

std::shared_ptr<const Engine> engine_for(const LogHeader& h) {
  auto e = std::make_shared<Engine>(*h.cards, h.rules, *h.board);
  e->set_state_hash(h.state_hash);
  return e;
}

std::shared_ptr<const Engine> cached_engine(const std::string& key, const LogHeader& h, const ReplayOptions& opt) {
  if (key.empty() || opt.cards || own_board(opt) || !h.cards || !h.board) return nullptr;
  HeaderCache& cache = header_cache();
  const auto it = cache.headers.find(key);
  if (it == cache.headers.end()) return nullptr;
  Kept& kept = it->second;
  if (!kept.engine) kept.engine = engine_for(h);
  return kept.engine;
}

long long header_cache_hits() { return header_cache().hits; }

LogHeader read_log_header(const json& header, const std::string& name, const ReplayOptions& opt, json& violation) {
  return HeaderReader(name, opt, violation).read(header);
}

}  // namespace bm::replay_header
