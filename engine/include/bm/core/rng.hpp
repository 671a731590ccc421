#pragma once
// Portable, seeded pseudo-random generator for all game chance (brief: determinism).
// xoshiro256** seeded through SplitMix64. No standard-library distributions or shuffles: the
// standard leaves their algorithms to the implementation, so results differ between
// libstdc++ and libc++. Everything here is fully specified integer arithmetic.
#include <array>
#include <cstdint>
#include <vector>

namespace bm {

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
    const std::uint64_t limit = UINT64_MAX - (UINT64_MAX % n);
    std::uint64_t v;
    do { v = next(); } while (v >= limit);
    return v % n;
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
