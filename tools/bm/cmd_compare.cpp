// bm compare: the same seeded games under two readings of the rules. Reports how
// often the outcome differs, where each pair of logs parts and which rule decided differently,
// and writes the smallest differing pair with a side-by-side picture.
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <map>
#include <set>
#include <span>
#include <sstream>

#include "bm/core/error.hpp"
#include "bm/core/file_write.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "bm/core/text_escape.hpp"
#include "bm/game/kinds.hpp"
#include "bm/log/log_writer.hpp"
#include "bm/play/play.hpp"
#include "bm/play/policy.hpp"
#include "bm/rules/constants.hpp"
#include "bm/viz/dot.hpp"
#include "bm/viz/timeline.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/viz_output.hpp"

namespace bm::cli {

namespace {

using nlohmann::json;

po::options_description compare_options() {
  po::options_description d("bm compare options");
  d.add_options()("rules", po::value<std::vector<std::string>>()->composing(),
                  "ruleset A, then ruleset B (preset names or files); one --rules: A, and B = A with --set")(
      "ip", po::value<std::string>()->default_value(""),
      "compare the readings of one interpretation point (IP-3): A = the reading of the base ruleset (--rules, "
      "else the option's first family's preset: the family's default), B = its other reading (or the --set value of "
      "that option)")("all-ips", "one table: every interpretation point, per family and player count")(
      "games", po::value<int>()->default_value(200), "games per comparison (1..1000000)")(
      "seed", po::value<std::uint64_t>()->default_value(1), "game k (0-based) plays seed S + k under both rulesets")(
      "players", po::value<int>(), "number of players (default: 2; solo 1; bm2-6p 5)")(
      "policy", po::value<std::string>()->default_value("random"), "how every seat decides (bm help play)")(
      "cards", po::value<std::string>()->default_value(""),
      "card-set JSON file, or a built-in set (classic, super-synthetic, bm2-synthetic, bm2+tools-of-hero-kind) for "
      "both sides (default: classic; for bm2 the printed cards with the Tools of Hero-Kind items, "
      "bm2+tools-of-hero-kind)")(
      "out", po::value<std::string>()->default_value(""),
      "directory for the smallest differing pair: a.jsonl, b.jsonl and their picture compare.svg (created)")(
      "format", po::value<std::string>()->default_value("svg"),
      "the picture's format, as bm viz writes it: svg, png, pdf or dot (compare.png, ...)")(
      "rounds", po::value<std::string>()->default_value(""),
      "the rounds the picture shows: A..B (also A, A.. or ..B; 0 = setup) or all; default: the round before the "
      "one where the logs part, that round and the one after")("json", "print the report as one JSON object")(
      "example", po::value<std::string>()->default_value("outcome"),
      "which differing game is the example: outcome (the smallest whose outcome differs, when one does; else the "
      "smallest whose logs part) or logs (the smallest whose logs part)");
  add_set_option(d, "OPTION=VALUE: an option of ruleset B (repeatable; `bm rules options`)");
  return d;
}

// One reading of the rules: its ruleset and how it differs from the other side.
struct Side {
  Ruleset rules;
  std::string what;   // "death_threshold=at_least"
  std::string words;  // the same with each reading's meaning: "death_threshold=at_least: ..."
};

// A reading as the reports show it: its value, a JSON object as "temple 2, library 2", and
// the empty reading (IP-11's default: the option absent) by its meaning ("absent: the board's
// values").
std::string reading_shown(const OptionDoc& d, const json& v) {
  if (v.is_null() || (v.is_string() && v.get<std::string>().empty()) || (v.is_object() && v.empty())) {
    const std::string meaning = d.readings[0].meaning;
    return meaning.substr(0, meaning.find(" ("));
  }
  if (v.is_string()) return v.get<std::string>();
  if (v.is_object()) {
    std::string o;
    for (const auto& [k, x] : v.items()) o.append(o.empty() ? "" : ", ").append(k).append(" ").append(x.dump());
    return o;
  }
  return v.dump();
}

// Option `d`'s value in `options` (a ruleset's JSON); a family that leaves an option out of its
// JSON (its default keeps the ruleset's hash) has the default reading.
json option_value(const OptionDoc& d, const json& options) {
  if (options.contains(d.key)) return options[d.key];
  const std::string def = d.readings[0].value ? d.readings[0].value : "";
  if (def.empty()) return nullptr;
  const json parsed = parse_json_text(parse_option_setting(std::string(d.key) + "=" + def).value_json, d.key);
  return parsed;
}

// The options whose values differ between a and b.
std::vector<const OptionDoc*> options_differing(const Ruleset& a, const Ruleset& b) {
  const json oa = ruleset_to_json(a)["options"], ob = ruleset_to_json(b)["options"];
  std::vector<const OptionDoc*> out;
  for (const auto& d : option_docs())
    if (option_value(d, oa) != option_value(d, ob)) out.push_back(&d);
  return out;
}

// The options whose values differ between a and b, as "key=value" of `side`.
std::string differing_options(const Ruleset& a, const Ruleset& b, bool of_b) {
  const json opts = ruleset_to_json(of_b ? b : a)["options"];
  std::string out;
  for (const OptionDoc* d : options_differing(a, b)) {
    if (!out.empty()) out.push_back(' ');
    out.append(d->key).append("=").append(reading_shown(*d, option_value(*d, opts)));
  }
  if (a.family != b.family) {  // appended piece by piece (GCC 12 -O3 -Wrestrict on "lit" + string&&)
    std::string fam("family ");
    fam.append(family_name(of_b ? b.family : a.family));
    if (!out.empty()) fam.push_back(' ');
    fam.append(out);
    out.swap(fam);
  }
  return out;
}

// The reading's meaning in words, from the option table ("" for a value no reading names).
std::string reading_meaning(const OptionDoc& d, const json& v);

// The options that differ as `side` reads them, each with its meaning in words:
// "death_threshold=exceeds: a hero dies only when ..." (the label of B is words, not "B").
std::string differing_words(const Ruleset& a, const Ruleset& b, bool of_b) {
  const json opts = ruleset_to_json(of_b ? b : a)["options"];
  std::string out;
  for (const OptionDoc* d : options_differing(a, b)) {
    const json v = option_value(*d, opts);
    const std::string meaning = reading_meaning(*d, v);
    out.append(out.empty() ? "" : "; ").append(d->key).append("=").append(reading_shown(*d, v));
    if (!meaning.empty()) out.append(": ").append(meaning);
  }
  if (a.family != b.family) out = std::string("family ") + family_name(of_b ? b.family : a.family) + "; " + out;
  return out;
}

// The ruleset an --ip comparison starts from: --rules, else the first family the option belongs to.
Ruleset ip_base(const OptionDoc& d, const po::variables_map& vm) {
  if (vm.count("rules")) {
    const auto names = vm["rules"].as<std::vector<std::string>>();
    if (names.size() > 1) throw InputError("bm compare: --ip takes one --rules (the ruleset both readings start from)");
    return resolve_ruleset(names[0]);
  }
  const std::string fams = d.families;
  Ruleset r;
  find_preset(fams.substr(0, fams.find(' ')), r);
  return r;
}

// Reading k of option `d` as a JSON value (null: the empty reading, IP-11's "absent").
json reading_json(const OptionDoc& d, int k) {
  const std::string v = d.readings[k].value;
  if (v.empty()) return nullptr;
  return parse_json_text(parse_option_setting(std::string(d.key) + "=" + v).value_json, d.key);
}

std::string reading_meaning(const OptionDoc& d, const json& v) {
  for (int k = 0; k < kMaxReadings && d.readings[k].value; ++k)
    if (reading_json(d, k) == v) return d.readings[k].meaning;
  return "";
}

// The reading of option `d` that ruleset `r` plays (its family's default on a preset: IP-4's
// highest_xp for super, IP-19's separate for bm2); -1 for a value no reading names.
int reading_of(const OptionDoc& d, const Ruleset& r) {
  const json v = option_value(d, ruleset_to_json(r)["options"]);
  for (int k = 0; k < kMaxReadings && d.readings[k].value; ++k)
    if (reading_json(d, k) == v) return k;
  return -1;
}

// A and B of --ip: A is the base ruleset's own reading (the family's default, not the option
// table's first reading), B its first other reading (or the --set value of it).
std::pair<Ruleset, Ruleset> ip_sides(const std::string& ip, const po::variables_map& vm) {
  const OptionDoc* d = find_option_by_ip(ip);
  if (!d) {
    std::vector<std::string> sorted;
    for (const auto& o : option_docs()) sorted.push_back(o.ip);
    std::sort(sorted.begin(), sorted.end(), [](const std::string& x, const std::string& y) {
      return std::stoi(x.substr(3)) < std::stoi(y.substr(3));  // "IP-n": by n
    });
    std::string ips;
    for (const auto& o : sorted) ips.append(ips.empty() ? "" : ", ").append(o);
    throw InputError("--ip " + ip + ": no option settles it (interpretation points with an option: " + ips + ")");
  }
  std::vector<OptionSetting> b_set, both;  // --set of this option: B's reading; of others: both sides
  for (const auto& s : settings_from(vm)) (s.key == d->key ? b_set : both).push_back(s);
  const Ruleset a = apply_option_settings(ip_base(*d, vm), both);
  if (b_set.empty()) {
    if (!d->readings[1].value)
      throw InputError("--ip " + ip + ": " + d->key + " has one reading (a safety limit); give B with --set " + d->key +
                       "=VALUE");
    const int own = reading_of(*d, a);
    const int other = own == 0 ? 1 : 0;
    b_set.push_back(parse_option_setting(std::string(d->key) + "=" + d->readings[other].value));
  }
  return {a, apply_option_settings(a, b_set)};
}

std::pair<Ruleset, Ruleset> compare_sides(const po::variables_map& vm) {
  if (!vm["ip"].as<std::string>().empty()) return ip_sides(vm["ip"].as<std::string>(), vm);
  if (!vm.count("rules"))
    throw InputError("bm compare: give --rules A --rules B, --rules A --set OPTION=VALUE, or --ip IP-n");
  const auto names = vm["rules"].as<std::vector<std::string>>();
  if (names.size() > 2) throw InputError("bm compare: at most two --rules (A and B)");
  const Ruleset a = resolve_ruleset(names[0]);
  const std::vector<OptionSetting> set = settings_from(vm);
  if (names.size() == 1 && set.empty()) throw InputError("bm compare: one --rules needs --set OPTION=VALUE for B");
  return {a, apply_option_settings(names.size() == 2 ? resolve_ruleset(names[1]) : a, set)};
}

// One point where the engine consulted an option: the action it belongs to (the log's "i"; -1:
// the setup) and the numbers its fact names (option_fact).
struct Consult {
  std::string key;
  int action = -1;
  std::vector<int> values;
};

// The options the engine consulted in one game (Observer::on_option_consulted); with `keep`,
// every point in order (the example's fact).
class ConsultedOptions : public Observer {
 public:
  explicit ConsultedOptions(bool keep_points) : keep(keep_points) {}
  void on_event(const GameState&, const Event&) override {}
  // The engine counts an action before applying it (GameState::actions): action i runs at i + 1.
  void on_option_consulted(const GameState& s, const char* key, std::span<const int> values) override {
    keys.insert(key);
    if (keep) points.push_back({key, s.actions - 1, std::vector<int>(values.begin(), values.end())});
  }
  bool keep;
  std::set<std::string> keys;
  std::vector<Consult> points;
};

// One game under one ruleset: the log text, the result and the options consulted.
struct Played {
  std::string log;
  json result;
  std::set<std::string> consulted;
  std::vector<Consult> points;  // logged games only
};

Played play_one(const Engine& e, const PlayOptions& opt, bool logged) {
  std::ostringstream text;
  ConsultedOptions seen(logged);
  GameState s;
  if (logged) {
    LogWriter w(text, e);
    s = play_game(e, opt, &w, &seen);
  } else {
    s = play_game(e, opt, nullptr, &seen);
  }
  json result = game_result(e, s);
  result.erase("final_hash");  // the outcome only (the hash covers the ruleset too)
  return {text.str(), result, std::move(seen.keys), std::move(seen.points)};
}

// Where two logs of the same seed part: the first line whose action or events differ.
struct Parting {
  bool found = false;
  int action = -1;  // -1: the setup
  int round = 0;
  std::string phase;
  std::string why;    // "A: hero_killed / B: room_damage" or "the players chose differently"
  std::string rules;  // the rule IDs of the differing events
  std::string event;  // A's differing event type ("hero_killed"; "" when only the actions differ)
  std::size_t event_index = 0;
};

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string event_text(const json& events, std::size_t k) {
  if (k >= events.size()) return "(no event)";
  return events[k].value("e", "?");
}

// The first event where the two lines' events differ, with its rules: those of each side's family
// only (rules_of_event(name, Family): a Super game parting at game_end cites S-END-2, not solo's
// SO-6).
void explain_events(const json& ea, const json& eb, Family fa, Family fb, Parting& p) {
  std::size_t k = 0;
  while (k < ea.size() && k < eb.size() && ea[k] == eb[k]) ++k;
  p.event_index = k;
  // The round and phase the differing event happens in: a line is stamped with the round and
  // phase its action began in, and its events may open the next ones (IP-15: an action of the
  // setup whose events start round 1's city phase, where the arrivals differ).
  for (std::size_t i = 0; i < k; ++i) {
    if (ea[i].value("e", "") == "round_start") p.round = ea[i].value("round", p.round);
    if (ea[i].value("e", "") == "phase") p.phase = ea[i].value("phase", p.phase);
  }
  const std::string a = event_text(ea, k), b = event_text(eb, k);
  p.event = k < ea.size() ? a : b;
  p.why = "event " + std::to_string(k) + ": A " + (k < ea.size() ? ea[k].dump() : a) + " / B " +
          (k < eb.size() ? eb[k].dump() : b);
  // The rule IDs of both sides' events, each once, in order.
  std::vector<std::string> ids;
  for (const std::string& list : {rules_of_event(a, fa), rules_of_event(b, fb)}) {
    std::istringstream in(list);
    for (std::string id; in >> id;)
      if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  std::string rules;
  for (const auto& id : ids) rules.append(rules.empty() ? "" : " ").append(id);
  p.rules = rules;
}

Parting find_parting(const Played& a, const Played& b, Family fa, Family fb) {
  const auto la = split_lines(a.log), lb = split_lines(b.log);
  Parting p;
  for (std::size_t i = 1; i < la.size() && i < lb.size(); ++i) {
    if (la[i] == lb[i]) continue;
    const json ja = parse_json_text(la[i], "a.jsonl"), jb = parse_json_text(lb[i], "b.jsonl");
    if (ja.value("type", "") == "result" || jb.value("type", "") == "result") break;
    const json ea = ja.value("events", json::array()), eb = jb.value("events", json::array());
    if (ja.value("action", json()) == jb.value("action", json()) && ea == eb) continue;  // only the hash differs
    p.found = true;
    p.action = ja.value("i", -1);
    p.round = ja.value("round", 0);
    p.phase = ja.value("phase", "setup");
    if (ea != eb) explain_events(ea, eb, fa, fb, p);  // the round and phase of the differing event
    else p.why = "the same state offered other actions: A chose " + ja["action"].dump() + ", B " + jb["action"].dump();
    return p;
  }
  if (a.result != b.result) {
    p.found = true;
    p.why = "the logs agree action by action; the results differ";
  }
  return p;
}

// What one comparison counts. An outcome differs when something a player would notice does:
// the winner, the number of rounds, the final scores or the ending (end_condition: the end
// reasons' words, kinds.hpp); end reasons that differ only by the reading's name (IP-9's
// empty_at_check and failed_reveal on the same round) are counted apart, as label_only.
struct Tally {
  int games = 0, outcome = 0, winner = 0, end_condition = 0, rounds = 0, scores = 0, label_only = 0, parted = 0;
  std::map<std::string, int> rules;      // rule IDs of the first parting: games in which each appears
  std::map<std::string, int> consulted;  // option -> games in which the engine consulted it (A or B)
  // The example: the smallest differing game (fewest actions in A), among those whose outcome
  // differs when `prefer_outcome` (--example outcome) and one does; its seed, logs and parting.
  bool prefer_outcome = true;
  bool example_outcome = false;  // the example's outcome differs
  bool have_example = false;
  std::uint64_t seed = 0;
  int actions = 0;
  Played a, b;
  Parting parting;
  std::vector<std::string> options;  // the options A and B differ in
};

void count_game(Tally& t, std::uint64_t seed, Played&& a, Played&& b, Family fa, Family fb,
                const std::vector<std::string>& options) {
  ++t.games;
  const json& ra = a.result;
  const json& rb = b.result;
  const std::string ea = ra.value("end_reason", ""), eb = rb.value("end_reason", "");
  const bool w = ra["winner"] != rb["winner"], e = !same_ending(ea, eb), r = ra["rounds"] != rb["rounds"],
             s = ra["scores"] != rb["scores"];
  t.winner += w;
  t.end_condition += e;
  t.rounds += r;
  t.scores += s;
  if (w || e || r || s) ++t.outcome;
  else if (ea != eb) ++t.label_only;
  for (const auto& key : options) t.consulted[key] += a.consulted.count(key) || b.consulted.count(key) ? 1 : 0;
  const Parting p = find_parting(a, b, fa, fb);
  if (!p.found) return;
  ++t.parted;
  std::istringstream ids(p.rules);
  std::set<std::string> once;  // a game counts once per rule, however many of its events cite it
  for (std::string id; ids >> id;) once.insert(id);
  for (const auto& id : once) ++t.rules[id];
  const int actions = ra["actions"].get<int>();
  const bool outcome = w || e || r || s;
  if (t.have_example) {
    const bool ranked = t.prefer_outcome && outcome != t.example_outcome;  // --example outcome: those first
    if (ranked ? !outcome : actions >= t.actions) return;
  }
  t.have_example = true;
  t.example_outcome = outcome;
  t.seed = seed;
  t.actions = actions;
  t.a = std::move(a);
  t.b = std::move(b);
  t.parting = p;
}

struct Setup {
  int games = 200;
  std::uint64_t seed = 1;
  int players = 2;
  std::string policy = "random";
  bool progress = false;
  const CardSet* cards = nullptr;  // --cards (null: each family's default)
  std::string what;                // what the progress line names ("IP-3 classic 2 players")
  bool example_outcome = true;     // --example outcome (Tally::prefer_outcome)
};

// The engines of both sides, with --cards or the cards each family plays with by default.
Engine engine_for(const Ruleset& r, const Setup& su) {
  const CardSet& cards = su.cards ? *su.cards : default_card_set(r);
  return Engine(cards, r, builtin_super_board());
}

Tally run_comparison(const Ruleset& ra, const Ruleset& rb, const Setup& su, bool logs) {
  const Engine ea = engine_for(ra, su), eb = engine_for(rb, su);
  ea.start(su.players, 0);  // the player count must suit both families (exit 2 otherwise)
  eb.start(su.players, 0);
  std::vector<std::string> options;
  for (const OptionDoc* d : options_differing(ra, rb)) options.push_back(d->key);
  const auto began = std::chrono::steady_clock::now();
  Tally t;
  t.prefer_outcome = su.example_outcome;
  t.options = options;
  for (int k = 0; k < su.games; ++k) {
    PlayOptions opt;
    opt.players = su.players;
    opt.seed = su.seed + static_cast<std::uint64_t>(k);
    opt.policy = su.policy;
    count_game(t, opt.seed, play_one(ea, opt, logs), play_one(eb, opt, logs), ra.family, rb.family, options);
    if (su.progress && (k + 1 == su.games || (k + 1) % std::max(1, su.games / 100) == 0)) {
      const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
      std::cerr << "\r\033[K"
                << progress_text(static_cast<std::uint64_t>(k + 1), static_cast<std::uint64_t>(su.games), secs, su.what)
                << std::flush;
    }
  }
  if (su.progress) std::cerr << "\r\033[K" << std::flush;
  return t;
}

}  // namespace

void help_compare() {
  std::cout << "usage: bm compare --rules A --rules B [options]\n"
               "       bm compare --rules A --set OPTION=VALUE... [options]\n"
               "       bm compare --ip IP-N [--rules BASE] [options]\n"
               "       bm compare --all-ips [--games N] [--json]\n\n"
               "Plays the same seeds with the same policy under two rulesets A and B and reports\n"
               "the share of games whose winner, ending, number of rounds or final scores differ\n"
               "(end reasons that differ only by the reading's name, ending the same way, are\n"
               "counted apart as \"only the label differs\"), and in how many games the engine\n"
               "consulted the options that differ (reached a point where their readings can\n"
               "decide differently: 0% with 0 consulted = the question never arose); for the games whose logs part, "
               "the first action where they part and the\n"
               "rule IDs of the events that differ there; and the smallest such game (fewest\n"
               "actions), whose two logs and a side-by-side timeline (the parting step marked)\n"
               "--out writes (the rounds around the parting; --rounds, --format png).\n"
               "Game k plays seed S + k (--seed S). --ip takes the reading the\n"
               "base ruleset plays as A (the family's default: tie_break highest_xp for super)\n"
               "and its other reading (or --set, e.g. a third reading) as B; --all-ips prints\n"
               "one table of every interpretation point, each other reading against the\n"
               "family's default, per family and player count. When no game differs, --out\n"
               "writes only agree.txt, the sentence that says so.\n\n"
               "exit: 0 compared (differences, or none, are the answer, not a failure), 2 bad usage\n\n"
            << compare_options()
            << "\nexamples:\n"
               "  bm compare --ip IP-3 --games 200                  # death threshold: how often it matters\n"
               "  bm compare --rules classic --rules classic-es --players 3\n"
               "  bm compare --rules classic --set heroes_per_round=remaining_players --players 4 --out cmp/\n"
               "  bm compare --ip IP-13 --rules solo-challenge --json\n"
               "  bm compare --ip IP-33 --rules super --cards super-synthetic --games 50   # two-icon heroes\n"
               "  bm compare --ip IP-10 --set token_supply=24 --games 20   # the third reading\n"
               "  bm compare --all-ips --games 20\n"
               "  bm compare --ip IP-3 --games 20 --out cmp/ --format png --rounds all   # the whole pair, as PNG\n";
}

namespace {

json tally_json(const Tally& t) {
  const auto share = [&](int n) { return t.games ? static_cast<double>(n) / t.games : 0.0; };
  json rules = json::object(), consulted = json::object();
  for (const auto& [id, n] : t.rules) rules[id] = n;
  for (const auto& [key, n] : t.consulted) consulted[key] = n;
  return {{"games", t.games},
          {"consulted", consulted},
          {"differ",
           {{"outcome", t.outcome},
            {"winner", t.winner},
            {"end_condition", t.end_condition},
            {"rounds", t.rounds},
            {"scores", t.scores},
            {"label_only", t.label_only},
            {"logs", t.parted}}},
          {"share",
           {{"outcome", share(t.outcome)},
            {"winner", share(t.winner)},
            {"end_condition", share(t.end_condition)},
            {"rounds", share(t.rounds)},
            {"scores", share(t.scores)},
            {"label_only", share(t.label_only)},
            {"logs", share(t.parted)}}},
          {"parting_rules", rules}};
}

std::string percent(int n, int of) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", of ? 100.0 * n / of : 0.0);
  return buf;
}

// Where two logs part, in words: "at action 12", or "in the setup" (the header's line, before
// any action: the parting's action index is then -1, which no action has).
std::string parting_place(int action) {
  return action < 0 ? std::string("in the setup, before any action") : "at action " + std::to_string(action);
}

// The fact the example turns on: the last point at or before the parting action where the
// engine consulted an option A and B differ in (either side: before the parting both games are
// one, and an unlimited supply, IP-10, is consulted only on the finite side), in the words of
// the option table (option_fact) with the engine's numbers there. Without such a point, the
// fact of the one option compared, in words, and "action" null.
json example_fact(const Tally& t) {
  const Consult* best = nullptr;
  const char* side = "";
  for (const auto& [played, name] : {std::pair<const Played*, const char*>{&t.a, "a"}, {&t.b, "b"}})
    for (const Consult& c : played->points)
      if (c.action <= t.parting.action && (!best || c.action > best->action) &&
          std::find(t.options.begin(), t.options.end(), c.key) != t.options.end()) {
        best = &c;
        side = name;
      }
  if (!best && t.options.size() != 1) return nullptr;
  const std::string key = best ? best->key : t.options[0];
  const OptionDoc* d = find_option(key);
  if (!d || std::string(option_fact(key)).empty()) return nullptr;
  const std::string words = option_fact_text(key, best ? std::span<const int>(best->values) : std::span<const int>());
  if (words.find('{') != std::string::npos) return nullptr;  // numbers the engine did not give: no guess
  return {{"ip", d->ip},
          {"option", key},
          {"text", words},
          {"action", best ? json(best->action) : json(nullptr)},
          {"side", best ? json(side) : json(nullptr)}};
}

// The fact as the report and the picture say it: "IP-3 turns on: damage 3 dealt to ... (action 10)".
std::string fact_line(const json& f) {
  if (f.is_null()) return "";
  std::string out = f["ip"].get<std::string>() + " turns on: " + f["text"].get<std::string>();
  if (f["action"].is_null()) return out + " (not consulted before the logs part)";
  const int at = f["action"].get<int>();
  return out + " (" + (at < 0 ? std::string("in the setup") : "action " + std::to_string(at)) + ")";
}

// --out: the smallest differing pair and its picture.
// The three files are written into a fresh directory swapped in whole by the caller's commit():
// never the new logs beside an old picture.
// The picture shows the rounds around the parting (picture_rounds), not the whole game.
json write_example(const Tally& t, OutputDir& dir, const Side& a, const Side& b, const CardSet* cards,
                   const std::string& format, const std::string& rounds) {
  const std::string file = "compare." + format;
  const std::string pa = dir.path("a.jsonl"), pb = dir.path("b.jsonl"), pic = dir.path(file);
  dir.write_file("a.jsonl", t.a.log);
  dir.write_file("b.jsonl", t.b.log);
  ReplayOptions ro;
  ro.cards = cards;  // --cards: the logs name a card set the replay must be given
  viz::Timeline ta = viz::timeline_from_replay(t.a.log, pa, ro).timeline;
  viz::Timeline tb = viz::timeline_from_replay(t.b.log, pb, ro).timeline;
  // The header says the reading once, in words ("A: summon_health=library 2, temple 2"); the
  // titles keep the family, not the ruleset's name with the settings' JSON.
  for (auto [tl, side] : {std::pair<viz::Timeline*, const Side*>{&ta, &a}, {&tb, &b}}) {
    const std::string& name = side->rules.name;
    const auto at = tl->title.find(name);
    if (at != std::string::npos) tl->title.replace(at, name.size(), family_name(side->rules.family));
  }
  const std::string where = "logs part here: " + parting_place(t.parting.action).substr(3);
  const std::string fact = fact_line(example_fact(t));
  viz::mark_differing_rows(ta, tb, t.parting.action, fact.empty() ? where : where + "; " + fact,
                           where + ": " + t.parting.why + (fact.empty() ? "" : "; " + fact), t.parting.event);
  const viz::VizFilter filter = picture_rounds(rounds, t.parting.round);
  dir.write_file(file,
                 picture_bytes(viz::compare_dot(viz::filter_timeline(ta, filter), viz::filter_timeline(tb, filter),
                                                "A: " + a.words, "B: " + b.words),
                               format));
  return {{"a", pa},
          {"b", pb},
          {"picture", pic},
          {"rounds", {filter.round_from, filter.round_to < 0 ? json(nullptr) : json(filter.round_to)}}};
}

json example_json(const Tally& t) {
  if (!t.have_example) return nullptr;
  const Parting& p = t.parting;
  return {{"seed", t.seed},
          {"actions", t.actions},
          {"action", p.action},
          {"outcome_differs", t.example_outcome},
          {"round", p.round},
          {"phase", p.phase},
          {"why", p.why},
          {"rules", p.rules},
          {"fact", example_fact(t)},
          {"result_a", t.a.result},
          {"result_b", t.b.result}};
}

// What a comparison with no differing game says (the text report, the JSON's "agree" and
// --out's agree.txt).
std::string agree_sentence(int games) {
  return "no game differs: the logs and results of all " + std::to_string(games) +
         " games agree under both readings, so there is no differing pair to show";
}

void print_report(const json& r) {
  const json& c = r["comparison"];
  const int g = c["games"].get<int>();
  const json& d = c["differ"];
  const auto label_only = [&](int n) {
    return n ? "; only the end reason's label differs in " + std::to_string(n) : "";
  };
  std::cout << "bm compare: " << g << " games, " << r["players"].get<int>() << " players, policy "
            << r["policy"].get<std::string>() << ", seeds " << r["seed"].get<std::uint64_t>() << ".."
            << r["seed"].get<std::uint64_t>() + static_cast<std::uint64_t>(g) - 1 << "\n"
            << "  A: " << terminal_escape_line(r["a"]["ruleset"].get<std::string>()) << "  ("
            << r["a"]["words"].get<std::string>() << ")\n"
            << "  B: " << terminal_escape_line(r["b"]["ruleset"].get<std::string>()) << "  ("
            << r["b"]["words"].get<std::string>() << ")\n"
            << (r.contains("ip") ? "  " + r["ip"].get<std::string>() + " (" + r["option"].get<std::string>() +
                                       "): " + r["title"].get<std::string>() + "\n"
                                 : std::string())
            << "  outcome differs in " << d["outcome"].get<int>() << " of " << g << " games ("
            << percent(d["outcome"].get<int>(), g) << "): winner " << percent(d["winner"].get<int>(), g) << ", ending "
            << percent(d["end_condition"].get<int>(), g) << ", rounds " << percent(d["rounds"].get<int>(), g)
            << ", scores " << percent(d["scores"].get<int>(), g) << label_only(d["label_only"].get<int>()) << "\n";
  for (const auto& [key, n] : c["consulted"].items())
    std::cout << "  " << key << " consulted in " << n.get<int>() << " of " << g << " games"
              << (n.get<int>() == 0 ? " (the question never arose)" : "") << "\n";
  std::cout << "  logs part in " << d["logs"].get<int>() << " of " << g << " games ("
            << percent(d["logs"].get<int>(), g) << ")";
  if (!c["parting_rules"].empty()) {
    std::cout << "; rules where they part (games):";
    for (const auto& [id, n] : c["parting_rules"].items()) std::cout << " " << id << " " << n.get<int>();
  }
  std::cout << "\n";
  const json& e = r["example"];
  if (r.contains("agree")) std::cout << "  " << r["agree"].get<std::string>() << "\n";
  if (r.contains("files") && r["files"].contains("agree"))
    std::cout << "  wrote " << r["files"]["agree"].get<std::string>() << "\n";
  if (e.is_null()) return;
  std::cout << "  smallest example: seed " << e["seed"].get<std::uint64_t>() << " (" << e["actions"].get<int>()
            << " actions in A; "
            << (e["outcome_differs"].get<bool>() ? "its outcome differs" : "only its logs differ, not its outcome")
            << "); the logs part " << parting_place(e["action"].get<int>()) << " (round " << e["round"].get<int>()
            << ", " << e["phase"].get<std::string>() << ")"
            << (e["rules"].get<std::string>().empty() ? "" : ", rules " + e["rules"].get<std::string>()) << "\n    "
            << terminal_escape_line(e["why"].get<std::string>()) << "\n";
  if (!e["fact"].is_null()) std::cout << "    " << fact_line(e["fact"]) << "\n";
  if (r.contains("files"))
    std::cout << "  wrote " << r["files"]["a"].get<std::string>() << ", " << r["files"]["b"].get<std::string>() << ", "
              << r["files"]["picture"].get<std::string>() << "\n";
}

Setup read_setup(const po::variables_map& vm, const Ruleset& a) {
  Setup su;
  su.games = vm["games"].as<int>();
  if (su.games < 1 || su.games > 1000000) throw InputError("--games: must be between 1 and 1000000");
  su.seed = vm["seed"].as<std::uint64_t>();
  su.policy = vm["policy"].as<std::string>();
  make_policy(su.policy, 0);  // unknown names fail here, with the list
  su.players = vm.count("players")                             ? vm["players"].as<int>()
               : a.family == Family::solo                      ? 1
               : a.family == Family::bm2 && a.bm2_players == 2 ? kBm2ManyPlayers
                                                               : 2;
  if (su.players < 1 || su.players > kMaxPlayers)
    throw InputError("--players: must be 1.." + std::to_string(kMaxPlayers));
  su.progress = isatty(2) != 0 && !vm.count("json");
  const std::string example = vm["example"].as<std::string>();
  if (example != "outcome" && example != "logs") throw InputError("--example: outcome or logs, got '" + example + "'");
  su.example_outcome = example == "outcome";
  return su;
}

}  // namespace

namespace {

// Reading k of `d` as the table shows it (the empty reading by its meaning).
std::string reading_text(const OptionDoc& d, int k) {
  const std::string v = d.readings[k].value;
  return v.empty() ? reading_shown(d, nullptr) : v;
}

// --all-ips: one row per player count of the family for reading k of option d against the
// reading the family's preset `base` plays (A: the family's default).
void all_ips_rows(const OptionDoc& d, const Ruleset& base, int k, Setup su, json& rows) {
  const Ruleset b = apply_option_settings(base, {parse_option_setting(std::string(d.key) + "=" + d.readings[k].value)});
  // IP-50 refuse against the bm2 presets' printed cards: a reading under which the cards cannot
  // be set up plays no game to compare, so it has no row (bm compare --ip names the refusal).
  if (!unplayable_cards(su.cards ? *su.cards : default_card_set(b), b.unknown_facts_house).empty()) return;
  const PlayerRange ra = player_range(base, builtin_super_board()), rb = player_range(b, builtin_super_board());
  const std::string fam = family_name(base.family);
  for (int n = std::max(ra.min, rb.min); n <= std::min(ra.max, rb.max); ++n) {
    su.players = n;
    su.what = std::string(d.ip) + " " + fam + " " + std::to_string(n) + "p";
    const Tally t = run_comparison(base, b, su, false);
    rows.push_back({{"ip", d.ip},
                    {"option", d.key},
                    {"a", reading_shown(d, option_value(d, ruleset_to_json(base)["options"]))},
                    {"b", reading_text(d, k)},
                    {"family", fam},
                    {"players", n},
                    {"comparison", tally_json(t)}});
  }
}

// The options in the order of their interpretation points' numbers (IP-2 before IP-10), the
// table's row order; the option table itself is grouped by family.
std::vector<OptionDoc> options_by_ip() {
  const auto number = [](const OptionDoc& d) { return std::atoi(d.ip + (std::strncmp(d.ip, "IP-", 3) == 0 ? 3 : 0)); };
  std::vector<OptionDoc> out(option_docs().begin(), option_docs().end());
  std::stable_sort(out.begin(), out.end(),
                   [&](const OptionDoc& a, const OptionDoc& b) { return number(a) < number(b); });
  return out;
}

// --all-ips: every option with two readings or more, each other reading against the reading of
// the family's preset (an option with three readings gives two rows per player count), in every
// family it applies to, for every player count of the family; outcome shares only.
int all_ips(const po::variables_map& vm, const CardSet* cards) {
  if (!vm["out"].as<std::string>().empty())
    throw InputError(
        "bm compare: --out writes one comparison's smallest differing pair; --all-ips has none (use --ip)");
  Setup su = read_setup(vm, Ruleset{});
  su.cards = cards;
  json rows = json::array();
  for (const OptionDoc& d : options_by_ip()) {
    if (!d.readings[1].value) continue;  // a safety limit: one reading
    for (Family f : {Family::classic, Family::super, Family::solo, Family::bm2}) {
      if (!option_applies(d, f)) continue;
      Ruleset base;
      find_preset(family_name(f), base);
      const int own = reading_of(d, base);
      for (int k = 0; k < kMaxReadings && d.readings[k].value; ++k)
        if (k != own) all_ips_rows(d, base, k, su, rows);
    }
  }
  if (vm.count("json")) {
    std::cout << json{{"games", su.games}, {"seed", su.seed}, {"policy", su.policy}, {"rows", rows}}.dump(1) << "\n";
    return kExitOk;
  }
  std::cout << "| IP | option | A -> B | family | players | consulted | outcome | winner | ending | rounds | scores | "
               "label only |\n"
               "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const auto& r : rows) {
    const json& d = r["comparison"]["differ"];
    const int g = r["comparison"]["games"].get<int>();
    const json& cons = r["comparison"]["consulted"];
    const std::string key = r["option"].get<std::string>();
    const int asked = cons.contains(key) ? cons[key].get<int>() : 0;
    std::cout << "| " << r["ip"].get<std::string>() << " | `" << key << "` | `" << r["a"].get<std::string>() << "` -> `"
              << r["b"].get<std::string>() << "` | " << r["family"].get<std::string>() << " | "
              << r["players"].get<int>() << " | " << (asked ? std::to_string(asked) : std::string("never")) << " | "
              << percent(d["outcome"].get<int>(), g) << " | " << percent(d["winner"].get<int>(), g) << " | "
              << percent(d["end_condition"].get<int>(), g) << " | " << percent(d["rounds"].get<int>(), g) << " | "
              << percent(d["scores"].get<int>(), g) << " | " << d["label_only"].get<int>() << " |\n";
  }
  std::cout << "\n"
            << su.games << " games per row, seeds " << su.seed << ".."
            << su.seed + static_cast<std::uint64_t>(su.games) - 1 << ", policy " << su.policy
            << " (bm compare --all-ips)\n";
  return kExitOk;
}

}  // namespace

int cmd_compare(const std::vector<std::string>& args) {
  const auto vm = parse(args, compare_options());
  CardSet card_storage;
  const std::string cards_arg = vm["cards"].as<std::string>();
  const CardSet* cards = cards_arg.empty() ? nullptr : &cards_from(cards_arg, card_storage);
  if (vm.count("all-ips")) return all_ips(vm, cards);
  const auto [ra, rb] = compare_sides(vm);
  const Side a{ra, differing_options(ra, rb, false), differing_words(ra, rb, false)},
      b{rb, differing_options(ra, rb, true), differing_words(ra, rb, true)};
  Setup su = read_setup(vm, ra);
  su.cards = cards;
  const std::string out = vm["out"].as<std::string>();
  // Locked from the start: a second bm writing the same directory is refused.
  std::unique_ptr<OutputDir> dir =
      out.empty() ? nullptr : std::make_unique<OutputDir>(out, "--out", "bm compare", OutputDir::Mode::fresh);
  const std::string format = picture_format(vm["format"].as<std::string>(), "");
  const std::string rounds = vm["rounds"].as<std::string>();
  if (rounds != "all") parse_rounds(rounds, -1);  // a malformed range is refused before the games
  if (out.empty() && (!vm["format"].defaulted() || !rounds.empty()))
    throw InputError("bm compare: --format and --rounds are for the picture --out DIR writes; give --out");
  if (dir) dir->claim({"a.jsonl", "b.jsonl", "compare." + format, "agree.txt"});  // refused before the games, not after
  const Tally t = run_comparison(ra, rb, su, true);
  // The interpretation point compared: --ip's, or the one option in which A and B differ.
  const std::vector<const OptionDoc*> differing = options_differing(ra, rb);
  const OptionDoc* ip = !vm["ip"].as<std::string>().empty() ? find_option_by_ip(vm["ip"].as<std::string>())
                        : differing.size() == 1 && ra.family == rb.family ? differing[0]
                                                                          : nullptr;
  json report = {{"a", {{"ruleset", ra.name}, {"hash", hex64(ra.hash())}, {"differs", a.what}, {"words", a.words}}},
                 {"b", {{"ruleset", rb.name}, {"hash", hex64(rb.hash())}, {"differs", b.what}, {"words", b.words}}},
                 {"players", su.players},
                 {"seed", su.seed},
                 {"policy", su.policy},
                 {"comparison", tally_json(t)},
                 {"example", example_json(t)}};
  if (ip) {
    report["ip"] = ip->ip;
    report["option"] = ip->key;
    report["title"] = ip->title;
  }
  // No differing game is a result, not a failure: --out then holds agree.txt, the sentence that
  // says so (never a directory holding nothing but its lock).
  if (!t.have_example) report["agree"] = agree_sentence(t.games);
  if (dir) {
    report["files"] = t.have_example ? write_example(t, *dir, a, b, su.cards, format, rounds)
                                     : json{{"agree", dir->path("agree.txt")}};
    if (!t.have_example) dir->write_file("agree.txt", report["agree"].get<std::string>() + "\n");
    dir->commit();
  }
  if (vm.count("json")) std::cout << report.dump() << "\n";
  else print_report(report);
  return kExitOk;
}

}  // namespace bm::cli
