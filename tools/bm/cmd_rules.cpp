// bm rules: presets and options, each with the rule IDs it settles.
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/rules_explain.hpp"

namespace bm::cli {

void help_rules() {
  std::cout << "usage: bm rules list [--json]\n"
               "       bm rules show NAME|FILE     print a ruleset as JSON (a starting point for your own)\n"
               "       bm rules options [--json]   every option with its rule IDs and readings\n"
               "       bm rules explain ID [--json]  one rule (G-10, C-13, S-BOARD-6, IP-3): its statement,\n"
               "                                   sources and options, the code that enforces it, the\n"
               "                                   scenarios and tests that cover it, the invariants that\n"
               "                                   check it (`bm rules show ID` prints the same)\n\n"
               "A ruleset is data: the family and every interpretation option (IP-1..IP-7, the C-16\n"
               "variants, and the points every rulebook is silent on). Load your own with\n"
               "`bm play --rules FILE`; unknown keys, wrong types and impossible values are rejected\n"
               "with the JSON path (exit 2).\n";
}

namespace {

// The options of one `bm rules` subcommand: an unknown one is exit 2 (issue 21, class 10).
po::variables_map rules_args(const std::vector<std::string>& args, bool with_json, bool with_name) {
  po::options_description d("bm rules " + args[0] + " options");
  if (with_json) d.add_options()("json", "print JSON");
  if (with_name) d.add_options()("name", po::value<std::string>(), "preset name or ruleset file");
  po::positional_options_description pos;
  if (with_name) pos.add("name", 1);
  return parse(std::vector<std::string>(args.begin() + 1, args.end()), d, &pos);
}

}  // namespace

int cmd_rules(const std::vector<std::string>& args) {
  if (args.empty())
    throw InputError("bm rules: missing subcommand: list, show NAME, options, explain ID (see `bm help rules`)");
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
  if (args[0] == "options") {
    const bool json_out = rules_args(args, true, false).count("json") > 0;
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& o : option_docs())
      arr.push_back({{"option", o.key}, {"rules", o.rules}, {"readings", o.readings}});
    if (json_out) std::cout << arr.dump(1) << "\n";
    else
      for (const auto& o : option_docs()) std::cout << o.key << "  [" << o.rules << "]\n    " << o.readings << "\n";
    return kExitOk;
  }
  if (args[0] == "explain") return rules_explain(std::vector<std::string>(args.begin() + 1, args.end()));
  throw InputError("bm rules: unknown subcommand '" + args[0] + "' (list, show, options, explain)");
}

}  // namespace bm::cli
