// Escaping for XML, DOT and the terminal (text_escape.hpp): one UTF-8 decoder, one table of
// what each output does with a code point.
#include "bm/core/text_escape.hpp"

#include <algorithm>
#include <cstdint>

namespace bm {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

struct CodePoint {
  char32_t cp = 0;
  std::size_t len = 1;
  bool valid = false;
};

// The code point at `i` when a well-formed UTF-8 sequence starts there (RFC 3629: shortest
// form, no surrogates, at most U+10FFFF); else one invalid byte.
CodePoint decode(std::string_view s, std::size_t i) {
  const auto b0 = static_cast<unsigned char>(s[i]);
  if (b0 < 0x80) return {b0, 1, true};
  const std::size_t len = (b0 >> 5) == 0x6 ? 2 : (b0 >> 4) == 0xE ? 3 : (b0 >> 3) == 0x1E ? 4 : 0;
  if (len == 0 || i + len > s.size()) return {};
  char32_t cp = b0 & (0xFFu >> (len + 1));
  for (std::size_t k = 1; k < len; ++k) {
    const auto b = static_cast<unsigned char>(s[i + k]);
    if ((b >> 6) != 0x2) return {};
    cp = (cp << 6) | (b & 0x3Fu);
  }
  static constexpr char32_t kMin[] = {0, 0, 0x80, 0x800, 0x10000};
  if (cp < kMin[len] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return {};
  return {cp, len, true};
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

std::string hex_escape(const char* prefix, std::uint32_t v, int digits) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string o = prefix;
  for (int d = digits - 1; d >= 0; --d) o += kHex[(v >> (4 * d)) & 0xF];
  return o;
}

bool xml_forbidden(char32_t cp) {
  return (cp < 0x20 && cp != '\t' && cp != '\n' && cp != '\r') || cp == 0xFFFE || cp == 0xFFFF;
}

// Walks `text` code point by code point; `emit(out, cp)` writes a valid one, invalid bytes
// become U+FFFD (or what `invalid(out, byte)` writes, when given).
template <class Emit>
std::string each_code_point(std::string_view text, Emit emit, void (*invalid)(std::string&, unsigned char) = nullptr) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    const CodePoint c = decode(text, i);
    if (c.valid) emit(out, c.cp);
    else if (invalid) invalid(out, static_cast<unsigned char>(text[i]));
    else append_utf8(out, kReplacement);
    i += c.len;
  }
  return out;
}

// & < > " as entities (and ' when `apos`); true when `cp` was one of them.
bool markup_entity(std::string& out, char32_t cp, bool apos) {
  switch (cp) {
    case '&': out += "&amp;"; return true;
    case '<': out += "&lt;"; return true;
    case '>': out += "&gt;"; return true;
    case '"': out += "&quot;"; return true;
    case '\'':
      if (!apos) return false;
      out += "&apos;";
      return true;
    default: return false;
  }
}

}  // namespace

std::string valid_utf8(std::string_view text) {
  return each_code_point(text, [](std::string& out, char32_t cp) { append_utf8(out, cp); });
}

std::string xml_escape(std::string_view text) {
  return each_code_point(text, [](std::string& out, char32_t cp) {
    if (markup_entity(out, cp, true)) return;
    append_utf8(out, xml_forbidden(cp) ? kReplacement : cp);
  });
}

std::string dot_html_escape(std::string_view text) {
  return each_code_point(text, [](std::string& out, char32_t cp) {
    if (markup_entity(out, cp, false)) return;
    if (cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F)) out += ' ';  // C0, DEL, C1: a space
    else append_utf8(out, xml_forbidden(cp) ? kReplacement : cp);
  });
}

std::string dot_quoted_escape(std::string_view text) {
  std::string out;
  for (const char ch : dot_html_escape(text)) {
    if (ch == '\\') out += '\\';
    out += ch;
  }
  return out;
}

namespace {

std::string terminal_text(std::string_view text, bool keep_lines) {
  return each_code_point(
      text,
      [keep_lines](std::string& out, char32_t cp) {
        if ((cp < 0x20 && !(keep_lines && (cp == '\n' || cp == '\t'))) || cp == 0x7F)
          out += hex_escape("\\x", static_cast<std::uint32_t>(cp), 2);
        else if (cp >= 0x80 && cp <= 0x9F) out += hex_escape("\\u", static_cast<std::uint32_t>(cp), 4);
        else append_utf8(out, cp);
      },
      [](std::string& out, unsigned char b) { out += hex_escape("\\x", b, 2); });
}

}  // namespace

std::string terminal_escape(std::string_view text) { return terminal_text(text, true); }

std::string json_visible_escape(std::string_view text) {
  return each_code_point(
      text,
      [](std::string& out, char32_t cp) {
        if ((cp < 0x20 && cp != '\n' && cp != '\t') || (cp >= 0x7F && cp <= 0x9F))
          out += hex_escape("\\u", static_cast<std::uint32_t>(cp), 4);
        else append_utf8(out, cp);
      },
      [](std::string& out, unsigned char) { append_utf8(out, 0xFFFD); });
}

std::string terminal_escape_line(std::string_view text) { return terminal_text(text, false); }

namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

// The length of the longest prefix of `s` of at most `at` bytes that ends between two UTF-8
// characters (continuation bytes are 10xxxxxx).
std::size_t utf8_cut(std::string_view s, std::size_t at) {
  std::size_t cut = std::min(s.size(), at);
  while (cut > 0 && cut < s.size() && (static_cast<unsigned char>(s[cut]) & 0xC0) == 0x80) --cut;
  return cut;
}

// One word past the limit: its opening quotes and closing punctuation (at most three each)
// stay around the shortened inside, then the inside's length.
void append_short_word(std::string& out, std::string_view word) {
  constexpr std::string_view opening = "'\"([{<`", closing = "'\")]}>`:;,.?!";
  std::size_t lead = 0, tail = 0;
  while (lead < 3 && lead < word.size() && opening.find(word[lead]) != std::string_view::npos) ++lead;
  while (tail < 3 && tail + lead < word.size() && closing.find(word[word.size() - 1 - tail]) != std::string_view::npos)
    ++tail;
  const std::string_view inside = word.substr(lead, word.size() - lead - tail);
  const std::size_t cut = utf8_cut(inside, kMaxQuotedWord);
  out.append(word.substr(0, lead));
  out.append(inside.substr(0, cut));
  out.append("\u2026");
  out.append(word.substr(word.size() - tail));
  out.append(" (" + std::to_string(inside.size()) + " bytes)");
}

// A message being shortened: its bytes, and which of them are an argument already shortened
// (the word pass leaves the words that hold one).
struct Marked {
  std::string text;
  std::vector<bool> shortened;
};

// Every occurrence of `input` (at least one byte) replaced by `with`, marked: Knuth-Morris-Pratt,
// linear in both lengths whatever they hold (a plain search is quadratic on "aaa...ab").
Marked replace_all(const Marked& m, std::string_view input, std::string_view with) {
  std::vector<std::size_t> border(input.size(), 0);
  for (std::size_t i = 1, k = 0; i < input.size(); ++i) {
    while (k > 0 && input[i] != input[k]) k = border[k - 1];
    if (input[i] == input[k]) ++k;
    border[i] = k;
  }
  Marked out;
  std::size_t copied = 0;
  const auto copy = [&](std::size_t to) {
    out.text.append(m.text, copied, to - copied);
    out.shortened.insert(out.shortened.end(), m.shortened.begin() + static_cast<std::ptrdiff_t>(copied),
                         m.shortened.begin() + static_cast<std::ptrdiff_t>(to));
  };
  for (std::size_t i = 0, k = 0; i < m.text.size(); ++i) {
    while (k > 0 && m.text[i] != input[k]) k = border[k - 1];
    if (m.text[i] == input[k]) ++k;
    if (k == input.size()) {
      copy(i + 1 - k);
      out.text.append(with);
      out.shortened.insert(out.shortened.end(), with.size(), true);
      copied = i + 1;
      k = 0;
    }
  }
  copy(m.text.size());
  return out;
}

}  // namespace

std::string terminal_message(std::string_view text, const std::vector<std::string>& inputs) {
  Marked m{std::string(text), std::vector<bool>(text.size(), false)};
  for (const auto& input : inputs)
    if (input.size() > kMaxQuotedWord)
      m = replace_all(
          m, input,
          input.substr(0, utf8_cut(input, kMaxQuotedWord)) + "\u2026 (" + std::to_string(input.size()) + " bytes)");
  std::string shortened;
  std::size_t pos = 0;
  while (pos < m.text.size()) {
    std::size_t end = pos;
    bool holds_argument = false;
    for (; end < m.text.size() && !is_space(m.text[end]); ++end) holds_argument = holds_argument || m.shortened[end];
    const std::string_view word = std::string_view(m.text).substr(pos, end - pos);
    if (word.size() > kMaxQuotedWord && !holds_argument) append_short_word(shortened, word);
    else shortened.append(word);
    std::size_t next = end;
    while (next < m.text.size() && is_space(m.text[next])) ++next;
    shortened.append(m.text, end, next - end);
    pos = next;
  }
  return terminal_escape(shortened);
}

}  // namespace bm
