// Rng::below takes its remainders without a division for divisors up to
// rng_detail::kFastDivisors (rng_detail::remainder, core/rng.hpp). Every game's chance rests on
// those values (shuffles, random picks, the random policy), so they must be the division's own:
// every divisor of the table against edge dividends and pseudo-random ones, and below's draws
// against the division's algorithm drawn from the same generator state, small and large n.
#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

#include "bm/core/rng.hpp"

namespace {

using bm::Rng;
namespace rd = bm::rng_detail;

TEST(RngRemainder, EveryTableDivisorGivesTheDivisionsRemainder) {
  std::uint64_t x = 12345;
  std::vector<std::uint64_t> randoms(1000);
  for (auto& v : randoms) v = bm::splitmix64(x);
  for (std::uint64_t d = 1; d <= rd::kFastDivisors; ++d) {
    std::vector<std::uint64_t> vs = {0,
                                     1,
                                     d - 1,
                                     d,
                                     d + 1,
                                     2 * d - 1,
                                     UINT64_MAX,
                                     UINT64_MAX - 1,
                                     UINT64_MAX - d,
                                     UINT64_MAX - UINT64_MAX % d,      // the largest multiple of d
                                     UINT64_MAX - UINT64_MAX % d - 1,  // and the value under it
                                     std::uint64_t{1} << 63,
                                     (std::uint64_t{1} << 63) - 1,
                                     std::uint64_t{1} << 32,
                                     (std::uint64_t{1} << 32) - 1,
                                     (std::uint64_t{1} << 32) + 1};
    vs.insert(vs.end(), randoms.begin(), randoms.end());
    for (std::uint64_t v : vs) ASSERT_EQ(rd::remainder(v, d), v % d) << v << " % " << d;
  }
}

// The draws below makes equal those of the algorithm written with divisions (rejection above the
// largest multiple of n, then v % n), for n in the table and past it.
TEST(RngRemainder, BelowDrawsWhatTheDivisionDraws) {
  auto below_by_division = [](Rng& r, std::uint64_t n) {
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
    std::uint64_t v;
    do { v = r.next(); } while (v >= limit);
    return v % n;
  };
  for (std::uint64_t seed : {1ull, 2ull, 99ull}) {
    Rng fast(seed), slow(seed);
    for (std::uint64_t n = 1; n <= rd::kFastDivisors + 200; ++n) {
      ASSERT_EQ(fast.below(n), below_by_division(slow, n)) << "n " << n << " seed " << seed;
      ASSERT_EQ(fast.below(n), below_by_division(slow, n)) << "n " << n << " seed " << seed;
    }
    // Divisors near 2^63, where the rejection bites: the large-n path.
    for (std::uint64_t n : {(std::uint64_t{1} << 63) + 1, UINT64_MAX, UINT64_MAX / 3 * 2})
      ASSERT_EQ(fast.below(n), below_by_division(slow, n)) << "n " << n;
    ASSERT_TRUE(fast == slow);  // the same words drawn, so the same state after
  }
}

}  // namespace
