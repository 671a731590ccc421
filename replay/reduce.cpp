// bm log cut and bm replay --minimize: smaller logs that replay as the input does.
#include "bm/replay/reduce.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/state/snapshot.hpp"

namespace bm {

using nlohmann::json;

LogFailure LogFailure::of(const ReplayVerdict& v) {
  LogFailure f;
  f.what = v.what;
  f.rules = v.rules;
  std::sort(f.rules.begin(), f.rules.end());
  f.rules.erase(std::unique(f.rules.begin(), f.rules.end()), f.rules.end());
  for (const json* side : {&v.expected, &v.actual})
    if (f.event.empty() && side->is_object() && side->contains("e") && (*side)["e"].is_string())
      f.event = (*side)["e"].get<std::string>();
  if (v.what == ReplayWhat::invariant && v.actual.is_string()) {
    const std::string a = v.actual.get<std::string>();
    f.invariant = a.substr(0, a.find(' '));
  }
  return f;
}

json LogFailure::to_json() const {
  json j{{"what", replay_what_name(what)}, {"rules", rules}};
  if (!event.empty()) j["event"] = event;
  if (!invariant.empty()) j["invariant"] = invariant;
  return j;
}

namespace {

// The lines of a log that has been replayed once (so it is known to be readable): the header,
// the setup or snapshot line, the action lines by index and the result line.
struct LogLines {
  json header;
  json start;                 // the setup or snapshot line (null: none)
  std::vector<json> actions;  // actions[i] has "i" == i
  std::vector<int> line_of;   // 1-based line of actions[i]
  json result;                // null: no result line
  int result_line = 0;
};

LogLines split_lines(const std::string& text, const std::string& name) {
  LogLines out;
  std::size_t pos = 0;
  int ln = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string_view line(text.data() + pos, end - pos);
    pos = end + 1;
    ++ln;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    json j = parse_json_text(line, name + ":" + std::to_string(ln));
    const std::string type = j.is_object() ? j.value("type", std::string()) : std::string();
    if (type == "header") out.header = std::move(j);
    else if (type == "setup" || type == "snapshot") out.start = std::move(j);
    else if (type == "action") {
      // Past a misnumbered action the replay has stopped (the log fails there): the rest is not read.
      if (!j.contains("i") || j["i"] != out.actions.size()) break;
      out.actions.push_back(std::move(j));
      out.line_of.push_back(ln);
    } else if (type == "result") {
      out.result = std::move(j);
      out.result_line = ln;
    }
  }
  if (out.header.is_null()) throw InputError(name + ": no header line");
  return out;
}

// The name a reduced log records: the input's last path component ("-": standard input).
std::string source_name(const std::string& name) {
  if (name == "-") return "(standard input)";
  const std::size_t slash = name.find_last_of("/\\");
  return slash == std::string::npos ? name : name.substr(slash + 1);
}

std::string text_hash(const std::string& text) {
  Hasher h;
  h.add_str(text);
  return hex64(h.value());
}

// Replays the log once and keeps the states before the actions in `before` (the state before
// action c is the one after action c - 1, or after the setup) and a copy of the log's engine,
// to write them as snapshot lines.
struct Capture {
  std::map<int, GameState> before;
  std::optional<Engine> engine;
};

ReplayVerdict replay_capturing(const std::string& text, const std::string& name, const ReplayOptions& opt,
                               const std::set<int>& before, Capture& cap, int until = -1) {
  ReplayOptions ro = opt;
  ro.until = until;
  ro.on_round_end = nullptr;
  ro.on_step = [&](const ReplayStep& st) {
    if (st.state && before.count(st.index + 1)) cap.before.insert_or_assign(st.index + 1, *st.state);
  };
  ro.on_stop = [&](const Engine& e, const GameState&) { cap.engine.emplace(e); };
  return replay_log_text(text, name, ro);
}

json snapshot_line(const Engine& e, const GameState& s) {
  return json{{"hash", hex64(e.hash(s))}, {"state", state_to_json(e, s)}, {"type", "snapshot"}};
}

// A plain replay: no hooks, the whole log.
ReplayOptions plain(const ReplayOptions& opt) {
  ReplayOptions ro = opt;
  ro.until = -1;
  ro.on_round_end = nullptr;
  ro.on_stop = nullptr;
  ro.on_step = nullptr;
  return ro;
}

// The header of a reduced log: `reduced` says where it came from; a `violation` names the action
// it breaks at by its new index (`violation_at`, -1: the violation is not in the new log).
json reduced_header(const json& header, const json& reduced, int violation_at, const json& add_violation) {
  json h = header;
  if (!reduced.empty()) h["reduced"] = reduced;
  if (!add_violation.is_null()) h["violation"] = add_violation;
  if (h.contains("violation")) {
    if (violation_at < 0) {
      h.erase("violation");
    } else {
      h["violation"]["action"] = violation_at;
      // A violation needs log version 1.3 (docs/log-format.md#violation).
      const std::string ver = h.value("version", std::string("1.2"));
      if (ver == "1.0" || ver == "1.1" || ver == "1.2") h["version"] = "1.3";
    }
  }
  return h;
}

// Header, start, the kept actions (renumbered from 0) and the result line when `with_result`.
std::string log_text(const json& header, const json& start, const LogLines& L, const std::vector<int>& kept,
                     bool with_result) {
  std::string out = header.dump() + "\n";
  if (!start.is_null()) out += start.dump() + "\n";
  int i = 0;
  for (int orig : kept) {
    json a = L.actions[static_cast<std::size_t>(orig)];
    a["i"] = i++;
    out += a.dump() + "\n";
  }
  if (with_result && !L.result.is_null()) out += L.result.dump() + "\n";
  return out;
}

// The map from the new log's actions to the input's (docs/log-format.md#reduced): action k of the
// new log is the input's action `original_actions[k]`, on the input's line `original_lines[k]`,
// so a bug report, the viewer and --report name a moment by the numbers of the log the person has.
void add_original_map(json& reduced, const LogLines& L, const std::vector<int>& kept) {
  json actions = json::array(), lines = json::array();
  for (int orig : kept) {
    actions.push_back(orig);
    lines.push_back(L.line_of[static_cast<std::size_t>(orig)]);
  }
  reduced["original_actions"] = std::move(actions);
  reduced["original_lines"] = std::move(lines);
}

bool same_failure(const ReplayVerdict& v, const LogFailure& f, int line) {
  return !v.ok && !v.input_error && v.line == line && LogFailure::of(v) == f;
}

// The original action index of a 1-based line (-1: not an action line).
int action_at_line(const LogLines& L, int line) {
  const auto it = std::lower_bound(L.line_of.begin(), L.line_of.end(), line);
  return it != L.line_of.end() && *it == line ? static_cast<int>(it - L.line_of.begin()) : -1;
}

}  // namespace

ReducedLog cut_log(const std::string& text, const std::string& name, int from, std::optional<int> to,
                   const ReplayOptions& opt) {
  const std::string where = "bm log cut: " + name;
  ReducedLog out;
  Capture cap;
  // A negative --to is refused below, with the log's range, as a negative --from is.
  out.original = replay_capturing(text, name, plain(opt), {from}, cap, to && *to >= 0 ? *to : -1);
  if (out.original.input_error) throw InputError(out.original.message);
  const LogLines L = split_lines(text, name);
  const int n = static_cast<int>(L.actions.size());
  out.actions_before = n;
  const std::string range = ": the log has actions 0.." + std::to_string(n - 1);
  if (from < 0 || from >= n) throw InputError(where + ": --from " + std::to_string(from) + range);
  if (to && (*to < 0 || *to >= n)) throw InputError(where + ": --to " + std::to_string(*to) + range);
  if (to && *to < from)
    throw InputError(where + ": --to " + std::to_string(*to) + " is before --from " + std::to_string(from));
  const int last = to.value_or(n - 1);
  const bool to_end = last == n - 1;
  const ReplayVerdict& vo = out.original;
  // The state before action `from` must be the engine's: the log agrees with it up to there.
  const int first_line = L.line_of[static_cast<std::size_t>(from)];
  if (!vo.ok && vo.line < first_line)
    throw ReplayFailure(where + ": the log fails at line " + std::to_string(vo.line) +
                            (vo.action_index >= 0 ? " (action " + std::to_string(vo.action_index) + ")" : "") +
                            ", before action " + std::to_string(from) + ": the state before action " +
                            std::to_string(from) + " is not the log's (replay it: `bm replay " + name + "`)",
                        vo);
  if (!cap.engine || !cap.before.count(from))
    throw std::logic_error(where + ": the replay did not reach action " + std::to_string(from));
  std::vector<int> kept;
  for (int i = from; i <= last; ++i) kept.push_back(i);
  out.reduced = json{
      {"by", "bm log cut"}, {"log", source_name(name)}, {"log_hash", text_hash(text)}, {"actions", n}, {"from", from},
      {"to", last},         {"removed", json::array()}};
  add_original_map(out.reduced, L, kept);
  int violation_at = -1;
  if (L.header.contains("violation") && L.header["violation"].is_object()) {
    const int a = L.header["violation"].value("action", -2);
    if (a >= from && a <= last) violation_at = a - from;
  }
  const json header = reduced_header(L.header, out.reduced, violation_at, nullptr);
  out.text = log_text(header, snapshot_line(*cap.engine, cap.before.at(from)), L, kept, to_end);
  out.actions_after = static_cast<int>(kept.size());
  out.verdict = replay_log_text(out.text, name, plain(opt));
  // The cut replays as the input does over its range: verified, or the same failure on the same line.
  bool as_input;
  if (vo.ok || (!to_end && vo.line > L.line_of[static_cast<std::size_t>(last)])) {
    as_input = out.verdict.ok;
  } else {
    const int a = action_at_line(L, vo.line);
    const int line = a >= 0 ? 3 + (a - from) : 3 + static_cast<int>(kept.size());
    as_input = same_failure(out.verdict, LogFailure::of(vo), line);
  }
  if (!as_input)
    throw std::logic_error(where + ": the cut log does not replay as the input does: " +
                           (out.verdict.ok ? std::string("it verifies") : out.verdict.message));
  return out;
}

namespace {

// bm replay --minimize, step by step: the input's failure and where it is, the latest snapshot
// start that keeps it (find_cut), then delta debugging over the actions left before it (ddmin).
class Minimizer {
 public:
  Minimizer(const std::string& text, const std::string& name, const ReplayOptions& opt, int max_attempts)
      : text_(text), name_(name), ro_(plain(opt)), max_attempts_(max_attempts) {}
  ReducedLog run();

 private:
  void locate(const ReplayVerdict& vo);
  std::vector<int> with_tail(std::vector<int> kept) const {
    if (k_action_ >= 0) kept.push_back(k_action_);
    return kept;
  }
  // The failure's line in a candidate with these prefix actions (after the header and the start).
  int failure_line(const std::vector<int>& prefix) const {
    return at_start_ ? vo_line_ : 3 + static_cast<int>(prefix.size());
  }
  std::string candidate(int c, const std::vector<int>& prefix, const json& reduced) const;
  bool reproduces(int c, const std::vector<int>& prefix);
  bool state_before(int c);
  int find_cut();
  std::vector<int> ddmin(int cut, std::vector<int>& removed);

  const std::string& text_;
  const std::string& name_;
  const ReplayOptions ro_;
  const int max_attempts_;
  LogLines L_;
  LogFailure sig_;
  int n_ = 0, vo_line_ = 0, k_action_ = -1, fail_at_ = 0;
  bool at_result_ = false, at_start_ = false;
  json add_violation_ = nullptr;
  int violation_orig_ = -2;
  int attempts_ = 0;
  Capture cap_;
};

std::vector<int> index_range(int a, int b) {
  std::vector<int> r;
  for (int i = a; i < b; ++i) r.push_back(i);
  return r;
}

// Where it fails: an action line K (the prefix is 0..K-1 and line K is kept), or the result
// line (every action is prefix), or the header, setup or snapshot (nothing to cut). The invariant
// a reduced log breaks is named in its header, so plain `bm replay` checks it.
void Minimizer::locate(const ReplayVerdict& vo) {
  sig_ = LogFailure::of(vo);
  L_ = split_lines(text_, name_);
  n_ = static_cast<int>(L_.actions.size());
  vo_line_ = vo.line;
  k_action_ = action_at_line(L_, vo.line);
  at_result_ = k_action_ < 0 && vo.line == L_.result_line && L_.result_line > 0;
  at_start_ = k_action_ < 0 && !at_result_;
  fail_at_ = k_action_ >= 0 ? k_action_ : at_result_ ? n_ : 0;
  if (sig_.what == ReplayWhat::invariant && !sig_.invariant.empty() && !L_.header.contains("violation")) {
    const std::string a = vo.actual.get<std::string>();
    add_violation_ = json{{"invariant", sig_.invariant},
                          {"action", fail_at_},
                          {"rules", rule_ids_in(a)},
                          {"message", a.size() > sig_.invariant.size() ? a.substr(sig_.invariant.size() + 1) : a},
                          {"round", vo.round},
                          {"phase", vo.phase}};
    violation_orig_ = fail_at_;
  } else if (L_.header.contains("violation") && L_.header["violation"].is_object()) {
    violation_orig_ = L_.header["violation"].value("action", -2);
  }
}

std::string Minimizer::candidate(int c, const std::vector<int>& prefix, const json& reduced) const {
  const std::vector<int> kept = with_tail(prefix);
  int violation_at = -1;
  for (std::size_t i = 0; i < kept.size(); ++i)
    if (kept[i] == violation_orig_) violation_at = static_cast<int>(i);
  const json start = c == 0 ? L_.start : snapshot_line(*cap_.engine, cap_.before.at(c));
  return log_text(reduced_header(L_.header, reduced, violation_at, add_violation_), start, L_, kept, at_result_);
}

bool Minimizer::reproduces(int c, const std::vector<int>& prefix) {
  if (attempts_ >= max_attempts_) return false;
  ++attempts_;
  const ReplayVerdict v = replay_log_text(candidate(c, prefix, json::object()), name_, ro_);
  return same_failure(v, sig_, failure_line(prefix));
}

// The state before action c, replayed up to where it is needed when not already kept.
bool Minimizer::state_before(int c) {
  if (!cap_.before.count(c)) replay_capturing(text_, name_, ro_, {c}, cap_, c - 1);
  return cap_.engine && cap_.before.count(c) > 0;
}

// 1. The latest snapshot start that keeps the failure: the states before fail_at, fail_at - 1,
// fail_at - 2, fail_at - 4, ... (the setup, 0, always does: that is the input itself), then a
// bisection between the last start that lost the failure and the first that kept it.
int Minimizer::find_cut() {
  if (fail_at_ <= 0) return 0;
  std::vector<int> gallop;
  for (int d = 0; fail_at_ - d > 0; d = d == 0 ? 1 : 2 * d) gallop.push_back(fail_at_ - d);
  replay_capturing(text_, name_, ro_, std::set<int>(gallop.begin(), gallop.end()), cap_);
  int cut = 0, bad = -1;
  for (int c : gallop) {
    if (!cap_.engine || !cap_.before.count(c)) break;
    if (reproduces(c, index_range(c, fail_at_))) {
      cut = c;
      break;
    }
    bad = c;
  }
  int lo = cut, hi = bad;  // lo keeps the failure, hi does not
  while (hi - lo > 1) {
    const int m = lo + (hi - lo) / 2;
    if (state_before(m) && reproduces(m, index_range(m, fail_at_))) lo = m;
    else hi = m;
  }
  return lo;
}

// 2. Delta debugging (ddmin, complements only) over the prefix actions left: remove a chunk while
// the failure stays; halve the chunks when none can go. Returns the prefix kept.
std::vector<int> Minimizer::ddmin(int cut, std::vector<int>& removed) {
  std::vector<int> prefix = index_range(cut, fail_at_);
  if (!prefix.empty() && reproduces(cut, {})) {  // all of them (so one never goes alone below)
    removed = prefix;
    return {};
  }
  std::size_t parts = 2;
  while (prefix.size() >= 2 && attempts_ < max_attempts_) {
    parts = std::min(parts, prefix.size());
    bool reduced = false;
    for (std::size_t p = 0; p < parts && !reduced; ++p) {
      const auto lo = static_cast<std::ptrdiff_t>(prefix.size() * p / parts);
      const auto hi = static_cast<std::ptrdiff_t>(prefix.size() * (p + 1) / parts);
      std::vector<int> rest(prefix.begin(), prefix.begin() + lo);
      rest.insert(rest.end(), prefix.begin() + hi, prefix.end());
      if (reproduces(cut, rest)) {
        removed.insert(removed.end(), prefix.begin() + lo, prefix.begin() + hi);
        prefix = std::move(rest);
        parts = std::max<std::size_t>(parts - 1, 2);
        reduced = true;
      }
    }
    if (!reduced) {
      if (parts >= prefix.size()) break;
      parts = std::min(parts * 2, prefix.size());
    }
  }
  std::sort(removed.begin(), removed.end());
  return prefix;
}

ReducedLog Minimizer::run() {
  const std::string where = "bm replay --minimize: " + name_;
  ReducedLog out;
  out.original = replay_log_text(text_, name_, ro_);
  const ReplayVerdict& vo = out.original;
  if (vo.input_error) throw InputError(vo.message);
  if (vo.ok) throw ReplayFailure(where + ": the log replays without a failure; there is nothing to minimize", vo, true);
  // A log without its result line (ReplayOptions::require_result) agrees with the engine on every
  // line it has: no shorter log fails "the same way" that says more than its own verdict.
  if (vo.what == ReplayWhat::incomplete)
    throw ReplayFailure(
        where + ": " + vo.message + "; an incomplete log diverges nowhere: there is nothing to minimize", vo, true);
  locate(vo);
  out.actions_before = n_;
  const int cut = find_cut();
  if (cut > 0 && !state_before(cut)) throw std::logic_error(where + ": no state before action " + std::to_string(cut));
  std::vector<int> removed;
  const std::vector<int> prefix = ddmin(cut, removed);
  const std::vector<int> kept = with_tail(prefix);
  out.attempts = attempts_;
  json failure = sig_.to_json();
  failure["line"] = vo.line;
  if (fail_at_ < n_) failure["action"] = fail_at_;
  out.reduced = json{{"by", "bm replay --minimize"},
                     {"log", source_name(name_)},
                     {"log_hash", text_hash(text_)},
                     {"actions", n_},
                     {"from", cut},
                     {"to", kept.empty() ? cut - 1 : kept.back()},
                     {"removed", removed},
                     {"failure", failure},
                     {"attempts", attempts_}};
  add_original_map(out.reduced, L_, kept);
  out.text = candidate(cut, prefix, out.reduced);
  out.actions_after = static_cast<int>(kept.size());
  out.verdict = replay_log_text(out.text, name_, ro_);
  if (!same_failure(out.verdict, sig_, failure_line(prefix)))
    throw std::logic_error(where + ": the minimized log does not fail as the input does: " +
                           (out.verdict.ok ? std::string("it verifies") : out.verdict.message));
  return out;
}

}  // namespace

ReducedLog minimize_log(const std::string& text, const std::string& name, const ReplayOptions& opt, int max_attempts) {
  return Minimizer(text, name, opt, max_attempts).run();
}

}  // namespace bm
