#pragma once
// The one place where text from outside (log strings, file names, card names, messages) is made
// safe for the formats bm writes: XML (JUnit reports), Graphviz DOT (HTML-like labels and quoted
// strings) and the terminal. Every function first makes the text valid UTF-8.
#include <string>
#include <string_view>
#include <vector>

namespace bm {

// Valid UTF-8: every byte that does not start a well-formed sequence (a stray continuation
// byte, a truncated or overlong sequence, an encoded surrogate U+D800..U+DFFF such as
// ED A0 80, a code point above U+10FFFF) becomes U+FFFD; everything else is copied.
std::string valid_utf8(std::string_view text);

// Character data or an attribute value of XML 1.0 for any input: valid UTF-8, & < > " '
// escaped, and the characters XML 1.0 forbids (C0 controls other than TAB, LF and CR; U+FFFE;
// U+FFFF) replaced by U+FFFD.
std::string xml_escape(std::string_view text);

// Text inside a Graphviz HTML-like label or one of its attributes (Graphviz reads those as
// XML): valid UTF-8, & < > " escaped, every control character (TAB, LF and CR too, DEL and
// the C1 controls U+0080..U+009F) a space, U+FFFE and U+FFFF replaced by U+FFFD. The label
// stays on one line.
std::string dot_html_escape(std::string_view text);

// The inside of a DOT quoted string ("..."): dot_html_escape, and a backslash doubled, so no
// input ends the string early or reads as an escString sequence (\N, \G, \l, ...).
std::string dot_quoted_escape(std::string_view text);

// Text for a terminal: valid UTF-8 kept, control characters made visible so input cannot
// drive the terminal: C0 controls other than LF and TAB, and DEL, as "\x1b"; C1 controls
// (U+0080..U+009F) as "\u009b"; each byte of invalid UTF-8 as "\xff".
std::string terminal_escape(std::string_view text);
// terminal_escape for a value printed within one line (a ruleset or card name): newline and
// tab are shown as \x0a and \x09 too, so a name cannot start a line of its own.
std::string terminal_escape_line(std::string_view text);

// Text for a file people read (bm replay --report's Markdown) that may hold JSON (a log): valid
// UTF-8, and the control characters made visible as JSON escapes, "\u009b": C0 controls other
// than LF and TAB, DEL and the C1 controls (U+0080..U+009F). Inside a JSON string such an
// escape is the same character, so a JSON text stays the same value; elsewhere it reads as the
// terminal's "\u009b".
std::string json_visible_escape(std::string_view text);

// The most of one word (a run of text without a space, a tab or a newline) an error message
// shows: a 100 KB argument quoted in a refusal would fill the terminal.
constexpr std::size_t kMaxQuotedWord = 200;
// An error message for the terminal, the one way bm prints them (`bm: error: ...`):
// terminal_escape, after every word longer than kMaxQuotedWord bytes is shortened to its first
// kMaxQuotedWord bytes (whole UTF-8 characters), an ellipsis and its length in bytes, its quotes
// and closing punctuation kept: `no such command 'xxxx…' (100000 bytes)`. Each of `inputs`
// longer than kMaxQuotedWord (the command line's arguments: one with spaces is no one word) is
// first shortened wherever the message quotes it whole, the same way: `'x x x… (100000 bytes)'`.
std::string terminal_message(std::string_view text, const std::vector<std::string>& inputs = {});

}  // namespace bm
