// bm replay: re-execute a log and report the first divergence.
#include <iostream>
#include <memory>
#include <sstream>
#include <map>

#include "bm/core/json_read.hpp"
#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/replay/reduce.hpp"
#include "bm/replay/replay.hpp"
#include "bm/state/snapshot.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/terminal.hpp"
#include "tools/bm/replay_setup.hpp"
#include "tools/bm/rules_explain.hpp"
#include "tools/bm/state_text.hpp"
#include "tools/bm/viz_output.hpp"
#include "bm/viz/dot.hpp"
#include "bm/viz/timeline.hpp"

namespace bm::cli {

namespace {

// bm replay --viz FILE: the game as the engine replayed it (the timeline built during the
// replay); on a divergence, the file's own account (A) beside the engine's (B), the divergent
// action's phase highlighted in both.
// Only the rounds `rounds` asks for (docs/visualizer.md): by default the rounds around the
// divergence, not a whole game thousands of pixels wide.
void write_replay_viz(const std::string& text, const std::string& path, const ReplayOptions& ro, const ReplayVerdict& v,
                      viz::Timeline engine, const std::string& out, const std::string& rounds) {
  const std::string format = picture_format("", out);
  const viz::VizFilter filter = picture_rounds(rounds, v.ok ? -1 : v.round);
  std::string dot;
  if (v.ok) {
    dot = viz::timeline_dot(viz::filter_timeline(engine, filter));
  } else {
    viz::Timeline recorded = viz::timeline_from_log(text, path, ro.cards, ro.board);
    // A seat whose boss the log's own lines do not name (a declared-chance setup line records
    // the shuffles, not the deal) shows the boss the engine dealt from that setup (C-4), so the
    // log's side is not left with "?".
    for (std::size_t p = 0; p < recorded.seats.size() && p < engine.seats.size(); ++p)
      if (recorded.seats[p].boss.empty() && !engine.seats[p].boss.empty()) {
        recorded.seats[p] = engine.seats[p];
        recorded.seats[p].boss_label += " (dealt from the log's setup)";
      }
    std::string where = "diverges here";
    if (v.action_index >= 0) where += ": action " + std::to_string(v.action_index);
    where += " (line " + std::to_string(v.line) + "), " + std::string(replay_what_name(v.what));
    // Each side's note gives its own value, so the two read side by side.
    const auto value = [](const nlohmann::json& j) { return j.is_null() ? std::string("(nothing)") : j.dump(); };
    viz::mark_differing_rows(recorded, engine, v.action_index, where + ": the log says " + value(v.expected),
                             where + ": the engine replays " + value(v.actual) + " (" + v.message + ")",
                             v.expected.is_object() ? v.expected.value("e", "") : std::string());
    dot = viz::compare_dot(viz::filter_timeline(recorded, filter), viz::filter_timeline(engine, filter), "the log says",
                           "the engine replays");
  }
  const std::size_t bytes = write_picture(dot, format, out, false);
  std::cerr << "bm replay: wrote " << out << " (" << format << ", " << bytes << " bytes, rounds " << filter.round_from
            << ".." << (filter.round_to < 0 ? std::string("the end") : std::to_string(filter.round_to)) << ")\n";
}

po::options_description replay_options() {
  po::options_description d("bm replay options");
  d.add_options()("log", po::value<std::vector<std::string>>(),
                  "the log file(s) (JSON Lines, docs/log-format.md); several: each replayed in turn");
  add_log_input_options(d, false);
  d.add_options()("until", po::value<int>()->default_value(-1),
                  "stop after action N (0-based) and print the state there")(
      "show-state", "print a readable state after every round")(
      "snapshot", po::value<std::string>()->default_value(""),
      "write a state snapshot (docs/snapshot.md) where the replay stops (with --until: after action N)")(
      "viz", po::value<std::string>()->default_value(""),
      "also draw the game (docs/visualizer.md): on a divergence, the log's account beside the engine's with the "
      "divergent phase highlighted; format from the extension (.svg, .png, else DOT)")(
      "rounds", po::value<std::string>()->default_value(""),
      "the rounds the --viz picture shows: A..B (also A, A.. or ..B; 0 = setup) or all; default: on a divergence "
      "the round before it, its own and the one after, else the whole game")(
      "allow-incomplete",
      "accept a log that ends without its result line, as bm validate --allow-incomplete does (by default it "
      "fails: exit 1, verdict incomplete); the verdict still says it is incomplete")(
      "check",
      "also check every rule invariant (docs/invariants.md) after every action; a failure is a divergence of kind "
      "\"invariant\"")("json", "print the verdict as one JSON object")(
      "rehash", po::value<std::string>()->default_value(""),
      "verify the log, then write it to FILE with hash v2 state hashes (docs/state-hash.md#hash-v2): header "
      "\"state_hash\": \"xxh3-v2\" and version 1.5, every hash and final_hash recomputed, every other byte kept; "
      "nothing is written if the log diverges")(
      "minimize",
      "shrink a failing log (divergent, refused, or an invariant with --check) to the smallest log that fails the "
      "same way (docs/validating.md#reporting-a-bug): a snapshot start as late as the failure allows, then actions "
      "removed while it stays; written to -o PATH")(
      "report",
      "print a Markdown bug report on standard output: the failure, its rules with their text, both values, the "
      "state, the minimized log (inline, or written to -o PATH) and the command that reproduces it")(
      "out,o", po::value<std::string>()->default_value(""),
      "PATH: where --minimize (or --report) writes the minimized log (\"-\": standard output)");
  return d;
}
}  // namespace

void help_replay() {
  std::cout << "usage: bm replay LOG... [options]\n\n"
               "Re-executes LOG with the engine and compares everything it recorded: each action's\n"
               "legality, every event, every state hash, the final result. On the first\n"
               "disagreement it reports the line, action index, round, phase, player, what the log\n"
               "says versus what the engine produced, and the legal actions when the logged action\n"
               "was illegal, the rule IDs involved and a summary of the state there.\n\n"
               "A log may be seeded (our RNG) or declare its chance outcomes (a log from another\n"
               "front end, docs/validating.md); it may start from a state snapshot instead of a\n"
               "fresh setup (docs/snapshot.md).\n\n"
               "A log written by `bm check` names in its header the invariant it breaks\n"
               "(`violation`): replaying it checks the invariants and reports the failure again\n"
               "(exit 1, kind \"invariant\"); --check does that for any log.\n\n"
               "--minimize -o PATH writes the smallest log found that still fails the same way (the\n"
               "same kind of failure, rule IDs and event type, on its last action): a snapshot start\n"
               "just before the failure, then actions removed while it stays; its header records\n"
               "what was removed and from which log, and maps each of its actions to LOG's action and\n"
               "line (`reduced`); it says where LOG fails by LOG's own line and action (\"it fails as\n"
               "LOG line 851, action 849 does\"). --report prints a Markdown bug report with that log,\n"
               "naming its failing action as \"action 849 of the original\". Both exit 1 (LOG fails),\n"
               "and 2 when LOG does not fail.\n\n"
               "A log that ends without its result line (an exporter that stopped mid-game) is\n"
               "incomplete, as bm validate says: exit 1, kind \"incomplete\", with where it ends and\n"
               "whether the engine's game was over there; --allow-incomplete accepts it (exit 0, the\n"
               "text still says incomplete). With --until N the log is read as a prefix and needs no\n"
               "result line. --rehash rewrites an incomplete log only with --allow-incomplete;\n"
               "--minimize and --report have nothing to shrink in one (exit 1, it says so).\n\n"
               "--viz FILE draws the rounds around a divergence (the round before it, its own and the\n"
               "one after); --rounds A..B or --rounds all draws others.\n\n"
               "exit: 0 identical (or incomplete with --allow-incomplete), 1 divergence or incomplete,\n"
               "      2 unreadable or invalid log\n\n"
            << replay_options()
            << "\nexamples:\n"
               "  bm replay game.jsonl                         # verify a whole game\n"
               "  bm replay game.jsonl --until 12              # the state after action 12 (for a bug report)\n"
               "  bm replay game.jsonl --until 12 --snapshot s.json   # ... and save it as a snapshot\n"
               "  bm replay game.jsonl --show-state | less     # the game round by round\n"
               "  bm replay game.jsonl --json                  # one JSON verdict\n"
               "  bm replay found/INV-ROOMS-MAX-*.jsonl        # a bm check finding, failing again\n"
               "  bm replay game.jsonl --check                 # replay under the invariant checker\n"
               "  bm replay cut.jsonl --allow-incomplete       # a log cut short: incomplete, accepted\n"
               "  bm replay frontend.jsonl --viz div.svg       # draw the divergence (docs/visualizer.md)\n"
               "  bm replay frontend.jsonl --viz all.png --rounds all   # ... the whole game, as PNG\n"
               "  bm replay game.jsonl --rehash game-v2.jsonl  # the same log with hash v2 (docs/state-hash.md)\n"
               "  bm replay frontend.jsonl --minimize -o small.jsonl   # the smallest log that fails the same way\n"
               "  bm replay frontend.jsonl --report -o small.jsonl     # ... and a Markdown bug report\n"
               "  bm validate logs/*.jsonl --junit report.xml  # many logs, a CI report\n";
}

namespace {

// What bm replay prints and writes about the state where the replay stopped
// (ReplayOptions::on_stop): the readable summary and, with --snapshot, the snapshot document.
struct StopState {
  std::string text;
  std::string scores;   // the result's scores with the bosses' names, once the game is over
  std::string decided;  // tie_decided_text: how a tie on the score was broken, once the game is over
  nlohmann::json snapshot;
};

void print_verified(std::ostream& os, const ReplayVerdict& v, const ReplayOptions& ro, const StopState& stop,
                    const std::string& snap) {
  const std::string what =
      v.partial ? "every action legal; " + std::to_string(v.events_checked) + " observed events and " +
                      std::to_string(v.hashes_checked) + " state hashes matched (partial observations)"
                : "every action, event and hash identical (" + std::to_string(v.hashes_checked) + " hashes)";
  if (v.stopped_early || ro.until >= 0) {  // a prefix: say how many actions agree with the log
    os << "verified " << v.actions << " actions"
       << (v.actions > 0 ? " (0.." + std::to_string(v.actions - 1) + ")" : std::string())
       << ", consistent with the log; " << what << "\n";
    // --until past the last action of a log without its result line: the log ends first.
    if (!v.incomplete.empty()) os << "  " << terminal_escape(v.incomplete) << "\n";
    os << "state after action " << (v.actions - 1) << ":\n" << stop.text;
  } else if (!v.incomplete.empty()) {  // --allow-incomplete: accepted, and said so
    os << "incomplete, accepted (--allow-incomplete): " << v.actions << " actions replayed; " << what
       << (v.declared ? "; declared chance checked" : "") << "\n  " << terminal_escape(v.incomplete) << "\n";
  } else {
    os << "verified: " << v.actions << " actions replayed; " << what << (v.declared ? "; declared chance checked" : "")
       << "\n";
  }
  if (!v.result.is_null()) os << "result: " << v.result.dump() << "\n" << stop.scores << stop.decided;
  if (!snap.empty()) os << "snapshot: " << snap << "\n";
}

// The heading of a divergence's state: the state has the report's round and phase (the
// replayer shows the state an action was decided in when its outcome differs).
std::string state_heading(const ReplayVerdict& v) {
  const bool outcome = v.action_index >= 0 &&
                       (v.what == ReplayWhat::event || v.what == ReplayWhat::hash || v.what == ReplayWhat::chance);
  if (outcome) return "  state there (before action " + std::to_string(v.action_index) + ", where it was decided):\n";
  if (v.what == ReplayWhat::invariant) return "  state there (where the invariant fails):\n";
  return "  state there:\n";
}

void print_failure(std::ostream& os, const ReplayVerdict& v, const StopState& stop, const std::string& snap,
                   const std::string& log) {
  if (v.input_error) {  // an input error, like any other: on stderr (docs/cli.md)
    std::cerr << "bm: error: invalid log: " << terminal_message(v.message, {log}) << "\n";
    return;
  }
  os << paint(os,
              v.what == ReplayWhat::invariant    ? "INVARIANT FAILED"
              : v.what == ReplayWhat::incomplete ? "INCOMPLETE"
                                                 : "DIVERGENCE",
              Paint::alarm);
  if (v.line > 0) os << " at line " << v.line;
  if (v.action_index >= 0) os << ", action " << v.action_index;
  if (!v.phase.empty()) os << ", round " << v.round << ", phase " << v.phase;
  if (v.player >= 0) os << ", player " << v.player;
  os << "\n  " << terminal_escape(v.message) << "\n";
  // --color: the log's value and the engine's.
  if (!v.expected.is_null()) os << "  log says:    " << paint(os, v.expected.dump(), Paint::log_value) << "\n";
  if (!v.actual.is_null()) os << "  engine says: " << paint(os, v.actual.dump(), Paint::engine_value) << "\n";
  if (!v.legal.empty() && v.message.find("legal instead") == std::string::npos) {
    os << "  legal actions:\n";
    for (const auto& l : v.legal) os << "    " << l << "\n";
  }
  if (!v.decision.empty()) os << "  the engine waited for: " << v.decision << "\n";
  if (!v.rules.empty()) {
    os << "  rules involved:";
    for (const auto& r : v.rules) os << " " << r;
    os << " (docs/rules-mapping.md)\n";
  }
  if (!stop.text.empty()) os << state_heading(v) << stop.text;
  if (!snap.empty() && !stop.snapshot.is_null()) os << "snapshot: " << snap << "\n";
}

// Replays the log once; with --viz the engine's timeline is built from the same replay. With
// `text_out` (--rehash rewrites the log) the log's text is read once, replayed and handed back:
// standard input cannot be read twice.
ReplayVerdict replay_and_draw(const std::string& path, ReplayOptions ro, const std::string& viz_out,
                              const std::string& rounds, std::string* text_out) {
  if (viz_out.empty() && !text_out) return replay_log_file(path, ro);  // streamed
  std::string text;
  try {
    text = read_log_file(path);
  } catch (const InputError& e) { return unreadable_log(e.what()); }
  std::unique_ptr<viz::ReplayTimeline> timeline;
  if (!viz_out.empty()) {
    timeline = std::make_unique<viz::ReplayTimeline>(text, path, ro);
    timeline->attach(ro);
  }
  const ReplayVerdict v = replay_log_text(text, path, ro);
  if (timeline && !v.input_error) write_replay_viz(text, path, ro, v, timeline->finish(v), viz_out, rounds);
  if (text_out) *text_out = std::move(text);
  return v;
}

// The replay options of bm replay's command line: those every log reader takes, and the result
// line required as bm validate requires it (a log that stops mid-game is incomplete), unless
// --allow-incomplete, or --until N reads the log as a prefix.
ReplayOptions replay_options_for(const po::variables_map& vm, LogInputs& inputs) {
  ReplayOptions ro = replay_options_from(vm, inputs);
  ro.require_result = vm.count("allow-incomplete") == 0 && vm["until"].as<int>() < 0;
  return ro;
}

// bm replay --rehash: the states the replay passed through, by log line (the setup or snapshot
// line and every action line), and the final state; hashed v2 once the engine is known (on_stop).
struct Rehash {
  std::map<int, GameState> states;
  std::map<int, std::uint64_t> hashes;  // by line
  std::uint64_t final_hash = 0;
  bool final_known = false;
};

// Replaces the hash `old` of one line by `now`: in place when the quoted value occurs once in the
// line (every other byte kept, whatever the writer's key order and spacing), else the line as
// nlohmann writes it.
std::string replace_hash(const std::string& line, nlohmann::json j, const char* key, const std::string& now) {
  std::string old(1, '"');
  old.append(j[key].get<std::string>()).push_back('"');
  const std::size_t at = line.find(old);
  if (at != std::string::npos && line.find(old, at + 1) == std::string::npos) {
    std::string out = line;
    out.replace(at + 1, old.size() - 2, now);
    return out;
  }
  j[key] = now;
  return j.dump();
}

// The log's text with hash v2: the header names it (version 1.5), each setup, snapshot and
// action line's `hash` and the result's `final_hash` are the v2 hashes of the same states.
std::string rehashed_text(const std::string& text, const Rehash& r) {
  std::string out;
  std::size_t pos = 0;
  int ln = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(pos, end - pos);
    pos = end + 1;
    ++ln;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.find_first_not_of(" \t") == std::string::npos) {
      out += line + "\n";
      continue;
    }
    nlohmann::json j = parse_json_text(line, "--rehash");  // the replay has read it already
    const auto type = j.value("type", std::string());
    if (type == "header") {
      j["state_hash"] = kStateHashV2Name;
      j["version"] = std::to_string(kLogMajor) + "." + std::to_string(kLogMinorHashV2);
      line = j.dump();
    } else if (type == "result" && j.contains("final_hash") && r.final_known) {
      line = replace_hash(line, j, "final_hash", hex64(r.final_hash));
    } else if (j.contains("hash") && r.hashes.count(ln)) {
      line = replace_hash(line, j, "hash", hex64(r.hashes.at(ln)));
    }
    out += line + "\n";
  }
  return out;
}

// A value in a Markdown table cell or inline code: one line, no backquote or bar breaking out.
std::string md_code(const nlohmann::json& j) {
  std::string t = j.is_null() ? std::string("(nothing)") : j.dump();
  for (char& ch : t)
    if (ch == '`') ch = '\'';
  std::string out = "`";
  for (char ch : t) {
    if (ch == '|') out += "\\";
    out += ch;
  }
  return terminal_escape_line(out + "`");
}

// Where a reduced log's action k was in the input, from its header's map
// (docs/log-format.md#reduced): "action 849 of the original (line 851)"; empty when k is not one
// of its actions.
std::string original_moment(const nlohmann::json& reduced, int k) {
  const auto& acts = reduced.value("original_actions", nlohmann::json::array());
  const auto& lines = reduced.value("original_lines", nlohmann::json::array());
  if (k < 0 || static_cast<std::size_t>(k) >= acts.size() || acts.size() != lines.size()) return "";
  return "action " + acts[static_cast<std::size_t>(k)].dump() + " of the original (line " +
         lines[static_cast<std::size_t>(k)].dump() + ")";
}

// bm replay --report: the failure, its rules with their text, both values, the
// state, the minimized log and the command that reproduces it, as Markdown.
void print_report(std::ostream& os, const std::string& log, const ReducedLog& r, const std::string& state,
                  const std::string& out, const std::string& extra_args) {
  const ReplayVerdict& v = r.original;
  const ReplayVerdict& m = r.verdict;
  os << "# bm replay: " << (v.what == ReplayWhat::invariant ? "invariant failure" : "divergence") << " ("
     << replay_what_name(v.what) << ") in `" << terminal_escape_line(log) << "`\n\n";
  os << "`bm replay " << terminal_escape_line(log) << extra_args << "` fails at line " << v.line;
  if (v.action_index >= 0) os << ", action " << v.action_index;
  if (!v.phase.empty()) os << ", round " << v.round << ", phase " << v.phase;
  if (v.player >= 0) os << ", player " << v.player;
  os << ":\n\n> " << terminal_escape_line(v.message) << "\n\n";
  // An invariant failure: the log's side is the violation it reports, if any.
  const nlohmann::json logs =
      v.what == ReplayWhat::invariant && v.expected.is_null() ? nlohmann::json("(no violation reported)") : v.expected;
  os << "| | |\n|---|---|\n| the log says | " << md_code(logs) << " |\n| the engine says | " << md_code(v.actual)
     << " |\n";
  if (!v.decision.empty()) os << "| the engine waited for | " << terminal_escape_line(v.decision) << " |\n";
  os << "\n## Rules\n\n";
  if (v.rules.empty()) os << "(no rule ID is involved)\n";
  for (const auto& id : v.rules) {
    const nlohmann::json& cat = rule_catalog();
    os << "- **" << id << "**";
    if (cat.contains(id)) {
      const auto& e = cat[id];
      if (e.contains("title") && e["title"].is_string())
        os << " " << terminal_escape_line(e["title"].get<std::string>());
      if (e.contains("statement") && e["statement"].is_string())
        os << ": " << terminal_escape_line(e["statement"].get<std::string>());
      if (e.contains("file") && e["file"].is_string()) os << " (" << e["file"].get<std::string>() << ")";
    }
    os << "\n";
  }
  os << "\n## State where it fails\n\n```text\n" << state << "```\n\n";
  const auto& red = r.reduced;
  os << "## Minimal reproduction\n\n"
     << r.actions_after << " action(s) of the log's " << r.actions_before << ": actions " << red["from"].get<int>()
     << ".." << red["to"].get<int>() << " from a snapshot of the state before action " << red["from"].get<int>();
  if (!red["removed"].empty()) os << ", without actions " << red["removed"].dump();
  os << " (" << r.attempts << " candidate logs replayed). It fails the same way: " << replay_what_name(m.what)
     << " at line " << m.line;
  if (m.action_index >= 0) os << ", action " << m.action_index;
  const std::string orig = original_moment(red, m.action_index);
  if (!orig.empty()) os << ", which is " << orig;
  os << ".\n\n";
  const bool inline_log = out.empty() || names_stdout(out);
  if (inline_log) os << "```jsonl\n" << r.text << "```\n\n";
  else
    os << "The minimized log is `" << terminal_escape_line(out) << "` (" << r.text.size() << " bytes); attach it.\n\n";
  os << "## Reproduce\n\n```sh\nbm replay " << (inline_log ? std::string("minimized.jsonl") : terminal_escape_line(out))
     << extra_args << "\n```\n";
  if (inline_log) os << "\n(the log above saved as `minimized.jsonl`)\n";
}

// bm replay --minimize / --report on a log without its result line: its verdict, incomplete, with
// nothing minimized (no line of it diverges); exit 1, as the replay of it.
int incomplete_report(const ReplayVerdict& v, const std::string& log, bool report) {
  if (!report) {
    std::cerr << "bm replay --minimize: nothing written: " << terminal_message(v.message)
              << "; an incomplete log diverges nowhere, there is nothing to minimize\n";
    return kExitVerify;
  }
  std::ostringstream markdown;
  markdown << "# bm replay: incomplete log `" << terminal_escape_line(log) << "`\n\n`bm replay "
           << terminal_escape_line(log) << "` says the log is incomplete:\n\n> " << terminal_escape_line(v.message)
           << "\n\nEvery line it has agrees with the engine: there is no divergence to minimize. The exporter "
              "stopped before the game ended, or did not write the result line (docs/log-format.md#result-line).\n";
  std::cout << json_visible_escape(markdown.str());
  return kExitVerify;
}

// bm replay --minimize / --report: one LOG; exit 1 when it fails (it always does once minimized).
int minimize_one(const std::string& log, const po::variables_map& vm) {
  for (const char* one : {"snapshot", "viz", "rehash", "rounds"})
    if (!vm[one].as<std::string>().empty())
      throw InputError("bm replay: --" + std::string(one) + " does not go with --minimize or --report");
  if (vm["until"].as<int>() != -1 || vm.count("show-state") || vm.count("json"))
    throw InputError("bm replay: --until, --show-state and --json do not go with --minimize or --report");
  const std::string out = vm["out"].as<std::string>();
  const bool report = vm.count("report") > 0;
  if (out.empty() && !report)
    throw InputError("bm replay: --minimize writes the minimized log to -o PATH (missing; \"-\": standard output)");
  if (report && names_stdout(out))
    throw InputError("bm replay: --report prints on standard output; -o names a file for the minimized log");
  refuse_output_over_input(out, "-o", {log, vm["cards"].as<std::string>(), vm["board"].as<std::string>()});
  LogInputs inputs;
  const ReplayOptions ro = replay_options_for(vm, inputs);
  ReducedLog r;
  try {
    r = minimize_log(read_log_file(log), log, ro);
  } catch (const ReplayFailure& f) {
    if (f.verdict.what == ReplayWhat::incomplete) return incomplete_report(f.verdict, log, report);
    std::cerr << "bm: error: " << terminal_message(f.what()) << "\n";
    return kExitUsage;
  }
  if (!out.empty()) write_file_atomic(out, r.text);
  // The command that reproduces it: the options the log needs besides itself.
  std::string extra;
  for (const char* k : {"cards", "board"})
    if (!vm[k].as<std::string>().empty()) extra += " --" + std::string(k) + " " + vm[k].as<std::string>();
  for (const auto& st : settings_from(vm)) extra += " --set " + st.key + "=" + st.value_json;
  if (ro.check_always && r.verdict.what != ReplayWhat::invariant) extra += " --check";
  if (report) {
    ReplayOptions again = ro;
    std::string state;
    again.on_stop = [&state](const Engine& e, const GameState& s) { state = state_summary_text(e, s); };
    replay_log_text(r.text, out.empty() ? log : out, again);
    // The report holds text from the log (its strings, in the state and the inline log): its
    // control characters are shown as the text outputs show them, as JSON escapes.
    std::ostringstream markdown;
    print_report(markdown, log, r, state, out, extra);
    std::cout << json_visible_escape(markdown.str());
  } else {
    std::ostream& os = text_stream({out});
    os << "bm replay: wrote " << out << ": " << r.actions_after << " action(s) of " << r.actions_before
       << " (from a snapshot of the state before action " << r.reduced["from"].get<int>() << ", "
       << r.reduced["removed"].size() << " removed, " << r.attempts << " candidate logs); it fails as "
       << terminal_escape_line(log) << " line " << r.original.line;
    if (r.original.action_index >= 0) os << ", action " << r.original.action_index;
    os << " does (here: " << replay_what_name(r.verdict.what) << " at line " << r.verdict.line;
    if (r.verdict.action_index >= 0) os << ", action " << r.verdict.action_index;
    os << "): " << terminal_escape(r.verdict.message) << "\n";
  }
  return kExitVerify;
}

}  // namespace

namespace {

// Replays one LOG with the options of the command line; its exit code.
int replay_one(const std::string& log, const po::variables_map& vm) {
  LogInputs inputs;
  ReplayOptions ro = replay_options_for(vm, inputs);
  ro.until = vm["until"].as<int>();
  if (ro.until < -1) throw InputError("--until " + std::to_string(ro.until) + ": must be an action index (0 or more)");
  // --snapshot - or --viz -: the data goes to standard output, the text to standard error.
  std::ostream& os = text_stream({vm["snapshot"].as<std::string>(), vm["viz"].as<std::string>()});
  if (vm.count("show-state"))
    ro.on_round_end = [&os](const Engine& e, const GameState& s, int round) {
      os << "after round " << round << (s.over ? " (game over)" : "") << ":\n" << state_summary_text(e, s);
    };
  const std::string snap = vm["snapshot"].as<std::string>();
  const std::string rehash = vm["rehash"].as<std::string>();
  if (!rehash.empty() && ro.until >= 0)
    throw InputError("bm replay: --rehash rewrites the whole log; it does not take --until");
  Rehash rh;
  if (!rehash.empty())
    ro.on_step = [&rh](const ReplayStep& st) {
      if (st.state) rh.states.insert_or_assign(st.line, *st.state);
    };
  StopState stop;
  ro.on_stop = [&stop, &rh, want_rehash = !rehash.empty(), want_snapshot = !snap.empty()](const Engine& e,
                                                                                          const GameState& s) {
    stop.text = state_summary_text(e, s);
    if (s.over) stop.scores = result_text(e.cards(), game_result(e, s));
    if (s.over) stop.decided = tie_decided_text(e, s);
    if (want_snapshot) stop.snapshot = snapshot_document(e, s);
    if (want_rehash) {  // hash v2 of every state the replay passed through (docs/state-hash.md#hash-v2)
      for (const auto& [line, st] : rh.states) rh.hashes[line] = e.hash(st, StateHashKind::xxh3_v2);
      rh.final_hash = e.hash(s, StateHashKind::xxh3_v2);
      rh.final_known = true;
    }
  };
  // Outputs never overwrite an input, and are written only once the replay produced them.
  const std::vector<std::string> read = {log, vm["cards"].as<std::string>(), vm["board"].as<std::string>()};
  refuse_output_over_input(snap, "--snapshot", read);
  refuse_output_over_input(vm["viz"].as<std::string>(), "--viz", read);
  refuse_output_over_input(rehash, "--rehash", read);
  std::string log_text;  // --rehash: the log, read once
  const std::string rounds = vm["rounds"].as<std::string>();
  if (!rounds.empty() && vm["viz"].as<std::string>().empty())
    throw InputError("bm replay: --rounds says which rounds the --viz picture shows; give --viz FILE");
  if (rounds != "all") parse_rounds(rounds, -1);  // a malformed range is refused before the replay
  const ReplayVerdict v =
      replay_and_draw(log, ro, vm["viz"].as<std::string>(), rounds, rehash.empty() ? nullptr : &log_text);
  if (!snap.empty() && !stop.snapshot.is_null()) write_file_atomic(snap, stop.snapshot.dump(1) + "\n");
  if (!rehash.empty() && v.ok) {  // only a verified log is rewritten; the rewrite must verify too
    const std::string text = rehashed_text(log_text, rh);
    ReplayOptions again = replay_options_for(vm, inputs);
    const ReplayVerdict w = replay_log_text(text, rehash, again);
    if (!w.ok) throw std::logic_error("bm replay --rehash: the rewritten log does not verify: " + w.message);
    write_file_atomic(rehash, text);
    std::cerr << "bm replay: wrote " << rehash << " (hash v2, " << w.hashes_checked << " hashes)\n";
  }
  if (vm.count("json")) os << v.to_json().dump() << "\n";
  else if (v.ok) print_verified(os, v, ro, stop, snap);
  else print_failure(os, v, stop, snap, log);
  return v.ok ? kExitOk : (v.input_error ? kExitUsage : kExitVerify);
}

}  // namespace

int cmd_replay(const std::vector<std::string>& args) {
  po::positional_options_description pos;
  pos.add("log", -1);
  const auto vm = parse(args, replay_options(), &pos);
  if (!vm.count("log")) throw InputError("bm replay: missing LOG (see `bm help replay`)");
  const auto logs = vm["log"].as<std::vector<std::string>>();
  if (vm.count("minimize") || vm.count("report")) {
    if (logs.size() != 1)
      throw InputError("bm replay: --minimize and --report take one LOG, " + std::to_string(logs.size()) + " given");
    return minimize_one(logs[0], vm);
  }
  if (!vm["out"].as<std::string>().empty())
    throw InputError("bm replay: -o is where --minimize or --report writes the minimized log; give one of them");
  if (logs.size() == 1) return replay_one(logs[0], vm);
  // Several logs (`bm replay found/*.jsonl`): each in turn, under a header; the worst exit
  // wins (2 invalid, 1 divergent). One output file cannot hold several replays.
  for (const char* one : {"snapshot", "viz", "rehash"})
    if (!vm[one].as<std::string>().empty())
      throw InputError("bm replay: --" + std::string(one) + " takes one LOG, " + std::to_string(logs.size()) +
                       " given (for many logs use `bm validate LOG...`)");
  int worst = kExitOk;
  for (const auto& log : logs) {
    if (!vm.count("json")) std::cout << "== " << terminal_escape(log) << "\n" << std::flush;
    const int code = replay_one(log, vm);
    if (code == kExitUsage || (code == kExitVerify && worst == kExitOk)) worst = code;
  }
  return worst;
}

}  // namespace bm::cli
