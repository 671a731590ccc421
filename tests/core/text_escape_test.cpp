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
