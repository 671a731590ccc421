// The logged hash's form (docs/log-format.md): hex64 writes 16 lower-case hex digits and
// parse_hex64 reads exactly that form back, refusing any other byte at any position.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>

#include "bm/core/hash.hpp"

namespace bm {
namespace {

TEST(Hex64, EveryValueWrittenReadsBack) {
  for (std::uint64_t v : {std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{0xF}, std::uint64_t{0x0123456789abcdefULL},
                          std::uint64_t{0xfedcba9876543210ULL}, ~std::uint64_t{0}}) {
    const std::string s = hex64(v);
    ASSERT_EQ(s.size(), 16u);
    std::uint64_t back = 7;
    ASSERT_TRUE(parse_hex64(s, back)) << s;
    EXPECT_EQ(back, v) << s;
  }
  std::uint64_t back = 0;
  ASSERT_TRUE(parse_hex64("00000000000000a0", back));
  EXPECT_EQ(back, 0xa0u);
}

// Each of the 256 byte values at each of the 16 positions: accepted exactly when it is one of
// 0-9 a-f, with that digit's value at that position; a refused text leaves `out` unchanged.
TEST(Hex64, EveryByteAtEveryPositionIsReadOnlyAsALowerCaseDigit) {
  for (int pos = 0; pos < 16; ++pos)
    for (int b = 0; b < 256; ++b) {
      std::string s(16, '0');
      s[static_cast<std::size_t>(pos)] = static_cast<char>(b);
      const bool digit = (b >= '0' && b <= '9') || (b >= 'a' && b <= 'f');
      std::uint64_t out = 0x5555;
      const bool ok = parse_hex64(s, out);
      ASSERT_EQ(ok, digit) << "byte " << b << " at " << pos;
      if (!digit) {
        EXPECT_EQ(out, 0x5555u);
        continue;
      }
      const std::uint64_t d = b <= '9' ? static_cast<std::uint64_t>(b - '0') : static_cast<std::uint64_t>(b - 'a' + 10);
      EXPECT_EQ(out, d << (4 * (15 - pos))) << "byte " << b << " at " << pos;
    }
}

TEST(Hex64, OnlySixteenDigitsAreAHash) {
  std::uint64_t out = 0;
  EXPECT_FALSE(parse_hex64("", out));
  EXPECT_FALSE(parse_hex64("123456789abcdef", out));
  EXPECT_FALSE(parse_hex64("0123456789abcdef0", out));
  EXPECT_FALSE(parse_hex64("0123456789ABCDEF", out));
}

}  // namespace
}  // namespace bm
