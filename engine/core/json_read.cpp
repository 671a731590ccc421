#include "bm/core/json_read.hpp"

#include <optional>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "bm/core/error.hpp"
#include "bm/core/file_read.hpp"
#include "bm/core/hash.hpp"
#include "bm/core/suggest.hpp"

namespace bm {

void JsonReader::fail(const std::string& field, const std::string& what) const {
  throw InputError(where_ + ": field '" + field + "': " + what);
}

void JsonReader::require_object() const {
  if (!j_.is_object()) throw InputError(where_ + ": expected a JSON object, got " + j_.type_name());
}

void JsonReader::allow_only(std::initializer_list<const char*> allowed) const {
  if (j_.is_object()) check_json_object(j_, where_, "", {}, allowed);  // require_object says what else it is
}

void JsonReader::object(const std::string& path, FieldNames required, FieldNames optional) const {
  const nlohmann::json* o = &j_;
  if (!path.empty()) o = j_.contains(path) ? &j_[path] : nullptr;
  if (!o) fail(path, "missing");
  check_json_object(*o, where_, path, required, optional);
}

bool FieldNames::has(std::string_view k) const {
  for (const char* f : *this)
    if (k == f) return true;
  return false;
}

std::string json_path_join(const std::string& path, std::string_view key) {
  const std::string_view k = key.substr(0, 80);
  return path.empty() ? std::string(k) : path + "." + std::string(k);
}

std::string json_field_error(const std::string& where, const std::string& path, const std::string& what) {
  return (where.empty() ? std::string() : where + ": ") + "field '" + path + "': " + what;
}

std::string json_type_problem(const std::string& expected, const nlohmann::json& got) {
  return "must be " + expected + ", got " + got.type_name();
}

namespace {

std::string names_text(FieldNames a, FieldNames b) {
  std::string list;
  for (FieldNames l : {a, b})
    for (const char* f : l) list += std::string(list.empty() ? "" : ", ") + f;
  return list;
}

}  // namespace

std::string json_object_problem(const nlohmann::json& j, const std::string& where, const std::string& path,
                                FieldNames required, FieldNames optional, const std::string& note) {
  if (!j.is_object()) return json_field_error(where, path, json_type_problem("an object", j));
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (required.has(it.key()) || optional.has(it.key())) continue;
    std::vector<std::string> names(required.begin(), required.end());
    names.insert(names.end(), optional.begin(), optional.end());
    return json_field_error(
        where, json_path_join(path, it.key()),
        "unknown field" + did_you_mean(it.key(), names) + " (allowed: " + names_text(required, optional) + ")" + note);
  }
  for (const char* f : required)
    if (!j.contains(f))
      return json_field_error(where, json_path_join(path, f), "missing (required: " + names_text(required, {}) + ")");
  return {};
}

void check_json_object(const nlohmann::json& j, const std::string& where, const std::string& path, FieldNames required,
                       FieldNames optional, const std::string& note) {
  std::string problem = json_object_problem(j, where, path, required, optional, note);
  if (!problem.empty()) throw InputError(problem);
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

namespace {

// "line:column" of byte `at` of `text` (1-based both).
std::string line_col(std::string_view text, std::size_t at) {
  std::size_t line = 1, col = 1;
  for (std::size_t i = 0; i < at && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
  }
  return std::to_string(line) + ":" + std::to_string(col);
}

// One linear pass: the first bracket that opens level kMaxJsonDepth + 1 (strings skipped).
void check_depth(std::string_view text, const std::string& where) {
  std::size_t depth = 0;
  const std::size_t at = scan_json_brackets(text, 0, [&depth](std::size_t, char c) {
    if (c == '[' || c == '{') return ++depth <= kMaxJsonDepth;
    if (depth > 0) --depth;
    return true;
  });
  if (at < text.size())
    throw InputError(where + ":" + line_col(text, at) + ": invalid JSON: nested deeper than " +
                     std::to_string(kMaxJsonDepth) + " levels");
}

// RFC 8259 leaves duplicate member names to the reader and nlohmann keeps the last one
// silently; an input that says two things about one field is rejected instead. The document is
// built by this SAX handler in the one pass that finds a repeated key: each key is placed into its
// object as it is read, so a key already there is a repeat (linear in the text; a parser callback
// made nlohmann rescan the enclosing container after every value, quadratic). A separate pass
// with a key set per object before nlohmann's own parse read every text twice: about half of
// this function's time in the serve and log fuzzers (docs/decisions.md).
class DomWithoutDuplicates {
 public:
  using json = nlohmann::json;
  explicit DomWithoutDuplicates(json& root) : root_(root) {}
  bool null() { return put(nullptr) != nullptr; }
  bool boolean(bool v) { return put(v) != nullptr; }
  bool number_integer(json::number_integer_t v) { return put(v) != nullptr; }
  bool number_unsigned(json::number_unsigned_t v) { return put(v) != nullptr; }
  bool number_float(json::number_float_t v, const json::string_t&) { return put(v) != nullptr; }
  bool string(json::string_t& v) { return put(std::move(v)) != nullptr; }
  bool binary(json::binary_t& v) { return put(json::binary(std::move(v))) != nullptr; }
  bool start_object(std::size_t) {
    open_.push_back(put(json::object()));
    return true;
  }
  bool key(json::string_t& k) {
    auto [at, fresh] = open_.back()->get_ref<json::object_t&>().try_emplace(k);
    if (!fresh) {
      duplicate_ = k;
      return false;
    }
    slot_ = &at->second;
    return true;
  }
  bool end_object() {
    open_.pop_back();
    return true;
  }
  bool start_array(std::size_t) {
    open_.push_back(put(json::array()));
    return true;
  }
  bool end_array() {
    open_.pop_back();
    return true;
  }
  // The parser's own exception (parse_error with its byte, out_of_range for a huge number), as
  // nlohmann::json::parse would throw it.
  template <class Exception>
  [[noreturn]] bool parse_error(std::size_t, const std::string&, const Exception& e) {
    throw e;
  }
  const std::optional<std::string>& duplicate() const { return duplicate_; }

 private:
  // The new value's place: the root, the open array's end, or the slot of the key just read.
  json* put(json v) {
    if (open_.empty()) {
      root_ = std::move(v);
      return &root_;
    }
    json& top = *open_.back();
    if (top.is_array()) {
      auto& items = top.get_ref<json::array_t&>();
      items.push_back(std::move(v));
      return &items.back();
    }
    *slot_ = std::move(v);
    return slot_;
  }
  json& root_;
  std::vector<json*> open_;  // the containers open, innermost last (a pushed array never moves them)
  json* slot_ = nullptr;
  std::optional<std::string> duplicate_;
};

}  // namespace

std::uint64_t canonical_json_hash(const nlohmann::json& canonical) {
  Hasher h;
  h.add_str(canonical.dump());
  return h.value();
}

nlohmann::json parse_json_text(std::string_view text, const std::string& where) {
  check_depth(text, where);
  nlohmann::json doc;
  try {
    DomWithoutDuplicates dom(doc);
    nlohmann::json::sax_parse(text.begin(), text.end(), &dom, nlohmann::json::input_format_t::json, true);
    if (dom.duplicate())
      throw InputError(where + ": invalid JSON: duplicate key " + nlohmann::json(*dom.duplicate()).dump() +
                       " in one object");
    return doc;
  } catch (const nlohmann::json::parse_error& e) {
    const std::size_t end = e.byte == 0 ? 0 : std::min<std::size_t>(e.byte - 1, text.size());
    std::string msg = e.what();
    const auto pos = msg.find("syntax error");
    if (pos != std::string::npos) msg = msg.substr(pos);
    throw InputError(where + ":" + line_col(text, end) + ": invalid JSON: " + msg);
  } catch (const nlohmann::json::exception& e) {
    // e.g. a number too large for any type (out_of_range 406): invalid input, not a crash.
    std::string msg = e.what();
    const auto pos = msg.find("] ");
    if (pos != std::string::npos) msg = msg.substr(pos + 2);
    throw InputError(where + ": invalid JSON: " + msg);
  }
}

nlohmann::json read_json_file(const std::string& path, std::size_t max_bytes) {
  // A JSON file may be one line: the byte cap bounds its lines too.
  return parse_json_text(read_text_file(path, ReadLimits{max_bytes, max_bytes + 1}), path);
}

}  // namespace bm
