// bm rules: presets and options, each with the rule IDs it settles.
#include <algorithm>
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/suggest.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/json_read.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/rules_explain.hpp"

namespace bm::cli {

void help_rules() {
  std::cout << "usage: bm rules list [--json]\n"
               "       bm rules show NAME|FILE     print a ruleset as JSON (a starting point for your own)\n"
               "       bm rules options [--json]   every option: its IP, rule IDs, families, default, readings and "
               "sources\n"
               "       bm rules explain ID [--json]  one rule (G-10, C-13, S-BOARD-6, IP-3): its statement,\n"
               "                                   sources and options, the code that enforces it, the\n"
               "                                   scenarios and tests that cover it, the invariants that\n"
               "                                   check it (`bm rules show ID` prints the same); an option\n"
               "                                   name (death_threshold) explains the IP it settles\n"
               "       bm rules ids [--family F] [--json]  every rule ID with its title and statement (F: the\n"
               "                                   rules a classic, super, solo or bm2 game plays by)\n"
               "       bm rules search WORDS... [--json]  the rules whose title, statement or sources hold\n"
               "                                   every word\n\n"
               "A ruleset is data: the family and every interpretation option (each settles one\n"
               "interpretation point, IP-1..IP-32: where the rulebooks disagree or are silent, and the\n"
               "variants). Load your own with `bm play --rules FILE`, or change single options with\n"
               "`--set OPTION=VALUE` (bm play, check, compare, replay, validate, viz); unknown keys, wrong types and "
               "impossible values are rejected\n"
               "with the JSON path (exit 2).\n\n"
               "examples:\n"
               "  bm rules explain G-10\n"
               "  bm rules explain death_threshold\n"
               "  bm rules ids --family solo\n"
               "  bm rules search bait treasure\n";
}

namespace {

// The options of one `bm rules` subcommand: an unknown one is exit 2.
po::variables_map rules_args(const std::vector<std::string>& args, bool with_json, bool with_name) {
  po::options_description d("bm rules " + args[0] + " options");
  if (with_json) d.add_options()("json", "print JSON");
  if (with_name) d.add_options()("name", po::value<std::string>(), "preset name or ruleset file");
  po::positional_options_description pos;
  if (with_name) pos.add("name", 1);
  return parse(std::vector<std::string>(args.begin() + 1, args.end()), d, &pos);
}

}  // namespace

namespace {

// A reading's value as JSON: true, "at_least", 28, {"temple":2}; null = absent (summon_health).
nlohmann::json reading_value(const OptionDoc& d, const OptionReading& r) {
  if (!*r.value) return nullptr;
  if (d.kind == OptionKind::choice) return r.value;
  return parse_json_text(r.value, d.key);
}

// "rulebook 001 l. 124; rulebook 003 l. 69" -> ["rulebook 001 l. 124", "rulebook 003 l. 69"].
nlohmann::json source_list(const std::string& s) {
  nlohmann::json out = nlohmann::json::array();
  std::size_t at = 0;
  while (at <= s.size()) {
    const std::size_t semi = std::min(s.find("; ", at), s.size());
    if (semi > at) out.push_back(s.substr(at, semi - at));
    at = semi + 2;
  }
  return out;
}

// The option's value in a ruleset of family `f` that names no option: the family's default.
nlohmann::json family_default(const OptionDoc& d, Family f) {
  const Ruleset r =
      load_ruleset({{"format", "bm-ruleset"}, {"version", 1}, {"name", "d"}, {"family", family_name(f)}}, "default");
  const nlohmann::json o = ruleset_to_json(r)["options"];
  if (o.contains(d.key)) return o[d.key];
  // A choice written only when it is not its default (two_icon_landmark, IP-33) is at its default,
  // the first reading; an absent object (summon_health) is the reading "absent".
  if (d.kind == OptionKind::choice) return nlohmann::json(d.readings[0].value);
  return nlohmann::json(nullptr);
}

nlohmann::json option_json(const OptionDoc& d) {
  nlohmann::json families = nlohmann::json::array(), defaults = nlohmann::json::object();
  for (Family f : {Family::classic, Family::super, Family::solo, Family::bm2})
    if (option_applies(d, f)) {
      families.push_back(family_name(f));
      defaults[family_name(f)] = family_default(d, f);
    }
  nlohmann::json readings = nlohmann::json::array();
  for (const auto& r : d.readings)
    if (r.value)
      readings.push_back({{"value", reading_value(d, r)}, {"meaning", r.meaning}, {"sources", source_list(r.sources)}});
  static const char* const kKinds[] = {"boolean", "choice", "integer", "object"};
  nlohmann::json j = {{"option", d.key},
                      {"ip", d.ip},
                      {"title", d.title},
                      {"rule_ids", option_rule_ids(d)},
                      {"families", families},
                      {"kind", kKinds[static_cast<int>(d.kind)]},
                      {"allowed", option_allowed_values(d)},
                      {"default", defaults[families[0].get<std::string>()]},
                      {"defaults", defaults},
                      {"readings", readings}};
  if (d.kind == OptionKind::integer || d.kind == OptionKind::object) j["range"] = {d.min, d.max};
  return j;
}

int rules_options(bool json_out) {
  nlohmann::json arr = nlohmann::json::array();
  for (const auto& d : option_docs()) arr.push_back(option_json(d));
  if (json_out) {
    std::cout << arr.dump(1) << "\n";
    return kExitOk;
  }
  for (const auto& o : arr) {
    std::cout << o["option"].get<std::string>() << "  [" << o["ip"].get<std::string>() << ": "
              << o["title"].get<std::string>() << "; rules";
    for (const auto& id : o["rule_ids"]) std::cout << " " << id.get<std::string>();
    std::cout << "; families";
    for (const auto& f : o["families"]) std::cout << " " << f.get<std::string>();
    std::cout << "]\n";
    for (const auto& r : o["readings"]) {
      std::cout << "    "
                << (r["value"].is_null()     ? std::string("absent")
                    : r["value"].is_string() ? r["value"].get<std::string>()
                                             : r["value"].dump())
                << ": " << r["meaning"].get<std::string>() << " (";
      for (std::size_t i = 0; i < r["sources"].size(); ++i)
        std::cout << (i ? "; " : "") << r["sources"][i].get<std::string>();
      std::cout << ")\n";
    }
  }
  return kExitOk;
}

}  // namespace

int cmd_rules(const std::vector<std::string>& args) {
  if (args.empty())
    throw InputError(
        "bm rules: missing subcommand: list, show NAME, options, explain ID, ids, search WORDS (see `bm help rules`)");
  if (args[0] == "list") {
    const bool json_out = rules_args(args, true, false).count("json") > 0;
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& p : preset_list()) {
      Ruleset r;
      find_preset(p.name, r);
      arr.push_back(
          {{"name", p.name}, {"family", family_name(r.family)}, {"hash", hex64(r.hash())}, {"description", p.summary}});
    }
    if (json_out) std::cout << arr.dump(1) << "\n";
    else
      for (const auto& p : arr)
        std::cout << p["name"].get<std::string>() << "  (" << p["family"].get<std::string>() << ", "
                  << p["hash"].get<std::string>() << ")\n    " << p["description"].get<std::string>() << "\n";
    return kExitOk;
  }
  if (args[0] == "show") {
    const auto vm = rules_args(args, false, true);
    if (!vm.count("name")) throw InputError("bm rules show: missing NAME or FILE");
    if (is_catalog_rule(vm["name"].as<std::string>())) return rules_explain({vm["name"].as<std::string>()});
    const Ruleset r = resolve_ruleset(vm["name"].as<std::string>());
    std::cout << ruleset_to_json(r).dump(2) << "\n";
    return kExitOk;
  }
  if (args[0] == "options") return rules_options(rules_args(args, true, false).count("json") > 0);
  if (args[0] == "explain") return rules_explain(std::vector<std::string>(args.begin() + 1, args.end()));
  if (args[0] == "ids") return rules_ids(std::vector<std::string>(args.begin() + 1, args.end()));
  if (args[0] == "search") return rules_search(std::vector<std::string>(args.begin() + 1, args.end()));
  throw InputError("bm rules: unknown subcommand '" + args[0] + "'" +
                   did_you_mean(args[0], {"list", "show", "options", "explain", "ids", "search"}) +
                   " (list, show, options, explain, ids, search)");
}

}  // namespace bm::cli
