#pragma once
// Portable, seeded pseudo-random generator for all game chance (brief: determinism).
// xoshiro256** seeded through SplitMix64. No standard-library distributions or shuffles: the
// standard leaves their algorithms to the implementation, so results differ between
// libstdc++ and libc++. Everything here is fully specified integer arithmetic.
#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace bm {

namespace rng_detail {
// The remainder of a 64-bit value by a small divisor without a division (a 64-bit division takes
// tens of cycles, most of a shuffle's time): Lemire, Kaser and Kurz, "Faster remainder by direct
// computation" (2019), with a 128-bit constant per divisor, exact for every 64-bit dividend.
// The constants for divisors up to kFastDivisors are made at compile time.
__extension__ typedef unsigned __int128 U128;
inline constexpr std::uint64_t kFastDivisors = 1024;  // a card set's most instances (kMaxCardInstances)
constexpr std::array<U128, kFastDivisors + 1> make_remainder_constants() {
  std::array<U128, kFastDivisors + 1> m{};
  for (std::size_t d = 1; d <= kFastDivisors; ++d) m[d] = ~U128{0} / d + 1;  // 0 for d == 1 (all wrap)
  return m;
}
inline constexpr std::array<U128, kFastDivisors + 1> kRemainderConstant = make_remainder_constants();
// v % d for 1 <= d <= kFastDivisors: the high 64 bits of ((M * v) mod 2^128) * d.
inline std::uint64_t remainder(std::uint64_t v, std::uint64_t d) {
  const U128 low = kRemainderConstant[static_cast<std::size_t>(d)] * v;  // d <= kFastDivisors
  const U128 bottom = ((low & ~std::uint64_t{0}) * d) >> 64;
  const U128 top = (low >> 64) * d;
  return static_cast<std::uint64_t>((bottom + top) >> 64);
}
}  // namespace rng_detail

inline std::uint64_t splitmix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  Rng() { seed(0); }
  explicit Rng(std::uint64_t s) { seed(s); }

  void seed(std::uint64_t s) {
    std::uint64_t x = s;
    for (auto& w : s_) w = splitmix64(x);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform integer in [0, n). n must be > 0. Rejection sampling: unbiased and portable.
  std::uint64_t below(std::uint64_t n) {
    // The remainders without a division where n is small (rng_detail::remainder: the same values).
    const bool small = n <= rng_detail::kFastDivisors;
    auto mod = [n, small](std::uint64_t v) { return small ? rng_detail::remainder(v, n) : v % n; };
    const std::uint64_t limit = UINT64_MAX - mod(UINT64_MAX);
    std::uint64_t v;
    do { v = next(); } while (v >= limit);
    return mod(v);
  }
  int below_int(int n) { return static_cast<int>(below(static_cast<std::uint64_t>(n))); }

  // Fisher-Yates, from the back: element i swaps with a uniform j in [0, i]. `v`: a vector, or
  // anything indexed as one (a card zone of the state).
  template <class Seq>
  void shuffle(Seq& v) {
    for (std::size_t i = v.size(); i > 1; --i) {
      const std::size_t j = static_cast<std::size_t>(below(i));
      std::swap(v[i - 1], v[j]);
    }
  }

  const std::array<std::uint64_t, 4>& words() const { return s_; }
  void set_words(const std::array<std::uint64_t, 4>& w) { s_ = w; }
  bool operator==(const Rng&) const = default;

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::array<std::uint64_t, 4> s_{};
};

}  // namespace bm
