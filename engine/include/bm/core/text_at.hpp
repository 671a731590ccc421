#pragma once
// A text compared as it is produced: what a writer would append is compared with a given text
// from a position on, instead of being written and compared afterwards. The replayer's fast
// path proves a logged line by the bytes the engine's rendering of it would have (the events,
// the line's fields), without a buffer or a second pass over it.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string_view>

namespace bm {

// Whether the `n` bytes at `a` and `b` are equal: inline for the short pieces a log line is
// made of (keys, card ids, numbers), with no call into the library's memcmp, and always inlined
// (a call of its own costs as much as the comparison: the compiler left it out of line in the
// events writer).
[[gnu::always_inline]] inline bool same_bytes(const char* a, const char* b, std::size_t n) {
  auto word8 = [](const char* p) {
    std::uint64_t w;
    std::memcpy(&w, p, 8);
    return w;
  };
  auto word4 = [](const char* p) {
    std::uint32_t w;
    std::memcpy(&w, p, 4);
    return w;
  };
  if (n >= 8 && n <= 16) return word8(a) == word8(b) && word8(a + n - 8) == word8(b + n - 8);
  if (n > 16 && n <= 32)  // an event's opening with its type, `,{"e":"hero_enters"`
    return word8(a) == word8(b) && word8(a + 8) == word8(b + 8) && word8(a + n - 16) == word8(b + n - 16) &&
           word8(a + n - 8) == word8(b + n - 8);
  if (n >= 4 && n < 8) return word4(a) == word4(b) && word4(a + n - 4) == word4(b + n - 4);
  if (n < 4) {
    for (std::size_t i = 0; i < n; ++i)
      if (a[i] != b[i]) return false;
    return true;
  }
  return std::memcmp(a, b, n) == 0;
}

// Whether nlohmann's dump() writes `s` as a JSON string with no escape: no quote, backslash,
// control byte or non-ASCII byte (a byte dump() would check as UTF-8). The one test of the writers
// that produce or compare dump()'s text without the JSON library (the events, actions, result
// line and pre-rendered card ids): such a string is written as it is, between quotes; any other
// is left to the library.
inline bool json_plain(std::string_view s) {
  for (char ch : s)
    if (ch == '"' || ch == '\\' || static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x80)
      return false;
  return true;
}

class TextAt {
 public:
  explicit TextAt(std::string_view text, std::size_t pos = 0)
      : text_(text), pos_(pos <= text.size() ? pos : text.size()) {}

  // The same interface as std::string's appending, so one writer serves both.
  [[gnu::always_inline]] void append(std::string_view s) {
    if (same_ && text_.size() - pos_ >= s.size() && same_bytes(text_.data() + pos_, s.data(), s.size()))
      pos_ += s.size();
    else same_ = false;
  }
  void push_back(char c) {
    if (same_ && pos_ < text_.size() && text_[pos_] == c) ++pos_;
    else same_ = false;
  }
  // A number as std::to_string writes it, and the text's number there ends with it (no digit
  // follows): read from the text and compared as a value, no text written.
  void number(long long v) {
    if (v < 0) push_back('-');
    if (!same_) return;
    const auto want = v < 0 ? 0ULL - static_cast<unsigned long long>(v) : static_cast<unsigned long long>(v);
    const char* const begin = text_.data() + pos_;
    const char* const end = begin + std::min<std::size_t>(text_.size() - pos_, 20);
    const char* q = begin;
    unsigned long long got = 0;
    for (; q != end && *q >= '0' && *q <= '9'; ++q) got = got * 10 + static_cast<unsigned long long>(*q - '0');
    const auto digits = static_cast<std::size_t>(q - begin);
    if (digits == 0 || digits > 19 || (digits > 1 && *begin == '0') || got != want) {
      same_ = false;
      return;
    }
    pos_ += digits;
  }
  // The next `n` bytes whatever they are (a value the caller checks otherwise); empty, and not
  // the same, when fewer remain.
  std::string_view skip(std::size_t n) {
    if (!same_ || text_.size() - pos_ < n) {
      same_ = false;
      return {};
    }
    pos_ += n;
    return text_.substr(pos_ - n, n);
  }

  // Everything appended so far is the text from the start position on.
  bool same() const { return same_; }
  // ... and it ends the text.
  bool whole() const { return same_ && pos_ == text_.size(); }
  std::size_t pos() const { return pos_; }

 private:
  std::string_view text_;
  std::size_t pos_;
  bool same_ = true;
};

}  // namespace bm
