// bm conformance verify: replays conformance vectors (docs/protocol.md#conformance-vectors)
// through the engine, by way of bm serve's own methods in this process, and says for each
// vector whether bm still lists the same legal actions, refuses the same attempts with the
// same rule, answers the same events and ends with the same result; for a `perft` vector,
// whether bm counts the same legal decision sequences from its position (serve's `perft`).
#include <algorithm>
#include <filesystem>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/suggest.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/json_read.hpp"
#include "bm/play/perft.hpp"
#include "bm/rules/ruleset.hpp"
#include "tools/bm/cli.hpp"
#include "bm/core/in_order.hpp"
#include "tools/bm/junit.hpp"
#include "tools/bm/terminal.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/serve/rpc.hpp"
#include "bm/serve/server.hpp"

namespace bm::cli {

using nlohmann::json;

namespace {

// A vector that no longer matches the engine: where (step index or "start"/"result") and why.
struct Mismatch {
  std::string where;
  std::string why;
};

struct Verdict {
  std::string file;
  std::string name;
  std::size_t steps = 0;  // a perft vector: its actions
  int perft_depth = 0;    // a perft vector: the depth it counts to
  bool ok = true;
  Mismatch first;
  std::string invalid;  // not a readable vector: why (the run goes on to the other vectors)
};

std::string brief(const json& j) {
  std::string s = j.dump();
  return s.size() > 300 ? s.substr(0, 300) + "..." : s;
}

// One vector, played through a fresh server.
class VectorRun {
 public:
  explicit VectorRun(const json& v) : v_(v) {}
  // Throws Mismatch at the first difference.
  void run();

 private:
  json call(const std::string& method, json params);
  static json result_of(const json& answer, const std::string& where);
  void start();
  void step(std::size_t i, const json& s);
  void finish();
  void perft();
  static void same(const json& expected, const json& got, const std::string& where, const std::string& what);
  static void same_actions(const json& expected, const json& got, const std::string& where);

  const json& v_;
  serve::Server server_;
  long next_id_ = 1;
};

json VectorRun::call(const std::string& method, json params) {
  json req{{"jsonrpc", "2.0"}, {"id", next_id_++}, {"method", method}, {"params", std::move(params)}};
  return parse_json_text(server_.handle(req.dump()), "bm serve's answer");
}

json VectorRun::result_of(const json& answer, const std::string& where) {
  if (answer.contains("error"))
    throw Mismatch{where, "bm answered an error: " + answer["error"]["message"].get<std::string>()};
  return answer["result"];
}

void VectorRun::same(const json& expected, const json& got, const std::string& where, const std::string& what) {
  if (expected == got) return;
  std::string why = what + " differ";
  if (expected.is_array() && got.is_array()) {
    std::size_t k = 0;
    while (k < expected.size() && k < got.size() && expected[k] == got[k]) ++k;
    why += " at " + std::to_string(k) + ": expected " +
           (k < expected.size() ? brief(expected[k]) : std::string("nothing more")) + ", bm gives " +
           (k < got.size() ? brief(got[k]) : std::string("nothing more"));
  } else {
    why += ": expected " + brief(expected) + ", bm gives " + brief(got);
  }
  throw Mismatch{where, why};
}

// Legal actions are compared by meaning: the same action objects, whatever order an engine lists
// them in (an index means nothing across engines). A difference names every action missing and
// every one bm adds.
void VectorRun::same_actions(const json& expected, const json& got, const std::string& where) {
  auto sorted = [](const json& list) {
    std::vector<std::pair<std::string, const json*>> v;
    for (const json& a : list) v.emplace_back(a.dump(), &a);
    std::sort(v.begin(), v.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
    return v;
  };
  const auto want = sorted(expected), have = sorted(got);
  auto key_less = [](const auto& x, const auto& y) { return x.first < y.first; };
  if (want.size() == have.size() && std::equal(want.begin(), want.end(), have.begin(),
                                               [](const auto& x, const auto& y) { return x.first == y.first; }))
    return;
  std::vector<std::pair<std::string, const json*>> missing, extra;
  std::set_difference(want.begin(), want.end(), have.begin(), have.end(), std::back_inserter(missing), key_less);
  std::set_difference(have.begin(), have.end(), want.begin(), want.end(), std::back_inserter(extra), key_less);
  auto list = [](const std::vector<std::pair<std::string, const json*>>& v) {
    std::string t;
    for (std::size_t k = 0; k < v.size() && k < 5; ++k) t += (k ? ", " : "") + brief(*v[k].second);
    return v.size() > 5 ? t + ", ... (" + std::to_string(v.size()) + " in all)" : t;
  };
  std::string why = "legal actions differ (" + std::to_string(expected.size()) + " expected, bm lists " +
                    std::to_string(got.size()) + ")";
  if (!missing.empty()) why += "; bm does not list " + list(missing);
  if (!extra.empty()) why += "; bm also lists " + list(extra);
  throw Mismatch{where, why};
}

void VectorRun::start() {
  json p{{"rules", v_["ruleset"]["preset"]},
         {"set", v_["ruleset"].value("options", json::object())},
         {"cards", v_["cards"]},
         {"players", v_["players"]},
         {"chance", v_["chance"]}};
  if (v_.contains("board")) p["board"] = v_["board"];
  if (v_.contains("position")) p["position"] = v_["position"];  // docs/protocol.md#positions
  const json r = result_of(call("start", p), "start");
  same(v_["setup_events"], r["events"], "start", "setup events");
}

void VectorRun::step(std::size_t i, const json& s) {
  const std::string where = "step " + std::to_string(i);
  if (s.contains("refused")) {
    const json a = call("apply", {{"game", "g1"}, {"action", s["refused"]}, {"player", s["player"]}});
    if (!a.contains("error") || a["error"]["code"] != serve::kIllegalAction)
      throw Mismatch{
          where, "bm did not refuse " + brief(s["refused"]) + " (expected rule " + s["rule"].get<std::string>() + ")"};
    same(s["rule"], a["error"]["data"]["rule"], where, "refusing rules");
    if (s.contains("card"))  // a card's text refuses: the same card (docs/protocol.md#illegal-actions)
      same(s["card"], a["error"]["data"].value("card", json(nullptr)), where, "refusing cards");
    return;
  }
  const json legal = result_of(call("legal", {{"game", "g1"}}), where);
  same(s["player"], legal["decision"]["player"], where, "deciding players");
  same(s["decision"], legal["decision"]["kind"], where, "decision kinds");
  json forms = json::array();
  for (const json& a : legal["actions"]) forms.push_back(a["action"]);
  same_actions(s["legal"], forms, where);
  json p{{"game", "g1"}, {"action", s["action"]}, {"player", s["player"]}};
  if (s.contains("chance")) p["chance"] = s["chance"];
  const json r = result_of(call("apply", p), where);
  same(s["events"], r["events"], where, "events");
}

void VectorRun::finish() {
  const json legal = result_of(call("legal", {{"game", "g1"}}), "result");
  if (!legal["actions"].empty())
    throw Mismatch{"result", "the game is not over after the last step: bm still lists " +
                                 std::to_string(legal["actions"].size()) + " legal actions"};
  const json r = result_of(call("result", {{"game", "g1"}}), "result");
  for (const auto& [key, value] : v_["result"].items()) same(value, r.value(key, json()), "result", "'" + key + "'");
}

// A perft vector (kind `perft`): its actions are applied (each must be accepted), then bm's
// counts from there must be the vector's, and its divide the vector's by meaning (the same
// action with the same count, in any order, as legal actions are compared).
void VectorRun::perft() {
  for (std::size_t i = 0; i < v_["actions"].size(); ++i) {
    const json& a = v_["actions"][i];
    json p{{"game", "g1"}, {"action", a["action"]}, {"player", a["player"]}};
    if (a.contains("chance")) p["chance"] = a["chance"];
    (void)result_of(call("apply", p), "action " + std::to_string(i));
  }
  const json r = result_of(call("perft", {{"game", "g1"}, {"depth", v_["depth"]}, {"divide", true}}), "perft");
  same(v_["counts"], r["counts"], "perft", "counts");
  auto entries = [](const json& divide) {
    json forms = json::array();
    for (const json& d : divide) forms.push_back(json{{"action", d.at("action")}, {"count", d.at("count")}});
    return forms;
  };
  const json want = entries(v_["divide"]), got = entries(r["divide"]);
  try {
    same_actions(want, got, "perft");
  } catch (const Mismatch& m) { throw Mismatch{m.where, "divide" + m.why.substr(m.why.find(' '))}; }
}

void VectorRun::run() {
  start();
  if (v_.value("kind", "game") == "perft") return perft();
  for (std::size_t i = 0; i < v_["steps"].size(); ++i) step(i, v_["steps"][i]);
  finish();
}

void check_perft_shape(const json& v, const std::function<void(const std::string&)>& bad);
void check_game_shape(const json& v, const std::function<void(const std::string&)>& bad);

// The shape verify relies on; anything else is an invalid vector (exit 2), not a mismatch
// (exit 1) and never an internal error (exit 3): every field verify reads is checked here for
// its type before it is read.
void check_shape(const json& v, const std::string& path) {
  const std::function<void(const std::string&)> bad = [&](const std::string& why) {
    throw InputError(path + ": not a conformance vector: " + why);
  };
  auto is = [&](const char* key, bool (json::*type)() const noexcept) { return v.contains(key) && (v[key].*type)(); };
  if (!v.is_object() || !is("format", &json::is_string) || v["format"] != "bm-conformance")
    bad("'format' must be \"bm-conformance\"");
  if (!is("version", &json::is_string) || (v["version"] != "1.0" && v["version"] != "1.1"))
    bad("'version' must be \"1.0\" or \"1.1\", the versions this reader knows (docs/protocol.md#conformance-vectors)");
  // A kind this reader does not know is refused, never skipped: a skipped vector would pass
  // having checked nothing (docs/protocol.md#conformance-vectors).
  if (v.contains("kind") && (!v["kind"].is_string() || (v["kind"] != "game" && v["kind"] != "perft")))
    bad("'kind' " + v["kind"].dump() + " is not a kind this reader knows (game, perft): it refuses the vector");
  if (v.contains("kind") && v["version"] == "1.0") bad("'kind' came in version 1.1: a 1.0 vector has none");
  if (v.contains("name") && !v["name"].is_string()) bad("'name' must be a string");
  const bool perft = v.value("kind", "game") == "perft";
  for (const char* key : {"ruleset", "cards", "players", "chance", "setup_events"})
    if (!v.contains(key)) bad(std::string("missing '") + key + "'");
  for (const char* key : {"steps", "result"})
    if (!perft && !v.contains(key)) bad(std::string("missing '") + key + "'");
  const json& rs = v["ruleset"];
  if (!rs.is_object() || !rs.contains("preset") || !rs["preset"].is_string() ||
      (rs.contains("options") && !rs["options"].is_object()) || unknown_key(rs, {"preset", "options"}))
    bad("'ruleset' must be {\"preset\": NAME, \"options\": {OPTION: VALUE}}");
  // The preset and its options through the one option parser (engine/rules): an unknown
  // preset, an unknown option or a value that is not one of its readings is a malformed
  // vector, not a game bm plays differently.
  Ruleset rules;
  if (!find_preset(rs["preset"].get<std::string>(), rules))
    bad("'ruleset.preset': no preset '" + rs["preset"].get<std::string>() + "' (bm rules list)");
  if (rs.contains("options")) {
    std::vector<OptionSetting> set;
    try {
      for (auto it = rs["options"].begin(); it != rs["options"].end(); ++it)
        set.push_back(option_setting(it.key(), it.value()));
      (void)apply_option_settings(rules, set, "'ruleset.options'");
    } catch (const InputError& e) { bad(e.what()); }
  }
  if (!v["players"].is_number_integer()) bad("'players' must be an integer");
  if (!v["setup_events"].is_array()) bad("'setup_events' must be an array");
  if (perft) return check_perft_shape(v, bad);
  check_game_shape(v, bad);
}

// A perft vector's own fields (kind `perft`, version 1.1).
void check_perft_shape(const json& v, const std::function<void(const std::string&)>& bad) {
  for (const char* key : {"actions", "depth", "counts", "divide"})
    if (!v.contains(key)) bad(std::string("missing '") + key + "' (a perft vector)");
  for (const char* key : {"steps", "result"})
    if (v.contains(key)) bad(std::string("a perft vector has no '") + key + "'");
  if (!v["actions"].is_array()) bad("'actions' must be an array");
  for (const json& a : v["actions"])
    if (!a.is_object() || !a.contains("player") || !a["player"].is_number_integer() || !a.contains("action") ||
        !a["action"].is_object())
      bad("every entry of 'actions' is an object with an integer 'player' and an 'action' object");
  if (!v["depth"].is_number_integer() || v["depth"].get<long long>() < 1 ||
      v["depth"].get<long long>() > kPerftMaxDepth)
    bad("'depth' must be an integer from 1 to " + std::to_string(kPerftMaxDepth));
  if (!v["counts"].is_array() || v["counts"].size() != v["depth"].get<std::size_t>())
    bad("'counts' must be an array of one count per depth from 1 to 'depth'");
  for (const json& n : v["counts"])
    if (!n.is_number_unsigned()) bad("'counts' holds non-negative integers");
  if (!v["divide"].is_array()) bad("'divide' must be an array");
  for (const json& d : v["divide"])
    if (!d.is_object() || !d.contains("action") || !d["action"].is_object() || !d.contains("count") ||
        !d["count"].is_number_unsigned())
      bad("every entry of 'divide' is {\"action\": an action object, \"count\": a non-negative integer}");
}

// A game vector's steps and result (kind `game`, or no kind).
void check_game_shape(const json& v, const std::function<void(const std::string&)>& bad) {
  if (!v["steps"].is_array()) bad("'steps' must be an array");
  // The result fields every vector states (docs/protocol.md#methods, `result`): an empty or
  // partial result would compare nothing and pass whatever the engine's result is.
  const json& result = v["result"];
  if (!result.is_object()) bad("'result' must be an object");
  for (const char* key : {"over", "winner", "end_reason", "rounds", "actions", "scores"})
    if (!result.contains(key)) bad(std::string("'result' misses '") + key + "'");
  for (const json& s : v["steps"]) {
    if (!s.is_object() || !s.contains("player") || !s["player"].is_number_integer())
      bad("every step is an object with an integer 'player'");
    const bool refused =
        s.contains("refused") && s.contains("rule") && s["rule"].is_string() && s["refused"].is_object();
    const bool taken = s.contains("decision") && s["decision"].is_string() && s.contains("legal") &&
                       s["legal"].is_array() && s.contains("action") && s["action"].is_object() &&
                       s.contains("events") && s["events"].is_array();
    if (!refused && !taken)
      bad("a step has 'decision' (a string), 'legal' (an array), 'action' (an object) and 'events' (an array), "
          "or 'refused' (an object) and 'rule' (a string)");
    if (taken)
      for (const json& a : s["legal"])
        if (!a.is_object()) bad("'legal' holds actions in the log's form (objects)");
  }
}

// One vector's verdict: pass, fail (the first mismatch) or invalid (not a readable vector: the
// reason, and the run goes on).
Verdict verify_file(const std::string& path) {
  Verdict out{path, std::filesystem::path(path).stem().string(), 0, 0, true, {}, {}};
  json v;
  try {
    v = read_json_file(path);
    check_shape(v, path);
  } catch (const InputError& e) {
    out.ok = false;
    out.invalid = e.what();
    return out;
  }
  out.name = v.value("name", out.name);
  const bool perft = v.value("kind", "game") == "perft";
  out.steps = v[perft ? "actions" : "steps"].size();
  if (perft) out.perft_depth = v["depth"].get<int>();
  try {
    VectorRun(v).run();
  } catch (const Mismatch& m) {
    out.ok = false;
    out.first = m;
  }
  return out;
}

std::vector<std::string> vector_files(const std::vector<std::string>& inputs) {
  return files_of(inputs, ".json", false, "conformance vectors");
}

json to_json(const Verdict& v) {
  json j{{"file", v.file},
         {"name", v.name},
         {"steps", v.steps},
         {"verdict", !v.invalid.empty() ? "invalid"
                     : v.ok             ? "pass"
                                        : "fail"}};
  if (v.perft_depth > 0) j["perft_depth"] = v.perft_depth;  // a perft vector: `steps` counts its actions
  if (!v.invalid.empty()) j["error"] = v.invalid;
  else if (!v.ok) j["mismatch"] = {{"where", v.first.where}, {"why", v.first.why}};
  return j;
}

JunitCase junit_case(const Verdict& v) {
  JunitCase c{v.file, "", !v.invalid.empty(), "", ""};
  if (!v.invalid.empty()) {
    c.failure = v.invalid;
    c.kind = "invalid_vector";
  } else if (!v.ok) {
    c.failure = v.first.where + ": " + v.first.why;
    c.kind = "mismatch";
  }
  if (!v.ok) c.details = to_json(v).dump(2);
  return c;
}

}  // namespace

void help_conformance() {
  std::cout << "usage: bm conformance verify DIR|FILE... [--json] [--junit FILE] [--jobs N]\n\n"
               "Checks conformance vectors (docs/protocol.md#conformance-vectors; corpus/conformance/)\n"
               "against the engine: each vector's game is started from its ruleset, card set, players\n"
               "and declared chance (from its position, when it has one: docs/protocol.md#positions),\n"
               "and at every step bm must list the vector's legal actions (the same action objects, in\n"
               "any order: compared by meaning, never by index), refuse its illegal attempts with the\n"
               "same rule ID, answer exactly its events, and end with its result. A perft vector (kind\n"
               "perft, version 1.1) is counted instead: after its actions, bm's counts to its depth and\n"
               "its divide must be the vector's (bm serve's perft). A directory means every *.json file\n"
               "in it, in name order. A file that is not a readable vector, or a vector of a version or\n"
               "kind this reader does not know (refused, never skipped), is reported (verdict invalid)\n"
               "and the run goes on to the other vectors and the summary.\n\n"
               "options:\n"
               "  --json         one JSON verdict per vector, then a JSON summary line\n"
               "  --junit FILE   also write a JUnit XML report to FILE (rewritten as the vectors go on;\n"
               "                 a mismatch is a <failure type=\"mismatch\">, an invalid vector an\n"
               "                 <error type=\"invalid_vector\">)\n"
               "  --jobs N       vectors verified at once, one thread each (1-256); the output stays in\n"
               "                 the vectors' order\n\n"
               "exit codes: 0 every vector passes, 1 a vector no longer matches the engine (the report\n"
               "names the step and the first difference), 2 bad usage or a file that is not a vector\n"
               "(after every other vector was verified), 4 the JUnit report could not be written\n\n"
               "examples:\n"
               "  bm conformance verify corpus/conformance\n"
               "  bm conformance verify corpus/conformance --jobs 2 --junit conformance.xml\n"
               "  bm conformance verify corpus/conformance/game_bm2_2p_bm2-synthetic_seed0.json --json\n";
}

int cmd_conformance(const std::vector<std::string>& args) {
  po::options_description d("bm conformance options");
  d.add_options()("json", "one JSON verdict per vector, then a JSON summary line")(
      "junit", po::value<std::string>()->default_value(""), "also write a JUnit XML report to FILE")(
      "jobs", po::value<int>()->default_value(1), "vectors verified at once, one thread each (1-256)")(
      "inputs", po::value<std::vector<std::string>>()->multitoken(), "verify, then vector files or directories");
  po::positional_options_description pos;
  pos.add("inputs", -1);
  const auto vm = parse(args, d, &pos);
  std::vector<std::string> inputs;
  if (vm.count("inputs")) inputs = vm["inputs"].as<std::vector<std::string>>();
  if (inputs.empty() || inputs.front() != "verify")
    throw InputError((inputs.empty() ? std::string()
                                     : "unknown subcommand '" + inputs.front() + "'" +
                                           did_you_mean(inputs.front(), {"verify"}) + "; ") +
                     "usage: bm conformance verify DIR|FILE... [--json] [--junit FILE] [--jobs N] (see `bm help "
                     "conformance`)");
  inputs.erase(inputs.begin());
  if (inputs.empty()) throw InputError("bm conformance verify: name a directory or vector files");
  const int jobs = vm["jobs"].as<int>();
  if (jobs < 1 || jobs > 256) throw InputError("--jobs: must be between 1 and 256");
  const std::string junit = vm["junit"].as<std::string>();
  const bool as_json = vm.count("json") > 0;
  const std::vector<std::string> files = vector_files(inputs);
  refuse_output_over_input(junit, "--junit", files);
  // --junit -: the report goes to standard output, the per-vector lines to standard error.
  std::ostream& os = text_stream({junit});
  std::vector<JunitCase> cases;
  const bool progressive = !junit.empty() && output_is_replaced(junit);
  if (progressive) write_junit(junit, "bm conformance verify", cases);
  std::size_t passed = 0, failed = 0, invalid = 0;
  in_order<Verdict>(
      files.size(), jobs, [&](std::size_t k) { return verify_file(files[k]); },
      [&](std::size_t, Verdict&& v) {
        (!v.invalid.empty() ? invalid : v.ok ? passed : failed)++;
        if (as_json) os << to_json(v).dump() << "\n";
        else if (!v.invalid.empty()) os << "INVALID " << terminal_escape(v.file) << "\n";
        else if (v.ok && v.perft_depth > 0)
          os << "pass " << terminal_escape(v.file) << " (" << v.steps << " actions, perft to depth " << v.perft_depth
             << ")\n";
        else if (v.ok) os << "pass " << terminal_escape(v.file) << " (" << v.steps << " steps)\n";
        else
          os << "FAIL " << terminal_escape(v.file) << ": " << v.first.where << ": " << terminal_escape(v.first.why)
             << "\n";
        os.flush();
        // A file that is not a vector is an input error like any other: its reason on standard error.
        if (!v.invalid.empty()) std::cerr << "bm: error: " << terminal_message(v.invalid, {v.file}) << "\n";
        if (!junit.empty()) {
          cases.push_back(junit_case(v));
          if (progressive && (cases.size() & (cases.size() - 1)) == 0)
            write_junit(junit, "bm conformance verify", cases);
        }
      });
  if (!junit.empty()) write_junit(junit, "bm conformance verify", cases);
  if (as_json)
    os << json{{"summary", true}, {"passed", passed}, {"failed", failed}, {"invalid", invalid}}.dump() << "\n";
  else
    os << passed << " passed, " << failed << " failed" << (invalid ? ", " + std::to_string(invalid) + " invalid" : "")
       << "\n";
  if (invalid) return kExitUsage;  // after every other vector, each reason on standard error above
  return failed ? kExitVerify : kExitOk;
}

}  // namespace bm::cli
