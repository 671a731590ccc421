// bm bench's allocation count (issue 32 §1, docs/cli.md "bm bench": `mallocs_per_action`): the
// bm program (and only it, never a library) replaces the global operator new and counts each
// call on the calling thread, so bench can report heap allocations per action of a random game.
// Not under AddressSanitizer, which keeps its own operator new to check new/delete pairs: the
// figure is then 0 ("not counted"), as heap_bytes is there.
#include <cstdint>
#include <cstdlib>
#include <new>

#include "tools/bm/bench_figures.hpp"

#if defined(__SANITIZE_ADDRESS__)
#define BM_COUNT_ALLOCATIONS 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define BM_COUNT_ALLOCATIONS 0
#endif
#endif
#ifndef BM_COUNT_ALLOCATIONS
#define BM_COUNT_ALLOCATIONS 1
#endif

#if BM_COUNT_ALLOCATIONS

namespace {

thread_local std::uint64_t news = 0;

std::uint64_t allocations() { return news; }

// Registered before main runs (this object is part of the program itself, never dropped).
const bool registered = (bm::set_allocation_counter(&allocations), true);

}  // namespace

// The replaceable allocation functions ([new.delete.single], [new.delete.array]); the nothrow
// forms of libstdc++ call these, the aligned forms keep their own pair.
void* operator new(std::size_t n) {
  ++news;
  if (n == 0) n = 1;
  for (;;) {
    if (void* p = std::malloc(n)) return p;
    const std::new_handler h = std::get_new_handler();
    if (!h) throw std::bad_alloc();
    h();
  }
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }

#endif
