// bm bench's allocation count (docs/cli.md "bm bench": `mallocs_per_action`, `log_peak_heap.*`):
// the bm program (and only it, never a library) replaces the global operator new and counts each
// call and the heap bytes live on the calling thread, so bench can report heap allocations per
// action of a random game and the most heap reading a log takes.
// Not under AddressSanitizer, which keeps its own operator new to check new/delete pairs: the
// figure is then 0 ("not counted"), as heap_bytes is there.
#include <cstdint>
#include <cstdlib>
#include <new>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

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
// While the meter runs (from `reset` to `peak`), the heap bytes this thread took through operator
// new and gave back (malloc's usable size of each block; a block freed on another thread than the
// one that made it is not counted there), and the most of them: bm bench's peak-heap figures.
// Off otherwise, so that the figures timed outside it (the random games) pay no malloc_usable_size.
thread_local bool metering = false;
thread_local std::int64_t live = 0, peak = 0;

std::uint64_t allocations() { return news; }

void reset_peak() {
  metering = true;
  live = peak = 0;
}
std::int64_t peak_above_reset() {
  metering = false;
  return peak;
}
std::int64_t live_bytes() { return live; }

std::int64_t usable(void* p) {
#if defined(__GLIBC__)
  return p ? static_cast<std::int64_t>(malloc_usable_size(p)) : 0;
#else
  (void)p;
  return 0;
#endif
}

void release(void* p) noexcept {
  if (metering) live -= usable(p);
  std::free(p);
}

// Registered before main runs (this object is part of the program itself, never dropped).
const bool registered = (bm::set_allocation_counter(&allocations),
                         bm::set_heap_meter(bm::HeapMeter{&reset_peak, &peak_above_reset, &live_bytes}), true);

}  // namespace

// The replaceable allocation functions ([new.delete.single], [new.delete.array]); the nothrow
// forms of libstdc++ call these, the aligned forms keep their own pair.
void* operator new(std::size_t n) {
  ++news;
  if (n == 0) n = 1;
  for (;;) {
    if (void* p = std::malloc(n)) {
      if (metering) {
        live += usable(p);
        if (live > peak) peak = live;
      }
      return p;
    }
    const std::new_handler h = std::get_new_handler();
    if (!h) throw std::bad_alloc();
    h();
  }
}
void* operator new[](std::size_t n) { return ::operator new(n); }
void operator delete(void* p) noexcept { release(p); }
void operator delete[](void* p) noexcept { release(p); }
void operator delete(void* p, std::size_t) noexcept { release(p); }
void operator delete[](void* p, std::size_t) noexcept { release(p); }

#endif
