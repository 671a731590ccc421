// bm check --coverage: rule IDs reached and never reached, per family.
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

// The catalog entry's "Unreached" reason (docs/rules/README.md), "" when it has none.
std::string unreached_reason(const std::string& id) {
  const auto& e = rule_catalog().at(id);
  return e.contains("unreached") ? e["unreached"].get<std::string>() : std::string();
}

// A reason of a kind that says no game can reach the rule at all (not only in some families).
bool says_unreachable(const std::string& reason) {
  for (const char* kind : {"component ", "refusal ", "not-built "})
    if (has_prefix(reason, kind)) return true;
  return false;
}

}  // namespace

void add_never_reached(nlohmann::json& report) {
  if (!report.contains("coverage")) return;
  nlohmann::json never = nlohmann::json::object(), reasons = nlohmann::json::object();
  nlohmann::json unexplained = nlohmann::json::object(), contradicted = nlohmann::json::object();
  for (const auto& [family, reached] : report["coverage"].items()) {
    std::vector<std::string> ids, bare, wrong;
    for (auto it = rule_catalog().begin(); it != rule_catalog().end(); ++it) {
      if (!applies(it.key(), family)) continue;
      const std::string why = unreached_reason(it.key());
      if (reached.contains(it.key())) {
        if (says_unreachable(why)) wrong.push_back(it.key());
        continue;
      }
      ids.push_back(it.key());
      if (why.empty()) bare.push_back(it.key());
      else reasons[it.key()] = why;
    }
    for (auto* v : {&ids, &bare, &wrong}) std::sort(v->begin(), v->end(), id_less);
    never[family] = ids;
    unexplained[family] = bare;
    contradicted[family] = wrong;
  }
  report["never_reached"] = never;
  report["never_reached_reasons"] = reasons;
  report["unexplained"] = unexplained;
  report["contradicted"] = contradicted;
}

void print_coverage(std::ostream& os, const nlohmann::json& report) {
  if (!report.contains("coverage")) return;
  for (const auto& [family, reached] : report["coverage"].items()) {
    std::vector<std::string> ids;
    for (auto it = reached.begin(); it != reached.end(); ++it) ids.push_back(it.key());
    std::sort(ids.begin(), ids.end(), id_less);
    os << "rule coverage, " << family << ": " << ids.size() << " rule IDs reached\n ";
    std::size_t col = 1;
    for (const auto& id : ids) {
      const std::string cell = " " + id + " " + std::to_string(reached[id].get<std::uint64_t>());
      if (col + cell.size() > 96) os << "\n ", col = 1;
      os << cell;
      col += cell.size();
    }
    const auto& never = report["never_reached"][family];
    os << "\n  never reached (" << never.size() << "), and why (`Unreached` in docs/rules/):\n";
    for (const auto& id : never) {
      const std::string name = id.get<std::string>();
      const auto& why = report["never_reached_reasons"];
      os << "    " << name << std::string(name.size() < 10 ? 10 - name.size() : 1, ' ')
         << (why.contains(name) ? why[name].get<std::string>() : "NO REASON GIVEN") << "\n";
    }
    for (const auto& id : report["contradicted"][family])
      os << "    " << id.get<std::string>() << " was reached although its Unreached reason says it cannot be\n";
  }
}

}  // namespace bm::cli
