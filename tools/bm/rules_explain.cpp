// bm rules explain: one rule of the catalog, where it is enforced, covered and checked.
#include "tools/bm/rules_explain.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <map>

#include "bm/checker/invariants.hpp"
#include "bm/core/error.hpp"
#include "bm/rules/ruleset.hpp"
#include "bm/core/json_read.hpp"
#include "tools/bm/cli.hpp"
#include "tools/bm/rules_catalog.hpp"

namespace bm::cli {

namespace {

// The rule IDs of a list like "C-13, C-14 IP-6/IP-7", each standing alone.
bool cites(const std::string& list, const std::string& id) {
  for (std::size_t at = list.find(id); at != std::string::npos; at = list.find(id, at + 1)) {
    const std::size_t end = at + id.size();
    auto word = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_'; };
    if ((at == 0 || !word(list[at - 1])) && (end >= list.size() || !word(list[end]))) return true;
  }
  return false;
}

// The entry with what the binary itself knows: the invariants and the ruleset options citing it.
nlohmann::json explained(const std::string& id) {
  nlohmann::json e = rule_catalog().at(id);
  for (const char* k : {"code", "tests", "scenarios"})
    if (!e.contains(k)) e[k] = nlohmann::json::array();
  e["invariants"] = nlohmann::json::array();
  for (const auto& inv : invariant_catalog())
    if (cites(inv.rules, id)) e["invariants"].push_back({{"id", inv.id}, {"rules", inv.rules}, {"what", inv.what}});
  e["ruleset_options"] = nlohmann::json::array();
  for (const auto& o : option_docs())
    if (cites(o.rules, id)) e["ruleset_options"].push_back({{"option", o.key}, {"rules", o.rules}});
  return e;
}

void print_field(const nlohmann::json& e, const char* key, const char* label) {
  if (e.contains(key)) std::cout << label << e[key].get<std::string>() << "\n";
}

// "engine/game/engine.cpp:84  diagnose" per place; tests grouped by file.
void print_places(const nlohmann::json& places, const char* label, bool grouped) {
  std::cout << label << " (" << places.size() << "):" << (places.empty() ? " none\n" : "\n");
  if (!grouped) {
    for (const auto& p : places) {
      const std::string fn = p["function"].get<std::string>();
      std::cout << "  " << p["file"].get<std::string>() << ":" << p["line"].get<int>()
                << (fn.empty() ? "  (file scope)" : "  " + fn) << "\n";
    }
    return;
  }
  std::map<std::string, std::vector<std::string>> by_file;
  for (const auto& p : places) by_file[p["file"].get<std::string>()].push_back(p["function"].get<std::string>());
  for (const auto& [file, fns] : by_file) {
    std::cout << "  " << file;
    std::string sep = ": ";
    for (const auto& f : fns)
      if (!f.empty()) {
        std::cout << sep << f;
        sep = ", ";
      }
    std::cout << "\n";
  }
}

void print_text(const nlohmann::json& e) {
  std::cout << e["id"].get<std::string>() << " \xC2\xB7 " << e["title"].get<std::string>() << "  ("
            << e["file"].get<std::string>() << ")\n";
  print_field(e, "statement", "statement: ");
  print_field(e, "sources", "sources:   ");
  print_field(e, "options", "options:   ");
  print_field(e, "readings", "readings:  ");
  print_field(e, "default", "default:   ");
  print_field(e, "note", "note:      ");
  print_field(e, "unreached", "unreached: ");
  print_places(e["code"], "code citing it (file:line, function)", false);
  std::cout << "invariants (" << e["invariants"].size() << "):" << (e["invariants"].empty() ? " none\n" : "\n");
  for (const auto& i : e["invariants"])
    std::cout << "  " << i["id"].get<std::string>() << "  " << i["what"].get<std::string>() << "\n";
  std::cout << "scenarios (" << e["scenarios"].size() << "):" << (e["scenarios"].empty() ? " none\n" : "\n");
  for (const auto& s : e["scenarios"]) std::cout << "  corpus/scenarios/" << s.get<std::string>() << ".jsonl\n";
  print_places(e["tests"], "tests", true);
}

}  // namespace

const nlohmann::json& rule_catalog() { return bm::rules_catalog(); }

bool is_catalog_rule(const std::string& id) { return rule_catalog().contains(id); }

int rules_explain(const std::vector<std::string>& args) {
  po::options_description d("bm rules explain options");
  d.add_options()("json", "print JSON")("id", po::value<std::string>(), "a rule ID (G-10, C-13, S-BOARD-6, IP-3, D7)");
  po::positional_options_description pos;
  pos.add("id", 1);
  const auto vm = parse(args, d, &pos);
  if (!vm.count("id")) throw InputError("bm rules explain: missing rule ID (for example `bm rules explain G-10`)");
  std::string id = vm["id"].as<std::string>();
  std::transform(id.begin(), id.end(), id.begin(), [](char c) { return static_cast<char>(std::toupper(c)); });
  if (!is_catalog_rule(id))
    throw InputError("bm rules explain: no rule '" + vm["id"].as<std::string>() + "' in the catalog (" +
                     std::to_string(rule_catalog().size()) +
                     " rules: G-1.., C-1.., S-.., SO-.., BM2-.., IP-.., D1..; docs/rules/README.md)");
  const nlohmann::json e = explained(id);
  if (vm.count("json")) std::cout << e.dump(1) << "\n";
  else print_text(e);
  return kExitOk;
}

}  // namespace bm::cli
