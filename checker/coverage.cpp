#include "bm/checker/coverage.hpp"

namespace bm {

namespace {

std::size_t events() { return kind_rows<EventType>().size(); }
std::size_t decisions() { return kind_rows<DecisionKind>().size(); }
std::size_t actions() { return kind_rows<ActionType>().size(); }

// The row of slot i (coverage_slots order).
const KindInfo& row_of(std::size_t i) {
  if (i < events()) return kind_rows<EventType>()[i];
  i -= events();
  if (i < decisions()) return kind_rows<DecisionKind>()[i];
  i -= decisions();
  if (i < actions()) return kind_rows<ActionType>()[i];
  return kind_rows<Phase>()[i - actions()];
}

bool has_prefix(const std::string& id, const char* p) { return id.rfind(p, 0) == 0; }

// Did rule `id` apply in this game? It belongs to the family, and an IP's option was consulted.
bool applied(const std::string& id, const Ruleset& rules, const std::set<std::string>& consulted) {
  if (!rule_in_family(id, rules.family)) return false;
  if (!has_prefix(id, "IP-")) return true;
  const OptionDoc* d = find_option_by_ip(id);
  return !d || consulted.count(d->key) > 0;
}

// Adds `n` to every rule ID of the space-separated list `ids` that applied.
void add_ids(const char* ids, std::uint64_t n, const Ruleset& rules, const std::set<std::string>& consulted,
             std::map<std::string, std::uint64_t>& by_rule) {
  const std::string list = ids;
  std::size_t b = 0;
  while (b < list.size()) {
    std::size_t e = list.find(' ', b);
    if (e == std::string::npos) e = list.size();
    if (e > b && applied(list.substr(b, e - b), rules, consulted)) by_rule[list.substr(b, e - b)] += n;
    b = e + 1;
  }
}

}  // namespace

void add_rule_counts(const std::vector<std::uint64_t>& slots, const Ruleset& rules, bool over, int end_rule,
                     const std::set<std::string>& consulted, std::map<std::string, std::uint64_t>& by_rule) {
  for (std::size_t i = 0; i < slots.size() && i < coverage_slots(); ++i) {
    if (slots[i]) add_ids(rules_for(row_of(i), rules.super_like()), slots[i], rules, consulted, by_rule);
  }
  if (!over) return;
  if (const KindInfo* why = find_kind_info(static_cast<EndReason>(end_rule)))
    add_ids(why->rules, 1, rules, consulted, by_rule);
}

}  // namespace bm
