// XXH3-64 compiled for AVX2 (this file alone is built with -mavx2; engine/CMakeLists.txt), for the
// state hash's one call over its flat encoding (state_hash.cpp): the same function of the same
// bytes as the baseline SSE2 build's, in about half the time for a state's 1-2 KiB. Called only
// where the processor and the system support AVX2 (xxh3_avx2_usable); built only for x86-64.
//
// It includes nothing but xxHash's C header, whose functions XXH_INLINE_ALL makes static: no
// inline function of another header is compiled here with AVX2, so the linker cannot pick an
// AVX2 copy of one for code that runs on any processor.
#define XXH_INLINE_ALL
#define XXH_VECTOR XXH_AVX2
#include <xxhash.h>

#include "xxh3_avx2.hpp"

namespace bm::detail {

std::uint64_t xxh3_64_avx2(const void* data, std::size_t len) { return XXH3_64bits(data, len); }

}  // namespace bm::detail
