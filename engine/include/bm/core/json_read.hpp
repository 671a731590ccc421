#pragma once
// Strict JSON field reading with error messages that name the source and the JSON path
// (non-negotiable 4: bad input gets a clear error and exit 2, never a crash).
#include <array>
#include <cstdint>
#include <initializer_list>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

namespace bm {

// A list of JSON field names (a view: from a braced list or a vector of C strings, valid for
// the call it is passed to).
class FieldNames {
 public:
  FieldNames() = default;
  // The braced list's array lives to the end of the call's full expression, as FieldNames does.
  FieldNames(std::initializer_list<const char*> l) : p_(std::data(l)), n_(l.size()) {}
  FieldNames(const std::vector<const char*>& v) : p_(v.data()), n_(v.size()) {}
  template <std::size_t N>
  FieldNames(const std::array<const char*, N>& a) : p_(a.data()), n_(N) {}
  const char* const* begin() const { return p_; }
  const char* const* end() const { return p_ + n_; }
  std::size_t size() const { return n_; }
  bool has(std::string_view k) const;

 private:
  const char* const* p_ = nullptr;
  std::size_t n_ = 0;
};

// THE check that a JSON object has exactly its fields, with the one wording of every strict
// reader of bm (rulesets, card sets, boards, logs, snapshots, positions, declared chance,
// actions). `where` is the source ("file.json", "log.jsonl:3"; may be empty) and `path` the
// object's JSON path ("" at the top, "cards", "events[0]", "state.players[1]"):
//   not an object:  WHERE: field 'PATH': must be an object, got array
//   unknown field:  WHERE: field 'PATH.KEY': unknown field (did you mean 'x'?) (allowed: a, b)NOTE
//   missing field:  WHERE: field 'PATH.KEY': missing (required: a, b)
// `note` follows an unknown field's text (a hint for that reader). Returns the first problem
// (the checks in that order, keys in sorted order), or "" when there is none; it allocates
// nothing then (the replayer checks every log line).
std::string json_object_problem(const nlohmann::json& j, const std::string& where, const std::string& path,
                                FieldNames required, FieldNames optional, const std::string& note = "");
// The same, throwing InputError with that text.
void check_json_object(const nlohmann::json& j, const std::string& where, const std::string& path, FieldNames required,
                       FieldNames optional, const std::string& note = "");
// The one wording of a bad field: "WHERE: field 'PATH': WHAT" (a mistyped one: WHAT is
// json_type_problem's "must be an integer, got string").
std::string json_field_error(const std::string& where, const std::string& path, const std::string& what);
// "must be EXPECTED, got TYPE" (TYPE: the JSON type the value has).
std::string json_type_problem(const std::string& expected, const nlohmann::json& got);
// "PATH.KEY" ("KEY" at the top); the key is cut at 80 bytes (a hostile log's key is quoted).
std::string json_path_join(const std::string& path, std::string_view key);

class JsonReader {
 public:
  JsonReader(const nlohmann::json& j, std::string where) : j_(j), where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& field, const std::string& what) const;
  void rename(std::string where) { where_ = std::move(where); }
  const std::string& where() const { return where_; }

  void require_object() const;
  // Rejects any key not in `allowed` ("unknown field").
  void allow_only(std::initializer_list<const char*> allowed) const;
  // The object at `path` (relative to this reader's; "" for its own) has every `required`
  // field and nothing outside required and `optional` (check_json_object's wording).
  void object(const std::string& path, FieldNames required, FieldNames optional) const;
  std::string str(const char* key, std::size_t min_len, std::size_t max_len) const;
  std::string opt_str(const char* key, const std::string& def, std::size_t min_len, std::size_t max_len) const;
  int integer(const char* key, long long lo, long long hi) const;
  int opt_integer(const char* key, int def, long long lo, long long hi) const;
  bool boolean(const char* key) const;
  bool opt_boolean(const char* key, bool def) const;

 private:
  const nlohmann::json& j_;
  std::string where_;
};

// The first key of the object `j` that is not in `allowed` (null when there is none), for a
// caller that words its own refusal (bm conformance's scenario rulesets); every reader that
// refuses an unknown field does it with check_json_object.
const std::string* unknown_key(const nlohmann::json& j, std::initializer_list<const char*> allowed);
// The allowed keys as "a, b, c" (for those errors).
std::string key_list(std::initializer_list<const char*> allowed);

// JSON nested deeper than this is refused ("nested deeper than 256 levels"): no bm input
// comes near it, and a deeper one is an attack on the reader's stack and time.
constexpr std::size_t kMaxJsonDepth = 256;

// Reads a whole JSON file through the capped reader (core/file_read.hpp; "-" is standard
// input) and parses it; errors give line and column.
nlohmann::json read_json_file(const std::string& path, std::size_t max_bytes = 64u << 20);
// THE one JSON parse entry point of bm: every JSON text that enters bm (files, log lines,
// bm serve's request lines, option values, embedded data) is parsed here, so every reader
// has the same limits (tests/style/check_json_parse.py refuses any other parse call).
// Parses text in linear time whatever its shape: refuses nesting deeper than kMaxJsonDepth
// (before building anything, so a deep text costs no memory) and a key repeated in one
// object; `where` prefixes errors ("file.json:3:14: ..."). Throws InputError.
nlohmann::json parse_json_text(std::string_view text, const std::string& where);
// The content hash of a data file's canonical JSON (a card set's or a board's `hash`): the
// Hasher (bm/core/hash.hpp) over its compact dump.
std::uint64_t canonical_json_hash(const nlohmann::json& canonical);

// The one bracket scanner of a JSON text (parse_json_text's depth check, the replayer's fast
// paths): one linear pass from `from`, strings and their escapes skipped, calling
// on_bracket(offset, c) for each '{', '[', '}' and ']' and stopping where it returns false.
// Returns that bracket's offset, or text.size() when the text ran out first.
template <class OnBracket>
std::size_t scan_json_brackets(std::string_view text, std::size_t from, OnBracket on_bracket) {
  bool in_string = false;
  for (std::size_t i = from; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (c == '\\') ++i;
      else if (c == '"') in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if ((c == '{' || c == '[' || c == '}' || c == ']') && !on_bracket(i, c)) {
      return i;
    }
  }
  return text.size();
}

}  // namespace bm
