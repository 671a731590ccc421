// Lenient readers of a log's JSON (log_fields.hpp).
#include "bm/viz/log_fields.hpp"

#include <algorithm>
#include <sstream>

namespace bm::viz {

using json = nlohmann::json;

int int_of(const json& e, const char* k, int fallback) {
  if (!e.is_object()) return fallback;
  const auto it = e.find(k);
  if (it == e.end() || !it->is_number_integer()) return fallback;
  const auto v = it->get<long long>();
  if (v < -1000000 || v > 1000000) return fallback;
  return static_cast<int>(v);
}

std::string str_of(const json& e, const char* k) {
  if (!e.is_object()) return "";
  const auto it = e.find(k);
  if (it == e.end()) return "";
  if (it->is_string()) return it->get<std::string>().substr(0, 80);
  if (it->is_number_integer()) return it->dump();
  return "";
}

std::string stack_text(const json& e, const char* k) {
  if (!e.is_object() || !e.contains(k)) return "";
  const json& v = e[k];
  if (v.is_string() && v.get<std::string>() == "new") return "a new stack";
  if (v.is_number_integer()) return "stack " + v.dump();
  return "";
}

std::string ordinal(int n) {
  const int m = n % 100;
  const char* suf = (m >= 11 && m <= 13) ? "th" : n % 10 == 1 ? "st" : n % 10 == 2 ? "nd" : n % 10 == 3 ? "rd" : "th";
  return std::to_string(n) + suf;
}

void split_rules(const std::string& ids, std::vector<std::string>& out) {
  std::istringstream in(ids);
  std::string r;
  while (in >> r)
    if (std::find(out.begin(), out.end(), r) == out.end()) out.push_back(r);
}

}  // namespace bm::viz
