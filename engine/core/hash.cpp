#include "bm/core/hash.hpp"

#include <array>
#include <cstdint>
#include <string>

namespace bm {

std::string hex64(std::uint64_t v) {
  static const char* digits = "0123456789abcdef";
  std::string s(16, '0');
  for (int i = 15; i >= 0; --i) {
    s[static_cast<std::size_t>(i)] = digits[v & 0xF];
    v >>= 4;
  }
  return s;
}

namespace {

// Each byte's value as a lower-case hex digit, or 16 for any other byte (bm writes hashes in
// lower case, docs/log-format.md).
constexpr std::array<std::uint8_t, 256> kHexValue = [] {
  std::array<std::uint8_t, 256> t{};
  for (auto& d : t) d = 16;
  for (int c = '0'; c <= '9'; ++c) t[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c - '0');
  for (int c = 'a'; c <= 'f'; ++c) t[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(c - 'a' + 10);
  return t;
}();

}  // namespace

// A table lookup per digit and one test at the end: the replayer reads a hash on every line, and
// a digit-or-letter branch per character mispredicts on random hex digits (about half of them).
bool parse_hex64(std::string_view s, std::uint64_t& out) {
  if (s.size() != 16) return false;
  std::uint64_t v = 0;
  unsigned bad = 0;
  for (char c : s) {
    const unsigned d = kHexValue[static_cast<unsigned char>(c)];
    bad |= d;
    v = (v << 4) | (d & 0xFu);
  }
  if ((bad & 16u) != 0) return false;
  out = v;
  return true;
}

}  // namespace bm
