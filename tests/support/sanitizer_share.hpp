#pragma once
// The share of a property test's cases the asan stage runs. Under AddressSanitizer +
// UndefinedBehaviorSanitizer a game costs several times its release time, and a few property
// tests repeat one check over every preset, player count and policy or over many random
// states. The release stage runs every case and decides the outcome; the sanitizers look for
// memory and undefined-behaviour errors on the paths the games take, so under them these tests
// run a share of their cases that still takes every preset and every policy
// (docs/decisions.md, "Build and CI"). BM_TEST_SANITIZER_SHARE=1 in the environment runs the
// same share in any build (to see what the asan stage runs, or to count it).
#include <cstddef>
#include <cstdlib>

namespace bm::test {

inline bool sanitizer_share() {
#if defined(__SANITIZE_ADDRESS__)
  return true;
#else
  static const bool forced = std::getenv("BM_TEST_SANITIZER_SHARE") != nullptr;
  return forced;
#endif
}

// n in full; under the share n / divisor, at least 1.
inline int sanitizer_count(int n, int divisor) { return sanitizer_share() ? (n / divisor > 0 ? n / divisor : 1) : n; }

// A loop's step: `step` in full, `step * factor` under the share.
inline std::size_t sanitizer_stride(std::size_t step, std::size_t factor) {
  return sanitizer_share() ? step * factor : step;
}

// Whether case i of a list runs: every case in full; under the share every `stride`-th case and
// the first case of each group (`first_of_group`: a preset's first case, so every preset runs).
inline bool sanitizer_case(std::size_t i, std::size_t stride, bool first_of_group) {
  return !sanitizer_share() || i % stride == 0 || first_of_group;
}

}  // namespace bm::test
