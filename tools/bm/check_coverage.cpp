// bm check --coverage: rule IDs reached and never reached, per family (issue 22 §4).
#include "tools/bm/check_coverage.hpp"

#include <algorithm>
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

#include "bm/rules/ruleset.hpp"
#include "tools/bm/rules_explain.hpp"

namespace bm::cli {

namespace {

// "S-BOARD-6" -> ("S-BOARD-", 6): IDs sort by family prefix, then by number.
std::pair<std::string, int> id_key(const std::string& id) {
  const auto dash = id.find_last_of('-');
  if (dash == std::string::npos) return {id, 0};
  int n = 0;
  for (char c : id.substr(dash + 1))
    if (c >= '0' && c <= '9') n = n * 10 + (c - '0');
  return {id.substr(0, dash + 1), n};
}

bool id_less(const std::string& a, const std::string& b) { return id_key(a) < id_key(b); }

bool has_prefix(const std::string& id, const std::string& p) { return id.compare(0, p.size(), p) == 0; }

// Does rule `id` of the catalog apply to `family`? G: every family; C: classic and bm2; S:
// super and solo; SO: solo; BM2: bm2; IP: when an option it names applies to the family.
bool applies(const std::string& id, const std::string& family) {
  if (has_prefix(id, "G-")) return true;
  if (has_prefix(id, "SO-")) return family == "solo";
  if (has_prefix(id, "BM2-")) return family == "bm2";
  if (has_prefix(id, "C-")) return family == "classic" || family == "bm2";
  if (has_prefix(id, "IP-")) {
    for (const auto& o : option_docs()) {
      const std::string rules = o.rules, fams = o.families;
      const auto at = rules.find(id);
      const bool cited = at != std::string::npos && (at + id.size() == rules.size() ||
                                                     !std::isdigit(static_cast<unsigned char>(rules[at + id.size()])));
      if (cited && fams.find(family) != std::string::npos) return true;
    }
    return false;
  }
  if (has_prefix(id, "S-")) return family == "super" || family == "solo";
  return false;  // D1..D16: settled disagreements, not code paths
}

}  // namespace

void add_never_reached(nlohmann::json& report) {
  if (!report.contains("coverage")) return;
  nlohmann::json never = nlohmann::json::object();
  for (const auto& [family, reached] : report["coverage"].items()) {
    std::vector<std::string> ids;
    for (auto it = rule_catalog().begin(); it != rule_catalog().end(); ++it)
      if (applies(it.key(), family) && !reached.contains(it.key())) ids.push_back(it.key());
    std::sort(ids.begin(), ids.end(), id_less);
    never[family] = ids;
  }
  report["never_reached"] = never;
}

void print_coverage(const nlohmann::json& report) {
  if (!report.contains("coverage")) return;
  for (const auto& [family, reached] : report["coverage"].items()) {
    std::vector<std::string> ids;
    for (auto it = reached.begin(); it != reached.end(); ++it) ids.push_back(it.key());
    std::sort(ids.begin(), ids.end(), id_less);
    std::cout << "rule coverage, " << family << ": " << ids.size() << " rule IDs reached\n ";
    std::size_t col = 1;
    for (const auto& id : ids) {
      const std::string cell = " " + id + " " + std::to_string(reached[id].get<std::uint64_t>());
      if (col + cell.size() > 96) std::cout << "\n ", col = 1;
      std::cout << cell;
      col += cell.size();
    }
    const auto& never = report["never_reached"][family];
    std::cout << "\n  never reached (" << never.size() << "):";
    for (const auto& id : never) std::cout << " " << id.get<std::string>();
    std::cout << "\n";
  }
}

}  // namespace bm::cli
