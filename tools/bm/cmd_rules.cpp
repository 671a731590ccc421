// bm rules: presets and options, each with the rule IDs it settles.
#include <iostream>

#include "bm/core/error.hpp"
#include "bm/core/hash.hpp"
#include "tools/bm/cli.hpp"

namespace bm::cli {

void help_rules() {
  std::cout << "usage: bm rules list [--json]\n"
               "       bm rules show NAME|FILE     print a ruleset as JSON (a starting point for your own)\n"
               "       bm rules options [--json]   every option with its rule IDs and readings\n\n"
               "A ruleset is data: the family and every interpretation option (IP-1..IP-7, the C-16\n"
               "variants, and the points every rulebook is silent on). Load your own with\n"
               "`bm play --rules FILE`; unknown keys, wrong types and impossible values are rejected\n"
               "with the JSON path (exit 2).\n";
}

int cmd_rules(const std::vector<std::string>& args) {
  if (args.empty()) throw InputError("bm rules: missing subcommand: list, show NAME, options (see `bm help rules`)");
  const bool json_out = args.size() > 1 && args.back() == "--json";
  if (args[0] == "list") {
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
    if (args.size() < 2) throw InputError("bm rules show: missing NAME or FILE");
    const Ruleset r = resolve_ruleset(args[1]);
    std::cout << ruleset_to_json(r).dump(2) << "\n";
    return kExitOk;
  }
  if (args[0] == "options") {
    nlohmann::json arr = nlohmann::json::array();
    for (const auto& o : option_docs())
      arr.push_back({{"option", o.key}, {"rules", o.rules}, {"readings", o.readings}});
    if (json_out) std::cout << arr.dump(1) << "\n";
    else
      for (const auto& o : option_docs()) std::cout << o.key << "  [" << o.rules << "]\n    " << o.readings << "\n";
    return kExitOk;
  }
  throw InputError("bm rules: unknown subcommand '" + args[0] + "' (list, show, options)");
}

}  // namespace bm::cli
