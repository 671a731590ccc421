#include "canonical_json.hpp"

#include <cstdlib>

#if BM_HAVE_SIMDJSON
#include <simdjson.h>

#include <algorithm>
#include <cstring>
#include <vector>

#include "bm/core/json_read.hpp"
#endif

namespace bm {

#if BM_HAVE_SIMDJSON

namespace {

namespace od = simdjson::ondemand;

// Log lines are shallow (an action line nests 4 levels); parse_json_text allows 256.
constexpr std::size_t kMaxDepth = 64;

bool json_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view trim_right(std::string_view s) {
  while (!s.empty() && json_space(s.back())) s.remove_suffix(1);
  return s;
}

// Printable ASCII without a quote or a backslash: the bytes nlohmann writes back unchanged.
bool plain_char(char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; }

// "-?(0|[1-9][0-9]{0,17})", not "-0": an integer nlohmann reads as one and writes as written.
bool plain_integer(std::string_view s) {
  std::size_t p = 0;
  if (p < s.size() && s[p] == '-') ++p;
  const std::size_t digits = s.size() - p;
  if (digits == 0 || digits > 18) return false;
  for (std::size_t k = p; k < s.size(); ++k)
    if (s[k] < '0' || s[k] > '9') return false;
  if (s[p] == '0') return digits == 1 && p == 0;
  return true;
}

// The text is one object and white space around it, nested at most kMaxDepth levels (one
// linear pass, strings skipped): simdjson 3.0's On-Demand reader does not look past the value
// it reads.
bool one_object(std::string_view text) {
  std::size_t p = 0;
  while (p < text.size() && json_space(text[p])) ++p;
  if (p == text.size() || text[p] != '{') return false;
  std::size_t depth = 0;
  bool too_deep = false;
  p = scan_json_brackets(text, p, [&](std::size_t, char c) {
    if (c == '}' || c == ']') return --depth != 0;  // the object's own closing bracket ends the scan
    too_deep = ++depth > kMaxDepth;
    return !too_deep;
  });
  if (too_deep || p == text.size()) return false;
  for (++p; p < text.size(); ++p)
    if (!json_space(text[p])) return false;
  return true;
}

}  // namespace

struct CanonicalJson::Impl {
  struct Member {
    std::string_view key;
    std::size_t at, len;  // the value's text in the level's buffer
  };
  od::parser parser;
  std::string padded;
  // One buffer and member list per nesting level, sized once (references stay valid).
  std::vector<std::string> text = std::vector<std::string>(kMaxDepth + 1);
  std::vector<std::vector<Member>> members = std::vector<std::vector<Member>>(kMaxDepth + 1);

  bool value(od::value v, std::string& out, std::size_t depth) {
    od::json_type t;
    if (v.type().get(t) != simdjson::SUCCESS) return false;
    if (t == od::json_type::object) {
      od::object o;
      return v.get_object().get(o) == simdjson::SUCCESS && object(o, out, depth + 1);
    }
    if (t == od::json_type::array) {
      if (depth + 1 > kMaxDepth) return false;
      od::array a;
      if (v.get_array().get(a) != simdjson::SUCCESS) return false;
      out.push_back('[');
      bool first = true;
      for (auto element : a) {
        od::value x;
        if (std::move(element).get(x) != simdjson::SUCCESS) return false;
        if (!first) out.push_back(',');
        first = false;
        if (!value(x, out, depth + 1)) return false;
      }
      out.push_back(']');
      return true;
    }
    std::string_view token = trim_right(v.raw_json_token());
    switch (t) {
      case od::json_type::string:
        if (token.size() < 2 || token.front() != '"' || token.back() != '"' ||
            !std::all_of(token.begin() + 1, token.end() - 1, plain_char))
          return false;
        break;
      case od::json_type::number:
        if (!plain_integer(token)) return false;
        break;
      case od::json_type::boolean:
        if (token != "true" && token != "false") return false;
        break;
      case od::json_type::null:
        if (token != "null") return false;
        break;
      default: return false;
    }
    out.append(token);
    return true;
  }

  // An object's members written in nlohmann's order (its std::map: byte order of the keys).
  bool object(od::object& o, std::string& out, std::size_t depth) {
    if (depth > kMaxDepth) return false;
    std::string& buf = text[depth];
    std::vector<Member>& ms = members[depth];
    buf.clear();
    ms.clear();
    for (auto f : o) {
      od::field field;
      if (std::move(f).get(field) != simdjson::SUCCESS) return false;
      const char* k = field.key().raw();  // after the opening quote, inside the padded copy
      std::size_t n = 0;
      while (k[n] != '"') {
        if (!plain_char(k[n])) return false;
        ++n;
      }
      const std::size_t at = buf.size();
      if (!value(field.value(), buf, depth)) return false;
      ms.push_back(Member{std::string_view(k, n), at, buf.size() - at});
    }
    std::sort(ms.begin(), ms.end(), [](const Member& a, const Member& b) { return a.key < b.key; });
    out.push_back('{');
    for (std::size_t m = 0; m < ms.size(); ++m) {
      if (m > 0) {
        if (ms[m].key == ms[m - 1].key) return false;  // a duplicate: parse_json_text refuses it
        out.push_back(',');
      }
      out.push_back('"');
      out.append(ms[m].key);
      out.append("\":");
      out.append(buf, ms[m].at, ms[m].len);
    }
    out.push_back('}');
    return true;
  }
};

bool CanonicalJson::available() { return true; }
CanonicalJson::CanonicalJson() : impl_(std::make_unique<Impl>()) {}
CanonicalJson::~CanonicalJson() = default;

bool CanonicalJson::write(std::string_view text, std::string& out) {
  if (!one_object(text)) return false;
  Impl& m = *impl_;
  if (m.padded.size() < text.size() + simdjson::SIMDJSON_PADDING)
    m.padded.resize(text.size() + simdjson::SIMDJSON_PADDING);
  std::memcpy(m.padded.data(), text.data(), text.size());
  std::memset(m.padded.data() + text.size(), 0, simdjson::SIMDJSON_PADDING);
  od::document doc;
  if (m.parser.iterate(simdjson::padded_string_view(m.padded.data(), text.size(), m.padded.size())).get(doc) !=
      simdjson::SUCCESS)
    return false;
  od::object o;
  if (doc.get_object().get(o) != simdjson::SUCCESS) return false;
  out.clear();
  return m.object(o, out, 0);
}

#else

struct CanonicalJson::Impl {};
bool CanonicalJson::available() { return false; }
CanonicalJson::CanonicalJson() = default;
CanonicalJson::~CanonicalJson() = default;
bool CanonicalJson::write(std::string_view, std::string&) { return false; }

#endif

CanonicalJson* CanonicalJson::for_this_thread(bool wanted) {
  static const bool env_off = std::getenv("BM_NO_SIMDJSON") != nullptr;
  if (!wanted || env_off || !available()) return nullptr;
  thread_local CanonicalJson reader;
  return &reader;
}

}  // namespace bm
