#include "bm/core/json_read.hpp"

#include <fstream>
#include <set>
#include <sstream>
#include <vector>

#include "bm/core/error.hpp"

namespace bm {

void JsonReader::fail(const std::string& field, const std::string& what) const {
  throw InputError(where_ + ": field '" + field + "': " + what);
}

void JsonReader::require_object() const {
  if (!j_.is_object()) throw InputError(where_ + ": expected a JSON object, got " + j_.type_name());
}

void JsonReader::allow_only(std::initializer_list<const char*> allowed) const {
  if (const std::string* key = unknown_key(j_, allowed))
    fail(*key, "unknown field (allowed: " + key_list(allowed) + ")");
}

const std::string* unknown_key(const nlohmann::json& j, std::initializer_list<const char*> allowed) {
  if (!j.is_object()) return nullptr;
  for (auto it = j.begin(); it != j.end(); ++it) {
    bool ok = false;
    for (const char* a : allowed) ok = ok || it.key() == a;
    if (!ok) return &it.key();
  }
  return nullptr;
}

std::string key_list(std::initializer_list<const char*> allowed) {
  std::string list;
  for (const char* a : allowed) list += std::string(list.empty() ? "" : ", ") + a;
  return list;
}

std::string JsonReader::str(const char* key, std::size_t min_len, std::size_t max_len) const {
  if (!j_.contains(key)) fail(key, "missing");
  const auto& v = j_[key];
  if (!v.is_string()) fail(key, std::string("must be a string, got ") + v.type_name());
  std::string s = v.get<std::string>();
  if (s.size() < min_len) fail(key, "must not be empty");
  if (s.size() > max_len) fail(key, "longer than " + std::to_string(max_len) + " characters");
  return s;
}

std::string JsonReader::opt_str(const char* key, const std::string& def, std::size_t min_len,
                                std::size_t max_len) const {
  if (!j_.contains(key)) return def;
  return str(key, min_len, max_len);
}

int JsonReader::integer(const char* key, long long lo, long long hi) const {
  if (!j_.contains(key)) fail(key, "missing");
  const auto& v = j_[key];
  if (!v.is_number_integer())
    fail(key, std::string("must be an integer, got ") +
                  (v.is_number() ? v.dump() + " (not a whole number, or out of range)" : v.type_name()));
  long long x;
  if (v.is_number_unsigned()) {
    const auto u = v.get<unsigned long long>();
    if (u > static_cast<unsigned long long>(hi))
      fail(key,
           "out of range: " + std::to_string(u) + " (allowed " + std::to_string(lo) + ".." + std::to_string(hi) + ")");
    x = static_cast<long long>(u);
  } else {
    x = v.get<long long>();
  }
  if (x < lo || x > hi)
    fail(key,
         "out of range: " + std::to_string(x) + " (allowed " + std::to_string(lo) + ".." + std::to_string(hi) + ")");
  return static_cast<int>(x);
}

int JsonReader::opt_integer(const char* key, int def, long long lo, long long hi) const {
  if (!j_.contains(key)) return def;
  return integer(key, lo, hi);
}

bool JsonReader::boolean(const char* key) const {
  if (!j_.contains(key)) fail(key, "missing");
  if (!j_[key].is_boolean()) fail(key, std::string("must be true or false, got ") + j_[key].type_name());
  return j_[key].get<bool>();
}

bool JsonReader::opt_boolean(const char* key, bool def) const {
  if (!j_.contains(key)) return def;
  return boolean(key);
}

nlohmann::json parse_json_text(const std::string& text, const std::string& where) {
  // RFC 8259 leaves duplicate member names to the reader and nlohmann keeps the last one
  // silently; an input that says two things about one field is rejected instead.
  std::vector<std::set<std::string>> open_objects;
  const auto check_keys = [&](int, nlohmann::json::parse_event_t ev, nlohmann::json& parsed) {
    using E = nlohmann::json::parse_event_t;
    if (ev == E::object_start) {
      open_objects.emplace_back();
    } else if (ev == E::object_end) {
      if (!open_objects.empty()) open_objects.pop_back();
    } else if (ev == E::key && !open_objects.empty() && parsed.is_string()) {
      if (!open_objects.back().insert(parsed.get<std::string>()).second)
        throw InputError(where + ": invalid JSON: duplicate key " + parsed.dump() + " in one object");
    }
    return true;
  };
  try {
    return nlohmann::json::parse(text, check_keys);
  } catch (const nlohmann::json::parse_error& e) {
    // Translate the byte offset into line:column.
    std::size_t line = 1, col = 1;
    const std::size_t end = e.byte == 0 ? 0 : std::min<std::size_t>(e.byte - 1, text.size());
    for (std::size_t i = 0; i < end; ++i) {
      if (text[i] == '\n') {
        ++line;
        col = 1;
      } else {
        ++col;
      }
    }
    std::string msg = e.what();
    const auto pos = msg.find("syntax error");
    if (pos != std::string::npos) msg = msg.substr(pos);
    throw InputError(where + ":" + std::to_string(line) + ":" + std::to_string(col) + ": invalid JSON: " + msg);
  } catch (const nlohmann::json::exception& e) {
    // e.g. a number too large for any type (out_of_range 406): invalid input, not a crash.
    std::string msg = e.what();
    const auto pos = msg.find("] ");
    if (pos != std::string::npos) msg = msg.substr(pos + 2);
    throw InputError(where + ": invalid JSON: " + msg);
  }
}

nlohmann::json read_json_file(const std::string& path, std::size_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open file");
  std::string text;
  char buf[65536];
  while (in.read(buf, sizeof buf) || in.gcount() > 0) {
    text.append(buf, static_cast<std::size_t>(in.gcount()));
    if (text.size() > max_bytes) throw InputError(path + ": file larger than " + std::to_string(max_bytes) + " bytes");
  }
  return parse_json_text(text, path);
}

}  // namespace bm
