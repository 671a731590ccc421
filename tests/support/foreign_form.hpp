#pragma once
// Another writer's form of a log line, as a front end of its own writes its logs: the keys of
// every object in reverse order, a space after every ':' and ','. The replayer's tests of
// foreign-form logs (the header cache, the setup and action lines' fast paths) write it.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace bm::test {

inline void append_foreign_form(const nlohmann::json& j, std::string& out) {
  if (j.is_object()) {
    std::vector<std::string> keys;
    for (auto it = j.begin(); it != j.end(); ++it) keys.push_back(it.key());
    out += "{";
    for (std::size_t k = keys.size(); k-- > 0;) {
      out += nlohmann::json(keys[k]).dump() + ": ";
      append_foreign_form(j[keys[k]], out);
      if (k > 0) out += ", ";
    }
    out += "}";
  } else if (j.is_array()) {
    out += "[";
    for (std::size_t k = 0; k < j.size(); ++k) {
      if (k > 0) out += ", ";
      append_foreign_form(j[k], out);
    }
    out += "]";
  } else {
    out += j.dump();
  }
}

inline std::string foreign_form(const nlohmann::json& j) {
  std::string out;
  append_foreign_form(j, out);
  return out;
}

}  // namespace bm::test
