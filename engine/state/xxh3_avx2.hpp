#pragma once
// XXH3-64 built for AVX2 where the build can (BM_XXH3_AVX2, x86-64 only): xxh3_avx2.cpp.
#include <cstddef>
#include <cstdint>

namespace bm::detail {

#if defined(BM_XXH3_AVX2)
// XXH3-64 (seed 0) of `len` bytes; only where xxh3_avx2_usable().
std::uint64_t xxh3_64_avx2(const void* data, std::size_t len);

// Whether this processor and system run AVX2 code (asked once).
inline bool xxh3_avx2_usable() {
  static const bool usable = [] {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") != 0;
  }();
  return usable;
}
#endif

}  // namespace bm::detail
