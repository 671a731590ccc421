#pragma once
// Strict JSON field reading with error messages that name the source and the JSON path
// (non-negotiable 4: bad input gets a clear error and exit 2, never a crash).
#include <initializer_list>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace bm {

class JsonReader {
 public:
  JsonReader(const nlohmann::json& j, std::string where) : j_(j), where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& field, const std::string& what) const;
  void rename(std::string where) { where_ = std::move(where); }
  const std::string& where() const { return where_; }

  void require_object() const;
  // Rejects any key not in `allowed` ("unknown field").
  void allow_only(std::initializer_list<const char*> allowed) const;
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

// The first key of the object `j` that is not in `allowed` (null when there is none): the one
// check behind every "unknown field" error (JsonReader::allow_only, the log reader).
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
