// engine/core/text_escape: valid XML 1.0, DOT and terminal text for any input.
#include "bm/core/text_escape.hpp"

#include <gtest/gtest.h>

#include <string>

namespace bm {
namespace {

const std::string kFffd = "\xEF\xBF\xBD";  // U+FFFD

TEST(TextEscape, PlainAsciiAndValidMultibyteUnchanged) {
  const std::string plain = "Hero in P1: Room A, 5 dmg (soul)";
  const std::string multi = "\xC3\xA9 \xE2\x86\x92 \xE2\x9C\x9D \xF0\x9F\x90\x89";  // é → ✝ 🐉
  for (const auto& s : {plain, multi}) {
    EXPECT_EQ(valid_utf8(s), s);
    EXPECT_EQ(xml_escape(s), s);
    EXPECT_EQ(dot_html_escape(s), s);
    EXPECT_EQ(dot_quoted_escape(s), s);
    EXPECT_EQ(terminal_escape(s), s);
  }
}

TEST(TextEscape, XmlMarkupEscaped) {
  EXPECT_EQ(xml_escape("a&b<c>d\"e'f"), "a&amp;b&lt;c&gt;d&quot;e&apos;f");
  // DOT labels keep the apostrophe (card names), like before.
  EXPECT_EQ(dot_html_escape("a&b<c>d\"e'f"), "a&amp;b&lt;c&gt;d&quot;e'f");
}

TEST(TextEscape, XmlEveryForbiddenC0ControlReplaced) {
  for (int c = 0; c < 0x20; ++c) {
    const std::string in(1, static_cast<char>(c));
    const bool allowed = c == '\t' || c == '\n' || c == '\r';
    EXPECT_EQ(xml_escape(in), allowed ? in : kFffd) << "control " << c;
    EXPECT_EQ(dot_html_escape(in), " ") << "control " << c;
  }
  EXPECT_EQ(xml_escape("\x7F"), "\x7F");  // DEL is a Char of XML 1.0
  EXPECT_EQ(dot_html_escape("\x7F"), " ");
}

TEST(TextEscape, NonCharactersFffeFfffReplaced) {
  EXPECT_EQ(xml_escape("a\xEF\xBF\xBE"
                       "b"),
            "a" + kFffd + "b");  // U+FFFE
  EXPECT_EQ(xml_escape("a\xEF\xBF\xBF"
                       "b"),
            "a" + kFffd + "b");  // U+FFFF
  EXPECT_EQ(dot_html_escape("\xEF\xBF\xBE\xEF\xBF\xBF"), kFffd + kFffd);
  EXPECT_EQ(xml_escape("\xEF\xBF\xBD"), kFffd);  // U+FFFD itself is allowed
}

TEST(TextEscape, EncodedSurrogatesReplaced) {
  // ED A0 80 = U+D800 (a lone high surrogate), ED BF BF = U+DFFF (low): not UTF-8.
  EXPECT_EQ(valid_utf8("\xED\xA0\x80"), kFffd + kFffd + kFffd);
  EXPECT_EQ(xml_escape("x\xED\xBF\xBFy"), "x" + kFffd + kFffd + kFffd + "y");
  // A CESU-8 pair (U+D83D U+DC09) is two surrogates, not U+1F409.
  EXPECT_EQ(valid_utf8("\xED\xA0\xBD\xED\xB0\x89").find("\xED"), std::string::npos);
  EXPECT_EQ(valid_utf8("\xED\x9F\xBF"), "\xED\x9F\xBF");  // U+D7FF, just below
}

TEST(TextEscape, InvalidUtf8Replaced) {
  EXPECT_EQ(valid_utf8("\xFF"), kFffd);  // never a UTF-8 byte
  EXPECT_EQ(valid_utf8("\x80"
                       "a"),
            kFffd + "a");                // stray continuation byte
  EXPECT_EQ(valid_utf8("\xC3"), kFffd);  // truncated at the end
  EXPECT_EQ(valid_utf8("\xE2\x86"
                       "a"),
            kFffd + kFffd + "a");                                            // truncated in the middle
  EXPECT_EQ(valid_utf8("\xC0\xAF"), kFffd + kFffd);                          // overlong '/'
  EXPECT_EQ(valid_utf8("\xE0\x80\xAF"), kFffd + kFffd + kFffd);              // overlong, 3 bytes
  EXPECT_EQ(valid_utf8("\xF4\x90\x80\x80"), kFffd + kFffd + kFffd + kFffd);  // above U+10FFFF
  EXPECT_EQ(valid_utf8("\xF4\x8F\xBF\xBF"), "\xF4\x8F\xBF\xBF");             // U+10FFFF itself
  EXPECT_EQ(xml_escape("<\xFF>"), "&lt;" + kFffd + "&gt;");
}

TEST(TextEscape, DotQuotedDoublesBackslashes) {
  EXPECT_EQ(dot_quoted_escape("C:\\logs\\"), "C:\\\\logs\\\\");
  EXPECT_EQ(dot_quoted_escape("a \"b\" \\N"), "a &quot;b&quot; \\\\N");
  EXPECT_EQ(dot_quoted_escape("line\nbreak"), "line break");
}

TEST(TextEscape, TerminalMakesControlsVisible) {
  EXPECT_EQ(terminal_escape("\x1b[31mred"), "\\x1b[31mred");
  EXPECT_EQ(terminal_escape("a\rb\x07"
                            "c\x7F"),
            "a\\x0db\\x07c\\x7f");
  EXPECT_EQ(terminal_escape("two\nlines\tand a tab"), "two\nlines\tand a tab");
  EXPECT_EQ(terminal_escape("\xC2\x9B"
                            "2J"),
            "\\u009b2J");  // C1 CSI
  EXPECT_EQ(terminal_escape("bad \xFF\xC3"), "bad \\xff\\xc3");
  EXPECT_EQ(terminal_escape(std::string("nul\0", 4)), "nul\\x00");
}

}  // namespace
}  // namespace bm

// Hostile-input class 5 (text escaping), as a property over every input rather than examples: each Unicode scalar
// value, each encoded surrogate (ED A0 80 .. ED BF BF), each single byte and each pair of bytes,
// embedded in text, must come out of every escaper as valid UTF-8 whose code points the target
// accepts: XML 1.0 Chars only (and no raw markup) for xml_escape, no control character at all in
// DOT labels, no quote or control character in a DOT quoted string, no C0/C1/DEL (other than a
// kept newline or tab) on a terminal.
namespace {

// The code points of a valid UTF-8 string; false if it is not valid UTF-8 (own decoder, kept
// independent of the one under test).
bool utf8_code_points(const std::string& s, std::vector<char32_t>& out) {
  out.clear();
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    std::size_t n = b < 0x80                 ? 1
                    : b >= 0xC2 && b <= 0xDF ? 2
                    : b >= 0xE0 && b <= 0xEF ? 3
                    : b >= 0xF0 && b <= 0xF4 ? 4
                                             : 0;
    if (n == 0 || i + n > s.size()) return false;
    char32_t cp = n == 1 ? b : b & (0x7F >> n);
    for (std::size_t k = 1; k < n; ++k) {
      const auto c = static_cast<unsigned char>(s[i + k]);
      if ((c & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (c & 0x3F);
    }
    const char32_t min[] = {0, 0, 0x80, 0x800, 0x10000};
    if (cp < min[n] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    out.push_back(cp);
    i += n;
  }
  return true;
}

bool xml_char(char32_t c) {
  return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
         (c >= 0x10000 && c <= 0x10FFFF);
}
bool control(char32_t c) { return c < 0x20 || c == 0x7F || (c >= 0x80 && c <= 0x9F); }

// Raw UTF-8 bytes for cp, surrogates included (that is the point: they are not valid).
std::string raw_utf8(char32_t cp) {
  std::string o;
  if (cp < 0x80) o += static_cast<char>(cp);
  else if (cp < 0x800) o += {static_cast<char>(0xC0 | (cp >> 6)), static_cast<char>(0x80 | (cp & 0x3F))};
  else if (cp < 0x10000)
    o += {static_cast<char>(0xE0 | (cp >> 12)), static_cast<char>(0x80 | ((cp >> 6) & 0x3F)),
          static_cast<char>(0x80 | (cp & 0x3F))};
  else
    o += {static_cast<char>(0xF0 | (cp >> 18)), static_cast<char>(0x80 | ((cp >> 12) & 0x3F)),
          static_cast<char>(0x80 | ((cp >> 6) & 0x3F)), static_cast<char>(0x80 | (cp & 0x3F))};
  return o;
}

// Empty when every escaper's output for `in` is acceptable; else what went wrong.
std::string escapers_fail(const std::string& in) {
  std::vector<char32_t> cps;
  if (!utf8_code_points(bm::xml_escape(in), cps)) return "xml: invalid UTF-8";
  for (char32_t c : cps)
    if (!xml_char(c) || c == '<' || c == '>' || c == '"' || c == '\'') return "xml: forbidden code point";
  if (!utf8_code_points(bm::dot_html_escape(in), cps)) return "dot html: invalid UTF-8";
  for (char32_t c : cps)
    if (!xml_char(c) || control(c) || c == '<' || c == '>') return "dot html: control or markup";
  if (!utf8_code_points(bm::dot_quoted_escape(in), cps)) return "dot quoted: invalid UTF-8";
  for (char32_t c : cps)
    if (!xml_char(c) || control(c) || c == '"') return "dot quoted: control or quote";
  if (!utf8_code_points(bm::terminal_escape(in), cps)) return "terminal: invalid UTF-8";
  for (char32_t c : cps)
    if (control(c) && c != '\n' && c != '\t') return "terminal: control character";
  if (!utf8_code_points(bm::terminal_escape_line(in), cps)) return "terminal line: invalid UTF-8";
  for (char32_t c : cps)
    if (control(c)) return "terminal line: control character";
  return "";
}

}  // namespace

TEST(TextEscapeClass, EveryCodePointAndEncodedSurrogateGivesValidOutput) {
  int bad = 0;
  // Every BMP code point (controls, surrogates, U+FFFE/U+FFFF live there), then the
  // supplementary planes with a stride plus each plane's two noncharacters and its ends.
  std::vector<char32_t> all;
  for (char32_t cp = 0; cp < 0x10000; ++cp) all.push_back(cp);
  for (char32_t cp = 0x10000; cp <= 0x10FFFF; cp += 97) all.push_back(cp);
  for (char32_t plane = 0x10000; plane <= 0x100000; plane += 0x10000)
    for (char32_t low : {0x0000u, 0x0001u, 0xFFFDu, 0xFFFEu, 0xFFFFu}) all.push_back(plane + low);
  for (const char32_t cp : all) {
    const std::string why = escapers_fail("a" + raw_utf8(cp) + "b");
    if (!why.empty() && ++bad <= 5) ADD_FAILURE() << "U+" << std::hex << static_cast<std::uint32_t>(cp) << ": " << why;
  }
  EXPECT_EQ(bad, 0);
}

TEST(TextEscapeClass, EveryByteAndBytePairGivesValidOutput) {
  int bad = 0;
  for (int a = 0; a < 256; ++a)
    for (int b = -1; b < 256; ++b) {
      std::string in = "x";
      in += static_cast<char>(a);
      if (b >= 0) in += static_cast<char>(b);
      const std::string why = escapers_fail(in + "\xE2\x82");  // and a truncated sequence at the end
      if (!why.empty() && ++bad <= 5) ADD_FAILURE() << "bytes " << a << " " << b << ": " << why;
    }
  EXPECT_EQ(bad, 0);
}

TEST(TextEscapeClass, TerminalLineEscapesNewlineAndTab) {
  EXPECT_EQ(bm::terminal_escape_line("evil\nname\t\x1b[2J"), "evil\\x0aname\\x09\\x1b[2J");
  EXPECT_EQ(bm::terminal_escape("two\nlines"), "two\nlines");
}

// Error messages (terminal_message, the one error printer): a word or an argument of 100 KB is
// shown as its first 200 bytes, an ellipsis and its length; short text is terminal_escape's.
TEST(TerminalMessage, ShortensALongWordKeepingItsQuotesAndItsLength) {
  const std::string x(100000, 'x');
  EXPECT_EQ(bm::terminal_message("no such command '" + x + "' (see `bm help`)"),
            "no such command '" + std::string(200, 'x') + "\u2026' (100000 bytes) (see `bm help`)");
  EXPECT_EQ(bm::terminal_message("short 'words' \x1b[2J stay"), "short 'words' \\x1b[2J stay");
  const std::string exact(bm::kMaxQuotedWord, 'y');
  EXPECT_EQ(bm::terminal_message(exact), exact);
}

TEST(TerminalMessage, ShortensAnArgumentWithSpacesWhereverItIsQuoted) {
  std::string arg;
  while (arg.size() < 100000) arg += "ab ";
  const std::string out = bm::terminal_message("rule '" + arg + "' and again " + arg + ".", {arg});
  EXPECT_LT(out.size(), 600u);
  EXPECT_EQ(out.find(arg.substr(0, 201)), std::string::npos);
  EXPECT_NE(out.find("\u2026 (" + std::to_string(arg.size()) + " bytes)' and again "), std::string::npos) << out;
  // The argument within a longer word (`--color=ARG`) is shortened once, not again.
  const std::string e(100000, 'e');
  EXPECT_EQ(bm::terminal_message("--color=" + e + ": no", {e}),
            "--color=" + std::string(200, 'e') + "\u2026 (100000 bytes): no");
}

TEST(TerminalMessage, CutsBetweenUtf8CharactersAndStaysLinearOnRepetitiveText) {
  std::string accents;
  for (int i = 0; i < 50000; ++i) accents += "\u00e9";
  const std::string out = bm::terminal_message("'" + accents + "'");
  EXPECT_EQ(out, "'" + accents.substr(0, 200) + "\u2026' (100000 bytes)");
  EXPECT_EQ(bm::valid_utf8(out), out);
  // "aaa...ab" searched in "aaa...a": quadratic for a plain search, linear here.
  const std::string a(100000, 'a');
  const std::string out2 = bm::terminal_message(a + " " + a, {std::string(99999, 'a') + "b"});
  EXPECT_LT(out2.size(), 600u);
}

// bm replay --report's Markdown (json_visible_escape): control characters as JSON escapes, so a
// log inside stays the same JSON and the text shows them as the terminal outputs do.
TEST(JsonVisibleEscape, ControlCharactersBecomeJsonEscapesTextStays) {
  EXPECT_EQ(bm::json_visible_escape("a\u009bb\x7f\x1b[2J\tc\nd \u00e9"), "a\\u009bb\\u007f\\u001b[2J\tc\nd \u00e9");
  EXPECT_EQ(bm::json_visible_escape("x\xff"), "x\uFFFD");
  EXPECT_EQ(bm::json_visible_escape("{\"s\":\"\u0080\"}"), "{\"s\":\"\\u0080\"}");
}
